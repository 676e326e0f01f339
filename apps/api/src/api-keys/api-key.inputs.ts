import { Length } from 'class-validator';
import { ArgsType, Field, InputType } from 'type-graphql';
import { PageArgs } from '../common/pagination';

@InputType()
export class CreateApiKeyInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: 'What the key is for, e.g. "Discord bot".' }) @Length(1, 80) name: string;
}

@ArgsType()
export class ApiKeysArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;
}
