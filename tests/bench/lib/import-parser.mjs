// The import's JSON parser (parseJsonWithLines: JSON.parse plus the line of every value) on the
// largest file importCharacters takes, against JSON.parse of the same text: the shapes that cost a
// position scanner most (deep nesting, many small values) and a real export padded to the cap.
import api from '@clix/api';

const MAX_FILE_LENGTH = 900_000; // character-transfer.service.ts
const ROUNDS = Number(process.env.BENCH_PARSER_ROUNDS ?? 5);

/** A real clix-characters file (an exported character, one value a line) repeated up to the cap. */
function exportedFile() {
  const character = {
    name: 'Bench Character',
    kind: 'HERO',
    description: 'A generated character of the benchmark.',
    visibility: 'PUBLIC',
    versions: [
      {
        rank: 'ROOKIE',
        pointValue: 40,
        range: 4,
        targets: 1,
        movement: 'BOOT',
        damageSymbol: 'FIST',
        teamAbility: null,
        keywords: ['Bench'],
        archenemyColour: null,
        setCode: null,
        collectorNumber: null,
        startingClick: 1,
        koClicks: 3,
        specialPowers: [],
        clicks: Array.from({ length: 9 }, (_, i) => ({
          speed: 8 - (i % 3),
          attack: 10,
          defense: 16,
          damage: 2,
          speedPower: null,
          attackPower: i % 2 ? 'Charge' : null,
          defensePower: null,
          damagePower: null,
        })),
      },
    ],
  };
  const file = (count) =>
    JSON.stringify(
      {
        format: 'clix-characters',
        version: 1,
        characters: Array.from({ length: count }, (_, i) => ({ ...character, name: `Bench Character ${String(i).padStart(4, '0')}` })),
      },
      null,
      2,
    );
  // Every character adds the same number of characters to the text (its names are of one width).
  const base = file(1).length;
  const perCharacter = file(2).length - base;
  return file(1 + Math.floor((MAX_FILE_LENGTH - base) / perCharacter));
}

/** Texts of at most MAX_FILE_LENGTH characters, each a worst case of one kind. */
function cases() {
  const half = Math.floor(MAX_FILE_LENGTH / 2);
  const objects = Math.floor((MAX_FILE_LENGTH - 1) / 6);
  return [
    { name: 'exported characters, one value a line', text: exportedFile() },
    { name: 'arrays nested 450,000 deep', text: '['.repeat(half) + ']'.repeat(half) },
    { name: 'objects nested 150,000 deep', text: '{"a":'.repeat(objects) + '1' + '}'.repeat(objects) },
    {
      name: '450,000 numbers in one array',
      text: `[${Array(half - 1)
        .fill('1')
        .join(',')}]`,
    },
  ];
}

function medianMs(run) {
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

/** One row per case: { name, length, parserMs, jsonParseMs }, medians of ROUNDS runs after one warm-up. */
export function importParserFigures() {
  return cases().map(({ name, text }) => {
    if (text.length > MAX_FILE_LENGTH) throw new Error(`${name}: ${text.length} characters, over the import's cap`);
    api.parseJsonWithLines(text).lineOf([]); // warm-up, and a check that it parses
    JSON.parse(text);
    return { name, length: text.length, parserMs: medianMs(() => api.parseJsonWithLines(text)), jsonParseMs: medianMs(() => JSON.parse(text)), rounds: ROUNDS };
  });
}
