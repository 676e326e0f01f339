'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { AttackKind, MatchEventInput, MatchEventType } from '@/gql/graphql';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { MATCH_EVENT_LABELS } from '@/lib/match-labels';
import { formText, mutate, sentValues } from '@/lib/server-action';
import { type FormError, describeError } from '@/lib/user-errors';

const RecordMatchEventMutation = graphql(`
  mutation RecordMatchEvent($input: RecordMatchEventInput!) {
    recordMatchEvent(input: $input) {
      event {
        id
        sequence
        type
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const problem = (field: string, message: string): FormError[] => [{ code: 'INVALID_VALUE', field, message }];

/** Refusals of the rules in the console's words: the API's reason code, then its sentence. */
const EVENT_EXPLANATIONS: Partial<Record<FormError['code'], string>> = {
  FIGURE_NOT_ACTIVE: 'That figure cannot take part now.',
  EVENT_REFUSED_BY_RULES: 'The rules do not allow this.',
  EVENT_NOT_REVERSIBLE: 'This event cannot be undone.',
  MATCH_CLOSED: 'The match is over: nothing more can be recorded.',
  TABLE_DICE_INVALID: 'The dice entered do not fit this roll.',
  EVENT_FIELD_MISSING: 'Something the event needs is missing.',
};

const EVENT_TYPES = new Set<string>(Object.keys(MATCH_EVENT_LABELS));
const WITH_FIGURE = new Set(['ATTACK', 'DAMAGE', 'HEAL', 'KO', 'CRITICAL_CONDITION', 'CAPTURE', 'RESCUE', 'ESCAPE']);

/** The form as an event: fields the form does not show are left for the API to default. */
function readEvent(form: FormData): { event: MatchEventInput | null; errors: FormError[] } {
  const type = formText(form, 'type');
  if (!EVENT_TYPES.has(type)) return { event: null, errors: problem('', 'Choose what happened.') };
  const event: MatchEventInput = { type: type as MatchEventType };
  if (WITH_FIGURE.has(type)) {
    const figureId = formText(form, 'figureId');
    if (!figureId) return { event: null, errors: problem('figureId', type === 'ATTACK' ? 'Choose the attacker.' : 'Choose the figure.') };
    event.figureId = figureId;
  }
  if (type === 'ATTACK') {
    const kind = formText(form, 'attackKind');
    if (kind !== 'CLOSE' && kind !== 'RANGED') return { event: null, errors: problem('attackKind', 'Choose close or ranged combat.') };
    event.attackKind = kind as AttackKind;
    event.targetFigureIds = form.getAll('targetFigureIds').map(String).filter(Boolean);
    if (!event.targetFigureIds.length) return { event: null, errors: problem('targetFigureIds', 'Tick at least one target.') };
    const distance = formText(form, 'distance') || '1';
    if (!/^\d{1,3}$/.test(distance) || Number(distance) < 1) return { event: null, errors: problem('distance', 'The distance is a whole number of squares, 1 for adjacent.') };
    event.distance = Number(distance);
    if (formText(form, 'dice') === 'TABLE') {
      const faces = formText(form, 'forcedDice').split(/[\s,]+/).filter(Boolean);
      if (!faces.length || faces.some((f) => !/^[1-6]$/.test(f))) {
        return { event: null, errors: problem('forcedDice', 'Enter each die rolled at the table as a number from 1 to 6, separated by spaces (e.g. "4 5").') };
      }
      event.forcedDice = faces.map(Number);
    }
  }
  // Who did it earns the defeat (DAMAGE, KO, Critical Condition) or holds the captive (CAPTURE).
  if (['DAMAGE', 'KO', 'CRITICAL_CONDITION', 'CAPTURE'].includes(type) && formText(form, 'byFigureId')) event.byFigureId = formText(form, 'byFigureId');
  if (type === 'DAMAGE' || type === 'HEAL') {
    const clicks = formText(form, 'clicks') || '1';
    if (!/^\d{1,2}$/.test(clicks) || Number(clicks) < 1) return { event: null, errors: problem('clicks', 'The clicks are a whole number above zero.') };
    event.clicks = Number(clicks);
  }
  if (type === 'END_TURN') {
    const side = formText(form, 'side');
    if (!/^\d+$/.test(side)) return { event: null, errors: problem('side', 'Choose whose turn ends.') };
    event.side = Number(side);
  }
  if (type === 'REVERSAL') {
    const sequence = formText(form, 'reversesSequence');
    if (!/^\d+$/.test(sequence)) return { event: null, errors: problem('', 'Choose the event to undo.') };
    event.reversesSequence = Number(sequence);
  }
  const note = formText(form, 'note');
  if (note) event.note = note;
  return { event, errors: [] };
}

/** Appends one event to the match's log; the page then shows the state the rules fold from it. */
export async function recordEventAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const matchId = formText(form, 'matchId');
  const values = sentValues(form);
  const { event, errors } = readEvent(form);
  if (!event) return { errors, done: previous.done, values };
  const outcome = await mutate(async () => (await graphqlRequest(RecordMatchEventMutation, { input: { matchId, event } })).recordMatchEvent, {
    needs: ['event'],
    form,
    fault: (error) => faultErrors(error, 'record what happens in a match', 'the world’s Creator or an Organizer'),
    describe: (userErrors) =>
      userErrors.map((e) => {
        const own = EVENT_EXPLANATIONS[e.code];
        const api = describeError(e);
        const field = e.field[0] === 'event' ? e.field.slice(1, 2).join('.') : '';
        return { code: e.code, field, message: own ? `${own} (${api})` : api };
      }),
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  const what = MATCH_EVENT_LABELS[outcome.result.event.type];
  return { errors: [], done: previous.done + 1, message: `${what} recorded as event ${outcome.result.event.sequence}.` };
}
