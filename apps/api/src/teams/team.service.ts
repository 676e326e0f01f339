import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { campaignSettings, FoundingCandidate, rollTeamAbility, validateFoundingTeam } from '@clix/rules';
import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { cursorOrder, decodeCursor, Page, toPage } from '../common/pagination';
import { UserError, UserErrorCode, userError } from '../common/user-error';
import { validateInput } from '../common/validation';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { DialClick } from '../characters/dial-click.entity';
import { entityRows, preparedQuery } from '../common/entity-rows';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { RollService } from '../rolls/roll.service';
import { worldNotFound, WorldService } from '../worlds/world.service';
import { LedgerService } from './ledger.service';
import { CreateTeamInput, TeamsArgs } from './team.inputs';
import { Currency, LedgerReason, LedgerSourceType, MemberStatus } from './team.enums';
import { Team, TeamMember } from './team.entity';
import { settingsFor } from './team.settings';
import { isUniqueViolation, isUuid, powersShown } from './team.util';

export interface TeamResult {
  team: Team | null;
  teamAbilityRoll: DiceRoll | null;
  userErrors: UserError[];
}

/** Statuses of members who have left the team; everyone else is on it. */
export const LEFT_TEAM: readonly MemberStatus[] = [MemberStatus.DEAD, MemberStatus.QUIT];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rank order in which a character's versions are offered: a Rookie before a Unique. */
const RANK_PREFERENCE = ['ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE', 'LIMITED_EDITION'];
export const byRankPreference = (a: CharacterVersion, b: CharacterVersion) =>
  RANK_PREFERENCE.indexOf(a.rank) - RANK_PREFERENCE.indexOf(b.rank) || a.pointValue - b.pointValue;

/** Founding refusals of the rules engine, as the API's stable codes. */
const FOUNDING_CODES = {
  NO_FOUNDERS: UserErrorCode.NO_FOUNDERS,
  TOO_MANY_FOUNDERS: UserErrorCode.TOO_MANY_FOUNDERS,
  NOT_ROOKIE: UserErrorCode.NOT_ROOKIE,
  BATTLE_FURY_LEADER: UserErrorCode.BATTLE_FURY_LEADER,
  DUPLICATE_MEMBER: UserErrorCode.DUPLICATE_MEMBER,
  INVALID_POINT_VALUE: UserErrorCode.INVALID_POINT_VALUE,
  INSUFFICIENT_HERO_POINTS: UserErrorCode.INSUFFICIENT_HERO_POINTS,
} as const;

const TEAMS_BY_NAME = (worldId: string) => cursorOrder('teams', 'name, id', { world: worldId }, 'text', 'uuid');

export class TeamService {
  /** Throws UNAUTHENTICATED or FORBIDDEN unless the viewer owns the team (and still plays in its world) or is its world's Creator. */
  static authorizeTeamAction(ctx: RequestContext, team: Team): void {
    const viewer = requireAccount(ctx.viewer);
    if (can(viewer, team.worldId, 'team.actAny')) return;
    if (team.ownerId === viewer.accountId && can(viewer, team.worldId, 'team.actOwn')) return;
    authorize(viewer, team.worldId, 'team.actAny');
  }

  static async findById(ctx: RequestContext, id: string): Promise<Team | null> {
    if (!isUuid(id)) return null;
    return ctx.loaders.teamById.load(id);
  }

  /**
   * A team by id with every member ever enlisted (character and version) and, with `clicks`, their
   * dials, in one statement; the members and dials are handed to the request's loaders, which the
   * fields then read (the same rows and order the loaders would fetch).
   */
  static async findWithRoster(ctx: RequestContext, id: string, clicks: boolean): Promise<Team | null> {
    if (!isUuid(id)) return null;
    const teams = entityRows(ctx.em, Team);
    const members = entityRows(ctx.em, TeamMember);
    const characters = entityRows(ctx.em, Character);
    const versions = entityRows(ctx.em, CharacterVersion);
    const dial = entityRows(ctx.em, DialClick);
    const [found] = await preparedQuery(
      ctx.em,
      `SELECT ${teams.columns('t')},
              (SELECT COALESCE(json_agg(json_build_array(${members.json('m')}, ${characters.json('c')}, ${versions.json('v')})
                        ORDER BY m.is_leader DESC, m.joined_at, m.id), '[]')
                 FROM team_member m JOIN character c ON c.id = m.character_id JOIN character_version v ON v.id = m.version_id
                WHERE m.team_id = $1) AS members,
              CASE WHEN $2 THEN
                (SELECT COALESCE(json_agg(json_build_array(k.version_id, k.clicks)), '[]')
                   FROM (SELECT d.version_id, json_agg(${dial.json('d')} ORDER BY d.number) AS clicks FROM dial_click d
                          WHERE d.version_id IN (SELECT version_id FROM team_member WHERE team_id = $1) GROUP BY d.version_id) k) END AS clicks
         FROM team t WHERE t.id = $1`,
      [id, clicks],
    );
    if (!found) return null;
    const team = teams.from(found);
    ctx.loaders.teamById.prime(team.id, team);
    const roster = (found.members as Record<string, unknown>[][]).map(([m, c, v]) =>
      Object.assign(members.fromJson(m), { character: characters.fromJson(c), version: versions.fromJson(v) }),
    );
    ctx.loaders.teamMembersByTeamId.prime(team.id, roster);
    for (const member of roster) ctx.loaders.teamMemberById.prime(member.id, member);
    for (const [versionId, versionClicks] of (found.clicks ?? []) as [string, Record<string, unknown>[]][]) {
      ctx.loaders.clicksByVersionId.prime(versionId, versionClicks.map((k) => dial.fromJson(k)));
    }
    return team;
  }

  /** A page of a world's teams, by name. */
  static async list(ctx: RequestContext, args: TeamsArgs): Promise<Page<Team>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    ctx.loaders.worldById.prime(world.id, world);
    const filter = args.filter ?? {};
    const query = ctx.em.createQueryBuilder(Team, 't').where('t.world_id = :worldId', { worldId: world.id });
    if (filter.alignment) query.andWhere('t.alignment = :alignment', { alignment: filter.alignment });
    if (filter.owner) {
      if (isUuid(filter.owner)) query.andWhere('t.owner_id = :owner', { owner: filter.owner });
      else query.andWhere('false');
    }
    if (filter.name) query.andWhere("t.name ILIKE :name ESCAPE '\\'", { name: `%${escapeLike(filter.name)}%` });
    const totalCount = await query.getCount();
    if (args.after) {
      const [name, id] = decodeCursor(TEAMS_BY_NAME(world.id), args.after);
      query.andWhere('(t.name, t.id) > (:afterName, :afterId)', { afterName: name, afterId: id });
    }
    const rows = await query.orderBy('t.name', 'ASC').addOrderBy('t.id', 'ASC').take(args.first + 1).getMany();
    for (const team of rows) ctx.loaders.teamById.prime(team.id, team);
    return toPage(rows, args.first, totalCount, TEAMS_BY_NAME(world.id), (t) => [t.name, t.id]);
  }

  /**
   * Founds a team owned by the caller: the founders are checked by the rules (Rookies, at most
   * 3, Hero Point budget, Leadership to the leader, no Battle Fury leader), the team ability is
   * rolled and recorded, and the starting Hero Points and cash go through the ledger.
   */
  static async create(ctx: RequestContext, input: CreateTeamInput): Promise<TeamResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): TeamResult => ({ team: null, teamAbilityRoll: null, userErrors });
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return refused([...problems, worldNotFound(input.world)]);
    authorize(viewer, world.id, 'team.create');
    if (problems.length) return refused(problems);

    // Teams of a world are founded one at a time, so the name and membership checks hold.
    await ctx.em.query(`SELECT pg_advisory_xact_lock(hashtext('clix-team-founding:' || $1))`, [world.id]);
    const nameTaken = await ctx.em
      .createQueryBuilder(Team, 't')
      .where('t.world_id = :worldId AND lower(t.name) = lower(:name)', { worldId: world.id, name: input.name.trim() })
      .getExists();
    if (nameTaken) problems.push(userError(UserErrorCode.TEAM_NAME_TAKEN, ['name'], `"${input.name}" is already a team in this world`));

    // The leader founds first (the rules read the first founder as the leader).
    const picks: { characterId: string; field: string[] }[] = [{ characterId: input.leaderCharacterId, field: ['leaderCharacterId'] }];
    input.founderCharacterIds.forEach((characterId, i) => {
      if (characterId !== input.leaderCharacterId) picks.push({ characterId, field: ['founderCharacterIds', String(i)] });
    });
    const ids = [...new Set(picks.map((p) => p.characterId))];
    const characters = await ctx.em.find(Character, { where: { id: In(ids), worldId: world.id } });
    const mayReadHidden = can(viewer, world.id, 'character.readHidden');
    const visible = new Map(characters.filter((c) => c.visibility === 'PUBLIC' || mayReadHidden).map((c) => [c.id, c]));
    const versions = await ctx.em.find(CharacterVersion, { where: { characterId: In(ids) }, relations: { clicks: true } });
    const onATeam = new Set<string>(
      (
        await ctx.em.query(`SELECT character_id FROM team_member WHERE world_id = $1 AND character_id = ANY($2) AND status NOT IN ('QUIT', 'DEAD')`, [
          world.id,
          ids,
        ])
      ).map((r: { character_id: string }) => r.character_id),
    );

    const candidates: FoundingCandidate[] = [];
    const chosen: CharacterVersion[] = [];
    for (const pick of picks) {
      const character = visible.get(pick.characterId);
      const own = versions.filter((v) => v.characterId === pick.characterId).sort(byRankPreference);
      if (!character || !own.length) {
        problems.push(userError(UserErrorCode.CHARACTER_NOT_FOUND, pick.field, 'no such character in this world'));
        continue;
      }
      if (onATeam.has(character.id)) {
        problems.push(userError(UserErrorCode.CHARACTER_ON_A_TEAM, pick.field, `${character.name} is already on a team in this world`));
      }
      const rookie = own.find((v) => v.rank === 'ROOKIE');
      const version = own[0];
      chosen.push(version);
      candidates.push({
        characterId: character.id,
        name: character.name,
        rank: version.rank,
        pointValue: version.pointValue,
        rookiePointValue: rookie?.pointValue ?? null,
        powers: powersShown(version.clicks ?? []),
        teamAbility: version.teamAbility,
      });
    }
    if (problems.length) return refused(problems);

    const settings = await settingsFor(ctx, world.id);
    const campaign = campaignSettings({ start: { teamsOfSeveralPlayers: input.severalPlayers } }, settings.campaign);
    const founded = validateFoundingTeam({ founders: candidates }, campaign);
    if (!founded.ok) {
      return refused(
        founded.problems.map((p) =>
          userError(FOUNDING_CODES[p.reason], p.memberIndex === undefined ? ['founderCharacterIds'] : picks[p.memberIndex].field, p.message),
        ),
      );
    }

    const teamId = randomUUID();
    const { result: ability, roll } = await RollService.roll(ctx, { worldId: world.id, purpose: 'team-ability', subjectId: teamId }, (dice) =>
      rollTeamAbility(dice, settings.teamAbilities),
    );
    const team = await ctx.em.save(
      ctx.em.create(Team, {
        id: teamId,
        worldId: world.id,
        ownerId: viewer.accountId,
        name: input.name.trim(),
        alignment: input.alignment,
        severalPlayers: input.severalPlayers,
        teamAbilityRoll: ability.total,
        teamAbilityName: ability.ability.name,
        teamAbilityText: ability.ability.text,
        teamAbilityRollId: roll.id,
      }),
    );
    await LedgerService.append(ctx, {
      teamId,
      currency: Currency.HERO_POINTS,
      amount: founded.heroPointsSpent + founded.reserveHeroPoints,
      reason: LedgerReason.FOUNDING,
      note: 'Starting Hero Points',
    });
    await LedgerService.append(ctx, { teamId, currency: Currency.CASH, amount: founded.cash, reason: LedgerReason.FOUNDING, note: 'Starting cash' });
    for (const [i, member] of founded.members.entries()) {
      let saved: TeamMember;
      try {
        saved = await ctx.em.save(
          ctx.em.create(TeamMember, {
            teamId,
            worldId: world.id,
            characterId: member.characterId,
            versionId: chosen[i].id,
            rank: member.rank,
            isLeader: member.isLeader,
            status: MemberStatus.ACTIVE,
            featIds: [],
            bonuses: [],
            skills: {},
            injuries: [],
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error, 'team_member_one_team')) throw error;
        return refused([userError(UserErrorCode.CHARACTER_ON_A_TEAM, picks[i].field, `${member.name} has just joined another team`)]);
      }
      if (member.pointValue > 0) {
        await LedgerService.append(ctx, {
          teamId,
          currency: Currency.HERO_POINTS,
          amount: -member.pointValue,
          reason: LedgerReason.RECRUIT,
          note: member.isLeader ? 'Founding leader' : 'Founder',
          source: { type: LedgerSourceType.TEAM_MEMBER, id: saved.id },
        });
      }
    }
    return { team, teamAbilityRoll: roll, userErrors: [] };
  }
}
