import { coerceInputValue, GraphQLError, GraphQLInputObjectType, GraphQLNonNull, GraphQLSchema } from 'graphql';

import { authorize, can, requireAccount } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { validateInput } from '../common/validation';
import { Character } from '../characters/character.entity';
import { CharacterVersionInput, CreateCharacterInput, DialClickInput, SpecialPowerInput } from '../characters/character.inputs';
import { CharacterService } from '../characters/character.service';
import { worldNotFound, WorldService } from '../worlds/world.service';
import { ImportMode } from './catalogue.enums';
import { CHARACTER_FILE_FORMAT, CHARACTER_FILE_VERSION, CharacterExport, ImportCharactersPayload, ImportUserError } from './character-transfer.types';
import { JsonSyntaxError, parseJsonWithLines } from './json-positions';

/** Largest import file, in characters of JSON text; a request body is capped at 1 MB anyway. */
const MAX_FILE_LENGTH = 900_000;
const MAX_CHARACTERS = 2000;
/** The most ids characterExport takes (a selection of a list's page). */
const MAX_EXPORT_IDS = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// The input type's own errors name the object, not the field: put the field on the path.
function fieldOfCoercionError(message: string): string | undefined {
  return /^Field "(?:\w+\.)?(\w+)" of required type/.exec(message)?.[1] ?? /^Field "(\w+)" is not defined by type/.exec(message)?.[1];
}

/** The coerced GraphQL value as the characters feature's input classes, so class-validator runs every nested check. */
function toCreateInput(value: Record<string, any>): CreateCharacterInput {
  // A list the file got wrong is left out of the coerced value (its problem is reported already): it is read as empty.
  const list = (items: unknown) => (Array.isArray(items) ? (items as unknown[]).map((item) => (item ?? {}) as Record<string, unknown>) : []);
  return Object.assign(new CreateCharacterInput(), value, {
    versions: list(value.versions).map((version) =>
      Object.assign(new CharacterVersionInput(), version, {
        clicks: list(version.clicks).map((click) => Object.assign(new DialClickInput(), click)),
        specialPowers: list(version.specialPowers).map((power) => Object.assign(new SpecialPowerInput(), power)),
      }),
    ),
  });
}

/**
 * Every problem of a character the import will not save (a value of the wrong type, or a name an
 * earlier character of the file has): those, then each check of the characters feature on the
 * file's paths, but for the fields already reported as of the wrong type.
 */
async function problemsBeside(
  ctx: RequestContext,
  worldId: string,
  base: string[],
  input: CreateCharacterInput,
  typeProblems: UserError[],
  sameName: number | undefined,
): Promise<UserError[]> {
  const typed = typeProblems.map((e) => e.field.join('.'));
  const found = [...(await validateInput(input)), ...(await CharacterService.dialChecks(ctx, worldId, input.versions))]
    .map((e) => userError(e.code, [...base, ...e.field], e.message))
    .filter((e) => !typed.some((path) => `${e.field.join('.')}.`.startsWith(`${path}.`)));
  const named =
    sameName === undefined ? [] : [userError(UserErrorCode.CHARACTER_NAME_TAKEN, [...base, 'name'], `character ${sameName} of the file has this name too`)];
  return [...typeProblems, ...named, ...found];
}

export class CharacterTransferService {
  /**
   * The world's characters with every dial as a "clix-characters" file (see
   * docs/character-import-format.md); hidden characters only for the world's Creator.
   */
  static async exportCharacters(ctx: RequestContext, slug: string): Promise<string> {
    return JSON.stringify((await CharacterTransferService.characterExport(ctx, slug)).document, null, 2);
  }

  /** The same file as an object (what `characterExport.document` answers), with the name a download gives it. */
  static async characterExport(ctx: RequestContext, slug: string, ids: string[] | null = null): Promise<CharacterExport> {
    if (ids && ids.length > MAX_EXPORT_IDS) {
      throw new GraphQLError(`characterExport takes at most ${MAX_EXPORT_IDS} ids.`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const world = await WorldService.getBySlug(ctx, slug);
    const query = ctx.em.createQueryBuilder(Character, 'c').where('c.world_id = :worldId', { worldId: world.id });
    if (ids) query.andWhere('c.id = ANY(:ids::uuid[])', { ids: ids.filter((id) => UUID.test(id)) });
    if (!can(ctx.viewer, world.id, 'character.readHidden')) query.andWhere("c.visibility = 'PUBLIC'");
    const characters = await query.orderBy('c.name', 'ASC').addOrderBy('c.id', 'ASC').getMany();
    const versions = await ctx.loaders.versionsByCharacterId.loadMany(characters.map((c) => c.id));
    const clicks = await ctx.loaders.clicksByVersionId.loadMany(versions.flatMap((v) => (v instanceof Error ? [] : v.map((x) => x.id))));
    const clicksOf = new Map<string, (typeof clicks)[number]>();
    let next = 0;
    for (const list of versions) if (!(list instanceof Error)) for (const version of list) clicksOf.set(version.id, clicks[next++]);

    const file = {
      format: CHARACTER_FILE_FORMAT,
      version: CHARACTER_FILE_VERSION,
      world: world.slug,
      characters: characters.map((character, i) => {
        const own = versions[i];
        if (own instanceof Error) throw own;
        return {
          name: character.name,
          kind: character.kind,
          description: character.description,
          visibility: character.visibility,
          versions: own.map((v) => {
            const dial = clicksOf.get(v.id);
            if (dial instanceof Error || !dial) throw dial ?? new Error(`no clicks loaded for version ${v.id}`);
            return {
              rank: v.rank,
              pointValue: v.pointValue,
              range: v.range,
              targets: v.targets,
              movement: v.movement,
              damageSymbol: v.damageSymbol,
              teamAbility: v.teamAbility,
              keywords: v.keywords,
              archenemyColour: v.archenemyColour,
              setCode: v.setCode,
              collectorNumber: v.collectorNumber,
              startingClick: v.startingClick,
              koClicks: v.koClicks,
              specialPowers: v.specialPowers.map(({ value, name, text }) => ({ value, name, text })),
              clicks: dial.map((c) => ({
                speed: c.speed,
                attack: c.attack,
                defense: c.defense,
                damage: c.damage,
                speedPower: c.speedPower,
                attackPower: c.attackPower,
                defensePower: c.defensePower,
                damagePower: c.damagePower,
              })),
            };
          }),
        };
      }),
    };
    return { fileName: `${world.slug.replace(/[^A-Za-z0-9_-]/g, '-')}-characters.json`, characterCount: file.characters.length, document: file };
  }

  /**
   * Imports a "clix-characters" file: each character is read as a CreateCharacterInput (the
   * schema's own type, so the same types, enums and defaults as createCharacter) and saved by
   * CharacterService, so every check of the characters feature applies. Any problem anywhere
   * refuses the whole file: every problem is reported, and the transaction writes nothing.
   */
  static async importCharacters(
    ctx: RequestContext,
    schema: GraphQLSchema,
    args: { world: string; json: string; mode: ImportMode },
  ): Promise<ImportCharactersPayload> {
    requireAccount(ctx.viewer);
    const refused = (userErrors: ImportUserError[]): ImportCharactersPayload => ({ characters: [], createdCount: 0, updatedCount: 0, userErrors });
    const problem = (e: UserError, line: number | undefined = undefined) => Object.assign(new ImportUserError(), e, { line: line ?? null });

    const world = await WorldService.findBySlug(ctx, args.world);
    if (!world) return refused([problem(worldNotFound(args.world))]);
    authorize(ctx.viewer, world.id, 'character.import');
    if (args.json.length > MAX_FILE_LENGTH) {
      return refused([problem(userError(UserErrorCode.IMPORT_TOO_LARGE, ['json'], `the file is over ${MAX_FILE_LENGTH} characters; split it`))]);
    }

    let parsed: ReturnType<typeof parseJsonWithLines>;
    try {
      parsed = parseJsonWithLines(args.json);
    } catch (error) {
      if (!(error instanceof JsonSyntaxError)) throw error;
      return refused([problem(userError(UserErrorCode.IMPORT_NOT_JSON, ['json'], `not JSON: ${error.message}`), error.line)]);
    }
    const file = parsed.value;
    const at = (e: UserError) => problem(e, parsed.lineOf(e.field));
    if (!isObject(file) || file.format !== CHARACTER_FILE_FORMAT || file.version !== CHARACTER_FILE_VERSION || !Array.isArray(file.characters)) {
      return refused([
        at(
          userError(
            UserErrorCode.IMPORT_FORMAT_UNKNOWN,
            [],
            `expected {"format": "${CHARACTER_FILE_FORMAT}", "version": ${CHARACTER_FILE_VERSION}, "characters": [...]}`,
          ),
        ),
      ]);
    }
    if (file.characters.length > MAX_CHARACTERS) {
      return refused([at(userError(UserErrorCode.IMPORT_TOO_LARGE, ['characters'], `at most ${MAX_CHARACTERS} characters per file`))]);
    }

    const inputType = new GraphQLNonNull(schema.getType('CreateCharacterInput') as GraphQLInputObjectType);
    const problems: ImportUserError[] = [];
    const characters: Character[] = [];
    let createdCount = 0;
    let updatedCount = 0;
    const firstIndexOfName = new Map<string, number>();

    for (const [index, raw] of file.characters.entries()) {
      const base = ['characters', String(index)];
      if (!isObject(raw)) {
        problems.push(at(userError(UserErrorCode.IMPORT_VALUE_INVALID, base, 'a character is an object')));
        continue;
      }
      const typeProblems: UserError[] = [];
      const coerced = coerceInputValue({ ...raw, world: world.slug }, inputType, (path, _invalid, error) => {
        const field = fieldOfCoercionError(error.message);
        typeProblems.push(userError(UserErrorCode.IMPORT_VALUE_INVALID, [...base, ...path.map(String), ...(field ? [field] : [])], error.message));
      }) as Record<string, unknown>;
      const input = toCreateInput(coerced);
      const sameName = typeof input.name === 'string' ? firstIndexOfName.get(input.name.toLowerCase()) : undefined;
      if (typeProblems.length || sameName !== undefined) {
        problems.push(...(await problemsBeside(ctx, world.id, base, input, typeProblems, sameName)).map(at));
        continue;
      }
      firstIndexOfName.set(input.name.toLowerCase(), index);

      const result =
        args.mode === ImportMode.UPSERT ? await CharacterService.upsert(ctx, input) : { ...(await CharacterService.create(ctx, input)), created: true };
      if (result.userErrors.length || !result.character) {
        problems.push(...result.userErrors.map((e) => at(userError(e.code, [...base, ...e.field], e.message))));
        continue;
      }
      characters.push(result.character);
      if (result.created) createdCount++;
      else updatedCount++;
    }
    if (problems.length) return refused(problems);
    return { characters, createdCount, updatedCount, userErrors: [] };
  }
}
