import { ArrayMaxSize, IsOptional, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import type { CharacterKind, CombatValue, DamageSymbol, MovementSymbol, Rank } from '@clix/rules';
import { PageArgs } from '../common/pagination';
import { UserErrorCode } from '../common/user-error';
import { code } from '../common/validation';
import {
  CharacterKindEnum,
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
  @Field(() => Int) @Min(0, NEGATIVE) @Max(99) speed: number;
  @Field(() => Int) @Min(0, NEGATIVE) @Max(99) attack: number;
  @Field(() => Int) @Min(0, NEGATIVE) @Max(99) defense: number;
  @Field(() => Int) @Min(0, NEGATIVE) @Max(99) damage: number;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) speedPower?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) attackPower?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) defensePower?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) damagePower?: string | null;
}

@InputType()
export class SpecialPowerInput {
  @Field(() => CombatValueEnum) value: CombatValue;
  @Field(() => String) @Length(1, 80) name: string;
  @Field(() => String) @MaxLength(2000) text: string;
}

@InputType({ description: 'A rank version with its whole dial; saving replaces the previous dial.' })
export class CharacterVersionInput {
  @Field(() => RankEnum) rank: Rank;
  @Field(() => Int) @Min(0, NEGATIVE) @Max(10000) pointValue: number;
  @Field(() => Int) @Min(0, code(UserErrorCode.RANGE_NEGATIVE, 'range must be 0 or more')) @Max(99) range: number;

  @Field(() => Int, { defaultValue: 1 })
  @Min(1, code(UserErrorCode.TARGETS_OUT_OF_RANGE, 'targets must be 1, 2 or 3'))
  @Max(3, code(UserErrorCode.TARGETS_OUT_OF_RANGE, 'targets must be 1, 2 or 3'))
  targets: number;

  @Field(() => MovementSymbolEnum, { defaultValue: 'BOOT' }) movement: MovementSymbol;
  @Field(() => DamageSymbolEnum, { defaultValue: 'STANDARD' }) damageSymbol: DamageSymbol;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(80) teamAbility?: string | null;
  @Field(() => [String], { defaultValue: [] }) @ArrayMaxSize(20) @MaxLength(40, { each: true }) keywords: string[];
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(40) archenemyColour?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(40) setCode?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) collectorNumber?: string | null;
  @Field(() => Int, { defaultValue: 1 }) @Min(1, code(UserErrorCode.STARTING_CLICK_OUTSIDE_DIAL)) startingClick: number;

  @Field(() => [DialClickInput], { description: 'The live clicks in dial order.' })
  @ValidateNested({ each: true })
  clicks: DialClickInput[];

  @Field(() => Int, { description: 'KO clicks after the last live click (at least 1).' })
  @Min(1, code(UserErrorCode.KO_CLICK_MISSING, 'a dial ends with at least one KO click'))
  koClicks: number;

  @Field(() => [SpecialPowerInput], { defaultValue: [] })
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  specialPowers: SpecialPowerInput[];
}

@InputType()
export class CreateCharacterInput {
  @Field(() => String, { description: 'Slug of the world the character belongs to.' })
  world: string;

  @Field(() => String) @Length(1, 80) name: string;
  @Field(() => CharacterKindEnum) kind: CharacterKind;
  @Field(() => String, { defaultValue: '' }) @MaxLength(5000) description: string;
  @Field(() => VisibilityEnum, { defaultValue: 'PUBLIC' }) visibility: Visibility;

  @Field(() => [CharacterVersionInput])
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  versions: CharacterVersionInput[];
}

@InputType({ description: 'Fields left out keep their value; `versions`, when given, replaces every version and dial.' })
export class UpdateCharacterInput {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 80) name?: string | null;
  @Field(() => CharacterKindEnum, { nullable: true }) @IsOptional() kind?: CharacterKind | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(5000) description?: string | null;
  @Field(() => VisibilityEnum, { nullable: true }) @IsOptional() visibility?: Visibility | null;

  @Field(() => [CharacterVersionInput], { nullable: true })
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

  @Field(() => CharacterKindEnum, { nullable: true }) kind?: CharacterKind | null;

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

@ArgsType()
export class CharactersArgs extends PageArgs {
  @Field(() => String, { description: 'World slug.' })
  world: string;

  @Field(() => CharacterFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: CharacterFilter | null;
}
