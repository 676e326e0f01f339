import { registerEnumType } from 'type-graphql';

export enum RpsMoveKind {
  MOVE = 'MOVE',
  BATTLE = 'BATTLE',
  SUMMON = 'SUMMON',
}
registerEnumType(RpsMoveKind, {
  name: 'RpsMoveKind',
  description:
    'RPS Clix: MOVE into an empty square, BATTLE an opposing monster, or SUMMON a reserve monster onto a free square of its own front line (seed 002).',
});

export enum RpsComputerLevel {
  RANDOM = 'RANDOM',
  GREEDY = 'GREEDY',
}
registerEnumType(RpsComputerLevel, {
  name: 'RpsComputerLevel',
  description:
    "RPS Clix computer player: RANDOM plays any legal move; GREEDY looks one move ahead (wins, then kills, then advances). Both draw from the match's seed, so a game replays exactly.",
});

export enum RpsRingColour {
  YELLOW = 'YELLOW',
  BLUE = 'BLUE',
  RED = 'RED',
}
registerEnumType(RpsRingColour, {
  name: 'RpsRingColour',
  description: 'Experience ring: rookie YELLOW, experienced BLUE, veteran RED. Blue beats red, red beats yellow, yellow beats blue.',
});

export enum RpsMonsterStatus {
  RESERVE = 'RESERVE',
  WAITING = 'WAITING',
  ON_BOARD = 'ON_BOARD',
  KILLED = 'KILLED',
}
registerEnumType(RpsMonsterStatus, {
  name: 'RpsMonsterStatus',
  description: 'RESERVE: not played yet (summon it); WAITING: the commander behind its front line; ON_BOARD: on the battlefield; KILLED.',
});

export enum RpsEndReason {
  COMMANDER_KILLED = 'COMMANDER_KILLED',
  FRONT_LINE_OVERRUN = 'FRONT_LINE_OVERRUN',
  TURN_LIMIT = 'TURN_LIMIT',
}
registerEnumType(RpsEndReason, {
  name: 'RpsEndReason',
  description:
    "How the game ended: the loser's commander killed, the loser's front line filled by enemies while its commander waited, or (a draw) the turn limit.",
});

export enum RpsBattleDecision {
  COLOUR = 'COLOUR',
  ATTACK = 'ATTACK',
  ROLL_OFF = 'ROLL_OFF',
  DEFENDER_HOLDS = 'DEFENDER_HOLDS',
}
registerEnumType(RpsBattleDecision, {
  name: 'RpsBattleDecision',
  description: 'What decided a battle: the colour wheel, else the higher attack value, else (same colour and attack) a d6 roll-off from the match dice.',
});

export enum RpsBattleWinner {
  ATTACKER = 'ATTACKER',
  DEFENDER = 'DEFENDER',
  NONE = 'NONE',
}
registerEnumType(RpsBattleWinner, { name: 'RpsBattleWinner', description: 'Who won a battle (NONE: the defender held, nothing moved).' });

export enum RpsKillCause {
  BATTLE = 'BATTLE',
  SURROUNDED = 'SURROUNDED',
}
registerEnumType(RpsKillCause, {
  name: 'RpsKillCause',
  description: 'A monster killed in a battle, or surrounded (each side an enemy or the edge; never on its own front line).',
});

export enum RpsEqualBattle {
  ROLL_OFF = 'ROLL_OFF',
  DEFENDER_HOLDS = 'DEFENDER_HOLDS',
}
registerEnumType(RpsEqualBattle, {
  name: 'RpsEqualBattle',
  description:
    'RPS Clix: what a battle between the same colour and the same attack does, which seed 002 does not say (a reading). ROLL_OFF: each rolls a d6 from the match dice, re-rolling ties, the higher wins; DEFENDER_HOLDS: nothing happens.',
});
