'use server';

import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import type { CreateMatchInput, MatchSideInput } from '@/gql/graphql';
import { faultErrors } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { isMapType, isMatchRuleset } from '@/lib/match-labels';
import { isTeamAlignment } from '@/lib/labels';
import { formText, mutate } from '@/lib/server-action';
import type { FormError } from '@/lib/user-errors';

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

const invalid = (field: string, message: string): FormError => ({ code: 'INVALID_VALUE', field, message });

/**
 * Reads the form into a CreateMatchInput, refusing in words what the API would refuse anyway
 * (a side with nobody on it, a build total that is not a number), next to the field concerned.
 */
function readInput(world: string, form: FormData): { input: CreateMatchInput | null; errors: FormError[] } {
  const errors: FormError[] = [];
  const ruleset = formText(form, 'ruleset');
  const mapType = formText(form, 'mapType');
  const buildText = formText(form, 'buildTotal');
  if (!isMatchRuleset(ruleset)) errors.push(invalid('ruleset', 'Choose the rules the match is played under.'));
  if (!isMapType(mapType)) errors.push(invalid('mapType', 'Choose the map.'));
  if (!/^\d{1,5}$/.test(buildText) || Number(buildText) < 1) errors.push(invalid('buildTotal', 'The build total is a whole number of points above zero.'));
  const count = Math.min(8, Math.max(0, Number(formText(form, 'sideCount')) || 0));
  // Only Alpha has reinforcements; the form shows their picker for it alone.
  const reinforcements = (i: number) => (ruleset === 'HEROCLIX_ALPHA' ? { reinforcementIds: form.getAll(`sides.${i}.reinforcementIds`).map(String) } : {});
  const firstSide = formText(form, 'firstSide') || '0';
  if (!/^\d$/.test(firstSide) || Number(firstSide) >= count) errors.push(invalid('firstSide', 'Choose the side that takes the first turn.'));
  const sides: MatchSideInput[] = [];
  for (let i = 0; i < count; i++) {
    const kind = formText(form, `sides.${i}.kind`);
    const alignment = formText(form, `sides.${i}.alignment`);
    if (!isTeamAlignment(alignment)) {
      errors.push(invalid(`sides.${i}.alignment`, 'Choose heroes or villains.'));
      continue;
    }
    if (kind === 'TEAM') {
      const teamId = formText(form, `sides.${i}.teamId`);
      const teamMemberIds = form.getAll(`sides.${i}.teamMemberIds`).map(String);
      if (!teamId) errors.push(invalid(`sides.${i}.teamId`, 'Choose the team playing this side.'));
      else if (!teamMemberIds.length) errors.push(invalid(`sides.${i}.teamMemberIds`, 'Tick at least one member taking part.'));
      sides.push({ alignment, teamId, teamMemberIds, ...reinforcements(i) });
    } else {
      const versionIds = form.getAll(`sides.${i}.versionIds`).map(String);
      if (!versionIds.length) errors.push(invalid(`sides.${i}.versionIds`, 'Tick at least one character for the NPC force.'));
      sides.push({ alignment, versionIds, ...reinforcements(i) });
    }
  }
  if (count < 2) errors.push(invalid('sides', 'A match needs at least two sides.'));
  if (errors.length || !isMatchRuleset(ruleset) || !isMapType(mapType)) return { input: null, errors };
  const scenarioId = formText(form, 'scenarioId');
  const leagueId = formText(form, 'leagueId');
  return {
    input: {
      world,
      ruleset,
      mapType,
      buildTotal: Number(buildText),
      trainingMission: form.get('trainingMission') === 'on',
      firstSide: Number(firstSide),
      scenarioId: scenarioId || null,
      leagueId: leagueId || null,
      sides,
    },
    errors: [],
  };
}

export async function createMatchAction(previous: CreateMatchState, form: FormData): Promise<CreateMatchState> {
  const world = formText(form, 'world');
  const attempt = previous.attempt + 1;
  const { input, errors } = readInput(world, form);
  if (!input) return { errors, attempt };
  const outcome = await mutate(async () => (await graphqlRequest(CreateMatchMutation, { input })).createMatch, {
    needs: ['match'],
    form,
    fault: (error) => faultErrors(error, 'set up matches', 'the world’s Creator or an Organizer'),
  });
  if (!outcome.ok) return { errors: outcome.errors, attempt };
  redirect(`/matches/${encodeURIComponent(outcome.result.match.id)}?created=1`);
}
