import { refuseWithProblems } from '../refusal';
import { DEFAULT_CAMPAIGN_SETTINGS, type CampaignSettings, type QuitReason } from './settings';
import type { MoraleMember, MoraleTeam, CampaignRejection } from './types';

/** A member who walks out, why, and what it will take to win him back. */
export interface MoraleQuit {
  characterId: string;
  reason: QuitReason;
  /** Defence added when this team pleads with him again. */
  rejoinDefensePenalty: number;
  message: string;
}

/** A mini-fight the morale rules call for: the first to deal `clicksToWin` clicks to the other wins. */
export type MoraleFight =
  | {
      kind: 'RIVALRY';
      /** The member with 15+ AP fewer, who resents the other. */
      resentfulId: string;
      rivalId: string;
      clicksToWin: number;
    }
  | {
      kind: 'LOST_CONFIDENCE';
      /** The member with 15+ AP more than the leader. */
      challengerId: string;
      leaderId: string;
      /** The challenger drops to this if the leader wins. */
      leaderAchievementPoints: number;
      clicksToWin: number;
    };

/** What the morale rules ask of a team after its AP changed. */
export interface MoraleReport {
  /** Members who quit at once: disgruntled or depressed. */
  quits: MoraleQuit[];
  /** Fights to play; their losers may quit (see moraleFightOutcome). In order: rivalries, widest gap first, then the leader's. */
  fights: MoraleFight[];
}

/** The result of a morale fight. */
export interface MoraleFightResult {
  ok: true;
  /** Null when the leader won a confidence fight: nobody leaves. */
  quit: MoraleQuit | null;
  /** A defeated challenger's AP drops to the leader's. */
  achievementPointsSet: { characterId: string; achievementPoints: number } | null;
}

/**
 * The four ways members quit ("Maintaining Your Team", seed 000): the leader reaching 10 AP
 * before anyone else has 1 (disgruntled), a member at −10 AP (depressed), and, as fights to be
 * played, a rivalry once everyone has 20 AP (gap of more than 15) and a member 15 AP above the
 * leader. Pass each member's AP from before the match so the leader's crossing of 10 is seen.
 */
export function moraleChecks(team: MoraleTeam, settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS): MoraleReport {
  const rules = settings.morale;
  const leader = team.members.find((member) => member.characterId === team.leaderId);
  if (!leader) throw new RangeError(`the leader ${team.leaderId} is not among the team's members`);
  const others = team.members.filter((member) => member !== leader);
  const quits: MoraleQuit[] = [];
  const quitting = (member: MoraleMember) => quits.some((quit) => quit.characterId === member.characterId);
  const quit = (member: MoraleMember, reason: QuitReason, message: string) =>
    quits.push({ characterId: member.characterId, reason, rejoinDefensePenalty: rules.rejoinDefensePenalty[reason], message });

  // Depression first: a member at −10 who is also without AP is depressed, which also lets other teams court him.
  for (const member of team.members) {
    if (member === leader && !rules.leaderCanQuitDepressed) continue;
    if (member.achievementPoints <= rules.depressedAchievementPoints) {
      quit(member, 'DEPRESSED', `at ${member.achievementPoints} AP he feels he is dragging the team down`);
    }
  }

  const threshold = rules.disgruntledLeaderAchievementPoints;
  const leaderBefore = leader.achievementPointsBefore ?? leader.achievementPoints;
  const leaderCrossed = leaderBefore < threshold && leader.achievementPoints >= threshold;
  const withoutAp = others.filter((member) => member.achievementPoints < 1);
  // "before anyone on your team gets 1 AP": a member who earned AP and lost it has still got one.
  const everHadAp = (member: MoraleMember) => member.everHadAchievementPoint ?? (member.achievementPoints >= 1 || (member.achievementPointsBefore ?? 0) >= 1);
  const disgruntlementApplies = rules.disgruntledRule === 'EACH_MEMBER_WITHOUT_AP' || !others.some(everHadAp);
  if (leaderCrossed && disgruntlementApplies) {
    for (const member of withoutAp) {
      if (!quitting(member)) quit(member, 'DISGRUNTLED', `the leader reached ${threshold} AP while he had none: he feels unappreciated`);
    }
  }

  const staying = team.members.filter((member) => !quitting(member));
  const leaderStays = staying.includes(leader);
  const stayingOthers = staying.filter((member) => member !== leader);
  const fights: MoraleFight[] = [];

  if (staying.length > 0 && staying.every((member) => member.achievementPoints >= rules.rivalryAllMembersAtLeast)) {
    const rivalries: { gap: number; fight: MoraleFight }[] = [];
    for (const rival of stayingOthers) {
      for (const resentful of stayingOthers) {
        const gap = rival.achievementPoints - resentful.achievementPoints;
        if (gap > rules.rivalryGapMoreThan) {
          rivalries.push({
            gap,
            fight: { kind: 'RIVALRY', resentfulId: resentful.characterId, rivalId: rival.characterId, clicksToWin: rules.fightClicksToWin },
          });
        }
      }
    }
    rivalries.sort((a, b) => b.gap - a.gap);
    fights.push(...rivalries.map(({ fight }) => fight));
  }

  if (leaderStays) {
    for (const member of stayingOthers) {
      if (member.achievementPoints - leader.achievementPoints >= rules.leaderGapAtLeast) {
        fights.push({
          kind: 'LOST_CONFIDENCE',
          challengerId: member.characterId,
          leaderId: leader.characterId,
          leaderAchievementPoints: leader.achievementPoints,
          clicksToWin: rules.fightClicksToWin,
        });
      }
    }
  }

  return { quits, fights };
}

/**
 * Applies a morale fight's winner: in a rivalry the loser quits; in a confidence fight a beaten
 * challenger drops to the leader's AP and stays, and a winning one quits.
 */
export function moraleFightOutcome(
  fight: MoraleFight,
  winnerId: string,
  settings: CampaignSettings = DEFAULT_CAMPAIGN_SETTINGS,
): MoraleFightResult | CampaignRejection<'NOT_A_FIGHTER'> {
  const fighters = fight.kind === 'RIVALRY' ? [fight.resentfulId, fight.rivalId] : [fight.challengerId, fight.leaderId];
  if (!fighters.includes(winnerId)) {
    const message = `${winnerId} is not in this fight (${fighters.join(' vs ')})`;
    return refuseWithProblems([{ reason: 'NOT_A_FIGHTER', message }]);
  }
  const penalty = settings.morale.rejoinDefensePenalty;

  if (fight.kind === 'RIVALRY') {
    const loserId = winnerId === fight.rivalId ? fight.resentfulId : fight.rivalId;
    return {
      ok: true,
      quit: { characterId: loserId, reason: 'RIVALRY', rejoinDefensePenalty: penalty.RIVALRY, message: 'lost the fight and quits over personal differences' },
      achievementPointsSet: null,
    };
  }
  if (winnerId === fight.leaderId) {
    return {
      ok: true,
      quit: null,
      achievementPointsSet: { characterId: fight.challengerId, achievementPoints: fight.leaderAchievementPoints },
    };
  }
  return {
    ok: true,
    quit: {
      characterId: fight.challengerId,
      reason: 'LOST_CONFIDENCE',
      rejoinDefensePenalty: penalty.LOST_CONFIDENCE,
      message: 'beat the leader and no longer wants to follow him',
    },
    achievementPointsSet: null,
  };
}
