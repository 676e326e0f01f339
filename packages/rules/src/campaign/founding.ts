import { aRank, type Rank } from '../catalogue/character-types';
import { startingResources } from './hero-points';
import { hasPower, powerKey } from './powers';
import { refuseWithProblems } from '../refusal';
import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from './settings';
import type { FoundedMember, FoundingCandidate, CampaignProblem, CampaignRejection } from './types';

/** Why a founding team is refused. */
export type FoundingRefusal =
  'NO_FOUNDERS' | 'TOO_MANY_FOUNDERS' | 'NOT_ROOKIE' | 'BATTLE_FURY_LEADER' | 'DUPLICATE_MEMBER' | 'INVALID_POINT_VALUE' | 'INSUFFICIENT_HERO_POINTS';

/** A valid founding team, ready to be enlisted. */
export interface FoundedTeam {
  ok: true;
  /** Leader first, in the order picked. */
  members: FoundedMember[];
  /** Points of the founders, paid from the starting Hero Points. */
  heroPointsSpent: number;
  /** "Any left over H.P.'s goes to the Team's Reserve." */
  reserveHeroPoints: number;
  cash: number;
}

const LEADERSHIP = 'Leadership';

/**
 * Whether a version counts as the Rookie a campaign enlists: a Rookie base, or a Unique base
 * whose points are below its persona's Rookie ("take the lower ranked character", seed 000).
 */
export function isRookieVersion(version: { rank: Rank; pointValue: number; rookiePointValue?: number | null }): boolean {
  if (version.rank === 'ROOKIE') return true;
  return version.rank === 'UNIQUE' && version.rookiePointValue != null && version.pointValue < version.rookiePointValue;
}

/**
 * Checks a founding team against "Getting Started" (seed 000): Rookie versions only, at most 3,
 * no Battle Fury leader, paid from the starting Hero Points. The first founder leads. Returns the
 * enlisted members (Leadership stripped from all and given to the leader, printed team abilities
 * stripped) and the leftover Hero Points for the reserve, or every problem found.
 */
export function validateFoundingTeam(
  team: { founders: readonly FoundingCandidate[] },
  settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS,
): FoundedTeam | CampaignRejection<FoundingRefusal> {
  const { founders } = team;
  const problems: CampaignProblem<FoundingRefusal>[] = [];
  const start = startingResources(settings);

  if (founders.length === 0) {
    problems.push({ reason: 'NO_FOUNDERS', message: 'a team is founded with at least one character, its leader' });
  }
  if (founders.length > settings.start.maxFoundingMembers) {
    problems.push({
      reason: 'TOO_MANY_FOUNDERS',
      message: `a team is founded with no more than ${settings.start.maxFoundingMembers} members, got ${founders.length}`,
    });
  }

  const seen = new Set<string>();
  founders.forEach((founder, memberIndex) => {
    if (!Number.isInteger(founder.pointValue) || founder.pointValue < 0) {
      problems.push({ reason: 'INVALID_POINT_VALUE', memberIndex, message: `${founder.name} has no valid point value (${founder.pointValue})` });
    }
    if (!isRookieVersion(founder)) {
      problems.push({
        reason: 'NOT_ROOKIE',
        memberIndex,
        message: `${founder.name} is ${aRank(founder.rank)} version; founders must be Rookies (or a Unique cheaper than its Rookie)`,
      });
    }
    if (!settings.roster.allowDuplicateMembers && seen.has(founder.characterId)) {
      problems.push({ reason: 'DUPLICATE_MEMBER', memberIndex, message: `${founder.name} is already on the team` });
    }
    seen.add(founder.characterId);
  });

  const leader = founders[0];
  if (leader && hasPower(leader.powers, 'Battle Fury')) {
    problems.push({
      reason: 'BATTLE_FURY_LEADER',
      memberIndex: 0,
      message: `${leader.name} has Battle Fury and cannot lead a team; pick another character first`,
    });
  }

  const heroPointsSpent = founders.reduce((sum, founder) => sum + founder.pointValue, 0);
  if (heroPointsSpent > start.heroPoints) {
    problems.push({
      reason: 'INSUFFICIENT_HERO_POINTS',
      message: `the founders cost ${heroPointsSpent} Hero Points; a new team has ${start.heroPoints}`,
    });
  }

  if (problems.length > 0) return refuseWithProblems(problems);

  return {
    ok: true,
    members: founders.map((founder, index) => enlistFounder(founder, index === 0)),
    heroPointsSpent,
    reserveHeroPoints: start.heroPoints - heroPointsSpent,
    cash: start.cash,
  };
}

function enlistFounder(founder: FoundingCandidate, isLeader: boolean): FoundedMember {
  const leadershipKey = powerKey(LEADERSHIP);
  // Leadership is stripped from everyone first, so a leader who had it does not hold it twice.
  const powers = founder.powers.filter((power) => powerKey(power) !== leadershipKey);
  if (isLeader) powers.push(LEADERSHIP);
  return {
    characterId: founder.characterId,
    name: founder.name,
    rank: 'ROOKIE',
    baseRank: founder.rank,
    pointValue: founder.pointValue,
    powers,
    isLeader,
    teamAbility: null,
  };
}
