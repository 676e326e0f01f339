'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatCash } from '@/lib/labels';
import { formText, mutate } from '@/lib/server-action';

const UpdateItemMutation = graphql(`
  mutation UpdateItemPrice($input: UpdateItemInput!) {
    updateItem(input: $input) {
      item {
        id
        name
        price
        priced
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Sets an item's price in cash: the API refuses what is not a price, in words next to the field. */
export async function setItemPriceAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const catalogueId = formText(form, 'catalogueId');
  const priceText = formText(form, 'price');
  const values = { price: priceText };
  if (!/^-?\d{1,7}$/.test(priceText)) {
    const message = priceText ? 'The price must be a whole number of dollars.' : 'Enter the price in dollars.';
    return { errors: [{ code: 'NOT_A_NUMBER', field: 'price', message }], done: previous.done, values };
  }
  const outcome = await mutate(async () => (await graphqlRequest(UpdateItemMutation, { input: { world, catalogueId, price: Number(priceText) } })).updateItem, {
    needs: ['item'],
    fault: 'price its items',
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  const { item } = outcome.result;
  revalidatePath(`/worlds/${encodeURIComponent(world)}/items`);
  return { errors: [], done: previous.done + 1, message: `${item.name} now costs ${formatCash(item.price ?? Number(priceText))}.` };
}
