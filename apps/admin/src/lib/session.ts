import { cookies, headers } from 'next/headers';

/*
 * The session lives in one httpOnly cookie holding the API's bearer token. Only the console's
 * server reads it (to call the API as the person); the browser's scripts never see it.
 */

export const SESSION_COOKIE = 'clix_session';

/** A route handler that clears the cookie and sends the person to sign in again (see graphqlRequest). */
export const SESSION_EXPIRED_PATH = '/session-expired';

export async function readSessionToken(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIE)?.value || null;
}

/** Secure when the console is reached over https (directly or behind a proxy that says so). */
async function servedOverHttps(): Promise<boolean> {
  const request = await headers();
  const proto = request.get('x-forwarded-proto')?.split(',')[0]?.trim();
  if (proto) return proto === 'https';
  return request.get('origin')?.startsWith('https://') ?? false;
}

/** Only from a server action or a route handler (where cookies may be written). */
export async function storeSessionToken(token: string, expiresAt: Date): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: await servedOverHttps(),
    path: '/',
    expires: expiresAt,
  });
}

/** Only from a server action or a route handler. */
export async function clearSessionToken(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
}

/** Where to go after signing in: only a path on this console (never another site). */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
