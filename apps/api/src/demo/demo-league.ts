import { DataSource, EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity';
import type { RequestContext } from '../context';
import { createTransactionContext } from '../http/request-context';
import { Character } from '../characters/character.entity';
import { LeagueService } from '../leagues/league.service';
import { CreateLeagueInput } from '../leagues/league.inputs';
import { League } from '../leagues/league.entity';
import { MatchService } from '../matches/match.service';
import { AttackKindEnum, MapType, MatchEventType, MatchRuleset } from '../matches/match.enums';
import { CreateMatchInput, MatchEventInput, RecordMatchEventInput } from '../matches/match.inputs';
import { ResolutionService } from '../matches/resolution.service';
import { MatchOutcomeInput, ResolveMatchInput } from '../matches/resolution.inputs';
import { CreateTeamInput } from '../teams/team.inputs';
import { TeamAlignment } from '../teams/team.enums';
import { Team, TeamMember } from '../teams/team.entity';
import { TeamService } from '../teams/team.service';
import { World } from '../worlds/world.entity';
import { WorldMember, WorldRole } from '../worlds/world-member.entity';
import { DEMO_WORLD_SLUG } from './demo-world';
import { lockDemoLoading, matchFigureNames } from './demo.reads';
import { check, demoPlayers, input } from '../teams/demo-teams';

export const DEMO_LEAGUE_NAME = 'Harbour City League';

function contextFor(dataSource: DataSource, em: EntityManager, accountId: string, worldId: string, role: WorldRole): RequestContext {
  return createTransactionContext(dataSource, em, { kind: 'account', accountId, sessionId: 'demo-loader', roles: new Map([[worldId, role]]) });
}

/** One demo match: its sides by team name, what happened (by character name) and how it ended. */
interface DemoMatch {
  teams: [string, string];
  scenarioId?: string;
  events: { type: `${MatchEventType}`; figure?: string; by?: string; target?: string; side?: number; attackKind?: `${AttackKindEnum}` }[];
  outcome: Partial<MatchOutcomeInput>;
  /** Left IN_PROGRESS, for the live tracker. */
  unresolved?: boolean;
}

const LANTERN = 'The Lantern Watch';
const NIGHTSHADE = 'The Nightshade Syndicate';
const HARBOUR = 'The Harbour Guard';
const TIDE = 'The Black Tide';

const MATCHES: DemoMatch[] = [
  {
    teams: [LANTERN, NIGHTSHADE],
    scenarioId: 'BANK_ROBBERY',
    events: [
      { type: 'ATTACK', figure: 'Lantern Jack', target: 'Razorback', attackKind: 'CLOSE' },
      { type: 'END_TURN', side: 0 },
      { type: 'KO', figure: 'Static Jill', by: 'Skylark' },
      { type: 'KO', figure: 'Mother Nightshade', by: 'Lantern Jack' },
      { type: 'BYSTANDER_SAVED', figure: 'Ironwall' },
    ],
    outcome: { winningSide: 0 },
  },
  {
    teams: [HARBOUR, TIDE],
    events: [
      { type: 'END_TURN', side: 0 },
      { type: 'ATTACK', figure: 'Crimson Ninja', target: 'Body Guard', attackKind: 'CLOSE' },
      { type: 'KO', figure: 'White Ninja Guard', by: 'Crimson Ninja' },
      { type: 'KO', figure: 'Body Guard', by: 'Black Ninja Guard' },
      { type: 'PROPERTY_DESTROYED', figure: 'Crimson Ninja' },
    ],
    outcome: { winningSide: 1 },
  },
  {
    teams: [LANTERN, TIDE],
    events: [
      { type: 'ATTACK', figure: 'Skylark', target: 'Black Ninja Guard', attackKind: 'RANGED' },
      { type: 'KO', figure: 'Black Ninja Guard', by: 'Skylark' },
      { type: 'KO', figure: 'Ironwall', by: 'Crimson Ninja' },
    ],
    outcome: {},
  },
  {
    teams: [HARBOUR, NIGHTSHADE],
    events: [
      { type: 'END_TURN', side: 0 },
      { type: 'ATTACK', figure: 'Razorback', target: 'Crimson Ninja Guard', attackKind: 'CLOSE' },
      { type: 'KO', figure: 'Razorback', by: 'White Ninja Guard' },
      { type: 'KO', figure: 'Static Jill', by: 'Crimson Ninja Guard' },
      { type: 'BYSTANDER_SAVED', figure: 'Body Guard' },
    ],
    outcome: { winningSide: 0 },
  },
  {
    teams: [LANTERN, HARBOUR],
    events: [
      { type: 'ATTACK', figure: 'Skylark', target: 'Body Guard', attackKind: 'RANGED' },
      { type: 'END_TURN', side: 0 },
    ],
    outcome: {},
    unresolved: true,
  },
];

/**
 * The demo league, once (after loadDemoTeams): two more teams of the world's ninja NPCs, a league
 * of the four teams, four matches played and resolved through the same services as the API
 * (standings and prestige move as they would at a table) and a fifth left in progress.
 */
export async function loadDemoLeague(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (em) => {
    await lockDemoLoading(em);
    const world = await em.findOne(World, { where: { slug: DEMO_WORLD_SLUG } });
    if (!world || (await em.existsBy(League, { worldId: world.id, name: DEMO_LEAGUE_NAME }))) return false;
    const players = demoPlayers();
    const accounts = await em.find(Account, { where: [{ email: players.hero.email }, { email: players.villain.email }] });
    const heroAccount = accounts.find((a) => a.email === players.hero.email);
    const villainAccount = accounts.find((a) => a.email === players.villain.email);
    if (!heroAccount || !villainAccount) return false;
    const creator = await em.findOneOrFail(WorldMember, { where: { worldId: world.id, role: WorldRole.CREATOR }, order: { createdAt: 'ASC' } });
    const creatorCtx = contextFor(dataSource, em, creator.accountId, world.id, WorldRole.CREATOR);

    const characterId = async (name: string) => (await em.findOneOrFail(Character, { where: { worldId: world.id, name } })).id;
    const found = async (ctx: RequestContext, name: string, alignment: TeamAlignment, leader: string, founders: string[]) => {
      // One at a time: the loader's transaction is one connection.
      const founderCharacterIds: string[] = [];
      for (const founder of founders) founderCharacterIds.push(await characterId(founder));
      return check(
        `team ${name}`,
        await TeamService.create(
          ctx,
          input(CreateTeamInput, {
            world: world.slug,
            name,
            alignment,
            leaderCharacterId: await characterId(leader),
            founderCharacterIds,
            severalPlayers: false,
          }),
          // A fixed seed, as the demo teams': the same abilities on every install (8 and 3, which change no match number).
          { abilitySeed: `demo-team-ability:${name}` },
        ),
      );
    };
    await found(contextFor(dataSource, em, heroAccount.id, world.id, WorldRole.PLAYER), HARBOUR, TeamAlignment.HERO, 'White Ninja Guard', [
      'Crimson Ninja Guard',
      'Body Guard',
    ]);
    await found(contextFor(dataSource, em, villainAccount.id, world.id, WorldRole.PLAYER), TIDE, TeamAlignment.VILLAIN, 'Crimson Ninja', ['Black Ninja Guard']);

    const teams = await em.find(Team, { where: { worldId: world.id } });
    const teamId = (name: string) => teams.find((t) => t.name === name)!.id;
    const league = check(
      'league',
      await LeagueService.create(
        creatorCtx,
        input(CreateLeagueInput, {
          world: world.slug,
          name: DEMO_LEAGUE_NAME,
          season: '2026 Autumn',
          teamIds: [LANTERN, NIGHTSHADE, HARBOUR, TIDE].map(teamId),
        }),
      ),
    ).league!;

    for (const [n, demo] of MATCHES.entries()) {
      const members = await em.find(TeamMember, { where: demo.teams.map((name) => ({ teamId: teamId(name) })), relations: { character: true } });
      const sides = demo.teams.map((name) => {
        const team = teams.find((t) => t.name === name)!;
        return {
          alignment: team.alignment,
          teamId: team.id,
          teamMemberIds: members.filter((m) => m.teamId === team.id && m.status === 'ACTIVE').map((m) => m.id),
          versionIds: [],
          reinforcementIds: [],
        };
      });
      const match = check(
        `match ${n + 1}`,
        await MatchService.create(
          creatorCtx,
          input(CreateMatchInput, {
            world: world.slug,
            ruleset: MatchRuleset.CLIX_CAMPAIGN,
            leagueId: league.id,
            scenarioId: demo.scenarioId,
            sides,
            buildTotal: 100,
            trainingMission: false,
            mapType: MapType.CITY,
            firstSide: 0,
          }),
        ),
      ).match!;
      const figures = await matchFigureNames(em, match.id);
      const figure = (name?: string) => (name ? figures.find((f) => f.name === name)!.id : undefined);
      for (const e of demo.events) {
        const event = input(MatchEventInput, {
          type: e.type as MatchEventType,
          figureId: figure(e.figure),
          byFigureId: figure(e.by),
          targetFigureIds: e.target ? [figure(e.target)!] : [],
          attackKind: e.attackKind as AttackKindEnum | undefined,
          distance: e.attackKind === 'RANGED' ? 4 : 1,
          side: e.side,
        });
        check(`event ${e.type} of match ${n + 1}`, await MatchService.recordEvent(creatorCtx, input(RecordMatchEventInput, { matchId: match.id, event })));
      }
      if (demo.unresolved) continue;
      const outcome = input(MatchOutcomeInput, { sides: [], inOverYourHead: false, ...demo.outcome });
      check(
        `resolution of match ${n + 1}`,
        await ResolutionService.resolve(creatorCtx, input(ResolveMatchInput, { matchId: match.id, idempotencyKey: `demo-league-${n + 1}`, outcome })),
      );
    }
    return true;
  });
}
