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

/** Any origin of ours: a return path is resolved against it and must stay on it. */
const THIS_CONSOLE = 'http://console.invalid';

/**
 * Where to go after signing in: only a path on this console, else the home page. Browsers drop
 * tabs and newlines from a Location ("/\t/evil" becomes "//evil", another site), so a value with a
 * control character is refused whole; what stays is re-serialised by the URL parser, percent-encoded
 * (non-ASCII would not fit in a header).
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || /[\u0000-\u001f\u007f-\u009f]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, THIS_CONSOLE);
  } catch {
    return '/';
  }
  if (url.origin !== THIS_CONSOLE) return '/';
  // Dot segments can leave a path that starts with two slashes ("/..//evil" resolves to "//evil"),
  // which a browser reads as another host: such a path is refused too.
  if (/^\/[\/\\]/.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
