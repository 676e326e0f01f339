'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { PleaOutcome } from '@/gql/graphql';
import type { ActionState } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { RANK_LABELS } from '@/lib/labels';
import { type FormError, toTeamFormErrors } from '@/lib/user-errors';

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

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const problem = (field: string, message: string): FormError[] => [{ code: 'INVALID_VALUE', field, message }];
const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;

function sent(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !name.startsWith('$') && !name.startsWith('characterName.')) values[name] = value;
  return values;
}

function fault(error: ApiError, what: string): FormError[] {
  if (error.hasCode('FORBIDDEN')) return [{ code: 'FAULT', field: '', message: `Only the team’s owner or the world’s Creator can ${what}.` }];
  return [{ code: 'FAULT', field: '', message: error.message }];
}

const OUTCOME_WORDS: Record<PleaOutcome, string> = {
  AUTO_JOINED: 'joined at once: he is worth less than the leader, so no plea was needed',
  CONVINCED: 'was convinced by the plea and joined the team',
  REFUSED: 'refused the plea',
  INSULTED: 'was insulted by the plea (double 1) and will never be approached again',
};

export async function recruitAction(previous: RecruitState, form: FormData): Promise<RecruitState> {
  const teamId = text(form, 'teamId');
  const characterId = text(form, 'characterId');
  const spendText = text(form, 'heroPointsForPlea') || '0';
  const values = sent(form);
  const name = text(form, `characterName.${characterId}`) || 'The character';
  if (!characterId) return { errors: problem('characterId', 'Choose the character to recruit.'), done: previous.done, values };
  if (!/^\d{1,5}$/.test(spendText)) return { errors: problem('heroPointsForPlea', 'The Hero Points for the plea are a whole number (0, 50, 100…).'), done: previous.done, values };
  try {
    const result = (await graphqlRequest(RecruitCharacterMutation, { input: { teamId, characterId, heroPointsForPlea: Number(spendText) } })).recruitCharacter;
    if (result.userErrors.length || !result.plea) {
      const errors = toTeamFormErrors(result.userErrors);
      return { errors: errors.length ? errors : problem('', 'The API did not say what went wrong.'), done: previous.done, values };
    }
    const p = result.plea;
    let words = `${result.member?.character.name ?? name} ${OUTCOME_WORDS[p.outcome]}`;
    if (p.attackTotal != null && p.defenseTarget != null) words += `: the plea totalled ${p.attackTotal} against a Defense of ${p.defenseTarget}`;
    words += `. Hero Points spent: ${p.heroPointsSpent}.`;
    if (p.outcome === 'REFUSED' && p.approachAgainAtLeaderLevel != null) words += ` The team may ask again once its leader reaches level ${p.approachAgainAtLeaderLevel}.`;
    if (result.member) words += ` He joins as ${RANK_LABELS[result.member.rank]}.`;
    revalidatePath(teamPath(teamId));
    return {
      errors: [],
      done: previous.done + 1,
      message: words,
      plea: { outcome: p.outcome, words, faces: result.roll?.faces ?? [], seed: result.roll?.seed ?? null, attackTotal: p.attackTotal, defenseTarget: p.defenseTarget, heroPointsSpent: p.heroPointsSpent },
    };
  } catch (error) {
    if (error instanceof ApiError) return { errors: fault(error, 'recruit for it'), done: previous.done, values };
    throw error;
  }
}

export async function buyBonusAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = text(form, 'teamId');
  const memberId = text(form, 'memberId');
  const tier = text(form, 'tier');
  const values = sent(form);
  if (!memberId) return { errors: problem('memberId', 'Choose the member.'), done: previous.done, values };
  if (!/^[1-4]$/.test(tier)) return { errors: problem('tier', 'Choose a tier from 1 to 4.'), done: previous.done, values };
  try {
    const result = (await graphqlRequest(BuyBonusMutation, { input: { memberId, tier: Number(tier) } })).buyBonus;
    if (result.userErrors.length || !result.member) {
      const errors = toTeamFormErrors(result.userErrors);
      return { errors: errors.length ? errors : problem('', 'The API did not say what went wrong.'), done: previous.done, values };
    }
    const bought = result.member.bonuses.find((b) => b.tier === Number(tier)) ?? result.member.bonuses.at(-1);
    const cost = result.ledgerEntry ? Math.abs(result.ledgerEntry.amount) : bought?.cost ?? 0;
    const left = result.ledgerEntry ? ` (${result.ledgerEntry.balanceAfter} Hero Points left)` : '';
    revalidatePath(teamPath(teamId));
    return {
      errors: [],
      done: previous.done + 1,
      message: `${result.member.character.name} bought tier ${tier}${bought ? ` of the ${RANK_LABELS[bought.rank]} row: ${bought.text}` : ''} for ${cost} Hero Points${left}.`,
    };
  } catch (error) {
    if (error instanceof ApiError) return { errors: fault(error, 'buy bonuses for its members'), done: previous.done, values };
    throw error;
  }
}

export async function allocateSkillPointsAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = text(form, 'teamId');
  const memberId = text(form, 'memberId');
  const skillId = text(form, 'skillId').toLowerCase();
  const points = text(form, 'points');
  const values = sent(form);
  if (!memberId) return { errors: problem('memberId', 'Choose the member.'), done: previous.done, values };
  if (!skillId) return { errors: problem('skillId', 'Choose the skill to put points into.'), done: previous.done, values };
  if (!/^\d{1,3}$/.test(points) || Number(points) < 1) return { errors: problem('points', 'The points are a whole number above zero.'), done: previous.done, values };
  try {
    const result = (await graphqlRequest(AllocateSkillPointsMutation, { input: { memberId, skillId, points: Number(points) } })).allocateSkillPoints;
    if (result.userErrors.length || !result.member) {
      const errors = result.userErrors.map((e) => ({ ...toTeamFormErrors([e])[0], field: e.field.at(-1) ?? '' }));
      return { errors: errors.length ? errors : problem('', 'The API did not say what went wrong.'), done: previous.done, values };
    }
    const skill = result.member.skills.find((s) => s.skillId === skillId);
    revalidatePath(teamPath(teamId));
    return {
      errors: [],
      done: previous.done + 1,
      message: `${result.member.character.name} now has ${skill ? `${skill.points} points in ${skill.name}` : `${points} more skill points`}; ${result.member.skillPointsLeft} left to allocate.`,
    };
  } catch (error) {
    if (error instanceof ApiError) return { errors: fault(error, 'allocate skill points'), done: previous.done, values };
    throw error;
  }
}
