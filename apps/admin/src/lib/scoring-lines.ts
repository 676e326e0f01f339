import { signedAmount } from './labels';

/*
 * A scenario's scoring lines (the API's `scoring`, the rules engine's ScoringRule[]) in words:
 * "Foiling the robbery: +10", "Villains captured (KOed): +1 per 10 points of villains KO'd".
 */

const COUNT_WORDS: Record<string, string> = {
  membersKOd: 'member KO’d',
  hostagesSaved: 'hostage saved',
  hostagesKOdByTeam: 'hostage the team KO’d',
  hostagesKOdByVillains: 'hostage the villains KO’d',
  hostagesTakenByVillains: 'hostage the villains took',
  membersRescuingInnocents: 'member rescuing innocents',
  membersNotAttempting: 'member not attempting',
  escapeesRecaptured: 'escapee recaptured',
  escapeesTotal: 'escapee',
  monstersEscaped: 'monster escaped',
};

const POINTS_WORDS: Record<string, string> = {
  enemyPointsKOd: 'villains KO’d',
  enemyPointsKOdWithoutHostageKO: 'villains KO’d (no hostage KO’d)',
  ownPointsWoundedByBomb: 'own figures wounded by the bomb',
};

interface ScoringLineData {
  rule?: unknown;
  label?: unknown;
  points?: unknown;
  measure?: { kind?: unknown; fact?: unknown } | null;
  floorAtZero?: unknown;
  seedText?: unknown;
}

export interface ScoringLine {
  key: string;
  text: string;
  /** The line as printed, for a tooltip. */
  printed: string;
}

/** Every readable line of the JSON; anything the console does not recognise is shown as printed. */
export function scoringLines(scoring: unknown): ScoringLine[] {
  if (!Array.isArray(scoring)) return [];
  return scoring.map((raw: ScoringLineData, index) => {
    const label = typeof raw?.label === 'string' ? raw.label : `Line ${index + 1}`;
    const printed = typeof raw?.seedText === 'string' ? raw.seedText.replace(/^-\s*/, '') : '';
    const key = typeof raw?.rule === 'string' ? raw.rule : String(index);
    if (typeof raw?.points !== 'number') return { key, text: printed || label, printed };
    const points = signedAmount(raw.points);
    const fact = typeof raw.measure?.fact === 'string' ? raw.measure.fact : '';
    let text: string;
    switch (raw.measure?.kind) {
      case 'PER_COUNT':
        text = `${label}: ${points} per ${COUNT_WORDS[fact] ?? fact}`;
        break;
      case 'PER_TEN_POINTS':
        text = `${label}: ${points} per 10 points of ${POINTS_WORDS[fact] ?? fact}`;
        break;
      default:
        text = `${label}: ${points}`;
    }
    if (raw.floorAtZero === true) text += ' (not below 0)';
    return { key, text, printed };
  });
}
