'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { toFormErrors } from '@/lib/user-errors';

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
  const world = String(form.get('world') ?? '');
  const catalogueId = String(form.get('catalogueId') ?? '');
  const priceText = String(form.get('price') ?? '').trim();
  const values = { price: priceText };
  if (!/^-?\d{1,7}$/.test(priceText)) {
    const message = priceText ? 'The price must be a whole number of Hero Points.' : 'Enter the price in Hero Points.';
    return { errors: [{ code: 'NOT_A_NUMBER', field: 'price', message }], done: previous.done, values };
  }
  try {
    const result = (await graphqlRequest(UpdateFeatMutation, { input: { world, catalogueId, price: Number(priceText) } })).updateFeat;
    if (result.userErrors.length || !result.feat) {
      const errors = toFormErrors(result.userErrors);
      return {
        errors: errors.length ? errors : [{ code: 'FAULT', field: '', message: 'The API did not say what went wrong.' }],
        done: previous.done,
        values,
      };
    }
    revalidatePath(featsPath(world));
    return { errors: [], done: previous.done + 1, message: `${result.feat.name} now costs ${result.feat.cost ?? result.feat.price} Hero Points.` };
  } catch (error) {
    if (error instanceof ApiError) return { errors: faultErrors(error, 'price its feats'), done: previous.done, values };
    throw error;
  }
}
