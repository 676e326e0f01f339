import { Length } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../common/pagination';
import { NotBlank } from '../common/validation';

@InputType({ description: 'A new read-only API key for one world.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: 'What the key is for, e.g. "Discord bot".' }) @NotBlank() @Length(1, 80) name: string;
}

@ArgsType()
export class ApiKeysArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;
}
