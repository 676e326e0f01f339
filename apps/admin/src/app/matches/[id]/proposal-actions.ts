'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate, sentValues } from '@/lib/server-action';
import { describeError } from '@/lib/user-errors';

const ConfirmMatchResolutionMutation = graphql(`
  mutation ConfirmMatchResolution($input: ConfirmMatchResolutionInput!) {
    confirmMatchResolution(input: $input) {
      match {
        id
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RejectMatchResolutionMutation = graphql(`
  mutation RejectMatchResolution($input: RejectMatchResolutionInput!) {
    rejectMatchResolution(input: $input) {
      match {
        id
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const WHO = "the other side's owner, the world's Creator or an Organizer";

/** Applies the result a player proposed (the other side's owner, the Creator or an organizer). */
export async function confirmProposalAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const matchId = formText(form, 'matchId');
  const answer = await mutate(async () => (await graphqlRequest(ConfirmMatchResolutionMutation, { input: { matchId } })).confirmMatchResolution, {
    needs: ['match'],
    form,
    fault: (error) => faultErrors(error, 'confirm a result', WHO),
    describe: (userErrors) => userErrors.map((e) => ({ code: e.code, field: '', message: describeError(e) })),
  });
  if (!answer.ok) return { errors: answer.errors, done: previous.done };
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  return { errors: [], done: previous.done + 1, message: 'The result was confirmed and applied: its awards are below, written once to the ledger.' };
}

/** Sends a proposed result back (or withdraws it, as its proposer), with the reason. */
export async function rejectProposalAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const matchId = formText(form, 'matchId');
  const reason = formText(form, 'reason');
  const values = sentValues(form, 'matchId');
  if (!reason) return { errors: [{ code: 'INVALID_VALUE', field: 'reason', message: 'Say why: the proposer reads it.' }], done: previous.done, values };
  const answer = await mutate(async () => (await graphqlRequest(RejectMatchResolutionMutation, { input: { matchId, reason } })).rejectMatchResolution, {
    needs: ['match'],
    form,
    fault: (error) => faultErrors(error, 'reject a result', WHO),
    describe: (userErrors) => userErrors.map((e) => ({ code: e.code, field: e.field.includes('reason') ? 'reason' : '', message: describeError(e) })),
  });
  if (!answer.ok) return { errors: answer.errors, done: previous.done, values };
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  return { errors: [], done: previous.done + 1, message: 'The result was sent back: the match is in progress again.' };
}
