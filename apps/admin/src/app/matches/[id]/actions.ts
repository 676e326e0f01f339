'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type {
  AlphaPower,
  AttackFeat,
  AttackKind,
  AttackPurpose,
  AttackTargetInput,
  MatchActionKind,
  MatchEventInput,
  MatchEventType,
  ObjectWeight,
} from '@/gql/graphql';
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
const WITH_FIGURE = new Set([
  'ATTACK',
  'ATTACK_TERRAIN',
  'POSSESSION',
  'ACTION',
  'POWER',
  'FLEE',
  'SHARED_BURDEN',
  'VICTIM_KILLED',
  'KILL_ANSWER',
  'INSANITY_ROLL',
  'DAMAGE',
  'HEAL',
  'KO',
  'CRITICAL_CONDITION',
  'CAPTURE',
  'RESCUE',
  'ESCAPE',
  'MINION',
]);
const ACTION_KINDS = new Set<string>(['MOVE', 'POWER', 'FREE'] satisfies MatchActionKind[]);
const ALPHA_POWERS = new Set<string>(['PULSE', 'POISON', 'REGENERATION', 'HEAL'] satisfies AlphaPower[]);
const OBJECT_WEIGHTS = new Set<string>(['LIGHT', 'MEDIUM', 'HEAVY', 'EXTREME'] satisfies ObjectWeight[]);
const PURPOSES = new Set<string>(['DAMAGE', 'CAPTURE', 'RESCUE'] satisfies AttackPurpose[]);
const wholeNumber = (text: string, max: number) => /^\d{1,3}$/.test(text) && Number(text) <= max;

type AttackFields = Pick<
  MatchEventInput,
  | 'attackKind'
  | 'frenzy'
  | 'flurry'
  | 'targets'
  | 'damageSplit'
  | 'object'
  | 'feats'
  | 'purpose'
  | 'captiveFigureId'
  | 'forcedDice'
  | 'attacker'
  | 'coordinatedWith'
>;

/**
 * The attack form: each ticked target with its own distance and line of fire (ranged; close
 * combat is adjacent), Team Defense flag and Shared Defense mates, the attacker's Shared Attack
 * mates and Coordinated Assault's (Clix Campaign team abilities), the damage split when there are several (all or none),
 * an object, feats, the purpose and the dice rolled at the table. A HorrorClix frenzy is a close attack.
 */
function readAttack(form: FormData): AttackFields | { errors: FormError[] } {
  const combat = formText(form, 'attackKind');
  if (combat !== 'CLOSE' && combat !== 'RANGED' && combat !== 'FRENZY' && combat !== 'FLURRY')
    return { errors: problem('attackKind', 'Choose close or ranged combat.') };
  const kind = combat === 'FRENZY' || combat === 'FLURRY' ? 'CLOSE' : combat;
  const ids = form.getAll('targetFigureIds').map(String).filter(Boolean);
  if (!ids.length) return { errors: problem('targetFigureIds', 'Tick at least one target.') };
  const targets: AttackTargetInput[] = [];
  for (const figureId of ids) {
    const distance = kind === 'RANGED' ? formText(form, `distance.${figureId}`) || '1' : '1';
    if (!wholeNumber(distance, 100) || Number(distance) < 1)
      return { errors: problem('targetFigureIds', 'Each distance is a whole number of squares, 1 for adjacent.') };
    targets.push({
      figureId,
      distance: Number(distance),
      lineOfFireCrossesHinderingTerrain: kind === 'RANGED' && formText(form, `hindering.${figureId}`) === 'on',
      adjacentToTeamMate: formText(form, `teamMate.${figureId}`) === 'on',
      sharedDefenseFrom: form.getAll(`sharedDefense.${figureId}`).map(String),
    });
  }
  const fields: AttackFields = { attackKind: kind as AttackKind, targets };
  const sharedAttackFrom = form.getAll('sharedAttackFrom').map(String);
  if (sharedAttackFrom.length) fields.attacker = { sharedAttackFrom };
  const coordinatedWith = form.getAll('coordinatedWith').map(String);
  if (coordinatedWith.length) fields.coordinatedWith = coordinatedWith;
  if (combat === 'FRENZY') fields.frenzy = true;
  if (combat === 'FLURRY') fields.flurry = true;
  const errors = readAttackOptions(form, fields, ids);
  return errors ? { errors } : fields;
}

/** The attack's damage split, object, feats, purpose (and captive to rescue) and the dice rolled at the table, into `fields`. */
function readAttackOptions(form: FormData, fields: AttackFields, ids: string[]): FormError[] | void {
  const shares = ids.length > 1 ? ids.map((figureId) => ({ figureId, clicks: formText(form, `split.${figureId}`) })) : [];
  if (shares.some((s) => s.clicks !== '')) {
    if (shares.some((s) => !wholeNumber(s.clicks, 30)))
      return problem('damageSplit', 'Split the damage as whole clicks for every target (0 for none), or leave every box empty for an even split.');
    fields.damageSplit = shares.map((s) => ({ figureId: s.figureId, clicks: Number(s.clicks) }));
  }
  const weight = formText(form, 'objectWeight');
  if (weight) {
    if (!OBJECT_WEIGHTS.has(weight)) return problem('object', 'Choose the object’s weight.');
    fields.object = { weight: weight as ObjectWeight, viaTelekinesis: formText(form, 'objectViaTelekinesis') === 'on' };
  }
  const feats = form.getAll('feats').map(String).filter(Boolean);
  if (feats.length) fields.feats = feats as AttackFeat[];
  const purpose = formText(form, 'purpose') || 'DAMAGE';
  if (!PURPOSES.has(purpose)) return problem('purpose', 'Choose what the attack is for.');
  if (purpose !== 'DAMAGE') fields.purpose = purpose as AttackPurpose;
  if (purpose === 'RESCUE') {
    const captive = formText(form, 'captiveFigureId');
    if (!captive) return problem('captiveFigureId', 'Choose the captive to rescue.');
    fields.captiveFigureId = captive;
  }
  if (formText(form, 'dice') === 'TABLE') {
    const faces = formText(form, 'forcedDice')
      .split(/[\s,]+/)
      .filter(Boolean);
    if (!faces.length || faces.some((f) => !/^[1-6]$/.test(f))) {
      return problem('forcedDice', 'Enter each die rolled at the table as a number from 1 to 6, separated by spaces (e.g. "4 5").');
    }
    fields.forcedDice = faces.map(Number);
  }
}

/**
 * Reads one part of the event from the form into `event`: its errors when the form is wrong, nothing
 * when the part is read.
 */
type EventReader = (form: FormData, event: MatchEventInput) => FormError[] | void;

const readAttackEvent: EventReader = (form, event) => {
  const attack = readAttack(form);
  if ('errors' in attack) return attack.errors;
  Object.assign(event, attack);
};

const readAction: EventReader = (form, event) => {
  const action = formText(form, 'action');
  if (!ACTION_KINDS.has(action)) return problem('action', 'Choose a move, a power or a free action.');
  event.action = action as MatchActionKind;
  // HorrorClix: the victims a move passed, turned face up.
  const passed = form.getAll('passedVictimIds').map(String).filter(Boolean);
  if (passed.length) event.passedVictimIds = passed;
};

/** Alpha, instead of attacking: the power, and the figures it names (none for Regeneration). */
const readPower: EventReader = (form, event) => {
  const power = formText(form, 'power');
  if (!ALPHA_POWERS.has(power)) return problem('power', 'Choose the power used.');
  const named = form.getAll('targetFigureIds').map(String).filter(Boolean);
  if (power !== 'REGENERATION' && !named.length)
    return problem('targetFigureIds', power === 'HEAL' ? 'Choose the friend healed.' : 'Tick the enemies it reaches.');
  Object.assign(event, { power: power as AlphaPower, targetFigureIds: named });
};

const readFlee: EventReader = (form, event) => {
  const from = formText(form, 'fromFigureId');
  if (!from) return problem('fromFigureId', 'Choose the enemy the figure flees from.');
  event.fromFigureId = from;
};

const readSharedBurden: EventReader = (form, event) => {
  const to = formText(form, 'toFigureId');
  if (!to) return problem('toFigureId', 'Choose the team mate who heals.');
  event.toFigureId = to;
};

const readTerrainAttack: EventReader = (form, event) => {
  const kind = formText(form, 'attackKind');
  if (kind !== 'CLOSE' && kind !== 'RANGED') return problem('attackKind', 'Choose close or ranged combat.');
  const distance = formText(form, 'distance');
  if (!wholeNumber(distance, 100) || Number(distance) < 1) return problem('distance', 'The distance is a whole number of squares, 1 for adjacent.');
  Object.assign(event, { attackKind: kind as AttackKind, distance: Number(distance) });
};

const readVictimKilled: EventReader = (form, event) => {
  if (formText(form, 'nextToTreeOfTheDamned') === 'on') event.nextToTreeOfTheDamned = true;
};

const readPossession: EventReader = (form, event) => {
  const possessed = formText(form, 'possessed');
  if (possessed !== 'true' && possessed !== 'false') return problem('possessed', 'Choose possessed or freed.');
  event.possessed = possessed === 'true';
};

const readEtiquette: EventReader = (form, event) => {
  if (!formText(form, 'note')) return problem('note', 'Write the question the roll settles.');
  const die = formText(form, 'forcedDice');
  if (die && !/^[1-6]$/.test(die))
    return problem('forcedDice', 'The die rolled at the table is a number from 1 to 6, or leave it empty for the server to roll.');
  if (die) event.forcedDice = [Number(die)];
};

const readInsanityRoll: EventReader = (form, event) => {
  const value = formText(form, 'insanityValue');
  if (!/^[1-7]$/.test(value)) return problem('insanityValue', 'The insanity value is the number from 1 to 7 the dial shows.');
  event.insanityValue = Number(value);
};

const readVictim =
  (missing: string): EventReader =>
  (form, event) => {
    const victim = formText(form, 'victimId');
    if (!victim) return problem('victimId', missing);
    event.victimId = victim;
  };

const readPlotTwist: EventReader = (form, event) => {
  const card = formText(form, 'card');
  if (!card) return problem('card', 'Write the name of the card played.');
  const points = formText(form, 'points') || '0';
  if (!/^-?\d{1,3}$/.test(points) || Math.abs(Number(points)) > 100) return problem('points', 'The points are a whole number from -100 to 100.');
  Object.assign(event, { card, subplot: formText(form, 'subplot') === 'on', success: formText(form, 'success') === 'on', points: Number(points) });
  if (formText(form, 'victimId')) event.victimId = formText(form, 'victimId');
};

const readKillAnswer: EventReader = (form, event) => {
  const answerPower = formText(form, 'answerPower');
  if (!answerPower) return problem('answerPower', 'Write the name of the power that answers the kill.');
  Object.assign(event, { answerPower, success: formText(form, 'success') === 'on' });
};

/** One choice per KO'd figure, in the order matchState lists them; "" where none fits. */
const readReinforcements: EventReader = (form, event) => {
  event.reinforcementFigureIds = form.getAll('reinforcementFigureIds').map((id) => String(id) || null);
};

/** Who did it earns the defeat (DAMAGE, KO, Critical Condition) or holds the captive (CAPTURE). */
const readBy: EventReader = (form, event) => {
  if (formText(form, 'byFigureId')) event.byFigureId = formText(form, 'byFigureId');
};

const readClicks: EventReader = (form, event) => {
  const clicks = formText(form, 'clicks') || '1';
  if (!/^\d{1,2}$/.test(clicks) || Number(clicks) < 1) return problem('clicks', 'The clicks are a whole number above zero.');
  event.clicks = Number(clicks);
};

const readSide =
  (missing: string): EventReader =>
  (form, event) => {
    const side = formText(form, 'side');
    if (!/^\d+$/.test(side)) return problem('side', missing);
    event.side = Number(side);
  };

const readReversal: EventReader = (form, event) => {
  const sequence = formText(form, 'reversesSequence');
  if (!/^\d+$/.test(sequence)) return problem('', 'Choose the event to undo.');
  event.reversesSequence = Number(sequence);
};

/** What each event type reads from the form besides its figure and note, in the order its errors are reported. */
const EVENT_READERS: Partial<Record<MatchEventType, EventReader[]>> = {
  ATTACK: [readAttackEvent],
  ACTION: [readAction],
  POWER: [readPower],
  FLEE: [readFlee],
  SHARED_BURDEN: [readSharedBurden],
  ATTACK_TERRAIN: [readTerrainAttack],
  VICTIM_KILLED: [readVictimKilled],
  POSSESSION: [readPossession],
  ETIQUETTE: [readEtiquette, readSide('Choose the side that asks.')],
  INSANITY_ROLL: [readInsanityRoll],
  MOVE_VICTIM: [readVictim('Choose the victim moved.')],
  MINION: [readVictim('Choose the victim the minion replaces.')],
  PLOT_TWIST: [readPlotTwist, readSide('Choose the side that plays the card.')],
  KILL_ANSWER: [readKillAnswer, readSide('Choose the side that answers.')],
  REINFORCE: [readReinforcements],
  DAMAGE: [readBy, readClicks],
  HEAL: [readClicks],
  KO: [readBy],
  CRITICAL_CONDITION: [readBy],
  CAPTURE: [readBy],
  END_TURN: [readSide('Choose whose turn ends.')],
  REVERSAL: [readReversal],
};

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
  for (const read of EVENT_READERS[event.type] ?? []) {
    const errors = read(form, event);
    if (errors) return { event: null, errors };
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
        // The form ticks targets by figure; the API names the `targets` entry it refuses.
        return { code: e.code, field: field === 'targets' ? 'targetFigureIds' : field, message: own ? `${own} (${api})` : api };
      }),
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  revalidatePath(`/matches/${encodeURIComponent(matchId)}`);
  const what = MATCH_EVENT_LABELS[outcome.result.event.type];
  return { errors: [], done: previous.done + 1, message: `${what} recorded as event ${outcome.result.event.sequence}.` };
}
