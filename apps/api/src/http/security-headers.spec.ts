import { startTestApi, TestApi } from '../../test/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const gqlPost = () =>
  fetch(`${t.api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });

describe('security headers', () => {
  it.each([
    ['a GraphQL answer', gqlPost],
    ['a body that is not JSON', () => fetch(`${t.api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })],
    ['/healthz', () => fetch(`${t.api.url}/healthz`)],
    ['an unknown path', () => fetch(`${t.api.url}/nope`)],
    ['a CORS preflight', () => fetch(`${t.api.url}/graphql`, { method: 'OPTIONS' })],
  ])('%s carries nosniff and refuses framing, without a CSP', async (_, send) => {
    const response = await send();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('still answers GraphQL as before', async () => {
    const response = await gqlPost();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' }, extensions: { cost: { requested: 0, limit: 5_000 } } });
  });

  it('gives the explorer page nosniff and its own policy, which refuses framing', async () => {
    const page = await fetch(`${t.api.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
