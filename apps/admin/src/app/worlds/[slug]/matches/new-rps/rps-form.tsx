'use client';

import { type FormEvent, startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { FieldErrors, FormErrorSummary } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import type { Rank } from '@/gql/graphql';
import type { FormError } from '@/lib/user-errors';
import { createRpsMatchAction, type CreateRpsState } from './actions';

export interface MonsterChoice {
  versionId: string;
  name: string;
  rank: Rank;
  /** The attack on the version's starting click, the value it plays the whole game at; null without one. */
  attack: number | null;
}

/** Seed 002: "an army whose attack value total is a maximum of 150". */
const MAX_ATTACK_TOTAL = 150;
const RINGS: Partial<Record<Rank, string>> = { ROOKIE: 'Yellow', EXPERIENCED: 'Blue', VETERAN: 'Red' };
const ROLES = [
  ...[0, 1, 2, 3, 4].map((col) => ({ value: `FRONT_${col}`, label: `Front line, column ${col + 1}` })),
  { value: 'COMMANDER', label: 'Commander' },
  { value: 'RESERVE', label: 'Reserve (summoned later)' },
];
const INITIAL: CreateRpsState = { errors: [], attempt: 0 };

interface Pick {
  key: number;
  choice: MonsterChoice;
  role: string;
}

/** Why a monster cannot join the army now, as the engine would refuse it; null when it can. */
function refusalOf(choice: MonsterChoice, total: number): string | null {
  if (!RINGS[choice.rank]) return 'Uniques and limited editions cannot play: only yellow, blue and red rings.';
  if (choice.attack === null || choice.attack < 1) return 'Its starting click shows no attack value.';
  if (total + choice.attack > MAX_ATTACK_TOTAL) return `It would take the attack total to ${total + choice.attack}, over ${MAX_ATTACK_TOTAL}.`;
  return null;
}

/** The first role a new pick takes: the first free front-line column, then the commander, then the reserve. */
function nextRole(picks: readonly Pick[]): string {
  const taken = new Set(picks.map((p) => p.role));
  return ROLES.find((r) => r.value !== 'RESERVE' && !taken.has(r.value))?.value ?? 'RESERVE';
}

function ArmyPicker({
  side,
  monsters,
  teams,
  errors,
}: {
  side: number;
  monsters: MonsterChoice[];
  teams: { id: string; name: string }[];
  errors: FormError[];
}) {
  const [picks, setPicks] = useState<Pick[]>([]);
  const [nextKey, setNextKey] = useState(0);
  const total = picks.reduce((sum, p) => sum + (p.choice.attack ?? 0), 0);
  const prefix = `sides.${side}`;
  const add = (choice: MonsterChoice) => {
    setPicks((all) => [...all, { key: nextKey, choice, role: nextRole(all) }]);
    setNextKey((k) => k + 1);
  };
  const sideErrors = errors.filter((e) => e.field === prefix || e.field === `${prefix}.versionIds` || e.field.startsWith(`${prefix}.rps`));
  return (
    <fieldset className="rps-army" data-testid="rps-army" data-side={side}>
      <legend>Player {side + 1}</legend>
      <div className="form-row">
        <label htmlFor={`rps-team-${side}`}>Whose side</label>
        <select id={`rps-team-${side}`} name={`${prefix}.teamId`} defaultValue="">
          <option value="">Hot seat: the Creator or an Organizer moves for it</option>
          {teams.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}: its owner moves for it
            </option>
          ))}
        </select>
      </div>
      <div className="form-row">
        <label htmlFor={`rps-computer-${side}`}>Played by</label>
        <select id={`rps-computer-${side}`} name={`${prefix}.computer`} defaultValue="">
          <option value="">A person</option>
          <option value="RANDOM">The computer: random legal moves</option>
          <option value="GREEDY">The computer: greedy (one move ahead)</option>
        </select>
      </div>
      <p className="rps-total" data-testid="rps-total" data-total={total} aria-live="polite">
        Attack total: <strong>{total}</strong> / {MAX_ATTACK_TOTAL}
      </p>
      {sideErrors.map((e, i) => (
        <p key={i} className="field-error" data-testid="field-error" data-field={e.field}>
          {e.message}
        </p>
      ))}
      <h3>Army ({picks.length})</h3>
      {picks.length === 0 ? (
        <p className="muted">Add at least six monsters: five for the front line and the commander.</p>
      ) : (
        <ol className="rps-picks">
          {picks.map((p, i) => (
            <li key={p.key} data-testid="rps-pick" data-version-id={p.choice.versionId}>
              <input type="hidden" name={`${prefix}.versionIds`} value={p.choice.versionId} />
              <span>
                {p.choice.name} ({RINGS[p.choice.rank]} {p.choice.attack})
              </span>{' '}
              <label className="visually-hidden" htmlFor={`rps-role-${side}-${p.key}`}>
                Role of {p.choice.name}
              </label>
              <select
                id={`rps-role-${side}-${p.key}`}
                name={`${prefix}.roles`}
                value={p.role}
                onChange={(e) => setPicks((all) => all.map((x) => (x.key === p.key ? { ...x, role: e.target.value } : x)))}
              >
                {ROLES.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>{' '}
              <button type="button" className="button button--small" onClick={() => setPicks((all) => all.filter((x) => x.key !== p.key))}>
                Remove
              </button>
              <FieldErrors errors={errors} name={`${prefix}.versionIds.${i}`} />
            </li>
          ))}
        </ol>
      )}
      <h3>Add a monster</h3>
      <ul className="rps-choices">
        {monsters.map((m) => {
          const refusal = refusalOf(m, total);
          return (
            <li key={m.versionId} data-testid="rps-choice" data-version-id={m.versionId} data-name={m.name}>
              <button
                type="button"
                className="button button--small"
                onClick={() => add(m)}
                disabled={refusal !== null}
                aria-describedby={refusal ? `rps-refusal-${side}-${m.versionId}` : undefined}
              >
                Add {m.name} ({RINGS[m.rank] ?? m.rank.toLowerCase()} {m.attack ?? '–'})
              </button>
              {refusal && (
                <>
                  {' '}
                  <span className="muted" id={`rps-refusal-${side}-${m.versionId}`} data-testid="rps-choice-refusal">
                    {refusal}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Sets up an RPS Clix game: both armies picked with their attack totals, each side's opening, whose side it is and whether the computer plays it. */
export function RpsMatchForm({ world, monsters, teams }: { world: string; monsters: MonsterChoice[]; teams: { id: string; name: string }[] }) {
  const [state, formAction, pending] = useActionState(createRpsMatchAction, INITIAL);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.errors.length) summaryRef.current?.querySelector<HTMLElement>('[data-testid="form-errors"]')?.focus();
  }, [state]);
  // Submitted without React's reset of the form after an action: it put every field's default back
  // on screen (each pick's role the first column, so no commander) while the person had chosen them.
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  };
  return (
    <form action={formAction} onSubmit={onSubmit} className="rps-form" noValidate data-testid="rps-match-form">
      <input type="hidden" name="world" value={world} />
      <SubmitKey />
      <div ref={summaryRef}>
        <FormErrorSummary errors={state.errors.filter((e) => !e.field.startsWith('sides.'))} title="The game could not be set up" />
      </div>
      <div className="form-row">
        <label htmlFor="rps-rows">Battlefield length (squares; it is 5 wide)</label>
        <input id="rps-rows" name="rows" type="number" min={2} max={50} defaultValue={7} />
        <FieldErrors errors={state.errors} name="rps.rows" />
      </div>
      <div className="form-row">
        <label htmlFor="rps-equal-battle">Same colour, same attack</label>
        <select id="rps-equal-battle" name="equalBattle" defaultValue="">
          <option value="">The world’s setting</option>
          <option value="ROLL_OFF">Roll off: a d6 each, re-rolling ties</option>
          <option value="DEFENDER_HOLDS">The defender holds: nothing happens</option>
        </select>
        <FieldErrors errors={state.errors} name="rps.equalBattle" />
      </div>
      <div className="form-row">
        <label htmlFor="rps-turn-limit">Turn limit (moves before a draw; blank: the world’s setting)</label>
        <input id="rps-turn-limit" name="turnLimit" type="number" min={1} max={1000} />
        <FieldErrors errors={state.errors} name="rps.turnLimit" />
      </div>
      <div className="rps-armies">
        {[0, 1].map((side) => (
          <ArmyPicker key={side} side={side} monsters={monsters} teams={teams} errors={state.errors} />
        ))}
      </div>
      <button type="submit" className="button" disabled={pending} data-testid="rps-create">
        Start the game
      </button>
    </form>
  );
}
