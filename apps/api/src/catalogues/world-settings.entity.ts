import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A world's settings document (WorldSettingsDocument of the rules, settings/world-settings.ts); pinned when the world is created. */
@Entity('world_settings')
export class WorldSettingsRow {
  @PrimaryColumn({ name: 'world_id', type: 'uuid' })
  worldId: string;

  @Column({ type: 'jsonb' })
  settings: object;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
