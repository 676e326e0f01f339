'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import type { ImportMode } from '@/gql/graphql';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { describeError } from '@/lib/user-errors';

const ImportCharactersMutation = graphql(`
  mutation ImportCharacters($world: String!, $json: String!, $mode: ImportMode!) {
    importCharacters(world: $world, json: $json, mode: $mode) {
      createdCount
      updatedCount
      characters {
        id
        name
        versions {
          rank
        }
      }
      userErrors {
        code
        field
        line
        message
      }
    }
  }
`);

export interface ImportProblem {
  path: string;
  line: number | null;
  message: string;
}

export interface ImportState {
  attempt: number;
  /** A problem with the form itself (no file, the API down). */
  formError: string | null;
  problems: ImportProblem[];
  created: { id: string; name: string; ranks: string[] }[] | null;
  createdCount: number;
  updatedCount: number;
}

const MAX_BYTES = 900_000;

export async function importCharactersAction(previous: ImportState, form: FormData): Promise<ImportState> {
  const base: ImportState = { attempt: previous.attempt + 1, formError: null, problems: [], created: null, createdCount: 0, updatedCount: 0 };
  const world = String(form.get('world') ?? '');
  const mode: ImportMode = form.get('mode') === 'UPSERT' ? 'UPSERT' : 'CREATE_ONLY';
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { ...base, formError: 'Choose a “clix-characters” JSON file to import.' };
  if (file.size > MAX_BYTES)
    return { ...base, formError: `The file is ${Math.round(file.size / 1000)} kB; the console takes files up to ${MAX_BYTES / 1000} kB.` };
  const json = await file.text();
  try {
    const result = (await graphqlRequest(ImportCharactersMutation, { world, json, mode })).importCharacters;
    if (result.userErrors.length) {
      return {
        ...base,
        problems: result.userErrors.map((e) => ({ path: e.field.length ? e.field.join('.') : '(the whole file)', line: e.line, message: describeError(e) })),
      };
    }
    revalidatePath(`/worlds/${encodeURIComponent(world)}/characters`);
    return {
      ...base,
      created: result.characters.map((c) => ({ id: c.id, name: c.name, ranks: c.versions.map((v) => v.rank) })),
      createdCount: result.createdCount,
      updatedCount: result.updatedCount,
    };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ...base, formError: error.hasCode('FORBIDDEN') ? 'Only this world’s Creator can import characters.' : error.message };
    }
    throw error;
  }
}
