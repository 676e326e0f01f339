import { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Field, FieldResolver, Info, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { Reads } from '../common/projection';
import { Transactional } from '../common/transaction';
import { Idempotent } from '../idempotency/idempotency.middleware';
import { UserError } from '../common/user-error';
import { LedgerEntry } from '../teams/ledger-entry.entity';
import { Team } from '../teams/team.entity';
import { Match } from './match.entity';
import { MatchResolution, MatchResolutionPreview, MatchResolutionRecord, MemberResolution, SideMorale, SideResolution } from './resolution.entity';
import { PreviewMatchResolutionInput, ResolveMatchInput, VoidMatchInput } from './resolution.inputs';
import { ResolutionService } from './resolution.service';
import { resolutionForViewer, sidesForViewer } from './match.visibility';
import { LedgerService } from '../teams/ledger.service';

@ObjectType({ description: 'The result of resolveMatch, previewMatchResolution or voidMatch.' })
export class MatchResolutionPayload {
  @Field(() => MatchResolution, {
    nullable: true,
    description:
      'The resolution: applied or voided (a MatchResolutionRecord), or previewed or proposed (a MatchResolutionPreview); null when userErrors is not empty.',
  })
  resolution: MatchResolutionRecord | MatchResolutionPreview | null;

  @Field(() => Match, { nullable: true, description: 'The match after the change; null when userErrors is not empty.' })
  match: Match | null;

  @Field(() => [UserError], { description: 'Why nothing was done: stable codes such as MATCH_ALREADY_RESOLVED or IDEMPOTENCY_KEY_REUSED.' })
  userErrors: UserError[];
}

/** An applied resolution or a preview: what the field resolvers read of either. */
type AnyResolution = MatchResolutionRecord | MatchResolutionPreview;

const shown = (ctx: RequestContext, record: AnyResolution) => resolutionForViewer(ctx, record.matchId, record.result);

@Resolver(() => Match)
export class MatchResolutionFieldResolver {
  @FieldResolver(() => MatchResolutionRecord, {
    nullable: true,
    description: 'The resolution: null until the match is resolved (kept, with voidedAt, when the match is voided).',
  })
  @Reads('id')
  resolution(@Root() match: Match, @Ctx() ctx: RequestContext) {
    return ResolutionService.forMatch(ctx, match);
  }
}

// On the interface: a record and a preview read their sides, members, morale, notes and entries alike.
@Resolver(() => MatchResolution)
export class MatchResolutionResolver {
  @Mutation(() => MatchResolutionPayload, {
    description:
      "Creator or Organizer: resolves a finished match exactly once (awards, ledger entries, injuries from the match dice, status changes). A player whose team plays it proposes the resolution instead: the match is AWAITING_CONFIRMATION and nothing is applied until the other side's owner, the Creator or an organizer confirms it (confirmMatchResolution). The same key and input again return the stored result.",
  })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  resolveMatch(@Ctx() ctx: RequestContext, @Arg('input', () => ResolveMatchInput, { validate: false }) input: ResolveMatchInput) {
    return ResolutionService.resolve(ctx, input);
  }

  @Query(() => MatchResolutionPayload, {
    description: 'Creator, Organizer or a player whose team plays the match: exactly what resolveMatch would apply now (same dice); nothing is written.',
  })
  @Authorized()
  previewMatchResolution(@Ctx() ctx: RequestContext, @Arg('input', () => PreviewMatchResolutionInput, { validate: false }) input: PreviewMatchResolutionInput) {
    return ResolutionService.preview(ctx, input);
  }

  @Mutation(() => MatchResolutionPayload, {
    description:
      "Creator or Organizer: voids a match. A resolution is reversed by CORRECTION entries and the members' fields are restored; refused if a reversal would overdraw.",
  })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  voidMatch(@Ctx() ctx: RequestContext, @Arg('input', () => VoidMatchInput, { validate: false }) input: VoidMatchInput) {
    return ResolutionService.void(ctx, input);
  }

  @FieldResolver(() => [SideResolution], { description: 'What the match meant for each side, in side order.' })
  @Reads('matchId', 'result')
  sides(@Root() record: AnyResolution, @Ctx() ctx: RequestContext, @Info() info: GraphQLResolveInfo) {
    return sidesForViewer(ctx, info, record.matchId, record.result);
  }

  @FieldResolver(() => [MemberResolution], {
    description: "What the match meant for each member of the playing teams (hidden characters' members: the Creator only).",
  })
  @Reads('matchId', 'result')
  async members(@Root() record: AnyResolution, @Ctx() ctx: RequestContext) {
    return (await shown(ctx, record)).members;
  }

  @FieldResolver(() => [SideMorale], { description: 'Morale after the AP changes: who quit at once, and the fights still to be played.' })
  @Reads('matchId', 'result')
  async morale(@Root() record: AnyResolution, @Ctx() ctx: RequestContext) {
    return (await shown(ctx, record)).morale;
  }

  @FieldResolver(() => [String], { description: 'Why something was left out (a scenario the rules do not know, a team without a leader...).' })
  @Reads('matchId', 'result')
  async notes(@Root() record: AnyResolution, @Ctx() ctx: RequestContext) {
    return (await shown(ctx, record)).notes;
  }

  @FieldResolver(() => [LedgerEntry], { description: 'Ledger entries the resolution wrote (empty in a preview and for rulesets that award nothing).' })
  @Reads('matchId', 'ledgerEntryIds')
  async ledgerEntries(@Root() record: AnyResolution, @Ctx() ctx: RequestContext) {
    if (!record.ledgerEntryIds?.length) return [];
    const match = (await ctx.loaders.matchById.load(record.matchId))!;
    const entries = await ctx.loaders.ledgerEntryById.loadMany(record.ledgerEntryIds);
    return LedgerService.forViewer(
      ctx,
      match.worldId,
      entries.filter((e): e is LedgerEntry => e instanceof LedgerEntry),
    );
  }

  @FieldResolver(() => Match, { description: 'The match resolved.' })
  @Reads('matchId')
  match(@Root() record: AnyResolution, @Ctx() ctx: RequestContext) {
    return ctx.loaders.matchById.load(record.matchId);
  }
}

@Resolver(() => SideResolution)
export class SideResolutionResolver {
  @FieldResolver(() => Team, { nullable: true, description: 'The team; null for an NPC force.' })
  team(@Root() side: SideResolution, @Ctx() ctx: RequestContext) {
    return side.teamId ? ctx.loaders.teamById.load(side.teamId) : null;
  }
}
