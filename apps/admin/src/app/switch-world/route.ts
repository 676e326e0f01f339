import { NextResponse, type NextRequest } from 'next/server';

/** The world switcher's form without JavaScript: GET /switch-world?world=<slug>. */
export function GET(request: NextRequest) {
  const slug = request.nextUrl.searchParams.get('world')?.trim();
  const target = slug ? `/worlds/${encodeURIComponent(slug)}/characters` : '/';
  return NextResponse.redirect(new URL(target, request.url), 303);
}
