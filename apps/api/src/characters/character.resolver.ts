import { GlobalIdArgs, GlobalIdOf } from '../common/global-id';
import { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Info, Int, Mutation, ObjectType, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import { selects } from '../common/lookahead';
import { RequestContext } from '../context';
import { ConnectionType, pageComplexity } from '../common/pagination';
import { Transactional } from '../common/transaction';
import { UserError } from '../common/user-error';
import { World } from '../worlds/world.entity';
import { CharacterVersion } from './character-version.entity';
import { Character } from './character.entity';
import { CharactersArgs, CloneCharacterArgs, CreateCharacterInput, UpdateCharacterInput } from './character.inputs';
import { CharacterService } from './character.service';
import { CharacterBulkService, MAX_BULK_IDS, RESTORE_WINDOW_MINUTES } from './character-bulk.service';
import { Visibility, VisibilityEnum } from './character.enums';
import { DialClick } from './dial-click.entity';

@ObjectType({ description: 'A page of characters.' })
export class CharacterConnection extends ConnectionType(Character, 'Character') {}

@ObjectType({ description: 'Result of createCharacter, updateCharacter or cloneCharacter: the character as saved.' })
export class CharacterPayload {
  @Field(() => Character, { nullable: true, description: 'The character as saved; null when userErrors is not empty.' })
  character: Character | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of deleteCharacter: the id of the character removed.' })
export class DeleteCharacterPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the character deleted, with its versions and dials; null when refused.' })
  @GlobalIdOf('Character')
  deletedCharacterId: string | null;

  @Field(() => [UserError], { description: 'Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written.' })
  userErrors: UserError[];
}

const BULK = `at most ${MAX_BULK_IDS} ids, in one transaction, all or nothing: each id refused gets an error whose field is \`["ids", "<its index>"]\`, and then none is changed`;

@ObjectType({ description: 'Result of restoreCharacters or setCharactersVisibility: the characters changed, in the order given.' })
export class CharactersPayload {
  @Field(() => [Character], { description: 'The characters as they now stand, in the order given; empty when userErrors is not empty.' })
  characters: Character[];

  @Field(() => [UserError], {
    description: 'One problem per id refused (field `ids.<index>`), or one for the list itself (field `ids`); when not empty, nothing was written.',
  })
  userErrors: UserError[];
}

@ObjectType({ description: 'Result of deleteCharacters: the ids of the characters removed.' })
export class DeleteCharactersPayload {
  @Field(() => [ID], {
    description: 'The ids deleted, in the order given (empty when userErrors is not empty); restoreCharacters takes them back for an hour.',
  })
  @GlobalIdOf('Character')
  deletedCharacterIds: string[];

  @Field(() => [UserError], {
    description: 'One problem per id refused (field `ids.<index>`), or one for the list itself (field `ids`); when not empty, nothing was written.',
  })
  userErrors: UserError[];
}

/** A page of dials is the common read: versions (and clicks) come with the page when selected, one statement in all. */
export function pagePrefetch(info: GraphQLResolveInfo) {
  return {
    versions: selects(info, ['nodes', 'versions']) || selects(info, ['edges', 'node', 'versions']),
    clicks: selects(info, ['nodes', 'versions', 'clicks']) || selects(info, ['edges', 'node', 'versions', 'clicks']),
  };
}

/** A lookup by id that asks for the character's dials reads them with it, in one statement (CharacterService.prefetchDials). */
export async function prefetchDialsFor(ctx: RequestContext, info: GraphQLResolveInfo, ids: readonly string[]): Promise<void> {
  if (ids.length && selects(info, ['versions'])) await CharacterService.prefetchDials(ctx, ids, selects(info, ['versions', 'clicks']));
}

@Resolver(() => Character)
export class CharacterResolver {
  @Query(() => CharacterConnection, {
    nullable: true,
    complexity: pageComplexity,
    description: "A page of a world's characters, by name unless `orderBy` says otherwise.",
  })
  characters(@Ctx() ctx: RequestContext, @Args(() => CharactersArgs) args: CharactersArgs, @Info() info: GraphQLResolveInfo) {
    return CharacterService.list(ctx, args, pagePrefetch(info));
  }

  @Query(() => Character, { nullable: true, description: 'A character by id; null when it does not exist or is hidden from you.' })
  @GlobalIdArgs({ id: 'Character' })
  async character(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string, @Info() info: GraphQLResolveInfo) {
    await prefetchDialsFor(ctx, info, [id]);
    return CharacterService.findById(ctx, id);
  }

  @Mutation(() => CharacterPayload, { description: 'Creator only: adds a character with its rank versions and dials to a world.' })
  @Authorized()
  @UseMiddleware(Transactional)
  createCharacter(@Ctx() ctx: RequestContext, @Arg('input', () => CreateCharacterInput, { validate: false }) input: CreateCharacterInput) {
    return CharacterService.create(ctx, input);
  }

  @Mutation(() => CharacterPayload, { description: 'Creator only: changes the fields given; `versions`, when given, replaces every version and dial.' })
  @Authorized()
  @UseMiddleware(Transactional)
  updateCharacter(@Ctx() ctx: RequestContext, @Arg('input', () => UpdateCharacterInput, { validate: false }) input: UpdateCharacterInput) {
    return CharacterService.update(ctx, input);
  }

  @Mutation(() => CharacterPayload, {
    description:
      'Creator only: a new character copied from one, with every version, dial and power (not its team membership, history or injuries, which belong to team members); refused for a hidden or missing id as updateCharacter is.',
  })
  @Authorized()
  @UseMiddleware(Transactional)
  cloneCharacter(@Ctx() ctx: RequestContext, @Args(() => CloneCharacterArgs, { validate: false }) args: CloneCharacterArgs) {
    return CharacterService.clone(ctx, args);
  }

  @Mutation(() => DeleteCharacterPayload, {
    description: 'Creator only: deletes a character with its versions and dials; refused while a team member plays it (CHARACTER_IN_USE).',
  })
  @Authorized()
  @UseMiddleware(Transactional)
  @GlobalIdArgs({ id: 'Character' })
  deleteCharacter(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return CharacterService.delete(ctx, id);
  }

  @Mutation(() => DeleteCharactersPayload, {
    description: `Creator only: deletes several characters with their versions and dials, ${BULK}. Refused for one a team member plays, or a match, ledger or plea names (CHARACTER_IN_USE). restoreCharacters puts them back for ${RESTORE_WINDOW_MINUTES} minutes.`,
  })
  @Authorized()
  @UseMiddleware(Transactional)
  @GlobalIdArgs({ ids: 'Character' })
  deleteCharacters(@Ctx() ctx: RequestContext, @Arg('ids', () => [ID]) ids: string[]) {
    return CharacterBulkService.delete(ctx, ids);
  }

  @Mutation(() => CharactersPayload, {
    description: `Creator only: puts back characters deleteCharacters removed in the last ${RESTORE_WINDOW_MINUTES} minutes, exactly (the same ids, versions and dials), ${BULK}. CHARACTER_NOT_RESTORABLE for an id not deleted in that window; CHARACTER_NAME_TAKEN when another character took the name meanwhile.`,
  })
  @Authorized()
  @UseMiddleware(Transactional)
  @GlobalIdArgs({ ids: 'Character' })
  restoreCharacters(@Ctx() ctx: RequestContext, @Arg('ids', () => [ID]) ids: string[]) {
    return CharacterBulkService.restore(ctx, ids);
  }

  @Mutation(() => CharactersPayload, { description: `Creator only: shows (PUBLIC) or hides (HIDDEN) several characters, ${BULK}.` })
  @Authorized()
  @UseMiddleware(Transactional)
  @GlobalIdArgs({ ids: 'Character' })
  setCharactersVisibility(@Ctx() ctx: RequestContext, @Arg('ids', () => [ID]) ids: string[], @Arg('visibility', () => VisibilityEnum) visibility: Visibility) {
    return CharacterBulkService.setVisibility(ctx, ids, visibility);
  }

  @FieldResolver(() => World, { description: 'The world the character belongs to.' })
  async world(@Root() character: Character, @Ctx() ctx: RequestContext) {
    return ctx.loaders.worldById.load(character.worldId);
  }

  @FieldResolver(() => [CharacterVersion], { description: 'Rank versions, Rookie first.' })
  versions(@Root() character: Character, @Ctx() ctx: RequestContext) {
    return ctx.loaders.versionsByCharacterId.now(character.id);
  }
}

@Resolver(() => CharacterVersion)
export class CharacterVersionResolver {
  @FieldResolver(() => [DialClick], { description: 'The live clicks in dial order.' })
  clicks(@Root() version: CharacterVersion, @Ctx() ctx: RequestContext) {
    return ctx.loaders.clicksByVersionId.now(version.id);
  }

  @FieldResolver(() => Int, { description: 'All slots of the dial: live clicks plus KO clicks.' })
  async dialLength(@Root() version: CharacterVersion, @Ctx() ctx: RequestContext) {
    return (await ctx.loaders.clicksByVersionId.load(version.id)).length + version.koClicks;
  }
}
