'use client';

import { usePathname, useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';

interface SwitcherWorld {
  slug: string;
  name: string;
  /** The viewer's role there, in words. */
  role: string;
}

/**
 * Jumps to another of the viewer's worlds. A plain GET form (it works without JavaScript through
 * /switch-world); with JavaScript it navigates in place. Changing the choice does not navigate on
 * its own, so keyboard users can move through the list.
 */
export function WorldSwitcher({ worlds }: { worlds: SwitcherWorld[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const current = /^\/worlds\/([^/]+)/.exec(pathname)?.[1];
  const currentSlug = current ? decodeURIComponent(current) : undefined;
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? currentSlug ?? worlds[0]?.slug ?? '';

  const go = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChosen(null);
    router.push(`/worlds/${encodeURIComponent(value)}/characters`);
  };

  return (
    <form className="world-switcher" method="get" action="/switch-world" onSubmit={go} data-testid="world-switcher">
      <label htmlFor="world-switcher-select">World</label>
      <select id="world-switcher-select" name="world" value={value} onChange={(e) => setChosen(e.target.value)}>
        {worlds.map((world) => (
          <option key={world.slug} value={world.slug}>
            {world.name} ({world.role})
          </option>
        ))}
      </select>
      <button type="submit" className="button button--header">
        Go
      </button>
    </form>
  );
}
