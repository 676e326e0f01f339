import { graphql } from '@/gql';
import type { MatchProposalQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { ProposalDecisionForms } from './proposal-forms';

/** A match's latest proposed result: who proposed it, who may confirm it, what it would apply, and whether the viewer may decide it. */
const MatchProposalQuery = graphql(`
  query MatchProposal($id: ID!) {
    match(id: $id) {
      id
      status
      resolutionProposal {
        decision
        rejectReason
        proposedBy {
          displayName
        }
        decidedBy {
          displayName
        }
        awaitingConfirmationBy {
          displayName
        }
        viewerMayConfirm
        viewerMayReject
        resolution {
          sides {
            position
            outcome
            heroPointsEarned
            team {
              name
            }
          }
        }
      }
    }
  }
`);

type Proposal = NonNullable<NonNullable<MatchProposalQuery['match']>['resolutionProposal']>;

const OUTCOME_WORDS: Record<string, string> = { WON: 'won', LOST: 'lost', DRAW: 'drew' };

/** "Alice", "Alice and Bob", "Alice, Bob and Carol". */
function names(list: readonly { displayName: string }[]): string {
  const all = list.map((a) => a.displayName);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}` : (all[0] ?? '');
}

function outcomeLine(proposal: Proposal): string {
  return proposal.resolution.sides
    .map((s) => `${s.team?.name ?? `Side ${s.position + 1}`} ${OUTCOME_WORDS[s.outcome] ?? s.outcome} (${s.heroPointsEarned} Hero Points)`)
    .join(', ');
}

/**
 * Players' matches (issue 17): while a proposed result waits, "Proposed by X, awaiting confirmation
 * by Y" with Confirm / Reject for whoever may; after a rejection, its reason while the match is played on.
 */
export async function ProposalPanel({ matchId }: { matchId: string }) {
  const result = await apiResult(() => graphqlRequest(MatchProposalQuery, { id: matchId }));
  if (!result.ok) return null;
  const match = result.data.match;
  const proposal = match?.resolutionProposal;
  if (!match || !proposal) return null;
  if (proposal.decision === null && match.status === 'AWAITING_CONFIRMATION') {
    const confirmers = names(proposal.awaitingConfirmationBy);
    return (
      <section className="notice proposal" aria-labelledby="proposal-title" data-testid="proposal-panel">
        <h3 id="proposal-title">Proposed result</h3>
        <p data-testid="proposal-status">
          Proposed by {proposal.proposedBy.displayName}, awaiting confirmation by{' '}
          {confirmers ? `${confirmers} (or the Creator or an organizer)` : 'the Creator or an organizer'}.
        </p>
        <p data-testid="proposal-outcome">{outcomeLine(proposal)}. Nothing is applied to the ledger until it is confirmed.</p>
        {(proposal.viewerMayConfirm || proposal.viewerMayReject) && (
          <ProposalDecisionForms matchId={match.id} mayConfirm={proposal.viewerMayConfirm} mayReject={proposal.viewerMayReject} />
        )}
      </section>
    );
  }
  if (proposal.decision === 'REJECTED' && match.status === 'IN_PROGRESS') {
    return (
      <p className="notice notice--warning" role="status" data-testid="proposal-rejected">
        The result {proposal.proposedBy.displayName} proposed was sent back by {proposal.decidedBy?.displayName ?? 'a member'}: {proposal.rejectReason}
      </p>
    );
  }
  return null;
}
