'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { RpsMoveKind } from '@/gql/graphql';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';

const PlayRpsMoveMutation = graphql(`
  mutation PlayRpsMove($input: PlayRpsMoveInput!) {
    playRpsMove(input: $input) {
      events {
        sequence
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ResolveRpsMatchMutation = graphql(`
  mutation ResolveRpsMatch($input: ResolveMatchInput!) {
    resolveMatch(input: $input) {
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

const KINDS = new Set<string>(['MOVE', 'BATTLE', 'SUMMON']);

/** One move: the piece selected and the square clicked ("KIND:col:row"); the API's engine checks it and answers with the computer's reply, if any. */
export async function playRpsMoveAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const matchId = formText(form, 'matchId');
  const [kind, col, row] = formText(form, 'target').split(':');
  const monsterId = formText(form, 'monsterId');
  if (!KINDS.has(kind) || !monsterId || !/^-?\d+$/.test(col ?? '') || !/^-?\d+$/.test(row ?? '')) {
    return { errors: [{ code: 'INVALID_VALUE', field: '', message: 'Choose a piece, then one of its highlighted squares.' }], done: previous.done };
  }
  const input = { matchId, side: Number(formText(form, 'side')), move: { kind: kind as RpsMoveKind, monsterId, to: { col: Number(col), row: Number(row) } } };
  const outcome = await mutate(async () => (await graphqlRequest(PlayRpsMoveMutation, { input })).playRpsMove, {
    form,
    fault: (error) => faultErrors(error, 'move for this side', 'the world’s Creator, an Organizer or the side’s own player'),
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  return { errors: [], done: previous.done + 1 };
}

/** Records the result the engine declared: RPS Clix takes its winner from the game, so the outcome sent is empty. */
export async function resolveRpsMatchAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const matchId = formText(form, 'matchId');
  const outcome = await mutate(async () => (await graphqlRequest(ResolveRpsMatchMutation, { input: { matchId, outcome: {} } })).resolveMatch, {
    form,
    fault: (error) => faultErrors(error, 'record the result of a match', 'the world’s Creator or an Organizer'),
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  return { errors: [], done: previous.done + 1, message: 'The result was recorded.' };
}
