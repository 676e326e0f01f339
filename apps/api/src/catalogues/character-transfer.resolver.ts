import { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Info, Mutation, Query, Resolver, UseMiddleware } from 'type-graphql';
import { RequestContext } from '../context';
import { Transactional } from '../common/transaction';
import { ImportMode } from './catalogue.enums';
import { CharacterTransferService } from './character-transfer.service';
import { ImportCharactersPayload } from './character-transfer.types';

@Resolver()
export class CharacterTransferResolver {
  @Query(() => String, {
    nullable: true,
    description:
      'The world\'s characters with every dial as a JSON "clix-characters" file (docs/character-import-format.md); hidden characters only for its Creator.',
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
