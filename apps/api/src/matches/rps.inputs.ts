import { RPS_MAX_TURN_LIMIT } from '@clix/rules';
import { GlobalIdOf } from '../common/global-id';
import { ArrayMaxSize, IsOptional, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { UserErrorCode } from '../http/user-error-codes';
import { code } from '../common/validation';
import { RpsComputerLevel, RpsEqualBattle, RpsMoveKind } from './rps.enums';

@InputType({ description: "RPS Clix: a side's opening (seed 002), by places in the side's versionIds." })
export class RpsSideInput {
  @Field(() => [Int], { description: 'The five monsters of the front line, column 0 to 4: places (0-based) in versionIds.' })
  @ArrayMaxSize(10)
  @Min(0, { each: true })
  @Max(29, { each: true })
  frontLine: number[];

  @Field(() => Int, { description: "The sixth monster picked, which the opponent chose to be this side's commander: its place in versionIds." })
  @Min(0)
  @Max(29)
  commander: number;

  @Field(() => RpsComputerLevel, { nullable: true, description: 'The computer plays this side at this level; left out: a person does. One side at most.' })
  @IsOptional()
  computer?: RpsComputerLevel | null;
}

@InputType({ description: 'A square of the RPS Clix battlefield: column 0-4, row 0 (side 0’s front line) to rows-1 (side 1’s).' })
export class RpsSquareInput {
  @Field(() => Int, { description: 'Column, 0 to 4.' }) @Min(-1) @Max(5) col: number;
  @Field(() => Int, { description: "Row, 0 (side 0's front line) to rows - 1 (side 1's)." }) @Min(-1) @Max(51) row: number;
}

@InputType({ description: 'One RPS Clix action: a monster moves, battles or is summoned to a square.' })
export class RpsMoveInput {
  @Field(() => RpsMoveKind, { description: 'MOVE, BATTLE or SUMMON.' }) kind: RpsMoveKind;

  @Field(() => ID, { description: "The monster: its `id` as rpsState lists it (its figure's `MatchFigure.id`)." })
  @GlobalIdOf('MatchFigure')
  monsterId: string;

  @Field(() => RpsSquareInput, { description: 'Where it goes, battles or is summoned.' })
  @ValidateNested()
  to: RpsSquareInput;
}

@InputType({ description: 'A move of an RPS Clix match.' })
export class PlayRpsMoveInput {
  @Field(() => ID, { description: 'The match.' })
  @IsUUID('all', code(UserErrorCode.MATCH_NOT_FOUND, 'no such match'))
  @GlobalIdOf('Match')
  matchId: string;

  @Field(() => Int, { nullable: true, description: 'Position of the side moving; left out: the side to move.' })
  @IsOptional()
  @Min(0)
  @Max(1, code(UserErrorCode.SIDE_NOT_FOUND, 'RPS Clix has sides 0 and 1'))
  side?: number | null;

  @Field(() => RpsMoveInput, { description: 'The move.' })
  @ValidateNested()
  move: RpsMoveInput;
}

@InputType({ description: 'RPS Clix: the settings of the game (seed 002 where it says, our readings where it does not).' })
export class RpsMatchInput {
  @Field(() => Int, {
    nullable: true,
    description: 'Length of the battlefield, 2 to 50 squares (it is always 5 wide); left out: 7, as the seed explains the game.',
  })
  @IsOptional()
  rows?: number | null;

  @Field(() => RpsEqualBattle, {
    nullable: true,
    description:
      "A battle between the same colour and the same attack (a reading); left out: the world's setting rps.equalBattle (ROLL_OFF unless the Creator changed it).",
  })
  @IsOptional()
  equalBattle?: RpsEqualBattle | null;

  @Field(() => Int, {
    nullable: true,
    description: `Moves after which a game nobody has won is a draw, 1 to ${RPS_MAX_TURN_LIMIT} (a reading: the seed has no end otherwise); left out: the world's setting rps.turnLimit (200 unless the Creator changed it).`,
  })
  @IsOptional()
  @Min(1, code(UserErrorCode.INVALID_SETTING, 'The turn limit is at least 1 move'))
  @Max(RPS_MAX_TURN_LIMIT, code(UserErrorCode.INVALID_SETTING, `The turn limit is at most ${RPS_MAX_TURN_LIMIT} moves`))
  turnLimit?: number | null;
}
