import { GlobalIdType, Node } from '../common/global-id';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import type { DiceState, MatchSettingsInput, MatchState as EngineState } from '@clix/rules';
import { TeamAlignment } from '../teams/team.enums';
import { MapType, MatchEventType, MatchRuleset, MatchStatus } from './match.enums';
import { eventTypeName } from './match-event.types';

@ObjectType({ implements: Node, description: 'A game played in a world: its sides, figures, and (in `events`) everything that happened.' })
@Entity('match')
export class Match {
  @Field(() => ID, { description: 'Stable identifier of the match (a global id, which `node` fetches).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Field(() => MatchRuleset, { description: 'The rules the match is played under.' })
  @Column({ type: 'text' })
  ruleset: MatchRuleset;

  @Column({ name: 'scenario_id', type: 'uuid', nullable: true })
  scenarioId: string | null;

  /** The league it counts for, if any (see the `league` field). */
  @Column({ name: 'league_id', type: 'uuid', nullable: true })
  leagueId: string | null;

  @Field(() => Int, { description: 'Build total in points each side plays to.' })
  @Column({ name: 'build_total', type: 'int' })
  buildTotal: number;

  @Field(() => Boolean, { description: 'A training mission: played for practice.' })
  @Column({ name: 'training_mission', type: 'boolean' })
  trainingMission: boolean;

  @Field(() => MapType, { description: 'The map played on.' })
  @Column({ name: 'map_type', type: 'text' })
  mapType: MapType;

  @Field(() => MatchStatus, { description: 'SETUP, IN_PROGRESS, AWAITING_CONFIRMATION (a player proposed its resolution), RESOLVED or VOID.' })
  @Column({ type: 'text' })
  status: MatchStatus;

  /** Secret until the match is resolved: exposed through the `seed` field resolver only then. */
  @Column({ type: 'text' })
  seed: string;

  @Field(() => String, { description: 'SHA-256 (hex) of the secret seed, published at creation so the seed can be checked once revealed.' })
  @Column({ name: 'seed_hash', type: 'text' })
  seedHash: string;

  /** The engine settings it was created with (the world's combat readings pinned); null for matches from before. */
  @Column({ type: 'jsonb', nullable: true })
  settings: MatchSettingsInput | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Field(() => Date, { description: 'When the match was set up.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ implements: Node, description: "One side of a match: a team, or an NPC force of the world's characters." })
@Entity('match_side')
export class MatchSide {
  @Field(() => ID, { description: 'Stable identifier of the side.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Field(() => Int, { description: '0-based place in the input.' })
  @Column({ type: 'int' })
  position: number;

  @Field(() => TeamAlignment, { description: 'Heroes or villains.' })
  @Column({ type: 'text' })
  alignment: TeamAlignment;

  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  teamId: string | null;
}

@ObjectType({ implements: Node, description: 'A figure taking part: a team member or an NPC, on the dial of one character version.' })
@Entity('match_figure')
export class MatchFigure {
  @Field(() => ID, {
    description:
      "Stable identifier of the figure (a global id, which `node` fetches as its match's `figures` shows it); every figure id of the match's events and states is one.",
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Column({ name: 'side_id', type: 'uuid' })
  sideId: string;

  @Field(() => Int, { description: '0-based place among all figures of the match.' })
  @Column({ type: 'int' })
  position: number;

  @Column({ name: 'character_id', type: 'uuid' })
  characterId: string;

  @Column({ name: 'version_id', type: 'uuid' })
  versionId: string;

  @Column({ name: 'team_member_id', type: 'uuid', nullable: true })
  teamMemberId: string | null;

  @Field(() => Boolean, { description: "HeroClix Alpha: one of its side's reinforcements, off the map until it enters by a REINFORCE event." })
  @Column({ type: 'boolean', default: false })
  reinforcement: boolean;

  @Field(() => Boolean, { description: "HorrorClix: one of its side's minions, off the map until it enters for a victim its side killed (a MINION event)." })
  @Column({ type: 'boolean', default: false })
  minion: boolean;
}

/** The deprecated JSON fields of an event (MatchEvent here, each typed event in match-event.resolver.ts). */
export const JSON_DEPRECATION = 'Use the typed fields of each event type';
const FIGURE_IDS_IN_JSON = "its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them)";
export const PAYLOAD_DESCRIPTION = `What was entered (figures, clicks, attack kind...); ${FIGURE_IDS_IN_JSON}.`;
export const RESULT_DESCRIPTION = `What the rules decided (an attack result, the dial changes); ${FIGURE_IDS_IN_JSON}.`;

@InterfaceType('MatchEvent', {
  implements: Node,
  description:
    'One entry of the append-only log of a match, typed by what happened (ATTACK: AttackEvent, END_TURN: EndTurnEvent...). Never changed or deleted: a REVERSAL undoes it.',
  resolveType: (event: MatchEvent) => eventTypeName(event.type),
})
@GlobalIdType('MatchEvent')
@Entity('match_event')
export class MatchEvent {
  @Field(() => ID, { description: 'Stable identifier of the event.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  @Field(() => Int, { description: '1, 2, 3... within the match.' })
  @Column({ type: 'int' })
  sequence: number;

  @Field(() => MatchEventType, { description: 'What happened.' })
  @Column({ type: 'text' })
  type: MatchEventType;

  @Field(() => GraphQLJSON, { description: PAYLOAD_DESCRIPTION, deprecationReason: JSON_DEPRECATION })
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Field(() => GraphQLJSON, { nullable: true, description: RESULT_DESCRIPTION, deprecationReason: JSON_DEPRECATION })
  @Column({ type: 'jsonb', nullable: true })
  result: unknown;

  @Field(() => [Int], { description: 'Every die used, in order.' })
  @Column({ name: 'dice_faces', type: 'int', array: true })
  diceFaces: number[];

  @Field(() => Boolean, { description: 'The dice were rolled at the table and entered by hand, not drawn from the match stream.' })
  @Column({ name: 'at_table', type: 'boolean' })
  atTable: boolean;

  /** Logs recorded before the engine's snapshots: the stream after this event, seed included (never exposed). Null since: `state` holds the position without the seed. */
  @Column({ name: 'dice_state', type: 'jsonb', nullable: true })
  diceState: DiceState | null;

  /** The match engine's state after this event (holds the dice position, never the seed); read only by the service, never exposed. */
  @Column({ type: 'jsonb', nullable: true, select: false })
  state: EngineState | null;

  @Field(() => Int, { nullable: true, description: 'For a REVERSAL: the sequence number it undoes.' })
  @Column({ name: 'reverses_sequence', type: 'int', nullable: true })
  reversesSequence: number | null;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy: string;

  @Field(() => Date, { description: 'When the event was recorded.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
