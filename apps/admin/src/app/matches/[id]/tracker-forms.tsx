'use client';

import { type ReactNode, useActionState, useEffect, useId, useState } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';
import { recordEventAction } from './actions';

export interface FigureChoice {
  id: string;
  name: string;
  side: number;
  active: boolean;
}

/** The refusal in words (next to the form that caused it), or what was recorded. */
function Outcome({ state, testId, fieldsShown = [] }: { state: ActionState; testId: string; fieldsShown?: string[] }) {
  const rest = state.errors.filter((e) => !fieldsShown.includes(e.field));
  return (
    <>
      <FormErrorSummary errors={rest} title="Refused" />
      {state.message && !state.errors.length && (
        <p className="notice notice--inline" role="status" data-testid={`${testId}-done`}>
          {state.message}
        </p>
      )}
    </>
  );
}

function EventForm({
  matchId,
  testId,
  label,
  className = '',
  fieldsShown,
  children,
}: {
  matchId: string;
  testId: string;
  label: string;
  className?: string;
  fieldsShown?: string[];
  children: (state: ActionState, pending: boolean) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState(recordEventAction, INITIAL_ACTION_STATE);
  return (
    <form action={formAction} className={`tracker-form ${className}`} noValidate data-testid={testId} aria-label={label}>
      <SubmitKey done={state.done} />
      <input type="hidden" name="matchId" value={matchId} />
      {children(state, pending)}
      <Outcome state={state} testId={testId} fieldsShown={fieldsShown} />
    </form>
  );
}

/** The one-click actions of one figure's card: damage or heal by clicks, KO, Critical Condition, capture... */
export function FigureActions({
  matchId,
  figureId,
  name,
  captured,
  opponents,
}: {
  matchId: string;
  figureId: string;
  name: string;
  captured: boolean;
  /** Who may be credited with the damage, KO, Critical Condition or capture. */
  opponents: { id: string; name: string }[];
}) {
  const clicksId = useId();
  const byId = useId();
  // Kept across events: a figure is usually worn down by the same opponent.
  const [by, setBy] = useState('');
  // Controlled, so a refused damage or heal keeps the clicks typed.
  const [clicks, setClicks] = useState('1');
  return (
    <EventForm matchId={matchId} testId="figure-actions" label={`Record for ${name}`} className="figure-actions" fieldsShown={['clicks']}>
      {(state, pending) => (
        <>
          <input type="hidden" name="figureId" value={figureId} />
          <div className="figure-actions__clicks">
            <label htmlFor={clicksId}>Clicks</label>
            <input id={clicksId} name="clicks" type="number" min={1} max={20} step={1} inputMode="numeric" value={clicks} onChange={(e) => setClicks(e.target.value)} className="input--tiny" {...invalidProps(state.errors, 'clicks')} />
            <button type="submit" name="type" value="DAMAGE" className="button button--small" disabled={pending}>
              Damage
            </button>
            <button type="submit" name="type" value="HEAL" className="button button--small button--secondary" disabled={pending}>
              Heal
            </button>
          </div>
          <FieldErrors errors={state.errors} name="clicks" />
          <div className="figure-actions__by">
            <label htmlFor={byId}>By</label>
            <select id={byId} name="byFigureId" value={by} onChange={(e) => setBy(e.target.value)}>
              <option value="">nobody (pushing, own power, unknown)</option>
              {opponents.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
          <div className="figure-actions__buttons">
            <button type="submit" name="type" value="KO" className="button button--small button--secondary" disabled={pending}>
              KO
            </button>
            <button type="submit" name="type" value="CRITICAL_CONDITION" className="button button--small button--secondary" disabled={pending}>
              Critical
            </button>
            {captured ? (
              <button type="submit" name="type" value="RESCUE" className="button button--small button--secondary" disabled={pending}>
                Rescue
              </button>
            ) : (
              <button type="submit" name="type" value="CAPTURE" className="button button--small button--secondary" disabled={pending}>
                Capture
              </button>
            )}
            <button type="submit" name="type" value="ESCAPE" className="button button--small button--secondary" disabled={pending}>
              Escape
            </button>
          </div>
        </>
      )}
    </EventForm>
  );
}

/**
 * An attack: attacker, target(s), close or ranged, distance, and who rolls the dice. Every field is
 * controlled, so a refused attack keeps what was chosen; a recorded one clears the targets and dice.
 */
export function AttackForm({ matchId, figures }: { matchId: string; figures: FigureChoice[] }) {
  const [state, formAction, pending] = useActionState(recordEventAction, INITIAL_ACTION_STATE);
  const active = figures.filter((f) => f.active);
  const [attacker, setAttacker] = useState(active[0]?.id ?? '');
  const [dice, setDice] = useState<'SERVER' | 'TABLE'>('SERVER');
  const [kind, setKind] = useState<'CLOSE' | 'RANGED'>('CLOSE');
  const [targets, setTargets] = useState<string[]>([]);
  const [distance, setDistance] = useState('1');
  const [faces, setFaces] = useState('');
  const ids = { attacker: useId(), distance: useId(), faces: useId() };
  const attackerSide = figures.find((f) => f.id === attacker)?.side;
  // The rules let an attack target enemies only.
  const candidates = active.filter((f) => f.side !== attackerSide);

  useEffect(() => {
    if (state.done === 0) return;
    setTargets([]);
    setFaces('');
  }, [state.done]);

  return (
    <form action={formAction} className="tracker-form form-card attack-form" noValidate data-testid="attack-form" aria-label="Record an attack">
      <SubmitKey done={state.done} />
      <input type="hidden" name="matchId" value={matchId} />
      <h3 className="form-card__title">Attack</h3>
      <input type="hidden" name="type" value="ATTACK" />
      {active.length < 2 ? (
        <p className="muted">An attack needs two active figures.</p>
      ) : (
        <>
          <div className="field-row">
            <div className="field">
              <label htmlFor={ids.attacker}>Attacker</label>
              <select
                id={ids.attacker}
                name="figureId"
                value={attacker}
                onChange={(e) => {
                  const side = figures.find((f) => f.id === e.target.value)?.side;
                  setAttacker(e.target.value);
                  setTargets((t) => t.filter((id) => figures.find((f) => f.id === id)?.side !== side));
                }}
                {...invalidProps(state.errors, 'figureId')}
              >
                {active.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
              <FieldErrors errors={state.errors} name="figureId" />
            </div>
            <fieldset className="field radio-row" {...invalidProps(state.errors, 'attackKind')}>
              <legend>Combat</legend>
              <label>
                <input type="radio" name="attackKind" value="CLOSE" checked={kind === 'CLOSE'} onChange={() => setKind('CLOSE')} /> Close
              </label>
              <label>
                <input type="radio" name="attackKind" value="RANGED" checked={kind === 'RANGED'} onChange={() => setKind('RANGED')} /> Ranged
              </label>
              <FieldErrors errors={state.errors} name="attackKind" />
            </fieldset>
            <div className="field field--narrow">
              <label htmlFor={ids.distance}>Distance (squares)</label>
              <input
                id={ids.distance}
                name="distance"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={distance}
                onChange={(e) => setDistance(e.target.value)}
                {...invalidProps(state.errors, 'distance')}
              />
              <FieldErrors errors={state.errors} name="distance" />
            </div>
          </div>
          <fieldset className="checkbox-list" {...invalidProps(state.errors, 'targetFigureIds')}>
            <legend>Target(s)</legend>
            {candidates.map((f) => (
              <label key={f.id} className="checkbox-list__item">
                <input
                  type="checkbox"
                  name="targetFigureIds"
                  value={f.id}
                  checked={targets.includes(f.id)}
                  onChange={(e) => setTargets((t) => (e.target.checked ? [...t, f.id] : t.filter((id) => id !== f.id)))}
                />{' '}
                {f.name}
              </label>
            ))}
            <FieldErrors errors={state.errors} name="targetFigureIds" />
          </fieldset>
          <fieldset className="field radio-row">
            <legend>Dice</legend>
            <label>
              <input type="radio" name="dice" value="SERVER" checked={dice === 'SERVER'} onChange={() => setDice('SERVER')} /> Server rolls (from the match&rsquo;s seed)
            </label>
            <label>
              <input type="radio" name="dice" value="TABLE" checked={dice === 'TABLE'} onChange={() => setDice('TABLE')} /> Rolled at the table
            </label>
          </fieldset>
          {dice === 'TABLE' && (
            <div className="field">
              <label htmlFor={ids.faces}>Dice rolled at the table (e.g. &ldquo;4 5&rdquo;)</label>
              <input
                id={ids.faces}
                name="forcedDice"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={faces}
                onChange={(e) => setFaces(e.target.value)}
                {...invalidProps(state.errors, 'forcedDice')}
              />
              <FieldErrors errors={state.errors} name="forcedDice" />
            </div>
          )}
          <div className="form-actions">
            <button type="submit" className="button" disabled={pending} data-testid="record-attack">
              {pending ? 'Rolling…' : 'Record attack'}
            </button>
          </div>
        </>
      )}
      <Outcome state={state} testId="attack-form" fieldsShown={['figureId', 'targetFigureIds', 'attackKind', 'distance', 'forcedDice']} />
    </form>
  );
}

/** What the whole match counts (bystanders, property, objectives) and the end of a side's turn. */
export function MatchWideForm({ matchId }: { matchId: string }) {
  return (
    <EventForm matchId={matchId} testId="match-wide-form" label="Record for the match" className="form-card">
      {(_state, pending) => (
        <>
          <h3 className="form-card__title">Table</h3>
          <div className="figure-actions__buttons">
            <button type="submit" name="type" value="BYSTANDER_SAVED" className="button button--small button--secondary" disabled={pending}>
              Bystander saved
            </button>
            <button type="submit" name="type" value="BYSTANDER_HURT" className="button button--small button--secondary" disabled={pending}>
              Bystander hurt
            </button>
            <button type="submit" name="type" value="PROPERTY_DESTROYED" className="button button--small button--secondary" disabled={pending}>
              Property destroyed
            </button>
            <button type="submit" name="type" value="OBJECTIVE_MET" className="button button--small button--secondary" disabled={pending}>
              Objective met
            </button>
          </div>
        </>
      )}
    </EventForm>
  );
}

export function EndTurnForm({ matchId, side, name }: { matchId: string; side: number; name: string }) {
  return (
    <EventForm matchId={matchId} testId="end-turn-form" label={`End the turn of ${name}`} className="end-turn">
      {(_state, pending) => (
        <>
          <input type="hidden" name="side" value={side} />
          <button type="submit" name="type" value="END_TURN" className="button button--small" disabled={pending}>
            End turn: {name}
          </button>
        </>
      )}
    </EventForm>
  );
}

/** Undo records a REVERSAL: the event stays in the log, marked as undone. */
export function UndoForm({ matchId, sequence }: { matchId: string; sequence: number }) {
  return (
    <EventForm matchId={matchId} testId="undo-form" label={`Undo event ${sequence}`} className="undo-form">
      {(_state, pending) => (
        <>
          <input type="hidden" name="reversesSequence" value={sequence} />
          <button type="submit" name="type" value="REVERSAL" className="button button--small button--danger-outline" disabled={pending}>
            {pending ? 'Undoing…' : 'Undo'}
          </button>
        </>
      )}
    </EventForm>
  );
}
