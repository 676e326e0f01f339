'use server';

import { revalidatePath } from 'next/cache';
import { graphql } from '@/gql';
import { graphqlRequest } from '@/lib/graphql-request';
import type { RollState } from '@/lib/roll-state';
import { formText, mutate } from '@/lib/server-action';

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

/** The Creator's 2d6 on the random scenario generator; the roll is recorded at the API. */
export async function rollRandomScenarioAction(previous: RollState, form: FormData): Promise<RollState> {
  const world = formText(form, 'world');
  const outcome = await mutate(async () => (await graphqlRequest(RollRandomScenarioMutation, { world })).rollRandomScenario, {
    needs: ['entry', 'roll'],
    fault: 'roll random scenarios',
  });
  if (!outcome.ok) return { ...previous, errors: outcome.errors };
  const { entry, roll, total } = outcome.result;
  const range = entry.to === null ? `${entry.from}+` : entry.from === entry.to ? `${entry.from}` : `${entry.from}–${entry.to}`;
  revalidatePath(rollsPath(world));
  return {
    errors: [],
    done: previous.done + 1,
    roll: { faces: [...roll.faces], total: total ?? sum(roll.faces), seed: roll.seed },
    entry: {
      title: `${range}: ${entry.name}`,
      text: [...entry.text],
      next: { href: `/worlds/${encodeURIComponent(world)}/matches/new?rolled=${encodeURIComponent(entry.id)}`, label: 'Start a match with this scenario' },
    },
  };
}

/** The Creator's roll on the sub-plot list; the roll is recorded at the API. */
export async function rollSubPlotAction(previous: RollState, form: FormData): Promise<RollState> {
  const world = formText(form, 'world');
  const outcome = await mutate(async () => (await graphqlRequest(RollSubPlotMutation, { world })).rollSubPlot, {
    needs: ['subPlot', 'roll'],
    fault: 'roll sub-plots',
  });
  if (!outcome.ok) return { ...previous, errors: outcome.errors };
  const { subPlot, roll } = outcome.result;
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
}
