import { achievementPointsFor } from '../campaign/achievement';
import { enemyTeamDefeatBonus, heroPointsForDefeat, scenarioBonus, trainingHeroPoints } from '../campaign/hero-points';
import { moraleChecks } from '../campaign/morale';
import type { AchievementEvent } from '../campaign/types';
import { upkeepDue } from '../catalogue/feats';
import { prestigeDelta, rollPermanentInjury, type MatchOutcome, type PermanentInjuryResult, type SufferedInjury } from '../catalogue/tables';
import type { Dice } from '../dice/types';
import { alphaKoScore } from '../rulesets/heroclix-alpha';
import { areArchenemies, victoryPoints, type Fate2003 } from '../rulesets/heroclix-2003';
import { horrorClixScore } from '../rulesets/horrorclix';
import { scoreScenario, type TeamMatchFacts } from '../scenarios/score';
import type {
  Internment,
  MatchResolution,
  MemberResolution,
  MemberStanding,
  ResolutionFigure,
  ResolutionInput,
  ResolutionLine,
  ResolutionRefusal,
  ResolutionSettings,
  SideMorale,
  SideResolution,
  SideScore,
} from './types';
import { refuse } from '../refusal';

const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);
const DEFEATED = new Set(['KO', 'CRITICAL_CONDITION', 'PERMANENTLY_INJURED', 'REMOVED']);
const label = (f: ResolutionFigure) => `${f.name} (${f.pointValue} pts)`;

/** A defeat that counts: a figure KOed or worse by an enemy figure. */
interface Defeat {
  defeated: ResolutionFigure;
  /** Null when nobody (or a friend) took it down. */
  by: ResolutionFigure | null;
  archenemies: boolean;
}

function outcomeOf(position: number, winner: number | null): MatchOutcome {
  if (winner === null) return 'DRAW';
  return winner === position ? 'WON' : 'LOST';
}

/**
 * Turns the facts of a finished match into every award and consequence, each a line with its
 * label and the rules function it came from. Clix Campaign: Hero Points (defeats, majority,
 * scenario bonus and scoring lines, or training), feat upkeep, Prestige/Infamy, Achievement
 * Points, Critical Condition, permanent injuries (rolled from `dice`, in figure order),
 * internment, the countdown of OUT members who sat out, and morale. The other rulesets are
 * scored and decide the outcome, but award nothing. Pure: the same input and dice give the same result.
 */
export function resolveMatch(input: ResolutionInput, dice: Dice, settings: ResolutionSettings): MatchResolution | ResolutionRefusal {
  const sideOf = new Map(input.sides.map((s) => [s.position, s]));
  const figureById = new Map(input.figures.map((f) => [f.figureId, f]));
  const unknown = unknownReference(input, sideOf, figureById);
  if (unknown) return unknown;

  // 1. The defeats that count, and the ruleset's score and winner.
  const defeats = defeatsOf(input, figureById);
  const notes: string[] = [];
  const scored = scoreRuleset(input, defeats, notes);
  if (!scored.ok) return scored;
  const campaign = input.ruleset === 'CLIX_CAMPAIGN';
  const training = campaign && input.trainingMission;
  // 2. Injuries first: kills (Death results) move the inflicting side's prestige.
  const injuries = campaign && !training ? rollInjuries(input, defeats, dice, settings) : new Map<string, Injury>();
  // 3. Scenario scoring lines, for every team side at once.
  const scenarioLines = campaign && !training && input.scenarioId ? scenarioLinesOf(input, defeats, settings, notes) : new Map<number, ResolutionLine[]>();
  if (!(scenarioLines instanceof Map)) return scenarioLines;
  // 4. Achievement Points, keyed by figure id and read back per member.
  const apEvents = campaign && !training ? achievementEvents(input, defeats) : [];
  const match: Match = {
    input,
    settings,
    sideOf,
    defeats,
    notes,
    winner: scored.winner,
    scores: scored.scores,
    campaign,
    training,
    isScenario: campaign && (!input.trainingMission || settings.resolution.trainingIsScenario),
    injuries,
    scenarioLines,
    apEvents,
    ap: achievementPointsFor(apEvents, settings.campaign),
  };

  // 5. Each side: its awards, upkeep and prestige, its members' standing, its morale.
  const sides: SideResolution[] = [];
  const members: MemberResolution[] = [];
  const morale: SideMorale[] = [];
  for (const side of input.sides) {
    const resolved = resolveSide(match, side);
    if ('ok' in resolved) return resolved;
    sides.push(resolved.resolution);
    members.push(...resolved.members);
    if (resolved.morale) morale.push(resolved.morale);
  }
  return { ok: true, ruleset: input.ruleset, sides, members, morale, notes };
}

/** A permanent injury rolled for a figure, and the side that inflicted it (null: nobody, or a friend). */
interface Injury {
  roll: PermanentInjuryResult;
  inflictedBySide: number | null;
}

/** A match while it resolves: its input and settings, and what the earlier steps found. */
interface Match {
  readonly input: ResolutionInput;
  readonly settings: ResolutionSettings;
  readonly sideOf: ReadonlyMap<number, ResolutionInput['sides'][number]>;
  readonly defeats: readonly Defeat[];
  readonly notes: string[];
  readonly winner: number | null;
  readonly scores: ReadonlyMap<number, SideScore>;
  readonly campaign: boolean;
  readonly training: boolean;
  /** Whether the match counts as a scenario (upkeep, Critical Condition, injuries and countdowns apply). */
  readonly isScenario: boolean;
  readonly injuries: ReadonlyMap<string, Injury>;
  readonly scenarioLines: ReadonlyMap<number, ResolutionLine[]>;
  readonly apEvents: readonly AchievementEvent[];
  readonly ap: ReturnType<typeof achievementPointsFor>;
}

type Side = ResolutionInput['sides'][number];
type SideMember = Side['members'][number];

/** A figure on a side the match does not have, defeated by a figure it does not have, or a winner that is no side. */
function unknownReference(
  input: ResolutionInput,
  sideOf: ReadonlyMap<number, Side>,
  figureById: ReadonlyMap<string, ResolutionFigure>,
): ResolutionRefusal | null {
  for (const f of input.figures) {
    if (!sideOf.has(f.side)) return refuse('UNKNOWN_SIDE', `figure ${f.figureId} plays on unknown side ${f.side}`);
    if (f.defeatedByFigureId !== null && !figureById.has(f.defeatedByFigureId)) {
      return refuse('UNKNOWN_FIGURE', `figure ${f.figureId} was defeated by unknown figure ${f.defeatedByFigureId}`);
    }
    if (f.capturedBySide !== null && !sideOf.has(f.capturedBySide))
      return refuse('UNKNOWN_SIDE', `figure ${f.figureId} is held by unknown side ${f.capturedBySide}`);
  }
  if (input.winningSide !== null && !sideOf.has(input.winningSide)) return refuse('UNKNOWN_SIDE', `no side ${input.winningSide} won`);
  return null;
}

/** Every figure KOed or worse, with the enemy figure that took it down (null: nobody, or a friend). */
function defeatsOf(input: ResolutionInput, figureById: ReadonlyMap<string, ResolutionFigure>): Defeat[] {
  return input.figures
    .filter((f) => DEFEATED.has(f.finalStatus))
    .map((defeated) => {
      const by = defeated.defeatedByFigureId ? figureById.get(defeated.defeatedByFigureId)! : null;
      const enemy = by && by.side !== defeated.side ? by : null;
      return { defeated, by: enemy, archenemies: enemy !== null && areArchenemies(enemy, defeated) };
    });
}

/** A permanent injury rolled for each member's figure left permanently injured, in figure order. */
function rollInjuries(input: ResolutionInput, defeats: readonly Defeat[], dice: Dice, settings: ResolutionSettings): Map<string, Injury> {
  const injuries = new Map<string, Injury>();
  for (const f of input.figures) {
    if (f.memberId === null || f.finalStatus !== 'PERMANENTLY_INJURED') continue;
    const by = defeats.find((d) => d.defeated === f)?.by ?? null;
    injuries.set(f.figureId, { roll: rollPermanentInjury(dice, settings.injuries), inflictedBySide: by?.side ?? null });
  }
  return injuries;
}

/** The scenario's scoring lines of each team side (none, with a note, for a scenario the catalogue does not have). */
function scenarioLinesOf(
  input: ResolutionInput,
  defeats: readonly Defeat[],
  settings: ResolutionSettings,
  notes: string[],
): Map<number, ResolutionLine[]> | ResolutionRefusal {
  const scenarioLines = new Map<number, ResolutionLine[]>();
  const scenarioId = input.scenarioId!;
  const teams: TeamMatchFacts[] = input.sides
    .filter((s) => s.teamId !== null)
    .map((s) => ({
      membersKOd: input.figures.filter((f) => f.side === s.position && DEFEATED.has(f.finalStatus)).length,
      enemyPointsKOd: defeats.filter((d) => d.by?.side === s.position).reduce((t, d) => t + d.defeated.pointValue, 0),
      ...s.scenarioFacts,
      teamId: String(s.position),
      alignment: s.alignment,
      ...(s.scenarioOutcome ? { scenarioOutcome: s.scenarioOutcome } : {}),
      objectivesMet: s.objectivesMet ?? [],
    }));
  const score = scoreScenario(scenarioId, { roundsPlayed: input.roundsPlayed, mapType: input.mapType, teams }, settings.scoring);
  if (!score.ok && score.reason === 'UNKNOWN_SCENARIO') {
    notes.push(`scenario ${scenarioId} is not in the rules' catalogue: no scenario scoring lines`);
    return scenarioLines;
  }
  if (!score.ok) return refuse('SCENARIO_NOT_SCORED', `${score.reason}: ${score.message}`);
  for (const team of score.teams) {
    scenarioLines.set(
      Number(team.teamId),
      team.lines.filter((l) => l.applied && l.points !== 0).map((l) => ({ kind: 'SCENARIO_LINE', label: l.label, amount: l.points, source: 'scoreScenario' })),
    );
  }
  return scenarioLines;
}

/** The events Achievement Points are awarded for: each defeat, and each side's member responsible for the scenario. */
function achievementEvents(input: ResolutionInput, defeats: readonly Defeat[]): AchievementEvent[] {
  const apEvents: AchievementEvent[] = [];
  for (const d of defeats) apEvents.push({ kind: 'DEFEAT', defeatedId: d.defeated.figureId, defeatedById: d.by?.figureId ?? null, archenemies: d.archenemies });
  for (const s of input.sides) {
    const responsible = s.responsibleMemberId ? input.figures.find((f) => f.memberId === s.responsibleMemberId && f.side === s.position) : undefined;
    if (responsible) apEvents.push({ kind: 'SCENARIO_RESPONSIBLE', memberId: responsible.figureId });
  }
  return apEvents;
}

const AP_LABEL = {
  DEFEATED_CHARACTER: 'Defeated a character',
  DEFEATED_ARCHENEMY: 'Defeated an archenemy',
  SCENARIO_RESPONSIBLE: 'Personally responsible for the scenario',
  WAS_DEFEATED: 'Was defeated',
  DEFEATED_BY_ARCHENEMY: 'Was defeated by an archenemy',
} as const;

/** One side resolved: its awards and upkeep, its members, and its morale report (none outside the campaign, or without its leader). */
function resolveSide(match: Match, side: Side): { resolution: SideResolution; members: MemberResolution[]; morale: SideMorale | null } | ResolutionRefusal {
  const { input, defeats } = match;
  const outcome = outcomeOf(side.position, match.winner);
  const own = input.figures.filter((f) => f.side === side.position);
  const resolution: SideResolution = {
    position: side.position,
    teamId: side.teamId,
    alignment: side.alignment,
    outcome,
    heroPointLines: [],
    upkeepLines: [],
    lapsedFeats: [],
    prestigeCurrency: side.alignment === 'HERO' ? 'PRESTIGE' : 'INFAMY',
    prestigeLines: [],
    heroPointsEarned: 0,
    prestigeChange: 0,
    kos: defeats.filter((d) => d.by?.side === side.position).length,
    score: match.scores.get(side.position) ?? null,
  };
  if (!match.campaign || side.teamId === null) return { resolution, members: [], morale: null };
  const teamId = side.teamId;

  if (match.training) {
    resolution.heroPointLines.push(...trainingLines(match, own));
  } else {
    resolution.heroPointLines.push(...heroPointLines(match, side));
    const prestige = prestigeLines(match, side, resolution, own);
    if (!Array.isArray(prestige)) return prestige;
    resolution.prestigeLines = prestige;
  }
  // Upkeep of the feats of members who played, paid in figure order from what the team holds after its awards.
  const lapsed = match.isScenario ? payUpkeep(match, side, own, resolution) : new Map<string, string[]>();
  resolution.heroPointsEarned = sum(resolution.heroPointLines) + sum(resolution.upkeepLines);
  resolution.prestigeChange = sum(resolution.prestigeLines);

  // Members: AP, Critical Condition, injuries, internment, countdown.
  const members = side.members.map((member) => memberResolution(match, side, teamId, member, own, lapsed));
  // Morale after the AP changes, among members still with the team.
  const morale = match.campaign && !match.training ? moraleAfter(match, side, teamId, members) : null;
  return { resolution, members, morale };
}

/** A training mission: each figure that played earns a quarter of its points. */
function trainingLines(match: Match, own: readonly ResolutionFigure[]): ResolutionLine[] {
  return own.map((f) => ({
    kind: 'TRAINING',
    label: `Training mission: a quarter of ${label(f)}`,
    amount: trainingHeroPoints(f.pointValue, match.settings.campaign),
    source: 'trainingHeroPoints',
    figureId: f.figureId,
    memberId: f.memberId ?? undefined,
  }));
}

/** Hero Points for the side's defeats, a majority of each enemy side defeated, the scenario bonus and the scenario's lines. */
function heroPointLines(match: Match, side: Side): ResolutionLine[] {
  const { input, defeats, settings } = match;
  const hp: ResolutionLine[] = [];
  for (const d of defeats.filter((x) => x.by?.side === side.position)) {
    hp.push({
      kind: d.archenemies ? 'ARCHENEMY_DEFEAT' : 'DEFEAT',
      label: `Defeated ${label(d.defeated)}${d.archenemies ? ': archenemy, full value' : ': half value'}`,
      amount: heroPointsForDefeat(d.defeated.pointValue, { archenemy: d.archenemies }, settings.campaign),
      source: 'heroPointsForDefeat',
      figureId: d.defeated.figureId,
    });
  }
  for (const enemy of input.sides.filter((s) => s.position !== side.position)) {
    const enemyFigures = input.figures.filter((f) => f.side === enemy.position);
    if (!enemyFigures.length) continue;
    const enemiesDefeated = defeats.filter((d) => d.defeated.side === enemy.position && d.by?.side === side.position).length;
    const bonus = enemyTeamDefeatBonus({ enemyTeamSize: enemyFigures.length, enemiesDefeated }, settings.campaign);
    if (bonus > 0)
      hp.push({
        kind: 'MAJORITY_BONUS',
        label: `Defeated ${enemiesDefeated} of the ${enemyFigures.length} figures of side ${enemy.position}: the majority`,
        amount: bonus,
        source: 'enemyTeamDefeatBonus',
      });
  }
  if (input.scenarioId) {
    const alignmentWon = input.sides.some((s) => s.alignment === side.alignment && s.scenarioOutcome === 'WON');
    const bonus = scenarioBonus({ alignmentWon, teamResponsible: side.scenarioOutcome === 'WON' && side.teamResponsible === true }, settings.campaign);
    if (bonus > 0)
      hp.push({
        kind: 'SCENARIO_BONUS',
        label: side.teamResponsible ? 'Scenario won by your alignment, your team responsible' : 'Scenario won by your alignment',
        amount: bonus,
        source: 'scenarioBonus',
      });
  }
  hp.push(...(match.scenarioLines.get(side.position) ?? []));
  return hp;
}

/** The side's Prestige (or Infamy) lines from `prestigeDelta`: the outcome, its opponent, archenemies, kills, bystanders, property. */
function prestigeLines(match: Match, side: Side, resolution: SideResolution, own: readonly ResolutionFigure[]): ResolutionLine[] | ResolutionRefusal {
  const { input, defeats, winner } = match;
  const outcome = resolution.outcome;
  const enemies = input.sides.filter((s) => s.position !== side.position);
  const winnerSide = winner === null ? null : match.sideOf.get(winner)!;
  const winnerFigures = input.figures.filter((f) => f.side === winner);
  const special = input.inOverYourHead
    ? {
        enemiesKOd: resolution.kos,
        wholeEnemyTeamKOd: enemies.every((e) =>
          input.figures.filter((f) => f.side === e.position).every((f) => defeats.some((d) => d.defeated === f && d.by?.side === side.position)),
        ),
        ranAway: side.ranAway === true,
      }
    : undefined;
  const enemiesKilled = [...match.injuries.values()].filter((i) => i.inflictedBySide === side.position && i.roll.injuries.some((s) => s.id === 'DEATH')).length;
  const prestige = prestigeDelta(
    {
      mapType: input.mapType,
      outcome,
      opponentAlignment: (winner !== null && winner !== side.position ? winnerSide! : (enemies[0] ?? side)).alignment,
      ...(input.scenarioId && side.scenarioOutcome ? { scenarioOutcome: side.scenarioOutcome } : {}),
      ...(input.scenarioDifficulty != null ? { scenarioPrestige: input.scenarioDifficulty } : {}),
      archEnemiesDefeated: defeats.filter((d) => d.by?.side === side.position && d.archenemies).length,
      beatenByTeamWithArchEnemy: outcome === 'LOST' && own.some((f) => winnerFigures.some((w) => areArchenemies(w, f))),
      enemiesKilled,
      bystandersSaved: side.bystandersSaved,
      bystandersHurt: side.bystandersHurt,
      destroyedPublicProperty: side.propertyDestroyed > 0,
      ratingBefore: side.ratingBefore,
      ...(special ? { inOverYourHead: special } : {}),
    },
    side.alignment,
    match.settings.prestige,
  );
  if (!prestige.ok) return refuse('PRESTIGE_REFUSED', `${prestige.reason}: ${prestige.message}`);
  return prestige.lines.map((l) => ({
    kind: l.modifier,
    label: l.quantity > 1 ? `${l.label} (×${l.quantity})` : l.label,
    amount: l.points,
    source: 'prestigeDelta',
  }));
}

/** Pays the feat upkeep of the members who played, in figure order; returns the feats that lapsed, by member. */
function payUpkeep(match: Match, side: Side, own: readonly ResolutionFigure[], resolution: SideResolution): Map<string, string[]> {
  const { settings } = match;
  const lapsed = new Map<string, string[]>();
  let available = side.heroPointsBefore + sum(resolution.heroPointLines);
  for (const f of own) {
    const member = side.members.find((m) => m.memberId === f.memberId);
    if (!member || !member.feats.length) continue;
    const due = upkeepDue(member.feats, settings.feats);
    if (due <= 0) continue;
    if (due <= available) {
      available -= due;
      resolution.upkeepLines.push({
        kind: 'UPKEEP',
        label: `Feat upkeep: ${member.feats.map((x) => x.name).join(', ')}`,
        amount: -due,
        source: 'upkeepDue',
        memberId: member.memberId,
      });
    } else if (settings.resolution.upkeepShortfall === 'TAKE_TO_ZERO') {
      if (available > 0)
        resolution.upkeepLines.push({
          kind: 'UPKEEP',
          label: `Feat upkeep (${due} due, ${available} paid: the reserve ran out)`,
          amount: -available,
          source: 'upkeepDue',
          memberId: member.memberId,
        });
      available = 0;
    } else {
      lapsed.set(
        member.memberId,
        member.feats.map((x) => x.id),
      );
      resolution.lapsedFeats.push({ memberId: member.memberId, featIds: member.feats.map((x) => x.id) });
      match.notes.push(`member ${member.memberId}: upkeep of ${due} HP could not be paid (${available} left); his feats lapse`);
    }
  }
  return lapsed;
}

/** A member after the match: the AP his figure earned, and his standing after Critical Condition, injuries, capture or sitting out. */
function memberResolution(
  match: Match,
  side: Side,
  teamId: string,
  member: SideMember,
  own: readonly ResolutionFigure[],
  lapsed: ReadonlyMap<string, string[]>,
): MemberResolution {
  const figure = own.find((f) => f.memberId === member.memberId) ?? null;
  const achievementLines: ResolutionLine[] = figure
    ? match.ap.awards
        .filter((a) => a.characterId === figure.figureId)
        .map((a) => {
          const event = match.apEvents[a.eventIndex];
          return {
            kind: a.reason,
            label: AP_LABEL[a.reason],
            amount: a.points,
            source: 'achievementPointsFor',
            figureId: event.kind === 'DEFEAT' ? event.defeatedId : undefined,
          };
        })
    : [];
  const injury = figure ? match.injuries.get(figure.figureId) : undefined;
  const standing = standingAfter(match, member, figure, injury);
  return {
    memberId: member.memberId,
    side: side.position,
    teamId,
    figureId: figure?.figureId ?? null,
    played: figure !== null,
    achievementLines,
    achievementPointsChange: sum(achievementLines),
    statusBefore: member.status,
    statusAfter: standing.statusAfter,
    outForScenariosBefore: member.outForScenarios,
    outForScenariosAfter: standing.outAfter,
    injuryRoll: injury?.roll ?? null,
    injuriesAdded: standing.injuriesAdded,
    internment: standing.internment,
    quitReason: null,
    lapsedFeatIds: lapsed.get(member.memberId) ?? [],
  };
}

/** A member's standing after the match. */
interface Standing {
  statusAfter: MemberStanding;
  outAfter: number | null;
  internment: Internment | null;
  injuriesAdded: SufferedInjury[];
}

/** The member's standing: a figure in Critical Condition or injured is OUT (captured, dead), one held by an enemy is CAPTURED; one who sat a scenario out counts down. */
function standingAfter(match: Match, member: SideMember, figure: ResolutionFigure | null, injury: Injury | undefined): Standing {
  const { settings } = match;
  const standing: Standing = { statusAfter: member.status, outAfter: member.outForScenarios, internment: null, injuriesAdded: [] };
  if (figure && match.isScenario && !match.training) {
    const missCritical = settings.resolution.criticalConditionScenariosMissed;
    if (figure.finalStatus === 'CRITICAL_CONDITION') {
      standing.statusAfter = 'OUT';
      standing.outAfter = missCritical;
    }
    if (injury) applyInjury(match, standing, injury);
    if (figure.capturedBySide !== null && standing.statusAfter !== 'DEAD') {
      standing.statusAfter = 'CAPTURED';
      standing.outAfter = null;
      standing.internment = {
        heldBySide: figure.capturedBySide,
        heldByTeamId: match.sideOf.get(figure.capturedBySide)!.teamId,
        ownTeamReservedGames: settings.resolution.internmentReservedGames,
      };
    }
  } else if (!figure && match.isScenario && member.status === 'OUT' && member.outForScenarios !== null) {
    // He sat this scenario out: one fewer to miss.
    standing.outAfter = member.outForScenarios - 1 > 0 ? member.outForScenarios - 1 : null;
    standing.statusAfter = standing.outAfter === null ? 'ACTIVE' : 'OUT';
  }
  return standing;
}

/** A permanent injury: OUT for the scenarios it costs, its lasting injuries added, captured by the side that inflicted it, or dead. */
function applyInjury(match: Match, standing: Standing, injury: Injury): void {
  const resolution = match.settings.resolution;
  const ids = injury.roll.injuries.map((s) => s.id);
  standing.statusAfter = 'OUT';
  standing.outAfter = resolution.criticalConditionScenariosMissed;
  const recovery = injury.roll.injuries.find((s) => s.id === 'MIRACULOUS_RECOVERY');
  if (recovery) standing.outAfter = Math.max(standing.outAfter, recovery.scenariosMissed ?? 1);
  standing.injuriesAdded.push(...injury.roll.injuries.filter((s) => s.id !== 'MIRACULOUS_RECOVERY' && s.id !== 'DEATH' && s.id !== 'CAPTURED'));
  if (ids.includes('CAPTURED')) {
    standing.statusAfter = 'CAPTURED';
    standing.outAfter = null;
    const held = injury.inflictedBySide;
    standing.internment = {
      heldBySide: held,
      heldByTeamId: held === null ? null : (match.sideOf.get(held)!.teamId ?? null),
      ownTeamReservedGames: resolution.internmentReservedGames,
    };
  }
  if (ids.includes('DEATH')) {
    standing.statusAfter = 'DEAD';
    standing.outAfter = null;
    standing.internment = null;
  }
}

/** The morale checks of the members still with the team, led by its leader; members who quit are marked in `members`. Null (with a note) without the leader. */
function moraleAfter(match: Match, side: Side, teamId: string, members: MemberResolution[]): SideMorale | null {
  const staying = members.filter((m) => m.statusAfter === 'ACTIVE' || m.statusAfter === 'OUT');
  const leader = staying.find((m) => m.memberId === side.leaderMemberId);
  if (!leader) {
    match.notes.push(`side ${side.position}: the leader is not with the team after the match; no morale checks`);
    return null;
  }
  const report = moraleChecks(
    {
      leaderId: leader.memberId,
      members: staying.map((m) => {
        const before = side.members.find((x) => x.memberId === m.memberId)!;
        return {
          characterId: m.memberId,
          achievementPoints: before.achievementPoints + m.achievementPointsChange,
          achievementPointsBefore: before.achievementPoints,
          ...(before.everHadAchievementPoint !== undefined
            ? { everHadAchievementPoint: before.everHadAchievementPoint || before.achievementPoints + m.achievementPointsChange >= 1 }
            : {}),
        };
      }),
    },
    match.settings.campaign,
  );
  for (const quit of report.quits) {
    const m = members.find((x) => x.memberId === quit.characterId)!;
    m.statusAfter = 'QUIT';
    m.outForScenariosAfter = null;
    m.quitReason = quit.reason;
  }
  return {
    position: side.position,
    teamId,
    quits: report.quits.map((q) => ({ memberId: q.characterId, reason: q.reason, message: q.message })),
    fights: report.fights,
  };
}

/** The winner and per-side scores under the match's ruleset. */
function scoreRuleset(
  input: ResolutionInput,
  defeats: readonly Defeat[],
  notes: string[],
): { ok: true; winner: number | null; scores: Map<number, SideScore> } | ResolutionRefusal {
  const scores = new Map<number, SideScore>();
  const id = (position: number) => `side-${position}`;
  const positionOf = (playerId: string | null) => (playerId === null ? null : Number(playerId.slice(5)));
  const positions = input.sides.map((s) => s.position);
  const nameOf = (figureId: string) => input.figures.find((f) => f.figureId === figureId)?.name ?? 'a figure';
  const words = (kind: string) => kind.toLowerCase().replace(/_/g, ' ');

  if (input.engineOutcome && input.ruleset !== 'CLIX_CAMPAIGN' && input.ruleset !== 'RPS_CLIX') {
    for (const side of input.engineOutcome.scores) {
      scores.set(side.side, {
        points: side.points,
        lines: side.lines.map((l) => ({
          kind: l.kind,
          label: l.figureId ? `${words(l.kind)}: ${nameOf(l.figureId)}` : words(l.kind),
          amount: l.points,
          source: 'matchOutcome',
          ...(l.figureId ? { figureId: l.figureId } : {}),
        })),
      });
    }
    const decided = input.engineOutcome.winnerSide;
    if (decided === null) notes.push('the rules name no winner yet: the outcome input decides');
    return { ok: true, winner: decided ?? input.winningSide, scores };
  }

  switch (input.ruleset) {
    case 'HEROCLIX_2003': {
      const result = victoryPoints({
        players: input.sides.map((s) => ({
          playerId: id(s.position),
          armyCost: input.figures.filter((f) => f.side === s.position).reduce((t, f) => t + f.pointValue, 0),
        })),
        models: input.figures.map((f) => {
          const defeat = defeats.find((d) => d.defeated === f);
          const fate: Fate2003 = !defeat
            ? { kind: 'SURVIVED' }
            : defeat.by
              ? { kind: 'DEFEATED_BY_MODEL', byModelId: defeat.by.figureId }
              : {
                  kind: 'DEFEATED_BY_PUSHING_OR_OWN_POWER',
                  damageByPlayer: Object.entries(f.damageBySide).map(([side, damage]) => ({ playerId: id(Number(side)), damage })),
                };
          return { modelId: f.figureId, ownerId: id(f.side), name: f.name, pointValue: f.pointValue, archenemyColour: f.archenemyColour, fate };
        }),
      });
      if (!result.ok) return refuse('SCORE_REFUSED', `${result.reason}: ${result.message}`);
      for (const player of result.players) {
        scores.set(positionOf(player.playerId)!, {
          points: player.total,
          lines: player.lines.map((l) => ({
            kind: l.kind,
            label: `${words(l.kind)}: ${nameOf(l.modelId)}`,
            amount: l.points,
            source: 'victoryPoints',
            figureId: l.modelId,
          })),
        });
      }
      return { ok: true, winner: positionOf(result.winningTeamId), scores };
    }
    case 'HEROCLIX_ALPHA': {
      const knockouts = defeats
        .filter((d) => d.by !== null)
        .sort((a, b) => (a.defeated.defeatedAtSequence ?? 0) - (b.defeated.defeatedAtSequence ?? 0))
        .map((d) => ({ scoringPlayerId: id(d.by!.side) }));
      const result = alphaKoScore(positions.map(id), knockouts);
      for (const { playerId, koPoints } of result.koPoints) {
        scores.set(positionOf(playerId)!, {
          points: koPoints,
          lines: koPoints ? [{ kind: 'KO_POINTS', label: `${koPoints} KO points`, amount: koPoints, source: 'alphaKoScore' }] : [],
        });
      }
      if (result.winnerId === null) notes.push('nobody reached the KO points to win: the outcome input decides');
      return { ok: true, winner: result.winnerId === null ? input.winningSide : positionOf(result.winnerId), scores };
    }
    case 'HORRORCLIX': {
      const result = horrorClixScore({
        buildTotal: input.buildTotal,
        players: input.sides.map((s) => ({
          playerId: id(s.position),
          forceCost: input.figures.filter((f) => f.side === s.position).reduce((t, f) => t + f.pointValue, 0),
          victimsKilled: s.victimsKilled ?? 0,
          plotTwistPoints: s.plotTwistPoints ?? 0,
        })),
        killedMonsters: defeats.map((d) => ({
          monsterId: d.defeated.figureId,
          ownerId: id(d.defeated.side),
          pointValue: d.defeated.pointValue,
          killedByPlayerId: d.by ? id(d.by.side) : null,
          diedInHourglassPhase: false,
          insaneOrPossessed: false,
        })),
      });
      if (!result.ok) return refuse('SCORE_REFUSED', `${result.reason}: ${result.message}`);
      for (const player of result.players) {
        scores.set(positionOf(player.playerId)!, {
          points: player.total,
          lines: player.lines.map((l) => ({
            kind: l.kind,
            label: l.kind.toLowerCase().replace(/_/g, ' '),
            amount: l.points,
            source: 'horrorClixScore',
            ...('monsterId' in l ? { figureId: l.monsterId } : {}),
          })),
        });
      }
      return { ok: true, winner: positionOf(result.winnerId), scores };
    }
    case 'RPS_CLIX':
    case 'CLIX_CAMPAIGN':
      return { ok: true, winner: input.winningSide, scores };
  }
}
