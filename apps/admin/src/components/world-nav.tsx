'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { WorldSearch } from './world-search';

/** The world's own pages for a member; the Creator-only ones appear only for the Creator. */
export function WorldNav({
  slug,
  worldName,
  role,
  isCreator,
  section,
}: {
  slug: string;
  worldName: string;
  role: string;
  isCreator: boolean;
  /** The list a page outside the world's paths belongs to (a character's, a team's page): its tab is the current one. */
  section?: 'characters' | 'teams' | 'matches';
}) {
  const pathname = usePathname();
  const base = `/worlds/${encodeURIComponent(slug)}`;
  const tabs = [
    { href: base, label: 'Dashboard', exact: true },
    { href: `${base}/characters`, label: 'Characters', exact: true },
    { href: `${base}/teams`, label: 'Teams', exact: false },
    { href: `${base}/matches`, label: 'Matches', exact: false },
    { href: `${base}/leagues`, label: 'Leagues', exact: false },
    { href: `${base}/feats`, label: 'Feats', exact: false },
    { href: `${base}/items`, label: 'Items', exact: false },
    { href: `${base}/scenarios`, label: 'Scenarios', exact: false },
    { href: `${base}/settings`, label: 'Settings', exact: false },
    ...(isCreator
      ? [
          { href: `${base}/rolls`, label: 'Rolls', exact: false },
          { href: `${base}/characters/new`, label: 'New character', exact: true },
          { href: `${base}/members`, label: 'Members', exact: false },
          { href: `${base}/api-keys`, label: 'API keys', exact: false },
        ]
      : []),
  ];
  return (
    <nav className="world-nav" aria-label={`${worldName}: world pages`} data-testid="world-nav">
      <span className="world-nav__role" data-testid="world-role">
        Your role: <strong>{role}</strong>
      </span>
      <ul className="world-nav__tabs">
        {tabs.map((tab) => {
          const current = section ? tab.href === `${base}/${section}` : tab.exact ? pathname === tab.href : pathname.startsWith(tab.href);
          return (
            <li key={tab.href}>
              <Link href={tab.href} aria-current={current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <WorldSearch slug={slug} worldName={worldName} />
    </nav>
  );
}
