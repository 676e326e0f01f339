'use client';

import Link from 'next/link';
import { type Dispatch, type RefObject, type SetStateAction, useActionState, useEffect, useRef, useState } from 'react';
import { errorId, FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import type { CharacterKind } from '@/gql/graphql';
import { CHARACTER_KINDS, KIND_LABELS, TEAM_ALIGNMENT_LABELS, TEAM_ALIGNMENTS } from '@/lib/labels';
import {
  FOUNDER_FIELD,
  type FoundingCandidate,
  type FoundingRules,
  type FoundingValues,
  foundingCost,
  founderSlots,
  INITIAL_FOUND_TEAM_STATE,
  startingHeroPoints,
} from '@/lib/team-founding';
import { fieldId, type FormError } from '@/lib/user-errors';
import styles from './found-team.module.css';
import { foundTeamAction } from './actions';

const KIND_GROUPS: Record<CharacterKind, string> = { HERO: 'Heroes', VILLAIN: 'Villains', NPC: 'NPCs', NORMAL: 'Normals' };

const optionLabel = (c: FoundingCandidate) => `${c.name} (Rookie, ${c.rookiePoints} points)`;

/** The characters as options, grouped by kind; those picked in another select are greyed out. */
function CandidateOptions({ candidates, takenElsewhere }: { candidates: readonly FoundingCandidate[]; takenElsewhere: ReadonlySet<string> }) {
  return CHARACTER_KINDS.map((kind) => {
    const ofKind = candidates.filter((c) => c.kind === kind);
    if (!ofKind.length) return null;
    return (
      <optgroup key={kind} label={KIND_GROUPS[kind] ?? KIND_LABELS[kind]}>
        {ofKind.map((c) => (
          <option key={c.id} value={c.id} disabled={takenElsewhere.has(c.id)}>
            {optionLabel(c)}
          </option>
        ))}
      </optgroup>
    );
  });
}

/**
 * Found a team: name, side, leader and founders, with their Rookie points added up against the
 * team's starting Hero Points before anything is sent. The API checks and rolls; its refusals
 * come back next to the field they concern.
 */
export function FoundTeamForm({
  world,
  candidates,
  rules,
  takenCount,
  cancelHref,
}: {
  world: string;
  candidates: FoundingCandidate[];
  rules: FoundingRules;
  /** Characters with a Rookie version left out because they are on a team. */
  takenCount: number;
  cancelHref: string;
}) {
  const [state, formAction, pending] = useActionState(foundTeamAction, INITIAL_FOUND_TEAM_STATE);
  const slots = founderSlots(rules);
  const initial: FoundingValues = state.values ?? {
    name: '',
    alignment: 'HERO',
    leaderCharacterId: '',
    founders: Array.from({ length: slots }, () => ''),
    severalPlayers: rules.teamsOfSeveralPlayers,
  };
  // The fields are uncontrolled and remount with what was sent after each refusal; the draft
  // follows them, for the running total and the choices taken.
  const [draft, setDraft] = useState<FoundingValues>(initial);
  const [seenAttempt, setSeenAttempt] = useState(state.attempt);
  if (seenAttempt !== state.attempt) {
    setSeenAttempt(state.attempt);
    if (state.values) setDraft(state.values);
  }
  const formRef = useRef<HTMLFormElement>(null);

  useFocusFirstInvalid(formRef, state);

  const errors = state.errors;
  const founderFields = Array.from({ length: slots }, (_, i) => FOUNDER_FIELD(i));
  const shownOnForm = ['name', 'alignment', 'leaderCharacterId', 'founderCharacterIds', 'severalPlayers', ...founderFields];
  const shownAbove = errors.filter((e) => !shownOnForm.includes(e.field));

  const chosen = [draft.leaderCharacterId, ...draft.founders].filter(Boolean);
  const cost = foundingCost(candidates, chosen);
  const budget = startingHeroPoints(rules, draft.severalPlayers);
  const members = new Set(chosen).size;
  const key = (name: string) => `${name}-${state.attempt}`;
  const takenBesides = (own: string) => new Set(chosen.filter((id) => id !== own));

  return (
    <form ref={formRef} action={formAction} className={`form-card ${styles.form}`} noValidate data-testid="found-team-form" aria-labelledby="found-team-title">
      <SubmitKey />
      <h2 id="found-team-title" className="form-card__title">
        The new team
      </h2>
      <FormErrorSummary errors={shownAbove} title="The team was not founded" />
      <input type="hidden" name="world" value={world} />
      <input type="hidden" name="founderSlots" value={slots} />

      <div className="field">
        <label htmlFor={fieldId('name')}>Team name</label>
        <input
          key={key('name')}
          id={fieldId('name')}
          name="name"
          type="text"
          maxLength={80}
          autoComplete="off"
          defaultValue={initial.name}
          {...invalidProps(errors, 'name')}
        />
        <FieldErrors errors={errors} name="name" />
      </div>

      <fieldset className="field radio-row" id={fieldId('alignment')} {...invalidProps(errors, 'alignment')}>
        <legend>Alignment</legend>
        {TEAM_ALIGNMENTS.map((a) => (
          <label key={key(a)}>
            <input type="radio" name="alignment" value={a} defaultChecked={initial.alignment === a} /> {TEAM_ALIGNMENT_LABELS[a]}
          </label>
        ))}
        <FieldErrors errors={errors} name="alignment" />
      </fieldset>

      <LeaderField
        initial={initial.leaderCharacterId}
        errors={errors}
        keyOf={key}
        setDraft={setDraft}
        candidates={candidates}
        takenElsewhere={takenBesides(draft.leaderCharacterId)}
        takenCount={takenCount}
      />

      {slots > 0 && (
        <FounderFields
          slots={slots}
          founderFields={founderFields}
          initial={initial}
          errors={errors}
          keyOf={key}
          setDraft={setDraft}
          candidates={candidates}
          takenBesides={(i) => takenBesides(draft.founders[i] ?? '')}
        />
      )}

      <SeveralPlayersField initial={initial.severalPlayers} errors={errors} keyOf={key} setDraft={setDraft} rules={rules} />

      <FoundingTotal cost={cost} budget={budget} members={members} />
      <FieldErrors errors={errors} name="founderCharacterIds" />

      <div className="form-actions">
        <button type="submit" className="button" disabled={pending} data-testid="found-team-submit">
          {pending ? 'Founding…' : 'Found the team'}
        </button>
        <Link href={cancelHref}>Cancel</Link>
      </div>
      <p className="field-hint">The team ability is rolled (2d6) by the server when the team is founded; you see the dice on its sheet.</p>
    </form>
  );
}

/** After a refusal the focus goes to the first field in error (else to the summary), for keyboard and screen reader users. */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, state: { errors: FormError[] }) {
  useEffect(() => {
    if (!state.errors.length) return;
    const form = formRef.current;
    if (!form) return;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      (invalid?.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input') : invalid) ??
      (state.errors.some((e) => e.field === 'founderCharacterIds') ? form.querySelector<HTMLElement>('[data-testid="founding-total"]') : null) ??
      form.querySelector<HTMLElement>('[data-testid="form-errors"]');
    target?.focus();
  }, [formRef, state]);
}

/** The other founders' selects, each greying out the characters chosen elsewhere. */
function FounderFields({
  slots,
  founderFields,
  initial,
  errors,
  keyOf,
  setDraft,
  candidates,
  takenBesides,
}: {
  slots: number;
  founderFields: string[];
  initial: FoundingValues;
  errors: FormError[];
  keyOf: (name: string) => string;
  setDraft: Dispatch<SetStateAction<FoundingValues>>;
  candidates: FoundingCandidate[];
  /** The characters chosen in the other selects than founder i's. */
  takenBesides: (i: number) => ReadonlySet<string>;
}) {
  return (
    <fieldset className={styles.founders}>
      <legend>Other founders (up to {slots}, optional)</legend>
      {founderFields.map((field, i) => (
        <div className="field" key={field}>
          <label htmlFor={fieldId(field)}>Founder {i + 1}</label>
          <select
            key={keyOf(field)}
            id={fieldId(field)}
            name={field}
            defaultValue={initial.founders[i] ?? ''}
            onChange={(e) => {
              const value = e.target.value;
              setDraft((d) => ({ ...d, founders: d.founders.map((f, j) => (j === i ? value : f)) }));
            }}
            {...invalidProps(errors, field)}
          >
            <option value="">Nobody</option>
            <CandidateOptions candidates={candidates} takenElsewhere={takenBesides(i)} />
          </select>
          <FieldErrors errors={errors} name={field} />
        </div>
      ))}
    </fieldset>
  );
}

/** The running total: the founders' Rookie points against the starting Hero Points. */
function FoundingTotal({ cost, budget, members }: { cost: number; budget: number; members: number }) {
  const over = cost - budget;
  return (
    <div
      className={`${styles.total} ${over > 0 ? styles.over : ''}`}
      id={fieldId('founderCharacterIds')}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      data-testid="founding-total"
      data-cost={cost}
      data-budget={budget}
    >
      <p className={styles.totalLine}>
        <strong data-testid="founding-cost">{cost}</strong> of <strong data-testid="founding-budget">{budget}</strong> starting Hero Points for {members}{' '}
        {members === 1 ? 'founder' : 'founders'}
      </p>
      <p className={styles.totalNote}>
        {members === 0
          ? 'Choose the leader to see the cost.'
          : over > 0
            ? `Over by ${over} Hero Points: choose cheaper founders or fewer of them.`
            : `${budget - cost} Hero Points go to the team's reserve.`}
      </p>
    </div>
  );
}

/** The leader's select, with what makes a leader and how many characters are left out. */
function LeaderField({
  initial,
  errors,
  keyOf,
  setDraft,
  candidates,
  takenElsewhere,
  takenCount,
}: {
  initial: string;
  errors: FormError[];
  keyOf: (name: string) => string;
  setDraft: Dispatch<SetStateAction<FoundingValues>>;
  candidates: FoundingCandidate[];
  takenElsewhere: ReadonlySet<string>;
  takenCount: number;
}) {
  const leaderInvalid = errors.some((e) => e.field === 'leaderCharacterId');
  return (
    <div className="field">
      <label htmlFor={fieldId('leaderCharacterId')}>Leader</label>
      <select
        key={keyOf('leaderCharacterId')}
        id={fieldId('leaderCharacterId')}
        name="leaderCharacterId"
        defaultValue={initial}
        onChange={(e) => setDraft((d) => ({ ...d, leaderCharacterId: e.target.value }))}
        aria-describedby={leaderInvalid ? `leader-hint ${errorId('leaderCharacterId')}` : 'leader-hint'}
        aria-invalid={leaderInvalid || undefined}
      >
        <option value="">Choose the leader</option>
        <CandidateOptions candidates={candidates} takenElsewhere={takenElsewhere} />
      </select>
      <p className="field-hint" id="leader-hint">
        The leader is given Leadership. A character with Battle Fury cannot lead.
        {takenCount > 0 && ` ${takenCount} ${takenCount === 1 ? 'character is' : 'characters are'} on a team already and not listed.`}
      </p>
      <FieldErrors errors={errors} name="leaderCharacterId" />
    </div>
  );
}

/** Several players start with more Hero Points. */
function SeveralPlayersField({
  initial,
  errors,
  keyOf,
  setDraft,
  rules,
}: {
  initial: boolean;
  errors: FormError[];
  keyOf: (name: string) => string;
  setDraft: Dispatch<SetStateAction<FoundingValues>>;
  rules: FoundingRules;
}) {
  return (
    <div className="field field--checkbox">
      <label>
        <input
          key={keyOf('severalPlayers')}
          type="checkbox"
          name="severalPlayers"
          defaultChecked={initial}
          onChange={(e) => {
            const checked = e.target.checked;
            setDraft((d) => ({ ...d, severalPlayers: checked }));
          }}
        />{' '}
        Run by several players (starts with {rules.startingHeroPointsSeveralPlayers} Hero Points instead of {rules.startingHeroPoints})
      </label>
      <FieldErrors errors={errors} name="severalPlayers" />
    </div>
  );
}
