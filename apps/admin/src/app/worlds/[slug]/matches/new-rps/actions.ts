'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import type { CreateMatchInput, MatchSideInput, RpsComputerLevel, RpsEqualBattle } from '@/gql/graphql';
import { faultErrors } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';
import type { FormError } from '@/lib/user-errors';

const CreateRpsMatchMutation = graphql(`
  mutation CreateRpsMatch($input: CreateMatchInput!) {
    createMatch(input: $input) {
      match {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export interface CreateRpsState {
  errors: FormError[];
  attempt: number;
}

const COMPUTERS = new Set<string>(['RANDOM', 'GREEDY']);
const EQUAL_BATTLES = new Set<string>(['ROLL_OFF', 'DEFENDER_HOLDS']);

/**
 * The form as createMatch's input for RPS_CLIX: per side its picks in order (versionIds), the place
 * of each front-line column and of the commander among them, whose side it is and whether the
 * computer plays it. The API's engine checks the armies; its refusals come back next to the pick.
 */
function readInput(world: string, form: FormData): { input: CreateMatchInput; errors: FormError[] } {
  const errors: FormError[] = [];
  const sides: MatchSideInput[] = [0, 1].map((s) => {
    const versionIds = form.getAll(`sides.${s}.versionIds`).map(String);
    const roles = form.getAll(`sides.${s}.roles`).map(String);
    const frontLine = [0, 1, 2, 3, 4].map((col) => roles.indexOf(`FRONT_${col}`));
    const computer = formText(form, `sides.${s}.computer`);
    const teamId = formText(form, `sides.${s}.teamId`);
    const commander = roles.indexOf('COMMANDER');
    if (commander < 0)
      errors.push({
        code: 'INVALID_VALUE',
        field: `sides.${s}.rps.commander`,
        message: 'Make one of the picks the commander (the opponent chooses it from the six).',
      });
    return {
      alignment: s === 0 ? 'HERO' : 'VILLAIN',
      versionIds,
      ...(teamId ? { teamId } : {}),
      rps: {
        // A column nobody was put in is left out, so the engine says the front line is short.
        frontLine: frontLine.filter((place) => place >= 0),
        commander: Math.max(0, commander),
        ...(COMPUTERS.has(computer) ? { computer: computer as RpsComputerLevel } : {}),
      },
    };
  });
  // Left blank, a setting is the world's (the API's default); a number the form cannot read is sent as -1, which the API refuses on the field's path.
  const whole = (name: string) => {
    const text = formText(form, name).trim();
    return text === '' ? null : /^\d+$/.test(text) ? Number(text) : -1;
  };
  const equalBattle = formText(form, 'equalBattle');
  const rps = {
    rows: whole('rows'),
    turnLimit: whole('turnLimit'),
    equalBattle: EQUAL_BATTLES.has(equalBattle) ? (equalBattle as RpsEqualBattle) : null,
  };
  return { input: { world, ruleset: 'RPS_CLIX', buildTotal: 150, mapType: 'OTHER', sides, rps }, errors };
}

export async function createRpsMatchAction(previous: CreateRpsState, form: FormData): Promise<CreateRpsState> {
  const attempt = previous.attempt + 1;
  const { input, errors } = readInput(formText(form, 'world'), form);
  if (errors.length) return { errors, attempt };
  const outcome = await mutate(async () => (await graphqlRequest(CreateRpsMatchMutation, { input })).createMatch, {
    needs: ['match'],
    form,
    fault: (error) => faultErrors(error, 'set up matches', 'the world’s Creator or an Organizer'),
  });
  if (!outcome.ok) return { errors: outcome.errors, attempt };
  redirect(`/matches/${encodeURIComponent(outcome.result.match.id)}?created=1`);
}
