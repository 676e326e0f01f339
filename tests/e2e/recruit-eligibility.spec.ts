import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';
import { createCharacter, createTeam, createWorld, joinWorld, worldSlug } from './worlds';

// Issue 17, defect 6: the team sheet offers only characters who may join (the others disabled,
// with the API's reason), says whether a plea follows as the API does, and marks every
// level-up, feat and item the team cannot afford.

// In a world of this file's own, so the characters offered are exactly the six made here.
const WORLD = worldSlug('recruit');
const ERRORS = 'userErrors { code field message }';

async function character(token: string, name: string, ranks: [string, number][]) {
  return createCharacter(
    token,
    WORLD,
    name,
    'HERO',
    ranks.map(([rank, pointValue]) => ({ rank, pointValue, clicks: [{ speed: 8, attack: 10, defense: 16, damage: 2 }] })),
  );
}

const foundTeam = (token: string, name: string, leaderCharacterId: string, founderCharacterIds: string[]) =>
  createTeam(token, WORLD, name, 'HERO', leaderCharacterId, founderCharacterIds);

test.beforeAll(async () => {
  const creator = await apiSignIn(DEMO_CREATOR);
  await createWorld(creator, 'Recruiters’ Harbour', WORLD);
  await joinWorld(creator, WORLD, DEMO_HERO_PLAYER);
});

/** Each option of a select as [text, disabled]. */
const options = (p: Page, testId: string, label: string | RegExp) =>
  p
    .getByTestId(testId)
    .getByLabel(label)
    .locator('option')
    .evaluateAll((list) => list.map((o) => [o.textContent, (o as HTMLOptionElement).disabled] as [string, boolean]));

const cash = (amount: number) => `$${amount.toLocaleString('en-GB')}`;

test.describe('recruiting and spending on the team sheet', () => {
  test('disables who cannot join with the reason, says when no plea is needed, and marks what the team cannot afford', async ({ page }) => {
    test.setTimeout(180_000);
    const creator = await apiSignIn(DEMO_CREATOR);
    const player = await apiSignIn(DEMO_HERO_PLAYER);
    const n = (name: string) => `Recruit ${name}`;
    const leader = await character(creator, n('Leader'), [
      ['ROOKIE', 40],
      ['EXPERIENCED', 3000],
    ]);
    await character(creator, n('Cheap'), [['ROOKIE', 20]]);
    await character(creator, n('Dear'), [['ROOKIE', 3000]]);
    await character(creator, n('Costly'), [['ROOKIE', 10000]]);
    const taken = await character(creator, n('Taken'), [['ROOKIE', 20]]);
    const rival = await character(creator, n('Rival'), [['ROOKIE', 30]]);
    const team = await foundTeam(player, 'Recruiters', leader, []);
    await foundTeam(creator, 'Rivals', rival, [taken]);

    const sheet = await api<{ team: { heroPoints: number; cash: number; members: { nextLevelUp: { heroPoints: number } }[] } }>(
      `query ($id: ID!) { team(id: $id) { heroPoints cash members { nextLevelUp { heroPoints } } } }`,
      { id: team.id },
      player,
    );
    const { heroPoints, cash: teamCash } = sheet.team;
    const levelUpCost = sheet.team.members[0].nextLevelUp.heroPoints;
    // 100 starting Hero Points less the 40-point leader; Rookie to a 3000-point Experienced is 100 + 100 + 3000 (digest 4.3).
    expect({ heroPoints, levelUpCost }).toEqual({ heroPoints: 60, levelUpCost: 3200 });
    const catalogue = await api<{
      feats: { nodes: { name: string; cost: number | null; priced: boolean }[] };
      items: { nodes: { name: string; price: number }[] };
    }>(
      `query ($world: String!) { feats(world: $world, first: 100) { nodes { name cost priced } } items(world: $world, first: 100, filter: { priced: true }) { nodes { name price } } }`,
      { world: WORLD },
    );

    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl(`/teams/${team.id}`));
    await page.getByTestId('recruit-form').waitFor();

    // A Rookie leads: nobody may join, each says why; the team's own leader is not offered, and the world has no one else.
    const notExperienced = 'the leader is a Rookie; new members only join a team led by at least an Experienced leader';
    await expect(options(page, 'recruit-form', 'Character')).resolves.toEqual([
      ['Choose a character', true],
      [`${n('Cheap')} (Rookie, 20 points): cannot join (${notExperienced})`, true],
      [
        `${n('Costly')} (Rookie, 10000 points): cannot join (${notExperienced}; enlisting ${n('Costly')} needs 10000 Hero Points; the reserve holds ${heroPoints})`,
        true,
      ],
      [
        `${n('Dear')} (Rookie, 3000 points): cannot join (${notExperienced}; enlisting ${n('Dear')} needs 3000 Hero Points; the reserve holds ${heroPoints})`,
        true,
      ],
      [`${n('Rival')} (Rookie, 30 points): cannot join (${notExperienced}; ${n('Rival')} cannot be enlisted: on a team)`, true],
      [`${n('Taken')} (Rookie, 20 points): cannot join (${notExperienced}; ${n('Taken')} cannot be enlisted: on a team)`, true],
    ]);
    await expect(page.getByTestId('recruit-form').getByRole('button', { name: 'Recruit…' }).isDisabled()).resolves.toBe(true);

    // The level-up, the feats and the items the team cannot pay for are disabled, with what they need.
    await expect(options(page, 'level-up-form', 'Member')).resolves.toEqual([
      [`${n('Leader')}: Rookie → Experienced (needs ${levelUpCost} HP, has ${heroPoints})`, true],
    ]);
    await expect(page.getByTestId('level-up-form').getByRole('button', { name: 'Level up…' }).isDisabled()).resolves.toBe(true);
    const feats = (await options(page, 'assign-feat-form', /^Feat/)).slice(1);
    const pricedFeats = catalogue.feats.nodes.filter((f) => f.priced && f.cost != null);
    expect(feats).toEqual(
      pricedFeats.map((f) => [
        `${f.name}: ${f.cost} Hero Points${f.cost! > heroPoints ? ` (needs ${f.cost} HP, has ${heroPoints})` : ''}`,
        f.cost! > heroPoints,
      ]),
    );
    const items = (await options(page, 'buy-item-form', /^Item/)).slice(1);
    expect(items.map(([, disabled]) => disabled)).toEqual(catalogue.items.nodes.map((i) => i.price > teamCash));
    for (const [[text], item] of items.map((o, i) => [o, catalogue.items.nodes[i]] as const)) {
      expect(text.endsWith(item.price > teamCash ? `: ${cash(item.price)} (needs ${cash(item.price)}, has ${cash(teamCash)})` : `: ${cash(item.price)}`)).toBe(
        true,
      );
    }
    await expectAccessible(page);
    await screenshot(page, 'recruit-rookie-leader');

    // Funded and levelled up to Experienced (3000 points): the cheap one joins without a plea, the dear one is pleaded with.
    const grant = await api<{ grantAward: { userErrors: unknown[] } }>(
      `mutation ($input: GrantAwardInput!) { grantAward(input: $input) { ${ERRORS} } }`,
      { input: { teamId: team.id, currency: 'HERO_POINTS', amount: 8000, note: 'Funds for recruiting' } },
      creator,
    );
    expect(grant.grantAward.userErrors).toEqual([]);
    const levelled = await api<{ levelUpMember: { userErrors: unknown[] } }>(
      `mutation ($input: LevelUpMemberInput!) { levelUpMember(input: $input) { ${ERRORS} } }`,
      { input: { memberId: team.members[0].id } },
      player,
    );
    expect(levelled.levelUpMember.userErrors).toEqual([]);
    const reserve = heroPoints + 8000 - levelUpCost;
    await page.reload();
    await page.getByTestId('recruit-form').waitFor();
    await expect(page.getByTestId('team-hero-points').innerText()).resolves.toBe(String(reserve));
    await expect(options(page, 'recruit-form', 'Character')).resolves.toEqual([
      ['Choose a character', true],
      [`${n('Cheap')} (Rookie, 20 points)`, false],
      [`${n('Costly')} (Rookie, 10000 points): cannot join (enlisting ${n('Costly')} needs 10000 Hero Points; the reserve holds ${reserve})`, true],
      [`${n('Dear')} (Rookie, 3000 points)`, false],
      [`${n('Rival')} (Rookie, 30 points): cannot join (${n('Rival')} cannot be enlisted: on a team)`, true],
      [`${n('Taken')} (Rookie, 20 points): cannot join (${n('Taken')} cannot be enlisted: on a team)`, true],
    ]);
    const recruit = page.getByTestId('recruit-form');
    const ask = async (who: string) => {
      await recruit.getByLabel('Character').selectOption({ label: `${n(who)} (Rookie, ${who === 'Cheap' ? 20 : 3000} points)` });
      await recruit.getByRole('button', { name: 'Recruit…' }).click();
      const text = await recruit.getByTestId('recruit-confirm').locator('.confirm-action__text').innerText();
      await recruit.getByRole('button', { name: 'Cancel' }).click();
      return text;
    };
    await expect(ask('Cheap')).resolves.toBe(
      `Recruit ${n('Cheap')} (Rookie, 20 points)? He is worth less than ${n('Leader')} (3000), so he joins without a plea. No Hero Points spent on the plea. If he joins, his points are paid in Hero Points too.`,
    );
    await expect(ask('Dear')).resolves.toBe(
      `Recruit ${n('Dear')} (Rookie, 3000 points)? ${n('Leader')} (3000) pleads with an attack roll against his Defense. No Hero Points spent on the plea. If he joins, his points are paid in Hero Points too.`,
    );
    await screenshot(page, 'recruit-experienced-leader');
  });
});
