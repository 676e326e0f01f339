import { Field, Int, ObjectType } from 'type-graphql';
import { Currency, TeamAlignment } from './team.enums';

@ObjectType({ description: 'An entry of the permanent injury table, as a member carries it.' })
export class PermanentInjury {
  @Field(() => String, { description: 'Stable id of the table entry, e.g. "HAND_INJURY" (what the deprecated `TeamMember.injuries` lists).' })
  id: string;

  @Field(() => String, { description: 'The name as printed, e.g. "Hand Injury".' })
  name: string;

  @Field(() => String, { description: 'What the injury does, as the table prints it.' })
  effect: string;
}

@ObjectType({
  description:
    "A team's renown, one convention everywhere (team, standings, prestige table and chart): a hero team's Prestige or a villain team's Infamy, signed as the rules write it and the ledger keeps it. Prestige: higher is more renowned. Infamy: more negative is more infamous (a villain at -9 is more infamous than one at -3; a positive Infamy means he lost his way out of it).",
})
export class Renown {
  @Field(() => Currency, { description: 'PRESTIGE for a hero team, INFAMY for a villain team.' })
  currency: Currency;

  @Field(() => Int, { description: 'The figure as the rules write it: Prestige as is, Infamy negative when infamous.' })
  value: number;
}

/** The renown of a team of that alignment: its currency and the value as the ledger keeps it. */
export function renownOf(alignment: TeamAlignment, value: number): Renown {
  return { currency: alignment === TeamAlignment.HERO ? Currency.PRESTIGE : Currency.INFAMY, value };
}
