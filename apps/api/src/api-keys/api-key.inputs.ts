import { Length } from 'class-validator';
import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { OrderInput, PageArgs } from '../common/pagination';
import { NotBlank } from '../common/validation';

/** What a world's API keys can be ordered by. */
export enum ApiKeyOrderField {
  CREATED_AT = 'CREATED_AT',
  NAME = 'NAME',
}
registerEnumType(ApiKeyOrderField, {
  name: 'ApiKeyOrderField',
  description: "What a world's API keys are ordered by; ties are broken by id.",
  valuesConfig: { CREATED_AT: { description: 'When the key was created (the default, newest first).' }, NAME: { description: "The key's name." } },
});

@InputType({ description: "An order of a world's API keys: a field and its direction; ties are broken by id." })
export class ApiKeyOrder extends OrderInput(ApiKeyOrderField, 'ApiKey') {}

@InputType({ description: 'A new read-only API key for one world.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: 'What the key is for, e.g. "Discord bot".' }) @NotBlank() @Length(1, 80) name: string;
}

@ArgsType()
export class ApiKeysArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;

  @Field(() => ApiKeyOrder, { nullable: true, description: 'The order of the list; newest first (CREATED_AT DESC) when left out.' })
  orderBy?: ApiKeyOrder | null;
}
