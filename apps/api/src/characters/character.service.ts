import { EntityManager, In } from 'typeorm';
import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { entityRows, preparedQuery } from '../common/entity-rows';
import { VERSION_ORDER } from '../loaders';
import { cursorOrder, decodeCursor, Page, toPage } from '../common/pagination';
import { UserError, UserErrorCode, userError } from '../common/user-error';
import { validateInput } from '../common/validation';
import { worldNotFound, WorldService } from '../worlds/world.service';
import { CharacterVersion } from './character-version.entity';
import { Character } from './character.entity';
import {
  CharactersArgs,
  CharacterVersionInput,
  CreateCharacterInput,
  MAX_DIAL_SLOTS,
  UpdateCharacterInput,
} from './character.inputs';
import { DialClick } from './dial-click.entity';

export interface CharacterResult {
  character: Character | null;
  userErrors: UserError[];
}

export interface DeleteCharacterResult {
  deletedCharacterId: string | null;
  userErrors: UserError[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rules a dial must meet beyond the per-field checks of its input. */
function dialProblems(versions: CharacterVersionInput[]): UserError[] {
  const problems: UserError[] = [];
  if (versions.length === 0) {
    problems.push(userError(UserErrorCode.VERSIONS_MISSING, ['versions'], 'a character needs at least one rank version'));
  }
  const seen = new Set<string>();
  versions.forEach((version, i) => {
    const at = (...rest: string[]) => ['versions', String(i), ...rest];
    if (seen.has(version.rank)) {
      problems.push(userError(UserErrorCode.DUPLICATE_RANK, at('rank'), `there is already a ${version.rank} version`));
    }
    seen.add(version.rank);
    if (version.clicks.length === 0) {
      problems.push(userError(UserErrorCode.DIAL_EMPTY, at('clicks'), 'a dial needs at least one click'));
    } else if (version.startingClick > version.clicks.length) {
      problems.push(
        userError(
          UserErrorCode.STARTING_CLICK_OUTSIDE_DIAL,
          at('startingClick'),
          `the starting click must be one of the ${version.clicks.length} live clicks`,
        ),
      );
    }
    if (version.clicks.length + version.koClicks > MAX_DIAL_SLOTS) {
      problems.push(userError(UserErrorCode.DIAL_TOO_LONG, at('clicks'), `a dial has at most ${MAX_DIAL_SLOTS} slots`));
    }
  });
  return problems;
}

async function nameTaken(em: EntityManager, worldId: string, name: string, exceptId?: string): Promise<boolean> {
  const query = em
    .createQueryBuilder(Character, 'c')
    .where('c.world_id = :worldId', { worldId })
    .andWhere('lower(c.name) = lower(:name)', { name });
  if (exceptId) query.andWhere('c.id <> :exceptId', { exceptId });
  return (await query.getCount()) > 0;
}

/**
 * Saves a character's versions, matched by rank: a rank kept keeps its id (teams and matches
 * point at it) and gets the new values and dial; a rank left out is removed; a new one is added.
 */
async function writeVersions(em: EntityManager, characterId: string, versions: CharacterVersionInput[]) {
  const existing = await em.find(CharacterVersion, { select: { id: true, rank: true }, where: { characterId } });
  const idOfRank = new Map(existing.map((v) => [v.rank, v.id]));
  const removed = existing.filter((v) => !versions.some((input) => input.rank === v.rank));
  if (removed.length) await em.delete(CharacterVersion, { id: In(removed.map((v) => v.id)) });
  if (versions.length === 0) return;
  const saved = await em.save(
    CharacterVersion,
    versions.map((v) =>
      em.create(CharacterVersion, {
        id: idOfRank.get(v.rank),
        characterId,
        rank: v.rank,
        pointValue: v.pointValue,
        range: v.range,
        targets: v.targets,
        movement: v.movement,
        damageSymbol: v.damageSymbol,
        teamAbility: v.teamAbility ?? null,
        keywords: v.keywords,
        archenemyColour: v.archenemyColour ?? null,
        setCode: v.setCode ?? null,
        collectorNumber: v.collectorNumber ?? null,
        startingClick: v.startingClick,
        koClicks: v.koClicks,
        specialPowers: v.specialPowers.map(({ value, name, text }) => ({ value, name, text })),
      }),
    ),
  );
  await em.delete(DialClick, { versionId: In(saved.map((v) => v.id)) });
  const clicks = saved.flatMap((version, i) =>
    versions[i].clicks.map((c, n) =>
      em.create(DialClick, {
        versionId: version.id,
        number: n + 1,
        speed: c.speed,
        attack: c.attack,
        defense: c.defense,
        damage: c.damage,
        speedPower: c.speedPower ?? null,
        attackPower: c.attackPower ?? null,
        defensePower: c.defensePower ?? null,
        damagePower: c.damagePower ?? null,
      }),
    ),
  );
  await em.insert(DialClick, clicks);
}

/** Team members point at a character and one of its versions: those cannot be deleted under them. */
async function inUseProblems(em: EntityManager, characterId: string, keptRanks: string[] | null): Promise<UserError[]> {
  const rows: { rank: string }[] = await em.query(
    `SELECT DISTINCT v.rank FROM team_member m JOIN character_version v ON v.id = m.version_id WHERE m.character_id = $1`,
    [characterId],
  );
  if (keptRanks === null && rows.length) {
    return [userError(UserErrorCode.CHARACTER_IN_USE, ['id'], 'this character is on a team; remove it from the team first')];
  }
  return rows
    .filter((row) => keptRanks !== null && !keptRanks.includes(row.rank))
    .map((row) => userError(UserErrorCode.VERSION_IN_USE, ['versions'], `a team member plays the ${row.rank} version: keep it`));
}

const CHARACTERS_BY_NAME = (worldId: string) => cursorOrder('characters', 'name, id', { world: worldId }, 'text', 'uuid');

export class CharacterService {
  /** A page of a world's characters, by name; hidden ones only for callers who may see them. */
  static async list(ctx: RequestContext, args: CharactersArgs, prefetch: { versions: boolean; clicks: boolean } = { versions: false, clicks: false }): Promise<Page<Character>> {
    const world = await WorldService.getBySlug(ctx, args.world);
    ctx.loaders.worldById.prime(world.id, world);
    const filter = args.filter ?? {};
    const query = ctx.em.createQueryBuilder(Character, 'c').where('c.world_id = :worldId', { worldId: world.id });
    if (!can(ctx.viewer, world.id, 'character.readHidden')) query.andWhere("c.visibility = 'PUBLIC'");
    if (filter.name) query.andWhere("c.name ILIKE :name ESCAPE '\\'", { name: `%${escapeLike(filter.name)}%` });
    if (filter.kind) query.andWhere('c.kind = :kind', { kind: filter.kind });
    const versionConditions: string[] = [];
    if (filter.rank) versionConditions.push('v.rank = :rank');
    if (filter.minPoints != null) versionConditions.push('v.point_value >= :minPoints');
    if (filter.maxPoints != null) versionConditions.push('v.point_value <= :maxPoints');
    if (versionConditions.length) {
      query.andWhere(
        `EXISTS (SELECT 1 FROM character_version v WHERE v.character_id = c.id AND ${versionConditions.join(' AND ')})`,
        { rank: filter.rank, minPoints: filter.minPoints, maxPoints: filter.maxPoints },
      );
    }
    // Plain prepared reads (common/entity-rows.ts): the page is a hot public read.
    const characters = entityRows(ctx.em, Character);
    const [countSql, countParams] = query.clone().select('COUNT(1)::int', 'count').getQueryAndParameters();
    const [{ count: totalCount }] = await preparedQuery<{ count: number }>(ctx.em, countSql, countParams);
    if (args.after) {
      const [name, id] = decodeCursor(CHARACTERS_BY_NAME(world.id), args.after);
      query.andWhere('(c.name, c.id) > (:afterName, :afterId)', { afterName: name, afterId: id });
    }
    const [pageSql, pageParams] = query.select(characters.columns('c')).orderBy('c.name', 'ASC').addOrderBy('c.id', 'ASC').getQueryAndParameters();
    // The page size as a parameter, so one prepared statement serves every size.
    const rows = await preparedQuery(ctx.em, `${pageSql} LIMIT $${pageParams.length + 1}`, [...pageParams, args.first + 1]);
    const page = toPage(
      rows.map((r) => characters.from(r)),
      args.first,
      totalCount,
      CHARACTERS_BY_NAME(world.id),
      (c) => [c.name, c.id],
    );
    if (prefetch.versions) await CharacterService.prefetchVersions(ctx, page.nodes.map((c) => c.id), prefetch.clicks);
    return page;
  }

  /**
   * The versions of these characters (with each version's clicks when `clicks`) in one statement,
   * handed to the request's loaders: the page's `versions` and `clicks` fields then answer at once.
   */
  private static async prefetchVersions(ctx: RequestContext, characterIds: string[], clicks: boolean) {
    if (!characterIds.length) return;
    const versions = entityRows(ctx.em, CharacterVersion);
    const dial = entityRows(ctx.em, DialClick);
    const rows = await preparedQuery(
      ctx.em,
      `SELECT ${versions.columns('v')},
              CASE WHEN $2 THEN (SELECT COALESCE(json_agg(${dial.json('d')} ORDER BY d.number), '[]') FROM dial_click d WHERE d.version_id = v.id) END AS "dialClicks"
         FROM character_version v WHERE v.character_id = ANY($1::uuid[]) ORDER BY ${VERSION_ORDER}`,
      [characterIds, clicks],
    );
    const byCharacter = new Map<string, CharacterVersion[]>(characterIds.map((id) => [id, []]));
    for (const row of rows) {
      const version = versions.from(row);
      byCharacter.get(version.characterId)!.push(version);
      if (clicks) ctx.loaders.clicksByVersionId.prime(version.id, (row.dialClicks as Record<string, unknown>[]).map((k) => dial.fromJson(k)));
    }
    for (const [id, list] of byCharacter) ctx.loaders.versionsByCharacterId.prime(id, list);
  }

  /** A character by id; a hidden one only for its world's Creator. */
  static async findById(ctx: RequestContext, id: string): Promise<Character | null> {
    if (!isUuid(id)) return null;
    const character = await ctx.em.findOne(Character, { where: { id } });
    if (!character || (character.visibility === 'HIDDEN' && !can(ctx.viewer, character.worldId, 'character.readHidden'))) return null;
    return character;
  }

  /**
   * The character a Creator is about to change, or CHARACTER_NOT_FOUND; FORBIDDEN for anyone else
   * who may see it. A hidden one is not found for whoever may not see it, exactly as a missing id.
   */
  private static async findForWrite(ctx: RequestContext, id: string): Promise<Character | UserError> {
    const character = await CharacterService.findById(ctx, id);
    if (!character) return userError(UserErrorCode.CHARACTER_NOT_FOUND, ['id'], 'no such character');
    authorize(ctx.viewer, character.worldId, 'character.write');
    return character;
  }

  static async create(ctx: RequestContext, input: CreateCharacterInput): Promise<CharacterResult> {
    requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) problems.push(worldNotFound(input.world));
    else authorize(ctx.viewer, world.id, 'character.write');
    problems.push(...dialProblems(input.versions));
    if (world && (await nameTaken(ctx.em, world.id, input.name))) {
      problems.push(userError(UserErrorCode.CHARACTER_NAME_TAKEN, ['name'], `"${input.name}" is already in this world`));
    }
    if (problems.length || !world) return { character: null, userErrors: problems };

    const character = await ctx.em.save(
      ctx.em.create(Character, {
        worldId: world.id,
        name: input.name,
        kind: input.kind,
        description: input.description,
        visibility: input.visibility,
      }),
    );
    await writeVersions(ctx.em, character.id, input.versions);
    return { character, userErrors: [] };
  }

  static async update(ctx: RequestContext, input: UpdateCharacterInput): Promise<CharacterResult> {
    const character = await CharacterService.findForWrite(ctx, input.id);
    if (character instanceof UserError) return { character: null, userErrors: [character] };
    const problems = await validateInput(input);
    if (input.versions) {
      problems.push(...dialProblems(input.versions));
      problems.push(...(await inUseProblems(ctx.em, character.id, input.versions.map((v) => v.rank))));
    }
    if (input.name && (await nameTaken(ctx.em, character.worldId, input.name, character.id))) {
      problems.push(userError(UserErrorCode.CHARACTER_NAME_TAKEN, ['name'], `"${input.name}" is already in this world`));
    }
    if (problems.length) return { character: null, userErrors: problems };

    if (input.name != null) character.name = input.name;
    if (input.kind != null) character.kind = input.kind;
    if (input.description != null) character.description = input.description;
    if (input.visibility != null) character.visibility = input.visibility;
    character.updatedAt = new Date();
    await ctx.em.save(character);
    if (input.versions) await writeVersions(ctx.em, character.id, input.versions);
    return { character, userErrors: [] };
  }

  /** Creates the character, or replaces the world's character of the same name (its fields and every dial). */
  static async upsert(ctx: RequestContext, input: CreateCharacterInput): Promise<CharacterResult & { created: boolean }> {
    const world = await WorldService.findBySlug(ctx, input.world);
    const existing = world
      ? await ctx.em
          .createQueryBuilder(Character, 'c')
          .where('c.world_id = :worldId', { worldId: world.id })
          .andWhere('lower(c.name) = lower(:name)', { name: input.name })
          .getOne()
      : null;
    if (!existing) return { ...(await CharacterService.create(ctx, input)), created: true };
    const { world: _world, ...fields } = input;
    return { ...(await CharacterService.update(ctx, Object.assign(new UpdateCharacterInput(), { ...fields, id: existing.id }))), created: false };
  }

  static async delete(ctx: RequestContext, id: string): Promise<DeleteCharacterResult> {
    const character = await CharacterService.findForWrite(ctx, id);
    if (character instanceof UserError) return { deletedCharacterId: null, userErrors: [character] };
    const inUse = await inUseProblems(ctx.em, character.id, null);
    if (inUse.length) return { deletedCharacterId: null, userErrors: inUse };
    await ctx.em.delete(Character, { id: character.id });
    return { deletedCharacterId: character.id, userErrors: [] };
  }
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
