import { EntityManager, In } from 'typeorm';
import { authorize, can, requireAccount, worldsWhere } from '../auth/policy';
import { normalisePowerName } from '@clix/rules';
import { RequestContext } from '../context';
import { CatalogueService } from '../catalogues/catalogue.service';
import { cursorParent, OrderDirection, orderedBy, Page, pageWindow, toPage } from '../common/pagination';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { noSuchWorld, worldNotFound, WorldService } from '../worlds/world.service';
import { CharacterVersion } from './character-version.entity';
import { Character } from './character.entity';
import { CharacterOrderField } from './character.enums';
import {
  CHARACTER_SORT_COLUMNS,
  characterByName,
  characterNamesStartingWith,
  characterNameTaken,
  characterPage,
  charactersWithDials,
  ranksInUse,
} from './character.reads';
import { CharactersArgs, CharacterVersionInput, CloneCharacterArgs, CreateCharacterInput, MAX_DIAL_SLOTS, UpdateCharacterInput } from './character.inputs';
import { DialClick } from './dial-click.entity';

export interface CharacterResult {
  character: Character | null;
  userErrors: UserError[];
}

export interface DeleteCharacterResult {
  deletedCharacterId: string | null;
  userErrors: UserError[];
}

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
        userError(UserErrorCode.STARTING_CLICK_OUTSIDE_DIAL, at('startingClick'), `the starting click must be one of the ${version.clicks.length} live clicks`),
      );
    }
    if (version.clicks.length + version.koClicks > MAX_DIAL_SLOTS) {
      problems.push(userError(UserErrorCode.DIAL_TOO_LONG, at('clicks'), `a dial has at most ${MAX_DIAL_SLOTS} slots`));
    }
  });
  return problems;
}

const CLICK_POWERS = ['speedPower', 'attackPower', 'defensePower', 'damagePower'] as const;

/**
 * Each power shown on a click must be one the world's catalogue names (case and punctuation
 * aside, as normalisePowerName compares them): it is stored as the catalogue spells it.
 */
function powerProblems(known: readonly string[], versions: CharacterVersionInput[]): UserError[] {
  const spelling = new Map(known.map((name) => [normalisePowerName(name), name]));
  const problems: UserError[] = [];
  versions.forEach((version, v) =>
    (version.clicks ?? []).forEach((click, c) => {
      for (const field of CLICK_POWERS) {
        const name = click[field];
        if (!name) continue;
        const spelled = spelling.get(normalisePowerName(name));
        if (spelled) click[field] = spelled;
        else
          problems.push(
            userError(
              UserErrorCode.POWER_UNKNOWN,
              ['versions', String(v), 'clicks', String(c), field],
              `"${name}" is not a power of this world: choose one from its powers list`,
            ),
          );
      }
    }),
  );
  return problems;
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
  const ranks = await ranksInUse(em, characterId);
  if (keptRanks === null && ranks.length) {
    return [userError(UserErrorCode.CHARACTER_IN_USE, ['id'], 'this character is on a team; remove it from the team first')];
  }
  return ranks
    .filter((rank) => keptRanks !== null && !keptRanks.includes(rank))
    .map((rank) => userError(UserErrorCode.VERSION_IN_USE, ['versions'], `a team member plays the ${rank} version: keep it`));
}

const CHARACTERS_BY_NAME = { field: CharacterOrderField.NAME, direction: OrderDirection.ASC };

export class CharacterService {
  /**
   * A page of a world's characters, by name unless `orderBy` says otherwise; hidden ones only for callers who may see them. One
   * statement (the world, the count, the page and, when asked for, versions and clicks): the
   * versions and clicks are handed to the request's loaders, whose fields then answer at once.
   */
  static async list(
    ctx: RequestContext,
    args: CharactersArgs,
    prefetch: { versions: boolean; clicks: boolean } = { versions: false, clicks: false },
  ): Promise<Page<Character>> {
    const filter = args.filter ?? {};
    const order = (worldId: string) => orderedBy('characters', { world: worldId }, CHARACTER_SORT_COLUMNS, args.orderBy ?? CHARACTERS_BY_NAME);
    const window = pageWindow(order(cursorParent(args)), args);
    const found = await characterPage(ctx.em, {
      worldSlug: args.world,
      hiddenVisibleIn: worldsWhere(ctx.viewer, 'character.readHidden'),
      name: filter.name || null,
      kind: filter.kind ?? null,
      rank: filter.rank ?? null,
      minPoints: filter.minPoints ?? null,
      maxPoints: filter.maxPoints ?? null,
      order: order(''),
      window,
      versions: prefetch.versions,
      clicks: prefetch.versions && prefetch.clicks,
    });
    const world = found.world ?? noSuchWorld(args.world);
    // The cursor's key was read before its world was known: it must be a cursor of this world's list.
    pageWindow(order(world.id), args);
    ctx.loaders.worldById.prime(world.id, world);
    const page: Page<Character> = toPage(found.characters, window, found.totalCount, order(world.id));
    if (prefetch.versions) {
      for (const character of page.nodes) {
        ctx.loaders.versionsByCharacterId.prime(character.id, character.versions!);
        if (prefetch.clicks) for (const version of character.versions!) ctx.loaders.clicksByVersionId.prime(version.id, version.clicks!);
      }
    }
    return page;
  }

  /**
   * Reads these characters with their versions (and the versions' clicks when `clicks`) in one statement into the request's
   * loaders, for a lookup by id whose fields will ask for the dials (`character(id:)`, `node(id:)`, `nodes(ids:)`): it then
   * answers from them as a page does. Who may see what is still decided by findById.
   */
  static async prefetchDials(ctx: RequestContext, ids: readonly string[], clicks: boolean): Promise<void> {
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return;
    for (const character of await charactersWithDials(ctx.em, wanted, clicks)) {
      ctx.loaders.characterById.prime(character.id, character);
      ctx.loaders.versionsByCharacterId.prime(character.id, character.versions!);
      if (clicks) for (const version of character.versions!) ctx.loaders.clicksByVersionId.prime(version.id, version.clicks!);
    }
  }

  /** A character by id; a hidden one only for its world's Creator. */
  static async findById(ctx: RequestContext, id: string): Promise<Character | null> {
    if (!isUuid(id)) return null;
    const character = await ctx.loaders.characterById.load(id);
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

  /** The checks of a character's versions beyond their fields' own: the dial's shape, and its powers against the world's catalogue. */
  static async dialChecks(ctx: RequestContext, worldId: string, versions: CharacterVersionInput[]): Promise<UserError[]> {
    return [...dialProblems(versions), ...powerProblems(await CatalogueService.dialPowerNames(ctx, worldId), versions)];
  }

  static async create(ctx: RequestContext, input: CreateCharacterInput): Promise<CharacterResult> {
    requireAccount(ctx.viewer);
    const problems = await validateInput(input);
    const world = await WorldService.findBySlug(ctx, input.world);
    if (!world) problems.push(worldNotFound(input.world));
    else authorize(ctx.viewer, world.id, 'character.write');
    if (world) problems.push(...(await CharacterService.dialChecks(ctx, world.id, input.versions)));
    if (world && (await characterNameTaken(ctx.em, world.id, input.name, null))) {
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
      problems.push(...(await CharacterService.dialChecks(ctx, character.worldId, input.versions)));
      problems.push(
        ...(await inUseProblems(
          ctx.em,
          character.id,
          input.versions.map((v) => v.rank),
        )),
      );
    }
    if (input.name && (await characterNameTaken(ctx.em, character.worldId, input.name, character.id))) {
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
    const existing = world ? await characterByName(ctx.em, world.id, input.name) : null;
    if (!existing) return { ...(await CharacterService.create(ctx, input)), created: true };
    const { world: _world, ...fields } = input;
    return { ...(await CharacterService.update(ctx, Object.assign(new UpdateCharacterInput(), { ...fields, id: existing.id }))), created: false };
  }

  /**
   * A new character of the same world copied from one: its fields, and every version with its dial
   * and powers (each version a new id). Team membership, match history and injuries belong to the
   * team members playing it, so the copy has none. Refused as update refuses a hidden or missing id.
   */
  static async clone(ctx: RequestContext, args: CloneCharacterArgs): Promise<CharacterResult> {
    const original = await CharacterService.findForWrite(ctx, args.id);
    if (original instanceof UserError) return { character: null, userErrors: [original] };
    const problems = await validateInput(args);
    const name = args.name ?? (await copyName(ctx.em, original.worldId, original.name));
    if (!problems.length && (await characterNameTaken(ctx.em, original.worldId, name, null))) {
      problems.push(userError(UserErrorCode.CHARACTER_NAME_TAKEN, ['name'], `"${name}" is already in this world`));
    }
    if (problems.length) return { character: null, userErrors: problems };

    const versions = await ctx.loaders.versionsByCharacterId.load(original.id);
    const clicks = await ctx.loaders.clicksByVersionId.loadMany(versions.map((v) => v.id));
    const character = await ctx.em.save(
      ctx.em.create(Character, { worldId: original.worldId, name, kind: original.kind, description: original.description, visibility: original.visibility }),
    );
    await writeVersions(
      ctx.em,
      character.id,
      versions.map((v, i): CharacterVersionInput => {
        const dial = clicks[i];
        if (dial instanceof Error) throw dial;
        return { ...v, clicks: dial, specialPowers: v.specialPowers };
      }),
    );
    return { character, userErrors: [] };
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

/** The copy's name when none is given: "Name (copy)", else "Name (copy 2)", "(copy 3)"… the first free, the name cut to keep it within 80 characters. */
async function copyName(em: EntityManager, worldId: string, name: string): Promise<string> {
  const named = (n: number) => {
    const suffix = n === 1 ? ' (copy)' : ` (copy ${n})`;
    return `${name.slice(0, 80 - suffix.length)}${suffix}`;
  };
  // Every name a copy could take starts with the name cut for the longest suffix that fits.
  const taken = await characterNamesStartingWith(em, worldId, name.slice(0, 80 - ' (copy 99999)'.length));
  let n = 1;
  while (taken.has(named(n).toLowerCase())) n++;
  return named(n);
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
