import { GlobalIdOf } from '../common/global-id';
import { ArrayMaxSize, IsOptional, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import type { CharacterKind, CombatValue, DamageSymbol, MovementSymbol, Rank } from '@clix/rules';
import { OrderInput, PageArgs } from '../common/pagination';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';
import {
  CharacterKindEnum,
  CharacterOrderField,
  CombatValueEnum,
  DamageSymbolEnum,
  MovementSymbolEnum,
  RankEnum,
  Visibility,
  VisibilityEnum,
} from './character.enums';

/** Longest dial we accept: printed dials have 12 slots; giants and colossi run longer. */
export const MAX_DIAL_SLOTS = 30;
const NEGATIVE = code(UserErrorCode.NEGATIVE_VALUE, 'must be 0 or more');

@InputType({ description: 'One live click: the four values and, optionally, the power coloured on each.' })
export class DialClickInput {
  @Field(() => Int, { description: 'Speed value on this click, 0 to 99.' }) @Min(0, NEGATIVE) @Max(99) speed: number;
  @Field(() => Int, { description: 'Attack value on this click, 0 to 99.' }) @Min(0, NEGATIVE) @Max(99) attack: number;
  @Field(() => Int, { description: 'Defense value on this click, 0 to 99.' }) @Min(0, NEGATIVE) @Max(99) defense: number;
  @Field(() => Int, { description: 'Damage value on this click, 0 to 99.' }) @Min(0, NEGATIVE) @Max(99) damage: number;
  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the speed value, at most 60 characters; null or left out when none.' })
  @IsOptional()
  @MaxLength(60)
  speedPower?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the attack value, at most 60 characters; null or left out when none.' })
  @IsOptional()
  @MaxLength(60)
  attackPower?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the defense value, at most 60 characters; null or left out when none.' })
  @IsOptional()
  @MaxLength(60)
  defensePower?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the power coloured on the damage value, at most 60 characters; null or left out when none.' })
  @IsOptional()
  @MaxLength(60)
  damagePower?: string | null;
}

@InputType({ description: 'A power printed for this figure alone, under its dial.' })
export class SpecialPowerInput {
  @Field(() => CombatValueEnum, { description: 'The value it belongs to (a "Movement Special" is SPEED).' }) value: CombatValue;
  @Field(() => String, { description: 'The name printed on the card, 1 to 80 characters.' }) @Length(1, 80) name: string;
  @Field(() => String, { description: 'The rules text as printed, at most 2000 characters.' }) @MaxLength(2000) text: string;
}

@InputType({ description: 'A rank version with its whole dial; saving replaces the previous dial.' })
export class CharacterVersionInput {
  @Field(() => RankEnum, { description: 'The rank printed on the base; at most one version per rank (DUPLICATE_RANK).' }) rank: Rank;
  @Field(() => Int, { description: 'Build cost in points, 0 to 10000.' }) @Min(0, NEGATIVE) @Max(10000) pointValue: number;
  @Field(() => Int, { description: 'Range in squares, 0 to 99; 0 means close combat only.' })
  @Min(0, code(UserErrorCode.RANGE_NEGATIVE, 'range must be 0 or more'))
  @Max(99)
  range: number;

  @Field(() => Int, { defaultValue: 1, description: 'Lightning bolts: targets of one ranged attack, 1 to 3.' })
  @Min(1, code(UserErrorCode.TARGETS_OUT_OF_RANGE, 'targets must be 1, 2 or 3'))
  @Max(3, code(UserErrorCode.TARGETS_OUT_OF_RANGE, 'targets must be 1, 2 or 3'))
  targets: number;

  @Field(() => MovementSymbolEnum, { defaultValue: 'BOOT', description: 'Speed symbol: how the figure moves.' }) movement: MovementSymbol;
  @Field(() => DamageSymbolEnum, { defaultValue: 'STANDARD', description: "Damage symbol: the figure's size class." }) damageSymbol: DamageSymbol;
  @Field(() => String, { nullable: true, description: 'Team ability or affiliation as printed (e.g. "Ninja"), at most 80 characters; null when none.' })
  @IsOptional()
  @MaxLength(80)
  teamAbility?: string | null;
  @Field(() => [String], { defaultValue: [], description: 'Keywords printed on the card: up to 20, each at most 40 characters.' })
  @ArrayMaxSize(20)
  @MaxLength(40, { each: true })
  keywords: string[];
  @Field(() => String, { nullable: true, description: 'Colour of the archenemy ring, at most 40 characters; null when the figure has none.' })
  @IsOptional()
  @MaxLength(40)
  archenemyColour?: string | null;
  @Field(() => String, { nullable: true, description: 'Code of the set the figure was released in, at most 40 characters; null when unknown.' })
  @IsOptional()
  @MaxLength(40)
  setCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Collector number within its set, at most 20 characters; null when unknown.' })
  @IsOptional()
  @MaxLength(20)
  collectorNumber?: string | null;
  @Field(() => Int, {
    defaultValue: 1,
    description: 'The click the figure starts on (its green line), 1-based; must lie on a live click (STARTING_CLICK_OUTSIDE_DIAL).',
  })
  @Min(1, code(UserErrorCode.STARTING_CLICK_OUTSIDE_DIAL))
  startingClick: number;

  @Field(() => [DialClickInput], { description: 'The live clicks in dial order.' })
  @ValidateNested({ each: true })
  clicks: DialClickInput[];

  @Field(() => Int, { description: 'KO clicks after the last live click (at least 1).' })
  @Min(1, code(UserErrorCode.KO_CLICK_MISSING, 'a dial ends with at least one KO click'))
  koClicks: number;

  @Field(() => [SpecialPowerInput], { defaultValue: [], description: 'Powers printed for this figure alone, up to 10.' })
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  specialPowers: SpecialPowerInput[];
}

@InputType({ description: 'A new character with all of its rank versions and their dials.' })
export class CreateCharacterInput {
  @Field(() => String, { description: 'Slug of the world the character belongs to.' })
  world: string;

  @Field(() => String, { description: 'Persona name, 1 to 80 characters; unique within the world (CHARACTER_NAME_TAKEN).' }) @Length(1, 80) name: string;
  @Field(() => CharacterKindEnum, { description: 'Hero, villain, NPC or normal.' }) kind: CharacterKind;
  @Field(() => String, { defaultValue: '', description: 'Free text about the persona, at most 5000 characters.' }) @MaxLength(5000) description: string;
  @Field(() => VisibilityEnum, { defaultValue: 'PUBLIC', description: "HIDDEN keeps the character from everyone but the world's Creators." })
  visibility: Visibility;

  @Field(() => [CharacterVersionInput], { description: 'Its rank versions, 1 to 5, each of a different rank (VERSIONS_MISSING when empty).' })
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  versions: CharacterVersionInput[];
}

@InputType({ description: 'Fields left out keep their value; `versions`, when given, replaces every version and dial.' })
export class UpdateCharacterInput {
  @Field(() => ID, { description: 'The character to change.' }) @GlobalIdOf('Character') id: string;
  @Field(() => String, { nullable: true, description: 'New persona name, 1 to 80 characters, unique within the world; null keeps it.' })
  @IsOptional()
  @Length(1, 80)
  name?: string | null;
  @Field(() => CharacterKindEnum, { nullable: true, description: 'New kind; null keeps it.' }) @IsOptional() kind?: CharacterKind | null;
  @Field(() => String, { nullable: true, description: 'New free text, at most 5000 characters; null keeps it.' }) @IsOptional() @MaxLength(5000) description?:
    string | null;
  @Field(() => VisibilityEnum, { nullable: true, description: 'New visibility; null keeps it.' }) @IsOptional() visibility?: Visibility | null;

  @Field(() => [CharacterVersionInput], {
    nullable: true,
    description:
      'Every version with its dial, 1 to 5, replacing all current ones; null keeps them. A version a team member plays cannot be dropped (VERSION_IN_USE).',
  })
  @IsOptional()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  versions?: CharacterVersionInput[] | null;
}

@InputType({ description: 'Every condition given must hold.' })
export class CharacterFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' })
  @IsOptional()
  @MaxLength(80)
  name?: string | null;

  @Field(() => CharacterKindEnum, { nullable: true, description: 'Only characters of this kind.' }) kind?: CharacterKind | null;

  @Field(() => RankEnum, { nullable: true, description: 'Has a version of this rank.' })
  rank?: Rank | null;

  @Field(() => Int, { nullable: true, description: 'Has a version worth at least this many points.' })
  @IsOptional()
  @Min(0)
  minPoints?: number | null;

  @Field(() => Int, { nullable: true, description: 'Has a version worth at most this many points.' })
  @IsOptional()
  @Min(0)
  maxPoints?: number | null;
}

@InputType({ description: 'An order of characters: a field and its direction; ties are broken by id.' })
export class CharacterOrder extends OrderInput(CharacterOrderField, 'Character') {}

/** A world's characters: `World.characters`, and `characters` with the world named. */
@ArgsType()
export class WorldCharactersArgs extends PageArgs {
  @Field(() => CharacterFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: CharacterFilter | null;

  @Field(() => CharacterOrder, { nullable: true, description: 'The order of the list; by name (NAME ASC) when left out.' })
  orderBy?: CharacterOrder | null;
}

@ArgsType()
export class CharactersArgs extends WorldCharactersArgs {
  @Field(() => String, { description: 'World slug.' })
  world: string;
}

@ArgsType()
export class CloneCharacterArgs {
  @Field(() => ID, { description: 'The character to copy.' }) @GlobalIdOf('Character') id: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The copy\'s name, 1 to 80 characters, unique in the world (CHARACTER_NAME_TAKEN); left out: the name with " (copy)" (then " (copy 2)", " (copy 3)"…, the first free).',
  })
  @IsOptional()
  @Length(1, 80)
  name?: string | null;
}
