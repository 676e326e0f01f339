import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { loadWorld } from '@/lib/loaders';
import { loadViewer, roleIn } from '@/lib/viewer';
import { type MonsterChoice, RpsMatchForm } from './rps-form';
import './rps-form.css';

/** What an RPS Clix army is picked from: the world's character versions (rank and the starting click's attack), and the teams whose players may play a side. */
const NewRpsChoicesQuery = graphql(`
  query NewRpsChoices($world: String!) {
    teams(world: $world, first: 100) {
      nodes {
        id
        name
      }
    }
    characters(world: $world, first: 100) {
      nodes {
        name
        versions {
          id
          rank
          startingClick
          clicks {
            number
            attack
          }
        }
      }
    }
  }
`);

interface PageProps {
  params: Promise<{ slug: string }>;
}

export const metadata: Metadata = { title: 'New RPS Clix game' };

export default async function NewRpsMatchPage({ params }: PageProps) {
  const { slug } = await params;
  const basePath = `/worlds/${encodeURIComponent(slug)}/matches`;
  const [worldResult, viewer, choices] = await Promise.all([
    loadWorld(slug),
    apiResult(loadViewer),
    apiResult(() => graphqlRequest(NewRpsChoicesQuery, { world: slug })),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world) notFound();
  if (viewer.ok && !viewer.data) redirect(`/sign-in?reason=required&next=${encodeURIComponent(`${basePath}/new-rps`)}`);
  const role = viewer.ok ? roleIn(viewer.data, slug) : null;
  const breadcrumb = (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link>{' '}
      <span aria-hidden="true">›</span> <Link href={basePath}>Matches</Link> <span aria-hidden="true">›</span> New RPS Clix game
    </nav>
  );
  if (role !== 'CREATOR' && role !== 'ORGANIZER') {
    return (
      <>
        {breadcrumb}
        <h1>New RPS Clix game</h1>
        <p className="notice notice--warning" role="alert" data-testid="not-allowed">
          Only the world&rsquo;s Creator or an Organizer can set up games.
        </p>
      </>
    );
  }
  if (!choices.ok) return <ErrorPanel title="The characters could not be loaded" message={choices.error.message} />;
  const monsters: MonsterChoice[] = (choices.data.characters?.nodes ?? []).flatMap((c) =>
    c.versions.map((v) => ({ versionId: v.id, name: c.name, rank: v.rank, attack: v.clicks.find((k) => k.number === v.startingClick)?.attack ?? null })),
  );
  return (
    <>
      {breadcrumb}
      <h1>New RPS Clix game in {world.name}</h1>
      <p className="muted">
        Rock, Paper, Clix! (seed 002): pick each army up to an attack total of 150 from rookies (yellow), experienced (blue) and veterans (red), each at its
        starting click&rsquo;s attack. Blue beats red, red beats yellow, yellow beats blue; the same colour goes to the higher attack. Put five on the front
        line and make a sixth the commander (the opponent&rsquo;s choice): kill the other commander to win.
      </p>
      <RpsMatchForm world={world.slug} monsters={monsters} teams={(choices.data.teams?.nodes ?? []).map((t) => ({ id: t.id, name: t.name }))} />
    </>
  );
}
