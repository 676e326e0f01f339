'use client';

import Link from 'next/link';
import { type Dispatch, type FormEvent, type ReactNode, type SetStateAction, startTransition, useActionState, useEffect, useId, useState } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import type { AlphaPower, AttackFeat, AttackKind, AttackPurpose, HorrorClixPhase, MatchActionOption, ObjectWeight } from '@/gql/graphql';
import { type ActionState, INITIAL_ACTION_STATE } from '@/lib/action-state';
import { ALPHA_POWER_LABELS, ATTACK_FEAT_LABELS, type AttackExtras, MATCH_ACTION_LABELS, OBJECT_WEIGHT_LABELS } from '@/lib/match-labels';
import { recordEventAction } from './actions';

/** A figure that may attack now: the kinds of attack it may make and whom (matchState's legalActions and legalTargetIds). */
export interface Attacker {
  id: string;
  name: string;
  kinds: AttackKind[];
  targetIds: string[];
  /** HorrorClix: whom its frenzy may strike (empty: it may not frenzy now; FRENZY in its legalActions, with its legalTargetIds). */
  frenzyTargetIds: string[];
  /** Its side's figures held captive, whom a RESCUE attack may free. */
  captives: string[];
}

/**
 * Clix Campaign's team abilities that ask the table which team mates stand next to a figure, each
 * offered only where the figure's side has it: by figure id, its mates in play.
 */
export interface TeamMates {
  /** 4 Shared Defense: a target may use an adjacent mate's defense. */
  sharedDefense: Record<string, string[]>;
  /** 5 Shared Attack: an attacker may use an adjacent mate's attack. */
  sharedAttack: Record<string, string[]>;
  /** 11 Coordinated Assault: mates next to the target attack it too, with the same action (the API's coordinatedAssaultMateIds). */
  coordinated: Record<string, string[]>;
}

/**
 * Submits through the action without React's reset of the form that follows an action: the
 * reset puts the controlled fields' defaults back on screen while their state (sent next) still
 * holds what was chosen, so after a refusal the form showed one attack and recorded another
 * (issue 17, item 3).
 */
function useEventAction() {
  const [state, formAction, pending] = useActionState(recordEventAction, INITIAL_ACTION_STATE);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  };
  return { state, formAction, pending, onSubmit };
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
  const { state, formAction, pending, onSubmit } = useEventAction();
  return (
    <form action={formAction} onSubmit={onSubmit} className={`tracker-form ${className}`} noValidate data-testid={testId} aria-label={label}>
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
            <input
              id={clicksId}
              name="clicks"
              type="number"
              min={1}
              max={20}
              step={1}
              inputMode="numeric"
              value={clicks}
              onChange={(e) => setClicks(e.target.value)}
              className="input--tiny"
              {...invalidProps(state.errors, 'clicks')}
            />
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

const FEATS = Object.keys(ATTACK_FEAT_LABELS) as AttackFeat[];
/** One checkbox per team mate of a team ability's input, sent as `field`; nothing when the side has no such ability. */
function MatePicks({
  field,
  mateIds,
  picked,
  pick,
  label,
}: {
  field: string;
  mateIds: string[];
  picked: Record<string, string[]>;
  pick: (field: string, id: string, on: boolean) => void;
  label: (mateId: string) => string;
}) {
  return mateIds.map((mate) => (
    <label key={mate} className="attack-form__detail">
      <input type="checkbox" name={field} value={mate} checked={picked[field]?.includes(mate) ?? false} onChange={(e) => pick(field, mate, e.target.checked)} />{' '}
      {label(mate)}
    </label>
  ));
}

/** The combat radio: close, ranged, or a HorrorClix frenzy (sent as a close attack with `frenzy`). */
type Combat = AttackKind | 'FRENZY';
const COMBAT_LABELS: Record<Combat, string> = { CLOSE: 'Close', RANGED: 'Ranged', FRENZY: 'Frenzy (free close attack, 1 damage)' };
const combatsOf = (a: Attacker): Combat[] => (a.frenzyTargetIds.length ? [...a.kinds, 'FRENZY'] : a.kinds);
const PURPOSE_LABELS: Record<AttackPurpose, string> = { DAMAGE: 'Damage', CAPTURE: 'Capture the target', RESCUE: 'Rescue a captive from the target' };

/**
 * An attack: the attacker and the kind of attack it may make now, its legal targets each with its
 * distance and line of fire, the damage split over several targets, an object, feats and the
 * purpose where the ruleset has them, and who rolls the dice. Every field is controlled, so a
 * refused attack keeps what was chosen; a recorded one clears what belongs to that attack.
 */
export function AttackForm({
  matchId,
  attackers,
  names,
  extras,
  teamDefenseIds,
  mates,
  initial,
}: {
  matchId: string;
  attackers: Attacker[];
  names: Record<string, string>;
  extras: AttackExtras;
  /** Clix Campaign: the figures a team mate may guard (Team Defense), whose targets ask whether one stands next to them. */
  teamDefenseIds: string[];
  mates: TeamMates;
  /** The attacker and kind a figure card's attack button chose. */
  initial?: { attacker: string; kind: AttackKind };
}) {
  const { state, formAction, pending, onSubmit } = useEventAction();
  const start = attackers.find((a) => a.id === initial?.attacker) ?? attackers[0];
  const [attackerId, setAttackerId] = useState(start?.id ?? '');
  const [kind, setKind] = useState<Combat>(initialCombat(start, initial));
  const draft = useAttackDraft(state.done);
  const { picked, pick } = draft;
  const { attacker, combats, shownKind, targetIds, shownTargets } = shownChoices(attackers, attackerId, kind, draft.targets[0]);

  const chooseAttacker = (id: string) => {
    setAttackerId(id);
    draft.captive[1]('');
  };

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      className="tracker-form form-card attack-form"
      noValidate
      data-testid="attack-form"
      aria-label="Record an attack"
      id="attack"
    >
      <SubmitKey done={state.done} />
      <input type="hidden" name="matchId" value={matchId} />
      <h3 className="form-card__title">Attack</h3>
      <input type="hidden" name="type" value="ATTACK" />
      {!attacker ? (
        <p className="muted" data-testid="no-attacker">
          No figure of the side to act may attack now.
        </p>
      ) : (
        <>
          <AttackerFields
            attackers={attackers}
            attackerId={attacker.id}
            combats={combats}
            shownKind={shownKind}
            onAttacker={chooseAttacker}
            onKind={setKind}
            errors={state.errors}
          />
          <AttackTargets
            targetIds={targetIds}
            shownTargets={shownTargets}
            ranged={shownKind === 'RANGED'}
            names={names}
            teamDefenseIds={teamDefenseIds}
            sharedDefense={mates.sharedDefense}
            errors={state.errors}
            setTargets={draft.targets[1]}
            distances={draft.distances}
            hindering={draft.hindering}
            teamMate={draft.teamMate}
            picked={picked}
            pick={pick}
          />
          <AttackerMates attacker={attacker} close={shownKind === 'CLOSE'} mates={mates} names={names} picked={picked} pick={pick} />
          {shownTargets.length > 1 && <DamageSplit shownTargets={shownTargets} names={names} split={draft.split} errors={state.errors} />}
          {extras.objectWeights.length > 0 && (
            <ObjectFields weights={extras.objectWeights} weight={draft.weight} telekinesis={draft.telekinesis} errors={state.errors} />
          )}
          {extras.feats && <FeatFields feats={draft.feats} errors={state.errors} />}
          <PurposeFields
            captureAndRescue={extras.captureAndRescue}
            captives={attacker.captives}
            names={names}
            purpose={draft.purpose}
            captive={draft.captive}
            errors={state.errors}
          />
          <DiceFields dice={draft.dice} faces={draft.faces} errors={state.errors} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={pending} data-testid="record-attack">
              {pending ? 'Rolling…' : 'Record attack'}
            </button>
          </div>
        </>
      )}
      <Outcome
        state={state}
        testId="attack-form"
        fieldsShown={['figureId', 'targetFigureIds', 'attackKind', 'damageSplit', 'object', 'feats', 'purpose', 'captiveFigureId', 'forcedDice']}
      />
    </form>
  );
}

type Pair<T> = [T, Dispatch<SetStateAction<T>>];
type Errors = ActionState['errors'];

/**
 * The attack's choices besides the attacker and combat, each a controlled field so a refused attack keeps
 * them; a recorded attack (`done` moves on) clears what belongs to it (distances, line of fire and dice kept).
 */
function useAttackDraft(done: number) {
  const [targets, setTargets] = useState<string[]>([]);
  const [distances, setDistances] = useState<Record<string, string>>({});
  const [hindering, setHindering] = useState<Record<string, boolean>>({});
  const [teamMate, setTeamMate] = useState<Record<string, boolean>>({});
  // The team mates ticked, by field: `sharedDefense.<target>`, sharedAttackFrom, coordinatedWith.
  const [picked, setPicked] = useState<Record<string, string[]>>({});
  const pick = (field: string, id: string, on: boolean) =>
    setPicked((p) => ({ ...p, [field]: on ? [...(p[field] ?? []), id] : (p[field] ?? []).filter((x) => x !== id) }));
  const [split, setSplit] = useState<Record<string, string>>({});
  const [weight, setWeight] = useState<ObjectWeight | ''>('');
  const [telekinesis, setTelekinesis] = useState(false);
  const [feats, setFeats] = useState<AttackFeat[]>([]);
  const [purpose, setPurpose] = useState<AttackPurpose>('DAMAGE');
  const [captive, setCaptive] = useState('');
  const [dice, setDice] = useState<'SERVER' | 'TABLE'>('SERVER');
  const [faces, setFaces] = useState('');

  useEffect(() => {
    if (done === 0) return;
    setTargets([]);
    setTeamMate({});
    setPicked({});
    setSplit({});
    setFeats([]);
    setPurpose('DAMAGE');
    setCaptive('');
    setWeight('');
    setTelekinesis(false);
    setFaces('');
  }, [done]);

  return {
    targets: [targets, setTargets] as Pair<string[]>,
    distances: [distances, setDistances] as Pair<Record<string, string>>,
    hindering: [hindering, setHindering] as Pair<Record<string, boolean>>,
    teamMate: [teamMate, setTeamMate] as Pair<Record<string, boolean>>,
    picked,
    pick,
    split: [split, setSplit] as Pair<Record<string, string>>,
    weight: [weight, setWeight] as Pair<ObjectWeight | ''>,
    telekinesis: [telekinesis, setTelekinesis] as Pair<boolean>,
    feats: [feats, setFeats] as Pair<AttackFeat[]>,
    purpose: [purpose, setPurpose] as Pair<AttackPurpose>,
    captive: [captive, setCaptive] as Pair<string>,
    dice: [dice, setDice] as Pair<'SERVER' | 'TABLE'>,
    faces: [faces, setFaces] as Pair<string>,
  };
}

/** The combat a figure card's attack button chose, if the attacker may make it; else the attacker's first. */
function initialCombat(start: Attacker | undefined, initial: { attacker: string; kind: AttackKind } | undefined): Combat {
  if (initial && start?.kinds.includes(initial.kind)) return initial.kind;
  return start ? combatsOf(start)[0] : 'CLOSE';
}

/**
 * What the rules allow changes with every event (a turn ends, a figure has acted or is KO'd): the
 * form shows, and so sends, the choices still allowed.
 */
function shownChoices(attackers: Attacker[], attackerId: string, kind: Combat, targets: string[]) {
  const attacker = attackers.find((a) => a.id === attackerId) ?? attackers[0];
  const combats = attacker ? combatsOf(attacker) : [];
  const shownKind = attacker && !combats.includes(kind) ? combats[0] : kind;
  const targetIds = shownKind === 'FRENZY' ? (attacker?.frenzyTargetIds ?? []) : (attacker?.targetIds ?? []);
  return { attacker, combats, shownKind, targetIds, shownTargets: targets.filter((id) => targetIds.includes(id)) };
}

/** The attacker and the kind of combat it may make now. */
function AttackerFields({
  attackers,
  attackerId,
  combats,
  shownKind,
  onAttacker,
  onKind,
  errors,
}: {
  attackers: Attacker[];
  attackerId: string;
  combats: Combat[];
  shownKind: Combat;
  onAttacker: (id: string) => void;
  onKind: (kind: Combat) => void;
  errors: Errors;
}) {
  const attackerFieldId = useId();
  return (
    <div className="field-row">
      <div className="field">
        <label htmlFor={attackerFieldId}>Attacker</label>
        <select id={attackerFieldId} name="figureId" value={attackerId} onChange={(e) => onAttacker(e.target.value)} {...invalidProps(errors, 'figureId')}>
          {attackers.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <FieldErrors errors={errors} name="figureId" />
      </div>
      <fieldset className="field radio-row" {...invalidProps(errors, 'attackKind')}>
        <legend>Combat</legend>
        {combats.map((k) => (
          <label key={k}>
            <input type="radio" name="attackKind" value={k} checked={shownKind === k} onChange={() => onKind(k)} /> {COMBAT_LABELS[k]}
          </label>
        ))}
        <FieldErrors errors={errors} name="attackKind" />
      </fieldset>
    </div>
  );
}

/** The attacker's team mates its side's ability lets join: Shared Attack, and Coordinated Assault in close combat. */
function AttackerMates({
  attacker,
  close,
  mates,
  names,
  picked,
  pick,
}: {
  attacker: Attacker;
  close: boolean;
  mates: TeamMates;
  names: Record<string, string>;
  picked: Record<string, string[]>;
  pick: (field: string, id: string, on: boolean) => void;
}) {
  return (
    <>
      <MatePicks
        field="sharedAttackFrom"
        mateIds={mates.sharedAttack[attacker.id] ?? []}
        picked={picked}
        pick={pick}
        label={(mate) => `${names[mate]} stands next to ${attacker.name} (Shared Attack)`}
      />
      {close && (
        <MatePicks
          field="coordinatedWith"
          mateIds={mates.coordinated[attacker.id] ?? []}
          picked={picked}
          pick={pick}
          label={(mate) => `${names[mate]} attacks too (Coordinated Assault)`}
        />
      )}
    </>
  );
}

/** The attack's legal targets, each ticked one with its distance and line of fire (ranged), Team Defense and Shared Defense mates. */
function AttackTargets({
  targetIds,
  shownTargets,
  ranged,
  names,
  teamDefenseIds,
  sharedDefense,
  errors,
  setTargets,
  distances,
  hindering,
  teamMate,
  picked,
  pick,
}: {
  targetIds: string[];
  shownTargets: string[];
  ranged: boolean;
  names: Record<string, string>;
  teamDefenseIds: string[];
  sharedDefense: TeamMates['sharedDefense'];
  errors: Errors;
  setTargets: Dispatch<SetStateAction<string[]>>;
  distances: Pair<Record<string, string>>;
  hindering: Pair<Record<string, boolean>>;
  teamMate: Pair<Record<string, boolean>>;
  picked: Record<string, string[]>;
  pick: (field: string, id: string, on: boolean) => void;
}) {
  return (
    <fieldset className="checkbox-list attack-form__targets" {...invalidProps(errors, 'targetFigureIds')}>
      <legend>Target(s)</legend>
      {targetIds.map((id) => {
        const ticked = shownTargets.includes(id);
        return (
          <div key={id} className="attack-form__target" data-testid="attack-target" data-figure-id={id}>
            <label className="checkbox-list__item">
              <input
                type="checkbox"
                name="targetFigureIds"
                value={id}
                checked={ticked}
                onChange={(e) => setTargets((t) => (e.target.checked ? [...t, id] : t.filter((x) => x !== id)))}
              />{' '}
              {names[id]}
            </label>
            {ticked && ranged && (
              <>
                <label className="attack-form__detail">
                  Distance to {names[id]} (squares){' '}
                  <input
                    name={`distance.${id}`}
                    type="number"
                    min={1}
                    max={100}
                    step={1}
                    inputMode="numeric"
                    className="input--tiny"
                    value={distances[0][id] ?? '1'}
                    onChange={(e) => distances[1]((d) => ({ ...d, [id]: e.target.value }))}
                  />
                </label>
                <label className="attack-form__detail">
                  <input
                    name={`hindering.${id}`}
                    type="checkbox"
                    checked={hindering[0][id] ?? false}
                    onChange={(e) => hindering[1]((h) => ({ ...h, [id]: e.target.checked }))}
                  />{' '}
                  Line of fire to {names[id]} crosses hindering terrain
                </label>
              </>
            )}
            {ticked && teamDefenseIds.includes(id) && (
              <label className="attack-form__detail">
                <input
                  name={`teamMate.${id}`}
                  type="checkbox"
                  checked={teamMate[0][id] ?? false}
                  onChange={(e) => teamMate[1]((t) => ({ ...t, [id]: e.target.checked }))}
                />{' '}
                A team mate stands next to {names[id]} (Team Defense)
              </label>
            )}
            {ticked && (
              <MatePicks
                field={`sharedDefense.${id}`}
                mateIds={sharedDefense[id] ?? []}
                picked={picked}
                pick={pick}
                label={(mate) => `${names[mate]} stands next to ${names[id]} (Shared Defense)`}
              />
            )}
          </div>
        );
      })}
      <FieldErrors errors={errors} name="targetFigureIds" />
    </fieldset>
  );
}

/** Several targets: the clicks of damage each takes (all or none). */
function DamageSplit({
  shownTargets,
  names,
  split,
  errors,
}: {
  shownTargets: string[];
  names: Record<string, string>;
  split: Pair<Record<string, string>>;
  errors: Errors;
}) {
  return (
    <fieldset className="field attack-form__split" data-testid="damage-split" {...invalidProps(errors, 'damageSplit')}>
      <legend>Damage split (clicks per target hit; leave every box empty for an even split)</legend>
      {shownTargets.map((id) => (
        <label key={id} className="attack-form__detail">
          Damage to {names[id]}{' '}
          <input
            name={`split.${id}`}
            type="number"
            min={0}
            max={30}
            step={1}
            inputMode="numeric"
            className="input--tiny"
            value={split[0][id] ?? ''}
            onChange={(e) => split[1]((s) => ({ ...s, [id]: e.target.value }))}
          />
        </label>
      ))}
      <FieldErrors errors={errors} name="damageSplit" />
    </fieldset>
  );
}

/** The object the attack uses, if any, and whether Telekinesis threw it. */
function ObjectFields({
  weights,
  weight,
  telekinesis,
  errors,
}: {
  weights: AttackExtras['objectWeights'];
  weight: Pair<ObjectWeight | ''>;
  telekinesis: Pair<boolean>;
  errors: Errors;
}) {
  const objectId = useId();
  return (
    <div className="field-row">
      <div className="field">
        <label htmlFor={objectId}>Object</label>
        <select
          id={objectId}
          name="objectWeight"
          value={weight[0]}
          onChange={(e) => weight[1](e.target.value as ObjectWeight | '')}
          {...invalidProps(errors, 'object')}
        >
          <option value="">None</option>
          {weights.map((w) => (
            <option key={w} value={w}>
              {OBJECT_WEIGHT_LABELS[w]} object
            </option>
          ))}
        </select>
        <FieldErrors errors={errors} name="object" />
      </div>
      {weight && (
        <label className="attack-form__detail">
          <input type="checkbox" name="objectViaTelekinesis" checked={telekinesis[0]} onChange={(e) => telekinesis[1](e.target.checked)} /> Thrown by
          Telekinesis
        </label>
      )}
    </div>
  );
}

/** The feats used in the attack. */
function FeatFields({ feats, errors }: { feats: Pair<AttackFeat[]>; errors: Errors }) {
  return (
    <details className="attack-form__feats">
      <summary>Feats used{feats[0].length > 0 && ` (${feats[0].length})`}</summary>
      <fieldset className="checkbox-list" {...invalidProps(errors, 'feats')}>
        <legend className="visually-hidden">Feats used</legend>
        {FEATS.map((f) => (
          <label key={f} className="checkbox-list__item">
            <input
              type="checkbox"
              name="feats"
              value={f}
              checked={feats[0].includes(f)}
              onChange={(e) => feats[1]((all) => (e.target.checked ? [...all, f] : all.filter((x) => x !== f)))}
            />{' '}
            {ATTACK_FEAT_LABELS[f]}
          </label>
        ))}
        <FieldErrors errors={errors} name="feats" />
      </fieldset>
    </details>
  );
}

/** What the attack is for (where the ruleset captures and rescues), and the captive a rescue frees. */
function PurposeFields({
  captureAndRescue,
  captives,
  names,
  purpose,
  captive,
  errors,
}: {
  captureAndRescue: boolean;
  captives: string[];
  names: Record<string, string>;
  purpose: Pair<AttackPurpose>;
  captive: Pair<string>;
  errors: Errors;
}) {
  const captiveId = useId();
  return (
    <>
      {captureAndRescue && (
        <fieldset className="field radio-row" {...invalidProps(errors, 'purpose')}>
          <legend>Purpose</legend>
          {(Object.keys(PURPOSE_LABELS) as AttackPurpose[])
            .filter((p) => p !== 'RESCUE' || captives.length > 0)
            .map((p) => (
              <label key={p}>
                <input type="radio" name="purpose" value={p} checked={purpose[0] === p} onChange={() => purpose[1](p)} /> {PURPOSE_LABELS[p]}
              </label>
            ))}
          <FieldErrors errors={errors} name="purpose" />
        </fieldset>
      )}
      {purpose[0] === 'RESCUE' && (
        <div className="field">
          <label htmlFor={captiveId}>Captive to rescue</label>
          <select
            id={captiveId}
            name="captiveFigureId"
            value={captive[0]}
            onChange={(e) => captive[1](e.target.value)}
            {...invalidProps(errors, 'captiveFigureId')}
          >
            <option value="">Choose the captive</option>
            {captives.map((id) => (
              <option key={id} value={id}>
                {names[id]}
              </option>
            ))}
          </select>
          <FieldErrors errors={errors} name="captiveFigureId" />
        </div>
      )}
    </>
  );
}

/** Who rolls the dice: the server from the match's seed, or the table (its faces entered). */
function DiceFields({ dice, faces, errors }: { dice: Pair<'SERVER' | 'TABLE'>; faces: Pair<string>; errors: Errors }) {
  const facesId = useId();
  return (
    <>
      <fieldset className="field radio-row">
        <legend>Dice</legend>
        <label>
          <input type="radio" name="dice" value="SERVER" checked={dice[0] === 'SERVER'} onChange={() => dice[1]('SERVER')} /> Server rolls (from the
          match&rsquo;s seed)
        </label>
        <label>
          <input type="radio" name="dice" value="TABLE" checked={dice[0] === 'TABLE'} onChange={() => dice[1]('TABLE')} /> Rolled at the table
        </label>
      </fieldset>
      {dice[0] === 'TABLE' && (
        <div className="field">
          <label htmlFor={facesId}>Dice rolled at the table (e.g. &ldquo;4 5&rdquo;)</label>
          <input
            id={facesId}
            name="forcedDice"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={faces[0]}
            onChange={(e) => faces[1](e.target.value)}
            {...invalidProps(errors, 'forcedDice')}
          />
          <FieldErrors errors={errors} name="forcedDice" />
        </div>
      )}
    </>
  );
}

/**
 * The actions a figure may be given now (its legalActions): Move, Power and Free are recorded here;
 * an attack opens the attack form. HorrorClix: a move names the victims it passed, turned face up.
 */
export function FigureLegalActions({
  matchId,
  figureId,
  name,
  actions,
  attackHref,
  victimIds,
}: {
  matchId: string;
  figureId: string;
  name: string;
  actions: MatchActionOption[];
  /** The tracker's address choosing this figure as the attacker; the kind and the form's anchor are added. */
  attackHref: string;
  /** HorrorClix: the victims on the board a move may pass (passedVictimIds); empty elsewhere. */
  victimIds: string[];
}) {
  return (
    <EventForm matchId={matchId} testId="figure-legal-actions" label={`Actions of ${name}`} className="figure-actions__legal" fieldsShown={['passedVictimIds']}>
      {(state, pending) => (
        <div className="figure-actions__buttons">
          <input type="hidden" name="type" value="ACTION" />
          <input type="hidden" name="figureId" value={figureId} />
          {actions.includes('MOVE') && victimIds.length > 0 && (
            <fieldset className="figure-actions__victims" data-testid="passed-victims">
              <legend>Victims the move passes (turned face up)</legend>
              {victimIds.map((v) => (
                <label key={v}>
                  <input type="checkbox" name="passedVictimIds" value={v} /> {v}
                </label>
              ))}
              <FieldErrors errors={state.errors} name="passedVictimIds" />
            </fieldset>
          )}
          {/* Fleeing, Flurry and Shared Burden have their own forms; a frenzy is the attack form's Frenzy. */}
          {actions
            .filter((a) => a !== 'FLEE' && a !== 'FRENZY' && a !== 'FLURRY' && a !== 'SHARED_BURDEN')
            .map((a) =>
              a === 'CLOSE' || a === 'RANGED' ? (
                <Link key={a} href={`${attackHref}&kind=${a}#attack`} className="button button--small" data-testid="legal-action" data-action={a}>
                  {MATCH_ACTION_LABELS[a]}
                </Link>
              ) : (
                <button
                  key={a}
                  type="submit"
                  name="action"
                  value={a}
                  className="button button--small button--secondary"
                  disabled={pending}
                  data-testid="legal-action"
                  data-action={a}
                >
                  {MATCH_ACTION_LABELS[a]}
                </button>
              ),
            )}
        </div>
      )}
    </EventForm>
  );
}

/** HeroClix Alpha's Flurry (seed 001): right after its punch hit, the figure punches another enemy (no action of its own). */
export function FlurryForm({
  matchId,
  figureId,
  name,
  targetIds,
  names,
}: {
  matchId: string;
  figureId: string;
  name: string;
  targetIds: string[];
  names: Record<string, string>;
}) {
  const [target, setTarget] = useState(targetIds[0] ?? '');
  const id = useId();
  return (
    <EventForm
      matchId={matchId}
      testId="flurry-form"
      label={`Flurry with ${name}`}
      className="figure-actions__legal"
      fieldsShown={['targetFigureIds', 'flurry']}
    >
      {(state, pending) => (
        <div className="figure-actions__by">
          <input type="hidden" name="type" value="ATTACK" />
          <input type="hidden" name="figureId" value={figureId} />
          <input type="hidden" name="attackKind" value="FLURRY" />
          <label htmlFor={id}>Flurry: punch</label>
          <select id={id} name="targetFigureIds" value={target} onChange={(e) => setTarget(e.target.value)} {...invalidProps(state.errors, 'targetFigureIds')}>
            {targetIds.map((enemy) => (
              <option key={enemy} value={enemy}>
                {names[enemy]}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--small button--secondary" disabled={pending}>
            Punch again
          </button>
          <FieldErrors errors={state.errors} name="targetFigureIds" />
        </div>
      )}
    </EventForm>
  );
}

/**
 * HeroClix Alpha, instead of attacking (seed 001): one of the powers the figure's click shows, with the
 * figures it names as the table sees them: Pulse the enemies in sight within 4, Poison the adjacent
 * ones (ticked), Heal one adjacent friend; Regeneration names none (the server rolls its d6).
 */
export function AlphaPowerForm({
  matchId,
  figureId,
  name,
  power,
  targetIds,
  names,
}: {
  matchId: string;
  figureId: string;
  name: string;
  power: AlphaPower;
  targetIds: string[];
  names: Record<string, string>;
}) {
  const [friend, setFriend] = useState(targetIds[0] ?? '');
  const id = useId();
  return (
    <EventForm
      matchId={matchId}
      testId="alpha-power-form"
      label={`${ALPHA_POWER_LABELS[power]} with ${name}`}
      className="figure-actions__legal"
      fieldsShown={['power', 'targetFigureIds']}
    >
      {(state, pending) => (
        <div className="figure-actions__by" data-power={power}>
          <input type="hidden" name="type" value="POWER" />
          <input type="hidden" name="figureId" value={figureId} />
          <input type="hidden" name="power" value={power} />
          {power === 'HEAL' && (
            <>
              <label htmlFor={id}>Heal</label>
              <select
                id={id}
                name="targetFigureIds"
                value={friend}
                onChange={(e) => setFriend(e.target.value)}
                {...invalidProps(state.errors, 'targetFigureIds')}
              >
                {targetIds.map((f) => (
                  <option key={f} value={f}>
                    {names[f]}
                  </option>
                ))}
              </select>
            </>
          )}
          {(power === 'PULSE' || power === 'POISON') && (
            <fieldset {...invalidProps(state.errors, 'targetFigureIds')}>
              <legend>{power === 'PULSE' ? 'Enemies in sight within 4 squares' : 'Adjacent enemies'}</legend>
              {targetIds.map((enemy) => (
                <label key={enemy}>
                  <input type="checkbox" name="targetFigureIds" value={enemy} /> {names[enemy]}
                </label>
              ))}
            </fieldset>
          )}
          <button type="submit" className="button button--small button--secondary" disabled={pending} data-testid="alpha-power" data-power={power}>
            {ALPHA_POWER_LABELS[power]}
          </button>
          <FieldErrors errors={state.errors} name="targetFigureIds" />
        </div>
      )}
    </EventForm>
  );
}

/** Clix Campaign: the figure flees from an adjacent enemy (seed 000: a roll; on a 6 the enemy hits it). */
export function FleeForm({
  matchId,
  figureId,
  name,
  fromIds,
  names,
}: {
  matchId: string;
  figureId: string;
  name: string;
  fromIds: string[];
  names: Record<string, string>;
}) {
  const [from, setFrom] = useState(fromIds[0] ?? '');
  const id = useId();
  return (
    <EventForm matchId={matchId} testId="flee-form" label={`Flee with ${name}`} className="figure-actions__legal" fieldsShown={['fromFigureId']}>
      {(state, pending) => (
        <div className="figure-actions__by">
          <input type="hidden" name="figureId" value={figureId} />
          <label htmlFor={id}>Flee from</label>
          <select id={id} name="fromFigureId" value={from} onChange={(e) => setFrom(e.target.value)} {...invalidProps(state.errors, 'fromFigureId')}>
            {fromIds.map((enemy) => (
              <option key={enemy} value={enemy}>
                {names[enemy]}
              </option>
            ))}
          </select>
          <button type="submit" name="type" value="FLEE" className="button button--small button--secondary" disabled={pending}>
            Flee
          </button>
          <FieldErrors errors={state.errors} name="fromFigureId" />
        </div>
      )}
    </EventForm>
  );
}

/** Clix Campaign's Shared Burden (team ability 10): the figure takes 1 click so an adjacent, damaged team mate heals 1 (a move action). */
export function SharedBurdenForm({
  matchId,
  figureId,
  name,
  mateIds,
  names,
}: {
  matchId: string;
  figureId: string;
  name: string;
  mateIds: string[];
  names: Record<string, string>;
}) {
  const [mate, setMate] = useState(mateIds[0] ?? '');
  const id = useId();
  return (
    <EventForm
      matchId={matchId}
      testId="shared-burden-form"
      label={`Shared Burden with ${name}`}
      className="figure-actions__legal"
      fieldsShown={['toFigureId']}
    >
      {(state, pending) => (
        <div className="figure-actions__by">
          <input type="hidden" name="figureId" value={figureId} />
          <label htmlFor={id}>Take 1 click for</label>
          <select id={id} name="toFigureId" value={mate} onChange={(e) => setMate(e.target.value)} {...invalidProps(state.errors, 'toFigureId')}>
            {mateIds.map((m) => (
              <option key={m} value={m}>
                {names[m]}
              </option>
            ))}
          </select>
          <button type="submit" name="type" value="SHARED_BURDEN" className="button button--small button--secondary" disabled={pending}>
            Share the burden
          </button>
          <FieldErrors errors={state.errors} name="toFigureId" />
        </div>
      )}
    </EventForm>
  );
}

/**
 * HorrorClix's turn (seed 004): the side to act ends the preview phase, moves one victim in the
 * suspense phase (the hunt begins), then runs the hourglass phase; the turn ends after it. Insanity rolls
 * and victims killed are on the monsters' cards (HorrorClixActions), possession too (PossessionForm).
 */
export function HorrorClixTurnForm({
  matchId,
  phase,
  mayEndPhase,
  mayRunHourglass,
  victimsToMove,
}: {
  matchId: string;
  phase: HorrorClixPhase;
  mayEndPhase: boolean;
  mayRunHourglass: boolean;
  victimsToMove: string[];
}) {
  const [victim, setVictim] = useState(victimsToMove[0] ?? '');
  const id = useId();
  return (
    <EventForm matchId={matchId} testId="horrorclix-turn-form" label="HorrorClix phases" className="figure-actions__buttons" fieldsShown={['victimId']}>
      {(state, pending) => (
        <>
          {victimsToMove.length > 0 && (
            <>
              <label htmlFor={id}>Victim</label>
              <select id={id} name="victimId" value={victim} onChange={(e) => setVictim(e.target.value)} {...invalidProps(state.errors, 'victimId')}>
                {victimsToMove.map((v) => (
                  <option key={v} value={v}>
                    {v.replace('-', ' ')}
                  </option>
                ))}
              </select>
              <button type="submit" name="type" value="MOVE_VICTIM" className="button button--small button--secondary" disabled={pending}>
                Move victim
              </button>
            </>
          )}
          {(phase === 'PREVIEW' || phase === 'SUSPENSE') && (
            <button type="submit" name="type" value="PHASE" className="button button--small button--secondary" disabled={pending || !mayEndPhase}>
              Next phase
            </button>
          )}
          {mayRunHourglass && (
            <button type="submit" name="type" value="HOURGLASS" className="button button--small button--secondary" disabled={pending}>
              Hourglass phase
            </button>
          )}
          <FieldErrors errors={state.errors} name="victimId" />
        </>
      )}
    </EventForm>
  );
}

/**
 * HorrorClix's events on one monster of the side to act: in the preview phase its insanity roll
 * (a d6 from the server's dice against the insanity value its dial shows), in the hunting phase
 * a victim killed once it has moved (VICTIM_KILLED), next to the Tree of the Damned or not (+1 action).
 * Its frenzy is an attack (the attack form's Frenzy).
 */
export function HorrorClixActions({
  matchId,
  figureId,
  name,
  mayKillVictim,
  insanityRollDue,
}: {
  matchId: string;
  figureId: string;
  name: string;
  mayKillVictim: boolean;
  insanityRollDue: boolean;
}) {
  const [value, setValue] = useState('');
  const [tree, setTree] = useState(false);
  const id = useId();
  return (
    <EventForm
      matchId={matchId}
      testId="horrorclix-actions"
      label={`HorrorClix events of ${name}`}
      className="figure-actions__legal"
      fieldsShown={['insanityValue']}
    >
      {(state, pending) => (
        <div className="figure-actions__buttons">
          <input type="hidden" name="figureId" value={figureId} />
          {insanityRollDue && (
            <>
              <label htmlFor={id}>Insanity value</label>
              <input
                id={id}
                name="insanityValue"
                type="number"
                min={1}
                max={7}
                step={1}
                inputMode="numeric"
                className="input--tiny"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                {...invalidProps(state.errors, 'insanityValue')}
              />
              <button type="submit" name="type" value="INSANITY_ROLL" className="button button--small button--secondary" disabled={pending}>
                Roll for insanity
              </button>
              <FieldErrors errors={state.errors} name="insanityValue" />
            </>
          )}
          {mayKillVictim && (
            <>
              <label>
                <input type="checkbox" name="nextToTreeOfTheDamned" checked={tree} onChange={(e) => setTree(e.target.checked)} /> Next to the Tree of the Damned
                (+1 action)
              </label>
              <button type="submit" name="type" value="VICTIM_KILLED" className="button button--small button--secondary" disabled={pending}>
                Victim killed
              </button>
            </>
          )}
        </div>
      )}
    </EventForm>
  );
}

/**
 * HorrorClix: a plot-twist card played by the side allowed one now (matchState.horrorClix.mayPlayPlotTwist):
 * the side to act in its preview phase, naming no victim; the opponent before the victim move or
 * answering a kill, naming the victim. The card's text is the table's: its name, whether it is the
 * side's subplot, whether it succeeded (answering a kill, a success saves the victim) and its points.
 */
export function PlotTwistForm({
  matchId,
  side,
  name,
  victimIds,
  cardsLeft,
  subplotLeft,
}: {
  matchId: string;
  side: number;
  name: string;
  victimIds: string[];
  cardsLeft: number;
  subplotLeft: boolean;
}) {
  const [card, setCard] = useState('');
  const [victim, setVictim] = useState(victimIds[0] ?? '');
  const [points, setPoints] = useState('0');
  const cardId = useId();
  const victimId = useId();
  const pointsId = useId();
  return (
    <EventForm
      matchId={matchId}
      testId="plot-twist-form"
      label={`Plot twist of ${name}`}
      className="figure-actions__buttons"
      fieldsShown={['card', 'victimId', 'points']}
    >
      {(state, pending) => (
        <>
          <input type="hidden" name="type" value="PLOT_TWIST" />
          <input type="hidden" name="side" value={side} />
          <label htmlFor={cardId}>Plot twist ({cardsLeft} left)</label>
          <input id={cardId} name="card" maxLength={100} value={card} onChange={(e) => setCard(e.target.value)} {...invalidProps(state.errors, 'card')} />
          {victimIds.length > 0 && (
            <>
              <label htmlFor={victimId}>On victim</label>
              <select id={victimId} name="victimId" value={victim} onChange={(e) => setVictim(e.target.value)} {...invalidProps(state.errors, 'victimId')}>
                {victimIds.map((v) => (
                  <option key={v} value={v}>
                    {v.replace('-', ' ')}
                  </option>
                ))}
              </select>
            </>
          )}
          {subplotLeft && (
            <label>
              <input type="checkbox" name="subplot" /> Subplot
            </label>
          )}
          <label>
            <input type="checkbox" name="success" /> It succeeded
          </label>
          <label htmlFor={pointsId}>Points</label>
          <input
            id={pointsId}
            name="points"
            type="number"
            min={-100}
            max={100}
            step={1}
            className="input--tiny"
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            {...invalidProps(state.errors, 'points')}
          />
          <button type="submit" className="button button--small button--secondary" disabled={pending}>
            Play plot twist
          </button>
          <FieldErrors errors={state.errors} name="card" />
          <FieldErrors errors={state.errors} name="victimId" />
          <FieldErrors errors={state.errors} name="points" />
        </>
      )}
    </EventForm>
  );
}

/** HorrorClix: the opponent answers the kill the last event made with a power of one of its monsters in play (matchState.horrorClix.mayAnswerKill). */
export function KillAnswerForm({
  matchId,
  side,
  name,
  victimId,
  figureIds,
  names,
}: {
  matchId: string;
  side: number;
  name: string;
  victimId: string;
  figureIds: string[];
  names: Record<string, string>;
}) {
  const [figure, setFigure] = useState(figureIds[0] ?? '');
  const [power, setPower] = useState('');
  const figureId = useId();
  const powerId = useId();
  return (
    <EventForm
      matchId={matchId}
      testId="kill-answer-form"
      label={`Power answer of ${name}`}
      className="figure-actions__buttons"
      fieldsShown={['figureId', 'answerPower']}
    >
      {(state, pending) => (
        <>
          <input type="hidden" name="type" value="KILL_ANSWER" />
          <input type="hidden" name="side" value={side} />
          <label htmlFor={figureId}>Answer the kill of {victimId.replace('-', ' ')} with</label>
          <select id={figureId} name="figureId" value={figure} onChange={(e) => setFigure(e.target.value)} {...invalidProps(state.errors, 'figureId')}>
            {figureIds.map((f) => (
              <option key={f} value={f}>
                {names[f]}
              </option>
            ))}
          </select>
          <label htmlFor={powerId}>Power</label>
          <input
            id={powerId}
            name="answerPower"
            maxLength={100}
            value={power}
            onChange={(e) => setPower(e.target.value)}
            {...invalidProps(state.errors, 'answerPower')}
          />
          <label>
            <input type="checkbox" name="success" /> It succeeded
          </label>
          <button type="submit" className="button button--small button--secondary" disabled={pending}>
            Answer with the power
          </button>
          <FieldErrors errors={state.errors} name="figureId" />
          <FieldErrors errors={state.errors} name="answerPower" />
        </>
      )}
    </EventForm>
  );
}

/** HorrorClix, hunting phase: a waiting minion of the side to act enters in place of a victim its side killed this turn (matchState.horrorClix.minionEntries). */
export function MinionForm({
  matchId,
  entries,
  names,
}: {
  matchId: string;
  entries: { victimId: string; figureIds: string[] }[];
  names: Record<string, string>;
}) {
  const [choice, setChoice] = useState(`${entries[0].victimId} ${entries[0].figureIds[0]}`);
  const [victimId, figureId] = choice.split(' ');
  const id = useId();
  return (
    <EventForm matchId={matchId} testId="minion-form" label="Minion enters" className="figure-actions__buttons">
      {(_state, pending) => (
        <>
          <input type="hidden" name="type" value="MINION" />
          <input type="hidden" name="victimId" value={victimId} />
          <input type="hidden" name="figureId" value={figureId} />
          <label htmlFor={id}>Minion</label>
          <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {entries.flatMap((entry) =>
              entry.figureIds.map((minion) => (
                <option key={`${entry.victimId} ${minion}`} value={`${entry.victimId} ${minion}`}>
                  {names[minion]} for {entry.victimId.replace('-', ' ')}
                </option>
              )),
            )}
          </select>
          <button type="submit" className="button button--small button--secondary" disabled={pending}>
            Minion enters
          </button>
        </>
      )}
    </EventForm>
  );
}

/** HorrorClix: the table records a monster possessed, or freed (possessed, it is vulnerable and takes hourglass damage). */
export function PossessionForm({ matchId, figureId, name, possessed }: { matchId: string; figureId: string; name: string; possessed: boolean }) {
  return (
    <EventForm matchId={matchId} testId="possession-form" label={`Possession of ${name}`} className="figure-actions__legal">
      {(_state, pending) => (
        <div className="figure-actions__buttons">
          <input type="hidden" name="type" value="POSSESSION" />
          <input type="hidden" name="figureId" value={figureId} />
          <button type="submit" name="possessed" value={possessed ? 'false' : 'true'} className="button button--small button--secondary" disabled={pending}>
            {possessed ? 'Freed from possession' : 'Possessed'}
          </button>
        </div>
      )}
    </EventForm>
  );
}

/** HeroClix 2003: an attack on a square of blocking terrain, by the kinds the figure may use (terrainAttacks) at a distance; 3 damage destroys it. */
export function TerrainAttackForm({ matchId, figureId, name, kinds }: { matchId: string; figureId: string; name: string; kinds: AttackKind[] }) {
  const [kind, setKind] = useState<AttackKind>(kinds[0]);
  const [distance, setDistance] = useState('1');
  const id = useId();
  const shownKind = kinds.includes(kind) ? kind : kinds[0];
  return (
    <EventForm
      matchId={matchId}
      testId="terrain-attack-form"
      label={`Attack on terrain by ${name}`}
      className="figure-actions__legal"
      fieldsShown={['attackKind', 'distance']}
    >
      {(state, pending) => (
        <>
          <input type="hidden" name="type" value="ATTACK_TERRAIN" />
          <input type="hidden" name="figureId" value={figureId} />
          <fieldset className="radio-row" {...invalidProps(state.errors, 'attackKind')}>
            <legend>Attack blocking terrain</legend>
            {kinds.map((k) => (
              <label key={k}>
                <input type="radio" name="attackKind" value={k} checked={shownKind === k} onChange={() => setKind(k)} /> {COMBAT_LABELS[k]}
              </label>
            ))}
            <FieldErrors errors={state.errors} name="attackKind" />
          </fieldset>
          <div className="figure-actions__by">
            <label htmlFor={id}>Distance to the terrain (squares)</label>
            <input
              id={id}
              name="distance"
              type="number"
              min={1}
              max={100}
              step={1}
              inputMode="numeric"
              className="input--tiny"
              value={distance}
              onChange={(e) => setDistance(e.target.value)}
              {...invalidProps(state.errors, 'distance')}
            />
            <button type="submit" className="button button--small button--secondary" disabled={pending}>
              Attack terrain
            </button>
          </div>
          <FieldErrors errors={state.errors} name="distance" />
        </>
      )}
    </EventForm>
  );
}

/**
 * The etiquette roll (Clix Campaign's, any ruleset): either side settles what the rules do not cover
 * with a d6, 1-3 not allowed, 4-6 allowed; the question goes into the log with the answer.
 */
export function EtiquetteForm({ matchId, sides, side }: { matchId: string; sides: { position: number; name: string }[]; side: number }) {
  const [question, setQuestion] = useState('');
  const [asker, setAsker] = useState(String(side));
  const [die, setDie] = useState('');
  const ids = { question: useId(), asker: useId(), die: useId() };
  return (
    <EventForm matchId={matchId} testId="etiquette-form" label="Etiquette roll" className="form-card" fieldsShown={['note', 'side', 'forcedDice']}>
      {(state, pending) => (
        <>
          <h3 className="form-card__title">Etiquette roll</h3>
          <input type="hidden" name="type" value="ETIQUETTE" />
          <div className="field">
            <label htmlFor={ids.question}>Question the roll settles</label>
            <input
              id={ids.question}
              name="note"
              type="text"
              maxLength={500}
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              {...invalidProps(state.errors, 'note')}
            />
            <FieldErrors errors={state.errors} name="note" />
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor={ids.asker}>Asked by</label>
              <select id={ids.asker} name="side" value={asker} onChange={(e) => setAsker(e.target.value)} {...invalidProps(state.errors, 'side')}>
                {sides.map((s) => (
                  <option key={s.position} value={s.position}>
                    {s.name}
                  </option>
                ))}
              </select>
              <FieldErrors errors={state.errors} name="side" />
            </div>
            <div className="field">
              <label htmlFor={ids.die}>Die rolled at the table (empty: the server rolls)</label>
              <input
                id={ids.die}
                name="forcedDice"
                type="number"
                min={1}
                max={6}
                step={1}
                inputMode="numeric"
                className="input--tiny"
                value={die}
                onChange={(e) => setDie(e.target.value)}
                {...invalidProps(state.errors, 'forcedDice')}
              />
              <FieldErrors errors={state.errors} name="forcedDice" />
            </div>
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--small" disabled={pending}>
              Roll etiquette
            </button>
          </div>
        </>
      )}
    </EventForm>
  );
}

/** Alpha: at the start of the turn, the reserve figure entering for each character KO'd since the side's last turn (or none, where none fits). */
export function ReinforceForm({
  matchId,
  due,
  names,
}: {
  matchId: string;
  due: { figureId: string; eligibleFigureIds: string[] }[];
  names: Record<string, string>;
}) {
  const { state, formAction, pending, onSubmit } = useEventAction();
  const [choices, setChoices] = useState(() => due.map((d) => d.eligibleFigureIds[0] ?? ''));
  const ids = useId();
  return (
    <form action={formAction} onSubmit={onSubmit} className="tracker-form form-card" noValidate data-testid="reinforce-form" aria-label="Reinforcements">
      <SubmitKey done={state.done} />
      <input type="hidden" name="matchId" value={matchId} />
      <input type="hidden" name="type" value="REINFORCE" />
      <h3 className="form-card__title">Reinforcements</h3>
      <p className="muted">Before the side acts, one reinforcement enters for each character KO&rsquo;d since its last turn (at most 10 points more).</p>
      {due.map((d, i) => (
        <div className="field" key={d.figureId}>
          <label htmlFor={`${ids}-${i}`}>Instead of {names[d.figureId]}</label>
          <select
            id={`${ids}-${i}`}
            name="reinforcementFigureIds"
            value={choices[i]}
            onChange={(e) => setChoices((c) => c.map((v, j) => (j === i ? e.target.value : v)))}
          >
            {d.eligibleFigureIds.map((id) => (
              <option key={id} value={id}>
                {names[id]}
              </option>
            ))}
            <option value="">None fits</option>
          </select>
        </div>
      ))}
      <FieldErrors errors={state.errors} name="reinforcementFigureIds" />
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending} data-testid="reinforce">
          Bring in the reinforcements
        </button>
      </div>
      <Outcome state={state} testId="reinforce-form" fieldsShown={['reinforcementFigureIds']} />
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

/** The side to act ends its turn; disabled while the rules do not let it (mayEndTurn). */
export function EndTurnForm({ matchId, side, name, mayEndTurn }: { matchId: string; side: number; name: string; mayEndTurn: boolean }) {
  return (
    <EventForm matchId={matchId} testId="end-turn-form" label={`End the turn of ${name}`} className="end-turn">
      {(_state, pending) => (
        <>
          <input type="hidden" name="side" value={side} />
          <button type="submit" name="type" value="END_TURN" className="button button--small" disabled={pending || !mayEndTurn}>
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
