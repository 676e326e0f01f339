'use server';

import { randomUUID } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import type { MatchOutcomeInput, MatchResolutionFieldsFragment, SideOutcomeInput, UserErrorCode } from '@/gql/graphql';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { ApiError, graphqlRequest, withIdempotencyKey } from '@/lib/graphql-request';
import { formText, mutate, NO_REASON } from '@/lib/server-action';
import { type FormError, describeError } from '@/lib/user-errors';
import { OUTCOME_COUNTS, SCENARIO_FACTS } from './resolution-fields';

const PreviewMatchResolutionQuery = graphql(`
  query PreviewMatchResolution($input: PreviewMatchResolutionInput!) {
    previewMatchResolution(input: $input) {
      resolution {
        ...MatchResolutionFields
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const ResolveMatchMutation = graphql(`
  mutation ResolveMatch($input: ResolveMatchInput!) {
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

const VoidMatchMutation = graphql(`
  mutation VoidMatch($input: VoidMatchInput!) {
    voidMatch(input: $input) {
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

/** What the wizard keeps between its steps: the outcome sent, the preview, and the key of this preview. */
export interface ResolutionWizardState extends ActionState {
  preview?: {
    resolution: MatchResolutionFieldsFragment;
    /** The outcome previewed, as JSON: Apply sends exactly this. */
    outcome: string;
    /** Made once per preview: a double click or a retry of Apply resolves once. */
    idempotencyKey: string;
  };
}

const checked = (form: FormData, name: string) => form.get(name) === 'on';

function sent(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  // Ticked boxes of one name (objectives) come back joined by commas.
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = name in values ? `${values[name]},${value}` : value;
  return values;
}

const RESOLUTION_EXPLANATIONS: Partial<Record<UserErrorCode, string>> = {
  MATCH_ALREADY_RESOLVED: 'This match has already been resolved: its awards were applied once and are shown below.',
  IDEMPOTENCY_KEY_REUSED: 'This preview was already applied with a different outcome. Go back and preview again.',
  MATCH_VOID: 'This match was voided: it can no longer be resolved.',
  RESOLUTION_REFUSED_BY_RULES: 'The rules refuse this outcome.',
  SIDE_INVALID: 'That side is not in this match.',
  VOID_WOULD_OVERDRAW: 'Voiding would take a balance below zero: points of this match have since been spent. Correct the ledger first, then void.',
  MATCH_NOT_FOUND: 'The match no longer exists.',
};

/** The API's refusals, next to the outcome field they concern ("outcome.sides.0.bystandersSaved" → "sides.0.bystandersSaved"). */
function refusals(userErrors: readonly { code: UserErrorCode; field: readonly string[]; message: string }[]): FormError[] {
  return userErrors.map((e) => {
    const path = [...e.field];
    while (path[0] === 'input' || path[0] === 'outcome') path.shift();
    const own = RESOLUTION_EXPLANATIONS[e.code];
    const api = describeError(e);
    return { code: e.code, field: path.join('.'), message: own ? `${own} (${api})` : api };
  });
}

/** Who may resolve a match, for a refused request. */
const organizerFault = (what: string) => (error: ApiError) => faultErrors(error, what, 'the world’s Creator or an Organizer');

/** The outcome form as MatchOutcomeInput; problems a person can fix come back next to their fields. */
function readOutcome(form: FormData): { outcome: MatchOutcomeInput | null; errors: FormError[] } {
  const errors: FormError[] = [];
  const wholeNumber = (name: string, min: number, max: number, message: string): number | undefined => {
    const value = formText(form, name);
    if (value === '') return undefined;
    if (!/^\d{1,4}$/.test(value) || Number(value) < min || Number(value) > max) {
      errors.push({ code: 'INVALID_VALUE', field: name, message });
      return undefined;
    }
    return Number(value);
  };
  const sides: SideOutcomeInput[] = [];
  const outcome: MatchOutcomeInput = { inOverYourHead: checked(form, 'inOverYourHead'), sides };
  const winner = formText(form, 'winningSide');
  if (winner === '') errors.push({ code: 'INVALID_VALUE', field: 'winningSide', message: 'Choose the winning side, or a draw.' });
  else if (winner !== 'DRAW') outcome.winningSide = Number(winner);
  const difficulty = wholeNumber(
    'scenarioDifficulty',
    5,
    10,
    'The scenario difficulty is a whole number from 5 to 10 (leave it empty for the world’s default).',
  );
  if (difficulty !== undefined) outcome.scenarioDifficulty = difficulty;
  const rounds = wholeNumber('roundsPlayed', 0, 999, 'The rounds played are a whole number (leave it empty to count them from the log).');
  if (rounds !== undefined) outcome.roundsPlayed = rounds;

  const positions = form.getAll('sidePosition').map(String);
  positions.forEach((position, i) => {
    const at = (name: string) => `sides.${i}.${name}`;
    const side: SideOutcomeInput = {
      position: Number(position),
      teamResponsible: checked(form, at('teamResponsible')),
      ranAway: checked(form, at('ranAway')),
      objectivesMet: form
        .getAll(at('objectivesMet'))
        .flatMap((o) => String(o).split(/[\n,]+/))
        .map((o) => o.trim())
        .filter(Boolean),
    };
    const scenarioOutcome = formText(form, at('scenarioOutcome'));
    if (scenarioOutcome === 'WON' || scenarioOutcome === 'LOST') side.scenarioOutcome = scenarioOutcome;
    const responsible = formText(form, at('responsibleMemberId'));
    if (responsible) side.responsibleMemberId = responsible;
    for (const [name] of OUTCOME_COUNTS) {
      const value = wholeNumber(at(name), 0, 999, 'A whole number, 0 or more.');
      if (value !== undefined) side[name] = value;
    }
    for (const [name] of SCENARIO_FACTS) {
      const value = wholeNumber(at(name), 0, 9999, 'A whole number, 0 or more (leave it empty when it does not apply).');
      if (value !== undefined) side[name] = value;
    }
    sides.push(side);
  });
  return { outcome: errors.length ? null : outcome, errors };
}

/** Step 2: what resolveMatch would apply for this outcome, with the same dice; nothing is written. */
export async function previewResolutionAction(previous: ResolutionWizardState, form: FormData): Promise<ResolutionWizardState> {
  const matchId = formText(form, 'matchId');
  const values = sent(form);
  const { outcome, errors } = readOutcome(form);
  if (!outcome) return { errors, done: previous.done, values };
  const answer = await mutate(async () => (await graphqlRequest(PreviewMatchResolutionQuery, { input: { matchId, outcome } })).previewMatchResolution, {
    needs: ['resolution'],
    fault: organizerFault('resolve a match'),
    describe: refusals,
  });
  if (!answer.ok) return { errors: answer.errors, done: previous.done, values };
  return {
    errors: [],
    done: previous.done + 1,
    values,
    preview: { resolution: answer.result.resolution, outcome: JSON.stringify(outcome), idempotencyKey: randomUUID() },
  };
}

/** Step 3: applies the previewed outcome exactly once (the key travels with the preview), then shows the stored record. */
export async function applyResolutionAction(previous: ResolutionWizardState, form: FormData): Promise<ResolutionWizardState> {
  const matchId = formText(form, 'matchId');
  const idempotencyKey = formText(form, 'idempotencyKey');
  let outcome: MatchOutcomeInput;
  try {
    outcome = JSON.parse(formText(form, 'outcome')) as MatchOutcomeInput;
  } catch {
    return { ...previous, errors: [{ code: 'FAULT', field: '', message: 'The previewed outcome was lost. Go back and preview again.' }] };
  }
  if (!idempotencyKey) return { ...previous, errors: [{ code: 'FAULT', field: '', message: 'Preview the resolution before applying it.' }] };
  let already = false;
  try {
    const result = (await withIdempotencyKey(idempotencyKey, () => graphqlRequest(ResolveMatchMutation, { input: { matchId, outcome } }))).resolveMatch;
    if (result.userErrors.some((e) => e.code === 'MATCH_ALREADY_RESOLVED')) {
      // Resolved meanwhile (another tab, another Organizer): show the stored resolution, with why nothing was applied.
      already = true;
    } else if (result.userErrors.length || !result.match) {
      const refused = refusals(result.userErrors);
      return { ...previous, errors: refused.length ? refused : [NO_REASON] };
    }
  } catch (error) {
    if (error instanceof ApiError) return { ...previous, errors: organizerFault('resolve a match')(error) };
    throw error;
  }
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  redirect(`/matches/${encodeURIComponent(matchId)}?${already ? 'already' : 'resolved'}=1#resolution-title`);
}

/** Voids a resolved match: the API reverses its ledger entries (refused when that would overdraw a balance). */
export async function voidMatchAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const matchId = formText(form, 'matchId');
  const reason = formText(form, 'reason');
  const values = sent(form);
  if (!reason)
    return {
      errors: [{ code: 'INVALID_VALUE', field: 'reason', message: 'Say why the match is voided: it is kept with the match.' }],
      done: previous.done,
      values,
    };
  const answer = await mutate(async () => (await graphqlRequest(VoidMatchMutation, { input: { matchId, reason } })).voidMatch, {
    needs: ['match'],
    form,
    fault: (error) => faultErrors(error, 'void a match', 'the world’s Creator'),
    // Only the reason is a field of this form: other refusals are about the whole match.
    describe: (userErrors) => refusals(userErrors).map((e) => (e.field === 'reason' ? e : { ...e, field: '' })),
  });
  if (!answer.ok) return { errors: answer.errors, done: previous.done, values };
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  return { errors: [], done: previous.done + 1, message: 'The match was voided and its awards reversed.' };
}
