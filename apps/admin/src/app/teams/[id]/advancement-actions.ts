'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { PleaOutcome } from '@/gql/graphql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { RANK_LABELS } from '@/lib/labels';
import { formText, mutate } from '@/lib/server-action';
import { toTeamFormErrors } from '@/lib/user-errors';
import { advance, refusal, sentTeamValues, teamFault, teamPath } from './team-action';

const RecruitCharacterMutation = graphql(`
  mutation RecruitCharacter($input: RecruitCharacterInput!) {
    recruitCharacter(input: $input) {
      member {
        id
        rank
        character {
          name
        }
      }
      plea {
        outcome
        joined
        attackTotal
        defenseTarget
        heroPointsSpent
        approachAgainAtLeaderLevel
        neverApproachAgain
      }
      roll {
        faces
        seed
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const BuyBonusMutation = graphql(`
  mutation BuyBonus($input: BuyBonusInput!) {
    buyBonus(input: $input) {
      member {
        id
        character {
          name
        }
        bonuses {
          rank
          tier
          text
          cost
        }
      }
      ledgerEntry {
        amount
        balanceAfter
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const AllocateSkillPointsMutation = graphql(`
  mutation AllocateSkillPoints($input: AllocateSkillPointsInput!) {
    allocateSkillPoints(input: $input) {
      member {
        id
        skillPointsLeft
        character {
          name
        }
        skills {
          skillId
          name
          points
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** What a recruitment form shows after the attempt: the plea roll and its outcome in words. */
export interface RecruitState extends ActionState {
  plea?: {
    outcome: PleaOutcome;
    words: string;
    faces: number[];
    seed: string | null;
    attackTotal: number | null;
    defenseTarget: number | null;
    heroPointsSpent: number;
  };
}

const OUTCOME_WORDS: Record<PleaOutcome, string> = {
  AUTO_JOINED: 'joined at once: he is worth less than the leader, so no plea was needed',
  CONVINCED: 'was convinced by the plea and joined the team',
  REFUSED: 'refused the plea',
  INSULTED: 'was insulted by the plea (double 1) and will never be approached again',
};

export async function recruitAction(previous: RecruitState, form: FormData): Promise<RecruitState> {
  const teamId = formText(form, 'teamId');
  const characterId = formText(form, 'characterId');
  const spendText = formText(form, 'heroPointsForPlea') || '0';
  const name = formText(form, `characterName.${characterId}`) || 'The character';
  if (!characterId) return refusal(previous, form, 'Choose the character to recruit.', 'characterId');
  if (!/^\d{1,5}$/.test(spendText)) {
    return refusal(previous, form, 'The Hero Points for the plea are a whole number (0, 50, 100…).', 'heroPointsForPlea');
  }
  const outcome = await mutate(
    async () => (await graphqlRequest(RecruitCharacterMutation, { input: { teamId, characterId, heroPointsForPlea: Number(spendText) } })).recruitCharacter,
    { needs: ['plea'], fault: teamFault('recruit for it'), describe: toTeamFormErrors, form },
  );
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values: sentTeamValues(form) };
  const { plea: p, member, roll } = outcome.result;
  let words = `${member?.character.name ?? name} ${OUTCOME_WORDS[p.outcome]}`;
  if (p.attackTotal != null && p.defenseTarget != null) words += `: the plea totalled ${p.attackTotal} against a Defense of ${p.defenseTarget}`;
  words += `. Hero Points spent: ${p.heroPointsSpent}.`;
  if (p.outcome === 'REFUSED' && p.approachAgainAtLeaderLevel != null)
    words += ` The team may ask again once its leader reaches level ${p.approachAgainAtLeaderLevel}.`;
  if (member) words += ` He joins as ${RANK_LABELS[member.rank]}.`;
  revalidatePath(teamPath(teamId));
  return {
    errors: [],
    done: previous.done + 1,
    message: words,
    plea: {
      outcome: p.outcome,
      words,
      faces: roll?.faces ?? [],
      seed: roll?.seed ?? null,
      attackTotal: p.attackTotal,
      defenseTarget: p.defenseTarget,
      heroPointsSpent: p.heroPointsSpent,
    },
  };
}

export async function buyBonusAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const memberId = formText(form, 'memberId');
  const tier = formText(form, 'tier');
  if (!memberId) return refusal(previous, form, 'Choose the member.', 'memberId');
  if (!/^[1-4]$/.test(tier)) return refusal(previous, form, 'Choose a tier from 1 to 4.', 'tier');
  return advance(previous, form, {
    what: 'buy bonuses for its members',
    needs: ['member'],
    run: async () => (await graphqlRequest(BuyBonusMutation, { input: { memberId, tier: Number(tier) } })).buyBonus,
    done: ({ member, ledgerEntry }) => {
      const bought = member.bonuses.find((b) => b.tier === Number(tier)) ?? member.bonuses.at(-1);
      const cost = ledgerEntry ? Math.abs(ledgerEntry.amount) : (bought?.cost ?? 0);
      const left = ledgerEntry ? ` (${ledgerEntry.balanceAfter} Hero Points left)` : '';
      return `${member.character.name} bought tier ${tier}${bought ? ` of the ${RANK_LABELS[bought.rank]} row: ${bought.text}` : ''} for ${cost} Hero Points${left}.`;
    },
  });
}

export async function allocateSkillPointsAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const memberId = formText(form, 'memberId');
  const skillId = formText(form, 'skillId').toLowerCase();
  const points = formText(form, 'points');
  if (!memberId) return refusal(previous, form, 'Choose the member.', 'memberId');
  if (!skillId) return refusal(previous, form, 'Choose the skill to put points into.', 'skillId');
  if (!/^\d{1,3}$/.test(points) || Number(points) < 1) return refusal(previous, form, 'The points are a whole number above zero.', 'points');
  return advance(previous, form, {
    what: 'allocate skill points',
    needs: ['member'],
    run: async () => (await graphqlRequest(AllocateSkillPointsMutation, { input: { memberId, skillId, points: Number(points) } })).allocateSkillPoints,
    // Each refusal stands next to the field it is about.
    describe: (userErrors) => userErrors.map((e) => ({ ...toTeamFormErrors([e])[0], field: e.field.at(-1) ?? '' })),
    done: ({ member }) => {
      const skill = member.skills.find((s) => s.skillId === skillId);
      return `${member.character.name} now has ${skill ? `${skill.points} points in ${skill.name}` : `${points} more skill points`}; ${member.skillPointsLeft} left to allocate.`;
    },
  });
}
