import type { Rank } from '../catalogue/character-types';
import type { QuitReason } from './settings';
import type { Problem, RefusalWithProblems } from '../refusal';

/** One thing wrong with a request, with a stable code a client can act on. */
export type CampaignProblem<Code extends string> = Problem<Code>;

/** A refused request: the first problem's code and message up front, and every problem found. */
export type CampaignRejection<Code extends string> = RefusalWithProblems<Code>;

/** A character a player picks when founding a team; the first one picked leads. */
export interface FoundingCandidate {
  characterId: string;
  name: string;
  /** Rank printed on the chosen version's base. */
  rank: Rank;
  pointValue: number;
  /** Points of the persona's Rookie version, so a Unique cheaper than it may be taken instead. */
  rookiePointValue?: number | null;
  /** Every power shown anywhere on the dial. */
  powers: readonly string[];
  /** Team ability printed on the base; the campaign strips it. */
  teamAbility?: string | null;
}

/** A founding member as the team enlists it. */
export interface FoundedMember {
  characterId: string;
  name: string;
  /** Campaign rank: always Rookie, even for a Unique taken in place of its Rookie. */
  rank: Rank;
  /** Rank printed on the base. */
  baseRank: Rank;
  pointValue: number;
  /** Dial powers with Leadership removed, and Leadership granted to the leader. */
  powers: string[];
  isLeader: boolean;
  /** Printed team abilities are stripped; the team's rolled ability applies instead. */
  teamAbility: null;
}

/** A team's leader as recruiting sees him. */
export interface RecruitingLeader {
  characterId: string;
  rank: Rank;
  pointValue: number;
  attack: number;
}

/** The character a team wants to enlist. */
export interface RecruitTarget {
  characterId: string;
  name: string;
  /** Rank of the version to enlist. */
  rank: Rank;
  pointValue: number;
  defense: number;
  /** Points of the persona's Rookie version, so a Unique cheaper than it may be enlisted instead. */
  rookiePointValue?: number | null;
  status: 'FREE' | 'DEAD' | 'CAPTURED' | 'ON_A_TEAM';
  /** Rank the character had when he left a team: he is enlisted at that rank, not at Rookie. */
  leftTeamAtRank?: Rank | null;
  /** The last team he walked out of, and why. */
  quit?: { teamId: string; reason: QuitReason } | null;
}

/** An earlier plea by this team to this character. */
export interface PleaRecord {
  leaderId: string;
  /** The leader's level when he pleaded. */
  leaderLevel: number;
  outcome: 'REFUSED' | 'INSULTED';
}

/** Everything needed to decide whether a team may try to enlist a character. */
export interface RecruitInput {
  teamId: string;
  leader: RecruitingLeader;
  /** Character ids of the team's current members, leader included. */
  memberIds: readonly string[];
  /** The team's Hero Point reserve. */
  heroPoints: number;
  target: RecruitTarget;
  /** Hero Points the leader spends to raise his Attack for the plea. */
  heroPointsForPlea?: number;
  /** This team's earlier pleas to the target. */
  pleaHistory?: readonly PleaRecord[];
}

/** What happened in a match that earns or costs Achievement Points. */
export type AchievementEvent =
  | {
      kind: 'DEFEAT';
      defeatedId: string;
      /** Null when nobody defeated him (pushing, his own power). */
      defeatedById: string | null;
      /** Whether defeater and defeated are archenemies. */
      archenemies: boolean;
    }
  | {
      kind: 'SCENARIO_RESPONSIBLE';
      /** The member personally responsible for the scenario's success. */
      memberId: string;
    };

/** A team member as the morale rules see him. */
export interface MoraleMember {
  characterId: string;
  achievementPoints: number;
  /** AP before the match just played; lets the leader's crossing of 10 AP be seen. Defaults to the current AP. */
  achievementPointsBefore?: number;
  /**
   * Whether he has ever had 1 AP or more, even if he has lost it since: "before anyone on your
   * team gets 1 AP" is about ever getting one. Defaults to his AP now or before the match being 1 or more.
   */
  everHadAchievementPoint?: boolean;
}

/** A team's active members (leader included) for the morale rules. */
export interface MoraleTeam {
  leaderId: string;
  members: readonly MoraleMember[];
}
