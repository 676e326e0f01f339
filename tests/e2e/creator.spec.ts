import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, screenshot, signIn } from './browser';
import { expect, test } from './fixtures';
import { createWorld, worldSlug } from './worlds';

// What the Creator makes, edits and invites here is in a world of this file's own; the sign-in and
// sign-out journeys only read the demo world, which the fixture guard keeps unchanged.
const CREATOR = DEMO_CREATOR;
const WORLD = worldSlug('creator');
const WORLD_NAME = 'Creator’s Harbour';

test.beforeAll(async () => createWorld(await apiSignIn(CREATOR), WORLD_NAME, WORLD));

/** The editor's field for an input path, e.g. "versions.0.clicks.2.attack". */
const field = (p: Page, name: string) => p.locator(`[name="${name}"]`);

async function fillClick(p: Page, click: number, values: { speed: string; attack: string; defense: string; damage: string }) {
  for (const [stat, value] of Object.entries(values)) await field(p, `versions.0.clicks.${click}.${stat}`).fill(value);
}

test.describe('the Creator in the console', () => {
  test('signs in and sees their worlds with their role', async ({ page }) => {
    await page.goto(adminUrl('/sign-in'));
    await page.getByLabel('Email', { exact: true }).fill(CREATOR.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('form-errors').innerText()).resolves.toMatch(/email or the password is wrong/i);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(CREATOR.email);

    await signIn(page, CREATOR);
    await expect(page.getByTestId('signed-in-as').innerText()).resolves.toMatch(/Demo Creator/);
    const switcher = page.getByTestId('world-switcher');
    await expect(switcher.locator('option').allInnerTexts()).resolves.toContainEqual(expect.stringMatching(/\(Creator\)$/));
    await switcher.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(/\/worlds\/demo\/characters/);
    await expect(page.getByTestId('world-role').innerText()).resolves.toMatch(/Creator/);
    const nav = page.getByTestId('world-nav');
    for (const tab of ['New character', 'Members', 'API keys']) {
      await expect(nav.getByRole('link', { name: tab }).isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'creator-signed-in');
  });

  test('creates a character with a three-click dial through the editor', async ({ page }) => {
    await signIn(page, CREATOR);
    const name = 'Test Hero';
    await page.goto(adminUrl(`/worlds/${WORLD}/characters/new`));
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Kind').selectOption('HERO');
    await page.getByLabel('Visibility').selectOption('HIDDEN');
    await page.getByLabel('Description').fill('Made by the browser tests.');
    await page.getByLabel('Points').fill('45');
    await page.getByLabel('Range (squares)').fill('5');
    await page.getByLabel('Targets').selectOption('2');
    await page.getByLabel('Team ability').fill('Police');
    await page.getByLabel('Keywords').fill('Spy, Martial Artist');
    await page.getByLabel('KO clicks').fill('2');

    await fillClick(page, 0, { speed: '8', attack: '10', defense: '17', damage: '3' });
    await field(page, 'versions.0.clicks.0.attackPower').fill('Blades/Claws/Fangs');
    const addClick = page.getByRole('button', { name: 'Add a click' });
    await addClick.click();
    await addClick.click();
    await expect(page.getByTestId('dial-editor-0').locator('thead th').count()).resolves.toBe(4);
    await fillClick(page, 1, { speed: '7', attack: '9', defense: '16', damage: '2' });
    await fillClick(page, 2, { speed: '6', attack: '9', defense: '15', damage: '2' });
    // The third click was started from the second, power included; clear it there.
    await field(page, 'versions.0.clicks.2.attackPower').fill('');

    await page.getByRole('button', { name: 'Create character' }).click();
    await page.waitForURL(/\/characters\/[A-Za-z0-9_-]{20,}/);
    await expect(page.locator('h1').innerText()).resolves.toBe(name);
    await expect(page.getByText('Hidden from players').isVisible()).resolves.toBe(true);
    const dial = page.getByTestId('dial-ROOKIE');
    const row = async (value: string) => (await dial.locator(`[data-testid=dial-cell][data-value=${value}]`).allInnerTexts()).map((t) => t.trim());
    expect(await row('SPEED')).toEqual(['8', '7', '6', 'KO', 'KO']);
    expect(await row('ATTACK')).toEqual(['10', '9', '9', 'KO', 'KO']);
    expect(await row('DEFENSE')).toEqual(['17', '16', '15', 'KO', 'KO']);
    expect(await row('DAMAGE')).toEqual(['3', '2', '2', 'KO', 'KO']);
    await expect(dial.locator('[data-power="Blades/Claws/Fangs"]').count()).resolves.toBe(2);
    await screenshot(page, 'creator-character-created');

    // Hidden from the public, listed (and marked) for the Creator.
    await page.goto(adminUrl(`/worlds/${WORLD}/characters?name=${encodeURIComponent(name)}`));
    const listed = page.getByTestId('character-row');
    await expect(listed.count()).resolves.toBe(1);
    await expect(listed.getByTestId('hidden-marker').innerText()).resolves.toBe('hidden');

    // Edit it (the form starts from the saved dial), then delete it after confirming.
    await listed.getByRole('link', { name }).click();
    await page.getByTestId('edit-character').click();
    await page.waitForURL(/\/edit$/);
    await expect(field(page, 'versions.0.clicks.2.defense').inputValue()).resolves.toBe('15');
    await page.getByLabel('Name', { exact: true }).fill(`${name} II`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/characters\/[A-Za-z0-9_-]{20,}\?saved=1$/);
    await expect(page.locator('h1').innerText()).resolves.toBe(`${name} II`);
    await page.getByTestId('delete-character').getByRole('button', { name: 'Delete character' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL(adminUrl(`/worlds/${WORLD}/characters?deleted=1`));
    await screenshot(page, 'creator-character-deleted');
  });

  test('shows a bad dial value next to its field and keeps the form', async ({ page }) => {
    await signIn(page, CREATOR);
    const name = 'Broken Dial';
    await page.goto(adminUrl(`/worlds/${WORLD}/characters/new`));
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Visibility').selectOption('HIDDEN');
    await page.getByLabel('Points').fill('30');
    await fillClick(page, 0, { speed: '7', attack: '9', defense: '16', damage: '2' });
    await page.getByRole('button', { name: 'Add a click' }).click();
    await fillClick(page, 1, { speed: '6', attack: '-1', defense: '15', damage: '1' });

    await page.getByRole('button', { name: 'Create character' }).click();
    const error = page.locator('[data-testid=field-error][data-field="versions.0.clicks.1.attack"]');
    await error.waitFor();
    await expect(error.innerText()).resolves.toMatch(/0 or more/);
    // The error sits in the attack cell of click 2, described by the field itself.
    const attack = field(page, 'versions.0.clicks.1.attack');
    await expect(attack.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(attack.getAttribute('aria-describedby')).resolves.toBe(await error.getAttribute('id'));
    await expect(attack.locator('xpath=ancestor::td').locator('[data-testid=field-error]').count()).resolves.toBe(1);
    // Nothing typed is lost, and nothing was saved.
    expect(page.url()).toMatch(/\/characters\/new$/);
    await expect(attack.inputValue()).resolves.toBe('-1');
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe(name);
    await expect(field(page, 'versions.0.clicks.1.defense').inputValue()).resolves.toBe('15');
    await expect(page.getByLabel('Visibility').inputValue()).resolves.toBe('HIDDEN');
    await expect(page.getByTestId('dial-editor-0').locator('thead th').count()).resolves.toBe(3);
    await screenshot(page, 'creator-dial-error');
  });

  test('creates an API key and shows its secret once', async ({ page }) => {
    await signIn(page, CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/api-keys`));
    const keyName = 'Overlay';
    await page.getByLabel('What the key is for').fill(keyName);
    await page.getByRole('button', { name: 'Create key' }).click();
    const notice = page.getByTestId('api-key-secret');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toMatch(/copy its secret now/i);
    await expect(notice.innerText()).resolves.toMatch(/only time/i);
    const secret = await page.getByTestId('api-key-secret-value').inputValue();
    expect(secret.length).toBeGreaterThan(20);
    // The world's one key.
    const row = page.getByTestId('api-key-row');
    await expect(row.innerText()).resolves.toMatch(keyName);
    const prefix = (await row.locator('code').innerText()).replace('…', '');
    expect(secret.startsWith(prefix)).toBe(true);
    await screenshot(page, 'creator-api-key-secret');

    // Once: after a reload the key is listed, its secret is gone.
    await page.reload();
    await expect(page.getByTestId('api-key-secret').count()).resolves.toBe(0);
    await expect(page.content()).resolves.not.toContain(secret);
    await expect(page.getByTestId('api-key-row').count()).resolves.toBe(1);
    await expect(page.getByTestId('api-key-row').innerText()).resolves.toMatch(keyName);
    await screenshot(page, 'creator-api-keys');
  });

  test("lists the world's members and keeps its last Creator", async ({ page }) => {
    await signIn(page, CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/members`));
    const me = page.getByTestId('member-row').filter({ hasText: 'Demo Creator' });
    await expect(me.innerText()).resolves.toMatch(/creator@demo\.clix/);
    await me.getByLabel('Role of Demo Creator').selectOption('PLAYER');
    await me.getByRole('button', { name: /Change role/ }).click();
    const error = me.getByTestId('field-error');
    await error.waitFor();
    await expect(error.innerText()).resolves.toMatch(/at least one Creator/);

    // An invitation is pending until its invitee accepts, whether the e-mail has an account or not.
    await page.getByLabel('Email of their account').fill('invitee@demo.clix');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByTestId('add-member-done').innerText()).resolves.toBe(
      'Invited invitee@demo.clix as Player: they join once they accept, after signing up if they have no account yet.',
    );
    await page.getByTestId('invitation-row').filter({ hasText: 'invitee@demo.clix' }).waitFor();
    await expect(page.getByTestId('member-row').filter({ hasText: 'invitee@demo.clix' }).count()).resolves.toBe(0);
    await screenshot(page, 'creator-members');
  });

  test('lets an invitee accept on the home page, and the Creator withdraw an invitation', async ({ page }) => {
    const invitee = { email: 'ivy@demo.clix', password: 'invitee long password' };
    await api(`mutation ($input: SignUpInput!) { signUp(input: $input) { token } }`, { input: { ...invitee, displayName: 'Ivy Invitee' } });
    const invite = `mutation ($input: AddWorldMemberInput!) { addWorldMember(input: $input) { userErrors { code } } }`;
    await api(invite, { input: { world: WORLD, email: invitee.email, role: 'PLAYER' } }, await apiSignIn(CREATOR));
    await signIn(page, invitee);
    await page.goto(adminUrl('/'));
    const invitation = page.getByTestId('invitation-item').filter({ hasText: WORLD_NAME });
    await expect(invitation.innerText()).resolves.toMatch(/invites you as Player/);
    await invitation.getByRole('button', { name: /Accept/ }).click();
    await page.getByTestId('world-switcher').waitFor();
    await expect(page.getByTestId('world-switcher').locator('option').allInnerTexts()).resolves.toContainEqual(expect.stringMatching(/\(Player\)$/));
    await expect(page.getByTestId('invitation-item').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in\?reason=signed-out/);

    await signIn(page, CREATOR);
    await page.goto(adminUrl(`/worlds/${WORLD}/members`));
    await expect(page.getByTestId('member-row').filter({ hasText: 'Ivy Invitee' }).count()).resolves.toBe(1);
    await page.getByLabel('Email of their account').fill('withdrawn@demo.clix');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const row = page.getByTestId('invitation-row').filter({ hasText: 'withdrawn@demo.clix' });
    await row.getByRole('button', { name: /Withdraw/ }).click();
    await row.getByRole('button', { name: 'Yes, withdraw' }).click();
    await row.waitFor({ state: 'detached' });
  });

  test('signs out, and a stale session sends the person to sign in', async ({ page }) => {
    await signIn(page, CREATOR);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/sign-in\?reason=signed-out/);
    await expect(page.getByTestId('sign-in-link').isVisible()).resolves.toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.filter((c) => c.name === 'clix_session')).toEqual([]);

    await page.goto(adminUrl('/worlds/demo/api-keys'));
    await page.waitForURL(/\/sign-in\?reason=required/);

    // A token the API no longer accepts: cleared, with a message.
    const url = new URL(adminUrl('/'));
    await page.context().addCookies([{ name: 'clix_session', value: 'sess_not-a-real-token', domain: url.hostname, path: '/' }]);
    await page.goto(adminUrl('/worlds/demo/characters'));
    await page.waitForURL(/\/sign-in\?reason=expired/);
    await expect(page.getByTestId('sign-in-notice').innerText()).resolves.toMatch(/session has ended/i);
    expect((await page.context().cookies()).filter((c) => c.name === 'clix_session')).toEqual([]);
    await screenshot(page, 'creator-signed-out');
  });
});
