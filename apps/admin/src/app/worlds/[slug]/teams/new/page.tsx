import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import type { FoundingCharactersQuery, FoundingTeamsQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { loadWorld } from '@/lib/loaders';
import type { FoundingCandidate, FoundingRules } from '@/lib/team-founding';
import { loadViewer, roleIn } from '@/lib/viewer';
import { FoundTeamForm } from './found-team-form';

export const metadata: Metadata = { title: 'Found a team' };

/** Characters with a Rookie version, a page at a time (the page size is capped at 100). */
const FoundingCharactersQueryDocument = graphql(`
  query FoundingCharacters($world: String!, $first: Int!, $after: String) {
    characters(world: $world, first: $first, after: $after, filter: { rank: ROOKIE }) {
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        name
        kind
        versions {
          rank
          pointValue
        }
      }
    }
  }
`);

/** Who is on a team already: a character plays for one team of the world at a time. */
const FoundingTeamsQueryDocument = graphql(`
  query FoundingTeams($world: String!, $first: Int!, $after: String) {
    teams(world: $world, first: $first, after: $after) {
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        members {
          id
          character {
            id
          }
        }
      }
    }
  }
`);

const FoundingSettingsQueryDocument = graphql(`
  query FoundingSettings($world: String!) {
    worldSettings(world: $world) {
      startingHeroPoints
      startingHeroPointsSeveralPlayers
      maxFoundingMembers
      teamsOfSeveralPlayers
    }
  }
`);

const PAGE_SIZE = 100;
/** Enough for any world we know of; a larger one gets a notice that the list is cut. */
const MAX_PAGES = 20;
/** `teams` and `characters` are null only beside a NOT_FOUND error, which graphqlRequest throws: never read. */
const NO_PAGE = { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } };

/** Every page of a connection, up to MAX_PAGES; `complete` says whether the end was reached. */
async function readAll<T>(readPage: (after: string | null) => Promise<{ nodes: T[]; pageInfo: { endCursor?: string | null; hasNextPage: boolean } }>) {
  const nodes: T[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await readPage(after);
    nodes.push(...result.nodes);
    if (!result.pageInfo.hasNextPage || !result.pageInfo.endCursor) return { nodes, complete: true };
    after = result.pageInfo.endCursor;
  }
  return { nodes, complete: false };
}

type CharacterNode = NonNullable<FoundingCharactersQuery['characters']>['nodes'][number];
type TeamNode = NonNullable<FoundingTeamsQuery['teams']>['nodes'][number];

interface PageProps {
  params: Promise<{ slug: string }>;
}

export default async function FoundTeamPage({ params }: PageProps) {
  const { slug } = await params;
  const teamsPath = `/worlds/${encodeURIComponent(slug)}/teams`;
  const [worldResult, viewer] = await Promise.all([loadWorld(slug), apiResult(loadViewer)]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world) notFound();
  if (viewer.ok && !viewer.data) redirect(`/sign-in?reason=required&next=${encodeURIComponent(`${teamsPath}/new`)}`);
  const role = viewer.ok ? roleIn(viewer.data, slug) : null;

  const breadcrumb = (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link>{' '}
      <span aria-hidden="true">›</span> <Link href={teamsPath}>Teams</Link> <span aria-hidden="true">›</span> Found a team
    </nav>
  );
  if (!viewer.ok) return <ErrorPanel title="Who you are could not be checked" message={viewer.error.message} />;
  if (role !== 'CREATOR' && role !== 'PLAYER') {
    return (
      <>
        {breadcrumb}
        <h1>Found a team</h1>
        <p className="notice notice--warning" role="alert" data-testid="not-allowed">
          {role === 'ORGANIZER'
            ? 'Organizers run leagues; only the world’s Creator and its Players found teams.'
            : 'Only members of this world (its Creator and its Players) can found a team here.'}
        </p>
        <p>
          <Link href={teamsPath}>Back to the teams</Link>
        </p>
      </>
    );
  }

  const [characters, teams, settings] = await Promise.all([
    apiResult(() =>
      readAll<CharacterNode>(
        async (after) => (await graphqlRequest(FoundingCharactersQueryDocument, { world: slug, first: PAGE_SIZE, after })).characters ?? NO_PAGE,
      ),
    ),
    apiResult(() =>
      readAll<TeamNode>(async (after) => (await graphqlRequest(FoundingTeamsQueryDocument, { world: slug, first: PAGE_SIZE, after })).teams ?? NO_PAGE),
    ),
    apiResult(() => graphqlRequest(FoundingSettingsQueryDocument, { world: slug })),
  ]);
  if (!characters.ok) return <ErrorPanel title="The characters could not be loaded" message={characters.error.message} />;
  if (!teams.ok) return <ErrorPanel title="The teams could not be loaded" message={teams.error.message} />;
  if (!settings.ok) return <ErrorPanel title="The world's settings could not be loaded" message={settings.error.message} />;

  const onATeam = new Set(teams.data.nodes.flatMap((t) => t.members.map((m) => m.character.id)));
  const withRookie = characters.data.nodes.flatMap((c) => {
    const rookie = c.versions.find((v) => v.rank === 'ROOKIE');
    return rookie ? [{ id: c.id, name: c.name, kind: c.kind, rookiePoints: rookie.pointValue }] : [];
  });
  const candidates: FoundingCandidate[] = withRookie.filter((c) => !onATeam.has(c.id));
  const taken = withRookie.length - candidates.length;
  if (!settings.data.worldSettings) notFound();
  const rules: FoundingRules = settings.data.worldSettings;

  return (
    <>
      {breadcrumb}
      <h1>Found a team in {world.name}</h1>
      <p className="muted">
        A team starts with a leader and up to {rules.maxFoundingMembers - 1} more founders, all Rookies, paid for from its starting Hero Points; what is left
        goes to its reserve. The server rolls the team ability (2d6) when the team is founded.
      </p>
      {(!characters.data.complete || !teams.data.complete) && (
        <p className="notice notice--warning" data-testid="founding-list-cut">
          This world is large: only its first {PAGE_SIZE * MAX_PAGES} characters and teams were read, so some characters may be missing from the lists.
        </p>
      )}
      {candidates.length === 0 ? (
        <div className="empty" data-testid="founding-empty">
          <p>
            {withRookie.length === 0
              ? 'This world has no character with a Rookie version yet, so no team can be founded.'
              : 'Every character with a Rookie version is already on a team, so no team can be founded now.'}
          </p>
          <p>
            <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>See the characters</Link>
            {role === 'CREATOR' && (
              <>
                {' '}
                or <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters/new`}>add one</Link>
              </>
            )}
            .
          </p>
        </div>
      ) : (
        <FoundTeamForm world={world.slug} candidates={candidates} rules={rules} takenCount={taken} cancelHref={teamsPath} />
      )}
    </>
  );
}
