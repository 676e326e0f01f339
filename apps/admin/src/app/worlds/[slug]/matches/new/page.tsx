import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import type { RolledScenarioQuery } from '@/gql/graphql';
import { type ApiResult, apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { RANK_LABELS } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { loadViewer, roleIn, type Viewer } from '@/lib/viewer';
import { NewMatchForm, type CharacterChoice, type LeagueChoice, type RolledOpposition, type TeamChoice } from './new-match-form';

/** What a match can be made of: the world's teams with their members, scenarios, characters for NPC forces, and the open leagues it can count for. */
const NewMatchChoicesQuery = graphql(`
  query NewMatchChoices($world: String!) {
    teams(world: $world, first: 100) {
      nodes {
        id
        name
        alignment
        owner {
          id
        }
        members {
          id
          status
          character {
            name
          }
          version {
            rank
            pointValue
          }
        }
      }
    }
    scenarios(world: $world, first: 100) {
      nodes {
        catalogueId
        name
      }
    }
    leagues(world: $world, first: 100, status: OPEN) {
      nodes {
        id
        name
        season
        teams {
          id
        }
      }
    }
    characters(world: $world, first: 100) {
      nodes {
        id
        name
        kind
        versions {
          id
          rank
          pointValue
        }
      }
    }
  }
`);

/** The generator entry a rolled scenario's "Start a match with this scenario" names. */
const RolledScenarioQuery = graphql(`
  query RolledScenario($id: String!) {
    randomScenarioEntry(id: $id) {
      id
      name
      from
      to
      opposition
      text
    }
  }
`);

interface PageProps {
  params: Promise<{ slug: string }>;
  /** `league`: the league preselected by its page's "New league match"; `rolled`: the random scenario rolled (its generator id). */
  searchParams: Promise<{ league?: string | string[]; rolled?: string | string[] }>;
}

export const metadata: Metadata = { title: 'New match' };

export default async function NewMatchPage({ params, searchParams }: PageProps) {
  const { slug } = await params;
  const { league: requestedLeague, rolled } = await searchParams;
  const basePath = `/worlds/${encodeURIComponent(slug)}/matches`;
  const [worldResult, viewer, choices, rolledEntry] = await Promise.all([
    loadWorld(slug),
    apiResult(loadViewer),
    apiResult(() => graphqlRequest(NewMatchChoicesQuery, { world: slug })),
    typeof rolled === 'string' ? apiResult(async () => (await graphqlRequest(RolledScenarioQuery, { id: rolled })).randomScenarioEntry) : null,
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world) notFound();
  if (viewer.ok && !viewer.data) redirect(`/sign-in?reason=required&next=${encodeURIComponent(`${basePath}/new`)}`);
  const role = viewer.ok ? roleIn(viewer.data, slug) : null;

  const breadcrumb = (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link>{' '}
      <span aria-hidden="true">›</span> <Link href={basePath}>Matches</Link> <span aria-hidden="true">›</span> New match
    </nav>
  );
  // A player sets up his own team against another player's (issue 17): the API refuses anything else.
  const ownTeamIds = choices.ok ? playerTeamIds(role, viewer, choices.data.teams) : null;
  const refusal = setUpRefusal(role, ownTeamIds);
  if (refusal) {
    return (
      <>
        {breadcrumb}
        <h1>New match</h1>
        <p className="notice notice--warning" role="alert" data-testid="not-allowed">
          {refusal}
        </p>
      </>
    );
  }
  if (!choices.ok) return <ErrorPanel title="The teams and scenarios could not be loaded" message={choices.error.message} />;

  const teams: TeamChoice[] = (choices.data.teams?.nodes ?? []).map((t) => ({
    id: t.id,
    name: t.name,
    alignment: t.alignment,
    members: t.members
      .filter((m) => m.status === 'ACTIVE')
      .map((m) => ({ id: m.id, label: `${m.character.name} (${RANK_LABELS[m.version.rank]}, ${m.version.pointValue} points)`, points: m.version.pointValue })),
  }));
  const leagues: LeagueChoice[] = nodesOf(choices.data.leagues).map((l) => ({
    id: l.id,
    label: l.season ? `${l.name} (${l.season})` : l.name,
    teamIds: l.teams.map((t) => t.id),
  }));
  const initialLeagueId = leagues.find((l) => l.id === requestedLeague)?.id ?? '';
  const characters: CharacterChoice[] = nodesOf(choices.data.characters).flatMap((c) =>
    c.versions.map((v) => ({ versionId: v.id, label: `${c.name} (${RANK_LABELS[v.rank]}, ${v.pointValue} points)`, points: v.pointValue, kind: c.kind })),
  );

  const rolledScenario = rolledEntry?.ok && rolledEntry.data ? describeRolled(rolledEntry.data) : null;

  return (
    <>
      {breadcrumb}
      <h1>New match in {world.name}</h1>
      <p className="muted">The server draws a secret seed for the match dice and shows only its hash until the match is resolved.</p>
      <PlayerMatchNote ownTeamIds={ownTeamIds} />
      <p>
        Rock, Paper, Clix! is set up apart, with its armies and openings:{' '}
        <Link href={`${basePath}/new-rps`} data-testid="new-rps-link">
          New RPS Clix game
        </Link>
        .
      </p>
      {rolledScenario && (
        <section className="notice" aria-labelledby="rolled-scenario-title" data-testid="rolled-scenario">
          <h2 id="rolled-scenario-title">Rolled scenario: {rolledScenario.title}</h2>
          {rolledScenario.text.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <p className="muted">The form below is set up for it: {rolledScenario.setUp}.</p>
        </section>
      )}
      <NewMatchForm
        world={world.slug}
        teams={teams}
        scenarios={nodesOf(choices.data.scenarios).map((s) => ({ id: s.catalogueId, name: s.name }))}
        characters={characters}
        leagues={leagues}
        initialLeagueId={initialLeagueId}
        rolled={rolledScenario?.opposition}
        ownTeamIds={ownTeamIds}
      />
    </>
  );
}

/** A player's teams (his side's choices); null for the Creator and organizers, who set up any match. */
function playerTeamIds(
  role: string | null,
  viewer: ApiResult<Viewer | null>,
  teams: { nodes: readonly { id: string; owner: { id: string } }[] } | null,
): string[] | null {
  if (role !== 'PLAYER') return null;
  const accountId = viewer.ok ? viewer.data?.account.id : undefined;
  return (teams?.nodes ?? []).filter((t) => t.owner.id === accountId).map((t) => t.id);
}

/** Why the viewer cannot set up a match here, or null when he can. */
function setUpRefusal(role: string | null, ownTeamIds: string[] | null): string | null {
  if (role !== 'CREATOR' && role !== 'ORGANIZER' && role !== 'PLAYER')
    return 'Only the world’s Creator, an Organizer or a player with a team can set up matches.';
  if (ownTeamIds?.length === 0) return 'Found a team first: a player sets up matches between his own team and another player’s.';
  return null;
}

function PlayerMatchNote({ ownTeamIds }: { ownTeamIds: string[] | null }) {
  if (!ownTeamIds) return null;
  return (
    <p className="notice" data-testid="player-match-note">
      Your team plays side 1 against another player&rsquo;s team. You both record your own side&rsquo;s events; the result you propose applies once the other
      side&rsquo;s owner (or the Creator or an organizer) confirms it.
    </p>
  );
}

type RolledEntry = NonNullable<RolledScenarioQuery['randomScenarioEntry']>;

/** A list's items; none for the null that only comes beside a NOT_FOUND error, which graphqlRequest throws. */
function nodesOf<T>(page: { nodes: T[] } | null): T[] {
  return page?.nodes ?? [];
}

/** A rolled entry as the page shows it: "5–6: Minor Super Crime", its text, and how the form is set up for its opposition. */
function describeRolled(entry: RolledEntry): { title: string; text: string[]; opposition: RolledOpposition; setUp: string } {
  const range = entry.to === null ? `${entry.from}+` : entry.from === entry.to ? `${entry.from}` : `${entry.from}–${entry.to}`;
  const opposition = entry.opposition as RolledOpposition;
  const setUp =
    opposition.kind === 'TRAINING'
      ? 'a training mission'
      : opposition.kind === 'LACKEYS'
        ? `side 2 an NPC force of lackeys, ${opposition.minPoints} to ${opposition.maxPoints} points (the build total)`
        : `side 2 an NPC force: give it your team's points ${opposition.difference < 0 ? 'less' : 'plus'} ${Math.abs(opposition.difference)}${opposition.orMore ? ' or more' : ''}`;
  return { title: `${range}: ${entry.name}`, text: entry.text, opposition, setUp };
}
