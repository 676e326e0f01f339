'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { graphql } from '@/gql';
import { faultErrors } from '@/lib/action-state';
import { graphqlRequest } from '@/lib/graphql-request';
import { isTeamAlignment } from '@/lib/labels';
import { describeFoundingError, FOUNDER_FIELD, founderFieldOfSelect, type FoundingValues, type FoundTeamState } from '@/lib/team-founding';
import { formText, mutate } from '@/lib/server-action';
import { type FormError, toFormErrors } from '@/lib/user-errors';

const CreateTeamMutation = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      team {
        id
        name
        teamAbility {
          roll
          name
        }
      }
      teamAbilityRoll {
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

/** Most founder selects the action reads; the form shows at most this many. */
const MAX_FOUNDER_SELECTS = 5;

const invalid = (field: string, message: string): FormError => ({ code: 'INVALID_VALUE', field, message });

function readValues(form: FormData): FoundingValues {
  const alignment = formText(form, 'alignment');
  const count = Math.min(MAX_FOUNDER_SELECTS, Math.max(0, Number(formText(form, 'founderSlots')) || 0));
  return {
    name: formText(form, 'name'),
    alignment: isTeamAlignment(alignment) ? alignment : '',
    leaderCharacterId: formText(form, 'leaderCharacterId'),
    founders: Array.from({ length: count }, (_, i) => formText(form, FOUNDER_FIELD(i))),
    severalPlayers: form.get('severalPlayers') === 'on',
  };
}

/** What the API would refuse anyway, said next to the field before asking it. */
function checkValues(values: FoundingValues): FormError[] {
  const errors: FormError[] = [];
  if (!values.name) errors.push(invalid('name', 'Give the team a name.'));
  else if (values.name.length > 80) errors.push(invalid('name', 'A team name has at most 80 characters.'));
  if (!values.alignment) errors.push(invalid('alignment', 'Choose heroes or villains.'));
  if (!values.leaderCharacterId) errors.push(invalid('leaderCharacterId', 'Choose the leader: every team is founded with one.'));
  const seen = new Set(values.leaderCharacterId ? [values.leaderCharacterId] : []);
  values.founders.forEach((id, i) => {
    if (!id) return;
    if (seen.has(id)) {
      const message = id === values.leaderCharacterId ? 'This character is already the leader.' : 'This character is already a founder.';
      errors.push(invalid(FOUNDER_FIELD(i), message));
    }
    seen.add(id);
  });
  return errors;
}

/**
 * Founds the team through the API, which checks the founders and rolls the team ability; on
 * success the person lands on the new team's sheet, where the roll is shown with its dice.
 */
export async function foundTeamAction(previous: FoundTeamState, form: FormData): Promise<FoundTeamState> {
  const world = formText(form, 'world');
  const attempt = previous.attempt + 1;
  const values = readValues(form);
  const checked = checkValues(values);
  const { alignment } = values;
  if (checked.length || !alignment) return { errors: checked, attempt, values };

  // Only the filled-in founder selects are sent; selectOfSent[n] is the select of the n-th sent.
  const selectOfSent = values.founders.flatMap((id, i) => (id ? [i] : []));
  const outcome = await mutate(
    async () =>
      (
        await graphqlRequest(CreateTeamMutation, {
          input: {
            world,
            name: values.name,
            alignment,
            leaderCharacterId: values.leaderCharacterId,
            founderCharacterIds: selectOfSent.map((i) => values.founders[i]),
            severalPlayers: values.severalPlayers,
          },
        })
      ).createTeam,
    {
      needs: ['team'],
      form,
      fault: (error) => faultErrors(error, 'found a team', 'the world’s Creator or a Player'),
      describe: (userErrors) => toFormErrors(userErrors).map((e) => describeFoundingError({ ...e, field: founderFieldOfSelect(e.field, selectOfSent) })),
    },
  );
  if (!outcome.ok) return { errors: outcome.errors, attempt, values };
  revalidatePath(`/worlds/${encodeURIComponent(world)}/teams`);
  redirect(`/teams/${encodeURIComponent(outcome.result.team.id)}?founded=1`);
}
