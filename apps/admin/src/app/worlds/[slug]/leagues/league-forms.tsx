'use client';

import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import { TIE_BREAKER_HINTS, TIE_BREAKER_LABELS, TIE_BREAKERS } from '@/components/league-labels';
import styles from '@/components/league.module.css';
import type { LeagueTieBreaker, TeamAlignment } from '@/gql/graphql';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';
import { TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { fieldId } from '@/lib/user-errors';
import { addLeagueTeamAction, createLeagueAction, updateLeagueAction } from './actions';

export interface LeagueSettings {
  name: string;
  season: string;
  win: number;
  draw: number;
  loss: number;
  /** The tie-breakers in use, in order. */
  tieBreakers: LeagueTieBreaker[];
}

export interface TeamChoice {
  id: string;
  name: string;
  alignment: TeamAlignment;
}

/** A key that remounts a field after each attempt, so it shows what was sent (refused) or the saved value (done). */
const attemptKey = (state: ActionState, name: string) => `${name}-${state.done}-${state.values?.[name] ?? ''}`;

/**
 * The league's name, season, scoring and ordered tie-breakers: for a new league (with the teams
 * entering it now) or to change an open one. Refusals show next to their field.
 */
export function LeagueSettingsForm({
  mode,
  worldSlug,
  leagueId,
  initial,
  teams = [],
}: {
  mode: 'create' | 'edit';
  worldSlug: string;
  leagueId?: string;
  initial: LeagueSettings;
  /** For a new league: the world's teams, to enter some now. */
  teams?: TeamChoice[];
}) {
  const [state, formAction, pending] = useActionState(mode === 'create' ? createLeagueAction : updateLeagueAction, INITIAL_ACTION_STATE);
  const titleId = useId();
  const v = (name: keyof LeagueSettings) => state.values?.[name] ?? String(initial[name]);
  const prefix = mode === 'create' ? 'new-league' : 'edit-league';
  const id = (name: string) => `${prefix}-${fieldId(name)}`;
  const summary = state.errors.filter((e) => !['name', 'season', 'win', 'draw', 'loss', 'tieBreakers'].includes(e.field));
  const chosenTeams = new Set((state.values?.teamIds ?? '').split(',').filter(Boolean));
  // FieldErrors looks fields up by name: give it ids of this form.
  const own = (name: string) => state.errors.filter((e) => e.field === name).map((e) => ({ ...e, field: id(name) }));
  const Field = ({ name }: { name: string }) => <FieldErrors errors={own(name)} name={id(name)} />;
  const invalid = (name: string) => {
    const errors = own(name);
    return errors.length ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(id(name))}-error` } : {};
  };

  return (
    <form action={formAction} className={`form-card ${styles.settingsForm}`} noValidate data-testid={`${prefix}-form`} aria-labelledby={titleId}>
      <SubmitKey done={state.done} />
      <h2 id={titleId} className="form-card__title">
        {mode === 'create' ? 'New league' : 'Name, scoring and tie-breakers'}
      </h2>
      <FormErrorSummary errors={summary} title={mode === 'create' ? 'The league was not created' : 'The settings were not saved'} />
      <input type="hidden" name="world" value={worldSlug} />
      {leagueId && <input type="hidden" name="leagueId" value={leagueId} />}
      <div className="form-inline">
        <div className="field" key={attemptKey(state, 'name')}>
          <label htmlFor={id('name')}>League name</label>
          <input id={id('name')} name="name" type="text" maxLength={80} defaultValue={v('name')} autoComplete="off" {...invalid('name')} />
          <Field name="name" />
        </div>
        <div className="field" key={attemptKey(state, 'season')}>
          <label htmlFor={id('season')}>Season (optional)</label>
          <input
            id={id('season')}
            name="season"
            type="text"
            maxLength={40}
            defaultValue={v('season')}
            placeholder="e.g. 2026 Spring"
            autoComplete="off"
            {...invalid('season')}
          />
          <Field name="season" />
        </div>
      </div>
      <fieldset className={styles.scoringFields}>
        <legend>Points for each result</legend>
        {(
          [
            ['win', 'Win'],
            ['draw', 'Draw'],
            ['loss', 'Loss'],
          ] as const
        ).map(([name, label]) => (
          <div className="field field--narrow" key={attemptKey(state, name)}>
            <label htmlFor={id(name)}>{label}</label>
            <input id={id(name)} name={name} type="number" min={0} max={100} step={1} inputMode="numeric" defaultValue={v(name)} {...invalid(name)} />
            <Field name={name} />
          </div>
        ))}
      </fieldset>
      <TieBreakerOrder initial={initial.tieBreakers} idPrefix={prefix} />
      <Field name="tieBreakers" />
      {mode === 'create' && (
        <fieldset className="field">
          <legend>Teams entering now (more can join later)</legend>
          {teams.length === 0 ? (
            <p className="muted">This world has no teams yet.</p>
          ) : (
            <ul className={styles.teamList} key={attemptKey(state, 'teamIds')}>
              {teams.map((team) => (
                <li key={team.id}>
                  <label>
                    <input type="checkbox" name="teamIds" value={team.id} defaultChecked={chosenTeams.has(team.id)} /> {team.name}{' '}
                    <span className="muted">({TEAM_ALIGNMENT_LABELS[team.alignment]})</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending} data-testid={`${prefix}-submit`}>
          {pending ? 'Saving…' : mode === 'create' ? 'Create league' : 'Save settings'}
        </button>
      </div>
      {state.message && !state.errors.length && (
        <p className="notice" role="status" data-testid={`${prefix}-done`}>
          {state.message}
        </p>
      )}
    </form>
  );
}

/**
 * The tie-breakers in the order they apply: each can be used or not, and moved up or down with its
 * buttons (focus stays on the moved tie-breaker). The used ones are sent in order.
 */
function TieBreakerOrder({ initial, idPrefix }: { initial: LeagueTieBreaker[]; idPrefix: string }) {
  const [order, setOrder] = useState<LeagueTieBreaker[]>(() => [...initial, ...TIE_BREAKERS.filter((t) => !initial.includes(t))]);
  const [used, setUsed] = useState<Set<LeagueTieBreaker>>(() => new Set(initial));
  const [focus, setFocus] = useState<{ kind: LeagueTieBreaker; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus) return;
    const index = order.indexOf(focus.kind);
    // At the top (or bottom) its button is disabled: focus the other one.
    const direction =
      (focus.direction === 'up' && index === 0) || (focus.direction === 'down' && index === order.length - 1)
        ? focus.direction === 'up'
          ? 'down'
          : 'up'
        : focus.direction;
    buttons.current.get(`${focus.kind}-${direction}`)?.focus();
  }, [focus, order]);

  const move = (kind: LeagueTieBreaker, direction: 'up' | 'down') => {
    const index = order.indexOf(kind);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    [next[index], next[target]] = [next[target], next[index]];
    setOrder(next);
    setAnnouncement(`${TIE_BREAKER_LABELS[kind]} is now tie-breaker ${target + 1} of ${order.length}.`);
    setFocus({ kind, direction });
  };

  return (
    <fieldset className="field" data-testid="tie-breaker-order">
      <legend>Tie-breakers, in the order they apply to teams level on points</legend>
      <ol className={styles.tieBreakerList}>
        {order.map((kind, index) => {
          const checkboxId = `${idPrefix}-tb-${kind}`;
          const on = used.has(kind);
          return (
            <li key={kind} className={`${styles.tieBreakerItem} ${on ? '' : styles.tieBreakerOff}`} data-testid="tie-breaker-item" data-kind={kind}>
              {on && <input type="hidden" name="tieBreakers" value={kind} />}
              <label htmlFor={checkboxId}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={on}
                  onChange={(e) => {
                    const checked = e.target.checked;
                    setUsed((current) => {
                      const next = new Set(current);
                      if (checked) next.add(kind);
                      else next.delete(kind);
                      return next;
                    });
                  }}
                />{' '}
                <strong>
                  {index + 1}. {TIE_BREAKER_LABELS[kind]}
                </strong>{' '}
                <span className="muted">{TIE_BREAKER_HINTS[kind]}</span>
              </label>
              <span>
                <button
                  ref={(el) => {
                    if (el) buttons.current.set(`${kind}-up`, el);
                  }}
                  type="button"
                  className="button button--small button--secondary"
                  onClick={() => move(kind, 'up')}
                  disabled={index === 0}
                >
                  Move up<span className="visually-hidden">: {TIE_BREAKER_LABELS[kind]}</span>
                </button>{' '}
                <button
                  ref={(el) => {
                    if (el) buttons.current.set(`${kind}-down`, el);
                  }}
                  type="button"
                  className="button button--small button--secondary"
                  onClick={() => move(kind, 'down')}
                  disabled={index === order.length - 1}
                >
                  Move down<span className="visually-hidden">: {TIE_BREAKER_LABELS[kind]}</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}

/** A team of the world joins the league; the API's refusal shows under the choice. */
export function AddTeamForm({ worldSlug, leagueId, teams }: { worldSlug: string; leagueId: string; teams: TeamChoice[] }) {
  const [state, formAction, pending] = useActionState(addLeagueTeamAction, INITIAL_ACTION_STATE);
  const selectId = fieldId('teamId');
  return (
    <form action={formAction} className="form-card form-inline" noValidate data-testid="add-league-team-form" aria-labelledby="add-league-team-title">
      <SubmitKey done={state.done} />
      <h3 id="add-league-team-title" className="form-card__title">
        Add a team
      </h3>
      <input type="hidden" name="world" value={worldSlug} />
      <input type="hidden" name="leagueId" value={leagueId} />
      {teams.length === 0 ? (
        <p className="muted">Every team of the world is in this league.</p>
      ) : (
        <>
          <div className="field" key={attemptKey(state, 'teamId')}>
            <label htmlFor={selectId}>Team</label>
            <select id={selectId} name="teamId" defaultValue={state.values?.teamId ?? ''} {...invalidProps(state.errors, 'teamId')}>
              <option value="" disabled>
                Choose a team
              </option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name} ({TEAM_ALIGNMENT_LABELS[team.alignment]})
                </option>
              ))}
            </select>
            <FieldErrors errors={state.errors} name="teamId" />
          </div>
          <div className="form-actions">
            <button type="submit" className="button" disabled={pending}>
              {pending ? 'Adding…' : 'Add team'}
            </button>
          </div>
        </>
      )}
      <FormErrorSummary errors={state.errors.filter((e) => e.field !== 'teamId')} title="Refused" />
      {state.message && !state.errors.length && (
        <p className="notice" role="status" data-testid="add-league-team-done">
          {state.message}
        </p>
      )}
    </form>
  );
}
