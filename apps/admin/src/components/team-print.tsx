import type { ReactNode } from 'react';
import { graphql } from '@/gql';
import type { PrintTeamSheetFragment } from '@/gql/graphql';
import { formatCash, LEDGER_CURRENCY_LABELS, MEMBER_STATUS_LABELS, RANK_LABELS, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { DialTable } from './dial-table';
import './team-print.css';

/**
 * What a printed sheet reads of a team: the world's print page lists it for every team, the team's own
 * page (TeamSheet) reads it with the rest of the sheet.
 */
graphql(`
  fragment PrintTeamSheet on Team {
    id
    name
    alignment
    ...TeamBalances
    pointValue
    owner {
      id
      displayName
    }
    members {
      id
      isLeader
      level
      rank
      status
      outForScenarios
      featIds
      permanentInjuries {
        id
        name
      }
      character {
        id
        name
      }
      version {
        id
        rank
        pointValue
        dialLength
        startingClick
        koClicks
        clicks {
          ...DialClickFields
        }
      }
    }
  }
`);

/** A team as its printed sheet heads it: name, owner and balances, then its members. */
export type PrintTeam = PrintTeamSheetFragment;
/** A member as the printed sheet shows it. */
export type PrintMember = PrintTeam['members'][number];

/** Members still on the team (the dead and those who quit are off the sheet). */
const onTeam = (members: readonly PrintMember[]) => members.filter((m) => m.status !== 'DEAD' && m.status !== 'QUIT');

/** "Prestige" or "Infamy", the word of the team's renown. */

/** ", out for 2 scenarios" or ", Captured" after a member who is not playing; nothing for an active one. */
function standing(m: PrintMember): string {
  if (m.status === 'ACTIVE') return '';
  if (m.status === 'OUT' && m.outForScenarios) return `, out for ${m.outForScenarios} ${m.outForScenarios === 1 ? 'scenario' : 'scenarios'}`;
  return `, ${MEMBER_STATUS_LABELS[m.status]}`;
}

/** A member's permanent injuries by name, in the order suffered (a repeat as often as suffered); `none` when he has none. */
export function InjuryNames({ injuries, none }: { injuries: PrintMember['permanentInjuries']; none: ReactNode }) {
  return <>{injuries.map((i) => i.name).join(', ') || none}</>;
}

/** Every member on the team with its whole dial, its feats (by name) and its permanent injuries. */
export function MemberDials({ members, featNames }: { members: readonly PrintMember[]; featNames: ReadonlyMap<string, string> }) {
  const shown = onTeam(members);
  if (shown.length === 0) return <p className="muted">The team has no members.</p>;
  return (
    <div className="print-members">
      {shown.map((m) => (
        <section key={m.id} className="print-member" aria-label={m.character.name} data-testid="print-member" data-member-id={m.id}>
          <h3 className="print-member__name">
            {m.character.name}
            {m.isLeader && <span className="leader-badge">Leader</span>}
            <span className="print-member__meta">
              {RANK_LABELS[m.rank]}, level {m.level}, {m.version.pointValue} points{standing(m)}
            </span>
          </h3>
          <p className="print-member__line" data-testid="print-member-feats">
            <strong>Feats:</strong> {m.featIds.map((f) => featNames.get(f) ?? f).join(', ') || 'none'}
          </p>
          <p className="print-member__line" data-testid="print-member-injuries">
            <strong>Injuries:</strong> <InjuryNames injuries={m.permanentInjuries} none="none" />
          </p>
          <DialTable version={m.version} />
        </section>
      ))}
    </div>
  );
}

/** One team's printed sheet: its name, owner and balances, then each member's dial; on paper it starts a page, and a long one goes on under its name. */
export function TeamPrintSheet({ team, featNames }: { team: PrintTeam; featNames: ReadonlyMap<string, string> }) {
  const headingId = `print-team-${team.id}`;
  return (
    <article className="print-team" aria-labelledby={headingId} data-testid="print-team" data-team-id={team.id}>
      <h2 id={headingId} className="print-team__name">
        {team.name} <span className={`kind-badge kind-badge--${team.alignment.toLowerCase()}`}>{TEAM_ALIGNMENT_LABELS[team.alignment]}</span>
      </h2>
      <dl className="facts print-team__balances" data-testid="print-team-balances">
        <div>
          <dt>Owner</dt>
          <dd>{team.owner.displayName}</dd>
        </div>
        <div>
          <dt>Hero Points</dt>
          <dd data-testid="print-hero-points">{team.heroPoints}</dd>
        </div>
        <div>
          <dt>Cash</dt>
          <dd data-testid="print-cash">{formatCash(team.cash)}</dd>
        </div>
        <div>
          <dt>{LEDGER_CURRENCY_LABELS[team.renown.currency]}</dt>
          <dd data-testid="print-renown">{team.renown.value}</dd>
        </div>
        <div>
          <dt>Team points</dt>
          <dd>{team.pointValue}</dd>
        </div>
      </dl>
      <MemberDials members={team.members} featNames={featNames} />
    </article>
  );
}
