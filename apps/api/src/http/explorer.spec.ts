import { createHash } from 'node:crypto';
import { createTestDatabase } from '../../test/harness';
import { createDataSource } from '../data-source';
import { ApiServer, startApiServer } from './server';
import { DataSource } from 'typeorm';

// The explorer and introspection in production: a third-party developer points GraphiQL, Altair
// or codegen at the public endpoint, and the page's files come from this server, not a CDN (the
// files themselves, loaded by a real browser, are tests/e2e/explorer.spec.ts's).
let database: { url: string; drop(): Promise<void> };
let dataSource: DataSource;
let api: ApiServer;

beforeAll(async () => {
  database = await createTestDatabase();
  dataSource = await createDataSource({ url: database.url }).initialize();
  api = await startApiServer(dataSource, 0, '127.0.0.1', { production: true });
});

afterAll(async () => {
  await api?.close();
  await dataSource?.destroy();
  await database?.drop();
});

describe('the explorer', () => {
  it('serves GraphiQL on GET /graphql for a browser, every file from this server, under a policy that allows only them', async () => {
    const response = await fetch(`${api.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('import { React, createRoot, Ruru } from "/graphql/explorer/ruru.js"');
    expect(page).not.toMatch(/https?:\/\//);
    // Each inline script is allowed by its hash, and nothing from elsewhere.
    const policy = response.headers.get('content-security-policy')!;
    const inline = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body).filter((body) => body.trim() !== '');
    expect(inline.length).toBeGreaterThan(0);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`).join(' ')}`);
    expect(policy).toContain("default-src 'self'");
  });

  it('answers introspection in production, so tools can read the schema', async () => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } __type(name: "Character") { fields { name } } }' }),
    });
    const body = (await response.json()) as { data?: any; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data.__schema.queryType.name).toBe('Query');
    expect(body.data.__type.fields.map((f: { name: string }) => f.name)).toContain('versions');
  });

  it('still answers a GraphQL GET with a query as GraphQL, not the page', async () => {
    const response = await fetch(`${api.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await response.json()).toMatchObject({ data: { __typename: 'Query' } });
  });
});
