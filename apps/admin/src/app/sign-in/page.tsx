import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeReturnPath } from '@/lib/session';
import { loadViewer } from '@/lib/viewer';
import { SignInForm } from './sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

const NOTICES: Record<string, string> = {
  expired: 'Your session has ended (it expired or was signed out elsewhere). Sign in again to continue.',
  'signed-out': 'You are signed out.',
  required: 'Sign in to see this page.',
};

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SignInPage({ searchParams }: PageProps) {
  const query = await searchParams;
  const reason = typeof query.reason === 'string' ? query.reason : '';
  const next = safeReturnPath(query.next);
  if (await loadViewer()) redirect(next);

  return (
    <section className="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      {NOTICES[reason] && (
        <p className={reason === 'signed-out' ? 'notice' : 'notice notice--warning'} role="status" data-testid="sign-in-notice">
          {NOTICES[reason]}
        </p>
      )}
      <SignInForm next={next} />
    </section>
  );
}
