'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import { type CharacterFormState, readCharacterForm, toCharacterInput } from './character-form';
import type { ActionState } from './action-state';
import type { FormError } from './user-errors';
import { graphqlRequest } from './graphql-request';
import { formText, mutate } from './server-action';

const CreateCharacterMutation = graphql(`
  mutation CreateCharacter($input: CreateCharacterInput!) {
    createCharacter(input: $input) {
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

const UpdateCharacterMutation = graphql(`
  mutation UpdateCharacter($input: UpdateCharacterInput!) {
    updateCharacter(input: $input) {
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

const DeleteCharacterMutation = graphql(`
  mutation DeleteCharacter($id: ID!) {
    deleteCharacter(id: $id) {
      deletedCharacterId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/**
 * Saves the editor's form (a new character when it carries `world`, else the one with `id`).
 * Refused: the same values come back with each problem on its field. Saved: the character's page.
 */
export async function saveCharacterAction(previous: CharacterFormState, form: FormData): Promise<CharacterFormState> {
  const values = readCharacterForm(form);
  const refused = (errors: CharacterFormState['errors']): CharacterFormState => ({
    values,
    errors,
    submission: previous.submission + 1,
  });
  const { input, errors } = toCharacterInput(values);
  if (!input) return refused(errors);
  // The form's own problems and the API's in one answer; a field the console could not read keeps the console's words.
  const withTheApis = (apiErrors: FormError[]) => [...errors, ...apiErrors.filter((e) => !errors.some((own) => own.field === e.field))];

  const world = formText(form, 'world');
  const id = formText(form, 'id');
  const outcome = await mutate(
    async () =>
      id
        ? (await graphqlRequest(UpdateCharacterMutation, { input: { id, ...input } })).updateCharacter
        : (await graphqlRequest(CreateCharacterMutation, { input: { world, ...input } })).createCharacter,
    { needs: ['character'], fault: 'change characters' },
  );
  if (!outcome.ok) return refused(withTheApis(outcome.errors));
  redirect(`/characters/${encodeURIComponent(outcome.result.character.id)}?saved=1`);
}

export async function deleteCharacterAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const id = formText(form, 'id');
  const worldSlug = formText(form, 'world');
  const outcome = await mutate(async () => (await graphqlRequest(DeleteCharacterMutation, { id })).deleteCharacter, { fault: 'delete characters' });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  redirect(`/worlds/${encodeURIComponent(worldSlug)}/characters?deleted=1`);
}
