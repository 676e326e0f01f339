import { IsEmail, Length, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../common/pagination';
import { WorldRole } from './world-member.entity';

@InputType()
export class CreateWorldInput {
  @Field(() => String, { description: 'Lower-case letters, digits and dashes; used in addresses.' })
  @Matches(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'use 1-63 lower-case letters, digits and dashes, starting with a letter or digit' })
  slug: string;

  @Field(() => String) @Length(1, 120) name: string;
}

@InputType({ description: 'Adds an existing account to a world with a role.' })
export class AddWorldMemberInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String) @IsEmail() @MaxLength(200) email: string;
  @Field(() => WorldRole) role: WorldRole;
}

@InputType()
export class SetWorldMemberRoleInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => ID) accountId: string;
  @Field(() => WorldRole) role: WorldRole;
}

@InputType()
export class RemoveWorldMemberInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => ID) accountId: string;
}

@ArgsType()
export class WorldMembersArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;
}
