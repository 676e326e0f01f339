import { DataSource, EntityManager } from 'typeorm';
import type { CharacterData, CharacterVersionData, DialClick } from '@clix/rules';
import { Account } from '../accounts/account.entity';
import { hashPassword } from '../auth/password';
import type { RequestContext } from '../context';
import { createTransactionContext } from '../http/request-context';
import { CharacterService } from '../characters/character.service';
import { CreateCharacterInput } from '../characters/character.inputs';
import { DEMO_WORLD_SLUG } from '../demo/demo-world';
import { lockDemoLoading } from '../demo/demo.reads';
import { World } from '../worlds/world.entity';
import { WorldMember, WorldRole } from '../worlds/world-member.entity';
import { AdvancementService } from './advancement.service';
import { LedgerService } from './ledger.service';
import { AllocateSkillPointsInput, BuyItemInput, CreateTeamInput, GrantAwardInput, LevelUpMemberInput, MemberFeatInput } from './team.inputs';
import { AwardCurrency, TeamAlignment } from './team.enums';
import { Team } from './team.entity';
import { memberIdOfCharacter } from './team.reads';
import { TeamService } from './team.service';

/** The demo players' sign-ins, printed by `seed-demo`; DEMO_PLAYER_PASSWORD overrides both passwords. */
export function demoPlayers() {
  const password = process.env.DEMO_PLAYER_PASSWORD ?? 'demo-player-password';
  return {
    hero: { email: 'hero-player@demo.clix', password, displayName: 'Demo Hero Player' },
    villain: { email: 'villain-player@demo.clix', password, displayName: 'Demo Villain Player' },
  };
}

type Row = [speed: number, attack: number, defense: number, damage: number, powers?: Partial<Record<'s' | 'a' | 'd' | 'x', string>>];

function clicks(rows: Row[]): DialClick[] {
  return rows.map(([speed, attack, defense, damage, p = {}]) => ({
    speed,
    attack,
    defense,
    damage,
    ...(p.s ? { speedPower: p.s } : {}),
    ...(p.a ? { attackPower: p.a } : {}),
    ...(p.d ? { defensePower: p.d } : {}),
    ...(p.x ? { damagePower: p.x } : {}),
  }));
}

function version(
  rank: 'ROOKIE' | 'EXPERIENCED',
  pointValue: number,
  range: number,
  rows: Row[],
  extra: Partial<CharacterVersionData> = {},
): CharacterVersionData {
  return {
    rank,
    pointValue,
    range,
    targets: 1,
    movement: 'BOOT',
    damageSymbol: 'STANDARD',
    teamAbility: null,
    keywords: [],
    archenemyColour: null,
    setCode: 'DEMO',
    collectorNumber: null,
    startingClick: 1,
    clicks: clicks(rows),
    koClicks: 12 - rows.length,
    specialPowers: [],
    ...extra,
  };
}

/** Heroes and villains of the demo city, each with a Rookie and an Experienced dial, for the demo teams. */
export const DEMO_TEAM_CHARACTERS: CharacterData[] = [
  {
    name: 'Lantern Jack',
    kind: 'HERO',
    description: 'A night-shift detective who walks the docks with a storm lantern and a stun baton.',
    visibility: 'PUBLIC',
    versions: [
      version(
        'ROOKIE',
        38,
        5,
        [
          [8, 9, 16, 2, { a: 'Incapacitate' }],
          [7, 9, 15, 2, { a: 'Incapacitate' }],
          [7, 8, 15, 1, { d: 'Combat Reflexes' }],
          [6, 8, 14, 1, { d: 'Combat Reflexes' }],
          [6, 7, 14, 1],
          [5, 7, 13, 1],
        ],
        { keywords: ['Detective'], archenemyColour: 'green' },
      ),
      version(
        'EXPERIENCED',
        52,
        6,
        [
          [8, 10, 17, 2, { a: 'Incapacitate', x: 'Outwit' }],
          [8, 10, 16, 2, { a: 'Incapacitate' }],
          [7, 9, 16, 2, { d: 'Combat Reflexes' }],
          [7, 9, 15, 2, { d: 'Combat Reflexes' }],
          [6, 8, 15, 1],
          [6, 8, 14, 1],
          [5, 7, 14, 1],
        ],
        { keywords: ['Detective'], archenemyColour: 'green' },
      ),
    ],
  },
  {
    name: 'Skylark',
    kind: 'HERO',
    description: 'A courier who found a flight harness in a crashed prototype and never gave it back.',
    visibility: 'PUBLIC',
    versions: [
      version(
        'ROOKIE',
        32,
        6,
        [
          [10, 8, 15, 2, { s: 'Running Shot' }],
          [9, 8, 15, 1, { s: 'Running Shot' }],
          [9, 7, 14, 1],
          [8, 7, 14, 1, { d: 'Super Senses' }],
          [8, 6, 13, 1],
        ],
        { movement: 'WING' },
      ),
      version(
        'EXPERIENCED',
        45,
        7,
        [
          [11, 9, 16, 2, { s: 'Running Shot' }],
          [10, 9, 15, 2, { s: 'Running Shot' }],
          [10, 8, 15, 1, { d: 'Super Senses' }],
          [9, 8, 14, 1, { d: 'Super Senses' }],
          [8, 7, 14, 1],
          [8, 7, 13, 1],
        ],
        { movement: 'WING', targets: 2 },
      ),
    ],
  },
  {
    name: 'Ironwall',
    kind: 'HERO',
    description: 'A former demolition worker whose skin turned to pig iron after a foundry accident.',
    visibility: 'PUBLIC',
    versions: [
      version('ROOKIE', 28, 0, [
        [6, 9, 17, 2, { a: 'Super Strength', d: 'Toughness' }],
        [6, 9, 16, 2, { a: 'Super Strength', d: 'Toughness' }],
        [5, 8, 16, 2, { d: 'Toughness' }],
        [5, 8, 15, 1],
        [4, 7, 15, 1],
      ]),
      version('EXPERIENCED', 41, 0, [
        [7, 10, 17, 3, { a: 'Super Strength', d: 'Toughness' }],
        [6, 10, 17, 2, { a: 'Super Strength', d: 'Toughness' }],
        [6, 9, 16, 2, { d: 'Toughness' }],
        [5, 9, 16, 2, { d: 'Toughness' }],
        [5, 8, 15, 1],
        [4, 8, 15, 1],
      ]),
    ],
  },
  {
    name: 'Mother Nightshade',
    kind: 'VILLAIN',
    description: 'A botanist turned crime boss who runs the flower markets and half the city council.',
    visibility: 'PUBLIC',
    versions: [
      version(
        'ROOKIE',
        40,
        5,
        [
          [7, 9, 16, 2, { a: 'Poison', d: 'Mastermind' }],
          [7, 9, 16, 2, { a: 'Poison', d: 'Mastermind' }],
          [6, 8, 15, 2, { x: 'Perplex' }],
          [6, 8, 15, 1, { x: 'Perplex' }],
          [5, 7, 14, 1],
          [5, 7, 14, 1],
        ],
        { archenemyColour: 'green' },
      ),
      version(
        'EXPERIENCED',
        55,
        6,
        [
          [8, 10, 17, 2, { a: 'Poison', d: 'Mastermind' }],
          [7, 10, 16, 2, { a: 'Poison', d: 'Mastermind' }],
          [7, 9, 16, 2, { x: 'Perplex' }],
          [6, 9, 15, 2, { x: 'Perplex' }],
          [6, 8, 15, 1],
          [5, 8, 14, 1],
          [5, 7, 14, 1],
        ],
        { archenemyColour: 'green' },
      ),
    ],
  },
  {
    name: 'Razorback',
    kind: 'VILLAIN',
    description: 'A prize fighter with bone spurs for knuckles who charges first and never asks.',
    visibility: 'PUBLIC',
    versions: [
      version('ROOKIE', 30, 0, [
        [8, 10, 15, 2, { s: 'Charge', a: 'Blades/Claws/Fangs' }],
        [8, 9, 15, 2, { s: 'Charge', a: 'Blades/Claws/Fangs' }],
        [7, 9, 14, 2, { x: 'Battle Fury' }],
        [7, 8, 14, 1, { x: 'Battle Fury' }],
        [6, 8, 13, 1],
      ]),
      version('EXPERIENCED', 44, 0, [
        [9, 11, 16, 3, { s: 'Charge', a: 'Blades/Claws/Fangs' }],
        [8, 10, 15, 2, { s: 'Charge', a: 'Blades/Claws/Fangs' }],
        [8, 10, 15, 2, { x: 'Battle Fury' }],
        [7, 9, 14, 2, { x: 'Battle Fury' }],
        [7, 9, 14, 1],
        [6, 8, 13, 1],
      ]),
    ],
  },
  {
    name: 'Static Jill',
    kind: 'VILLAIN',
    description: 'A power-station technician who learned to throw the current she used to fix.',
    visibility: 'PUBLIC',
    versions: [
      version('ROOKIE', 26, 6, [
        [7, 8, 15, 2, { a: 'Energy Explosion' }],
        [7, 8, 14, 2, { a: 'Energy Explosion' }],
        [6, 7, 14, 1, { a: 'Pulse Wave' }],
        [6, 7, 13, 1],
        [5, 6, 13, 1],
      ]),
      version(
        'EXPERIENCED',
        38,
        7,
        [
          [8, 9, 16, 2, { a: 'Energy Explosion' }],
          [7, 9, 15, 2, { a: 'Energy Explosion' }],
          [7, 8, 15, 2, { a: 'Pulse Wave' }],
          [6, 8, 14, 1, { a: 'Pulse Wave' }],
          [6, 7, 14, 1],
          [5, 7, 13, 1],
        ],
        { targets: 2 },
      ),
    ],
  },
];

/** A demo step's result, or an error naming the step that the services refused. */
export function check<T extends { userErrors: unknown[] }>(what: string, result: T): T {
  if (result.userErrors.length) throw new Error(`Demo ${what} was refused: ${JSON.stringify(result.userErrors)}`);
  return result;
}

/** An input class filled as the API would after validation (the services take class instances). */
export const input = <T extends object>(cls: new () => T, values: Partial<T>): T => Object.assign(new cls(), values);

const HERO_TEAM = 'The Lantern Watch';

/**
 * Adds the demo teams to the demo world once (after loadDemoWorld): returns false when they are
 * already there or there is no demo world. `seed-demo` runs it, so `npm start` shows teams.
 */
export async function loadDemoTeams(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    await lockDemoLoading(em);
    const world = await em.findOne(World, { where: { slug: DEMO_WORLD_SLUG } });
    if (!world || (await em.existsBy(Team, { worldId: world.id, name: HERO_TEAM }))) return false;
    const creator = await em.findOneOrFail(WorldMember, { where: { worldId: world.id, role: WorldRole.CREATOR }, order: { createdAt: 'ASC' } });
    const ctx = createTransactionContext(dataSource, em, {
      kind: 'account',
      accountId: creator.accountId,
      sessionId: 'demo-loader',
      roles: new Map([[world.id, WorldRole.CREATOR]]),
    });
    await buildDemoTeams(ctx, em, world.id, world.slug);
    return true;
  });
}

/**
 * The demo world's heroes and villains, two player accounts and one team for each, built through
 * the same services (and rules) as the API, with some history: a Creator award, a level-up, a feat,
 * items and skill points.
 */
async function buildDemoTeams(creatorCtx: RequestContext, em: EntityManager, worldId: string, worldSlug: string): Promise<void> {
  const ids = new Map<string, string>();
  for (const data of DEMO_TEAM_CHARACTERS) {
    const result = check(`character ${data.name}`, await CharacterService.create(creatorCtx, input(CreateCharacterInput, { ...data, world: worldSlug })));
    ids.set(data.name, result.character!.id);
  }

  const playerCtx = async (who: ReturnType<typeof demoPlayers>['hero']) => {
    const account = await em.save(em.create(Account, { email: who.email, displayName: who.displayName, passwordHash: await hashPassword(who.password) }));
    await em.insert(WorldMember, { worldId, accountId: account.id, role: WorldRole.PLAYER });
    return createTransactionContext(creatorCtx.dataSource, em, {
      kind: 'account',
      accountId: account.id,
      sessionId: 'demo-loader',
      roles: new Map([[worldId, WorldRole.PLAYER]]),
    });
  };
  const players = demoPlayers();
  const heroCtx = await playerCtx(players.hero);
  const villainCtx = await playerCtx(players.villain);

  // Each team ability is rolled from a fixed seed (recorded as any roll), so the demo is the same on
  // every install: 4 Shared Defense and 5 Shared Attack, neither of which changes a match's numbers.
  const heroes = check(
    'hero team',
    await TeamService.create(
      heroCtx,
      input(CreateTeamInput, {
        world: worldSlug,
        name: HERO_TEAM,
        alignment: TeamAlignment.HERO,
        leaderCharacterId: ids.get('Lantern Jack')!,
        founderCharacterIds: [ids.get('Skylark')!, ids.get('Ironwall')!],
        severalPlayers: false,
      }),
      { abilitySeed: `demo-team-ability:${HERO_TEAM}` },
    ),
  ).team!;
  const villains = check(
    'villain team',
    await TeamService.create(
      villainCtx,
      input(CreateTeamInput, {
        world: worldSlug,
        name: 'The Nightshade Syndicate',
        alignment: TeamAlignment.VILLAIN,
        leaderCharacterId: ids.get('Mother Nightshade')!,
        founderCharacterIds: [ids.get('Razorback')!, ids.get('Static Jill')!],
        severalPlayers: false,
      }),
      { abilitySeed: 'demo-team-ability:The Nightshade Syndicate' },
    ),
  ).team!;

  const memberId = async (teamId: string, name: string) => (await memberIdOfCharacter(em, teamId, ids.get(name)!))!;

  check(
    'award',
    await LedgerService.grantAward(
      creatorCtx,
      input(GrantAwardInput, { teamId: heroes.id, currency: AwardCurrency.HERO_POINTS, amount: 300, note: 'Foiled the demo bank robbery' }),
    ),
  );
  check('level-up', await AdvancementService.levelUp(heroCtx, input(LevelUpMemberInput, { memberId: await memberId(heroes.id, 'Lantern Jack') })));
  check('item', await AdvancementService.buyItem(heroCtx, input(BuyItemInput, { teamId: heroes.id, itemId: 'handgun-small' })));
  check(
    'skill points',
    await AdvancementService.allocateSkillPoints(
      heroCtx,
      input(AllocateSkillPointsInput, { memberId: await memberId(heroes.id, 'Lantern Jack'), skillId: 'criminology', points: 5 }),
    ),
  );

  check(
    'award',
    await LedgerService.grantAward(
      creatorCtx,
      input(GrantAwardInput, { teamId: villains.id, currency: AwardCurrency.HERO_POINTS, amount: 100, note: 'Cleared out the ninja warehouse' }),
    ),
  );
  check(
    'feat',
    await AdvancementService.assignFeat(villainCtx, input(MemberFeatInput, { memberId: await memberId(villains.id, 'Razorback'), featId: 'berserk' })),
  );
  check('item', await AdvancementService.buyItem(villainCtx, input(BuyItemInput, { teamId: villains.id, itemId: 'handgun-large' })));
}
