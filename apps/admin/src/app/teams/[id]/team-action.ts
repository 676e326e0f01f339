import { revalidatePath } from 'next/cache';
import { type ActionState, faultErrors } from '@/lib/action-state';
import type { ApiError } from '@/lib/graphql-request';
import { formText, mutate, type Needed, type Payload, sentValues } from '@/lib/server-action';
import { type FormError, toTeamFormErrors } from '@/lib/user-errors';

/*
 * What the team sheet's server actions share (a 'use server' file may only export actions, so
 * it lives here).
 */

/** The team sheet's path, refreshed after each change. */
export const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;

/** The form's fields as sent, without the hidden helpers naming the choices. */
export const sentTeamValues = (form: FormData) => sentValues(form, 'featName.', 'characterName.');

/** A request the API refused on the team sheet, in words: only the owner or the Creator may `what`. */
export const teamFault = (what: string) => (error: ApiError) => faultErrors(error, what, 'the team’s owner or the world’s Creator');

/** A form refused before asking the API: the message (next to `field`, or for the whole form) and the values sent. */
export function refusal(previous: ActionState, form: FormData, message: string, field = ''): ActionState & { values: Record<string, string> } {
  return { errors: [{ code: 'INVALID_VALUE', field, message }], done: previous.done, values: sentTeamValues(form) };
}

/**
 * Runs one advancement mutation: its userErrors come back as sentences (or as `describe` says),
 * a success refreshes the sheet (balances, members, ledger) and says what happened (`done`).
 */
export async function advance<T extends Payload, K extends keyof T>(
  previous: ActionState,
  form: FormData,
  step: {
    /** What only the owner or the Creator may do, e.g. "buy items for it". */
    what: string;
    /** The payload's fields a success has. */
    needs: readonly K[];
    run: () => Promise<T>;
    done: (result: Needed<T, K>) => string;
    describe?: (userErrors: T['userErrors']) => FormError[];
  },
): Promise<ActionState> {
  const { what, needs, run, done, describe = toTeamFormErrors } = step;
  const outcome = await mutate(run, { needs, fault: teamFault(what), describe, form });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values: sentTeamValues(form) };
  const message = done(outcome.result);
  revalidatePath(teamPath(formText(form, 'teamId')));
  return { errors: [], done: previous.done + 1, message };
}
