import { ArrayMaxSize, IsOptional, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { PowerCategory, PowerRuleset } from '@clix/rules';
import { CombatValueEnum } from '../characters/character.enums';
import { OrderInput, PageArgs } from '../common/pagination';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';
import { CatalogueOrderField, ItemKind, ItemKindEnum, ItemOrderField, PowerRulesetEnum } from './catalogue.enums';

const NEGATIVE = code(UserErrorCode.NEGATIVE_VALUE, 'must be 0 or more');
const LONG_TEXT = 20000;

@InputType({ description: 'Every condition given must hold.' })
export class PowerFilter {
  @Field(() => PowerRulesetEnum, { nullable: true, description: "Only powers of this ruleset's list." }) ruleset?: PowerRuleset | null;
  @Field(() => CombatValueEnum, { nullable: true, description: 'Only powers coloured on this combat value.' }) category?: PowerCategory | null;
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' }) @IsOptional() @MaxLength(80) name?: string | null;
}

@InputType({ description: 'Every condition given must hold.' })
export class FeatFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' }) @IsOptional() @MaxLength(80) name?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True: only feats with a price (buyable); false: only unpriced ones.' }) priced?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "True: only feats flagged for the Creator's review; false: only the others." }) needsReview?:
    boolean | null;
}

@InputType({ description: 'Every condition given must hold.' })
export class ItemFilter {
  @Field(() => ItemKindEnum, { nullable: true, description: 'Only entries of this list (items, object weapons, advanced weapons or armour).' })
  kind?: ItemKind | null;
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' }) @IsOptional() @MaxLength(80) name?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'True: only entries with a price (buyable); false: only unpriced ones.' }) priced?: boolean | null;
}

@InputType({ description: 'Every condition given must hold.' })
export class ScenarioFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' }) @IsOptional() @MaxLength(80) name?: string | null;
  @Field(() => Boolean, { nullable: true, description: "True: only scenarios flagged for the Creator's review; false: only the others." }) needsReview?:
    boolean | null;
}

@InputType({ description: 'An order of a catalogue list (powers, feats, scenarios): a field and its direction; ties are broken by id.' })
export class CatalogueOrder extends OrderInput(CatalogueOrderField, 'Catalogue') {}

@InputType({ description: 'An order of the items catalogue: a field and its direction; ties are broken by id.' })
export class ItemOrder extends OrderInput(ItemOrderField, 'Item') {}

const IN_PRINTED_ORDER = 'The order of the list; printed order (POSITION ASC) when left out.';

@ArgsType()
class CatalogueArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' })
  world: string;
}

@ArgsType()
export class PowersArgs extends CatalogueArgs {
  @Field(() => PowerFilter, { nullable: true }) @IsOptional() @ValidateNested() filter?: PowerFilter | null;
  @Field(() => CatalogueOrder, { nullable: true, description: IN_PRINTED_ORDER }) orderBy?: CatalogueOrder | null;
}

@ArgsType()
export class FeatsArgs extends CatalogueArgs {
  @Field(() => FeatFilter, { nullable: true }) @IsOptional() @ValidateNested() filter?: FeatFilter | null;
  @Field(() => CatalogueOrder, { nullable: true, description: IN_PRINTED_ORDER }) orderBy?: CatalogueOrder | null;
}

@ArgsType()
export class ItemsArgs extends CatalogueArgs {
  @Field(() => ItemFilter, { nullable: true }) @IsOptional() @ValidateNested() filter?: ItemFilter | null;
  @Field(() => ItemOrder, { nullable: true, description: IN_PRINTED_ORDER }) orderBy?: ItemOrder | null;
}

/** A world's scenarios: `World.scenarios`, and `scenarios` with the world named. */
@ArgsType()
export class WorldScenariosArgs extends PageArgs {
  @Field(() => ScenarioFilter, { nullable: true }) @IsOptional() @ValidateNested() filter?: ScenarioFilter | null;
  @Field(() => CatalogueOrder, { nullable: true, description: IN_PRINTED_ORDER }) orderBy?: CatalogueOrder | null;
}

@ArgsType()
export class ScenariosArgs extends WorldScenariosArgs {
  @Field(() => String, { description: 'World slug.' })
  world: string;
}

@InputType({ description: 'Fields left out keep their value.' })
export class UpdatePowerInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: "The entry's catalogueId (the rules package id)." }) catalogueId: string;
  @Field(() => String, { nullable: true, description: 'New name, 1 to 80 characters.' }) @IsOptional() @Length(1, 80) name?: string | null;
  @Field(() => String, { nullable: true, description: 'New rule text, at most 20000 characters.' }) @IsOptional() @MaxLength(LONG_TEXT) text?: string | null;
  @Field(() => CombatValueEnum, { nullable: true, description: 'The combat value the power is coloured on.' }) category?: PowerCategory | null;
  @Field(() => Int, { nullable: true, description: '1-based place within its category, 1 to 99.' })
  @IsOptional()
  @Min(1, code(UserErrorCode.INVALID_VALUE, 'slot must be 1 or more'))
  @Max(99)
  slot?: number | null;
}

@InputType({ description: 'Fields left out keep their value. `price: null` takes the feat off sale (printed upkeep or not) until priced again.' })
export class UpdateFeatInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: "The entry's catalogueId (the rules package id)." }) catalogueId: string;
  @Field(() => String, { nullable: true, description: 'New name, 1 to 80 characters.' }) @IsOptional() @Length(1, 80) name?: string | null;
  @Field(() => String, { nullable: true, description: 'New rule text, at most 20000 characters.' }) @IsOptional() @MaxLength(LONG_TEXT) text?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'New "Prerequisite:" line shown to players, at most 500 characters; the check itself uses `requiredPowers`.',
  })
  @IsOptional()
  @MaxLength(500)
  prerequisiteText?: string | null;

  @Field(() => [[String]], { nullable: true, description: "Power ids of this world's catalogue: every group required, any one power of a group." })
  @IsOptional()
  @ArrayMaxSize(10)
  requiredPowers?: string[][] | null;

  @Field(() => Int, { nullable: true, description: 'Price in Hero Points; pricing an unpriced feat makes it buyable, null takes it off sale.' })
  @IsOptional()
  @Min(0, NEGATIVE)
  @Max(100000)
  price?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'False once the Creator has reviewed the text; true flags it again.' }) needsReview?: boolean | null;
}

@InputType({ description: 'Fields left out keep their value. `price: null` makes the item unbuyable until priced again.' })
export class UpdateItemInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: "The entry's catalogueId (the rules package id)." }) catalogueId: string;
  @Field(() => String, { nullable: true, description: 'New name, 1 to 80 characters.' }) @IsOptional() @Length(1, 80) name?: string | null;
  @Field(() => String, { nullable: true, description: 'New line under the name (e.g. "Heals 1d6"), at most 200 characters.' })
  @IsOptional()
  @MaxLength(200)
  summary?: string | null;
  @Field(() => String, { nullable: true, description: 'New description text, at most 20000 characters.' }) @IsOptional() @MaxLength(LONG_TEXT) text?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Price in $.' }) @IsOptional() @Min(0, NEGATIVE) @Max(10000000) price?: number | null;
  @Field(() => Int, { nullable: true, description: 'Damage (advanced weapons) or damage added (objects), 0 to 99.' })
  @IsOptional()
  @Min(0, NEGATIVE)
  @Max(99)
  damage?: number | null;
  @Field(() => Int, { nullable: true, description: 'Range in squares, 0 to 99.' }) @IsOptional() @Min(0, NEGATIVE) @Max(99) range?: number | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: '{"kind":"D6","measures":"..."} or {"kind":"D6_TABLE","measures":"...","rows":[{"from":1,"to":2,"value":1}, ...]}; null for none.',
  })
  effectRoll?: unknown;
}

@InputType({ description: 'Fields left out keep their value; null clears forceRatio or roundLimit.' })
export class UpdateScenarioInput {
  @Field(() => String, { description: 'World slug.' }) world: string;
  @Field(() => String, { description: "The entry's catalogueId (the rules package id)." }) catalogueId: string;
  @Field(() => String, { nullable: true, description: 'New title, 1 to 120 characters.' }) @IsOptional() @Length(1, 120) name?: string | null;
  @Field(() => [String], { nullable: true, description: 'New set-up text, one paragraph per entry (up to 50); replaces them all.' })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(LONG_TEXT, { each: true })
  setup?: string[] | null;

  @Field(() => Float, { nullable: true, description: 'Opposing force as a multiple of the hero force, more than 0 and at most 100.' })
  @IsOptional()
  @Min(0.01, code(UserErrorCode.SETTING_OUT_OF_RANGE, 'the force ratio must be more than 0'))
  @Max(100)
  forceRatio?: number | null;

  @Field(() => Int, { nullable: true, description: 'The round by which the scenario is decided, 1 to 1000.' })
  @IsOptional()
  @Min(1, code(UserErrorCode.SETTING_OUT_OF_RANGE, 'the round limit must be 1 or more'))
  @Max(1000)
  roundLimit?: number | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Scoring lines (ScoringRule[] of the rules package); replaces them all.' })
  scoring?: unknown;

  @Field(() => [String], { nullable: true, description: 'Scoring conditions in words (up to 50); replaces them all.' })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(LONG_TEXT, { each: true })
  scoringNotes?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'What happens after the match (up to 50 paragraphs); replaces them all.' })
  @IsOptional()
  @ArrayMaxSize(50)
  @MaxLength(LONG_TEXT, { each: true })
  wrapUp?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'False once the Creator has reviewed the numbers; true flags it again.' }) needsReview?: boolean | null;
}
