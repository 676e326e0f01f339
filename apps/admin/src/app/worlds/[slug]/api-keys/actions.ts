'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';
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
  const world = formText(form, 'world');
  const name = formText(form, 'name');
  const refused = (errors: CreateApiKeyState['errors']): CreateApiKeyState => ({ name, errors, created: null });
  if (!name) return refused([{ code: 'INVALID_VALUE', field: 'name', message: 'Name the key after what will use it, e.g. "Discord bot".' }]);
  const outcome = await mutate(async () => (await graphqlRequest(CreateApiKeyMutation, { input: { world, name } })).createApiKey, {
    needs: ['apiKey', 'secret'],
    fault: 'manage its API keys',
  });
  if (!outcome.ok) return refused(outcome.errors);
  const { apiKey, secret } = outcome.result;
  revalidatePath(apiKeysPath(world));
  return { name: '', errors: [], created: { name: apiKey.name, secret, prefix: apiKey.secretPrefix } };
}

export async function revokeApiKeyAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const id = formText(form, 'id');
  const world = formText(form, 'world');
  const outcome = await mutate(async () => (await graphqlRequest(RevokeApiKeyMutation, { id })).revokeApiKey, { fault: 'manage its API keys' });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath(apiKeysPath(world));
  return { errors: [], done: previous.done + 1 };
}
