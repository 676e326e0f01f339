import { NextResponse, type NextRequest } from 'next/server';
import { liveUrl } from './lib/live-url';

/**
 * Runs before every page, server action and route handler:
 * - a Content Security Policy with a fresh nonce (Next.js reads it from the request's CSP header and
 *   puts it on its own scripts), so no script runs that this console did not send;
 * - the visitor's address: the console is the first hop, so an X-Forwarded-For sent by the browser
 *   is forged. It is dropped here and Next.js sets the header to the socket's peer before rendering;
 *   graphqlRequest forwards that to the API, which keys its anonymous budget on it.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const development = process.env.NODE_ENV === 'development';
  const policy = [
    "default-src 'self'",
    // React's development build uses eval to rebuild server stacks; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' ${development ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "img-src 'self' blob: data:",
    // The browser's live connection to the API (lib/live-client.ts), at its own origin.
    `connect-src 'self' ${new URL(liveUrl()).origin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  requestHeaders.delete('x-forwarded-for');
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Static files carry no script and call no API; everything else (prefetches too) is rendered.
  matcher: ['/((?!_next/static|_next/image|icon.svg).*)'],
};
