'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';

const UpdateFeatMutation = graphql(`
  mutation UpdateFeatPrice($input: UpdateFeatInput!) {
    updateFeat(input: $input) {
      feat {
        id
        name
        price
        cost
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

const featsPath = (slug: string) => `/worlds/${encodeURIComponent(slug)}/feats`;

/** Sets a feat's price in Hero Points: the API refuses what is not a price, in words next to the field. */
export async function setFeatPriceAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const catalogueId = formText(form, 'catalogueId');
  const priceText = formText(form, 'price');
  const values = { price: priceText };
  if (!/^-?\d{1,7}$/.test(priceText)) {
    const message = priceText ? 'The price must be a whole number of Hero Points.' : 'Enter the price in Hero Points.';
    return { errors: [{ code: 'NOT_A_NUMBER', field: 'price', message }], done: previous.done, values };
  }
  const outcome = await mutate(async () => (await graphqlRequest(UpdateFeatMutation, { input: { world, catalogueId, price: Number(priceText) } })).updateFeat, {
    needs: ['feat'],
    fault: 'price its feats',
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  const { feat } = outcome.result;
  revalidatePath(featsPath(world));
  return { errors: [], done: previous.done + 1, message: `${feat.name} now costs ${feat.cost ?? feat.price} Hero Points.` };
}
