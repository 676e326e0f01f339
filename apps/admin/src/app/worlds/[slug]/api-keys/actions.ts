'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { toFormErrors } from '@/lib/user-errors';
import type { CreateApiKeyState } from '@/lib/world-settings-forms';

const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        secretPrefix
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      apiKey {
        id
        name
        revokedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const apiKeysPath = (slug: string) => `/worlds/${encodeURIComponent(slug)}/api-keys`;

/**
 * The secret goes back to the form that asked for it, in this one answer, and nowhere else:
 * it is not in the page's data, the URL or a cookie, so reloading the page loses it for good.
 */
export async function createApiKeyAction(_previous: CreateApiKeyState, form: FormData): Promise<CreateApiKeyState> {
  const world = String(form.get('world') ?? '');
  const name = String(form.get('name') ?? '').trim();
  const refused = (errors: CreateApiKeyState['errors']): CreateApiKeyState => ({ name, errors, created: null });
  if (!name) return refused([{ code: 'INVALID_VALUE', field: 'name', message: 'Name the key after what will use it, e.g. "Discord bot".' }]);
  try {
    const result = (await graphqlRequest(CreateApiKeyMutation, { input: { world, name } })).createApiKey;
    if (result.userErrors.length || !result.apiKey || !result.secret) return refused(toFormErrors(result.userErrors));
    revalidatePath(apiKeysPath(world));
    return { name: '', errors: [], created: { name: result.apiKey.name, secret: result.secret, prefix: result.apiKey.secretPrefix } };
  } catch (error) {
    if (error instanceof ApiError) return refused(faultErrors(error, 'manage its API keys'));
    throw error;
  }
}

export async function revokeApiKeyAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const id = String(form.get('id') ?? '');
  const world = String(form.get('world') ?? '');
  try {
    const result = (await graphqlRequest(RevokeApiKeyMutation, { id })).revokeApiKey;
    if (result.userErrors.length) return { errors: toFormErrors(result.userErrors), done: previous.done };
    revalidatePath(apiKeysPath(world));
    return { errors: [], done: previous.done + 1 };
  } catch (error) {
    if (error instanceof ApiError) return { errors: faultErrors(error, 'manage its API keys'), done: previous.done };
    throw error;
  }
}
