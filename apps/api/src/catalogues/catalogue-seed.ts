import { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { ADVANCED_WEAPONS, ALL_POWERS, ARMOUR, defaultWorldSettings, FEATS, OBJECT_WEAPONS, OTHER_ITEMS, SCENARIOS } from '@clix/rules';
import { Feat } from './feat.entity';
import { Item } from './item.entity';
import { Power } from './power.entity';
import { Scenario } from './scenario.entity';
import { WorldSettingsRow } from './world-settings.entity';

type Row<T> = Omit<T, 'id'>;

/** The rules package's item lists as rows of one catalogue, in printed order. */
export function rulesItems(worldId: string): Row<Item>[] {
  const rows: Omit<Row<Item>, 'position'>[] = [
    ...OTHER_ITEMS.map(({ id, name, summary, text, price, priced, effectRoll, ...details }) => ({
      worldId,
      catalogueId: id,
      kind: 'ITEM' as const,
      name,
      summary,
      text,
      price,
      priced,
      damage: null,
      range: null,
      effectRoll,
      details,
    })),
    ...OBJECT_WEAPONS.map(({ size, name, damageBonus, range, ...details }) => ({
      worldId,
      catalogueId: `object-${size.toLowerCase()}`,
      kind: 'OBJECT_WEAPON' as const,
      name,
      summary: `Adds ${damageBonus} damage; range ${range}`,
      text: '',
      price: null,
      // Objects are picked up on the map, not bought.
      priced: false,
      damage: damageBonus,
      range,
      effectRoll: null,
      details: { size, ...details },
    })),
    ...ADVANCED_WEAPONS.map(({ id, name, other, price, priced, damage, range, effectRoll, ...details }) => ({
      worldId,
      catalogueId: id,
      kind: 'ADVANCED_WEAPON' as const,
      name,
      summary: '',
      text: other,
      price,
      priced,
      damage,
      range,
      effectRoll,
      details,
    })),
    ...ARMOUR.map(({ id, name, text, price, priced, ...details }) => ({
      worldId,
      catalogueId: id,
      kind: 'ARMOUR' as const,
      name,
      summary: '',
      text,
      price,
      priced,
      damage: null,
      range: null,
      effectRoll: null,
      details,
    })),
  ];
  return rows.map((row, position) => ({ ...row, position }));
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Gives a new world its own settings (the rules' defaults, pinned) and its own copy of every
 * catalogue, one statement per table. The Creator edits the copy; the rules package is never changed.
 * What the world already has is kept as it is (ON CONFLICT DO NOTHING), so running it again on a
 * world created before a catalogue existed only adds what it lacks.
 */
export async function copyRulesCataloguesIntoWorld(em: EntityManager, worldId: string): Promise<void> {
  const insertMissing = async <T extends object>(entity: new () => T, rows: QueryDeepPartialEntity<T>[]) => {
    if (rows.length) await em.createQueryBuilder().insert().into(entity).values(rows).orIgnore().execute();
  };
  await insertMissing(WorldSettingsRow, [{ worldId, settings: defaultWorldSettings(), updatedAt: new Date() }]);
  await insertMissing(
    Power,
    ALL_POWERS.map((p, position) => ({
      worldId,
      catalogueId: p.id,
      position,
      ruleset: p.ruleset,
      category: p.category,
      slot: p.slot,
      name: p.name,
      text: p.text,
    })),
  );
  await insertMissing(
    Feat,
    FEATS.map((f, position) => ({
      worldId,
      catalogueId: f.id,
      position,
      name: f.name,
      text: f.text,
      prerequisiteText: f.prerequisiteText,
      requiredPowers: plain(f.requiredPowers) as string[][],
      upkeep: f.upkeep,
      price: null,
      priced: f.priced,
      needsReview: f.needsReview,
    })),
  );
  await insertMissing(
    Item,
    rulesItems(worldId).map((i) => ({ ...i, effectRoll: plain(i.effectRoll), details: plain(i.details) })) as QueryDeepPartialEntity<Item>[],
  );
  await insertMissing(
    Scenario,
    SCENARIOS.map((s, position) => ({
      worldId,
      catalogueId: s.id,
      position,
      name: s.name,
      setup: [...s.setup],
      forceRatio: s.forceRatio,
      roundLimit: s.roundLimit,
      scoredAlignment: s.scoredAlignment,
      tables: plain(s.tables) as unknown[],
      scoring: plain(s.scoring) as unknown[],
      scoringNotes: [...s.scoringNotes],
      wrapUp: [...s.wrapUp],
      needsReview: s.needsReview ?? false,
    })) as QueryDeepPartialEntity<Scenario>[],
  );
}
