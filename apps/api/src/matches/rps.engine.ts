import type { RpsMonster } from '@clix/rules';
import { CharacterVersion } from '../characters/character-version.entity';

// The API stores and the RPS Clix engine decides: these are the only translations between the two.

/**
 * A monster of an army as the engine needs it: its rank from the version and the attack value of
 * the version's starting click (the green line), which it keeps for the whole game; its name
 * from the character. Undefined when the dial has no starting click: the engine refuses it.
 */
export function rpsMonster(id: string, name: string, version: CharacterVersion): RpsMonster {
  const start = (version.clicks ?? []).find((c) => c.number === version.startingClick);
  return { id, name, rank: version.rank, attack: start?.attack as number };
}

/**
 * Where a setup refusal points in CreateMatchInput: a monster is its place in the side's versionIds,
 * the front line and the commander are the side's `rps` opening, who goes first is `firstSide`.
 */
export function rpsSetupField(path: readonly string[]): string[] {
  const [head, side, part, index] = path;
  if (head === 'options') return path[1] === 'firstPlayer' ? ['firstSide'] : ['rps', ...path.slice(1)];
  if (head !== 'armies' || side === undefined) return ['sides'];
  if (part === 'army') return index === undefined ? ['sides', side, 'versionIds'] : ['sides', side, 'versionIds', index];
  if (part === 'frontLine') return index === undefined ? ['sides', side, 'rps', 'frontLine'] : ['sides', side, 'rps', 'frontLine', index];
  if (part === 'commanderId') return ['sides', side, 'rps', 'commander'];
  return ['sides', side];
}

/** Where a move refusal points in PlayRpsMoveInput: the side, or a field of the move; a finished game is the match's. */
export function rpsMoveField(path: readonly string[]): string[] {
  const [head] = path;
  if (head === undefined) return ['matchId'];
  if (head === 'side') return ['side'];
  return ['move', head];
}
