'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { WorldRole } from '@/gql/graphql';
import type { ActionState } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { ROLE_LABELS } from '@/lib/labels';
import { formText, mutate } from '@/lib/server-action';
import type { AddMemberState } from '@/lib/world-settings-forms';

const AddWorldMemberMutation = graphql(`
  mutation AddWorldMember($input: AddWorldMemberInput!) {
    addWorldMember(input: $input) {
      invitation {
        email
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

const WithdrawWorldInvitationMutation = graphql(`
  mutation WithdrawWorldInvitation($input: WithdrawWorldInvitationInput!) {
    withdrawWorldInvitation(input: $input) {
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

const isRole = (value: string): value is WorldRole => Object.hasOwn(ROLE_LABELS, value);
const membersPath = (slug: string) => `/worlds/${encodeURIComponent(slug)}/members`;

const fault = 'manage its members';

export async function addMemberAction(previous: AddMemberState, form: FormData): Promise<AddMemberState> {
  const world = formText(form, 'world');
  const email = formText(form, 'email');
  const role = formText(form, 'role');
  const refused = (errors: AddMemberState['errors']): AddMemberState => ({ email, role, errors, done: previous.done });
  if (!email) return refused([{ code: 'INVALID_VALUE', field: 'email', message: 'Enter the email of their account.' }]);
  if (!isRole(role)) return refused([{ code: 'INVALID_VALUE', field: 'role', message: 'Choose a role.' }]);
  const outcome = await mutate(async () => (await graphqlRequest(AddWorldMemberMutation, { input: { world, email, role } })).addWorldMember, {
    needs: ['invitation'],
    fault,
  });
  if (!outcome.ok) return refused(outcome.errors);
  const { invitation } = outcome.result;
  revalidatePath(membersPath(world));
  // The API answers the same whether the e-mail has an account, so the console cannot say which.
  const message = `Invited ${invitation.email} as ${ROLE_LABELS[invitation.role]}: they join once they accept, after signing up if they have no account yet.`;
  return { email: '', role: 'PLAYER', errors: [], done: previous.done + 1, message };
}

export async function setMemberRoleAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const accountId = formText(form, 'accountId');
  const role = formText(form, 'role');
  if (!isRole(role)) return { errors: [{ code: 'INVALID_VALUE', field: 'role', message: 'Choose a role.' }], done: previous.done };
  const outcome = await mutate(async () => (await graphqlRequest(SetWorldMemberRoleMutation, { input: { world, accountId, role } })).setWorldMemberRole, {
    needs: ['member'],
    fault,
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  const { member } = outcome.result;
  revalidatePath(membersPath(world));
  return { errors: [], done: previous.done + 1, message: `${member.account.displayName} is now ${ROLE_LABELS[member.role]}.` };
}

export async function removeMemberAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const accountId = formText(form, 'accountId');
  const outcome = await mutate(async () => (await graphqlRequest(RemoveWorldMemberMutation, { input: { world, accountId } })).removeWorldMember, {
    fault,
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath(membersPath(world));
  return { errors: [], done: previous.done + 1 };
}

export async function withdrawInvitationAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const email = formText(form, 'email');
  const outcome = await mutate(async () => (await graphqlRequest(WithdrawWorldInvitationMutation, { input: { world, email } })).withdrawWorldInvitation, {
    fault,
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath(membersPath(world));
  return { errors: [], done: previous.done + 1 };
}
