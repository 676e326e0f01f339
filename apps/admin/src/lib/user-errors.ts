import type { UserErrorCode } from '@/gql/graphql';

/** A userError as the console keeps it between a server action and its form. */
export interface FormError {
  code: UserErrorCode | 'NOT_A_NUMBER' | 'FAULT';
  /** The form field's name (the API's path joined with dots), '' for the whole form. */
  field: string;
  message: string;
}

/** ["versions","0","clicks","2","attack"] → "versions.0.clicks.2.attack", the name of the form field. */
export function fieldName(path: readonly string[]): string {
  return path.join('.');
}

/** An element id for a field name: "versions.0.clicks.2.attack" → "field-versions-0-clicks-2-attack". */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

const FIELD_WORDS: Record<string, string> = {
  pointValue: 'points',
  koClicks: 'KO clicks',
  startingClick: 'starting click',
  damageSymbol: 'damage symbol',
  teamAbility: 'team ability',
  archenemyColour: 'archenemy colour',
  setCode: 'set code',
  collectorNumber: 'collector number',
  speedPower: 'speed power',
  attackPower: 'attack power',
  defensePower: 'defense power',
  damagePower: 'damage power',
  specialPowers: 'special powers',
  accountId: 'member',
};

/** "versions.0.clicks.1.attack" → "Rank version 1, click 2, attack": where a problem is, in words. */
export function fieldLabel(name: string): string {
  const parts = name.split('.');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const index = parts[i + 1];
    if (index !== undefined && /^\d+$/.test(index)) {
      const position = Number(index) + 1;
      words.push(
        part === 'versions'
          ? `rank version ${position}`
          : part === 'clicks'
            ? `click ${position}`
            : part === 'specialPowers'
              ? `special power ${position}`
              : `${part} ${position}`,
      );
      i++;
    } else {
      words.push(FIELD_WORDS[part] ?? part);
    }
  }
  const text = words.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words for the codes whose API message needs a sentence of context in the console. */
const EXPLANATIONS: Partial<Record<FormError['code'], string>> = {
  LAST_CREATOR: 'A world keeps at least one Creator: make someone else Creator first.',
  INVALID_CREDENTIALS: 'The email or the password is wrong.',
  ACCOUNT_NOT_FOUND: 'No account has this email: ask them to sign up first.',
  ALREADY_MEMBER: 'This account is already a member: change its role in the list instead.',
};

/**
 * Refusals of the team sheet's advancement actions, in the campaign's words. The API's own message
 * (which carries the numbers: the price, the balance) follows the sentence.
 */
const TEAM_EXPLANATIONS: Partial<Record<FormError['code'], string>> = {
  INSUFFICIENT_HERO_POINTS: 'The team does not have enough Hero Points for this.',
  INSUFFICIENT_CASH: 'The team does not have enough cash for this.',
  FEAT_PREREQUISITE_MISSING: 'This member does not meet the feat’s prerequisite: his dial lacks a power the feat requires.',
  FEAT_ALREADY_KNOWN: 'This member already has this feat.',
  FEAT_NOT_PRICED: 'This feat has no price yet: the Creator must price it before anyone can buy it.',
  FEAT_NOT_FOUND: 'This world has no such feat.',
  TOO_MANY_FEATS: 'This member already has as many feats as a member may have.',
  ITEM_NOT_PRICED: 'This item has no price yet: the Creator must price it before anyone can buy it.',
  ITEM_NOT_FOUND: 'This world has no such item.',
  NO_NEXT_VERSION: 'This character has no higher rank version to move up to.',
  LEVEL_SKIPPED: 'A member moves up one level at a time.',
  NOT_A_LEVEL_UP: 'That version is not a level up for this member.',
  VERSION_NOT_FOUND: 'That rank version does not exist.',
  MEMBER_NOT_FOUND: 'This member is no longer on the team.',
  TEAM_MEMBER_NOT_FOUND: 'This member is no longer on the team.',
  MEMBER_NOT_ON_TEAM: 'This member is no longer on the team.',
  TEAM_NOT_FOUND: 'The team no longer exists.',
  NEGATIVE_VALUE: 'The amount must be more than zero.',
};

/** A refusal on the team sheet: the console's sentence, then the API's words with its numbers. */
export function describeTeamError(error: { code: FormError['code']; message: string }): string {
  const own = TEAM_EXPLANATIONS[error.code];
  const api = describeError(error);
  return own ? `${own} ${api === own ? '' : `(${api})`}`.trim() : api;
}

/** Team refusals for a form that shows them all together, above its submit button. */
export function toTeamFormErrors(userErrors: readonly { code: UserErrorCode; message: string }[]): FormError[] {
  return userErrors.map((e) => ({ code: e.code, field: '', message: describeTeamError(e) }));
}

/** A sentence: the API's message with a capital and a full stop, or the console's own words. */
export function describeError(error: { code: FormError['code']; message: string }): string {
  const words = EXPLANATIONS[error.code] ?? error.message;
  const sentence = words.charAt(0).toUpperCase() + words.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

export function toFormErrors(userErrors: readonly { code: UserErrorCode; field: readonly string[]; message: string }[]): FormError[] {
  return userErrors.map((e) => ({ code: e.code, field: fieldName(e.field), message: describeError(e) }));
}

export function errorsFor(errors: readonly FormError[], field: string): FormError[] {
  return errors.filter((e) => e.field === field);
}
