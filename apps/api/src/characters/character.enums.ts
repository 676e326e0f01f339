import { registerEnumType } from 'type-graphql';
import {
  CHARACTER_KINDS,
  COMBAT_VALUES,
  CharacterKind,
  CombatValue,
  DAMAGE_SYMBOLS,
  DamageSymbol,
  MOVEMENT_SYMBOLS,
  MovementSymbol,
  RANKS,
  Rank,
} from '@clix/rules';

// The rules package owns these vocabularies; the schema exposes the same values as enums.
function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

export const RankEnum = enumOf<Rank>(RANKS);
export const CharacterKindEnum = enumOf<CharacterKind>(CHARACTER_KINDS);
export const MovementSymbolEnum = enumOf<MovementSymbol>(MOVEMENT_SYMBOLS);
export const DamageSymbolEnum = enumOf<DamageSymbol>(DAMAGE_SYMBOLS);
export const CombatValueEnum = enumOf<CombatValue>(COMBAT_VALUES);
export const VisibilityEnum = enumOf<Visibility>(['PUBLIC', 'HIDDEN']);
export type Visibility = 'PUBLIC' | 'HIDDEN';

registerEnumType(RankEnum, { name: 'Rank', description: 'Rank version printed on the base.' });
registerEnumType(CharacterKindEnum, { name: 'CharacterKind', description: "Hero, villain, the Creator's NPC, or a normal (bystander)." });
registerEnumType(MovementSymbolEnum, { name: 'MovementSymbol', description: 'Boot (ground), wing (flies) or dolphin (swims).' });
registerEnumType(DamageSymbolEnum, { name: 'DamageSymbol', description: 'Standard, giant or colossal.' });
registerEnumType(CombatValueEnum, { name: 'CombatValue', description: 'One of the four values in a dial slot.' });
registerEnumType(VisibilityEnum, { name: 'Visibility', description: "HIDDEN characters are the Creator's secrets: no public client sees them." });

/** What a world's characters can be ordered by. */
export enum CharacterOrderField {
  NAME = 'NAME',
  POINTS = 'POINTS',
  UPDATED_AT = 'UPDATED_AT',
}
registerEnumType(CharacterOrderField, {
  name: 'CharacterOrderField',
  description: 'What a list of characters is ordered by; ties are broken by id.',
  valuesConfig: {
    NAME: { description: 'The persona name.' },
    POINTS: { description: 'The lowest point value of its versions (its cheapest figure); 0 for a character with none.' },
    UPDATED_AT: { description: 'When the character or its versions and dials were last changed.' },
  },
});
