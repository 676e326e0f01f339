import { aRank, type Rank } from '../catalogue/character-types';
import type { Dice, DiceState, TwoDice } from '../dice/types';
import { isRookieVersion } from './founding';
import { levelOfRank, maximumLevel } from './leveling';
import { refuseWithProblems } from '../refusal';
import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings } from './settings';
import type { PleaRecord, CampaignProblem, RecruitInput, CampaignRejection } from './types';

/** Why a team may not try to enlist a character now. */
export type RecruitRefusal =
  | 'LEADER_NOT_EXPERIENCED'
  | 'TEAM_FULL'
  | 'ALREADY_MEMBER'
  | 'TARGET_UNAVAILABLE'
  | 'NOT_ROOKIE'
  | 'WRONG_RETURN_RANK'
  | 'TARGET_INSULTED'
  | 'PLEA_REFUSED_AT_THIS_LEVEL'
  | 'PLEA_SPEND_INVALID'
  | 'INSUFFICIENT_HERO_POINTS';

/** How an allowed recruitment will go, before any die is rolled. */
export interface RecruitPlan {
  ok: true;
  /** The target's points are below the leader's (and he did not quit this team): he joins without a plea. */
  autoJoins: boolean;
  /** Rookie, or the rank he had when he left a team. */
  enlistRank: Rank;
  /** "Spend equal to his Points Value to secure his membership." */
  enlistCost: number;
  /** Hero Points spent on the plea (0 when he joins without one). */
  heroPointsForPlea: number;
  /** Added to the leader's Attack: +1 per 50 HP spent, +2 for another team's leader pleading with a depressed character. */
  attackBonus: number;
  /** Added to the target's Defence when the team he quit pleads with him again. */
  defensePenalty: number;
  leaderLevel: number;
}

/** How a plea for membership ended. */
export type PleaOutcome = 'AUTO_JOINED' | 'CONVINCED' | 'REFUSED' | 'INSULTED';

/** A plea for membership made, with the dice it rolled and what it costs. */
export interface PleaResult {
  ok: true;
  outcome: PleaOutcome;
  joined: boolean;
  enlistRank: Rank;
  /** The 2d6 rolled; null when the character joined without a plea. */
  roll: TwoDice | null;
  /** Leader's Attack + bonuses + the roll; null without a roll. */
  attackTotal: number | null;
  /** Target's Defence + any rejoin penalty; null without a roll. */
  defenseTarget: number | null;
  heroPointsSpentOnPlea: number;
  /** The target's points, paid only if he joined. */
  enlistCost: number;
  /** Everything to take from the reserve: the plea's spend plus the enlist cost if he joined. */
  heroPointsSpent: number;
  /** To store in the team's plea history when the plea failed. */
  pleaRecord: PleaRecord | null;
  /** The level the leader must reach before asking again; null if never or not needed. */
  approachAgainAtLeaderLevel: number | null;
  /** Refused by a leader at his maximum level, or insulted: this team may never ask again. */
  neverApproachAgain: boolean;
  /** An insulted character "will never assist that team in a fight". */
  refusesToAssistTeam: boolean;
  /** Dice position after the plea, to store with it. */
  diceState: DiceState;
}

/**
 * Whether a team may try to enlist a character ("Recruiting Member Chart", seed 000): leader at
 * least Experienced, room on the team, a free Rookie (or the rank he left a team at), no insult
 * or failed plea at the leader's level, and Hero Points for the plea and his points.
 */
export function canRecruit(input: RecruitInput, settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): RecruitPlan | CampaignRejection<RecruitRefusal> {
  const { leader, target, teamId } = input;
  const problems: CampaignProblem<RecruitRefusal>[] = [];
  const leaderLevel = levelOfRank(leader.rank, settings);
  const { recruiting, roster, morale } = settings;

  if (leaderLevel < recruiting.minimumLeaderLevel) {
    problems.push({
      reason: 'LEADER_NOT_EXPERIENCED',
      message: `the leader is ${aRank(leader.rank)}; new members only join a team led by at least an Experienced leader`,
    });
  }
  if (roster.maxTeamSize !== null && input.memberIds.length >= roster.maxTeamSize) {
    problems.push({ reason: 'TEAM_FULL', message: `the team already has ${input.memberIds.length} of ${roster.maxTeamSize} members` });
  }
  if (!roster.allowDuplicateMembers && input.memberIds.includes(target.characterId)) {
    problems.push({ reason: 'ALREADY_MEMBER', message: `${target.name} is already on the team` });
  }
  if (target.status !== 'FREE') {
    problems.push({ reason: 'TARGET_UNAVAILABLE', message: `${target.name} cannot be enlisted: ${target.status.toLowerCase().replace(/_/g, ' ')}` });
  }
  const leftAt = target.leftTeamAtRank ?? null;
  if (leftAt !== null) {
    // "you enlist him at the level he was when he left ... not at Rookie": no other version will do.
    const offeredAsLeftAt = target.rank === leftAt || (leftAt === 'ROOKIE' && isRookieVersion(target));
    if (!offeredAsLeftAt) {
      problems.push({
        reason: 'WRONG_RETURN_RANK',
        message: `${target.name} left a team as ${aRank(leftAt)} and is enlisted at that rank, not as ${aRank(target.rank)}`,
      });
    }
  } else if (!isRookieVersion(target)) {
    problems.push({
      reason: 'NOT_ROOKIE',
      message: `${target.name} is offered as ${aRank(target.rank)}; new members join as Rookies, or at the rank they left a team at`,
    });
  }

  const history = input.pleaHistory ?? [];
  if (history.some((plea) => plea.outcome === 'INSULTED')) {
    problems.push({ reason: 'TARGET_INSULTED', message: `${target.name} was insulted by this team and will never join it` });
  }
  const barredBy = (plea: PleaRecord) => recruiting.pleaBarPerTeam || plea.leaderId === leader.characterId;
  const earlierRefusal = history
    .filter((plea) => plea.outcome === 'REFUSED' && barredBy(plea) && plea.leaderLevel >= leaderLevel)
    .reduce<PleaRecord | undefined>((highest, plea) => (highest && highest.leaderLevel >= plea.leaderLevel ? highest : plea), undefined);
  if (earlierRefusal) {
    const refused = recruiting.pleaBarPerTeam ? 'this team' : 'this leader';
    problems.push({
      reason: 'PLEA_REFUSED_AT_THIS_LEVEL',
      message:
        earlierRefusal.leaderLevel >= maximumLevel(settings)
          ? `${target.name} refused ${refused} at ${recruiting.pleaBarPerTeam ? "its leader's" : 'his'} maximum level and has no interest in the team`
          : `${target.name} refused ${refused}; ${recruiting.pleaBarPerTeam ? 'it may ask again once its leader reaches' : 'he may ask again once he reaches'} level ${earlierRefusal.leaderLevel + 1}`,
    });
  }

  const requestedPleaSpend = input.heroPointsForPlea ?? 0;
  const perAttackPoint = recruiting.heroPointsPerPleaAttackPoint;
  // Only whole steps of 50 buy anything, so any other amount is refused rather than half-wasted.
  if (!Number.isInteger(requestedPleaSpend) || requestedPleaSpend < 0 || requestedPleaSpend % perAttackPoint !== 0) {
    problems.push({
      reason: 'PLEA_SPEND_INVALID',
      message: `Hero Points for a plea come in steps of ${perAttackPoint}, got ${requestedPleaSpend}`,
    });
  }

  const quit = target.quit ?? null;
  const quitThisTeam = quit !== null && quit.teamId === teamId;
  const autoJoins = target.pointValue < leader.pointValue && !(quitThisTeam && recruiting.quitterAlwaysPleads);
  const heroPointsForPlea = autoJoins ? 0 : requestedPleaSpend;
  const enlistCost = target.pointValue;
  // Both are asked up front so a convinced character is never left unpaid for.
  if (input.heroPoints < enlistCost + heroPointsForPlea) {
    problems.push({
      reason: 'INSUFFICIENT_HERO_POINTS',
      message: `enlisting ${target.name} needs ${enlistCost + heroPointsForPlea} Hero Points; the reserve holds ${input.heroPoints}`,
    });
  }

  if (problems.length > 0) return refuseWithProblems(problems);

  const depressedElsewhere = quit !== null && quit.teamId !== teamId && quit.reason === 'DEPRESSED';
  return {
    ok: true,
    autoJoins,
    enlistRank: leftAt ?? 'ROOKIE',
    enlistCost,
    heroPointsForPlea,
    attackBonus: heroPointsForPlea / perAttackPoint + (depressedElsewhere ? recruiting.depressedCharacterAttackBonus : 0),
    defensePenalty: quit !== null && quitThisTeam ? morale.rejoinDefensePenalty[quit.reason] : 0,
    leaderLevel,
  };
}

/**
 * The leader's Plea for Membership: a character worth less than the leader joins at once;
 * otherwise 2d6 + the leader's Attack (+1 per 50 HP spent) against the target's Defence. A
 * failed plea bars this leader until his next level; a double 1 insults the character for good.
 */
export function pleaForMembership(
  input: RecruitInput,
  dice: Dice,
  settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS,
): PleaResult | CampaignRejection<RecruitRefusal> {
  const plan = canRecruit(input, settings);
  if (!plan.ok) return plan;

  if (plan.autoJoins) {
    return {
      ok: true,
      outcome: 'AUTO_JOINED',
      joined: true,
      enlistRank: plan.enlistRank,
      roll: null,
      attackTotal: null,
      defenseTarget: null,
      heroPointsSpentOnPlea: 0,
      enlistCost: plan.enlistCost,
      heroPointsSpent: plan.enlistCost,
      pleaRecord: null,
      approachAgainAtLeaderLevel: null,
      neverApproachAgain: false,
      refusesToAssistTeam: false,
      diceState: dice.state(),
    };
  }

  const roll = dice.roll2d6();
  const attackTotal = input.leader.attack + plan.attackBonus + roll[0] + roll[1];
  const defenseTarget = input.target.defense + plan.defensePenalty;
  const outcome = pleaOutcome(roll, attackTotal, defenseTarget, settings);
  const joined = outcome === 'CONVINCED';
  const atMaximumLevel = plan.leaderLevel >= maximumLevel(settings);
  const enlistCost = joined ? plan.enlistCost : 0;

  return {
    ok: true,
    outcome,
    joined,
    enlistRank: plan.enlistRank,
    roll,
    attackTotal,
    defenseTarget,
    heroPointsSpentOnPlea: plan.heroPointsForPlea,
    enlistCost,
    heroPointsSpent: plan.heroPointsForPlea + enlistCost,
    pleaRecord: joined ? null : { leaderId: input.leader.characterId, leaderLevel: plan.leaderLevel, outcome: outcome === 'INSULTED' ? 'INSULTED' : 'REFUSED' },
    approachAgainAtLeaderLevel: outcome === 'REFUSED' && !atMaximumLevel ? plan.leaderLevel + 1 : null,
    neverApproachAgain: outcome === 'INSULTED' || (outcome === 'REFUSED' && atMaximumLevel),
    refusesToAssistTeam: outcome === 'INSULTED',
    diceState: dice.state(),
  };
}

function pleaOutcome(roll: TwoDice, attackTotal: number, defenseTarget: number, settings: CampaignSettings): PleaOutcome {
  if (roll[0] === 1 && roll[1] === 1) return 'INSULTED';
  if (roll[0] === 6 && roll[1] === 6 && settings.recruiting.doubleSixAlwaysConvinces) return 'CONVINCED';
  // An attack hits when the total equals or beats the Defence; the plea is "simply a roll using your Attack".
  return attackTotal >= defenseTarget ? 'CONVINCED' : 'REFUSED';
}

/**
 * The order in which other teams may try to enlist a depressed character: the team with the
 * lowest combined points first ("he will try and find the weakest team"); ties keep the given order.
 */
export function depressedCharacterSuitorOrder<Team extends { combinedPointValue: number }>(teams: readonly Team[]): Team[] {
  // Array.prototype.sort is stable, so equal teams stay in the order given.
  return [...teams].sort((a, b) => a.combinedPointValue - b.combinedPointValue);
}
