'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';
import type { FormError } from '@/lib/user-errors';
import { BULK_OPERATIONS, type BulkCharacter, type BulkOperation, type BulkState, countOf, namesInWords } from './bulk-state';

const SetCharactersVisibilityMutation = graphql(`
  mutation SetCharactersVisibility($ids: [ID!]!, $visibility: Visibility!) {
    setCharactersVisibility(ids: $ids, visibility: $visibility) {
      characters {
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

const DeleteCharactersMutation = graphql(`
  mutation DeleteCharacters($ids: [ID!]!) {
    deleteCharacters(ids: $ids) {
      deletedCharacterIds
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RestoreCharactersMutation = graphql(`
  mutation RestoreCharacters($ids: [ID!]!) {
    restoreCharacters(ids: $ids) {
      characters {
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

const isOperation = (value: string): value is BulkOperation => (BULK_OPERATIONS as readonly string[]).includes(value);

/** The characters a bulk form names: `ids` once each in the order sent, each with its `name.<id>`. */
function sentCharacters(form: FormData): BulkCharacter[] {
  const ids = [...new Set(form.getAll('ids').map((id) => String(id).trim()))].filter(Boolean);
  return ids.map((id) => ({ id, name: formText(form, `name.${id}`) || 'A character' }));
}

const PAST_TENSE: Record<BulkOperation, string> = { HIDE: 'Hid', SHOW: 'Showed', DELETE: 'Deleted', RESTORE: 'Restored' };

/**
 * A refusal in words: each problem on `ids.<index>` belongs to that character (its row shows it); a problem of
 * the whole request stays general.
 */
function refusal(characters: readonly BulkCharacter[], errors: readonly FormError[]): Pick<BulkState, 'errors' | 'refused'> {
  const refused: BulkState['refused'] = [];
  const general: FormError[] = [];
  for (const error of errors) {
    const [list, index, ...rest] = error.field.split('.');
    const character = list === 'ids' && !rest.length && index !== undefined && /^\d+$/.test(index) ? characters[Number(index)] : undefined;
    if (character) refused.push({ ...character, message: error.message });
    else general.push({ ...error, field: '' });
  }
  return { errors: general, refused };
}

/**
 * The characters list's bulk actions (the form's `operation`): hide, show, delete (the answer then offers
 * the deleted back, `deleted`), or restore what a delete removed. All or nothing, as the API is.
 */
export async function bulkCharactersAction(previous: BulkState, form: FormData): Promise<BulkState> {
  const operation = formText(form, 'operation');
  const world = formText(form, 'world');
  const characters = sentCharacters(form);
  const refused = (problems: Pick<BulkState, 'errors' | 'refused'>, op: BulkOperation | null): BulkState => ({
    ...problems,
    done: previous.done,
    operation: op,
    message: null,
    // Undo stays on offer after a refusal (a refused restore can be tried again once the name is free).
    deleted: previous.deleted,
  });
  if (!isOperation(operation)) return refused({ errors: [{ code: 'FAULT', field: '', message: 'The console sent no action.' }], refused: [] }, null);
  if (!characters.length) {
    return refused({ errors: [{ code: 'INVALID_VALUE', field: '', message: 'Select at least one character first.' }], refused: [] }, operation);
  }

  const ids = characters.map((c) => c.id);
  const outcome = await mutate(
    async () => {
      if (operation === 'DELETE') return (await graphqlRequest(DeleteCharactersMutation, { ids })).deleteCharacters;
      if (operation === 'RESTORE') return (await graphqlRequest(RestoreCharactersMutation, { ids })).restoreCharacters;
      const visibility = operation === 'HIDE' ? 'HIDDEN' : 'PUBLIC';
      return (await graphqlRequest(SetCharactersVisibilityMutation, { ids, visibility })).setCharactersVisibility;
    },
    { fault: operation === 'HIDE' || operation === 'SHOW' ? 'hide or show characters' : 'delete or restore characters', form },
  );
  if (!outcome.ok) return refused(refusal(characters, outcome.errors), operation);

  revalidatePath(`/worlds/${encodeURIComponent(world)}/characters`);
  const what = `${PAST_TENSE[operation]} ${countOf(characters.length)}`;
  return {
    done: previous.done + 1,
    operation,
    // A delete's banner words its own message around Undo.
    message: operation === 'DELETE' ? `${what}.` : `${what}: ${namesInWords(characters)}.${operation === 'RESTORE' ? ' They are back in the list.' : ''}`,
    errors: [],
    refused: [],
    deleted: operation === 'DELETE' ? characters : [],
  };
}
