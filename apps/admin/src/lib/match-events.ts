import { MATCH_EVENT_LABELS } from './match-labels';
import type { MatchEventType } from '@/gql/graphql';

/*
 * The match log in words. The console decides nothing: it reads what the API stored in each
 * event's `payload` (what was entered) and `result` (what the rules decided) and says it.
 */

export interface AttackStep {
  rule: string;
  source: string;
  name: string;
  effect: string;
}

interface AttackRoll {
  dice: number[];
  roll: number;
  total: number;
  criticalHit: boolean;
  criticalMiss: boolean;
}

interface TargetOutcome {
  targetId: string;
  attacked: boolean;
  attackTotal: number | null;
  defense: number;
  hit: boolean;
  evaded: boolean;
  damageDealt: number;
  damageRecipientId: string;
}

export interface AttackOutcome {
  attackMade: boolean;
  attackRolls: AttackRoll[];
  rolled: { purpose: string; faces: number[] }[];
  criticalHit: boolean;
  criticalMiss: boolean;
  attackDamage: number;
  targets: TargetOutcome[];
  damageToAttacker: number;
  steps: AttackStep[];
}

export interface EventLike {
  sequence: number;
  type: MatchEventType;
  payload: unknown;
  result: unknown;
  reversesSequence: number | null;
  atTable: boolean;
  diceFaces: number[];
}

type Names = ReadonlyMap<string, string>;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The attack the rules resolved, when this event is an attack that stored one. */
export function attackOf(event: EventLike): AttackOutcome | null {
  if (event.type !== 'ATTACK') return null;
  const attack = record(event.result).attack;
  if (!attack || typeof attack !== 'object') return null;
  const a = attack as Partial<AttackOutcome>;
  return {
    attackMade: a.attackMade ?? true,
    attackRolls: Array.isArray(a.attackRolls) ? a.attackRolls : [],
    rolled: Array.isArray(a.rolled) ? a.rolled : [],
    criticalHit: Boolean(a.criticalHit),
    criticalMiss: Boolean(a.criticalMiss),
    attackDamage: a.attackDamage ?? 0,
    targets: Array.isArray(a.targets) ? a.targets : [],
    damageToAttacker: a.damageToAttacker ?? 0,
    steps: Array.isArray(a.steps) ? a.steps : [],
  };
}

/** The rules' step texts name figures by id: put their names in. */
export function withNames(text: string, names: Names): string {
  let out = text;
  for (const [id, name] of names) if (out.includes(id)) out = out.split(id).join(name);
  return out;
}

const nameOf = (names: Names, id: string | null) => (id ? names.get(id) ?? 'an unknown figure' : 'no figure');
const clicks = (n: number) => `${n} ${n === 1 ? 'click' : 'clicks'}`;

/** One sentence for one event of the log. */
export function describeEvent(event: EventLike, names: Names, sideNames: ReadonlyMap<number, string>): string {
  const payload = record(event.payload);
  const result = record(event.result);
  const figure = nameOf(names, str(payload.figureId));
  switch (event.type) {
    case 'ATTACK': {
      const attack = attackOf(event);
      const targets = (Array.isArray(payload.targetFigureIds) ? payload.targetFigureIds : []).map((id) => nameOf(names, str(id)));
      const kind = payload.attackKind === 'RANGED' ? `ranged attack at ${num(payload.distance) ?? 1} squares` : 'close attack';
      const head = `${figure} makes a ${kind} on ${targets.join(', ') || 'nobody'}`;
      if (!attack) return `${head}.`;
      const outcomes = attack.targets.map((t) => {
        const who = nameOf(names, t.targetId);
        if (!t.attacked) return `${who} was not attacked`;
        if (t.evaded) return `${who} evades`;
        if (!t.hit) return `misses ${who}`;
        const recipient = t.damageRecipientId && t.damageRecipientId !== t.targetId ? ` (taken by ${nameOf(names, t.damageRecipientId)})` : '';
        return `hits ${who} for ${t.damageDealt} damage${recipient}`;
      });
      const extras = [attack.criticalHit ? 'critical hit' : '', attack.criticalMiss ? 'critical miss' : '', attack.damageToAttacker ? `${attack.damageToAttacker} damage to the attacker` : '']
        .filter(Boolean)
        .join(', ');
      return `${head}: ${outcomes.join('; ') || 'no outcome'}${extras ? ` (${extras})` : ''}.`;
    }
    case 'DAMAGE':
    case 'HEAL': {
      const asked = num(payload.clicks) ?? 0;
      const applied = num(record(result.dialChange).clicksApplied);
      const verb = event.type === 'DAMAGE' ? 'takes' : 'heals';
      const turned = applied !== null && applied !== asked ? ` (${clicks(applied)} turned)` : '';
      return `${figure} ${verb} ${clicks(asked)}${turned}.`;
    }
    case 'KO':
      return `${figure} is knocked out.`;
    case 'CRITICAL_CONDITION':
      return `${figure} is in Critical Condition.`;
    case 'CAPTURE':
      return `${figure} is captured.`;
    case 'RESCUE':
      return `${figure} is rescued.`;
    case 'ESCAPE':
      return `${figure} escapes.`;
    case 'BYSTANDER_SAVED':
      return 'A bystander is saved.';
    case 'BYSTANDER_HURT':
      return 'A bystander is hurt.';
    case 'PROPERTY_DESTROYED':
      return 'Property is destroyed.';
    case 'OBJECTIVE_MET':
      return 'An objective is met.';
    case 'END_TURN': {
      const side = num(payload.side);
      return `${side === null ? 'A side' : sideNames.get(side) ?? `Side ${side + 1}`} ends its turn.`;
    }
    case 'REVERSAL':
      return `Undoes event ${event.reversesSequence ?? num(payload.reversesSequence) ?? '?'}.`;
    default:
      return MATCH_EVENT_LABELS[event.type as MatchEventType] ?? String(event.type);
  }
}
