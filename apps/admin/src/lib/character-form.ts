import type {
  CharacterDetailQuery,
  CharacterKind,
  CharacterVersionInput,
  CombatValue,
  DamageSymbol,
  DialClickInput,
  MovementSymbol,
  Rank,
  SpecialPowerInput,
  Visibility,
} from '@/gql/graphql';
import { COMBAT_VALUE_LABELS, DAMAGE_SYMBOL_LABELS, isCharacterKind, isRank, MOVEMENT_LABELS, VISIBILITY_LABELS } from './labels';
import type { FormError } from './user-errors';

/*
 * The character editor's form, both ways. Every field is a plain form field named by its path in
 * the mutation's input ("versions.0.clicks.2.attack"), which is also the path the API reports
 * a userError on, so an error finds its field by name. Values are kept as typed (strings), so a
 * refused form comes back exactly as it was sent.
 */

export const CLICK_STATS = ['speed', 'attack', 'defense', 'damage'] as const;
export type ClickStat = (typeof CLICK_STATS)[number];
export type ClickPower = `${ClickStat}Power`;

export type ClickValues = Record<ClickStat | ClickPower, string>;

export interface SpecialPowerValues {
  value: string;
  name: string;
  text: string;
}

export interface VersionValues {
  rank: string;
  pointValue: string;
  range: string;
  targets: string;
  movement: string;
  damageSymbol: string;
  teamAbility: string;
  keywords: string;
  archenemyColour: string;
  setCode: string;
  collectorNumber: string;
  startingClick: string;
  koClicks: string;
  specialPowers: SpecialPowerValues[];
  clicks: ClickValues[];
}

export interface CharacterFormValues {
  name: string;
  kind: string;
  visibility: string;
  description: string;
  versions: VersionValues[];
}

/** What the editor shows: the values and the problems found with them. */
export interface CharacterFormState {
  values: CharacterFormValues;
  errors: FormError[];
  /** Bumped on every refused save, so the form starts again from the values sent. */
  submission: number;
}

export const VERSION_TEXT_FIELDS = [
  'rank',
  'pointValue',
  'range',
  'targets',
  'movement',
  'damageSymbol',
  'teamAbility',
  'keywords',
  'archenemyColour',
  'setCode',
  'collectorNumber',
  'startingClick',
  'koClicks',
] as const satisfies readonly (keyof VersionValues)[];

export function emptyClick(): ClickValues {
  return { speed: '', speedPower: '', attack: '', attackPower: '', defense: '', defensePower: '', damage: '', damagePower: '' };
}

export function emptySpecialPower(): SpecialPowerValues {
  return { value: 'ATTACK', name: '', text: '' };
}

export function emptyVersion(rank: Rank = 'ROOKIE'): VersionValues {
  return {
    rank,
    pointValue: '',
    range: '0',
    targets: '1',
    movement: 'BOOT',
    damageSymbol: 'STANDARD',
    teamAbility: '',
    keywords: '',
    archenemyColour: '',
    setCode: '',
    collectorNumber: '',
    startingClick: '1',
    koClicks: '1',
    specialPowers: [],
    clicks: [emptyClick()],
  };
}

export function newCharacterValues(): CharacterFormValues {
  return { name: '', kind: 'HERO', visibility: 'PUBLIC', description: '', versions: [emptyVersion()] };
}

type Character = NonNullable<CharacterDetailQuery['character']>;

/** The form's values for a saved character. */
export function characterValues(character: Character): CharacterFormValues {
  return {
    name: character.name,
    kind: character.kind,
    visibility: character.visibility,
    description: character.description,
    versions: character.versions.map((v) => ({
      rank: v.rank,
      pointValue: String(v.pointValue),
      range: String(v.range),
      targets: String(v.targets),
      movement: v.movement,
      damageSymbol: v.damageSymbol,
      teamAbility: v.teamAbility ?? '',
      keywords: v.keywords.join(', '),
      archenemyColour: v.archenemyColour ?? '',
      setCode: v.setCode ?? '',
      collectorNumber: v.collectorNumber ?? '',
      startingClick: String(v.startingClick),
      koClicks: String(v.koClicks),
      specialPowers: v.specialPowers.map((p) => ({ value: p.value, name: p.name, text: p.text })),
      clicks: v.clicks.map((c) => ({
        speed: String(c.speed),
        speedPower: c.speedPower ?? '',
        attack: String(c.attack),
        attackPower: c.attackPower ?? '',
        defense: String(c.defense),
        defensePower: c.defensePower ?? '',
        damage: String(c.damage),
        damagePower: c.damagePower ?? '',
      })),
    })),
  };
}

/** The indexes present under a list field ("versions.3.…" → 3), in order. */
function indexesUnder(form: FormData, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.(\\d+)\\.`);
  const found = new Set<number>();
  for (const key of form.keys()) {
    const match = pattern.exec(key);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The values exactly as sent; list positions are renumbered from 0 in the order they came. */
export function readCharacterForm(form: FormData): CharacterFormValues {
  return {
    name: text(form, 'name'),
    kind: text(form, 'kind'),
    visibility: text(form, 'visibility'),
    description: text(form, 'description'),
    versions: indexesUnder(form, 'versions').map((v) => {
      const at = (field: string) => text(form, `versions.${v}.${field}`);
      const version = Object.fromEntries(VERSION_TEXT_FIELDS.map((field) => [field, at(field)])) as Omit<VersionValues, 'clicks' | 'specialPowers'>;
      return {
        ...version,
        specialPowers: indexesUnder(form, `versions.${v}.specialPowers`).map((p) => ({
          value: at(`specialPowers.${p}.value`),
          name: at(`specialPowers.${p}.name`),
          text: at(`specialPowers.${p}.text`),
        })),
        clicks: indexesUnder(form, `versions.${v}.clicks`).map((c) => {
          const click = emptyClick();
          for (const key of Object.keys(click) as (keyof ClickValues)[]) click[key] = at(`clicks.${c}.${key}`);
          return click;
        }),
      };
    }),
  };
}

/**
 * A number the form could not read is sent as this instead: every number of the character input
 * is at least 0, so the API refuses it on the same path (the console's message replaces the API's)
 * while it checks everything else, and one submit reports every problem of the form.
 */
export const UNREADABLE_NUMBER = -1;

/**
 * The mutation's input for the values, and the problems the console finds itself (a value that
 * is not a whole number; a choice that is not on the list, which keeps the input from being sent
 * at all since the API's types refuse it outright). Range checks (negative values, targets 1-3,
 * the starting click on the dial) are the API's, reported back on the same paths.
 */
export function toCharacterInput(values: CharacterFormValues): {
  input: { name: string; kind: CharacterKind; visibility: Visibility; description: string; versions: CharacterVersionInput[] } | null;
  errors: FormError[];
} {
  const errors: FormError[] = [];
  const problem = (field: string, message: string, code: FormError['code'] = 'INVALID_VALUE') => errors.push({ code, field, message });
  const whole = (field: string, value: string, label: string): number => {
    const trimmed = value.trim();
    if (!/^[-+]?\d{1,9}$/.test(trimmed)) {
      problem(field, trimmed ? `${label} must be a whole number.` : `Enter ${label.toLowerCase()}.`, 'NOT_A_NUMBER');
      return UNREADABLE_NUMBER;
    }
    return Number(trimmed);
  };
  let unknownChoice = false;
  const wrongChoice = (field: string, label: string) => {
    unknownChoice = true;
    problem(field, `Choose ${label}.`);
  };
  const choice = <T extends string>(field: string, value: string, labels: Record<T, string>, label: string): T => {
    if (!Object.hasOwn(labels, value)) wrongChoice(field, label);
    return value as T;
  };
  const optional = (value: string) => value.trim() || null;

  const kind = values.kind;
  if (!isCharacterKind(kind)) wrongChoice('kind', 'a kind');
  const versions = values.versions.map((v, i): CharacterVersionInput => {
    const at = (field: string) => `versions.${i}.${field}`;
    if (!isRank(v.rank)) wrongChoice(at('rank'), 'a rank');
    return {
      rank: v.rank as Rank,
      pointValue: whole(at('pointValue'), v.pointValue, 'Points'),
      range: whole(at('range'), v.range, 'Range'),
      targets: whole(at('targets'), v.targets, 'Targets'),
      movement: choice<MovementSymbol>(at('movement'), v.movement, MOVEMENT_LABELS, 'a movement symbol'),
      damageSymbol: choice<DamageSymbol>(at('damageSymbol'), v.damageSymbol, DAMAGE_SYMBOL_LABELS, 'a damage symbol'),
      teamAbility: optional(v.teamAbility),
      keywords: v.keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      archenemyColour: optional(v.archenemyColour),
      setCode: optional(v.setCode),
      collectorNumber: optional(v.collectorNumber),
      startingClick: whole(at('startingClick'), v.startingClick, 'Starting click'),
      koClicks: whole(at('koClicks'), v.koClicks, 'KO clicks'),
      specialPowers: v.specialPowers.map((p, n): SpecialPowerInput => ({
        value: choice<CombatValue>(at(`specialPowers.${n}.value`), p.value, COMBAT_VALUE_LABELS, 'the value it belongs to'),
        name: p.name.trim(),
        text: p.text.trim(),
      })),
      clicks: v.clicks.map((c, n): DialClickInput => {
        const cell = (stat: ClickStat) => `clicks.${n}.${stat}`;
        const label = (stat: ClickStat) => `${stat.charAt(0).toUpperCase()}${stat.slice(1)} on click ${n + 1}`;
        return {
          speed: whole(at(cell('speed')), c.speed, label('speed')),
          speedPower: optional(c.speedPower),
          attack: whole(at(cell('attack')), c.attack, label('attack')),
          attackPower: optional(c.attackPower),
          defense: whole(at(cell('defense')), c.defense, label('defense')),
          defensePower: optional(c.defensePower),
          damage: whole(at(cell('damage')), c.damage, label('damage')),
          damagePower: optional(c.damagePower),
        };
      }),
    };
  });
  const visibility = choice<Visibility>('visibility', values.visibility, VISIBILITY_LABELS, 'who may see it');
  if (unknownChoice) return { input: null, errors };
  return { input: { name: values.name.trim(), kind: kind as CharacterKind, visibility, description: values.description, versions }, errors };
}
