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

const nameOf = (names: Names, id: string | null) => (id ? (names.get(id) ?? 'an unknown figure') : 'no figure');
const clicks = (n: number) => `${n} ${n === 1 ? 'click' : 'clicks'}`;
const squares = (n: number) => `${n} ${n === 1 ? 'square' : 'squares'}`;

const ACTION_WORDS: Record<string, string> = { MOVE: 'moves', POWER: 'uses a power', FREE: 'takes a free action' };

/** "ranged attack on A (5 squares, hindering terrain), B (6 squares)": each target as the table entered it. */
function attackHead(payload: Record<string, unknown>, names: Names): string {
  const ranged = payload.attackKind === 'RANGED';
  const perTarget = Array.isArray(payload.targets) ? payload.targets.map(record) : null;
  const ids = perTarget ? perTarget.map((t) => str(t.figureId)) : (Array.isArray(payload.targetFigureIds) ? payload.targetFigureIds : []).map(str);
  const split = record(payload.damageSplit);
  const targets = ids.map((id, i) => {
    const details = [
      ranged && perTarget ? squares(num(perTarget[i].distance) ?? 1) : '',
      ranged && perTarget?.[i].lineOfFireCrossesHinderingTerrain === true ? 'hindering terrain' : '',
      perTarget?.[i].adjacentToTeamMate === true ? 'a team mate next to it' : '',
      id && num(split[id]) !== null ? `split ${clicks(num(split[id])!)}` : '',
    ].filter(Boolean);
    return `${nameOf(names, id)}${details.length ? ` (${details.join(', ')})` : ''}`;
  });
  const kind = ranged
    ? perTarget
      ? 'ranged attack'
      : `ranged attack at ${squares(num(payload.distance) ?? 1)}`
    : payload.frenzy === true
      ? 'frenzy (close attack)'
      : 'close attack';
  const object = record(payload.object);
  const extras = [
    str(object.weight) ? `with a ${str(object.weight)!.toLowerCase()} object${object.viaTelekinesis === true ? ' (Telekinesis)' : ''}` : '',
    payload.purpose === 'CAPTURE' ? 'to capture' : '',
    payload.purpose === 'RESCUE' ? `to rescue ${nameOf(names, str(payload.captiveFigureId))}` : '',
  ].filter(Boolean);
  return `${kind}${extras.length ? ` ${extras.join(' ')}` : ''} on ${targets.join(', ') || 'nobody'}`;
}

/** HeroClix Alpha, instead of attacking: what each enemy took, the friend's health, or the Regeneration roll. */
function describePower(figure: string, payload: Record<string, unknown>, result: Record<string, unknown>, names: Names): string {
  const power = str(payload.power) ?? '';
  const healed = num(result.healed) ?? 0;
  if (power === 'HEAL') return `${figure} uses Heal: ${nameOf(names, str((payload.targetFigureIds as unknown[] | undefined)?.[0]))} gets ${healed} health.`;
  if (power === 'REGENERATION') {
    const face = (record((result.rolled as unknown[] | undefined)?.[0]).faces as number[] | undefined)?.[0];
    return `${figure} uses Regeneration: rolls ${face ?? '?'}, gets ${healed} health.`;
  }
  const damage = (Array.isArray(result.damage) ? result.damage : []).map(
    (d) => `${nameOf(names, str(record(d).figureId))} takes ${num(record(d).damageDealt) ?? 0}`,
  );
  return `${figure} uses ${power === 'POISON' ? 'Poison' : 'Pulse'}: ${damage.join(', ') || 'nobody is reached'}.`;
}

/** A side by its name, or by its number when it has none. */
function sideName(side: number | null, sideNames: ReadonlyMap<number, string>): string {
  return side === null ? 'A side' : (sideNames.get(side) ?? `Side ${side + 1}`);
}

/** One sentence for one event of the log. */
export function describeEvent(event: EventLike, names: Names, sideNames: ReadonlyMap<number, string>): string {
  const payload = record(event.payload);
  const result = record(event.result);
  const figure = nameOf(names, str(payload.figureId));
  // Who dealt it: the figure credited with the damage, KO, Critical Condition or capture.
  const by = (word: string) => (str(payload.byFigureId) ? `${word} ${nameOf(names, str(payload.byFigureId))}` : '');
  switch (event.type) {
    case 'ATTACK': {
      const attack = attackOf(event);
      const head = `${figure} makes a ${attackHead(payload, names)}`;
      if (!attack) return `${head}.`;
      const outcomes = attack.targets.map((t) => {
        const who = nameOf(names, t.targetId);
        if (!t.attacked) return `${who} was not attacked`;
        if (t.evaded) return `${who} evades`;
        if (!t.hit) return `misses ${who}`;
        const recipient = t.damageRecipientId && t.damageRecipientId !== t.targetId ? ` (taken by ${nameOf(names, t.damageRecipientId)})` : '';
        return `hits ${who} for ${t.damageDealt} damage${recipient}`;
      });
      const extras = [
        attack.criticalHit ? 'critical hit' : '',
        attack.criticalMiss ? 'critical miss' : '',
        attack.damageToAttacker ? `${attack.damageToAttacker} damage to the attacker` : '',
      ]
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
      const from = event.type === 'DAMAGE' ? by(' from') : '';
      return `${figure} ${verb} ${clicks(asked)}${from}${turned}.`;
    }
    case 'KO':
      return `${figure} is knocked out${by(' by')}.`;
    case 'CRITICAL_CONDITION':
      return `${figure} is in Critical Condition${by(' by')}.`;
    case 'CAPTURE':
      return `${figure} is captured${by(' by')}.`;
    case 'ACTION':
      return `${figure} ${ACTION_WORDS[str(payload.action) ?? ''] ?? 'acts'}.`;
    case 'REINFORCE': {
      const entering = (Array.isArray(payload.reinforcementFigureIds) ? payload.reinforcementFigureIds : [])
        .filter((id) => typeof id === 'string')
        .map((id) => nameOf(names, id));
      return entering.length ? `${entering.join(', ')} ${entering.length === 1 ? 'enters' : 'enter'} as reinforcements.` : 'No reinforcement fits.';
    }
    case 'ATTACK_TERRAIN': {
      const kind = payload.attackKind === 'RANGED' ? 'ranged' : 'close';
      const head = `${figure} makes a ${kind} attack on blocking terrain (${squares(num(payload.distance) ?? 1)})`;
      const damage = num(result.damage);
      if (damage === null) return `${head}.`;
      return `${head}: ${result.destroyed === true ? 'destroyed' : 'it stands'} (${damage} damage).`;
    }
    case 'VICTIM_KILLED':
      return `${figure} kills a victim${payload.nextToTreeOfTheDamned === true ? ' next to the Tree of the Damned (+1 action)' : ''}.`;
    case 'POWER':
      return describePower(figure, payload, result, names);
    case 'FLEE':
      return `${figure} flees from ${nameOf(names, str(payload.fromFigureId))}.`;
    case 'SHARED_BURDEN':
      return `${figure} takes 1 click so that ${nameOf(names, str(payload.toFigureId))} heals 1 (Shared Burden).`;
    case 'PHASE':
      return 'The next phase begins.';
    case 'MOVE_VICTIM':
      return `A victim is moved (${(str(payload.victimId) ?? 'victim').replace('-', ' ')}).`;
    case 'HOURGLASS':
      return 'The hourglass phase: the hunting ends.';
    case 'PLOT_TWIST': {
      const player = sideName(num(payload.side), sideNames);
      const victim = str(payload.victimId) ? ` on ${str(payload.victimId)!.replace('-', ' ')}` : '';
      const saved = result.saved === true ? ': the victim is saved' : '';
      return `${player} plays the plot twist “${str(payload.card) ?? ''}”${payload.subplot === true ? ' (subplot)' : ''}${victim}${saved}.`;
    }
    case 'KILL_ANSWER':
      return `${figure} answers the kill of ${(str(result.victimId) ?? 'a victim').replace('-', ' ')} with ${str(payload.answerPower) ?? 'a power'}${result.saved === true ? ': the victim is saved' : ''}.`;
    case 'MINION':
      return `${figure} enters in place of ${(str(payload.victimId) ?? 'a victim').replace('-', ' ')}.`;
    case 'INSANITY_ROLL': {
      const insane = record(result).insane;
      return `${figure} rolls for insanity against ${num(payload.insanityValue) ?? '?'}${insane === true ? ': insane' : insane === false ? ': sane' : ''}.`;
    }
    case 'POSSESSION':
      return payload.possessed === false ? `${figure} is freed from possession.` : `${figure} is possessed.`;
    case 'ETIQUETTE': {
      const asker = sideName(num(payload.side), sideNames);
      const answer = result.allowed === true ? ': allowed' : result.allowed === false ? ': not allowed' : '';
      return `${asker} asks “${str(payload.note) ?? ''}”${answer}.`;
    }
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
    case 'END_TURN':
      return `${sideName(num(payload.side), sideNames)} ends its turn.`;
    case 'REVERSAL':
      return `Undoes event ${event.reversesSequence ?? num(payload.reversesSequence) ?? '?'}.`;
    default:
      return MATCH_EVENT_LABELS[event.type as MatchEventType] ?? String(event.type);
  }
}
