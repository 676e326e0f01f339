'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import type { LeagueScoringInput, LeagueTieBreaker, UserErrorCode } from '@/gql/graphql';
import { isTieBreaker } from '@/components/league-labels';
import { type ActionState, faultErrors } from '@/lib/action-state';
import { type ApiError, graphqlRequest } from '@/lib/graphql-request';
import { formText, mutate } from '@/lib/server-action';
import { describeError, type FormError, fieldName } from '@/lib/user-errors';

const CreateLeagueMutation = graphql(`
  mutation CreateLeague($input: CreateLeagueInput!) {
    createLeague(input: $input) {
      league {
        id
        name
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UpdateLeagueMutation = graphql(`
  mutation UpdateLeague($input: UpdateLeagueInput!) {
    updateLeague(input: $input) {
      league {
        id
        name
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const AddLeagueTeamMutation = graphql(`
  mutation AddLeagueTeam($input: LeagueTeamInput!) {
    addLeagueTeam(input: $input) {
      league {
        id
        name
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const RemoveLeagueTeamMutation = graphql(`
  mutation RemoveLeagueTeam($input: LeagueTeamInput!) {
    removeLeagueTeam(input: $input) {
      league {
        id
        name
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const FinalizeLeagueMutation = graphql(`
  mutation FinalizeLeague($input: FinalizeLeagueInput!) {
    finalizeLeague(input: $input) {
      league {
        id
        name
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** League refusals in the campaign's words; the API's own message (with its numbers) follows. */
const LEAGUE_EXPLANATIONS: Partial<Record<UserErrorCode, string>> = {
  LEAGUE_NAME_TAKEN: 'Another league of this world has this name in this season: choose another name or season.',
  LEAGUE_FINAL: 'This league is final: its teams, scoring and tie-breakers no longer change.',
  LEAGUE_SCORING_INVALID: 'Points are whole numbers from 0 to 100, a win worth more than a loss and a draw in between.',
  LEAGUE_TIE_BREAKERS_INVALID: 'Each tie-breaker may be listed once.',
  TEAM_ALREADY_IN_LEAGUE: 'This team is already in the league.',
  TEAM_NOT_IN_LEAGUE: 'This team is not in the league.',
  LEAGUE_TEAM_HAS_MATCHES: 'This team has played (or is set to play) league matches, so it stays in the standings.',
  LEAGUE_HAS_PENDING_MATCHES: 'Some league matches are still being played: resolve or void them before finalizing.',
  LEAGUE_NOT_FOUND: 'This league no longer exists.',
  TEAM_NOT_FOUND: 'This world has no such team.',
};

/** The API's message carries names and counts for these: it follows the console's sentence. */
const WITH_DETAILS = new Set<UserErrorCode>(['LEAGUE_NAME_TAKEN', 'LEAGUE_HAS_PENDING_MATCHES', 'LEAGUE_SCORING_INVALID']);

function describeLeagueError(error: { code: UserErrorCode; message: string }): string {
  const own = LEAGUE_EXPLANATIONS[error.code];
  const api = describeError(error);
  if (!own) return api;
  return WITH_DETAILS.has(error.code) ? `${own} (${api})` : own;
}

/** The API's path → the form's field name; refusals about the league itself belong to the whole form. */
function toLeagueErrors(userErrors: readonly { code: UserErrorCode; field: readonly string[]; message: string }[], fieldFor?: string): FormError[] {
  return userErrors.map((e) => {
    const name = fieldName(e.field);
    const field = fieldFor ?? (name === 'leagueId' || name.startsWith('teamIds') ? '' : name.startsWith('scoring') ? 'scoring' : name);
    return { code: e.code, field, message: describeLeagueError(e) };
  });
}

const fault = (error: ApiError) => faultErrors(error, 'manage leagues', 'the world’s Creator and its organizers');

const leaguesPath = (world: string) => `/worlds/${encodeURIComponent(world)}/leagues`;

/** What the settings form sent, read and checked for what the API would refuse anyway. */
function readSettings(form: FormData) {
  const values: Record<string, string> = {
    name: formText(form, 'name'),
    season: formText(form, 'season'),
    win: formText(form, 'win'),
    draw: formText(form, 'draw'),
    loss: formText(form, 'loss'),
  };
  const tieBreakers = form.getAll('tieBreakers').map(String).filter(isTieBreaker) as LeagueTieBreaker[];
  values.tieBreakers = tieBreakers.join(',');
  const errors: FormError[] = [];
  if (!values.name) errors.push({ code: 'INVALID_VALUE', field: 'name', message: 'Give the league a name.' });
  else if (values.name.length > 80) errors.push({ code: 'INVALID_VALUE', field: 'name', message: 'A league’s name is at most 80 characters.' });
  if (values.season.length > 40) errors.push({ code: 'INVALID_VALUE', field: 'season', message: 'A season label is at most 40 characters.' });
  const points = (key: 'win' | 'draw' | 'loss', words: string) => {
    const text = values[key];
    if (!/^\d+$/.test(text) || Number(text) > 100) {
      errors.push({ code: 'NOT_A_NUMBER', field: key, message: `Points for ${words} are a whole number from 0 to 100.` });
      return 0;
    }
    return Number(text);
  };
  const scoring: LeagueScoringInput = { win: points('win', 'a win'), draw: points('draw', 'a draw'), loss: points('loss', 'a loss') };
  return { values, scoring, tieBreakers, errors };
}

/** Scoring refusals are shown next to all three numbers: the rule concerns them together. */
function spreadScoring(errors: FormError[]): FormError[] {
  return errors.flatMap((e) => (e.field === 'scoring' ? [{ ...e, field: 'win' }] : [e]));
}

const leaguePath = (world: string, leagueId: string) => `${leaguesPath(world)}/${encodeURIComponent(leagueId)}`;

export async function createLeagueAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const { values, scoring, tieBreakers, errors } = readSettings(form);
  const teamIds = form.getAll('teamIds').map(String).filter(Boolean);
  values.teamIds = teamIds.join(',');
  if (errors.length) return { errors, done: previous.done, values };
  const outcome = await mutate(
    async () =>
      (await graphqlRequest(CreateLeagueMutation, { input: { world, name: values.name, season: values.season, scoring, tieBreakers, teamIds } })).createLeague,
    { needs: ['league'], fault, form, describe: (userErrors) => spreadScoring(toLeagueErrors(userErrors)) },
  );
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  revalidatePath(leaguesPath(world));
  redirect(`${leaguePath(world, outcome.result.league.id)}?created=1`);
}

export async function updateLeagueAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const leagueId = formText(form, 'leagueId');
  const { values, scoring, tieBreakers, errors } = readSettings(form);
  if (errors.length) return { errors, done: previous.done, values };
  const outcome = await mutate(
    async () =>
      (await graphqlRequest(UpdateLeagueMutation, { input: { leagueId, name: values.name, season: values.season, scoring, tieBreakers } })).updateLeague,
    { needs: ['league'], fault, form, describe: (userErrors) => spreadScoring(toLeagueErrors(userErrors)) },
  );
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  revalidatePath(leaguePath(world, leagueId));
  return { errors: [], done: previous.done + 1, message: 'The league’s settings are saved; the standings follow them.', values };
}

export async function addLeagueTeamAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const leagueId = formText(form, 'leagueId');
  const teamId = formText(form, 'teamId');
  const values = { teamId };
  if (!teamId) return { errors: [{ code: 'INVALID_VALUE', field: 'teamId', message: 'Choose a team.' }], done: previous.done, values };
  const outcome = await mutate(async () => (await graphqlRequest(AddLeagueTeamMutation, { input: { leagueId, teamId } })).addLeagueTeam, {
    needs: ['league'],
    fault,
    form,
    describe: (userErrors) => toLeagueErrors(userErrors, 'teamId'),
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done, values };
  revalidatePath(leaguePath(world, leagueId));
  return { errors: [], done: previous.done + 1, message: 'The team joined the league.' };
}

export async function removeLeagueTeamAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const leagueId = formText(form, 'leagueId');
  const teamId = formText(form, 'teamId');
  const outcome = await mutate(async () => (await graphqlRequest(RemoveLeagueTeamMutation, { input: { leagueId, teamId } })).removeLeagueTeam, {
    needs: ['league'],
    fault,
    form,
    describe: (userErrors) => toLeagueErrors(userErrors, ''),
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath(leaguePath(world, leagueId));
  return { errors: [], done: previous.done + 1 };
}

export async function finalizeLeagueAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = formText(form, 'world');
  const leagueId = formText(form, 'leagueId');
  const outcome = await mutate(async () => (await graphqlRequest(FinalizeLeagueMutation, { input: { leagueId } })).finalizeLeague, {
    needs: ['league'],
    fault,
    form,
    describe: (userErrors) => toLeagueErrors(userErrors, ''),
  });
  if (!outcome.ok) return { errors: outcome.errors, done: previous.done };
  revalidatePath(leaguesPath(world));
  revalidatePath(leaguePath(world, leagueId));
  return { errors: [], done: previous.done + 1, message: 'The standings are final.' };
}
