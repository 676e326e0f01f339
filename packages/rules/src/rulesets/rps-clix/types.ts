import type { Rank } from '../../catalogue/character-types';
import type { DicePosition } from '../../match/dice';

/** Player 1 is 0, Player 2 is 1 (array positions). */
export type PlayerIndex = 0 | 1;

/** Experience ring colour: rookie yellow, experienced blue, veteran red. */
export type RingColour = 'YELLOW' | 'BLUE' | 'RED';

/** The battlefield is 5 squares wide ("a 5 by whatever # squares"). */
export const RPS_BOARD_WIDTH = 5;
/** The seed explains the game on a 5x7 rectangle; any length may be agreed. */
export const RPS_DEFAULT_BOARD_LENGTH = 7;
/** "You choose an army whose attack value total is a maximum of 150." */
export const RPS_MAX_ATTACK_TOTAL = 150;
/** Each player picks 6 monsters: 5 for the front line and 1 the opponent makes commander. */
export const RPS_OPENING_PICK = 6;
/** Actions after which an unfinished game is a draw: the seed has no draw and no limit, this reading ends endless games. */
export const RPS_DEFAULT_TURN_LIMIT = 200;
/** The most a game's turn limit may be: a game's replay is linear in its moves. */
export const RPS_MAX_TURN_LIMIT = 1000;

/** A monster of a player's army, with the attack value its dial was set to for the whole game. */
export interface RpsMonster {
  /** Unique within the player's army. */
  id: string;
  name: string;
  rank: Rank;
  /** The attack value shown on the dial setting chosen at army selection; it never changes. */
  attack: number;
}

/** A square: columns 0..4 (the same for both players), rows 0..length-1; Player 1's front line is row 0. */
export interface Square {
  col: number;
  row: number;
}

/** Where a monster is: not yet played, commander waiting behind the front line, on the battlefield, killed. */
export type RpsMonsterStatus = 'RESERVE' | 'WAITING' | 'ON_BOARD' | 'KILLED';

/** A monster during the game. */
export interface RpsMonsterState {
  id: string;
  name: string;
  ring: RingColour;
  attack: number;
  commander: boolean;
  status: RpsMonsterStatus;
}

/** One player's army during the game. */
export interface RpsPlayerState {
  monsters: RpsMonsterState[];
}

/** What stands on a square: a player's monster, or nothing. */
export type RpsCell = { owner: PlayerIndex; monsterId: string } | null;

/**
 * What happens when two monsters of the same colour and the same attack battle; the seed does not
 * say. 'ROLL_OFF': each rolls a d6, re-rolling ties, the higher wins. 'DEFENDER_HOLDS': nothing happens.
 */
export type EqualBattleRule = 'ROLL_OFF' | 'DEFENDER_HOLDS';
/** Every equal-battle rule a game may be set up with. */
export const RPS_EQUAL_BATTLE_RULES = ['ROLL_OFF', 'DEFENDER_HOLDS'] as const satisfies readonly EqualBattleRule[];

/** The settings a game was created with. */
export interface RpsSettings {
  /** Length of the battlefield in squares (its width is always 5). */
  rows: number;
  maxAttackTotal: number;
  equalBattle: EqualBattleRule;
  /** Who takes the first turn; the seed does not say, we default to Player 1. */
  firstPlayer: PlayerIndex;
  /** Actions after which a game nobody has won is a draw. */
  turnLimit: number;
}

/** The settings a game is set up with; each one left out takes its default. */
export type RpsOptions = Partial<RpsSettings>;

/**
 * A player's one action of the turn, by the player (`side`) and one of its own monsters. The waiting
 * commander enters the battlefield with MOVE or BATTLE to the middle square of its front line.
 */
export interface RpsMove {
  kind: 'MOVE' | 'BATTLE' | 'SUMMON';
  side: PlayerIndex;
  monsterId: string;
  to: Square;
}

/** A monster named by its owner and id. */
export interface RpsMonsterRef {
  owner: PlayerIndex;
  monsterId: string;
}

/** How a battle was decided. */
export type RpsBattleDecision = 'COLOUR' | 'ATTACK' | 'ROLL_OFF' | 'DEFENDER_HOLDS';

/** What a battle did, with any dice it rolled (attacker's and defender's d6 alternately). */
export interface RpsBattleRecord {
  attacker: RpsMonsterRef;
  defender: RpsMonsterRef;
  decidedBy: RpsBattleDecision;
  winner: 'ATTACKER' | 'DEFENDER' | 'NONE';
  rolls: number[];
}

/** A monster killed by an action, and how. */
export type RpsKill = RpsMonsterRef & { cause: 'BATTLE' | 'SURROUNDED' };

/**
 * How a game ended: the loser's commander was killed, or the loser's front line was filled while its
 * commander waited (a win each); or the turn limit came first (a draw).
 */
export type RpsEndReason = 'COMMANDER_KILLED' | 'FRONT_LINE_OVERRUN' | 'TURN_LIMIT';

/** What one applied action did: the battle with what decided it and any dice, the kills, and the end it brought. */
export interface RpsMoveResult {
  /** The turn the action was taken in (0 for the first). */
  turn: number;
  move: RpsMove;
  battle: RpsBattleRecord | null;
  killed: RpsKill[];
  winner: PlayerIndex | null;
  endReason: RpsEndReason | null;
}

/** The whole game: plain serialisable data. Holds the dice stream's position, never its seed. */
export interface RpsGameState {
  settings: RpsSettings;
  players: [RpsPlayerState, RpsPlayerState];
  /** Row-major, `rows * 5` cells: square (col, row) is `board[row * 5 + col]`. */
  board: RpsCell[];
  toMove: PlayerIndex;
  /** Actions applied so far. */
  turn: number;
  winner: PlayerIndex | null;
  /** Null while the game goes on. */
  endReason: RpsEndReason | null;
  /** Where the match's stream stands after the last roll-off; null before the first. */
  dice: DicePosition | null;
}

/** Who won: a side, or a draw (`over` with no winner), or nothing yet. */
export interface RpsOutcome {
  over: boolean;
  winnerSide: PlayerIndex | null;
  endReason: RpsEndReason | null;
}
