'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import type { CreateMatchInput, MatchSideInput } from '@/gql/graphql';
import { faultErrors } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
import { isMapType, isMatchRuleset } from '@/lib/match-labels';
import { isTeamAlignment } from '@/lib/labels';
import { type FormError, toFormErrors } from '@/lib/user-errors';

const CreateMatchMutation = graphql(`
  mutation CreateMatch($input: CreateMatchInput!) {
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

export interface CreateMatchState {
  errors: FormError[];
  attempt: number;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const invalid = (field: string, message: string): FormError => ({ code: 'INVALID_VALUE', field, message });

/**
 * Reads the form into a CreateMatchInput, refusing in words what the API would refuse anyway
 * (a side with nobody on it, a build total that is not a number), next to the field concerned.
 */
function readInput(world: string, form: FormData): { input: CreateMatchInput | null; errors: FormError[] } {
  const errors: FormError[] = [];
  const ruleset = text(form, 'ruleset');
  const mapType = text(form, 'mapType');
  const buildText = text(form, 'buildTotal');
  if (!isMatchRuleset(ruleset)) errors.push(invalid('ruleset', 'Choose the rules the match is played under.'));
  if (!isMapType(mapType)) errors.push(invalid('mapType', 'Choose the map.'));
  if (!/^\d{1,5}$/.test(buildText) || Number(buildText) < 1) errors.push(invalid('buildTotal', 'The build total is a whole number of points above zero.'));
  const count = Math.min(8, Math.max(0, Number(text(form, 'sideCount')) || 0));
  const sides: MatchSideInput[] = [];
  for (let i = 0; i < count; i++) {
    const kind = text(form, `sides.${i}.kind`);
    const alignment = text(form, `sides.${i}.alignment`);
    if (!isTeamAlignment(alignment)) {
      errors.push(invalid(`sides.${i}.alignment`, 'Choose heroes or villains.'));
      continue;
    }
    if (kind === 'TEAM') {
      const teamId = text(form, `sides.${i}.teamId`);
      const teamMemberIds = form.getAll(`sides.${i}.teamMemberIds`).map(String);
      if (!teamId) errors.push(invalid(`sides.${i}.teamId`, 'Choose the team playing this side.'));
      else if (!teamMemberIds.length) errors.push(invalid(`sides.${i}.teamMemberIds`, 'Tick at least one member taking part.'));
      sides.push({ alignment, teamId, teamMemberIds });
    } else {
      const versionIds = form.getAll(`sides.${i}.versionIds`).map(String);
      if (!versionIds.length) errors.push(invalid(`sides.${i}.versionIds`, 'Tick at least one character for the NPC force.'));
      sides.push({ alignment, versionIds });
    }
  }
  if (count < 2) errors.push(invalid('sides', 'A match needs at least two sides.'));
  if (errors.length || !isMatchRuleset(ruleset) || !isMapType(mapType)) return { input: null, errors };
  const scenarioId = text(form, 'scenarioId');
  return {
    input: {
      world,
      ruleset,
      mapType,
      buildTotal: Number(buildText),
      trainingMission: form.get('trainingMission') === 'on',
      scenarioId: scenarioId || null,
      sides,
    },
    errors: [],
  };
}

export async function createMatchAction(previous: CreateMatchState, form: FormData): Promise<CreateMatchState> {
  const world = text(form, 'world');
  const attempt = previous.attempt + 1;
  const { input, errors } = readInput(world, form);
  if (!input) return { errors, attempt };
  let matchId: string;
  try {
    const result = (await graphqlRequest(CreateMatchMutation, { input })).createMatch;
    if (result.userErrors.length || !result.match) {
      const refused = toFormErrors(result.userErrors);
      return { errors: refused.length ? refused : [invalid('', 'The API did not say what went wrong.')], attempt };
    }
    matchId = result.match.id;
  } catch (error) {
    if (error instanceof ApiError) {
      const words = error.hasCode('FORBIDDEN') ? faultErrors(error, 'set up matches').map((e) => ({ ...e, message: 'Only the world’s Creator or an Organizer can set up matches.' })) : faultErrors(error, 'set up matches');
      return { errors: words, attempt };
    }
    throw error;
  }
  redirect(`/matches/${encodeURIComponent(matchId)}?created=1`);
}
