import { graphql } from '@/gql';
import type { TeamSheetQuery } from '@/gql/graphql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { RANK_LABELS } from '@/lib/labels';
import { AllocateSkillPointsForm, BuyBonusForm, RecruitForm, type RecruitChoice } from './advancement-forms';

const RecruitChoicesQuery = graphql(`
  query RecruitChoices($world: String!, $teamId: ID!) {
    team(id: $teamId) {
      recruitOptions(first: 100) {
        nodes {
          character {
            id
            name
          }
          version {
            rank
            pointValue
          }
          allowed
          joinsWithoutPlea
          refusals
        }
      }
    }
    worldSettings(world: $world) {
      raw
    }
    nonCombatSkills {
      id
      name
      group
    }
  }
`);

type Team = NonNullable<TeamSheetQuery['team']>;

/** The world's plea price per point of Attack (settings: recruiting.heroPointsPerPleaAttackPoint). */
function pleaStep(raw: unknown): number {
  const recruiting = (raw as { recruiting?: { heroPointsPerPleaAttackPoint?: unknown } } | null)?.recruiting;
  const step = recruiting?.heroPointsPerPleaAttackPoint;
  return typeof step === 'number' && step > 0 ? step : 50;
}

/** Recruiting, bonuses and skill points: the rest of the team sheet's advancement. */
export async function MoreAdvancement({ team }: { team: Team }) {
  const choices = await apiResult(() => graphqlRequest(RecruitChoicesQuery, { world: team.world.slug, teamId: team.id }));
  const onTeam = new Set(team.members.map((m) => m.character.id));
  const active = team.members.filter((m) => m.status === 'ACTIVE');
  const leader = team.members.find((m) => m.isLeader);
  // The API says who may join and why not (canRecruit); members already on the team are left out, the others listed disabled with the reason.
  const recruitable: RecruitChoice[] = choices.ok
    ? (choices.data.team?.recruitOptions?.nodes ?? []).flatMap((o) =>
        !onTeam.has(o.character.id) && o.version
          ? [
              {
                characterId: o.character.id,
                name: o.character.name,
                pointValue: o.version.pointValue,
                rank: RANK_LABELS[o.version.rank],
                allowed: o.allowed,
                joinsWithoutPlea: o.joinsWithoutPlea,
                refusal: o.refusals.join('; '),
              },
            ]
          : [],
      )
    : [];
  return (
    <>
      {!choices.ok && <p className="notice notice--warning">The world&rsquo;s characters could not be loaded; recruiting is unavailable for now.</p>}
      <RecruitForm
        teamId={team.id}
        heroPoints={team.heroPoints}
        leader={leader ? { name: leader.character.name, pointValue: leader.version.pointValue } : null}
        choices={recruitable}
        heroPointsPerAttack={choices.ok && choices.data.worldSettings ? pleaStep(choices.data.worldSettings.raw) : 50}
      />
      <BuyBonusForm
        teamId={team.id}
        heroPoints={team.heroPoints}
        members={active.map((m) => ({
          memberId: m.id,
          name: m.character.name,
          rank: RANK_LABELS[m.rank],
          options: m.bonusOptions,
        }))}
      />
      <AllocateSkillPointsForm
        teamId={team.id}
        members={active.map((m) => ({
          memberId: m.id,
          name: m.character.name,
          pointsLeft: m.skillPointsLeft,
          skills: m.skills.map((s) => ({ skillId: s.skillId, name: s.name })),
        }))}
        skills={choices.ok ? choices.data.nonCombatSkills.map((s) => ({ id: s.id, name: s.group ? `${s.group}: ${s.name}` : s.name })) : []}
      />
    </>
  );
}
