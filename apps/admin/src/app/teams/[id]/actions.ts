'use server';

import { graphql } from '@/gql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { AWARD_CURRENCY_LABELS, formatCash, isAwardCurrency, LEDGER_CURRENCY_LABELS, RANK_LABELS } from '@/lib/labels';
import { formText } from '@/lib/server-action';
import { advance, refusal } from './team-action';

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

export async function levelUpMemberAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const memberId = formText(form, 'memberId');
  if (!memberId) return refusal(previous, form, 'Choose the member to level up.');
  return advance(previous, form, {
    what: 'level up its members',
    needs: ['member'],
    run: async () => (await graphqlRequest(LevelUpMemberMutation, { input: { memberId } })).levelUpMember,
    done: ({ member, ledgerEntry }) => {
      const cost = ledgerEntry ? ` for ${Math.abs(ledgerEntry.amount)} ${LEDGER_CURRENCY_LABELS[ledgerEntry.currency]}` : '';
      return `${member.character.name} is now ${RANK_LABELS[member.rank]} (level ${member.level})${cost}.`;
    },
  });
}

export async function buyItemAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = formText(form, 'teamId');
  const itemId = formText(form, 'itemId');
  if (!itemId) return refusal(previous, form, 'Choose the item to buy.');
  return advance(previous, form, {
    what: 'buy items for it',
    needs: ['item'],
    run: async () => (await graphqlRequest(BuyItemMutation, { input: { teamId, itemId } })).buyItem,
    done: ({ item, ledgerEntry }) => {
      const left = ledgerEntry ? ` Cash left: ${formatCash(ledgerEntry.balanceAfter)}.` : '';
      return `Bought ${item.name} for ${formatCash(item.price)}.${left}`;
    },
  });
}

export async function assignFeatAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const memberId = formText(form, 'memberId');
  const featId = formText(form, 'featId');
  const featName = formText(form, `featName.${featId}`) || featId;
  if (!memberId) return refusal(previous, form, 'Choose the member who learns the feat.');
  if (!featId) return refusal(previous, form, 'Choose the feat.');
  return advance(previous, form, {
    what: 'buy feats for its members',
    needs: ['member'],
    run: async () => (await graphqlRequest(AssignFeatMutation, { input: { memberId, featId } })).assignFeat,
    done: ({ member, ledgerEntry }) => {
      const cost = ledgerEntry ? ` for ${Math.abs(ledgerEntry.amount)} Hero Points (${ledgerEntry.balanceAfter} left)` : '';
      return `${member.character.name} learned ${featName}${cost}.`;
    },
  });
}

export async function grantAwardAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const teamId = formText(form, 'teamId');
  const currency = formText(form, 'currency');
  const amountText = formText(form, 'amount');
  const note = formText(form, 'note');
  if (!isAwardCurrency(currency)) return refusal(previous, form, 'Choose Hero Points or cash.');
  if (!/^\d{1,7}$/.test(amountText) || Number(amountText) === 0) return refusal(previous, form, 'The amount must be a whole number above zero.');
  if (!note) return refusal(previous, form, 'Give the reason for the award: the players read it in the ledger.');
  return advance(previous, form, {
    what: 'grant awards',
    needs: ['entry'],
    run: async () => (await graphqlRequest(GrantAwardMutation, { input: { teamId, currency, amount: Number(amountText), note } })).grantAward,
    done: ({ entry }) => {
      const amount = entry.currency === 'CASH' ? formatCash(entry.amount) : `${entry.amount} Hero Points`;
      const balance = entry.currency === 'CASH' ? formatCash(entry.balanceAfter) : String(entry.balanceAfter);
      return `Granted ${amount}. ${AWARD_CURRENCY_LABELS[currency]} now: ${balance}.`;
    },
  });
}
