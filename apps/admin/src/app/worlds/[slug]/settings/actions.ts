'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { HeroPointRounding, UpdateWorldSettingsInput, UpkeepPeriod } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';
import type { FormError } from '@/lib/user-errors';
import { SETTING_FIELDS } from './fields';

const UpdateWorldSettingsMutation = graphql(`
  mutation UpdateWorldSettings($input: UpdateWorldSettingsInput!) {
    updateWorldSettings(input: $input) {
      settings {
        updatedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export interface SettingsState {
  errors: FormError[];
  done: number;
  message?: string;
  /** What was sent, so a refused form shows it again. */
  values: Record<string, string>;
}

const invalid = (field: string, message: string): FormError => ({ code: 'NOT_A_NUMBER', field, message });

/** Only the settings that changed are sent; a field that does not read as its kind is refused next to it. */
export async function updateSettingsAction(previous: SettingsState, form: FormData): Promise<SettingsState> {
  const world = formText(form, 'world');
  const values: Record<string, string> = {};
  const errors: FormError[] = [];
  const input: UpdateWorldSettingsInput = { world };
  const changes = input as unknown as Record<string, unknown>;
  for (const field of SETTING_FIELDS) {
    const raw = field.kind === 'boolean' ? (form.get(field.key) === 'on' ? 'true' : 'false') : formText(form, field.key);
    values[field.key] = raw;
    const before = String(form.get(`$before.${field.key}`) ?? '');
    if (raw === before) continue;
    switch (field.kind) {
      case 'int':
        if (!/^-?\d{1,7}$/.test(raw)) errors.push(invalid(field.key, 'Enter a whole number.'));
        else changes[field.key] = Number(raw);
        break;
      case 'optionalInt':
        if (raw === '') changes[field.key] = null;
        else if (!/^\d{1,7}$/.test(raw)) errors.push(invalid(field.key, 'Enter a whole number, or leave it empty for no limit.'));
        else changes[field.key] = Number(raw);
        break;
      case 'boolean':
        changes[field.key] = raw === 'true';
        break;
      case 'intList': {
        const parts = raw.split(/[\s,]+/).filter(Boolean);
        if (!parts.length || parts.some((p) => !/^\d{1,4}$/.test(p)))
          errors.push(invalid(field.key, 'Enter whole numbers separated by commas, e.g. “1, 2, 2, 3”.'));
        else changes[field.key] = parts.map(Number);
        break;
      }
      case 'choice':
        if (!field.choices?.some((c) => c.value === raw)) errors.push(invalid(field.key, 'Choose one of the options.'));
        else changes[field.key] = raw as HeroPointRounding | UpkeepPeriod;
        break;
    }
  }
  if (errors.length) return { errors, done: previous.done, values };
  if (Object.keys(changes).length === 1) return { errors: [], done: previous.done + 1, message: 'Nothing changed.', values };
  const outcome = await mutate(async () => (await graphqlRequest(UpdateWorldSettingsMutation, { input })).updateWorldSettings, {
    needs: ['settings'],
    fault: 'change the settings',
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  revalidatePath(`/worlds/${encodeURIComponent(world)}/settings`);
  const changed = SETTING_FIELDS.filter((f) => f.key in changes).map((f) => f.label.toLowerCase());
  return { errors: [], done: previous.done + 1, message: `Saved: ${changed.join(', ')}.`, values: {} };
}
