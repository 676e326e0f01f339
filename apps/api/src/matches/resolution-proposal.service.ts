import { isDeepStrictEqual } from 'node:util';
import { IsNull } from 'typeorm';
import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { validateInput } from '../common/validation';
import { UserErrorCode } from '../http/user-error-codes';
import { isUuid } from '../teams/team.util';
import { Team } from '../teams/team.entity';
import { MatchStatus } from './match.enums';
import { Match } from './match.entity';
import { lockedMatchWithSides } from './match.reads';
import { MatchService } from './match.service';
import { ownSidePositions } from './player-match.access';
import { ConfirmMatchResolutionInput, RejectMatchResolutionInput } from './resolution-proposal.inputs';
import { ProposalDecision, ResolutionProposal } from './resolution-proposal.entity';
import { MatchOutcomeInput } from './resolution.inputs';
import { ResolutionResult, ResolutionService } from './resolution.service';

export interface ProposalResult {
  proposal: ResolutionProposal | null;
  match: Match | null;
  userErrors: UserError[];
}

const matchNotFound = () => userError(UserErrorCode.MATCH_NOT_FOUND, ['matchId'], 'no such match');

/** Refuses (FORBIDDEN) anyone who may neither resolve matches of the world nor play his own: a decision is theirs only. */
function mayDecideAtAll(ctx: RequestContext, worldId: string): void {
  const viewer = requireAccount(ctx.viewer);
  if (!can(viewer, worldId, 'match.resolve') && !can(viewer, worldId, 'match.playOwn')) authorize(viewer, worldId, 'match.resolve');
}

export class ResolutionProposalService {
  /** The latest proposal of each match (open or decided), batched. */
  static latestFor(ctx: RequestContext, match: Match): Promise<ResolutionProposal | null> {
    return ctx.loaders.latestResolutionProposalByMatchId.load(match.id);
  }

  /**
   * Whether the viewer may decide this open proposal: the Creator and organizers may; a player with a
   * side in the match may, unless he proposed it (he may withdraw it: reject, not confirm). The refusal,
   * else null.
   */
  static async deciderProblem(ctx: RequestContext, match: Match, proposal: ResolutionProposal, decision: ProposalDecision): Promise<UserError | null> {
    const viewer = requireAccount(ctx.viewer);
    if (can(viewer, match.worldId, 'match.resolve')) return null;
    if (proposal.proposedById === viewer.accountId) {
      if (decision === ProposalDecision.REJECTED) return null;
      return userError(
        UserErrorCode.PROPOSER_CANNOT_CONFIRM,
        ['matchId'],
        "you proposed this resolution: the other side's owner, the Creator or an organizer confirms it",
      );
    }
    if ((await ownSidePositions(ctx, match)).length) return null;
    return userError(UserErrorCode.NOT_A_CONFIRMER, ['matchId'], "only the other side's owner, the Creator or an organizer decides this resolution");
  }

  /** The owners of the match's teams other than the proposer's: the players who may confirm it. */
  static async confirmers(ctx: RequestContext, proposal: ResolutionProposal): Promise<string[]> {
    const sides = await ctx.loaders.matchSidesByMatchId.load(proposal.matchId);
    const teams = await ctx.loaders.teamById.loadMany(sides.flatMap((s) => (s.teamId ? [s.teamId] : [])));
    const owners = teams.flatMap((t) => (t instanceof Team && t.ownerId !== proposal.proposedById ? [t.ownerId] : []));
    return [...new Set(owners)];
  }

  /**
   * Confirms the open proposal: the resolution is computed again from the same log, dice and outcome, and
   * applied exactly as resolveMatch applies it (ledger, members, league standings, webhooks, live feed)
   * if it is still what was proposed; if the teams changed meanwhile it is refused (PROPOSAL_OUTDATED).
   */
  static async confirm(ctx: RequestContext, input: ConfirmMatchResolutionInput): Promise<ResolutionResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): ResolutionResult => ({ resolution: null, match: null, userErrors });
    const problems = await validateInput(input);
    const found = isUuid(input.matchId) ? await MatchService.find(ctx, input.matchId) : null;
    if (!found) return refused([matchNotFound()]);
    mayDecideAtAll(ctx, found.worldId);
    if (problems.length) return refused(problems);

    // Decisions and resolutions of one match queue here, then see what the first did.
    const { match, sides } = (await lockedMatchWithSides(ctx.em, found.id))!;
    const proposal = await ResolutionProposalService.open(ctx, match);
    if (!proposal) return refused([ResolutionProposalService.noProposal(match)]);
    const notYours = await ResolutionProposalService.deciderProblem(ctx, match, proposal, ProposalDecision.CONFIRMED);
    if (notYours) return refused([notYours]);

    await ResolutionService.lockSides(ctx, match, sides);
    const outcome = (proposal.input as { outcome: MatchOutcomeInput }).outcome;
    const computed = await ResolutionService.compute(ctx, match, sides, outcome);
    if (computed instanceof UserError) return refused([computed]);
    if (!isDeepStrictEqual(computed.result, proposal.result) || !isDeepStrictEqual(computed.diceFaces, proposal.diceFaces)) {
      return refused([
        userError(
          UserErrorCode.PROPOSAL_OUTDATED,
          ['matchId'],
          'the teams changed since this resolution was proposed, so it no longer computes the same: reject it, and its proposer proposes again',
        ),
      ]);
    }
    // now(): the transaction's time, the same as the resolution's applied_at, so the feed reads confirmed, then resolved.
    await ctx.em.update(
      ResolutionProposal,
      { id: proposal.id },
      { decision: ProposalDecision.CONFIRMED, decidedById: viewer.accountId, decidedAt: () => 'now()' },
    );
    return ResolutionService.apply(ctx, match, computed, { inputHash: proposal.inputHash, input: proposal.input }, viewer.accountId);
  }

  /** Rejects (or, as its proposer, withdraws) the open proposal: nothing applied, the match IN_PROGRESS again, the reason kept. */
  static async reject(ctx: RequestContext, input: RejectMatchResolutionInput): Promise<ProposalResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): ProposalResult => ({ proposal: null, match: null, userErrors });
    const problems = await validateInput(input);
    const found = isUuid(input.matchId) ? await MatchService.find(ctx, input.matchId) : null;
    if (!found) return refused([...problems, matchNotFound()]);
    mayDecideAtAll(ctx, found.worldId);
    const reason = input.reason?.trim() ?? '';
    if (!problems.length && !reason) problems.push(userError(UserErrorCode.INVALID_VALUE, ['reason'], 'give a reason of 1 to 500 characters'));
    if (problems.length) return refused(problems);

    const { match } = (await lockedMatchWithSides(ctx.em, found.id))!;
    const proposal = await ResolutionProposalService.open(ctx, match);
    if (!proposal) return refused([ResolutionProposalService.noProposal(match)]);
    const notYours = await ResolutionProposalService.deciderProblem(ctx, match, proposal, ProposalDecision.REJECTED);
    if (notYours) return refused([notYours]);

    await ctx.em.update(
      ResolutionProposal,
      { id: proposal.id },
      { decision: ProposalDecision.REJECTED, decidedById: viewer.accountId, decidedAt: () => 'now()', rejectReason: reason },
    );
    await ctx.em.update(Match, { id: match.id }, { status: MatchStatus.IN_PROGRESS });
    const rejected = await ctx.em.findOneByOrFail(ResolutionProposal, { id: proposal.id });
    return { proposal: rejected, match: { ...match, status: MatchStatus.IN_PROGRESS }, userErrors: [] };
  }

  /** The match's open proposal, if it awaits confirmation (the match row is locked by the caller). */
  private static async open(ctx: RequestContext, match: Match): Promise<ResolutionProposal | null> {
    if (match.status !== MatchStatus.AWAITING_CONFIRMATION) return null;
    return ctx.em.findOne(ResolutionProposal, { where: { matchId: match.id, decision: IsNull() } });
  }

  private static noProposal(match: Match): UserError {
    const why =
      match.status === MatchStatus.RESOLVED
        ? 'the match has already been resolved'
        : match.status === MatchStatus.VOID
          ? 'the match is void'
          : 'no resolution of this match is proposed';
    return userError(UserErrorCode.NO_PROPOSED_RESOLUTION, ['matchId'], `${why}: there is nothing to confirm or reject`);
  }
}
