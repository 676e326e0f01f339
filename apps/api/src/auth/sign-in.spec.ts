import { startTestApi, TestApi } from '../../test/harness';
import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startApiServer } from '../http/server';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token userErrors { code field message } } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token userErrors { code field message } } }`;
const PASSWORD = 'correct horse battery';

let t: TestApi;
let creator: string;

beforeAll(async () => {
  // A 60 s wait: however slowly a loaded machine sends the next attempt, the wait is still running.
  t = await startTestApi({ limits: { signIn: { maxConsecutiveFailures: 10, lockSeconds: 60, maxFailuresPerAddressPerDay: 1000 } } });
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});
afterAll(async () => {
  await t?.close();
});

/** Posts as a visitor whose address a trusted proxy (the console, on loopback) forwards. */
async function post(query: string, variables: Record<string, unknown>, options: { from?: string; token?: string; url?: string } = {}) {
  const response = await fetch(`${options.url ?? t.api.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { data?: any; errors?: any[] } };
}

const signIn = (email: string, password: string, from: string, url?: string) => post(SIGN_IN, { input: { email, password } }, { from, url });

async function signUp(email: string) {
  const { body } = await post(SIGN_UP, { input: { email, password: PASSWORD, displayName: email.split('@')[0] } });
  expect(body.data.signUp.userErrors).toEqual([]);
}

async function sessions(): Promise<number> {
  const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM session`);
  return n;
}

const INVALID = { token: null, userErrors: [{ code: 'INVALID_CREDENTIALS', field: [], message: 'the email or the password is wrong' }] };

/** The wait a TOO_MANY_ATTEMPTS refusal names, checked to be the same in its header, its error and its words. */
function retryAfterOf(answer: Awaited<ReturnType<typeof post>>): number {
  const seconds = Number(answer.retryAfter);
  expectTooManyAttempts(answer, seconds);
  return seconds;
}

function expectTooManyAttempts(answer: Awaited<ReturnType<typeof post>>, retryAfterSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.retryAfter).toBe(String(retryAfterSeconds));
  expect(answer.body.data).toBeNull();
  expect(answer.body.errors?.map(({ message, extensions: { code, retryAfterSeconds } }: any) => ({ message, code, retryAfterSeconds }))).toEqual([
    { message: `Too many failed sign-ins; retry in ${retryAfterSeconds} s.`, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds },
  ]);
}

describe('one sign-in per operation', () => {
  it('refuses 31 aliased signIn fields before any password is tried', async () => {
    await signUp('batched@example.org');
    const fields = Array.from({ length: 31 }, (_, i) => `a${i}: signIn(input: { email: "batched@example.org", password: "guess number ${i}" }) { token }`);
    const before = await sessions();
    const { status, body } = await post(`mutation { ${fields.join(' ')} }`, {});
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.map((e: any) => e.extensions.code)).toContain('ONE_SIGN_IN_PER_OPERATION');
    expect(await sessions()).toBe(before);
  });

  it('refuses two signIn fields, signIn with signUp, and two signIn fields through fragments', async () => {
    const input = `input: { email: "batched@example.org", password: "${PASSWORD}" }`;
    const before = await sessions();
    for (const document of [
      `mutation { a: signIn(${input}) { token } b: signIn(${input}) { token } }`,
      `mutation { signIn(${input}) { token } signUp(input: { email: "x@example.org", password: "${PASSWORD}", displayName: "X" }) { token } }`,
      `mutation { ...A ...B } fragment A on Mutation { a: signIn(${input}) { token } } fragment B on Mutation { ... on Mutation { b: signIn(${input}) { token } } }`,
    ]) {
      const { status, body } = await post(document, {});
      expect(status).toBe(400);
      expect(body.errors?.map((e: any) => [e.message, e.extensions.code])).toEqual([
        ['One signIn or signUp per operation: send each attempt as its own request.', 'ONE_SIGN_IN_PER_OPERATION'],
      ]);
    }
    expect(await sessions()).toBe(before);
    // One field, even spread twice through the same fragment, is one sign-in.
    const once = await post(`mutation { ...F ...F } fragment F on Mutation { signIn(${input}) { token } }`, {});
    expect(once.body.data.signIn.token).toMatch(/^clx_s_/);
  });

  it('refuses signIn and signUp by an API key, as every mutation by a key', async () => {
    const { body: created } = await post(`mutation { createApiKey(input: { world: "demo", name: "bot" }) { secret } }`, {}, { token: creator });
    const key = created.data.createApiKey.secret;
    const before = await sessions();
    for (const [query, input] of [
      [SIGN_IN, { email: 'batched@example.org', password: PASSWORD }],
      [SIGN_UP, { email: 'bot@example.org', password: PASSWORD, displayName: 'Bot' }],
    ] as const) {
      const { status, body } = await post(query, { input }, { token: key });
      expect(status).toBe(403);
      expect(body.errors?.map((e: any) => [e.message, e.extensions.code])).toEqual([['API keys are read-only.', 'FORBIDDEN']]);
    }
    expect(await sessions()).toBe(before);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM account WHERE email = 'bot@example.org'`);
    expect(n).toBe(0);
  });
});

describe('sign-in throttling', () => {
  it('makes the 11th attempt in a row from one address wait, even with the right password, while the owner signs in from another', async () => {
    // A 4 s wait, not the suite's 1 s: on a loaded machine the next request can come more than a second later.
    const api = await startApiServer(t.dataSource, 0, '127.0.0.1', {
      limits: { signIn: { maxConsecutiveFailures: 10, lockSeconds: 4, maxFailuresPerAddressPerDay: 1000 } },
    });
    try {
      await signUp('owner@example.org');
      const guesser = '203.0.113.7';
      const attempt = (password: string, from = guesser) => signIn('owner@example.org', password, from, api.url);
      for (let i = 1; i <= 10; i++) expect((await attempt(`wrong guess ${i}`)).body.data.signIn).toEqual(INVALID);
      // The wait the 10th failure started (4 s, counted from its answer), less what has passed since.
      const firstWait = retryAfterOf(await attempt(PASSWORD));
      expect(firstWait).toBeGreaterThanOrEqual(1);
      expect(firstWait).toBeLessThanOrEqual(4);
      // The owner, at home, is not locked out.
      expect((await attempt(PASSWORD, '198.51.100.20')).body.data.signIn.token).toMatch(/^clx_s_/);

      await new Promise((resolve) => setTimeout(resolve, firstWait * 1000 + 100));
      // The wait has passed; one more failure doubles it (8 s from its answer).
      expect((await attempt('wrong guess 11')).body.data.signIn).toEqual(INVALID);
      const secondWait = retryAfterOf(await attempt(PASSWORD));
      expect(secondWait).toBeGreaterThan(4);
      expect(secondWait).toBeLessThanOrEqual(8);
      await new Promise((resolve) => setTimeout(resolve, secondWait * 1000 + 100));
      expect((await attempt(PASSWORD)).body.data.signIn.token).toMatch(/^clx_s_/);
      // The success ended the run: the next failure is an ordinary one.
      expect((await attempt('wrong guess 12')).body.data.signIn).toEqual(INVALID);
      expect((await attempt(PASSWORD)).body.data.signIn.token).toMatch(/^clx_s_/);
    } finally {
      await api.close();
    }
  });

  it('verifies at most 10 of 30 parallel wrong guesses from one address, while the owner signs in from another', async () => {
    // A wait longer than the burst: with the suite's 1 s wait, a slow burst would outlast it and let one more through.
    const api = await startApiServer(t.dataSource, 0, '127.0.0.1', {
      limits: { signIn: { maxConsecutiveFailures: 10, lockSeconds: 60, maxFailuresPerAddressPerDay: 1000 } },
    });
    try {
      await signUp('burst@example.org');
      const guesser = '203.0.113.40';
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('burst@example.org', `parallel guess ${i}`, guesser, api.url)));
      const outcomes = answers.map(({ status, body }) =>
        status === 200 ? body.data.signIn.userErrors[0].code : `${status} ${body.errors?.[0].extensions.code}`,
      );
      expect(outcomes.filter((o) => o === 'INVALID_CREDENTIALS')).toHaveLength(10);
      expect(outcomes.filter((o) => o === '429 TOO_MANY_ATTEMPTS')).toHaveLength(20);
      expect((await signIn('burst@example.org', PASSWORD, '198.51.100.40', api.url)).body.data.signIn.token).toMatch(/^clx_s_/);
    } finally {
      await api.close();
    }
  });

  it("verifies at most the day's failures of one address when its guesses come in parallel", async () => {
    const api = await startApiServer(t.dataSource, 0, '127.0.0.1', {
      limits: { signIn: { maxConsecutiveFailures: 10, lockSeconds: 1, maxFailuresPerAddressPerDay: 3 } },
    });
    try {
      const from = '203.0.113.41';
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(`spread${i}@example.org`, 'parallel guess', from, api.url)));
      expect(answers.filter(({ status }) => status === 200).map(({ body }) => body.data.signIn)).toEqual([INVALID, INVALID, INVALID]);
      expect(answers.filter(({ status, body }) => status === 429 && body.errors?.[0].extensions.code === 'TOO_MANY_ATTEMPTS')).toHaveLength(9);
    } finally {
      await api.close();
    }
  });

  it('throttles an unknown e-mail exactly as a known one, so a refusal tells nothing of which exist', async () => {
    const from = '203.0.113.8';
    for (let i = 1; i <= 10; i++) expect((await signIn('nobody@example.org', `guess ${i}`, from)).body.data.signIn).toEqual(INVALID);
    const wait = retryAfterOf(await signIn('nobody@example.org', 'guess 11', from));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('limits the failures of one address per day, over every e-mail and taken-e-mail sign-ups', async () => {
    const api = await startApiServer(t.dataSource, 0, '127.0.0.1', {
      limits: { signIn: { maxConsecutiveFailures: 10, lockSeconds: 1, maxFailuresPerAddressPerDay: 3 } },
    });
    try {
      const from = '203.0.113.9';
      expect((await signIn('first@example.org', 'guess one', from, api.url)).body.data.signIn).toEqual(INVALID);
      expect((await signIn('second@example.org', 'guess two', from, api.url)).body.data.signIn).toEqual(INVALID);
      const taken = await post(SIGN_UP, { input: { email: 'owner@example.org', password: PASSWORD, displayName: 'Probe' } }, { from, url: api.url });
      expect(taken.body.data.signUp.userErrors).toEqual([
        { code: 'EMAIL_TAKEN', field: ['email'], message: 'an account with this email exists; sign in instead' },
      ]);
      const refused = await signIn('owner@example.org', PASSWORD, from, api.url);
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
      expect(refused.body.errors?.[0].extensions.retryAfterSeconds).toBeGreaterThan(86_000);
      const signUpRefused = await post(SIGN_UP, { input: { email: 'fresh@example.org', password: PASSWORD, displayName: 'Fresh' } }, { from, url: api.url });
      expect(signUpRefused.body.errors?.[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
      expect((await signIn('owner@example.org', PASSWORD, '198.51.100.21', api.url)).body.data.signIn.token).toMatch(/^clx_s_/);
    } finally {
      await api.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const previous = process.env.TRUSTED_PROXIES;
    process.env.TRUSTED_PROXIES = '192.0.2.1';
    const api = await startApiServer(t.dataSource, 0, '127.0.0.1', {
      limits: { signIn: { maxConsecutiveFailures: 2, lockSeconds: 60, maxFailuresPerAddressPerDay: 1000 } },
    });
    if (previous === undefined) delete process.env.TRUSTED_PROXIES;
    else process.env.TRUSTED_PROXIES = previous;
    try {
      await signUp('spoofed@example.org');
      expect((await signIn('spoofed@example.org', 'guess one', '203.0.113.30', api.url)).body.data.signIn).toEqual(INVALID);
      expect((await signIn('spoofed@example.org', 'guess two', '203.0.113.31', api.url)).body.data.signIn).toEqual(INVALID);
      // Both came from 127.0.0.1 whatever the header said, so a third "address" is still that one.
      expectTooManyAttempts(await signIn('spoofed@example.org', PASSWORD, '203.0.113.32', api.url), 60);
    } finally {
      await api.close();
    }
  });
});

describe('passwords', () => {
  it('refuses blank, short and common passwords on the password field, writing nothing', async () => {
    const cases: [string, string, string][] = [
      ['          ', 'PASSWORD_TOO_WEAK', 'a password must not be only spaces'],
      ['1234567890', 'PASSWORD_TOO_WEAK', 'this is one of the most common passwords; choose another'],
      ['password12', 'PASSWORD_TOO_WEAK', 'this is one of the most common passwords; choose another'],
      ['PassWord12', 'PASSWORD_TOO_WEAK', 'this is one of the most common passwords; choose another'],
      ['short', 'PASSWORD_TOO_SHORT', 'at least 10 characters'],
    ];
    for (const [password, code, message] of cases) {
      const { body } = await post(SIGN_UP, { input: { email: 'weak@example.org', password, displayName: 'Weak' } });
      expect(body.data.signUp).toEqual({ token: null, userErrors: [{ code, field: ['password'], message }] });
    }
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM account WHERE email = 'weak@example.org'`);
    expect(n).toBe(0);
  });
});
