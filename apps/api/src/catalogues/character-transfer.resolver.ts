import { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, ID, Info, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { GlobalIdArgs } from '../common/global-id';
import { Transactional } from '../common/transaction';
import { ImportMode } from './catalogue.enums';
import { CharacterTransferService } from './character-transfer.service';
import { CharacterExport, ImportCharactersPayload } from './character-transfer.types';

@Resolver()
export class CharacterTransferResolver {
  @Query(() => CharacterExport, {
    nullable: true,
    description:
      'The world\'s characters with every dial as a "clix-characters" file (docs/character-import-format.md), typed: its name and the document as JSON; hidden characters only for its Creator.',
  })
  @GlobalIdArgs({ ids: 'Character' })
  characterExport(
    @Ctx() ctx: RequestContext,
    @Arg('world', () => String, { description: 'World slug.' }) world: string,
    @Arg('ids', () => [ID], {
      nullable: true,
      description:
        'Only these characters of the world (at most 100), e.g. those selected in a list; an id unknown or hidden from you is left out. Every character when left out.',
    })
    ids?: string[] | null,
  ) {
    return CharacterTransferService.characterExport(ctx, world, ids ?? null);
  }

  @Query(() => String, {
    nullable: true,
    description:
      'The world\'s characters with every dial as a JSON "clix-characters" file (docs/character-import-format.md); hidden characters only for its Creator.',
    deprecationReason: 'JSON inside a String: use `characterExport { fileName document }`, which answers the same file as a JSON object.',
  })
  exportCharacters(@Ctx() ctx: RequestContext, @Arg('world', () => String, { description: 'World slug.' }) world: string) {
    return CharacterTransferService.exportCharacters(ctx, world);
  }

  @Mutation(() => ImportCharactersPayload, {
    description: 'Creator only: imports a "clix-characters" file. Any problem refuses the whole file: every problem is listed and nothing is written.',
  })
  @Authorized()
  @UseMiddleware(Transactional)
  importCharacters(
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('world', () => String, { description: 'World slug.' }) world: string,
    @Arg('json', () => String, { description: "The file's text." }) json: string,
    @Arg('mode', () => ImportMode, { defaultValue: ImportMode.CREATE_ONLY }) mode: ImportMode,
  ) {
    return CharacterTransferService.importCharacters(ctx, info.schema, { world, json, mode });
  }
}
