import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RpsSetup } from '@clix/rules';
import type { RpsComputerLevel } from './rps.enums';

/** An RPS Clix match's opening as it was set up (the log replays from it) and the sides the computer plays. Never exposed as such: rpsState shows it. */
@Entity('rps_game')
export class RpsGame {
  @PrimaryColumn({ name: 'match_id', type: 'uuid' })
  matchId: string;

  /** setupRps's input: each army (monster ids are the match's figure ids), front line, commander, and the settings. */
  @Column({ type: 'jsonb' })
  setup: RpsSetup;

  /** Per side position: the computer level playing it, or null for a person. */
  @Column({ type: 'jsonb' })
  computers: (RpsComputerLevel | null)[];
}
