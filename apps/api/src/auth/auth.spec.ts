import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';
import { rowId } from '../../test/global-ids';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token expiresAt account { id displayName } userErrors { code field message } } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token userErrors { code field message } } }`;
const ME = `{ me { email account { displayName } memberships { role world { slug } } } }`;
const ADD_MEMBER = `mutation ($input: AddWorldMemberInput!) { addWorldMember(input: $input) { invitation { email role world { slug } } userErrors { code field } } }`;
const ACCEPT = `mutation ($input: AcceptWorldInvitationInput!) { acceptWorldInvitation(input: $input) { member { role account { id } } userErrors { code field } } }`;
const DECLINE = `mutation ($input: DeclineWorldInvitationInput!) { declineWorldInvitation(input: $input) { invitation { email role } userErrors { code field } } }`;
const WITHDRAW = `mutation ($input: WithdrawWorldInvitationInput!) { withdrawWorldInvitation(input: $input) { invitation { email role } userErrors { code field } } }`;
const INVITATIONS = `query ($world: String!) { worldInvitations(world: $world, first: 10) { totalCount nodes { email role } } }`;
const ME_INVITATIONS = `{ me { invitations(first: 10) { totalCount nodes { role world { slug } } } } }`;
const SET_ROLE = `mutation ($input: SetWorldMemberRoleInput!) { setWorldMemberRole(input: $input) { member { role } userErrors { code field } } }`;
const REMOVE_MEMBER = `mutation ($input: RemoveWorldMemberInput!) { removeWorldMember(input: $input) { member { role } userErrors { code field } } }`;
const MEMBERS = `query ($world: String!) { worldMembers(world: $world, first: 10) { totalCount nodes { role email account { id displayName } } } }`;
const CREATE_KEY = `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id name secretPrefix lastUsedAt revokedAt } userErrors { code field } } }`;
const REVOKE_KEY = `mutation ($id: ID!) { revokeApiKey(id: $id) { apiKey { revokedAt } userErrors { code } } }`;
const KEYS = `query { apiKeys(world: "demo", first: 10) { totalCount nodes { name secretPrefix lastUsedAt } } }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } userErrors { code } } }`;
const CREATE_WORLD = `mutation ($input: CreateWorldInput!) { createWorld(input: $input) { world { slug } userErrors { code field } } }`;
const CHARACTERS = `query { characters(world: "demo", first: 100) { totalCount } }`;

let t: TestApi;
let creator: string;

const character = (name: string) => ({
  world: 'demo',
  name,
  kind: 'HERO',
  versions: [{ rank: 'ROOKIE', pointValue: 30, range: 4, koClicks: 5, clicks: [{ speed: 8, attack: 9, defense: 16, damage: 2 }] }],
});

async function signUp(email: string, displayName = email.split('@')[0]) {
  const { data } = await t.gql(SIGN_UP, { input: { email, password: 'correct horse battery', displayName } });
  expect(data.signUp.userErrors).toEqual([]);
  return { token: data.signUp.token as string, id: data.signUp.account.id as string };
}

async function count(table: string): Promise<number> {
  const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`);
  return n;
}

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});
afterAll(async () => {
  await t?.close();
});

describe('accounts', () => {
  it('signs up, signs in with a token that expires, and signs out', async () => {
    const { data } = await t.gql(SIGN_UP, { input: { email: 'Ada@Example.org', password: 'correct horse battery', displayName: 'Ada' } });
    expect(data.signUp.token).toMatch(/^clx_s_/);
    expect(new Date(data.signUp.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);

    const signIn = await t.gql(SIGN_IN, { input: { email: 'ada@example.org', password: 'correct horse battery' } });
    const token = signIn.data.signIn.token;
    expect((await t.gql(ME, {}, token)).data.me).toEqual({ email: 'ada@example.org', account: { displayName: 'Ada' }, memberships: [] });

    expect((await t.gql(`mutation { signOut }`, {}, token)).data.signOut).toBe(true);
    const after = await t.gql(ME, {}, token);
    expect(after.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a taken email, a short password and a wrong password, writing nothing', async () => {
    const accounts = await count('account');
    const taken = await t.gql(SIGN_UP, { input: { email: demoCreator().email, password: 'long enough password', displayName: 'X' } });
    expect(taken.data.signUp.userErrors).toEqual([expect.objectContaining({ code: 'EMAIL_TAKEN', field: ['email'] })]);
    const short = await t.gql(SIGN_UP, { input: { email: 'bob@example.org', password: 'short', displayName: 'Bob' } });
    expect(short.data.signUp.userErrors).toEqual([expect.objectContaining({ code: 'PASSWORD_TOO_SHORT', field: ['password'] })]);
    expect(await count('account')).toBe(accounts);

    const sessions = await count('session');
    for (const input of [
      { email: demoCreator().email, password: 'wrong password!' },
      { email: 'nobody@example.org', password: 'whatever it is' },
    ]) {
      const { data } = await t.gql(SIGN_IN, { input });
      expect(data.signIn).toEqual({ token: null, userErrors: [expect.objectContaining({ code: 'INVALID_CREDENTIALS' })] });
    }
    expect(await count('session')).toBe(sessions);
  });

  it('treats an expired or made-up token as unauthenticated (HTTP 401)', async () => {
    const { token } = await signUp('expiring@example.org');
    await t.dataSource.query(`UPDATE session SET expires_at = now() - interval '1 second'`);
    const response = await fetch(`${t.api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ME }),
    });
    expect(response.status).toBe(401);
    expect((await t.gql(ME, {}, 'clx_s_made-up')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    creator = await t.signIn(demoCreator().email, demoCreator().password);
  });
});

describe('roles', () => {
  let player: { token: string; id: string };
  let organizer: { token: string; id: string };

  beforeAll(async () => {
    player = await signUp('player@example.org', 'Pat Player');
    organizer = await signUp('organizer@example.org', 'Olive Organizer');
    for (const [email, role] of [
      ['player@example.org', 'PLAYER'],
      ['organizer@example.org', 'ORGANIZER'],
    ]) {
      const { data } = await t.gql(ADD_MEMBER, { input: { world: 'demo', email, role } }, creator);
      expect(data.addWorldMember.userErrors).toEqual([]);
    }
    for (const who of [player, organizer]) {
      const { data } = await t.gql(ACCEPT, { input: { world: 'demo' } }, who.token);
      expect(data.acceptWorldInvitation.userErrors).toEqual([]);
    }
  });

  it('lets only the Creator change characters; others get FORBIDDEN or UNAUTHENTICATED and nothing is written', async () => {
    const before = await count('character');
    const anonymous = await t.gql(CREATE_CHARACTER, { input: character('Anon Hero') });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const who of [player, organizer]) {
      const refused = await t.gql(CREATE_CHARACTER, { input: character('Not Yours') }, who.token);
      expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await count('character')).toBe(before);
    const allowed = await t.gql(CREATE_CHARACTER, { input: character('Creator Hero') }, creator);
    expect(allowed.data.createCharacter.userErrors).toEqual([]);
    expect(await count('character')).toBe(before + 1);
  });

  it('shows members to members, and their emails to the Creator only', async () => {
    const asCreator = await t.gql(MEMBERS, { world: 'demo' }, creator);
    expect(asCreator.data.worldMembers.totalCount).toBe(3);
    expect(asCreator.data.worldMembers.nodes.map((m: any) => m.email)).toEqual([demoCreator().email, 'player@example.org', 'organizer@example.org']);
    const asPlayer = await t.gql(MEMBERS, { world: 'demo' }, player.token);
    expect(asPlayer.data.worldMembers.nodes.map((m: any) => [m.role, m.email])).toEqual([
      ['CREATOR', null],
      ['PLAYER', null],
      ['ORGANIZER', null],
    ]);
    expect((await t.gql(MEMBERS, { world: 'demo' })).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const me = await t.gql(ME, {}, player.token);
    expect(me.data.me.memberships).toEqual([{ role: 'PLAYER', world: { slug: 'demo' } }]);
  });

  it('changes roles and removes members, but a world keeps one Creator', async () => {
    const creatorId = (await t.gql(MEMBERS, { world: 'demo' }, creator)).data.worldMembers.nodes[0].account.id;
    const lastCreator = await t.gql(SET_ROLE, { input: { world: 'demo', accountId: creatorId, role: 'PLAYER' } }, creator);
    expect(lastCreator.data.setWorldMemberRole.userErrors).toEqual([{ code: 'LAST_CREATOR', field: ['role'] }]);
    const remove = await t.gql(REMOVE_MEMBER, { input: { world: 'demo', accountId: creatorId } }, creator);
    expect(remove.data.removeWorldMember.userErrors).toEqual([{ code: 'LAST_CREATOR', field: ['accountId'] }]);

    const promoted = await t.gql(SET_ROLE, { input: { world: 'demo', accountId: organizer.id, role: 'PLAYER' } }, creator);
    expect(promoted.data.setWorldMemberRole.member).toEqual({ role: 'PLAYER' });
    const byPlayer = await t.gql(SET_ROLE, { input: { world: 'demo', accountId: player.id, role: 'CREATOR' } }, player.token);
    expect(byPlayer.errors?.[0].extensions.code).toBe('FORBIDDEN');

    const twice = await t.gql(ADD_MEMBER, { input: { world: 'demo', email: 'player@example.org', role: 'PLAYER' } }, creator);
    expect(twice.data.addWorldMember.userErrors).toEqual([{ code: 'ALREADY_MEMBER', field: ['email'] }]);
  });

  it('answers an invitation the same whether the e-mail has an account, and nobody joins before accepting', async () => {
    const known = await signUp('known@example.org');
    const members = async () => (await t.gql(MEMBERS, { world: 'demo' }, creator)).data.worldMembers;
    const before = await members();
    const invite = (email: string, role = 'ORGANIZER') => t.gql(ADD_MEMBER, { input: { world: 'demo', email, role } }, creator);
    const answer = (email: string) => ({ addWorldMember: { invitation: { email, role: 'ORGANIZER', world: { slug: 'demo' } }, userErrors: [] } });
    expect(await invite('Known@Example.org')).toEqual({ data: answer('known@example.org'), extensions: { cost: expect.any(Object) } });
    expect(await members()).toEqual(before);
    expect(await invite('Ghost@Example.org')).toEqual({ data: answer('ghost@example.org'), extensions: { cost: expect.any(Object) } });
    expect(await members()).toEqual(before);
    expect((await t.gql(INVITATIONS, { world: 'demo' }, creator)).data.worldInvitations).toEqual({
      totalCount: 2,
      nodes: [
        { email: 'known@example.org', role: 'ORGANIZER' },
        { email: 'ghost@example.org', role: 'ORGANIZER' },
      ],
    });
    expect((await t.gql(INVITATIONS, { world: 'demo' }, player.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');

    // Another account cannot take the invitation: accept and decline act on the caller's own e-mail only.
    const notYours = { userErrors: [{ code: 'INVITATION_NOT_FOUND', field: ['world'] }] };
    expect((await t.gql(ACCEPT, { input: { world: 'demo' } }, organizer.token)).data.acceptWorldInvitation).toEqual({ member: null, ...notYours });
    expect((await t.gql(DECLINE, { input: { world: 'demo' } }, organizer.token)).data.declineWorldInvitation).toEqual({ invitation: null, ...notYours });
    expect((await t.gql(ME_INVITATIONS, {}, organizer.token)).data.me.invitations).toEqual({ totalCount: 0, nodes: [] });

    // The invitee sees it pending, and accepting joins with the invited role, once.
    expect((await t.gql(ME_INVITATIONS, {}, known.token)).data.me.invitations).toEqual({
      totalCount: 1,
      nodes: [{ role: 'ORGANIZER', world: { slug: 'demo' } }],
    });
    const accepted = await t.gql(ACCEPT, { input: { world: 'demo' } }, known.token);
    expect(accepted.data.acceptWorldInvitation).toEqual({ member: { role: 'ORGANIZER', account: { id: known.id } }, userErrors: [] });
    expect((await members()).nodes.map((m: any) => [m.email, m.role]).slice(-1)).toEqual([['known@example.org', 'ORGANIZER']]);
    expect((await t.gql(ME, {}, known.token)).data.me.memberships).toEqual([{ role: 'ORGANIZER', world: { slug: 'demo' } }]);
    expect((await t.gql(ACCEPT, { input: { world: 'demo' } }, known.token)).data.acceptWorldInvitation).toEqual({ member: null, ...notYours });

    // An account that signs up with an invited e-mail finds the invitation pending (re-inviting changed its role), and may decline it.
    await invite('ghost@example.org', 'PLAYER');
    const ghost = await signUp('ghost@example.org');
    expect((await t.gql(ME, {}, ghost.token)).data.me.memberships).toEqual([]);
    expect((await t.gql(ME_INVITATIONS, {}, ghost.token)).data.me.invitations).toEqual({ totalCount: 1, nodes: [{ role: 'PLAYER', world: { slug: 'demo' } }] });
    const declined = await t.gql(DECLINE, { input: { world: 'demo' } }, ghost.token);
    expect(declined.data.declineWorldInvitation).toEqual({ invitation: { email: 'ghost@example.org', role: 'PLAYER' }, userErrors: [] });
    expect((await t.gql(ACCEPT, { input: { world: 'demo' } }, ghost.token)).data.acceptWorldInvitation).toEqual({ member: null, ...notYours });
    expect((await members()).nodes.map((m: any) => m.email)).not.toContain('ghost@example.org');
    expect(await count('world_invitation')).toBe(0);
  });

  it('lets the Creator withdraw an invitation, which then cannot be accepted', async () => {
    const invitee = await signUp('withdrawn@example.org');
    await t.gql(ADD_MEMBER, { input: { world: 'demo', email: 'withdrawn@example.org', role: 'PLAYER' } }, creator);
    const input = { world: 'demo', email: 'Withdrawn@Example.org' };
    expect((await t.gql(WITHDRAW, { input }, player.token)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(WITHDRAW, { input }, creator)).data.withdrawWorldInvitation).toEqual({
      invitation: { email: 'withdrawn@example.org', role: 'PLAYER' },
      userErrors: [],
    });
    expect((await t.gql(WITHDRAW, { input }, creator)).data.withdrawWorldInvitation).toEqual({
      invitation: null,
      userErrors: [{ code: 'INVITATION_NOT_FOUND', field: ['email'] }],
    });
    expect((await t.gql(ME_INVITATIONS, {}, invitee.token)).data.me.invitations).toEqual({ totalCount: 0, nodes: [] });
    expect((await t.gql(ACCEPT, { input: { world: 'demo' } }, invitee.token)).data.acceptWorldInvitation.userErrors).toEqual([
      { code: 'INVITATION_NOT_FOUND', field: ['world'] },
    ]);
    expect((await t.gql(ME, {}, invitee.token)).data.me.memberships).toEqual([]);
  });

  it('makes whoever creates a world its Creator', async () => {
    const { data } = await t.gql(CREATE_WORLD, { input: { slug: 'gotham', name: 'Gotham' } }, player.token);
    expect(data.createWorld).toEqual({ world: { slug: 'gotham' }, userErrors: [] });
    const me = await t.gql(ME, {}, player.token);
    expect(me.data.me.memberships).toContainEqual({ role: 'CREATOR', world: { slug: 'gotham' } });
    const again = await t.gql(CREATE_WORLD, { input: { slug: 'gotham', name: 'Other' } }, creator);
    expect(again.data.createWorld.userErrors).toEqual([{ code: 'WORLD_SLUG_TAKEN', field: ['slug'] }]);
    const bad = await t.gql(CREATE_WORLD, { input: { slug: 'Not A Slug', name: 'X' } }, creator);
    expect(bad.data.createWorld.userErrors).toEqual([{ code: 'INVALID_VALUE', field: ['slug'] }]);
  });
});

describe('API keys', () => {
  it('are shown once, stored hashed, read-only, and stop working when revoked', async () => {
    const { data } = await t.gql(CREATE_KEY, { input: { world: 'demo', name: 'Discord bot' } }, creator);
    const { secret, apiKey } = data.createApiKey;
    expect(secret).toMatch(/^clx_k_/);
    expect(secret.startsWith(apiKey.secretPrefix)).toBe(true);
    const stored = await t.dataSource.query(`SELECT secret_hash FROM api_key WHERE id = $1`, [rowId(apiKey.id)]);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const read = await t.gql(CHARACTERS, {}, secret);
    expect(read.data.characters.totalCount).toBeGreaterThan(0);
    const write = await t.gql(CREATE_CHARACTER, { input: character('Bot Hero') }, secret);
    expect(write.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const listed = await t.gql(KEYS, {}, creator);
    expect(listed.data.apiKeys.nodes[0]).toMatchObject({ name: 'Discord bot', lastUsedAt: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain(secret);

    const revoked = await t.gql(REVOKE_KEY, { id: apiKey.id }, creator);
    expect(revoked.data.revokeApiKey.apiKey.revokedAt).toEqual(expect.any(String));
    expect((await t.gql(CHARACTERS, {}, secret)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('are managed by the Creator alone', async () => {
    const player = await t.signIn('player@example.org', 'correct horse battery');
    const { errors } = await t.gql(CREATE_KEY, { input: { world: 'demo', name: 'Mine' } }, player);
    expect(errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(KEYS, {}, player)).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const missing = await t.gql(REVOKE_KEY, { id: '00000000-0000-4000-8000-000000000000' }, creator);
    expect(missing.data.revokeApiKey.userErrors).toEqual([{ code: 'API_KEY_NOT_FOUND' }]);
  });
});
