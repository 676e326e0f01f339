import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An entry of the permanent injury table, as a member carries it.' })
export class PermanentInjury {
  @Field(() => String, { description: 'Stable id of the table entry, e.g. "HAND_INJURY" (what the deprecated `TeamMember.injuries` lists).' })
  id: string;

  @Field(() => String, { description: 'The name as printed, e.g. "Hand Injury".' })
  name: string;

  @Field(() => String, { description: 'What the injury does, as the table prints it.' })
  effect: string;
}
