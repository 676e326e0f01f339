import { authorize } from '../auth/policy';
import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { chosenScenario, ScenarioChoice } from '../catalogues/scenario-choice';
import { Scenario } from '../catalogues/scenario.entity';
import { Character } from '../characters/character.entity';
import { CharacterVersion } from '../characters/character-version.entity';
import { MemberStatus } from './team.enums';
import { Team, TeamMember } from './team.entity';
import { isUuid } from './team.util';

export interface OppositionPick {
  character: Character;
  version: CharacterVersion;
}

export interface OppositionSuggestion {
  scenario: Scenario;
  /** The scenario's catalogue id (the deprecated field). */
  scenarioId: string;
  scenarioName: string;
  forceRatio: number;
  teamPointValue: number;
  targetPointValue: number;
  totalPointValue: number;
  picks: OppositionPick[];
}

export interface OppositionResult {
  suggestion: OppositionSuggestion | null;
  userErrors: UserError[];
}

export class OppositionService {
  /**
   * An NPC force for a scenario: the scenario's force ratio times the points of the team's active
   * members is the target; the world's NPCs and normals (one version each) are taken largest
   * first while they fit. The same team and world always give the same force.
   */
  static async suggest(ctx: RequestContext, teamId: string, choice: ScenarioChoice): Promise<OppositionResult> {
    const refused = (error: UserError): OppositionResult => ({ suggestion: null, userErrors: [error] });
    const team = isUuid(teamId) ? await ctx.em.findOne(Team, { where: { id: teamId } }) : null;
    if (!team) return refused(userError(UserErrorCode.TEAM_NOT_FOUND, ['teamId'], 'no such team'));
    authorize(ctx.viewer, team.worldId, 'team.suggestOpposition');
    // The world's own entry: its name and force ratio as the Creator left them.
    const scenario = await chosenScenario(ctx, team.worldId, choice);
    if (scenario instanceof UserError) return refused(scenario);
    if (!scenario) return refused(userError(UserErrorCode.SCENARIO_REQUIRED, ['scenario'], 'give the scenario (its id) or its scenarioCatalogueId'));
    const field = (['scenario', 'scenarioCatalogueId', 'scenarioId'] as const).find((f) => choice[f] != null)!;
    if (scenario.forceRatio === null) {
      return refused(userError(UserErrorCode.SCENARIO_HAS_NO_FORCE_RATIO, [field], `${scenario.name} sets its opposition by a table or by the Creator`));
    }
    const members = await ctx.em.find(TeamMember, { where: { teamId: team.id, status: MemberStatus.ACTIVE }, relations: { version: true } });
    const teamPointValue = members.reduce((sum, m) => sum + m.version!.pointValue, 0);
    const targetPointValue = Math.floor(teamPointValue * scenario.forceRatio);

    const candidates = await ctx.em
      .createQueryBuilder(CharacterVersion, 'v')
      .innerJoinAndSelect('v.character', 'c')
      .where("c.world_id = :worldId AND c.kind IN ('NPC', 'NORMAL')", { worldId: team.worldId })
      .andWhere(`NOT EXISTS (SELECT 1 FROM team_member m WHERE m.character_id = c.id AND m.status NOT IN ('QUIT', 'DEAD'))`)
      .orderBy('v.point_value', 'DESC')
      .addOrderBy('c.name', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .getMany();
    const picks: OppositionPick[] = [];
    const taken = new Set<string>();
    let remaining = targetPointValue;
    for (const version of candidates) {
      if (taken.has(version.characterId) || version.pointValue > remaining || version.pointValue === 0) continue;
      picks.push({ character: version.character!, version });
      taken.add(version.characterId);
      remaining -= version.pointValue;
    }
    return {
      suggestion: {
        scenario,
        scenarioId: scenario.catalogueId,
        scenarioName: scenario.name,
        forceRatio: scenario.forceRatio,
        teamPointValue,
        targetPointValue,
        totalPointValue: targetPointValue - remaining,
        picks,
      },
      userErrors: [],
    };
  }
}
