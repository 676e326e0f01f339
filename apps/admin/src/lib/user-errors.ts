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
      words.push(part === 'versions' ? `rank version ${position}` : part === 'clicks' ? `click ${position}` : part === 'specialPowers' ? `special power ${position}` : `${part} ${position}`);
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
