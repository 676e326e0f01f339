import type { DialClick } from '../src/catalogue/character-types';
import { NPC_CHARACTERS } from '../src/catalogue/npcs';
import type { MatchFigureSetup, MatchFigureVersion } from '../src/match';

/** A figure of seed 000's "RULES FOR NORMALS / BYSTANDERS", as printed, with a match id. */
export function npcFigure(name: string, id: string, overrides: Partial<MatchFigureVersion> = {}): MatchFigureSetup {
  const character = NPC_CHARACTERS.find((c) => c.name === name);
  if (!character) throw new Error(`no NPC ${name} in seed 000`);
  const { rank, pointValue, range, targets, movement, damageSymbol, keywords, archenemyColour, startingClick, clicks, koClicks } = character.versions[0];
  return {
    id,
    name,
    version: { rank, pointValue, range, targets, movement, damageSymbol, keywords, archenemyColour, startingClick, clicks, koClicks, ...overrides },
  };
}

/**
 * A figure of seed 003's examples (their names, ranks and point values); the seed prints no
 * dials for them, so they fight on a plain dial of `liveClicks` clicks showing `click`.
 */
export function seed2003Figure(
  name: string,
  id: string,
  pointValue: number,
  options: {
    rank?: MatchFigureVersion['rank'];
    archenemyColour?: string | null;
    click?: Partial<DialClick>;
    range?: number;
    targets?: number;
    liveClicks?: number;
  } = {},
): MatchFigureSetup {
  const click: DialClick = { speed: 8, attack: 9, defense: 16, damage: 2, ...options.click };
  const liveClicks = options.liveClicks ?? 6;
  return {
    id,
    name,
    version: {
      rank: options.rank ?? 'ROOKIE',
      pointValue,
      range: options.range ?? 6,
      targets: options.targets ?? 1,
      movement: 'BOOT',
      damageSymbol: 'STANDARD',
      keywords: [],
      archenemyColour: options.archenemyColour ?? null,
      startingClick: 1,
      clicks: Array.from({ length: liveClicks }, () => ({ ...click })),
      koClicks: 12 - liveClicks,
    },
  };
}
