'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';

const CloneCharacterMutation = graphql(`
  mutation CloneCharacter($id: ID!) {
    cloneCharacter(id: $id) {
      character {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The Creator's copy of a character (every version, dial and power; no team): the copy's page, saying what it is. */
export async function cloneCharacterAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const id = formText(form, 'id');
  const outcome = await mutate(async () => (await graphqlRequest(CloneCharacterMutation, { id })).cloneCharacter, {
    fault: 'clone characters',
    needs: ['character'],
    form,
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  redirect(`/characters/${encodeURIComponent(outcome.result.character.id)}?cloned=1`);
}
