import { GlobalIdArgs, GlobalIdOf } from '../common/global-id';
import { Reads } from '../common/projection';
import { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { Transactional } from '../common/transaction';
import { Idempotent } from '../idempotency/idempotency.middleware';
import { UserError } from '../common/user-error';
import { Scenario } from '../catalogues/scenario.entity';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { DialClick } from '../characters/dial-click.entity';
import { Team, TeamAbility } from '../teams/team.entity';
import { League } from '../leagues/league.entity';
import { World } from '../worlds/world.entity';
import { AlphaPowerEnum, AttackKindEnum, FigureStatus, HorrorClixPhaseEnum, MatchActionOption, MatchRuleset, MatchStatus } from './match.enums';
import { RpsService } from './rps.service';
import { Match, MatchEvent, MatchFigure, MatchSide } from './match.entity';
import { CreateMatchInput, MatchEventsArgs, MatchesArgs, MatchLogArgs, RecordMatchEventInput } from './match.inputs';
import { ConnectionType, pageComplexity } from '../common/pagination';
import { MatchService } from './match.service';
import { MatchReadService } from './match-read.service';
import { teamOfSide } from './read-along';
import { matchRedaction, redactFigure } from './match.visibility';
import {
  currentClick,
  dialStatus,
  HORRORCLIX_PLOT_TWISTS,
  isVulnerable,
  legalActions,
  MATCH_RULESETS,
  matchOutcome,
  pinnedTeamAbilities,
  type MatchFigureState,
  type MatchTallies,
} from '@clix/rules';

@ObjectType({ description: 'A page of matches, newest first.' })
export class MatchConnection extends ConnectionType(Match, 'Match') {}

@ObjectType({ description: 'A page of match events, oldest first.' })
export class MatchEventConnection extends ConnectionType(MatchEvent, 'MatchEvent') {}

@ObjectType({ description: 'The result of createMatch.' })
export class MatchPayload {
  @Field(() => Match, { nullable: true, description: 'The match as created; null when userErrors is not empty.' })
  match: Match | null;

  @Field(() => [UserError], { description: 'Why nothing was created, with stable codes.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'The result of recordMatchEvent.' })
export class MatchEventPayload {
  @Field(() => MatchEvent, { nullable: true, description: 'The event as appended to the log; null when userErrors is not empty.' })
  event: MatchEvent | null;

  @Field(() => [UserError], { description: 'Why nothing was recorded, with stable codes.' })
  userErrors: UserError[];
}

@ObjectType({ description: "One figure's state, as the rules engine left it." })
export class FigureState {
  @Field(() => MatchFigure, { description: 'The figure.' })
  figure: MatchFigure;

  @Field(() => Int, { description: 'Position of its side in the match.' })
  side: number;

  @Field(() => Int, { nullable: true, description: 'The 1-based dial slot showing; null when KOed or worse, or when the character is hidden from the viewer.' })
  clickNumber: number | null;

  @Field(() => DialClick, {
    nullable: true,
    description: 'The values on the click showing; null when KOed or worse, or when the character is hidden from the viewer.',
  })
  click: DialClick | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Clicks turned from the starting click (keeps counting past KO); null when the character is hidden from the viewer.',
  })
  clicksTaken: number | null;

  @Field(() => FigureStatus, { nullable: true, description: 'Where its dial stands, as the rules read it; null when the character is hidden from the viewer.' })
  status: FigureStatus | null;

  @Field(() => Int, { description: 'Action tokens (0-2; always 0 in Clix Campaign and Alpha, which use none).' })
  actionTokens: number;

  @Field(() => Boolean, { description: 'It took a non-free action this turn.' })
  actedThisTurn: boolean;

  @Field(() => Boolean, { description: 'Held as a captive.' })
  captured: boolean;

  @Field(() => Boolean, { description: 'Escaped the map.' })
  escaped: boolean;

  @Field(() => Boolean, {
    description:
      "HeroClix Alpha: among its side's reinforcements, off the map (never entered, or KO'd and gone back). HorrorClix: a minion waiting off the map.",
  })
  inReserve: boolean;

  @Field(() => Boolean, {
    description: "HorrorClix: one of its side's minions (never blooded; its first click of damage turns no click); entered once inReserve is false.",
  })
  minion: boolean;

  @Field(() => [MatchActionOption], { description: 'What it may be given now, as its ruleset allows (empty unless its side is to act).' })
  legalActions: MatchActionOption[];

  @Field(() => [ID], { description: 'The figures it may attack now.' })
  @GlobalIdOf('MatchFigure')
  legalTargetIds: string[];

  @Field(() => [AttackKindEnum], { description: 'HeroClix 2003: how it may attack blocking terrain now (ATTACK_TERRAIN).' })
  terrainAttacks: AttackKindEnum[];

  @Field(() => [LegalPowerOption], {
    description: 'HeroClix Alpha: the powers showing on its click it may use now instead of attacking (POWER events); empty otherwise.',
  })
  legalPowers: LegalPowerOption[];

  @Field(() => [ID], {
    description:
      'Clix Campaign, team ability 10 Shared Burden: the damaged team mates in play it may take 1 click for now (SHARED_BURDEN toFigureId; the table says which are adjacent); empty otherwise.',
  })
  @GlobalIdOf('MatchFigure')
  sharedBurdenMateIds: string[];

  @Field(() => [ID], {
    description:
      'Clix Campaign, team ability 11 Coordinated Assault: the team mates that may join its CLOSE attack now (ATTACK coordinatedWith; the table says which are adjacent to the target); empty otherwise.',
  })
  @GlobalIdOf('MatchFigure')
  coordinatedAssaultMateIds: string[];

  @Field(() => Boolean, { description: 'HorrorClix: it has killed a victim (it may frenzy).' }) blooded: boolean;
  @Field(() => Boolean, { description: 'HorrorClix: two action tokens, or possessed: vulnerable.' }) vulnerable: boolean;
  @Field(() => Boolean, { description: 'HorrorClix: it failed an insanity roll.' }) insane: boolean;
  @Field(() => Boolean, { description: 'HorrorClix: possessed.' }) possessed: boolean;
  @Field(() => Boolean, { description: 'HorrorClix: it died of hourglass damage (scores nothing).' }) diedInHourglassPhase: boolean;
}

@ObjectType({ description: 'HeroClix Alpha: a power a figure may use now instead of attacking, with the figures it may name.' })
export class LegalPowerOption {
  @Field(() => AlphaPowerEnum, { description: 'The power (a POWER event).' }) power: AlphaPowerEnum;
  @Field(() => [ID], {
    description:
      'The figures it may name in targetFigureIds: Pulse and Poison the enemies in play (the table says which are in sight within 4, or adjacent), Heal the friends in play; Regeneration none.',
  })
  @GlobalIdOf('MatchFigure')
  targetIds: string[];
}

@ObjectType({ description: 'HorrorClix: one of the victims on their marked spots.' })
export class HorrorClixVictimState {
  @Field(() => String, { description: 'The victim, e.g. "victim-3".' }) id: string;
  @Field(() => ID, { nullable: true, description: 'The monster that killed it; null while it lives.' }) @GlobalIdOf('MatchFigure') killedByFigureId:
    string | null;
  @Field(() => Int, { nullable: true, description: 'The turn it was killed in.' }) killedInTurn: number | null;
  @Field(() => Boolean, { description: 'Turned face up by a monster moving past it (ACTION with passedVictimIds); victims start face down.' }) faceUp: boolean;
  @Field(() => ID, { nullable: true, description: 'The minion that entered in its place once it was killed (MINION).' })
  @GlobalIdOf('MatchFigure')
  replacedByFigureId: string | null;
}

@ObjectType({ description: 'HorrorClix: a plot-twist card played (PLOT_TWIST).' })
export class HorrorClixPlotTwistState {
  @Field(() => Int, { description: 'The side that played it.' }) side: number;
  @Field(() => String, { description: "The card's name." }) card: string;
  @Field(() => Boolean, { description: 'A subplot (at most 1 a side).' }) subplot: boolean;
  @Field(() => String, {
    description: "When it was played: PREVIEW (the side's own preview phase), SUSPENSE (before the opponent's victim move) or KILL_ANSWER (answering a kill).",
  })
  timing: string;
  @Field(() => String, { nullable: true, description: 'The victim it named; null for a preview-phase card.' }) victimId: string | null;
  @Field(() => Boolean, { description: "The table's answer: it succeeded (answering a kill, the victim was saved)." }) success: boolean;
  @Field(() => Int, { description: 'Points it scores its side.' }) points: number;
  @Field(() => Int, { description: 'The turn it was played in.' }) turn: number;
}

@ObjectType({ description: 'HorrorClix: the side that may play a plot twist now (PLOT_TWIST with its `side`).' })
export class HorrorClixPlotTwistOption {
  @Field(() => Int, { description: 'The side that may play one.' }) side: number;
  @Field(() => [String], { description: 'The victims it may name (victimId): empty in the preview phase, where the card names none.' }) victimIds: string[];
  @Field(() => Int, { description: 'Cards the side has left (6 a match).' }) cardsLeft: number;
  @Field(() => Boolean, { description: 'The side has not played its one subplot yet.' }) subplotLeft: boolean;
}

@ObjectType({
  description:
    'HorrorClix: the opponent that may answer the kill the last event made with a power of one of its monsters (KILL_ANSWER), instead of a plot twist.',
})
export class HorrorClixKillAnswerOption {
  @Field(() => Int, { description: 'The side that may answer.' }) side: number;
  @Field(() => String, { description: 'The victim killed.' }) victimId: string;
  @Field(() => [ID], { description: 'Its monsters in play whose power may answer (figureId).' }) @GlobalIdOf('MatchFigure') figureIds: string[];
}

@ObjectType({
  description: 'HorrorClix, hunting phase: a victim a monster of the side to act killed this turn, which one of the minions may replace (MINION).',
})
export class HorrorClixMinionOption {
  @Field(() => String, { description: 'The victim killed.' }) victimId: string;
  @Field(() => [ID], { description: "The side's minions still off the map that may enter for it." }) @GlobalIdOf('MatchFigure') figureIds: string[];
}

@ObjectType({ description: 'HorrorClix: the phase of the turn, the victims, and what the phase allows now.' })
export class HorrorClixState {
  @Field(() => HorrorClixPhaseEnum, { description: 'The phase of the turn.' }) phase: HorrorClixPhaseEnum;
  @Field(() => [HorrorClixVictimState], { description: 'Every victim, in order.' }) victims: HorrorClixVictimState[];
  @Field(() => String, { nullable: true, description: "The victim moved in this turn's suspense phase." }) victimMoved: string | null;
  @Field(() => [ID], { description: 'PREVIEW: monsters showing Insanity still to roll (INSANITY_ROLL).' })
  @GlobalIdOf('MatchFigure')
  insanityRollsDue: string[];
  @Field(() => Boolean, { description: 'A PHASE event may end the phase now.' }) mayEndPhase: boolean;
  @Field(() => [String], { description: 'SUSPENSE: the victims that may be moved (MOVE_VICTIM).' }) victimsToMove: string[];
  @Field(() => [ID], { description: 'HUNTING: the monsters that may kill a victim now (VICTIM_KILLED).' }) @GlobalIdOf('MatchFigure') killers: string[];
  @Field(() => [String], { description: 'The victims still alive.' }) victimsOnBoard: string[];
  @Field(() => [ID], { description: 'HUNTING: blooded monsters that may frenzy (ATTACK with frenzy).' }) @GlobalIdOf('MatchFigure') frenzyFigureIds: string[];
  @Field(() => Boolean, { description: 'An HOURGLASS event may run the hourglass phase now.' }) mayRunHourglass: boolean;
  @Field(() => [HorrorClixPlotTwistState], { description: 'Every plot twist played, in order.' }) plotTwists: HorrorClixPlotTwistState[];
  @Field(() => [Int], { description: 'Plot twists each side has left, by side position (6 a match).' }) plotTwistsLeft: number[];
  @Field(() => HorrorClixPlotTwistOption, { nullable: true, description: 'The side that may play a plot twist now, and on which victims; null: nobody.' })
  mayPlayPlotTwist: HorrorClixPlotTwistOption | null;
  @Field(() => HorrorClixKillAnswerOption, {
    nullable: true,
    description: 'The side that may answer the last kill with a power now (KILL_ANSWER); null: no kill to answer.',
  })
  mayAnswerKill: HorrorClixKillAnswerOption | null;
  @Field(() => [HorrorClixMinionOption], {
    description: 'HUNTING: the victims a minion of the side to act may replace now (MINION), with the minions that may.',
  })
  minionEntries: HorrorClixMinionOption[];
}

@ObjectType({ description: "HeroClix Alpha: a character KO'd since its side's last turn, to be replaced by a REINFORCE event before the side acts." })
export class ReinforcementDue {
  @Field(() => ID, { description: "The KO'd figure." }) @GlobalIdOf('MatchFigure') figureId: string;

  @Field(() => [ID], { description: 'The reserve figures that may enter for it (at most 10 points more, seed 001).' })
  @GlobalIdOf('MatchFigure')
  eligibleFigureIds: string[];
}

@ObjectType({ description: 'One line of a score sheet.' })
export class MatchScoreLine {
  @Field(() => String, { description: 'What scored, e.g. KO_POINT, DEFEATED_BY_MODEL, VICTIM.' }) kind: string;
  @Field(() => Int, { description: 'Points.' }) points: number;
  @Field(() => ID, { nullable: true, description: 'The figure it is about, if any.' }) @GlobalIdOf('MatchFigure') figureId: string | null;
}

@ObjectType({ description: "One side's score." })
export class MatchSideScore {
  @Field(() => Int, { description: 'Position of the side.' }) side: number;
  @Field(() => Int, { description: 'Its points.' }) points: number;
  @Field(() => [MatchScoreLine], { description: 'How they add up.' }) lines: MatchScoreLine[];
}

@ObjectType('MatchEngineOutcome', {
  description:
    'Who wins as the ruleset reads the match now (Alpha: KO points; 2003: victory points; HorrorClix: its score; Clix Campaign: the resolution decides).',
})
export class MatchEngineOutcomeType {
  @Field(() => Int, { nullable: true, description: 'The winning side; null while undecided, on a tie, or where the resolution decides.' }) winnerSide:
    number | null;
  @Field(() => String, { description: 'KO_POINTS, VICTORY_POINTS, HORRORCLIX_SCORE or RESOLUTION.' }) decidedBy: string;
  @Field(() => [MatchSideScore], { description: "Each side's score sheet (empty for Clix Campaign)." }) scores: MatchSideScore[];
}

@ObjectType({ description: 'Where a match stands, as the rules engine left it after the last event (stored with it: the log is never replayed to read it).' })
export class MatchState {
  @Field(() => ID, { description: 'The match.' })
  @GlobalIdOf('Match')
  matchId: string;

  @Field(() => Int, { description: 'Sequence of the last event applied (0 before any).' })
  sequence: number;

  @Field(() => Int, { description: "The turn: 1 for the first side's first turn; every END_TURN adds 1." })
  turn: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Position of the side to act (only it may act or end the turn); null once the ruleset says the match is over.',
  })
  activeSide: number | null;

  @Field(() => Int, { description: 'Non-free actions the side to act may still give this turn, as its ruleset counts them.' })
  actionsLeft: number;

  @Field(() => Boolean, { description: 'The ruleset says the match is over: nothing more can be recorded but a REVERSAL; resolve it.' })
  over: boolean;

  @Field(() => Boolean, { description: 'The side to act may end its turn now.' })
  mayEndTurn: boolean;

  @Field(() => Boolean, { description: 'Either side may record an ETIQUETTE roll now (any time until the match is over).' })
  mayRollEtiquette: boolean;

  @Field(() => [ReinforcementDue], { description: 'HeroClix Alpha: the reinforcements the side to act chooses first.' })
  reinforcementsDue: ReinforcementDue[];

  @Field(() => MatchEngineOutcomeType, { description: 'Who wins as the ruleset reads the match now, with the score sheet.' })
  outcome: MatchEngineOutcomeType;

  @Field(() => HorrorClixState, { nullable: true, description: 'HorrorClix: the phase, the victims and what the phase allows; null in the other rulesets.' })
  horrorClix: HorrorClixState | null;

  @Field(() => [TeamAbility], {
    nullable: 'items',
    description:
      "Clix Campaign: each side's team ability, by side position, pinned when the match was created (roll, name and text of the seed's chart, as the engine plays it); null for a side with none (an NPC force), and for every side in the other rulesets.",
  })
  teamAbilities: (TeamAbility | null)[];

  @Field(() => [FigureState], { description: 'Every figure, in match order.' })
  figures: FigureState[];

  @Field(() => Int, { description: 'BYSTANDER_SAVED events so far.' }) bystandersSaved: number;
  @Field(() => Int, { description: 'BYSTANDER_HURT events so far.' }) bystandersHurt: number;
  @Field(() => Int, { description: 'PROPERTY_DESTROYED events so far.' }) propertyDestroyed: number;
  @Field(() => Int, { description: 'OBJECTIVE_MET events so far.' }) objectivesMet: number;
}

/** The values on the click showing, as the console reads a dial click; null when KOed or worse. */
function clickShowing(figure: MatchFigureState): DialClick | null {
  const number = currentClick(figure.dial);
  const click = number === null ? undefined : figure.version.clicks[number - 1];
  if (!click) return null;
  const { speedPower = null, attackPower = null, defensePower = null, damagePower = null } = click;
  return Object.assign(new DialClick(), {
    number,
    speed: click.speed,
    attack: click.attack,
    defense: click.defense,
    damage: click.damage,
    speedPower,
    attackPower,
    defensePower,
    damagePower,
  });
}

const AT_SEQUENCE =
  'The state as it stood after this event of the log (0: the setup, before the first event), for a step-through replay; leave out for the state now. Out of 0..the last sequence: BAD_USER_INPUT.';

@Resolver(() => Match)
export class MatchResolver {
  @Query(() => Match, { nullable: true, description: 'A match by id; matches are public.' })
  @GlobalIdArgs({ id: 'Match' })
  match(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return MatchService.find(ctx, id);
  }

  @Query(() => MatchConnection, { nullable: true, complexity: pageComplexity, description: "A world's matches, newest first." })
  matches(@Ctx() ctx: RequestContext, @Args(() => MatchesArgs) args: MatchesArgs, @Info() info: GraphQLResolveInfo) {
    return MatchReadService.list(ctx, args, info);
  }

  @Query(() => MatchEventConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A match's event log, oldest first (reversed events stay, with the REVERSAL that undid them).",
  })
  matchEvents(@Ctx() ctx: RequestContext, @Args(() => MatchEventsArgs) args: MatchEventsArgs) {
    return MatchService.events(ctx, args);
  }

  @Query(() => MatchState, {
    nullable: true,
    description:
      "Every figure's click, tokens and status, the turn and the side to act, as the rules engine left them; null for no such match or a ruleset the engine does not play yet (RPS Clix).",
  })
  @GlobalIdArgs({ matchId: 'Match' })
  async matchState(
    @Ctx() ctx: RequestContext,
    @Arg('matchId', () => ID) matchId: string,
    @Arg('atSequence', () => Int, { nullable: true, description: AT_SEQUENCE }) atSequence?: number | null,
  ): Promise<MatchState | null> {
    const state = await MatchReadService.state(ctx, matchId, atSequence);
    if (!state) return null;
    const { engine } = state;
    const rules = MATCH_RULESETS[engine.ruleset].dialRules;
    const legal = legalActions(engine);
    const options = new Map(legal.figures.map((f) => [f.figureId, f]));
    const outcome = matchOutcome(engine);
    const counted = (key: keyof MatchTallies) => engine.sides.reduce((n, side) => n + side.tallies[key], engine.unattributed[key]);
    // A hidden character's dial is the Creator's secret: others see where its figure is, not what its dial says.
    const redaction = await matchRedaction(ctx, state.match);
    return {
      matchId: state.match.id,
      sequence: state.sequence,
      turn: legal.turn,
      activeSide: legal.side,
      actionsLeft: legal.actionsLeft,
      over: engine.over,
      mayEndTurn: legal.mayEndTurn,
      mayRollEtiquette: legal.mayRollEtiquette,
      reinforcementsDue: legal.reinforcements.map((r) => ({ figureId: r.forFigureId, eligibleFigureIds: r.eligible })),
      outcome: {
        winnerSide: outcome.winnerSide,
        decidedBy: outcome.decidedBy,
        scores: outcome.scores.map((score) => ({ ...score, lines: score.lines.map((line) => ({ ...line, figureId: line.figureId ?? null })) })),
      },
      horrorClix:
        engine.horrorClix && legal.horrorClix
          ? {
              ...legal.horrorClix,
              phase: legal.horrorClix.phase as HorrorClixPhaseEnum,
              victims: engine.horrorClix.victims,
              victimMoved: engine.horrorClix.victimMoved,
              frenzyFigureIds: legal.horrorClix.frenzy.map((f) => f.figureId),
              plotTwists: engine.horrorClix.plotTwists,
              plotTwistsLeft: engine.sides.map((side) => HORRORCLIX_PLOT_TWISTS - engine.horrorClix!.plotTwists.filter((p) => p.side === side.position).length),
              mayPlayPlotTwist: legal.horrorClix.plotTwist,
              mayAnswerKill: legal.horrorClix.killAnswer,
              minionEntries: legal.horrorClix.minions,
            }
          : null,
      bystandersSaved: counted('bystandersSaved'),
      bystandersHurt: counted('bystandersHurt'),
      propertyDestroyed: counted('propertyDestroyed'),
      objectivesMet: counted('objectivesMet'),
      teamAbilities: pinnedTeamAbilities(engine),
      figures: state.figures.map((figure) => {
        const f = engine.figures[figure.id];
        const hidden = redaction.hides({ figureId: figure.id });
        return {
          figure: redactFigure(figure, redaction),
          side: f.side,
          clickNumber: hidden ? null : currentClick(f.dial),
          click: hidden ? null : clickShowing(f),
          clicksTaken: hidden ? null : f.dial.clicksTaken,
          status: hidden ? null : (dialStatus(f.dial, rules) as FigureStatus),
          actionTokens: f.tokens,
          actedThisTurn: f.actionsThisTurn > 0,
          captured: f.captured,
          escaped: f.escaped,
          inReserve: f.inReserve,
          minion: f.minion,
          legalActions: (options.get(figure.id)?.actions ?? []) as MatchActionOption[],
          legalTargetIds: options.get(figure.id)?.targets ?? [],
          terrainAttacks: (options.get(figure.id)?.terrainAttacks ?? []) as AttackKindEnum[],
          legalPowers: (options.get(figure.id)?.powers ?? []).map(({ power, targets }) => ({ power: power as AlphaPowerEnum, targetIds: targets })),
          sharedBurdenMateIds: options.get(figure.id)?.sharedBurden ?? [],
          coordinatedAssaultMateIds: options.get(figure.id)?.coordinatedWith ?? [],
          blooded: f.blooded,
          vulnerable: engine.ruleset === 'HORRORCLIX' && isVulnerable(f),
          insane: f.insane,
          possessed: f.possessed,
          diedInHourglassPhase: f.diedInHourglassPhase,
        };
      }),
    };
  }

  @Mutation(() => MatchPayload, { description: 'Creator or Organizer: sets up a match; a secret seed is drawn and only its hash shown.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  createMatch(@Ctx() ctx: RequestContext, @Arg('input', () => CreateMatchInput, { validate: false }) input: CreateMatchInput) {
    // RPS Clix has its own engine, army and opening (rps.service.ts, which builds on MatchService).
    return input.ruleset === MatchRuleset.RPS_CLIX ? RpsService.create(ctx, input) : MatchService.create(ctx, input);
  }

  @Mutation(() => MatchEventPayload, { description: 'Creator or Organizer: appends an event to the log, checked by the rules against the current state.' })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  recordMatchEvent(@Ctx() ctx: RequestContext, @Arg('input', () => RecordMatchEventInput, { validate: false }) input: RecordMatchEventInput) {
    return MatchService.recordEvent(ctx, input);
  }

  @FieldResolver(() => MatchEventConnection, {
    complexity: pageComplexity,
    description: 'The event log, as `matchEvents` answers for this match: oldest first.',
  })
  events(@Root() match: Match, @Ctx() ctx: RequestContext, @Args(() => MatchLogArgs) args: MatchLogArgs) {
    return MatchService.events(ctx, { ...args, matchId: match.id });
  }

  @FieldResolver(() => MatchState, {
    nullable: true,
    name: 'state',
    description: 'The state of play, as `matchState` answers for this match; null for a ruleset the engine does not play yet (RPS Clix).',
  })
  stateOfMatch(
    @Root() match: Match,
    @Ctx() ctx: RequestContext,
    @Arg('atSequence', () => Int, { nullable: true, description: AT_SEQUENCE }) atSequence?: number | null,
  ) {
    return this.matchState(ctx, match.id, atSequence);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The secret seed of the match dice: null until the match is resolved.' })
  @Reads('status', 'seed')
  seed(@Root() match: Match): string | null {
    return match.status === MatchStatus.RESOLVED ? match.seed : null;
  }

  @FieldResolver(() => World, { description: 'The world the match is played in.' })
  @Reads('worldId')
  world(@Root() match: Match, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(match.worldId);
  }

  @FieldResolver(() => League, { nullable: true, description: 'The league the match counts for; null for a friendly.' })
  @Reads('leagueId')
  league(@Root() match: Match, @Ctx() ctx: RequestContext) {
    return match.leagueId ? ctx.loaders.leagueById.load(match.leagueId) : null;
  }

  @FieldResolver(() => Scenario, { nullable: true, description: 'The scenario played, if any.' })
  @Reads('scenarioId')
  scenario(@Root() match: Match, @Ctx() ctx: RequestContext) {
    return match.scenarioId ? ctx.loaders.matchScenarioById.load(match.scenarioId) : null;
  }

  @FieldResolver(() => [MatchSide], { description: 'The sides, in position order.' })
  @Reads('id')
  sides(@Root() match: Match, @Ctx() ctx: RequestContext) {
    return ctx.loaders.matchSidesByMatchId.now(match.id);
  }

  @FieldResolver(() => [MatchFigure], { description: 'Every figure of every side, in side order (each knows its `side`).' })
  @Reads('id', 'worldId')
  async figures(@Root() match: Match, @Ctx() ctx: RequestContext) {
    const redaction = await matchRedaction(ctx, match);
    return (await ctx.loaders.matchFiguresByMatchId.load(match.id)).map((f) => redactFigure(f, redaction));
  }
}

@Resolver(() => MatchSide)
export class MatchSideResolver {
  @FieldResolver(() => Team, { nullable: true, description: 'The team; null for an NPC force.' })
  @Reads('teamId')
  team(@Root() side: MatchSide, @Ctx() ctx: RequestContext) {
    return teamOfSide.get(ctx, side, () => (side.teamId ? ctx.loaders.teamById.now(side.teamId) : null));
  }

  @FieldResolver(() => [MatchFigure], { description: "The side's figures." })
  async figures(@Root() side: MatchSide, @Ctx() ctx: RequestContext) {
    const match = (await ctx.loaders.matchById.load(side.matchId))!;
    const redaction = await matchRedaction(ctx, match);
    return (await ctx.loaders.matchFiguresBySideId.load(side.id)).map((f) => redactFigure(f, redaction));
  }
}

/** Whether the figure plays a character hidden from the viewer: its match's one redaction of the request. */
async function hiddenFromViewer(ctx: RequestContext, figure: MatchFigure): Promise<boolean> {
  const match = (await ctx.loaders.matchById.load(figure.matchId))!;
  return (await matchRedaction(ctx, match)).hides({ figureId: figure.id });
}

@Resolver(() => MatchFigure)
export class MatchFigureResolver {
  @FieldResolver(() => Character, { nullable: true, description: 'Null when the character is hidden and the viewer is not the Creator.' })
  async character(@Root() figure: MatchFigure, @Ctx() ctx: RequestContext) {
    return (await hiddenFromViewer(ctx, figure)) ? null : ctx.loaders.characterById.load(figure.characterId);
  }

  @FieldResolver(() => CharacterVersion, { nullable: true, description: 'The dial played; null when the character is hidden from the viewer.' })
  async version(@Root() figure: MatchFigure, @Ctx() ctx: RequestContext) {
    return (await hiddenFromViewer(ctx, figure)) ? null : ctx.loaders.matchVersionById.load(figure.versionId);
  }

  @FieldResolver(() => Int, { description: 'Position of its side in the match.' })
  async side(@Root() figure: MatchFigure, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.matchSideById.load(figure.sideId))!.position;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The team member playing it; null for an NPC, or when the character is hidden from the viewer.' })
  @GlobalIdOf('TeamMember')
  teamMemberId(@Root() figure: MatchFigure) {
    return figure.teamMemberId;
  }
}
