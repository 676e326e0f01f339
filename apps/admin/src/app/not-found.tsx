import Link from 'next/link';

export default function NotFound() {
  return (
    <section className="not-found" data-testid="not-found">
      <h1>Not found</h1>
      <p>There is nothing here: the world or character may not exist, or it is hidden.</p>
      <p>
        <Link href="/">Back to the worlds</Link>
      </p>
    </section>
  );
}
