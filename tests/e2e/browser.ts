import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** An id in words meant for people: a row UUID, or a global id (base64url of `Type:uuid`, 60-odd characters). */
export const ANY_ID = /[0-9a-f]{8}-[0-9a-f]{4}-|[A-Za-z0-9_-]{40,}/;

/** Where each journey leaves its last screenshot, for a person to look at (ignored by git). */
export const SCREENSHOTS = path.join(__dirname, '..', 'screenshots');

export const adminUrl = (pathname: string) => `${process.env.CLIX_ADMIN_URL}${pathname}`;

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The demo sign-ins (apps/api/src/demo/demo-world.ts and teams/demo-teams.ts). */
export const DEMO_CREATOR = { email: 'creator@demo.clix', password: process.env.DEMO_CREATOR_PASSWORD ?? 'demo-creator-password' };
export const DEMO_HERO_PLAYER = { email: 'hero-player@demo.clix', password: process.env.DEMO_PLAYER_PASSWORD ?? 'demo-player-password' };

/** Signs in through the console's form and waits until the header says who is signed in. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(adminUrl('/sign-in'));
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('signed-in-as').waitFor();
}

/** No horizontal scroll at this width (a laptop or a tablet); tables and dials may scroll inside their frames. */
export async function fitsWidth(p: Page, width: number) {
  await p.setViewportSize({ width, height: 900 });
  const overflow = await p.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => !e.closest('.table-scroll, .dial__scroll, .visually-hidden') && e.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    return { by: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow).toEqual({ by: 0, wide: [] });
}

/** One GraphQL call to the API the global setup started, as a test client would make it. */
export async function api<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${process.env.CLIX_API_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`API refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A bearer token for the API, signed in as `who`. */
export async function apiSignIn(who: { email: string; password: string }): Promise<string> {
  const data = await api<{ signIn: { token: string | null; userErrors: unknown[] } }>(
    `mutation ($input: SignInInput!) { signIn(input: $input) { token userErrors { code message } } }`,
    { input: who },
  );
  if (!data.signIn.token) throw new Error(`sign-in refused: ${JSON.stringify(data.signIn.userErrors)}`);
  return data.signIn.token;
}

/** The faces of the dice (`data-testid="die"`) shown within `within`, in order. */
export const diceFaces = (within: Locator) => within.getByTestId('die').evaluateAll((dice) => dice.map((d) => Number(d.getAttribute('data-face'))));

/** The match id in a match page's URL (`/matches/<id>`, query and hash aside). */
export const matchIdOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/')[2]);
