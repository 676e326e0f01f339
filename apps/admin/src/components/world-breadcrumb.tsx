import Link from 'next/link';

/** The breadcrumb of a page under a world: Worlds › <world> › <here>. */
export function WorldBreadcrumb({ world, here }: { world: { slug: string; name: string }; here: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`/worlds/${encodeURIComponent(world.slug)}/characters`}>{world.name}</Link>{' '}
      <span aria-hidden="true">›</span> {here}
    </nav>
  );
}
