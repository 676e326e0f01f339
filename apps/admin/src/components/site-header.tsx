import Link from 'next/link';
import { apiResult } from '@/lib/api-result';
import { signOutAction } from '@/lib/session-actions';
import { loadViewer } from '@/lib/viewer';
import { ROLE_LABELS } from '@/lib/labels';
import { WorldSwitcher } from './world-switcher';

/** Who is signed in, their worlds, and the way out; a "Sign in" link for everyone else. */
export async function SiteHeader() {
  // The header must not take the page down with it: when the API fails, the page says so itself.
  const viewer = await apiResult(loadViewer);
  const me = viewer.ok ? viewer.data : null;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          Clix Campaign
        </Link>
        <nav aria-label="Main">
          <Link href="/">Worlds</Link>
        </nav>
        {me && me.memberships.length > 0 && (
          <WorldSwitcher worlds={me.memberships.map((m) => ({ slug: m.world.slug, name: m.world.name, role: ROLE_LABELS[m.role] }))} />
        )}
        <div className="site-header__account">
          {me ? (
            <>
              <span className="site-header__who" data-testid="signed-in-as">
                <span className="visually-hidden">Signed in as </span>
                <strong>{me.account.displayName}</strong> <span className="site-header__email">{me.email}</span>
              </span>
              <form action={signOutAction}>
                <button type="submit" className="button button--header">
                  Sign out
                </button>
              </form>
            </>
          ) : (
            viewer.ok && (
              <Link href="/sign-in" data-testid="sign-in-link">
                Sign in
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}
