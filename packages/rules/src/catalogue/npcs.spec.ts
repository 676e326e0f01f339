import * as fs from 'fs';
import * as path from 'path';

import { NPC_CHARACTERS } from './npcs';

/*
 * Re-reads the NPC / normal dials straight from the seed rule text and checks
 * NPC_CHARACTERS against them. The parser below knows nothing about npcs.ts:
 * every expected value comes from the seed file.
 */

const SEED_PATH = path.join(__dirname, '../../seeds/000_16d4a23803d85603.txt');
const SECTION_START = 'RULES FOR NORMALS / BYSTANDERS';
/** Every forum post in the seed opens with its title line, a blank line and this author byline. */
const POST_BYLINE = /^Deathreaver999\s+\S+\s+\w{3}, \d{1,2} \w{3} \d{4} /;
/** Sub-headings inside the section that group the dials (they are not character names). */
const SUBHEADINGS = ['TYPES OF NORMALS', 'EVERYDAY NORMALS', 'SPECIAL NORMALS', "Ninjas' Main Characters", "Ninjas'"];
const DIAL_HEADER = '# 1 2 3 4 5 6 7 8 9 10 11 12';
const DIAL_SLOTS = 12;
const SPECIAL_VALUES: Record<string, string> = {
  Movement: 'SPEED',
  Attack: 'ATTACK',
  Defense: 'DEFENSE',
  Damage: 'DAMAGE',
};

interface SeedClick {
  speed: number;
  attack: number;
  defense: number;
  damage: number;
}

interface SeedPower {
  value: string;
  name: string;
  text: string;
}

interface SeedCharacter {
  name: string;
  subheading: string;
  points: number;
  range: number;
  targets: number;
  team: string | null;
  clicks: SeedClick[];
  koClicks: number;
  powers: SeedPower[];
  description: string;
}

const seedText = fs.readFileSync(SEED_PATH, 'utf8');
const allLines = seedText.split(/\r?\n/).map((line) => line.trim());

/** The section's lines: from its title up to (not including) the title of the next forum post. */
function sectionLines(): string[] {
  const start = allLines.indexOf(SECTION_START);
  if (start < 0) throw new Error(`seed has no "${SECTION_START}" line`);
  const byline = allLines.findIndex((line, i) => i > start && POST_BYLINE.test(line));
  if (byline < 0) throw new Error('seed has no forum post after the normals section');
  let end = byline - 1;
  while (end > start && allLines[end] === '') end -= 1; // step back over the blank line to the next post's title
  return allLines.slice(start + 1, end);
}

function parseRow(line: string, what: string): { live: number[]; ko: number } {
  const tokens = line.split(/\s+/);
  if (tokens.length !== DIAL_SLOTS) throw new Error(`${what}: expected ${DIAL_SLOTS} slots in "${line}"`);
  const firstKo = tokens.indexOf('KO');
  const liveTokens = firstKo < 0 ? tokens : tokens.slice(0, firstKo);
  const koTokens = firstKo < 0 ? [] : tokens.slice(firstKo);
  if (koTokens.some((t) => t !== 'KO')) throw new Error(`${what}: live slot after a KO in "${line}"`);
  const live = liveTokens.map((t) => {
    if (!/^\d+$/.test(t)) throw new Error(`${what}: "${t}" is not a number in "${line}"`);
    return Number(t);
  });
  return { live, ko: koTokens.length };
}

function parseSeed(): SeedCharacter[] {
  // Work on non-blank lines only; the seed puts blank lines between most (not all) printed lines.
  const lines = sectionLines().filter((line) => line !== '');
  const dialAt = lines.flatMap((line, i) => (line === DIAL_HEADER ? [i] : []));

  // Where each character's block starts, and what its header says.
  const headers = dialAt.map((d) => {
    const before = lines[d - 1]!;
    if (before.startsWith('Range:')) {
      // "Name Points: N" / "Range: ~ ~ N squares Team: X" / dial / optional Description
      const bolted = /^Range:\s*((?:~\s*)*)(\d+)\s+squares\s+Team:\s*(.+)$/.exec(before);
      if (!bolted) throw new Error(`unreadable range line "${before}"`);
      let start = d - 2;
      const nameAndPoints = /^(.*?)\s*Points:\s*(\d+)$/.exec(lines[start]!);
      if (!nameAndPoints) throw new Error(`no points line before "${before}"`);
      let name = nameAndPoints[1]!;
      if (name === '') {
        // Points printed on a line of its own, under the name.
        start -= 1;
        name = lines[start]!;
      }
      const team = bolted[3]!.trim();
      return {
        start,
        name,
        points: Number(nameAndPoints[2]),
        range: Number(bolted[2]),
        targets: Math.max(1, (bolted[1]!.match(/~/g) ?? []).length),
        team: team === 'No Affiliation' ? null : team,
        rangeAfterDial: false,
      };
    }
    // Everyday normals: NAME / dial / "Range: N; Affiliation: X; Points: P." / flavour text
    const after = lines[d + 5]!;
    const plain = /^Range:\s*(\d+);\s*Affiliation:\s*([^;]+);\s*Points:\s*(\d+)\.?$/.exec(after);
    if (!plain) throw new Error(`unreadable range line "${after}" after dial of "${before}"`);
    const affiliation = plain[2]!.trim();
    return {
      start: d - 1,
      name: before,
      points: Number(plain[3]),
      range: Number(plain[1]),
      targets: 1,
      team: affiliation === 'None' ? null : affiliation,
      rangeAfterDial: true,
    };
  });

  return headers.map((header, k) => {
    const d = dialAt[k]!;
    const rows = [1, 2, 3, 4].map((r) => parseRow(lines[d + r]!, header.name));
    const liveCount = rows[0]!.live.length;
    if (rows.some((row) => row.live.length !== liveCount)) throw new Error(`${header.name}: ragged dial`);
    const clicks = rows[0]!.live.map((speed, i) => ({
      speed,
      attack: rows[1]!.live[i]!,
      defense: rows[2]!.live[i]!,
      damage: rows[3]!.live[i]!,
    }));

    // The rest of the block: everything up to the next character's header, minus sub-headings.
    const blockEnd = k + 1 < headers.length ? headers[k + 1]!.start : lines.length;
    const rest = lines.slice(d + 5 + (header.rangeAfterDial ? 1 : 0), blockEnd);
    const body = rest.filter((line) => !SUBHEADINGS.includes(line));

    const powers: SeedPower[] = [];
    let description = '';
    if (body[0] === 'Description:') {
      for (let i = 1; i < body.length; i += 2) {
        const slot = /^(Movement|Attack|Defense|Damage) Special:$/.exec(body[i]!);
        if (!slot) throw new Error(`${header.name}: expected "<Value> Special:" but found "${body[i]}"`);
        const power = /^([^:]+):(.*)$/.exec(body[i + 1] ?? '');
        if (!power) throw new Error(`${header.name}: no "Name: text" line after "${body[i]}"`);
        powers.push({ value: SPECIAL_VALUES[slot[1]!]!, name: power[1]!.trim(), text: power[2]!.trim() });
      }
    } else if (header.rangeAfterDial) {
      description = body.join('\n\n');
    } else if (body.length > 0) {
      throw new Error(`${header.name}: unexpected lines after dial: ${JSON.stringify(body)}`);
    }

    // The sub-heading the character is listed under: the last one printed before its header.
    const subheading = lines
      .slice(0, header.start)
      .filter((line) => SUBHEADINGS.includes(line))
      .pop();

    return {
      name: header.name,
      subheading: subheading ?? '',
      points: header.points,
      range: header.range,
      targets: header.targets,
      team: header.team,
      clicks,
      koClicks: rows[0]!.ko,
      powers,
      description,
    };
  });
}

const seed = parseSeed();

/** Everyday normals are printed in capitals ("HOOLIGAN"); everyone else as named. */
const sameName = (seedName: string, dataName: string): boolean => seedName === dataName || seedName === dataName.toUpperCase();

describe('NPC_CHARACTERS against the seed rule text', () => {
  it('the seed section holds exactly 18 dials and so does NPC_CHARACTERS', () => {
    expect(seed).toHaveLength(18);
    expect(NPC_CHARACTERS).toHaveLength(18);
  });

  it('lists the characters in seed order', () => {
    const mismatched = seed
      .map((s, i) => [s.name, NPC_CHARACTERS[i]?.name ?? '(missing)'] as const)
      .filter(([seedName, dataName]) => !sameName(seedName, dataName));
    expect(mismatched).toEqual([]);
  });

  describe.each(seed.map((s, i) => [s.name, s, i] as const))('%s', (_name, s, i) => {
    const character = NPC_CHARACTERS[i]!;
    const version = character.versions[0]!;

    it('is present under the same name, with one version', () => {
      expect(sameName(s.name, character.name)).toBe(true);
      expect(seedText).toContain(s.name);
      expect(character.versions).toHaveLength(1);
    });

    it('has the printed points, range, targets and team', () => {
      expect({
        points: version.pointValue,
        range: version.range,
        targets: version.targets,
        team: version.teamAbility,
      }).toEqual({ points: s.points, range: s.range, targets: s.targets, team: s.team });
    });

    it('has every click of the printed dial and the printed number of KO clicks', () => {
      expect(version.clicks.map((c) => ({ speed: c.speed, attack: c.attack, defense: c.defense, damage: c.damage }))).toEqual(s.clicks);
      expect(version.koClicks).toBe(s.koClicks);
      expect(version.clicks.length + version.koClicks).toBe(DIAL_SLOTS);
      expect(version.startingClick).toBe(1);
    });

    it('has the printed special powers, word for word', () => {
      expect(version.specialPowers).toEqual(s.powers);
      for (const power of version.specialPowers) {
        expect(seedText).toContain(power.name);
        expect(seedText).toContain(power.text);
      }
    });

    it('has the printed flavour text (or none)', () => {
      expect(character.description).toBe(s.description);
    });

    it('is a NORMAL if listed with the normals, an NPC if listed with the ninjas', () => {
      const expected = s.subheading.startsWith('Ninjas') ? 'NPC' : 'NORMAL';
      expect(character.kind).toBe(expected);
    });
  });
});
