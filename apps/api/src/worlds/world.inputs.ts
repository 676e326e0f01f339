import { GlobalIdOf } from '../common/global-id';
import { IsEmail, Length, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, InputType, registerEnumType } from 'type-graphql';
import { OrderInput, PageArgs } from '../common/pagination';
import { NotBlank } from '../common/validation';
import { WorldRole } from './world-member.entity';

@InputType({ description: 'A new world; its catalogues start as a copy of the rules catalogues.' })
export class CreateWorldInput {
  @Field(() => String, { description: 'Lower-case letters, digits and dashes; used in addresses.' })
  @Matches(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'use 1-63 lower-case letters, digits and dashes, starting with a letter or digit' })
  slug: string;

  @Field(() => String, { description: 'Display name, 1 to 120 characters; surrounding spaces are trimmed.' }) @NotBlank() @Length(1, 120) name: string;
}

@InputType({ description: 'Invites an e-mail to a world with a role.' })
export class AddWorldMemberInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, {
    description:
      'Email to invite (at most 200 characters). Nobody joins until the account with this e-mail accepts; inviting it again changes the role. ALREADY_MEMBER when a member has it.',
  })
  @IsEmail()
  @MaxLength(200)
  email: string;
  @Field(() => WorldRole, { description: 'The role the account gets in the world when it accepts.' }) role: WorldRole;
}

@InputType({ description: 'The Creator withdraws a pending invitation to his world.' })
export class WithdrawWorldInvitationInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: 'The e-mail invited (INVITATION_NOT_FOUND when none is pending).' }) @MaxLength(200) email: string;
}

@InputType({ description: 'The signed-in account accepts its pending invitation to a world.' })
export class AcceptWorldInvitationInput {
  @Field(() => String, { description: "World slug (INVITATION_NOT_FOUND when the account's e-mail has no pending invitation there)." }) world: string;
}

@InputType({ description: 'The signed-in account declines its pending invitation to a world.' })
export class DeclineWorldInvitationInput {
  @Field(() => String, { description: "World slug (INVITATION_NOT_FOUND when the account's e-mail has no pending invitation there)." }) world: string;
}

@InputType({ description: "Changes a member's role in a world." })
export class SetWorldMemberRoleInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => ID, { description: "The `id` of the member's account (MEMBER_NOT_FOUND when it is not a member)." }) @GlobalIdOf('Account') accountId: string;
  @Field(() => WorldRole, { description: 'The new role. Demoting the last Creator is refused (LAST_CREATOR).' }) role: WorldRole;
}

@InputType({ description: 'Removes a member from a world; the account itself is kept.' })
export class RemoveWorldMemberInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => ID, { description: "The `id` of the member's account. Removing the last Creator is refused (LAST_CREATOR)." })
  @GlobalIdOf('Account')
  accountId: string;
}

@ArgsType()
export class WorldMembersArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;

  @Field(() => WorldMemberOrder, { nullable: true, description: 'The order of the list; oldest member first (JOINED_AT ASC) when left out.' })
  orderBy?: WorldMemberOrder | null;
}

@ArgsType()
export class WorldInvitationsArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' }) world: string;
}

/** What the list of worlds can be ordered by. */
export enum WorldOrderField {
  SLUG = 'SLUG',
  NAME = 'NAME',
  CREATED_AT = 'CREATED_AT',
}
registerEnumType(WorldOrderField, {
  name: 'WorldOrderField',
  description: 'What the list of worlds is ordered by; ties are broken by id.',
  valuesConfig: {
    SLUG: { description: "The world's slug (unique; the default)." },
    NAME: { description: "The world's name." },
    CREATED_AT: { description: 'When the world was created.' },
  },
});

@InputType({ description: 'An order of worlds: a field and its direction; ties are broken by id.' })
export class WorldOrder extends OrderInput(WorldOrderField, 'World') {}

@ArgsType()
export class WorldsArgs extends PageArgs {
  @Field(() => WorldOrder, { nullable: true, description: 'The order of the list; by slug (SLUG ASC) when left out.' })
  orderBy?: WorldOrder | null;
}

/** What a world's members can be ordered by. */
export enum WorldMemberOrderField {
  JOINED_AT = 'JOINED_AT',
  ROLE = 'ROLE',
}
registerEnumType(WorldMemberOrderField, {
  name: 'WorldMemberOrderField',
  description: "What a world's members are ordered by; ties are broken by when they joined, then by account.",
  valuesConfig: {
    JOINED_AT: { description: 'When the member joined (the default, oldest first).' },
    ROLE: { description: 'The role, by its name (CREATOR, ORGANIZER, PLAYER).' },
  },
});

@InputType({ description: "An order of a world's members: a field and its direction." })
export class WorldMemberOrder extends OrderInput(WorldMemberOrderField, 'WorldMember') {}
