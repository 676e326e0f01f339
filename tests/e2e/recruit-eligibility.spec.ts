import type { Page } from '@playwright/test';
import { adminUrl, api, apiSignIn, DEMO_CREATOR, DEMO_HERO_PLAYER, screenshot, signIn } from './browser';
import { expect, expectAccessible, test } from './fixtures';

// Issue 17, defect 6: the team sheet offers only characters who may join (the others disabled,
// with the API's reason), says whether a plea follows as the API does, and marks every
// level-up, feat and item the team cannot afford.

const ERRORS = 'userErrors { code field message }';

async function character(token: string, name: string, ranks: [string, number][]) {
  const versions = ranks.map(([rank, pointValue]) => ({ rank, pointValue, range: 4, koClicks: 3, clicks: [{ speed: 8, attack: 10, defense: 16, damage: 2 }] }));
  const data = await api<{ createCharacter: { character: { id: string } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { id } ${ERRORS} } }`,
    { input: { world: 'demo', name, kind: 'HERO', versions } },
    token,
  );
  if (!data.createCharacter.character) throw new Error(`createCharacter refused: ${JSON.stringify(data.createCharacter.userErrors)}`);
  return data.createCharacter.character.id;
}

async function foundTeam(token: string, name: string, leaderCharacterId: string, founderCharacterIds: string[]) {
  const data = await api<{ createTeam: { team: { id: string; members: { id: string }[] } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { team { id members { id } } ${ERRORS} } }`,
    { input: { world: 'demo', name, alignment: 'HERO', leaderCharacterId, founderCharacterIds } },
    token,
  );
  if (!data.createTeam.team) throw new Error(`createTeam refused: ${JSON.stringify(data.createTeam.userErrors)}`);
  return data.createTeam.team;
}

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
    const stamp = Date.now();
    const n = (name: string) => `Recruit ${name} ${stamp}`;
    const leader = await character(creator, n('Leader'), [
      ['ROOKIE', 40],
      ['EXPERIENCED', 3000],
    ]);
    await character(creator, n('Cheap'), [['ROOKIE', 20]]);
    await character(creator, n('Dear'), [['ROOKIE', 3000]]);
    await character(creator, n('Costly'), [['ROOKIE', 10000]]);
    const taken = await character(creator, n('Taken'), [['ROOKIE', 20]]);
    const rival = await character(creator, n('Rival'), [['ROOKIE', 30]]);
    const team = await foundTeam(player, `Recruiters ${stamp}`, leader, []);
    await foundTeam(creator, `Rivals ${stamp}`, rival, [taken]);

    const sheet = await api<{ team: { heroPoints: number; cash: number; members: { nextLevelUp: { heroPoints: number } }[] } }>(
      `query ($id: ID!) { team(id: $id) { heroPoints cash members { nextLevelUp { heroPoints } } } }`,
      { id: team.id },
      player,
    );
    const { heroPoints, cash: teamCash } = sheet.team;
    const levelUpCost = sheet.team.members[0].nextLevelUp.heroPoints;
    expect(levelUpCost).toBeGreaterThan(heroPoints);
    const catalogue = await api<{
      feats: { nodes: { name: string; cost: number | null; priced: boolean }[] };
      items: { nodes: { name: string; price: number }[] };
    }>(
      `query { feats(world: "demo", first: 100) { nodes { name cost priced } } items(world: "demo", first: 100, filter: { priced: true }) { nodes { name price } } }`,
      {},
    );

    await signIn(page, DEMO_HERO_PLAYER);
    await page.goto(adminUrl(`/teams/${team.id}`));
    await page.getByTestId('recruit-form').waitFor();

    // A Rookie leads: nobody may join, each says why; the team's own leader is not offered.
    const notExperienced = 'the leader is a Rookie; new members only join a team led by at least an Experienced leader';
    const ours = (list: [string, boolean][]) => list.filter(([text]) => text.includes(` ${stamp} `));
    await expect(options(page, 'recruit-form', 'Character').then(ours)).resolves.toEqual([
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
    await expect(options(page, 'recruit-form', 'Character').then(ours)).resolves.toEqual([
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
