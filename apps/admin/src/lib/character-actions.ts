'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import { type CharacterFormState, readCharacterForm, toCharacterInput } from './character-form';
import type { ActionState } from './action-state';
import { ApiError, graphqlRequest } from './graphql-request';
import { faultErrors } from './action-state';
import { toFormErrors } from './user-errors';

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

  const world = form.get('world');
  const id = form.get('id');
  let savedId: string;
  try {
    const result =
      typeof id === 'string' && id
        ? (await graphqlRequest(UpdateCharacterMutation, { input: { id, ...input } })).updateCharacter
        : (await graphqlRequest(CreateCharacterMutation, { input: { world: String(world ?? ''), ...input } })).createCharacter;
    if (result.userErrors.length || !result.character) return refused(toFormErrors(result.userErrors));
    savedId = result.character.id;
  } catch (error) {
    if (error instanceof ApiError) return refused(faultErrors(error, 'change characters'));
    throw error;
  }
  redirect(`/characters/${encodeURIComponent(savedId)}?saved=1`);
}

export async function deleteCharacterAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const id = String(form.get('id') ?? '');
  const worldSlug = String(form.get('world') ?? '');
  try {
    const result = (await graphqlRequest(DeleteCharacterMutation, { id })).deleteCharacter;
    if (result.userErrors.length) return { errors: toFormErrors(result.userErrors), done: previous.done };
  } catch (error) {
    if (error instanceof ApiError) return { errors: faultErrors(error, 'delete characters'), done: previous.done };
    throw error;
  }
  redirect(`/worlds/${encodeURIComponent(worldSlug)}/characters?deleted=1`);
}
