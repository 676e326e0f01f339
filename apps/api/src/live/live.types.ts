import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LeagueActivityKind } from './live.notify';

registerEnumType(LeagueActivityKind, {
  name: 'LeagueActivityKind',
  description: "What happened to a league's match: STARTED (its first event), RESOLVED or VOIDED (both move the standings).",
});

@ObjectType({ description: "Something that happened to one of a league's matches." })
export class LeagueActivity {
  @Field(() => Int, { description: "Its number in the league's activity log: reconnect with the last one received as `after`." })
  sequence: number;

  @Field(() => LeagueActivityKind, { description: 'What happened.' })
  kind: LeagueActivityKind;

  /** Resolved into `match` (live.resolver.ts). */
  matchId: string;
}
