'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { UserErrorCode } from '@/gql/graphql';
import type { ActionState } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { AWARD_CURRENCY_LABELS, formatCash, isAwardCurrency, LEDGER_CURRENCY_LABELS, RANK_LABELS } from '@/lib/labels';
import { type FormError, toTeamFormErrors } from '@/lib/user-errors';

const LevelUpMemberMutation = graphql(`
  mutation LevelUpMember($input: LevelUpMemberInput!) {
    levelUpMember(input: $input) {
      member {
        id
        level
        rank
        character {
          name
        }
      }
      ledgerEntry {
        amount
        currency
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

const BuyItemMutation = graphql(`
  mutation BuyItem($input: BuyItemInput!) {
    buyItem(input: $input) {
      item {
        id
        name
        price
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

const AssignFeatMutation = graphql(`
  mutation AssignFeat($input: MemberFeatInput!) {
    assignFeat(input: $input) {
      member {
        id
        character {
          name
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

const GrantAwardMutation = graphql(`
  mutation GrantAward($input: GrantAwardInput!) {
    grantAward(input: $input) {
      entry {
        amount
        currency
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

const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const problem = (message: string): FormError[] => [{ code: 'INVALID_VALUE', field: '', message }];

/** The form's own fields as sent (not the hidden helpers), to show them again after a refusal. */
function sent(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !name.startsWith('featName.')) values[name] = value;
  }
  return values;
}

/** A refused request (not signed in, not allowed, the API down) in words for the form. */
function fault(error: ApiError, what: string): FormError[] {
  if (error.hasCode('FORBIDDEN')) {
    return [{ code: 'FAULT', field: '', message: `Only the team’s owner or the world’s Creator can ${what}.` }];
  }
  return [{ code: 'FAULT', field: '', message: error.message }];
}

/**
 * Runs one advancement mutation: its userErrors come back as sentences, a success refreshes the
 * sheet (balances, members, ledger) and says what happened.
 */
async function advance<T extends { userErrors: readonly { code: UserErrorCode; message: string }[] }>(
  previous: ActionState,
  form: FormData,
  teamId: string,
  what: string,
  run: () => Promise<T>,
  done: (result: T) => string | null,
): Promise<ActionState> {
  const values = sent(form);
  try {
    const result = await run();
    const message = result.userErrors.length ? null : done(result);
    if (message === null) {
      const errors = toTeamFormErrors(result.userErrors);
      return { errors: errors.length ? errors : problem('The API did not say what went wrong.'), done: previous.done, values };
    }
    revalidatePath(teamPath(teamId));
    return { errors: [], done: previous.done + 1, message };
  } catch (error) {
    if (error instanceof ApiError) return { errors: fault(error, what), done: previous.done, values };
    throw error;
  }
}

export async function levelUpMemberAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = text(form, 'teamId');
  const memberId = text(form, 'memberId');
  if (!memberId) return { errors: problem('Choose the member to level up.'), done: previous.done, values: sent(form) };
  return advance(
    previous,
    form,
    teamId,
    'level up its members',
    async () => (await graphqlRequest(LevelUpMemberMutation, { input: { memberId } })).levelUpMember,
    (r) => {
      if (!r.member) return null;
      const cost = r.ledgerEntry ? ` for ${Math.abs(r.ledgerEntry.amount)} ${LEDGER_CURRENCY_LABELS[r.ledgerEntry.currency]}` : '';
      return `${r.member.character.name} is now ${RANK_LABELS[r.member.rank]} (level ${r.member.level})${cost}.`;
    },
  );
}

export async function buyItemAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = text(form, 'teamId');
  const itemId = text(form, 'itemId');
  if (!itemId) return { errors: problem('Choose the item to buy.'), done: previous.done, values: sent(form) };
  return advance(
    previous,
    form,
    teamId,
    'buy items for it',
    async () => (await graphqlRequest(BuyItemMutation, { input: { teamId, itemId } })).buyItem,
    (r) => {
      if (!r.item) return null;
      const left = r.ledgerEntry ? ` Cash left: ${formatCash(r.ledgerEntry.balanceAfter)}.` : '';
      return `Bought ${r.item.name} for ${formatCash(r.item.price)}.${left}`;
    },
  );
}

export async function assignFeatAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = text(form, 'teamId');
  const memberId = text(form, 'memberId');
  const featId = text(form, 'featId');
  const featName = text(form, `featName.${featId}`) || featId;
  if (!memberId) return { errors: problem('Choose the member who learns the feat.'), done: previous.done, values: sent(form) };
  if (!featId) return { errors: problem('Choose the feat.'), done: previous.done, values: sent(form) };
  return advance(
    previous,
    form,
    teamId,
    'buy feats for its members',
    async () => (await graphqlRequest(AssignFeatMutation, { input: { memberId, featId } })).assignFeat,
    (r) => {
      if (!r.member) return null;
      const cost = r.ledgerEntry ? ` for ${Math.abs(r.ledgerEntry.amount)} Hero Points (${r.ledgerEntry.balanceAfter} left)` : '';
      return `${r.member.character.name} learned ${featName}${cost}.`;
    },
  );
}

export async function grantAwardAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = text(form, 'teamId');
  const currency = text(form, 'currency');
  const amountText = text(form, 'amount');
  const note = text(form, 'note');
  if (!isAwardCurrency(currency)) return { errors: problem('Choose Hero Points or cash.'), done: previous.done, values: sent(form) };
  if (!/^\d{1,7}$/.test(amountText) || Number(amountText) === 0) {
    return { errors: problem('The amount must be a whole number above zero.'), done: previous.done, values: sent(form) };
  }
  if (!note) return { errors: problem('Give the reason for the award: the players read it in the ledger.'), done: previous.done, values: sent(form) };
  return advance(
    previous,
    form,
    teamId,
    'grant awards',
    async () =>
      (await graphqlRequest(GrantAwardMutation, { input: { teamId, currency, amount: Number(amountText), note } })).grantAward,
    (r) => {
      if (!r.entry) return null;
      const amount = r.entry.currency === 'CASH' ? formatCash(r.entry.amount) : `${r.entry.amount} Hero Points`;
      const balance = r.entry.currency === 'CASH' ? formatCash(r.entry.balanceAfter) : String(r.entry.balanceAfter);
      return `Granted ${amount}. ${AWARD_CURRENCY_LABELS[currency]} now: ${balance}.`;
    },
  );
}
