import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime } from '@/lib/labels';
import { loadWorld } from '@/lib/loaders';
import { isCreatorOf, loadViewer } from '@/lib/viewer';
import { SETTING_GROUPS, settingText } from './fields';
import { SettingsForm } from './settings-form';

const WorldSettingsQueryDocument = graphql(`
  query WorldSettingsPage($world: String!) {
    worldSettings(world: $world) {
      startingHeroPoints
      startingHeroPointsSeveralPlayers
      teamsOfSeveralPlayers
      startingCash
      maxFoundingMembers
      maxTeamSize
      heroPointsPerLevel
      defeatShare
      defeatRounding
      majorityBySize
      majorityMarginBeyondTable
      enemyTeamDefeatBonus
      captureDefenseBonus
      maxFeatsPerMember
      featUpkeepPeriod
      bonusFeatMaxWorth
      raw
      updatedAt
    }
  }
`);

interface PageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const world = await loadWorld((await params).slug);
  return { title: world.ok && world.data ? `Settings of ${world.data.name}` : 'Settings' };
}

/** "heroPointsPerLevel" → "hero points per level". */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** Every leaf of a settings group as "path: value", for the readings the form does not edit. */
function leaves(value: unknown, path: string[] = []): { path: string; value: string }[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
    : value === null
      ? 'none'
      : String(value);
  return [{ path: path.map(words).join(' › '), value: text }];
}

export default async function WorldSettingsPage({ params }: PageProps) {
  const { slug } = await params;
  const [worldResult, settingsResult, viewer] = await Promise.all([
    loadWorld(slug),
    apiResult(() => graphqlRequest(WorldSettingsQueryDocument, { world: slug })),
    apiResult(loadViewer),
  ]);
  if (!worldResult.ok) return <ErrorPanel title="The world could not be loaded" message={worldResult.error.message} />;
  const world = worldResult.data;
  if (!world) notFound();
  const breadcrumb = (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link>{' '}
      <span aria-hidden="true">›</span> Settings
    </nav>
  );
  if (!settingsResult.ok && viewer.ok && !viewer.data) {
    const signIn = `/sign-in?reason=required&next=${encodeURIComponent(`/worlds/${world.slug}/settings`)}`;
    return (
      <>
        {breadcrumb}
        <h1>Settings of {world.name}</h1>
        <p data-testid="settings-signed-out">
          A world&rsquo;s settings are for its members. <Link href={signIn}>Sign in</Link> to read them.
        </p>
      </>
    );
  }
  if (!settingsResult.ok) {
    const forbidden = settingsResult.error.hasCode('FORBIDDEN') || settingsResult.error.hasCode('UNAUTHENTICATED');
    return (
      <>
        {breadcrumb}
        <ErrorPanel
          title="The settings could not be loaded"
          message={forbidden ? 'A world’s settings are for its members: sign in as a member of this world to read them.' : settingsResult.error.message}
        />
      </>
    );
  }
  const settings = settingsResult.data.worldSettings;
  if (!settings) notFound();
  const isCreator = viewer.ok && isCreatorOf(viewer.data, world.slug);
  const values = Object.fromEntries(SETTING_GROUPS.flatMap((g) => g.fields).map((f) => [f.key, settingText(settings[f.key])]));
  const raw = (settings.raw ?? {}) as Record<string, unknown>;

  return (
    <>
      {breadcrumb}
      <h1>Settings of {world.name}</h1>
      <p className="muted">
        The readings of the rules this world plays by: the rules digest&rsquo;s defaults, as the Creator set them.
        {settings.updatedAt && (
          <>
            {' '}
            Last changed <time dateTime={settings.updatedAt}>{formatDateTime(settings.updatedAt)}</time>.
          </>
        )}
        {!isCreator && ' Only the Creator changes them.'}
      </p>
      <SettingsForm world={world.slug} values={values} editable={isCreator} defeatShare={settings.defeatShare} />

      <section aria-labelledby="raw-title" data-testid="settings-raw">
        <h2 id="raw-title">Every reading, group by group</h2>
        <p className="muted">The whole settings document as the API keeps it; the fields above are the ones the console edits.</p>
        {Object.entries(raw).map(([group, content]) => (
          <details key={group} className="settings-group" data-testid="settings-raw-group">
            <summary>{words(group)}</summary>
            <dl className="facts facts--list">
              {leaves(content).map((leaf) => (
                <div key={leaf.path}>
                  <dt>{leaf.path}</dt>
                  <dd>{leaf.value}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </section>
    </>
  );
}
