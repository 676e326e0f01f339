import type { DialClick as RulesDialClick } from '@clix/rules';
import { DialClick } from '../characters/dial-click.entity';

export function isUuid(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** A stored click as the rules engine reads a dial (absent powers are undefined, not null). */
export function rulesClick(click: DialClick): RulesDialClick {
  return {
    speed: click.speed,
    attack: click.attack,
    defense: click.defense,
    damage: click.damage,
    ...(click.speedPower ? { speedPower: click.speedPower } : {}),
    ...(click.attackPower ? { attackPower: click.attackPower } : {}),
    ...(click.defensePower ? { defensePower: click.defensePower } : {}),
    ...(click.damagePower ? { damagePower: click.damagePower } : {}),
  };
}

/** Every power name shown anywhere on a dial, as printed. */
export function powersShown(clicks: readonly DialClick[]): string[] {
  const names = new Set<string>();
  for (const c of clicks) for (const p of [c.speedPower, c.attackPower, c.defensePower, c.damagePower]) if (p) names.add(p);
  return [...names];
}

/** The click a figure starts on (its green line); the dial's first when the number is out of range. */
export function startingClickOf(clicks: readonly DialClick[], startingClick: number): DialClick | undefined {
  return clicks.find((c) => c.number === startingClick) ?? clicks[0];
}

/** Postgres unique violation on the named index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.driverError?.code ?? e?.code;
  const name = e?.driverError?.constraint ?? e?.constraint;
  return code === '23505' && name === constraint;
}
