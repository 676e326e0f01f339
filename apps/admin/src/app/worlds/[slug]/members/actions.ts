'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { WorldRole } from '@/gql/graphql';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { ROLE_LABELS } from '@/lib/labels';
import { toFormErrors } from '@/lib/user-errors';
import type { AddMemberState } from '@/lib/world-settings-forms';

const AddWorldMemberMutation = graphql(`
  mutation AddWorldMember($input: AddWorldMemberInput!) {
    addWorldMember(input: $input) {
      member {
        role
        account {
          id
          displayName
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SetWorldMemberRoleMutation = graphql(`
  mutation SetWorldMemberRole($input: SetWorldMemberRoleInput!) {
    setWorldMemberRole(input: $input) {
      member {
        role
        account {
          id
          displayName
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RemoveWorldMemberMutation = graphql(`
  mutation RemoveWorldMember($input: RemoveWorldMemberInput!) {
    removeWorldMember(input: $input) {
      member {
        account {
          id
          displayName
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const isRole = (value: string): value is WorldRole => Object.hasOwn(ROLE_LABELS, value);
const membersPath = (slug: string) => `/worlds/${encodeURIComponent(slug)}/members`;

export async function addMemberAction(previous: AddMemberState, form: FormData): Promise<AddMemberState> {
  const world = String(form.get('world') ?? '');
  const email = String(form.get('email') ?? '').trim();
  const role = String(form.get('role') ?? '');
  const refused = (errors: AddMemberState['errors']): AddMemberState => ({ email, role, errors, done: previous.done });
  if (!email) return refused([{ code: 'INVALID_VALUE', field: 'email', message: 'Enter the email of their account.' }]);
  if (!isRole(role)) return refused([{ code: 'INVALID_VALUE', field: 'role', message: 'Choose a role.' }]);
  try {
    const result = (await graphqlRequest(AddWorldMemberMutation, { input: { world, email, role } })).addWorldMember;
    if (result.userErrors.length || !result.member) return refused(toFormErrors(result.userErrors));
    revalidatePath(membersPath(world));
    return {
      email: '',
      role: 'PLAYER',
      errors: [],
      done: previous.done + 1,
      message: `${result.member.account.displayName} joined as ${ROLE_LABELS[result.member.role]}.`,
    };
  } catch (error) {
    if (error instanceof ApiError) return refused(faultErrors(error, 'manage its members'));
    throw error;
  }
}

export async function setMemberRoleAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = String(form.get('world') ?? '');
  const accountId = String(form.get('accountId') ?? '');
  const role = String(form.get('role') ?? '');
  if (!isRole(role)) return { errors: [{ code: 'INVALID_VALUE', field: 'role', message: 'Choose a role.' }], done: previous.done };
  try {
    const result = (await graphqlRequest(SetWorldMemberRoleMutation, { input: { world, accountId, role } })).setWorldMemberRole;
    if (result.userErrors.length || !result.member) return { errors: toFormErrors(result.userErrors), done: previous.done };
    revalidatePath(membersPath(world));
    return {
      errors: [],
      done: previous.done + 1,
      message: `${result.member.account.displayName} is now ${ROLE_LABELS[result.member.role]}.`,
    };
  } catch (error) {
    if (error instanceof ApiError) return { errors: faultErrors(error, 'manage its members'), done: previous.done };
    throw error;
  }
}

export async function removeMemberAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = String(form.get('world') ?? '');
  const accountId = String(form.get('accountId') ?? '');
  try {
    const result = (await graphqlRequest(RemoveWorldMemberMutation, { input: { world, accountId } })).removeWorldMember;
    if (result.userErrors.length) return { errors: toFormErrors(result.userErrors), done: previous.done };
    revalidatePath(membersPath(world));
    return { errors: [], done: previous.done + 1 };
  } catch (error) {
    if (error instanceof ApiError) return { errors: faultErrors(error, 'manage its members'), done: previous.done };
    throw error;
  }
}
