'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { ROLE_LABELS } from '@/lib/labels';
import { formText, mutate } from '@/lib/server-action';

const AcceptWorldInvitationMutation = graphql(`
  mutation AcceptWorldInvitation($input: AcceptWorldInvitationInput!) {
    acceptWorldInvitation(input: $input) {
      member {
        role
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeclineWorldInvitationMutation = graphql(`
  mutation DeclineWorldInvitation($input: DeclineWorldInvitationInput!) {
    declineWorldInvitation(input: $input) {
      invitation {
        email
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const fault = 'answer this invitation';

export async function acceptInvitationAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const outcome = await mutate(async () => (await graphqlRequest(AcceptWorldInvitationMutation, { input: { world } })).acceptWorldInvitation, {
    needs: ['member'],
    fault,
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  // The header's world switcher lists the new membership too.
  revalidatePath('/', 'layout');
  return { errors: [], done: previous.done + 1, message: `You joined as ${ROLE_LABELS[outcome.result.member.role]}.` };
}

export async function declineInvitationAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const outcome = await mutate(async () => (await graphqlRequest(DeclineWorldInvitationMutation, { input: { world } })).declineWorldInvitation, {
    fault,
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath('/');
  return { errors: [], done: previous.done + 1 };
}
