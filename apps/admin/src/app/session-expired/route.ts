import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE } from '@/lib/session';

/**
 * Where graphqlRequest sends a person whose token the API refused: server components cannot
 * change cookies, a route handler can. Clears the session and asks them to sign in again.
 */
export function GET(request: NextRequest) {
  const response = NextResponse.redirect(new URL('/sign-in?reason=expired', request.url), 303);
  response.cookies.delete(SESSION_COOKIE);
  return response;
}
