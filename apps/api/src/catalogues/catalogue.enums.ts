import { registerEnumType } from 'type-graphql';
import type { PowerRuleset } from '@clix/rules';

// GraphQL enum names cannot hold dashes: the keys are what clients see, the values the rules' ids.
export const PowerRulesetEnum = { CLIX_CAMPAIGN: 'clix-campaign', HEROCLIX_ALPHA: 'heroclix-alpha' } as const satisfies Record<string, PowerRuleset>;

/** Where an entry of the items catalogue comes from in the rules (seed 000). */
export type ItemKind = 'ITEM' | 'OBJECT_WEAPON' | 'ADVANCED_WEAPON' | 'ARMOUR';
export const ItemKindEnum = { ITEM: 'ITEM', OBJECT_WEAPON: 'OBJECT_WEAPON', ADVANCED_WEAPON: 'ADVANCED_WEAPON', ARMOUR: 'ARMOUR' } as const;

/** How `importCharacters` treats a character whose name is already in the world. */
export enum ImportMode {
  CREATE_ONLY = 'CREATE_ONLY',
  UPSERT = 'UPSERT',
}

registerEnumType(PowerRulesetEnum, {
  name: 'PowerRuleset',
  description: 'The rule text a power list comes from.',
  valuesConfig: {
    CLIX_CAMPAIGN: { description: 'The campaign rules\' "Super Powers" list (seed 000), grouped by speed, attack, defense and damage.' },
    HEROCLIX_ALPHA: { description: 'The HeroClix Alpha powers card (seed 001), 44 entries; their ids start with `alpha-`.' },
  },
});
registerEnumType(ItemKindEnum, {
  name: 'ItemKind',
  description: '"Other Items", basic weaponry (objects by size), advanced weapons (guns, grenades) or armour.',
});
registerEnumType(ImportMode, {
  name: 'ImportMode',
  description: 'CREATE_ONLY refuses a name already in the world; UPSERT replaces that character and its dials.',
});

/** What a list of powers, feats or scenarios can be ordered by. */
export enum CatalogueOrderField {
  POSITION = 'POSITION',
  NAME = 'NAME',
  CATALOGUE_ID = 'CATALOGUE_ID',
}
registerEnumType(CatalogueOrderField, {
  name: 'CatalogueOrderField',
  description: "What a catalogue's list (powers, feats, scenarios) is ordered by; ties are broken by id.",
  valuesConfig: {
    POSITION: { description: 'Printed order (the default).' },
    NAME: { description: 'The name, as the Creator left it.' },
    CATALOGUE_ID: { description: 'The rules package id (e.g. "BANK_ROBBERY").' },
  },
});

/** What the items catalogue can be ordered by: the catalogue's fields and the price. */
export enum ItemOrderField {
  POSITION = 'POSITION',
  NAME = 'NAME',
  CATALOGUE_ID = 'CATALOGUE_ID',
  PRICE = 'PRICE',
}
registerEnumType(ItemOrderField, {
  name: 'ItemOrderField',
  description: 'What the items catalogue is ordered by; ties are broken by id.',
  valuesConfig: {
    POSITION: { description: 'Printed order (the default).' },
    NAME: { description: 'The name, as the Creator left it.' },
    CATALOGUE_ID: { description: 'The rules package id.' },
    PRICE: { description: 'The price in cash; unpriced entries (price null) come before every priced one in ASC.' },
  },
});
