import Link from 'next/link';

/** What a signed-in person who is not the world's Creator sees on a Creator-only page. */
export function CreatorOnly({ what, worldSlug }: { what: string; worldSlug: string }) {
  return (
    <section className="not-found" data-testid="creator-only">
      <h1>For the Creator only</h1>
      <p>Only this world&rsquo;s Creator can {what}.</p>
      <p>
        <Link href={`/worlds/${encodeURIComponent(worldSlug)}/characters`}>Back to the characters</Link>
      </p>
    </section>
  );
}
