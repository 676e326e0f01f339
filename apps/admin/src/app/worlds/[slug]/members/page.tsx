import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConfirmAction } from '@/components/confirm-action';
import { CreatorOnly } from '@/components/creator-only';
import { type Column, type Sorting, SortableHeader, sortedCaption, SortNotice } from '@/components/data-table';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import type { WorldMembersQuery as WorldMembersResult } from '@/gql/graphql';
import { creatorOrNull } from '@/lib/access';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime, ROLE_LABELS } from '@/lib/labels';
import type { SearchParams } from '@/lib/character-list-params';
import { MEMBER_SORT } from '@/lib/list-sorts';
import { loadWorld } from '@/lib/loaders';
import { readListSort, sortFixed, toOrderBy } from '@/lib/sort-params';
import { removeMemberAction, withdrawInvitationAction } from './actions';
import { AddMemberForm, RoleForm } from './member-forms';

export const metadata: Metadata = { title: 'Members' };

/** Worlds are small (a Creator, organizers and a gaming group); one page covers them. */
const MEMBERS_PAGE_SIZE = 100;

const WorldMembersQuery = graphql(`
  query WorldMembers($world: String!, $first: Int!, $orderBy: WorldMemberOrder) {
    worldMembers(world: $world, first: $first, orderBy: $orderBy) {
      totalCount
      nodes {
        role
        email
        createdAt
        account {
          id
          displayName
        }
      }
    }
    worldInvitations(world: $world, first: $first) {
      totalCount
      nodes {
        email
        role
        invitedAt
      }
    }
  }
`);

/** The members table's sortable headings (its other columns are plain). */
const JOINED_COLUMN = { label: 'Member since', sort: 'JOINED_AT', sortName: 'when they joined' } satisfies Column;
const ROLE_COLUMN = { label: 'Role', sort: 'ROLE' } satisfies Column;

interface PageProps {
  params: Promise<{ slug: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function MembersPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const sort = readListSort(await searchParams, MEMBER_SORT);
  const sorting: Sorting = { state: sort, basePath: `/worlds/${encodeURIComponent(slug)}/members`, filters: sortFixed(sort) };
  const creator = await creatorOrNull(slug, `/worlds/${encodeURIComponent(slug)}/members`);
  const world = await loadWorld(slug);
  if (!world.ok) return <ErrorPanel title="The world could not be loaded" message={world.error.message} />;
  if (!world.data) notFound();
  if (!creator) return <CreatorOnly what="manage its members" worldSlug={slug} />;
  const worldName = world.data.name;

  const result = await apiResult(() => graphqlRequest(WorldMembersQuery, { world: slug, first: MEMBERS_PAGE_SIZE, orderBy: toOrderBy(sort) }));
  if (!result.ok) return <ErrorPanel title="The members could not be loaded" message={result.error.message} />;
  const members = result.data.worldMembers;
  const invitations = result.data.worldInvitations;
  if (!members || !invitations) notFound();

  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(slug)}/characters`}>{world.data.name}</Link>{' '}
        <span aria-hidden="true">›</span> Members
      </nav>
      <h1>Members of {world.data.name}</h1>
      <p className="muted">
        The Creator curates the world, organizers run its leagues, players own teams. A world keeps at least one Creator. Someone you invite joins once they
        accept.
      </p>

      <SortNotice sorting={sorting} defaultOrder={MEMBER_SORT.defaultOrder} />

      <div className="table-scroll">
        <table className="data-table" data-testid="members-table">
          <caption className="visually-hidden">{sortedCaption('Members, oldest first', [JOINED_COLUMN, ROLE_COLUMN], sorting)}</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <SortableHeader column={JOINED_COLUMN} sorting={sorting} />
              <SortableHeader column={ROLE_COLUMN} sorting={sorting} />
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.nodes.map((member) => (
              <tr key={member.account.id} data-testid="member-row">
                <th scope="row">
                  {member.account.displayName}
                  {member.account.id === creator.account.id && <span className="muted"> (you)</span>}
                </th>
                <td>{member.email ?? <span className="muted">—</span>}</td>
                <td>
                  <time dateTime={member.createdAt}>{formatDateTime(member.createdAt)}</time>
                </td>
                <td>
                  <span className="visually-hidden">{ROLE_LABELS[member.role]}: </span>
                  <RoleForm worldSlug={slug} accountId={member.account.id} role={member.role} displayName={member.account.displayName} />
                </td>
                <td>
                  <ConfirmAction
                    action={removeMemberAction}
                    fields={{ world: slug, accountId: member.account.id }}
                    label="Remove"
                    labelContext={member.account.displayName}
                    question={`Remove ${member.account.displayName} from ${worldName}?`}
                    confirmLabel="Yes, remove"
                    testId="remove-member"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {members.totalCount > members.nodes.length && (
        <p className="muted">
          Showing the first {members.nodes.length} of {members.totalCount} members.
        </p>
      )}

      <h2>Pending invitations</h2>
      <InvitationsTable invitations={invitations} slug={slug} />

      <AddMemberForm worldSlug={slug} />
    </>
  );
}

/** The invitations not yet answered, each with its withdraw action. */
function InvitationsTable({ invitations, slug }: { invitations: NonNullable<WorldMembersResult['worldInvitations']>; slug: string }) {
  return (
    <>
      {invitations.nodes.length === 0 ? (
        <p className="empty" data-testid="no-invitations">
          No invitation is waiting for an answer.
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" data-testid="invitations-table">
            <caption className="visually-hidden">Invitations not yet accepted or declined, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Invited</th>
                <th scope="col">Role</th>
                <th scope="col">
                  <span className="visually-hidden">Withdraw</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.nodes.map((invitation) => (
                <tr key={invitation.email} data-testid="invitation-row">
                  <th scope="row">{invitation.email}</th>
                  <td>
                    <time dateTime={invitation.invitedAt}>{formatDateTime(invitation.invitedAt)}</time>
                  </td>
                  <td>{ROLE_LABELS[invitation.role]}</td>
                  <td>
                    <ConfirmAction
                      action={withdrawInvitationAction}
                      fields={{ world: slug, email: invitation.email }}
                      label="Withdraw"
                      labelContext={invitation.email}
                      question={`Withdraw the invitation of ${invitation.email}?`}
                      confirmLabel="Yes, withdraw"
                      testId="withdraw-invitation"
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {invitations.totalCount > invitations.nodes.length && (
        <p className="muted">
          Showing the first {invitations.nodes.length} of {invitations.totalCount} invitations.
        </p>
      )}
    </>
  );
}
