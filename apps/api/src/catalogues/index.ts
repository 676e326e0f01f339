import { CATALOGUE_LOADERS } from './catalogue.loaders';
import { FeatResolver, ItemResolver, PowerResolver, ScenarioResolver } from './catalogue.resolver';
import { CharacterTransferResolver } from './character-transfer.resolver';
import { Feat } from './feat.entity';
import { Item } from './item.entity';
import { Power } from './power.entity';
import { Scenario } from './scenario.entity';
import { ScenarioRollResolver } from './scenario-roll.resolver';
import { WorldSettingsRow } from './world-settings.entity';
import { WorldSettingsResolver } from './world-settings.resolver';

/** The catalogues feature: what it adds to the schema, the data source and each request's loaders. */
export const catalogueResolvers: Function[] = [
  WorldSettingsResolver,
  PowerResolver,
  FeatResolver,
  ItemResolver,
  ScenarioResolver,
  CharacterTransferResolver,
  ScenarioRollResolver,
];
export const catalogueEntities: Function[] = [WorldSettingsRow, Power, Feat, Item, Scenario];
export const catalogueLoaders = CATALOGUE_LOADERS;
