import { GlobalIdOf, Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Currency, TeamAlignment } from '../teams/team.enums';
import { LeagueStatus, LeagueTieBreakerEnum } from './league.enums';

@ObjectType({ description: 'Points a league gives for each result.' })
export class LeagueScoring {
  @Field(() => Int, { description: 'Points for a win (0-100, more than a loss).' }) win: number;
  @Field(() => Int, { description: 'Points for a draw (between a loss and a win).' }) draw: number;
  @Field(() => Int, { description: 'Points for a loss (0-100).' }) loss: number;
}

@ObjectType({ implements: Node, description: 'A season of matches in a world, with its scoring, tie-breakers and standings.' })
@Entity('league')
export class League {
  @Field(() => ID, { description: 'Stable id.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => String, { description: 'Unique in the world for its season.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { description: 'Season label, e.g. "2026 Spring" (may be empty).' })
  @Column({ type: 'text' })
  season: string;

  @Field(() => LeagueStatus, { description: 'OPEN, or FINAL once its standings are final.' })
  @Column({ type: 'text' })
  status: LeagueStatus;

  @Column({ name: 'points_for_win', type: 'int' })
  pointsForWin: number;

  @Column({ name: 'points_for_draw', type: 'int' })
  pointsForDraw: number;

  @Column({ name: 'points_for_loss', type: 'int' })
  pointsForLoss: number;

  @Field(() => [LeagueTieBreakerEnum], { description: 'Applied in this order among teams level on points.' })
  @Column({ name: 'tie_breakers', type: 'text', array: true })
  tieBreakers: LeagueTieBreakerEnum[];

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Field(() => Date, { description: 'When the league was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the standings were made final.' })
  @Column({ name: 'finalized_at', type: 'timestamptz', nullable: true })
  finalizedAt: Date | null;

  /** Bumped by the database whenever the ranking could change (migration 1764900000030); a bigint, so a string. */
  @Column({ name: 'standings_version', type: 'bigint', insert: false, update: false })
  standingsVersion: string;
}

@Entity('league_team')
export class LeagueTeam {
  @PrimaryColumn({ name: 'league_id', type: 'uuid' })
  leagueId: string;

  @PrimaryColumn({ name: 'team_id', type: 'uuid' })
  teamId: string;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt: Date;
}

@ObjectType({ description: 'One tie-breaker of a standings row.' })
export class TieBreakerValue {
  @Field(() => LeagueTieBreakerEnum, { description: 'Which tie-breaker.' }) kind: LeagueTieBreakerEnum;
  @Field(() => Float, { description: 'Higher is better.' }) value: number;
}

@ObjectType({ description: 'One team in the standings. Counts are stored; points and tie-breakers are computed under the league scoring when read.' })
export class StandingRow {
  @Field(() => Int, { description: '1-based; teams level after every tie-breaker share a rank (1, 2, 2, 4).' })
  rank: number;

  teamId: string;

  @Field(() => Int, { description: 'League matches played.' }) played: number;
  @Field(() => Int, { description: 'League matches won.' }) won: number;
  @Field(() => Int, { description: 'League matches drawn.' }) drawn: number;
  @Field(() => Int, { description: 'League matches lost.' }) lost: number;
  @Field(() => Int, { description: 'won × win + drawn × draw + lost × loss, under the league scoring.' }) points: number;
  @Field(() => Int, { description: 'Hero Points earned in league matches.' }) heroPoints: number;
  @Field(() => Int, {
    description: "Prestige change in league matches (a villain team's Infamy change: negative is more infamous).",
    deprecationReason: 'Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.',
  })
  prestige: number;
  @Field(() => Int, { description: 'Figures KOed in league matches.' }) kos: number;

  @Field(() => [TieBreakerValue], { description: "Every tie-breaker: the league's, in its order, then the others." })
  tieBreakers: TieBreakerValue[];
}

@ObjectType({ description: 'A league table.' })
export class LeagueStandings {
  @Field(() => League, { description: 'The league.' }) league: League;
  @Field(() => Boolean, { description: 'The league is FINAL: these standings will not change.' }) final: boolean;
  @Field(() => [StandingRow], { description: 'Every team of the league, best first.' }) rows: StandingRow[];
}

@ObjectType({ description: 'A team in the prestige table: heroes by Prestige, villains by Infamy (more negative is more infamous).' })
export class PrestigeTableEntry {
  @Field(() => Int, { description: 'By renown: Prestige for heroes, the magnitude of Infamy for villains; equal renown shares a rank.' })
  rank: number;

  teamId: string;

  @Field(() => TeamAlignment, { description: 'HERO (ranked by Prestige) or VILLAIN (by Infamy).' }) alignment: TeamAlignment;
  @Field(() => Currency, {
    description: 'PRESTIGE for a hero team, INFAMY for a villain team.',
    deprecationReason: 'Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.',
  })
  currency: Currency;
  @Field(() => Int, {
    description: 'The balance in the ledger.',
    deprecationReason: 'Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.',
  })
  balance: number;
  /** Sort key: Prestige, or -Infamy; then the team's name. */
  renown: number;
  name: string;
}

@ObjectType({ description: "A point of a team's Prestige (or Infamy) over time: one per resolved match (voided matches are left out)." })
export class PrestigePoint {
  /** Ledger position of the point's last entry: the order and the cursor. */
  position: string;

  @Field(() => ID, { description: 'The match (see `match`).' }) @GlobalIdOf('Match') matchId: string;
  @Field(() => Currency, {
    description: 'PRESTIGE for a hero team, INFAMY for a villain team.',
    deprecationReason: 'Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.',
  })
  currency: Currency;
  @Field(() => Int, { description: 'What the match changed.' }) amount: number;
  @Field(() => Int, {
    description: 'The ledger balance right after the match was applied.',
    deprecationReason: 'Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.',
  })
  balanceAfter: number;
  @Field(() => Date, { description: "When the match's entry was written." }) at: Date;
}

@ObjectType({ description: "One team's line of a league prestige chart: a point per resolved league match." })
export class LeaguePrestigeSeries {
  teamId: string;

  @Field(() => [PrestigePoint], { description: 'Oldest first.' }) points: PrestigePoint[];
}
