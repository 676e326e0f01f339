import { GlobalIdArgs, GlobalIdOf } from '../common/global-id';
import { Max, Min } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, UseMiddleware } from 'type-graphql';
import { type PlayerIndex, rpsLegalMoves, type RpsGameState, type RpsMonsterRef, RPS_BOARD_WIDTH } from '@clix/rules';
import { RequestContext } from '../context';
import { Transactional } from '../common/transaction';
import { MAX_PAGE_SIZE, pageComplexity } from '../common/pagination';
import { UserError } from '../common/user-error';
import { Idempotent } from '../idempotency/idempotency.middleware';
import { Match, MatchEvent } from './match.entity';
import { matchRedaction } from './match.visibility';
import { RpsGame } from './rps.entity';
import {
  RpsBattleDecision,
  RpsBattleWinner,
  RpsComputerLevel,
  RpsEndReason,
  RpsEqualBattle,
  RpsKillCause,
  RpsMonsterStatus,
  RpsMoveKind,
  RpsRingColour,
} from './rps.enums';
import { PlayRpsMoveInput } from './rps.inputs';
import { RpsService } from './rps.service';

@ObjectType({ description: 'A square of the RPS Clix battlefield.' })
export class RpsSquare {
  @Field(() => Int, { description: 'Column, 0 to 4.' }) col: number;
  @Field(() => Int, { description: "Row, 0 (side 0's front line) to rows - 1 (side 1's); -1 and rows are where the commanders wait, off the battlefield." })
  row: number;
}

@ObjectType({ description: 'An RPS Clix monster: a figure of the match, with the ring colour and attack value it plays the whole game at.' })
export class RpsMonster {
  @Field(() => ID, { description: "Its figure's global id (`MatchFigure.id`); moves name their monster by it." })
  @GlobalIdOf('MatchFigure')
  id: string;
  @Field(() => Int, { description: 'Position of the side it plays for.' }) side: number;
  @Field(() => String, { nullable: true, description: "The character's name; null when the character is hidden from the viewer." }) name: string | null;
  @Field(() => RpsRingColour, { description: 'Its ring colour (from its rank).' }) ring: RpsRingColour;
  @Field(() => Int, {
    nullable: true,
    description: "The attack value of its version's starting click; null when the character is hidden from the viewer (its dial is the Creator's secret).",
  })
  attack: number | null;
  @Field(() => Boolean, { description: "Its side's commander: killing it wins." }) commander: boolean;
  @Field(() => RpsMonsterStatus, { description: 'Reserve, waiting (the commander behind its front line), on the battlefield, or killed.' })
  status: RpsMonsterStatus;
}

@ObjectType({ description: 'A square of the battlefield and the monster on it, if any.' })
export class RpsCell {
  @Field(() => Int, { description: 'Column, 0 to 4.' }) col: number;
  @Field(() => Int, { description: 'Row.' }) row: number;
  @Field(() => RpsMonster, { nullable: true, description: 'The monster standing there; null for an empty square.' }) monster: RpsMonster | null;
}

@ObjectType({ description: 'One RPS Clix side: its commander, its reserve (to summon) and its killed monsters.' })
export class RpsSideState {
  @Field(() => Int, { description: 'Position of the side.' }) side: number;
  @Field(() => RpsComputerLevel, { nullable: true, description: 'The computer plays it at this level; null: a person does.' })
  computer: RpsComputerLevel | null;
  @Field(() => RpsMonster, { description: 'Its commander (waiting behind its front line until it enters).' }) commander: RpsMonster;
  @Field(() => [RpsMonster], { description: 'Monsters not played yet, in army order.' }) reserve: RpsMonster[];
  @Field(() => [RpsMonster], { description: 'Monsters killed, in army order.' }) killed: RpsMonster[];
}

@ObjectType({ description: 'An RPS Clix move.' })
export class RpsMoveView {
  @Field(() => RpsMoveKind, { description: 'MOVE, BATTLE or SUMMON.' }) kind: RpsMoveKind;
  @Field(() => Int, { description: 'The side moving.' }) side: number;
  @Field(() => ID, { description: "The monster (its `RpsMonster.id`, its figure's `MatchFigure.id`)." })
  @GlobalIdOf('MatchFigure')
  monsterId: string;
  @Field(() => RpsSquare, { description: 'Where it goes, battles or is summoned.' }) to: RpsSquare;
}

@ObjectType({ description: 'A battle and what decided it.' })
export class RpsBattleView {
  @Field(() => RpsMonster, { description: 'The monster that attacked (its ring and attack).' }) attacker: RpsMonster;
  @Field(() => RpsMonster, { description: 'The monster attacked.' }) defender: RpsMonster;
  @Field(() => RpsBattleDecision, { description: 'The colour wheel, the attack values, or a roll-off.' }) decidedBy: RpsBattleDecision;
  @Field(() => RpsBattleWinner, { description: 'Who won.' }) winner: RpsBattleWinner;
  @Field(() => [Int], { description: "A roll-off's d6, attacker's and defender's alternately (from the match dice); empty otherwise." }) rolls: number[];
}

@ObjectType({ description: 'A monster killed by a move, and how.' })
export class RpsKillView {
  @Field(() => RpsMonster, { description: 'The monster killed.' }) monster: RpsMonster;
  @Field(() => RpsKillCause, { description: 'In a battle, or surrounded.' }) cause: RpsKillCause;
}

@ObjectType({ description: 'The last move played and what it did.' })
export class RpsLastMove {
  @Field(() => Int, { description: 'Its sequence in the match log (matchEvents lists every move).' }) sequence: number;
  @Field(() => RpsMoveView, { description: 'The move.' }) move: RpsMoveView;
  @Field(() => RpsComputerLevel, { nullable: true, description: 'The computer level that chose it; null for a person.' }) computer: RpsComputerLevel | null;
  @Field(() => RpsBattleView, { nullable: true, description: 'The battle it fought, if any.' }) battle: RpsBattleView | null;
  @Field(() => [RpsKillView], { description: 'The monsters it killed (in the battle, then surrounded).' }) killed: RpsKillView[];
}

@ObjectType({
  description: 'The settings an RPS Clix game was set up with, pinned in it at createMatch (seed 002 where it says, our readings where it does not).',
})
export class RpsSettingsView {
  @Field(() => Int, { description: 'Rows of the battlefield.' }) rows: number;
  @Field(() => Int, { description: 'The largest attack total of an army (150, seed 002).' }) maxAttackTotal: number;
  @Field(() => RpsEqualBattle, { description: 'What a battle of the same colour and attack does.' }) equalBattle: RpsEqualBattle;
  @Field(() => Int, { description: 'The side that moved first.' }) firstSide: number;
  @Field(() => Int, { description: 'Moves after which a game nobody has won is a draw (TURN_LIMIT).' }) turnLimit: number;
}

@ObjectType({ description: 'Where an RPS Clix game stands, as its engine left it after the last move (stored with it: the log is never replayed to read it).' })
export class RpsState {
  @Field(() => ID, { description: 'The match.' }) @GlobalIdOf('Match') matchId: string;
  @Field(() => Int, { description: 'Sequence of the last event (0 before any move).' }) sequence: number;
  @Field(() => Int, { description: 'Moves played so far.' }) turn: number;
  @Field(() => Int, { description: 'Rows of the battlefield (it is always 5 columns wide).' }) rows: number;
  @Field(() => Int, { description: 'Columns: 5.' }) columns: number;
  @Field(() => [RpsCell], { description: 'Every square, row by row from row 0 (side 0’s front line), column 0 to 4.' }) cells: RpsCell[];
  @Field(() => [RpsSideState], { description: 'Both sides: commander, reserve, killed.' }) sides: RpsSideState[];
  @Field(() => Int, { nullable: true, description: 'The side to move; null once the game is over.' }) toMove: number | null;
  @Field(() => [Int], {
    description: 'The sides the viewer may move for (the Creator and Organizers: both, hot seat; a player: his team’s; never a computer’s).',
  })
  viewerSides: number[];
  @Field(() => [RpsMoveView], { description: 'The legal moves of the side to move when the viewer may move for it; empty otherwise.' })
  legalMoves: RpsMoveView[];
  @Field(() => RpsLastMove, { nullable: true, description: 'The last move and its battle; null before the first.' }) lastMove: RpsLastMove | null;
  @Field(() => Boolean, { description: 'The game is over: resolve the match to record its result.' }) over: boolean;
  @Field(() => Int, { nullable: true, description: 'The winning side; null while the game goes on or after a draw.' }) winner: number | null;
  @Field(() => RpsEndReason, { nullable: true, description: 'How it ended; null while it goes on.' }) endReason: RpsEndReason | null;
  @Field(() => RpsSettingsView, { description: 'The settings the game was set up with.' }) settings: RpsSettingsView;
}

@ObjectType({ description: 'One step of an RPS Clix replay: the board as the engine left it after a move (step 0: as set up, before any).' })
export class RpsReplayStep {
  @Field(() => Int, { description: 'The step: 0 as set up, n after the n-th move.' }) step: number;
  @Field(() => Int, { nullable: true, description: 'The side to move next; null once the game is over.' }) toMove: number | null;
  @Field(() => [RpsCell], { description: 'Every square, row by row from row 0, column 0 to 4.' }) cells: RpsCell[];
  @Field(() => [RpsSideState], { description: 'Both sides: commander, reserve, killed.' }) sides: RpsSideState[];
  @Field(() => RpsLastMove, { nullable: true, description: 'The move this step played, with its battle and kills; null at step 0.' }) move: RpsLastMove | null;
  @Field(() => Boolean, { description: 'The game was over after this step.' }) over: boolean;
  @Field(() => Int, { nullable: true, description: 'The winning side once the game is over; null before, or after a draw.' }) winner: number | null;
  @Field(() => RpsEndReason, { nullable: true, description: 'How it ended, at the step that ended it.' }) endReason: RpsEndReason | null;
}

@ObjectType({
  description: 'A page of an RPS Clix replay: each position of the game, move by move, as stored with the move (verify-matches checks them against the log).',
})
export class RpsReplay {
  @Field(() => ID, { description: 'The match.' }) @GlobalIdOf('Match') matchId: string;
  @Field(() => Int, { description: 'Steps in the whole replay: the moves played, plus 1 for the setup.' }) totalSteps: number;
  @Field(() => Int, { description: 'Rows of the battlefield.' }) rows: number;
  @Field(() => Int, { description: 'Columns: 5.' }) columns: number;
  @Field(() => RpsSettingsView, { description: 'The settings the game was set up with.' }) settings: RpsSettingsView;
  @Field(() => [RpsReplayStep], { description: 'The steps asked for, in order; empty when `from` is past the last.' }) steps: RpsReplayStep[];
}

@ArgsType()
export class RpsReplayArgs {
  @Field(() => ID, { description: 'The match.' }) matchId: string;

  @Field(() => Int, { defaultValue: 0, description: 'The first step of the page: 0 (the setup) to totalSteps - 1.' })
  @Min(0, { message: '$property must be at least 0' })
  from: number;

  @Field(() => Int, { description: `Steps in the page, 1 to ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: `$property must be between 1 and ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `$property must be between 1 and ${MAX_PAGE_SIZE}` })
  first: number;
}

@ObjectType({ description: 'The result of playRpsMove.' })
export class RpsMovePayload {
  @Field(() => [MatchEvent], {
    description: "The events appended: the move, then the computer's reply when it plays the other side; empty when userErrors is not empty.",
  })
  events: MatchEvent[];

  @Field(() => RpsState, { nullable: true, description: 'The game after them; null when userErrors is not empty.' })
  state: RpsState | null;

  @Field(() => [UserError], { description: 'Why nothing was played, with stable codes (the engine’s: NOT_YOUR_TURN, DIAGONAL, SQUARE_OCCUPIED...).' })
  userErrors: UserError[];
}

/** How the viewer may see the monsters, boards and moves of one RPS Clix match: a hidden character's monster keeps its colour, not its name nor its attack (a number off its dial). */
async function rpsViewer(ctx: RequestContext, match: Match, game: RpsGame) {
  const redaction = await matchRedaction(ctx, match);
  const monster = (state: RpsGameState, { owner, monsterId }: RpsMonsterRef): RpsMonster => {
    const m = state.players[owner].monsters.find((x) => x.id === monsterId)!;
    const hidden = redaction.hides({ figureId: m.id });
    return {
      id: m.id,
      side: owner,
      name: hidden ? null : m.name,
      ring: m.ring as RpsRingColour,
      attack: hidden ? null : m.attack,
      commander: m.commander,
      status: m.status as RpsMonsterStatus,
    };
  };
  const of = (state: RpsGameState, owner: PlayerIndex, status: string) =>
    state.players[owner].monsters.filter((m) => m.status === status).map((m) => monster(state, { owner, monsterId: m.id }));
  return {
    cells: (state: RpsGameState): RpsCell[] =>
      state.board.map((cell, i) => ({ col: i % RPS_BOARD_WIDTH, row: Math.floor(i / RPS_BOARD_WIDTH), monster: cell ? monster(state, cell) : null })),
    sides: (state: RpsGameState): RpsSideState[] =>
      ([0, 1] as const).map((side) => ({
        side,
        computer: game.computers[side] ?? null,
        commander: monster(state, { owner: side, monsterId: state.players[side].monsters.find((m) => m.commander)!.id }),
        reserve: of(state, side, 'RESERVE'),
        killed: of(state, side, 'KILLED'),
      })),
    /** The move an event played, its monsters as they stood after it (`state`, the state stored with it). */
    move: (state: RpsGameState, event: MatchEvent): RpsLastMove => {
      const { payload, result } = RpsService.moveOf(event);
      return {
        sequence: event.sequence,
        move: moveView(payload),
        computer: payload.computer ?? null,
        battle: result.battle && {
          attacker: monster(state, result.battle.attacker),
          defender: monster(state, result.battle.defender),
          decidedBy: result.battle.decidedBy as RpsBattleDecision,
          winner: result.battle.winner as RpsBattleWinner,
          rolls: result.battle.rolls,
        },
        killed: result.killed.map((k) => ({ monster: monster(state, k), cause: k.cause as RpsKillCause })),
      };
    },
  };
}

function settingsView({ rows, maxAttackTotal, equalBattle, firstPlayer, turnLimit }: RpsGameState['settings']): RpsSettingsView {
  return { rows, maxAttackTotal, equalBattle: equalBattle as RpsEqualBattle, firstSide: firstPlayer, turnLimit };
}

/** The game as the viewer may see it (rpsViewer), with the legal moves of the sides he may move for. */
async function rpsStateFor(ctx: RequestContext, matchId: string): Promise<RpsState | null> {
  const standing = await RpsService.find(ctx, matchId);
  if (!standing) return null;
  const { match, game, state, sequence, last } = standing;
  const view = await rpsViewer(ctx, match, game);
  const over = state.endReason !== null;
  const viewerSides = (await RpsService.permittedSides(ctx, match)).filter((side) => !game.computers[side]);
  return {
    matchId: match.id,
    sequence,
    turn: state.turn,
    rows: state.settings.rows,
    columns: RPS_BOARD_WIDTH,
    cells: view.cells(state),
    sides: view.sides(state),
    toMove: over ? null : state.toMove,
    viewerSides,
    legalMoves: viewerSides.includes(state.toMove) ? rpsLegalMoves(state).map(moveView) : [],
    lastMove: last && view.move(state, last),
    over,
    winner: state.winner,
    endReason: state.endReason as RpsEndReason | null,
    settings: settingsView(state.settings),
  };
}

function moveView(move: { kind: string; side: number; monsterId: string; to: { col: number; row: number } }): RpsMoveView {
  return { kind: move.kind as RpsMoveKind, side: move.side, monsterId: move.monsterId, to: { col: move.to.col, row: move.to.row } };
}

@Resolver()
export class RpsResolver {
  @Query(() => RpsState, {
    nullable: true,
    description:
      'An RPS Clix game: the board, both sides, the side to move and (for the viewer’s sides) its legal moves, the last move with its battle, the winner; null for no such match or another ruleset.',
  })
  @GlobalIdArgs({ matchId: 'Match' })
  rpsState(@Ctx() ctx: RequestContext, @Arg('matchId', () => ID) matchId: string): Promise<RpsState | null> {
    return rpsStateFor(ctx, matchId);
  }

  @Query(() => RpsReplay, {
    nullable: true,
    complexity: pageComplexity,
    description:
      'Any RPS Clix game step by step: the board after each move, with the move, its battle and kills, as rpsState shows them (a hidden character’s monster has no name nor attack); a page of `first` steps from step `from`; null for no such match or another ruleset.',
  })
  @GlobalIdArgs({ matchId: 'Match' })
  async rpsReplay(@Ctx() ctx: RequestContext, @Args(() => RpsReplayArgs) { matchId, from, first }: RpsReplayArgs): Promise<RpsReplay | null> {
    const replay = await RpsService.replay(ctx, matchId, from, first);
    if (!replay) return null;
    const { match, game, totalSteps, setupState, steps } = replay;
    const view = await rpsViewer(ctx, match, game);
    return {
      matchId: match.id,
      totalSteps,
      rows: setupState.settings.rows,
      columns: RPS_BOARD_WIDTH,
      settings: settingsView(setupState.settings),
      steps: steps.map(({ step, state, event }) => ({
        step,
        toMove: state.endReason === null ? state.toMove : null,
        cells: view.cells(state),
        sides: view.sides(state),
        move: event && view.move(state, event),
        over: state.endReason !== null,
        winner: state.winner,
        endReason: state.endReason as RpsEndReason | null,
      })),
    };
  }

  @Mutation(() => RpsMovePayload, {
    description:
      'RPS Clix: plays one move, checked and applied by its engine (a roll-off from the match dice) and appended to the match log; the computer replies at once when it plays the other side. The Creator and Organizers may move for either side, a player for his own team’s.',
  })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  async playRpsMove(@Ctx() ctx: RequestContext, @Arg('input', () => PlayRpsMoveInput, { validate: false }) input: PlayRpsMoveInput): Promise<RpsMovePayload> {
    const played = await RpsService.play(ctx, input);
    return { ...played, state: played.userErrors.length ? null : await rpsStateFor(ctx, input.matchId) };
  }
}
