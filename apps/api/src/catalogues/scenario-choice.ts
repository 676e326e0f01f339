import { RequestContext } from '../context';
import { UserError, userError } from '../common/user-error';
import { UserErrorCode } from '../http/user-error-codes';
import { isUuid } from '../teams/team.util';
import { Scenario } from './scenario.entity';

/** How a client names one of a world's scenarios: by its id, or by its catalogue id (the deprecated `scenarioId` is a catalogue id too). */
export interface ScenarioChoice {
  /** `Scenario.id`. */
  scenario?: string | null;
  /** `Scenario.catalogueId`, e.g. "BANK_ROBBERY". */
  scenarioCatalogueId?: string | null;
  /** Deprecated: a catalogue id under its old, misleading name. */
  scenarioId?: string | null;
}

/**
 * The world's scenario a client named, null when it named none; refused, naming the field, when it
 * named one twice or one the world does not have (another world's scenario included).
 */
export async function chosenScenario(ctx: RequestContext, worldId: string, choice: ScenarioChoice): Promise<Scenario | null | UserError> {
  const given = (['scenario', 'scenarioCatalogueId', 'scenarioId'] as const).filter((field) => choice[field] != null);
  if (given.length > 1) return userError(UserErrorCode.SCENARIO_GIVEN_TWICE, [given[1]], `give one of ${given.join(' and ')}, not both`);
  const [field] = given;
  if (!field) return null;
  const value = choice[field]!;
  const scenario =
    field === 'scenario'
      ? isUuid(value)
        ? await ctx.em.findOne(Scenario, { where: { id: value, worldId } })
        : null
      : await ctx.em.findOne(Scenario, { where: { catalogueId: value, worldId } });
  if (!scenario) {
    const what = field === 'scenario' ? `no scenario with id "${value}" in this world` : `no scenario "${value}" in this world`;
    return userError(UserErrorCode.SCENARIO_NOT_FOUND, [field], what);
  }
  return scenario;
}
