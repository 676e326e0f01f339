'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import { faultErrors } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import type { RollState } from '@/lib/roll-state';
import { toFormErrors } from '@/lib/user-errors';

const RollRandomScenarioMutation = graphql(`
  mutation RollRandomScenario($world: String!) {
    rollRandomScenario(world: $world) {
      total
      entry {
        id
        name
        from
        to
        text
      }
      roll {
        id
        faces
        seed
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RollSubPlotMutation = graphql(`
  mutation RollSubPlot($world: String!) {
    rollSubPlot(world: $world) {
      subPlot {
        number
        text
        incomplete
        powerTable
      }
      roll {
        id
        faces
        seed
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const rollsPath = (slug: string) => `/worlds/${encodeURIComponent(slug)}/rolls`;
const sum = (faces: readonly number[]) => faces.reduce((total, face) => total + face, 0);

function refused(previous: RollState, errors: RollState['errors']): RollState {
  return {
    ...previous,
    errors: errors.length ? errors : [{ code: 'FAULT', field: '', message: 'The API did not say what went wrong.' }],
  };
}

/** The Creator's 2d6 on the random scenario generator; the roll is recorded at the API. */
export async function rollRandomScenarioAction(previous: RollState, form: FormData): Promise<RollState> {
  const world = String(form.get('world') ?? '');
  try {
    const result = (await graphqlRequest(RollRandomScenarioMutation, { world })).rollRandomScenario;
    if (result.userErrors.length || !result.entry || !result.roll) return refused(previous, toFormErrors(result.userErrors));
    const { entry, roll } = result;
    const range = entry.to === null ? `${entry.from}+` : entry.from === entry.to ? `${entry.from}` : `${entry.from}–${entry.to}`;
    revalidatePath(rollsPath(world));
    return {
      errors: [],
      done: previous.done + 1,
      roll: { faces: [...roll.faces], total: result.total ?? sum(roll.faces), seed: roll.seed },
      entry: { title: `${range}: ${entry.name}`, text: [...entry.text] },
    };
  } catch (error) {
    if (error instanceof ApiError) return refused(previous, faultErrors(error, 'roll random scenarios'));
    throw error;
  }
}

/** The Creator's roll on the sub-plot list; the roll is recorded at the API. */
export async function rollSubPlotAction(previous: RollState, form: FormData): Promise<RollState> {
  const world = String(form.get('world') ?? '');
  try {
    const result = (await graphqlRequest(RollSubPlotMutation, { world })).rollSubPlot;
    if (result.userErrors.length || !result.subPlot || !result.roll) return refused(previous, toFormErrors(result.userErrors));
    const { subPlot, roll } = result;
    revalidatePath(rollsPath(world));
    return {
      errors: [],
      done: previous.done + 1,
      roll: { faces: [...roll.faces], total: sum(roll.faces), seed: roll.seed },
      entry: {
        title: `Sub-plot ${subPlot.number}`,
        text: [subPlot.text, ...(subPlot.powerTable ?? [])].filter(Boolean),
        note: subPlot.incomplete ? 'Only the title is printed: the Creator fills in the rest.' : undefined,
      },
    };
  } catch (error) {
    if (error instanceof ApiError) return refused(previous, faultErrors(error, 'roll sub-plots'));
    throw error;
  }
}
