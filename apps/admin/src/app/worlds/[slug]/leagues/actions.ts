'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import type { LeagueScoringInput, LeagueTieBreaker, UserErrorCode } from '@/gql/graphql';
import { isTieBreaker } from '@/components/league-labels';
import type { ActionState } from '@/lib/action-state';
import { ApiError, graphqlRequest } from '@/lib/graphql-request';
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

function fault(error: ApiError): FormError[] {
  if (error.hasCode('FORBIDDEN')) return [{ code: 'FAULT', field: '', message: 'Only the world’s Creator and its organizers can manage leagues.' }];
  return [{ code: 'FAULT', field: '', message: error.message }];
}

const leaguesPath = (world: string) => `/worlds/${encodeURIComponent(world)}/leagues`;

/** What the settings form sent, read and checked for what the API would refuse anyway. */
function readSettings(form: FormData) {
  const values: Record<string, string> = {
    name: String(form.get('name') ?? '').trim(),
    season: String(form.get('season') ?? '').trim(),
    win: String(form.get('win') ?? '').trim(),
    draw: String(form.get('draw') ?? '').trim(),
    loss: String(form.get('loss') ?? '').trim(),
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

export async function createLeagueAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = String(form.get('world') ?? '');
  const { values, scoring, tieBreakers, errors } = readSettings(form);
  const teamIds = form.getAll('teamIds').map(String).filter(Boolean);
  values.teamIds = teamIds.join(',');
  const refused = (e: FormError[]): ActionState => ({ errors: e, done: previous.done, values });
  if (errors.length) return refused(errors);
  let leagueId: string;
  try {
    const result = (
      await graphqlRequest(CreateLeagueMutation, { input: { world, name: values.name, season: values.season, scoring, tieBreakers, teamIds } })
    ).createLeague;
    if (result.userErrors.length || !result.league) return refused(spreadScoring(toLeagueErrors(result.userErrors)));
    leagueId = result.league.id;
  } catch (error) {
    if (error instanceof ApiError) return refused(fault(error));
    throw error;
  }
  revalidatePath(leaguesPath(world));
  redirect(`${leaguesPath(world)}/${encodeURIComponent(leagueId)}?created=1`);
}

export async function updateLeagueAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = String(form.get('world') ?? '');
  const leagueId = String(form.get('leagueId') ?? '');
  const { values, scoring, tieBreakers, errors } = readSettings(form);
  const refused = (e: FormError[]): ActionState => ({ errors: e, done: previous.done, values });
  if (errors.length) return refused(errors);
  try {
    const result = (
      await graphqlRequest(UpdateLeagueMutation, { input: { leagueId, name: values.name, season: values.season, scoring, tieBreakers } })
    ).updateLeague;
    if (result.userErrors.length || !result.league) return refused(spreadScoring(toLeagueErrors(result.userErrors)));
    revalidatePath(`${leaguesPath(world)}/${encodeURIComponent(leagueId)}`);
    return { errors: [], done: previous.done + 1, message: 'The league’s settings are saved; the standings follow them.', values };
  } catch (error) {
    if (error instanceof ApiError) return refused(fault(error));
    throw error;
  }
}

export async function addLeagueTeamAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = String(form.get('world') ?? '');
  const leagueId = String(form.get('leagueId') ?? '');
  const teamId = String(form.get('teamId') ?? '');
  const values = { teamId };
  if (!teamId) return { errors: [{ code: 'INVALID_VALUE', field: 'teamId', message: 'Choose a team.' }], done: previous.done, values };
  try {
    const result = (await graphqlRequest(AddLeagueTeamMutation, { input: { leagueId, teamId } })).addLeagueTeam;
    if (result.userErrors.length || !result.league) return { errors: toLeagueErrors(result.userErrors, 'teamId'), done: previous.done, values };
    revalidatePath(`${leaguesPath(world)}/${encodeURIComponent(leagueId)}`);
    return { errors: [], done: previous.done + 1, message: 'The team joined the league.' };
  } catch (error) {
    if (error instanceof ApiError) return { errors: fault(error), done: previous.done, values };
    throw error;
  }
}

export async function removeLeagueTeamAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = String(form.get('world') ?? '');
  const leagueId = String(form.get('leagueId') ?? '');
  const teamId = String(form.get('teamId') ?? '');
  try {
    const result = (await graphqlRequest(RemoveLeagueTeamMutation, { input: { leagueId, teamId } })).removeLeagueTeam;
    if (result.userErrors.length || !result.league) return { errors: toLeagueErrors(result.userErrors, ''), done: previous.done };
    revalidatePath(`${leaguesPath(world)}/${encodeURIComponent(leagueId)}`);
    return { errors: [], done: previous.done + 1 };
  } catch (error) {
    if (error instanceof ApiError) return { errors: fault(error), done: previous.done };
    throw error;
  }
}

export async function finalizeLeagueAction(previous: ActionState, form: FormData): Promise<ActionState> {
  const world = String(form.get('world') ?? '');
  const leagueId = String(form.get('leagueId') ?? '');
  try {
    const result = (await graphqlRequest(FinalizeLeagueMutation, { input: { leagueId } })).finalizeLeague;
    if (result.userErrors.length || !result.league) return { errors: toLeagueErrors(result.userErrors, ''), done: previous.done };
    revalidatePath(leaguesPath(world));
    revalidatePath(`${leaguesPath(world)}/${encodeURIComponent(leagueId)}`);
    return { errors: [], done: previous.done + 1, message: 'The standings are final.' };
  } catch (error) {
    if (error instanceof ApiError) return { errors: fault(error), done: previous.done };
    throw error;
  }
}
