import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Character } from '../characters/character.entity';
import { UserError } from '../common/user-error';

/** The only file format `importCharacters` reads, and the one `exportCharacters` writes. */
export const CHARACTER_FILE_FORMAT = 'clix-characters';
export const CHARACTER_FILE_VERSION = 1;

@ObjectType({ description: 'A problem with an import file, on its path in the file and, where known, its line.' })
export class ImportUserError extends UserError {
  @Field(() => Int, { nullable: true, description: 'Line (1-based) of the file where the value concerned starts.' })
  line: number | null;
}

@ObjectType({ description: 'Result of importCharacters: the characters written, or every problem of the file.' })
export class ImportCharactersPayload {
  @Field(() => [Character], { description: 'The characters as saved, in file order; empty when userErrors is not empty.' })
  characters: Character[];

  @Field(() => Int, { description: 'Characters the file added to the world; 0 when refused.' }) createdCount: number;
  @Field(() => Int, { description: 'Characters of the same name replaced (UPSERT only).' }) updatedCount: number;

  @Field(() => [ImportUserError], { description: 'Every problem found; when there is any, nothing was written.' })
  userErrors: ImportUserError[];
}

@ObjectType({
  description: 'A world\'s characters as a "clix-characters" file (docs/character-import-format.md), ready to save or to give to importCharacters.',
})
export class CharacterExport {
  @Field(() => String, { description: 'The name a download gives the file, e.g. "demo-characters.json".' })
  fileName: string;

  @Field(() => Int, { description: 'Characters in the file.' })
  characterCount: number;

  @Field(() => GraphQLJSONObject, {
    description: 'The file itself, as a JSON object (`format`, `version`, `world`, `characters`); importCharacters takes it back as text (JSON.stringify).',
  })
  document: Record<string, unknown>;
}
