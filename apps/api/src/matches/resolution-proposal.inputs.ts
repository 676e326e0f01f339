import { Field, ID, InputType } from 'type-graphql';
import { Length } from 'class-validator';
import { GlobalIdOf } from '../common/global-id';
import { code } from '../common/validation';
import { UserErrorCode } from '../http/user-error-codes';

@InputType({
  description: "Confirm the resolution a player proposed: exactly what it computed is applied (the other side's owner, the Creator or an organizer).",
})
export class ConfirmMatchResolutionInput {
  @Field(() => ID, { description: 'The match awaiting confirmation.' }) @GlobalIdOf('Match') matchId: string;
}

@InputType({ description: 'Reject the resolution a player proposed (or withdraw it, as its proposer): the match goes back to IN_PROGRESS, nothing applied.' })
export class RejectMatchResolutionInput {
  @Field(() => ID, { description: 'The match awaiting confirmation.' }) @GlobalIdOf('Match') matchId: string;

  @Field(() => String, { description: 'Why it is rejected (kept with the proposal, shown on the activity feed).' })
  @Length(1, 500, code(UserErrorCode.INVALID_VALUE, 'give a reason of 1 to 500 characters'))
  reason: string;
}
