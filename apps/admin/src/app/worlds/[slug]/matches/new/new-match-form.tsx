'use client';

import { type FormEvent, type ReactNode, startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { FieldErrors, FormErrorSummary, invalidProps } from '@/components/field-errors';
import { SubmitKey } from '@/components/submit-key';
import type { CharacterKind, TeamAlignment } from '@/gql/graphql';
import { KIND_LABELS, TEAM_ALIGNMENT_LABELS, TEAM_ALIGNMENTS } from '@/lib/labels';
import { MAP_TYPE_LABELS, MAP_TYPES, MATCH_RULESET_LABELS, MATCH_RULESETS } from '@/lib/match-labels';
import { type FormError, fieldId } from '@/lib/user-errors';
import { createMatchAction, type CreateMatchState } from './actions';

export interface TeamChoice {
  id: string;
  name: string;
  alignment: TeamAlignment;
  members: { id: string; label: string; points: number }[];
}

/** An OPEN league of the world a match can count for, with the teams that may play in it. */
export interface LeagueChoice {
  id: string;
  label: string;
  teamIds: string[];
}

export interface CharacterChoice {
  versionId: string;
  label: string;
  points: number;
  kind: CharacterKind;
}

/** What a rolled random scenario calls for (randomScenarioEntry.opposition): the form starts set up for it. */
export type RolledOpposition =
  | { kind: 'TRAINING' }
  | { kind: 'LACKEYS'; minPoints: number; maxPoints: number; gangs: number }
  | { kind: 'RELATIVE_TO_TEAM'; difference: number; orMore: boolean };

interface SideDraft {
  key: number;
  kind: 'TEAM' | 'NPC';
  alignment: TeamAlignment;
  teamId: string;
  memberIds: string[];
  versionIds: string[];
  /** HeroClix Alpha: off the map at the start, entering for KO'd characters (members of the team, or characters of the NPC force). */
  reinforcementIds: string[];
}

const INITIAL: CreateMatchState = { errors: [], attempt: 0 };

/** Errors on a side that no single field of the form shows (a member index, the side itself). */
function sideErrors(errors: readonly FormError[], index: number, shown: readonly string[]): FormError[] {
  const prefix = `sides.${index}`;
  return errors.filter((e) => (e.field === prefix || e.field.startsWith(`${prefix}.`)) && !shown.includes(e.field));
}

type Pair<T> = [T, (value: T) => void];

/** The match's ruleset, scenario, build total and map. */
function MatchSettings({
  errors,
  scenarios,
  ruleset,
  scenarioId,
  buildTotal,
  mapType,
  training,
}: {
  errors: FormError[];
  scenarios: { id: string; name: string }[];
  ruleset: Pair<string>;
  scenarioId: Pair<string>;
  buildTotal: Pair<string>;
  mapType: Pair<string>;
  training: Pair<boolean>;
}) {
  return (
    <>
      <div className="field-row">
        <div className="field">
          <label htmlFor={fieldId('ruleset')}>Ruleset</label>
          <select id={fieldId('ruleset')} name="ruleset" value={ruleset[0]} onChange={(e) => ruleset[1](e.target.value)} {...invalidProps(errors, 'ruleset')}>
            {MATCH_RULESETS.map((r) => (
              <option key={r} value={r}>
                {MATCH_RULESET_LABELS[r]}
              </option>
            ))}
          </select>
          <FieldErrors errors={errors} name="ruleset" />
        </div>
        <div className="field">
          <label htmlFor={fieldId('scenarioId')}>Scenario</label>
          <select
            id={fieldId('scenarioId')}
            name="scenarioId"
            value={scenarioId[0]}
            onChange={(e) => scenarioId[1](e.target.value)}
            {...invalidProps(errors, 'scenarioId')}
          >
            <option value="">No scenario</option>
            {scenarios.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <FieldErrors errors={errors} name="scenarioId" />
        </div>
        <div className="field field--narrow">
          <label htmlFor={fieldId('buildTotal')}>Build total (points)</label>
          <input
            id={fieldId('buildTotal')}
            name="buildTotal"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={buildTotal[0]}
            onChange={(e) => buildTotal[1](e.target.value)}
            {...invalidProps(errors, 'buildTotal')}
          />
          <FieldErrors errors={errors} name="buildTotal" />
        </div>
        <div className="field">
          <label htmlFor={fieldId('mapType')}>Map</label>
          <select id={fieldId('mapType')} name="mapType" value={mapType[0]} onChange={(e) => mapType[1](e.target.value)} {...invalidProps(errors, 'mapType')}>
            {MAP_TYPES.map((m) => (
              <option key={m} value={m}>
                {MAP_TYPE_LABELS[m]}
              </option>
            ))}
          </select>
          <FieldErrors errors={errors} name="mapType" />
        </div>
      </div>
      <div className="field field--checkbox">
        <label>
          <input type="checkbox" name="trainingMission" checked={training[0]} onChange={(e) => training[1](e.target.checked)} /> Training mission (played for
          practice)
        </label>
      </div>
    </>
  );
}

/** One side: who plays it (a team and its members, or an NPC force's characters), its Alpha reinforcements, its errors. */
function SideFieldset({
  draft: s,
  index,
  teams,
  teamChoices,
  characters,
  ruleset,
  errors,
  onChange,
  onRemove,
  teamOnly = false,
}: {
  draft: SideDraft;
  index: number;
  teams: TeamChoice[];
  /** A player's match: each side is a team, never an NPC force. */
  teamOnly?: boolean;
  /** The teams this side may choose (a league match: the league's). */
  teamChoices: TeamChoice[];
  characters: CharacterChoice[];
  ruleset: string;
  errors: FormError[];
  onChange: (change: Partial<SideDraft>) => void;
  /** Removes the side; null while only two are left. */
  onRemove: (() => void) | null;
}) {
  const team = teams.find((t) => t.id === s.teamId);
  const shown = [
    `sides.${index}.alignment`,
    `sides.${index}.teamId`,
    `sides.${index}.teamMemberIds`,
    `sides.${index}.versionIds`,
    `sides.${index}.reinforcementIds`,
  ];
  const points =
    s.kind === 'TEAM'
      ? (team?.members ?? []).filter((m) => s.memberIds.includes(m.id)).reduce((sum, m) => sum + m.points, 0)
      : characters.filter((c) => s.versionIds.includes(c.versionId)).reduce((sum, c) => sum + c.points, 0);
  return (
    <fieldset className="match-side" data-testid="match-side">
      <legend>
        Side {index + 1}
        <span className="muted"> · {points} points chosen</span>
      </legend>
      <div className="field-row">
        <div className="field">
          <label htmlFor={fieldId(`sides.${index}.kind`)}>Plays as</label>
          <select
            id={fieldId(`sides.${index}.kind`)}
            name={`sides.${index}.kind`}
            value={s.kind}
            onChange={(e) => onChange({ kind: e.target.value === 'NPC' ? 'NPC' : 'TEAM' })}
          >
            <option value="TEAM">A team</option>
            {!teamOnly && <option value="NPC">An NPC force</option>}
          </select>
        </div>
        <div className="field">
          <label htmlFor={fieldId(`sides.${index}.alignment`)}>Alignment</label>
          <select
            id={fieldId(`sides.${index}.alignment`)}
            name={`sides.${index}.alignment`}
            value={s.alignment}
            onChange={(e) => onChange({ alignment: e.target.value as TeamAlignment })}
            {...invalidProps(errors, `sides.${index}.alignment`)}
          >
            {TEAM_ALIGNMENTS.map((a) => (
              <option key={a} value={a}>
                {TEAM_ALIGNMENT_LABELS[a]}
              </option>
            ))}
          </select>
          <FieldErrors errors={errors} name={`sides.${index}.alignment`} />
        </div>
        {s.kind === 'TEAM' && (
          <div className="field">
            <label htmlFor={fieldId(`sides.${index}.teamId`)}>Team</label>
            <select
              id={fieldId(`sides.${index}.teamId`)}
              name={`sides.${index}.teamId`}
              value={s.teamId}
              onChange={(e) => {
                const chosen = teams.find((t) => t.id === e.target.value);
                onChange({
                  teamId: e.target.value,
                  memberIds: chosen?.members.map((m) => m.id) ?? [],
                  reinforcementIds: [],
                  alignment: chosen?.alignment ?? s.alignment,
                });
              }}
              {...invalidProps(errors, `sides.${index}.teamId`)}
            >
              <option value="">Choose a team</option>
              {teamChoices.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({TEAM_ALIGNMENT_LABELS[t.alignment].toLowerCase()})
                </option>
              ))}
            </select>
            <FieldErrors errors={errors} name={`sides.${index}.teamId`} />
          </div>
        )}
      </div>
      <SideFigures draft={s} index={index} team={team} characters={characters} errors={errors} onChange={onChange} />
      {ruleset === 'HEROCLIX_ALPHA' && <SideReinforcements draft={s} index={index} team={team} characters={characters} errors={errors} onChange={onChange} />}
      {sideErrors(errors, index, shown).map((e, i) => (
        <p key={i} className="field-error" data-testid="field-error" data-field={e.field}>
          {e.message}
        </p>
      ))}
      {onRemove && (
        <div className="form-actions">
          <button type="button" className="button button--secondary button--small" onClick={onRemove}>
            Remove side {index + 1}
          </button>
        </div>
      )}
    </fieldset>
  );
}

interface SidePartProps {
  draft: SideDraft;
  index: number;
  team: TeamChoice | undefined;
  characters: CharacterChoice[];
  errors: FormError[];
  onChange: (change: Partial<SideDraft>) => void;
}

/** A side's list of figures to tick: one checkbox per choice, named `sides.<index>.<field>` as the API's errors are. */
function SideCheckboxes({
  index,
  field,
  legend,
  choices,
  checked,
  onToggle,
  errors,
  scroll = false,
  testId,
  children,
}: {
  index: number;
  field: string;
  legend: string;
  choices: { id: string; label: ReactNode }[];
  checked: string[];
  onToggle: (checked: string[]) => void;
  errors: FormError[];
  scroll?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  const name = `sides.${index}.${field}`;
  return (
    <fieldset className={scroll ? 'checkbox-list checkbox-list--scroll' : 'checkbox-list'} data-testid={testId} {...invalidProps(errors, name)}>
      <legend>{legend}</legend>
      {children}
      {choices.map((c) => (
        <label key={c.id} className="checkbox-list__item">
          <input
            type="checkbox"
            name={name}
            value={c.id}
            checked={checked.includes(c.id)}
            onChange={(e) => onToggle(e.target.checked ? [...checked, c.id] : checked.filter((id) => id !== c.id))}
          />{' '}
          {c.label}
        </label>
      ))}
      <FieldErrors errors={errors} name={name} />
    </fieldset>
  );
}

/** Who takes part from the start: the team's members, or the NPC force's characters. */
function SideFigures({ draft: s, index, team, characters, errors, onChange }: SidePartProps) {
  if (s.kind !== 'TEAM') {
    return (
      <SideCheckboxes
        index={index}
        field="versionIds"
        legend="Characters of the NPC force (one figure each)"
        choices={characters.map((c) => ({
          id: c.versionId,
          label: (
            <>
              {c.label} <span className="muted">{KIND_LABELS[c.kind]}</span>
            </>
          ),
        }))}
        checked={s.versionIds}
        onToggle={(versionIds) => onChange({ versionIds })}
        errors={errors}
        scroll
      >
        {characters.length === 0 && <p className="muted">This world has no characters yet.</p>}
      </SideCheckboxes>
    );
  }
  return (
    team && (
      <SideCheckboxes
        index={index}
        field="teamMemberIds"
        legend="Members taking part"
        choices={team.members}
        checked={s.memberIds}
        onToggle={(memberIds) => onChange({ memberIds })}
        errors={errors}
      >
        {team.members.length === 0 && <p className="muted">This team has no active member.</p>}
      </SideCheckboxes>
    )
  );
}

/** HeroClix Alpha: the figures off the map at the start, entering for KO'd characters. */
function SideReinforcements({ draft: s, index, team, characters, errors, onChange }: SidePartProps) {
  const choices =
    s.kind === 'TEAM' ? (team?.members ?? []).filter((m) => !s.memberIds.includes(m.id)) : characters.map((c) => ({ id: c.versionId, label: c.label }));
  return (
    <SideCheckboxes
      index={index}
      field="reinforcementIds"
      legend="Reinforcements (off the map at the start; one enters for each KO’d character, at most 10 points more)"
      choices={choices}
      checked={s.reinforcementIds}
      onToggle={(reinforcementIds) => onChange({ reinforcementIds })}
      errors={errors}
      scroll
      testId="side-reinforcements"
    >
      {s.kind === 'TEAM' && <p className="muted">Members not taking part from the start can be reinforcements.</p>}
    </SideCheckboxes>
  );
}

/** The league the match counts for, or none (a friendly). */
function LeagueField({
  errors,
  leagues,
  leagueId,
  onChange,
}: {
  errors: FormError[];
  leagues: LeagueChoice[];
  leagueId: string;
  onChange: (leagueId: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={fieldId('leagueId')}>League</label>
      <select id={fieldId('leagueId')} name="leagueId" value={leagueId} onChange={(e) => onChange(e.target.value)} {...invalidProps(errors, 'leagueId')}>
        <option value="">No league (a friendly)</option>
        {leagues.map((l) => (
          <option key={l.id} value={l.id}>
            {l.label}
          </option>
        ))}
      </select>
      <FieldErrors errors={errors} name="leagueId" />
    </div>
  );
}

/** Which side acts first. */
function FirstSideField({ errors, sides, firstSide }: { errors: FormError[]; sides: SideDraft[]; firstSide: Pair<string> }) {
  return (
    <div className="field field--narrow">
      <label htmlFor={fieldId('firstSide')}>First side</label>
      <select
        id={fieldId('firstSide')}
        name="firstSide"
        value={firstSide[0]}
        onChange={(e) => firstSide[1](e.target.value)}
        {...invalidProps(errors, 'firstSide')}
      >
        {sides.map((s, index) => (
          <option key={s.key} value={index}>
            Side {index + 1}
          </option>
        ))}
      </select>
      <FieldErrors errors={errors} name="firstSide" />
    </div>
  );
}

/**
 * Submitted without React's reset of the form after an action: it put the fields' defaults back on
 * screen (no scenario, the first villain team) while their state, sent next, kept the choices.
 */
const submitWithoutReset = (formAction: (data: FormData) => void) => (e: FormEvent<HTMLFormElement>) => {
  e.preventDefault();
  const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
  startTransition(() => formAction(data));
};

/** A new side, a team's (all its members taking part) or an NPC force's. */
const sideDraft = (key: number, alignment: TeamAlignment, team: TeamChoice | undefined): SideDraft => ({
  key,
  kind: team ? 'TEAM' : 'NPC',
  alignment,
  teamId: team?.id ?? '',
  memberIds: team?.members.map((m) => m.id) ?? [],
  versionIds: [],
  reinforcementIds: [],
});

export function NewMatchForm({
  world,
  teams,
  scenarios,
  characters,
  leagues,
  initialLeagueId,
  rolled,
  ownTeamIds = null,
}: {
  world: string;
  teams: TeamChoice[];
  /** A player's form: his teams (side 1's choices) against the other players' (side 2's); null for the Creator and organizers. */
  ownTeamIds?: string[] | null;
  leagues: LeagueChoice[];
  /** Preselected (from the league page's "New league match"); '' for a friendly. */
  initialLeagueId: string;
  scenarios: { id: string; name: string }[];
  characters: CharacterChoice[];
  /** A rolled scenario's opposition: a training mission, or side 2 an NPC force (lackeys: their points as the build total). */
  rolled?: RolledOpposition;
}) {
  const [state, formAction, pending] = useActionState(createMatchAction, INITIAL);
  const [leagueId, setLeagueId] = useState(initialLeagueId);
  // A league match's team sides are teams of the league: the others are not offered.
  const teamsOf = (id: string) => {
    const league = leagues.find((l) => l.id === id);
    return league ? teams.filter((t) => league.teamIds.includes(t.id)) : teams;
  };
  const teamChoices = teamsOf(leagueId);
  // A player: side 1 is one of his teams, side 2 another player's.
  const choicesFor = (index: number, all: TeamChoice[]) => (ownTeamIds ? all.filter((t) => (index === 0) === ownTeamIds.includes(t.id)) : all);
  const heroTeam = ownTeamIds ? choicesFor(0, teamChoices)[0] : teamChoices.find((t) => t.alignment === 'HERO');
  const villainTeam = ownTeamIds ? choicesFor(1, teamChoices)[0] : teamChoices.find((t) => t.alignment === 'VILLAIN');
  const [sides, setSides] = useState<SideDraft[]>(() => [
    sideDraft(0, heroTeam && ownTeamIds ? heroTeam.alignment : 'HERO', heroTeam),
    sideDraft(1, villainTeam && ownTeamIds ? villainTeam.alignment : 'VILLAIN', rolled && rolled.kind !== 'TRAINING' && !ownTeamIds ? undefined : villainTeam),
  ]);
  const [ruleset, setRuleset] = useState('CLIX_CAMPAIGN');
  const [scenarioId, setScenarioId] = useState('');
  const [buildTotal, setBuildTotal] = useState(rolled?.kind === 'LACKEYS' ? String(rolled.maxPoints) : '300');
  const [mapType, setMapType] = useState('CITY');
  const [training, setTraining] = useState(rolled?.kind === 'TRAINING');
  const [firstSide, setFirstSide] = useState('0');
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.errors.length) summaryRef.current?.querySelector<HTMLElement>('[data-testid="form-errors"]')?.focus();
  }, [state]);

  const update = (index: number, change: Partial<SideDraft>) => setSides((all) => all.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const errors = state.errors;
  const shownOnForm = ['leagueId', 'ruleset', 'scenarioId', 'buildTotal', 'mapType', 'sides', 'firstSide'];
  const shownElsewhere = errors.filter((e) => !e.field || (!shownOnForm.includes(e.field) && !e.field.startsWith('sides.')));

  return (
    <form action={formAction} onSubmit={submitWithoutReset(formAction)} className="form-card match-form" noValidate data-testid="new-match-form">
      <SubmitKey />
      <input type="hidden" name="world" value={world} />
      <input type="hidden" name="sideCount" value={sides.length} />
      <div ref={summaryRef}>
        <FormErrorSummary errors={shownElsewhere} title="The match could not be created" />
      </div>

      <LeagueField
        errors={errors}
        leagues={leagues}
        leagueId={leagueId}
        onChange={(id) => {
          const inLeague = new Set(teamsOf(id).map((t) => t.id));
          setLeagueId(id);
          setSides((all) => all.map((s) => (s.kind === 'TEAM' && !inLeague.has(s.teamId) ? { ...s, teamId: '', memberIds: [], reinforcementIds: [] } : s)));
        }}
      />
      <MatchSettings
        errors={errors}
        scenarios={scenarios}
        ruleset={[ruleset, setRuleset]}
        scenarioId={[scenarioId, setScenarioId]}
        buildTotal={[buildTotal, setBuildTotal]}
        mapType={[mapType, setMapType]}
        training={[training, setTraining]}
      />
      <h2>Sides</h2>
      <FieldErrors errors={errors} name="sides" />
      <FirstSideField errors={errors} sides={sides} firstSide={[firstSide, setFirstSide]} />
      <div className="match-form__sides">
        {sides.map((s, index) => (
          <SideFieldset
            key={s.key}
            draft={s}
            index={index}
            teams={teams}
            teamChoices={choicesFor(index, teamChoices)}
            teamOnly={ownTeamIds !== null}
            characters={characters}
            ruleset={ruleset}
            errors={errors}
            onChange={(change) => update(index, change)}
            onRemove={sides.length > 2 ? () => setSides((all) => all.filter((_, i) => i !== index)) : null}
          />
        ))}
      </div>
      <div className="form-actions">
        {sides.length < 8 && !ownTeamIds && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setSides((all) => [...all, sideDraft(Math.max(...all.map((s) => s.key)) + 1, 'VILLAIN', undefined)])}
          >
            Add a side
          </button>
        )}
        <button type="submit" className="button" disabled={pending} data-testid="create-match">
          {pending ? 'Creating…' : 'Create match'}
        </button>
      </div>
    </form>
  );
}
