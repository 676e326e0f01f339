import { expect } from '@playwright/test';
import { TEAM_ABILITIES, TWO_D6_TOTALS } from '@clix/rules';
import { api, apiSignIn, DEMO_HERO_PLAYER } from './browser';

// A journey that changes what it looks at makes a world of its own (the fixtures' guard keeps the
// demo world as loaded): its characters, teams and matches are the journey's alone, so every count
// and figure it asserts is exact, whatever ran before it.

const ERRORS = 'userErrors { code field message }';

/** A slug no other run or file has taken: `<name>-<pid>-<time>`. */
export const worldSlug = (name: string) => `${name}-${process.pid}-${Date.now().toString(36)}`;

/** A mutation whose payload has userErrors, which must be none; its payload's other fields as `fields` asks. */
export async function mutate<T = Record<string, unknown>>(
  token: string,
  mutation: string,
  inputType: string,
  input: Record<string, unknown>,
  fields = '',
): Promise<T> {
  const data = await api<Record<string, T & { userErrors: unknown[] }>>(
    `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${fields} ${ERRORS} } }`,
    { input },
    token,
  );
  expect(data[mutation].userErrors, mutation).toEqual([]);
  return data[mutation];
}

/** A new world (its catalogues and settings the defaults), its Creator the one `token` signs in. */
export async function createWorld(token: string, name: string, slug: string) {
  await mutate(token, 'createWorld', 'CreateWorldInput', { name, slug });
}

/** `who` invited to the world as `role` by its Creator, and accepting. */
export async function joinWorld(creatorToken: string, world: string, who: { email: string; password: string }, role: 'PLAYER' | 'ORGANIZER' = 'PLAYER') {
  await mutate(creatorToken, 'addWorldMember', 'AddWorldMemberInput', { world, email: who.email, role });
  await mutate(await apiSignIn(who), 'acceptWorldInvitation', 'AcceptWorldInvitationInput', { world });
}

type Version = {
  rank: string;
  pointValue: number;
  range?: number;
  koClicks?: number;
  clicks?: { speed: number; attack: number; defense: number; damage: number }[];
};

/** A character of the world, each version a plain dial unless it says otherwise; its id. */
export async function createCharacter(token: string, world: string, name: string, kind: 'HERO' | 'VILLAIN', versions: Version[]): Promise<string> {
  const made = await mutate<{ character: { id: string } }>(
    token,
    'createCharacter',
    'CreateCharacterInput',
    {
      world,
      name,
      kind,
      versions: versions.map((v) => ({ range: 4, koClicks: 3, clicks: [{ speed: 8, attack: 9, defense: 16, damage: 2 }], ...v })),
    },
    'character { id }',
  );
  return made.character.id;
}

/** A team of the world, owned by whom `token` signs in; its id and its members' ids. */
export async function createTeam(
  token: string,
  world: string,
  name: string,
  alignment: 'HERO' | 'VILLAIN',
  leaderCharacterId: string,
  founderCharacterIds: string[] = [],
): Promise<{ id: string; members: { id: string }[] }> {
  const made = await mutate<{ team: { id: string; members: { id: string }[] } }>(
    token,
    'createTeam',
    'CreateTeamInput',
    { world, name, alignment, leaderCharacterId, founderCharacterIds },
    'team { id members { id } }',
  );
  return made.team;
}

/** The demo world's villain player (apps/api/src/teams/demo-teams.ts). */
export const DEMO_VILLAIN_PLAYER = { email: 'villain-player@demo.clix', password: process.env.DEMO_PLAYER_PASSWORD ?? 'demo-player-password' };

export const DEMO_HERO_TEAM = 'The Lantern Watch';
export const DEMO_VILLAIN_TEAM = 'The Nightshade Syndicate';

/**
 * A world of the journey's own laid out as the demo world's teams are (apps/api/src/teams/demo-teams.ts),
 * without its league: the demo world's characters (exported and imported), its hero and villain
 * players, and their two teams with the same history (an award, a level-up, skill points, a feat,
 * items) and the same team abilities (Shared Defense and Shared Attack, which change no match's
 * numbers). Returns the teams' ids.
 */
export async function demoLikeWorld(creatorToken: string, name: string, slug: string): Promise<{ heroTeamId: string; villainTeamId: string }> {
  await createWorld(creatorToken, name, slug);
  const { exportCharacters } = await api<{ exportCharacters: string }>(`query { exportCharacters(world: "demo") }`, {}, creatorToken);
  const { importCharacters } = await api<{ importCharacters: { characters: { id: string; name: string }[]; userErrors: unknown[] } }>(
    `mutation ($world: String!, $json: String!) { importCharacters(world: $world, json: $json) { characters { id name } userErrors { code message } } }`,
    { world: slug, json: exportCharacters },
    creatorToken,
  );
  expect(importCharacters.userErrors).toEqual([]);
  const id = (character: string) => importCharacters.characters.find((c) => c.name === character)!.id;
  await joinWorld(creatorToken, slug, DEMO_HERO_PLAYER);
  await joinWorld(creatorToken, slug, DEMO_VILLAIN_PLAYER);
  const hero = await apiSignIn(DEMO_HERO_PLAYER);
  const villain = await apiSignIn(DEMO_VILLAIN_PLAYER);
  // A team ability is rolled on the world's chart: with every total of the chart on the demo team's ability, the roll gives that one.
  const chart = (entries: readonly { roll: number; name: string; text: string }[]) =>
    mutate(creatorToken, 'updateWorldSettings', 'UpdateWorldSettingsInput', {
      world: slug,
      patch: { teamAbilities: { chart: entries.map(({ roll, name, text }) => ({ roll, name, text })) } },
    });
  const only = (name: string) => {
    const ability = TEAM_ABILITIES.find((entry) => entry.name === name)!;
    return TWO_D6_TOTALS.map((roll) => ({ ...ability, roll }));
  };
  await chart(only('Shared Defense'));
  const heroes = await createTeam(hero, slug, DEMO_HERO_TEAM, 'HERO', id('Lantern Jack'), [id('Skylark'), id('Ironwall')]);
  await chart(only('Shared Attack'));
  const villains = await createTeam(villain, slug, DEMO_VILLAIN_TEAM, 'VILLAIN', id('Mother Nightshade'), [id('Razorback'), id('Static Jill')]);
  await chart(TEAM_ABILITIES);
  const { h, v } = await api<Record<'h' | 'v', { teamAbility: { name: string } }>>(
    `query ($h: ID!, $v: ID!) { h: team(id: $h) { teamAbility { name } } v: team(id: $v) { teamAbility { name } } }`,
    { h: heroes.id, v: villains.id },
    creatorToken,
  );
  expect([h.teamAbility.name, v.teamAbility.name]).toEqual(['Shared Defense', 'Shared Attack']);
  const memberOf = async (teamId: string, character: string) => {
    const { team } = await api<{ team: { members: { id: string; character: { name: string } }[] } }>(
      `query ($id: ID!) { team(id: $id) { members { id character { name } } } }`,
      { id: teamId },
      creatorToken,
    );
    return team.members.find((m) => m.character.name === character)!.id;
  };
  await mutate(creatorToken, 'grantAward', 'GrantAwardInput', {
    teamId: heroes.id,
    currency: 'HERO_POINTS',
    amount: 300,
    note: 'Foiled the demo bank robbery',
  });
  await mutate(hero, 'levelUpMember', 'LevelUpMemberInput', { memberId: await memberOf(heroes.id, 'Lantern Jack') });
  await mutate(hero, 'buyItem', 'BuyItemInput', { teamId: heroes.id, itemId: 'handgun-small' });
  await mutate(hero, 'allocateSkillPoints', 'AllocateSkillPointsInput', {
    memberId: await memberOf(heroes.id, 'Lantern Jack'),
    skillId: 'criminology',
    points: 5,
  });
  await mutate(creatorToken, 'grantAward', 'GrantAwardInput', {
    teamId: villains.id,
    currency: 'HERO_POINTS',
    amount: 100,
    note: 'Cleared out the ninja warehouse',
  });
  await mutate(villain, 'assignFeat', 'MemberFeatInput', { memberId: await memberOf(villains.id, 'Razorback'), featId: 'berserk' });
  await mutate(villain, 'buyItem', 'BuyItemInput', { teamId: villains.id, itemId: 'handgun-large' });
  return { heroTeamId: heroes.id, villainTeamId: villains.id };
}
