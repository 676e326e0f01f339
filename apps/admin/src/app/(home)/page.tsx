import type { Metadata } from 'next';
import Link from 'next/link';
import { ConfirmAction } from '@/components/confirm-action';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime, ROLE_LABELS } from '@/lib/labels';
import { readSessionToken } from '@/lib/session';
import { declineInvitationAction } from './actions';
import { AcceptInvitationForm } from './invitation-forms';

export const metadata: Metadata = { title: 'Worlds' };

const WorldsQuery = graphql(`
  query Worlds {
    worlds(first: 100) {
      totalCount
      nodes {
        id
        slug
        name
      }
    }
  }
`);

/** The invitations one page shows; more wait for the next answers. */
const INVITATIONS_PAGE_SIZE = 20;

const MyInvitationsQuery = graphql(`
  query MyInvitations($first: Int!) {
    me {
      invitations(first: $first) {
        totalCount
        nodes {
          role
          invitedAt
          world {
            slug
            name
          }
        }
      }
    }
  }
`);

/** The signed-in person's pending invitations, each to accept or decline; nothing when there are none. */
async function Invitations() {
  if (!(await readSessionToken())) return null;
  const result = await apiResult(() => graphqlRequest(MyInvitationsQuery, { first: INVITATIONS_PAGE_SIZE }));
  if (!result.ok) return <ErrorPanel title="Your invitations could not be loaded" message={result.error.message} />;
  const invitations = result.data.me?.invitations;
  if (!invitations?.nodes.length) return null;
  return (
    <section aria-labelledby="invitations-title" data-testid="invitations">
      <h2 id="invitations-title">Invitations</h2>
      <ul className="invitation-list">
        {invitations.nodes.map((invitation) => (
          <li key={invitation.world.slug} className="invitation-list__item" data-testid="invitation-item">
            <p>
              <strong>{invitation.world.name}</strong> invites you as {ROLE_LABELS[invitation.role]}{' '}
              <span className="muted">
                (<time dateTime={invitation.invitedAt}>{formatDateTime(invitation.invitedAt)}</time>)
              </span>
            </p>
            <AcceptInvitationForm worldSlug={invitation.world.slug} worldName={invitation.world.name} />
            <ConfirmAction
              action={declineInvitationAction}
              fields={{ world: invitation.world.slug }}
              label="Decline"
              labelContext={`the invitation to ${invitation.world.name}`}
              question={`Decline the invitation to ${invitation.world.name}?`}
              confirmLabel="Yes, decline"
              testId="decline-invitation"
            />
          </li>
        ))}
      </ul>
      {invitations.totalCount > invitations.nodes.length && (
        <p className="muted">
          Showing the first {invitations.nodes.length} of {invitations.totalCount} invitations.
        </p>
      )}
    </section>
  );
}

export default async function WorldsPage() {
  const result = await apiResult(() => graphqlRequest(WorldsQuery));
  if (!result.ok) return <ErrorPanel title="The worlds could not be loaded" message={result.error.message} />;
  const { worlds } = result.data;

  return (
    <>
      <h1>Worlds</h1>
      <Invitations />
      {worlds.nodes.length === 0 ? (
        <p className="empty">There are no worlds yet.</p>
      ) : (
        <ul className="world-list" data-testid="worlds">
          {worlds.nodes.map((world) => (
            <li key={world.id} className="world-list__item" data-testid="world-item">
              <h2 className="world-list__name">{world.name}</h2>
              <p className="world-list__slug">
                <code>{world.slug}</code>
              </p>
              <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>
                Browse characters<span className="visually-hidden"> of {world.name}</span>
              </Link>{' '}
              <span aria-hidden="true">·</span>{' '}
              <Link href={`/worlds/${encodeURIComponent(world.slug)}/leagues`}>
                Leagues<span className="visually-hidden"> of {world.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {worlds.totalCount > worlds.nodes.length && (
        <p className="muted">
          Showing the first {worlds.nodes.length} of {worlds.totalCount} worlds.
        </p>
      )}
    </>
  );
}
