import { Arg, Authorized, Ctx, Field, FieldResolver, Mutation, ObjectType, Resolver, Root, UseMiddleware } from 'type-graphql';
import { Account } from '../accounts/account.entity';
import { RequestContext } from '../context';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { Idempotent } from '../idempotency/idempotency.middleware';
import { MatchStatus } from './match.enums';
import { Match } from './match.entity';
import { ConfirmMatchResolutionInput, RejectMatchResolutionInput } from './resolution-proposal.inputs';
import { ProposalDecision, ResolutionProposal } from './resolution-proposal.entity';
import { ResolutionProposalService } from './resolution-proposal.service';
import { MatchResolutionPayload } from './resolution.resolver';
import { MatchResolutionPreview } from './resolution.entity';
import { proposedResolution } from './resolution.service';

@ObjectType({ description: 'The result of rejectMatchResolution.' })
export class RejectMatchResolutionPayload {
  @Field(() => ResolutionProposal, { nullable: true, description: 'The proposal, rejected; null when userErrors is not empty.' })
  proposal: ResolutionProposal | null;

  @Field(() => Match, { nullable: true, description: 'The match, IN_PROGRESS again; null when userErrors is not empty.' })
  match: Match | null;

  @Field(() => [UserError], { description: 'Why nothing was done: stable codes such as NO_PROPOSED_RESOLUTION or NOT_A_CONFIRMER.' })
  userErrors: UserError[];
}

@Resolver(() => Match)
export class MatchResolutionProposalFieldResolver {
  @FieldResolver(() => ResolutionProposal, {
    nullable: true,
    description: 'The latest resolution a player proposed (waiting while its decision is null, as the match is AWAITING_CONFIRMATION); null if none was.',
  })
  resolutionProposal(@Root() match: Match, @Ctx() ctx: RequestContext) {
    return ResolutionProposalService.latestFor(ctx, match);
  }
}

@Resolver(() => ResolutionProposal)
export class ResolutionProposalResolver {
  @Mutation(() => MatchResolutionPayload, {
    description:
      "The other side's owner, the Creator or an organizer (never its proposer): applies the resolution a player proposed, exactly as resolveMatch would have (ledger entries, members, standings, webhooks). Refused with PROPOSAL_OUTDATED if the teams changed since.",
  })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  confirmMatchResolution(@Ctx() ctx: RequestContext, @Arg('input', () => ConfirmMatchResolutionInput, { validate: false }) input: ConfirmMatchResolutionInput) {
    return ResolutionProposalService.confirm(ctx, input);
  }

  @Mutation(() => RejectMatchResolutionPayload, {
    description:
      "The other side's owner, the Creator or an organizer (or its proposer, withdrawing it): rejects a proposed resolution with a reason; nothing is applied and the match is IN_PROGRESS again.",
  })
  @Authorized()
  @UseMiddleware(Transactional, Idempotent)
  rejectMatchResolution(@Ctx() ctx: RequestContext, @Arg('input', () => RejectMatchResolutionInput, { validate: false }) input: RejectMatchResolutionInput) {
    return ResolutionProposalService.reject(ctx, input);
  }

  @FieldResolver(() => Match, { description: 'The match it resolves.' })
  match(@Root() proposal: ResolutionProposal, @Ctx() ctx: RequestContext) {
    return ctx.loaders.matchById.load(proposal.matchId);
  }

  @FieldResolver(() => MatchResolutionPreview, {
    description: 'What it applies when confirmed, as previewMatchResolution shows it (no id, no ledger entries yet).',
  })
  resolution(@Root() proposal: ResolutionProposal) {
    return proposedResolution(proposal);
  }

  @FieldResolver(() => Account, { description: 'The player who proposed it.' })
  proposedBy(@Root() proposal: ResolutionProposal, @Ctx() ctx: RequestContext) {
    return ctx.loaders.accountById.load(proposal.proposedById);
  }

  @FieldResolver(() => Account, { nullable: true, description: 'Who confirmed or rejected it; null while it waits.' })
  decidedBy(@Root() proposal: ResolutionProposal, @Ctx() ctx: RequestContext) {
    return proposal.decidedById ? ctx.loaders.accountById.load(proposal.decidedById) : null;
  }

  @FieldResolver(() => [Account], {
    description: "The players who may confirm it: the owners of the match's other teams (the world's Creator and organizers may too). Empty once decided.",
  })
  async awaitingConfirmationBy(@Root() proposal: ResolutionProposal, @Ctx() ctx: RequestContext) {
    if (proposal.decision) return [];
    const accounts = await ctx.loaders.accountById.loadMany(await ResolutionProposalService.confirmers(ctx, proposal));
    return accounts.filter((a): a is Account => a instanceof Account);
  }

  @FieldResolver(() => Boolean, { description: 'Whether you may confirm it now (false when signed out, for its proposer, and once decided).' })
  viewerMayConfirm(@Root() proposal: ResolutionProposal, @Ctx() ctx: RequestContext) {
    return ResolutionProposalResolver.mayDecide(ctx, proposal, ProposalDecision.CONFIRMED);
  }

  @FieldResolver(() => Boolean, { description: 'Whether you may reject (or, as its proposer, withdraw) it now.' })
  viewerMayReject(@Root() proposal: ResolutionProposal, @Ctx() ctx: RequestContext) {
    return ResolutionProposalResolver.mayDecide(ctx, proposal, ProposalDecision.REJECTED);
  }

  private static async mayDecide(ctx: RequestContext, proposal: ResolutionProposal, decision: ProposalDecision): Promise<boolean> {
    if (proposal.decision || ctx.viewer.kind !== 'account') return false;
    const match = await ctx.loaders.matchById.load(proposal.matchId);
    if (!match || match.status !== MatchStatus.AWAITING_CONFIRMATION) return false;
    if (!ctx.viewer.roles.has(match.worldId)) return false;
    return (await ResolutionProposalService.deciderProblem(ctx, match, proposal, decision)) === null;
  }
}
