import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { campaignSettings, FoundedMember, FoundingCandidate, rollTeamAbility, validateFoundingTeam } from '@clix/rules';
import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { cursorParent, OrderDirection, orderedBy, Page, pageWindow, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { DiceRoll } from '../rolls/dice-roll.entity';
import { RollService } from '../rolls/roll.service';
import { noSuchWorld, worldNotFound, WorldService } from '../worlds/world.service';
import { LedgerService } from './ledger.service';
import { CreateTeamInput, TeamsArgs } from './team.inputs';
import { Currency, LedgerReason, LedgerSourceType, MemberStatus, TeamOrderField } from './team.enums';
import { Team, TeamMember } from './team.entity';
import { charactersOnATeam, lockTeamFounding, TEAM_SORT_COLUMNS, teamNameTaken, teamPage, teamWithRoster } from './team.reads';
import { settingsFor } from './team.settings';
import { isUniqueViolation, isUuid, powersShown } from './team.util';

export interface TeamResult {
  team: Team | null;
  teamAbilityRoll: DiceRoll | null;
  userErrors: UserError[];
}

/** Statuses of members who have left the team; everyone else is on it. */
export const LEFT_TEAM: readonly MemberStatus[] = [MemberStatus.DEAD, MemberStatus.QUIT];

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

const TEAMS_BY_NAME = { field: TeamOrderField.NAME, direction: OrderDirection.ASC };

export class TeamService {
  /** Whether the viewer may act for the team (its owner, or anyone who may act for any team of the world). */
  static mayActFor(ctx: RequestContext, team: Team): boolean {
    const viewer = ctx.viewer;
    if (viewer.kind !== 'account') return false;
    return can(viewer, team.worldId, 'team.actAny') || (team.ownerId === viewer.accountId && can(viewer, team.worldId, 'team.actOwn'));
  }

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
    const found = await teamWithRoster(ctx.em, id, clicks);
    if (!found) return null;
    const { team, members } = found;
    ctx.loaders.teamById.prime(team.id, team);
    ctx.loaders.teamMembersByTeamId.prime(team.id, members);
    for (const member of members) {
      ctx.loaders.teamMemberById.prime(member.id, member);
      if (clicks) ctx.loaders.clicksByVersionId.prime(member.version.id, member.version.clicks!);
    }
    return team;
  }

  /** A page of a world's teams, by name unless `orderBy` says otherwise, in one statement (the world, the count and the page). */
  static async list(ctx: RequestContext, args: TeamsArgs): Promise<Page<Team>> {
    const filter = args.filter ?? {};
    const order = (worldId: string) => orderedBy('teams', { world: worldId }, TEAM_SORT_COLUMNS, args.orderBy ?? TEAMS_BY_NAME);
    const window = pageWindow(order(cursorParent(args)), args);
    const found = await teamPage(ctx.em, {
      worldSlug: args.world,
      alignment: filter.alignment ?? null,
      owner: filter.owner ?? null,
      ownerId: filter.owner && isUuid(filter.owner) ? filter.owner : null,
      name: filter.name || null,
      order: order(''),
      window,
    });
    const world = found.world ?? noSuchWorld(args.world);
    // The cursor's key was read before its world was known: it must be a cursor of this world's list.
    pageWindow(order(world.id), args);
    ctx.loaders.worldById.prime(world.id, world);
    for (const team of found.teams) ctx.loaders.teamById.prime(team.id, team);
    return toPage(found.teams, window, found.totalCount, order(world.id));
  }

  /**
   * Founds a team owned by the caller: the founders are checked by the rules (Rookies, at most
   * 3, Hero Point budget, Leadership to the leader, no Battle Fury leader), the team ability is
   * rolled and recorded, and the starting Hero Points and cash go through the ledger.
   */
  /** `abilitySeed`: the team ability's roll from a fixed seed (the demo loader's, so the demo is the same everywhere). */
  static async create(ctx: RequestContext, input: CreateTeamInput, { abilitySeed }: { abilitySeed?: string } = {}): Promise<TeamResult> {
    const viewer = requireAccount(ctx.viewer);
    const refused = (userErrors: UserError[]): TeamResult => ({ team: null, teamAbilityRoll: null, userErrors });
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) return refused([...problems, worldNotFound(input.world)]);
    authorize(viewer, world.id, 'team.create');
    if (problems.length) return refused(problems);

    // Teams of a world are founded one at a time, so the name and membership checks hold.
    await lockTeamFounding(ctx.em, world.id);
    if (await teamNameTaken(ctx.em, world.id, input.name.trim()))
      problems.push(userError(UserErrorCode.TEAM_NAME_TAKEN, ['name'], `"${input.name}" is already a team in this world`));

    const picks = foundingPicks(input);
    const { candidates, chosen } = await foundingCandidates(ctx, world.id, picks, problems);
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
    const { result: ability, roll } = await RollService.roll(
      ctx,
      { worldId: world.id, purpose: 'team-ability', subjectId: teamId, seed: abilitySeed },
      (dice) => rollTeamAbility(dice, settings.teamAbilities),
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
    const lateJoiner = await enlistFounders(ctx, team, founded.members, chosen, picks);
    if (lateJoiner) return refused([lateJoiner]);
    return { team, teamAbilityRoll: roll, userErrors: [] };
  }
}

/** A founder as asked for: the character and the input field that named it. */
interface FoundingPick {
  characterId: string;
  field: string[];
}

/** The founders in the order the rules read them: the leader first (the rules read the first founder as the leader), then the others. */
function foundingPicks(input: CreateTeamInput): FoundingPick[] {
  const picks: FoundingPick[] = [{ characterId: input.leaderCharacterId, field: ['leaderCharacterId'] }];
  input.founderCharacterIds.forEach((characterId, i) => {
    if (characterId !== input.leaderCharacterId) picks.push({ characterId, field: ['founderCharacterIds', String(i)] });
  });
  return picks;
}

/**
 * Each pick as the founding rules read it, with the version it founds with (its lowest rank): a pick the
 * viewer cannot see, or already on a team of the world, adds to `problems`.
 */
async function foundingCandidates(
  ctx: RequestContext,
  worldId: string,
  picks: readonly FoundingPick[],
  problems: UserError[],
): Promise<{ candidates: FoundingCandidate[]; chosen: CharacterVersion[] }> {
  const ids = [...new Set(picks.map((p) => p.characterId))];
  const characters = await ctx.em.find(Character, { where: { id: In(ids), worldId } });
  const mayReadHidden = can(requireAccount(ctx.viewer), worldId, 'character.readHidden');
  const visible = new Map(characters.filter((c) => c.visibility === 'PUBLIC' || mayReadHidden).map((c) => [c.id, c]));
  const versions = await ctx.em.find(CharacterVersion, { where: { characterId: In(ids) }, relations: { clicks: true } });
  const onATeam = await charactersOnATeam(ctx.em, worldId, ids);

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
  return { candidates, chosen };
}

/**
 * Enlists the founded members and pays each one's point value in Hero Points; returns the refusal when a
 * founder joined another team meanwhile (the one-team index says so), else null.
 */
async function enlistFounders(
  ctx: RequestContext,
  team: Team,
  members: readonly FoundedMember[],
  chosen: readonly CharacterVersion[],
  picks: readonly FoundingPick[],
): Promise<UserError | null> {
  for (const [i, member] of members.entries()) {
    let saved: TeamMember;
    try {
      saved = await ctx.em.save(
        ctx.em.create(TeamMember, {
          teamId: team.id,
          worldId: team.worldId,
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
      return userError(UserErrorCode.CHARACTER_ON_A_TEAM, picks[i].field, `${member.name} has just joined another team`);
    }
    if (member.pointValue > 0) {
      await LedgerService.append(ctx, {
        teamId: team.id,
        currency: Currency.HERO_POINTS,
        amount: -member.pointValue,
        reason: LedgerReason.RECRUIT,
        note: member.isLeader ? 'Founding leader' : 'Founder',
        source: { type: LedgerSourceType.TEAM_MEMBER, id: saved.id },
      });
    }
  }
  return null;
}
