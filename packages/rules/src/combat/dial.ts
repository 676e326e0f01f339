import type { CombatRefusal } from './combat.types';
import { refuse } from '../refusal';

/**
 * Where a combat dial stands. `clicksTaken` counts clockwise clicks from the starting click, so it
 * keeps counting past KO: in Clix Campaign a KOed character keeps taking damage until the dial
 * comes round to its starting click again (Critical Condition) and then 3 more (Permanent Injury).
 */
export interface DialState {
  /** 1-based slot of the starting click (the green line). */
  startingClick: number;
  /** Live (numbered) clicks on the dial. */
  liveClicks: number;
  /** KO slots printed after the last live click. */
  koClicks: number;
  /** Clicks turned clockwise from the starting click; never below 0. */
  clicksTaken: number;
}

/** What a dial's position means for the character. */
export type DialStatus = 'ACTIVE' | 'KO' | 'CRITICAL_CONDITION' | 'PERMANENTLY_INJURED' | 'REMOVED';

/** Something that happened as the dial turned. */
export type DialEvent = 'KO' | 'CRITICAL_CONDITION' | 'PERMANENT_INJURY' | 'REMOVED' | 'REVIVED';

/** How far the dial goes: Clix Campaign's Critical Condition and Permanent Injury, or removal at KO. */
export interface DialRules {
  /** CLIX_CAMPAIGN (seed 000 "Defeating Your Enemies") or REMOVED_AT_KO (seed 003 4.4). */
  koRule: 'CLIX_CAMPAIGN' | 'REMOVED_AT_KO';
  /** Clicks of damage a character in Critical Condition takes before a Permanent Injury (seed 000: 3). */
  clicksFromCriticalToInjury: number;
}

/** Seed 000 readings: campaign KO rules, 3 clicks from Critical Condition to Permanent Injury. */
export const DEFAULT_DIAL_RULES: Readonly<DialRules> = { koRule: 'CLIX_CAMPAIGN', clicksFromCriticalToInjury: 3 };

/** A dial turned some clicks, with where it was, where it is, and what happened on the way. */
export interface DialChange {
  ok: true;
  state: DialState;
  /** Clicks actually turned (less than asked at the ends of the dial). */
  clicksApplied: number;
  statusBefore: DialStatus;
  status: DialStatus;
  events: DialEvent[];
}

/** A fresh dial at its starting click, from what is printed on a character version. */
export function createDialState(version: { startingClick: number; clicks: readonly unknown[]; koClicks: number }): DialState {
  const { startingClick, koClicks } = version;
  const liveClicks = version.clicks.length;
  if (!Number.isInteger(startingClick) || startingClick < 1 || startingClick > liveClicks) {
    throw new RangeError(`starting click ${startingClick} is not one of the ${liveClicks} live clicks`);
  }
  if (!Number.isInteger(koClicks) || koClicks < 0) throw new RangeError(`KO clicks must be a whole number, got ${koClicks}`);
  return { startingClick, liveClicks, koClicks, clicksTaken: 0 };
}

function clicksToKo(state: DialState): number {
  return state.liveClicks - state.startingClick + 1;
}

// Seed 000: "return to their health status (the first click with the green line)": a full turn of the dial.
function clicksToCritical(state: DialState): number {
  return Math.max(state.liveClicks + state.koClicks, clicksToKo(state));
}

function maxClicks(state: DialState, rules: DialRules): number {
  return rules.koRule === 'REMOVED_AT_KO' ? clicksToKo(state) : clicksToCritical(state) + rules.clicksFromCriticalToInjury;
}

/** The status a dial position means. */
export function dialStatus(state: DialState, rules: DialRules = DEFAULT_DIAL_RULES): DialStatus {
  const taken = state.clicksTaken;
  if (taken < clicksToKo(state)) return 'ACTIVE';
  if (rules.koRule === 'REMOVED_AT_KO') return 'REMOVED';
  if (taken >= clicksToCritical(state) + rules.clicksFromCriticalToInjury) return 'PERMANENTLY_INJURED';
  if (taken >= clicksToCritical(state)) return 'CRITICAL_CONDITION';
  return 'KO';
}

/** The 1-based live slot showing, or null when the character is KOed or worse. */
export function currentClick(state: DialState): number | null {
  const slot = state.startingClick + state.clicksTaken;
  return slot <= state.liveClicks ? slot : null;
}

const STATUS_EVENT: Readonly<Record<DialStatus, DialEvent | null>> = {
  ACTIVE: null,
  KO: 'KO',
  CRITICAL_CONDITION: 'CRITICAL_CONDITION',
  PERMANENTLY_INJURED: 'PERMANENT_INJURY',
  REMOVED: 'REMOVED',
};
const STATUS_ORDER: readonly DialStatus[] = ['ACTIVE', 'KO', 'CRITICAL_CONDITION', 'PERMANENTLY_INJURED'];

function checkClicks(clicks: number): void {
  if (!Number.isInteger(clicks) || clicks < 0) throw new RangeError(`clicks must be a whole number of at least 0, got ${clicks}`);
}

/**
 * Turns the dial clockwise. A KOed character keeps taking clicks (seed 000); past the Permanent
 * Injury threshold it takes no more. Under REMOVED_AT_KO the dial stops at KO.
 */
export function applyDamage(state: DialState, clicks: number, rules: DialRules = DEFAULT_DIAL_RULES): DialChange {
  checkClicks(clicks);
  const statusBefore = dialStatus(state, rules);
  const clicksTaken = Math.min(state.clicksTaken + clicks, Math.max(maxClicks(state, rules), state.clicksTaken));
  const next: DialState = { ...state, clicksTaken };
  const status = dialStatus(next, rules);
  const events: DialEvent[] = [];
  if (status === 'REMOVED' && statusBefore !== 'REMOVED') events.push('REMOVED');
  // Several thresholds can be passed by one big hit; report each one, in order.
  const from = STATUS_ORDER.indexOf(statusBefore);
  const to = STATUS_ORDER.indexOf(status);
  for (let i = from + 1; i <= to && from >= 0; i++) {
    const event = STATUS_EVENT[STATUS_ORDER[i]];
    if (event) events.push(event);
  }
  return { ok: true, state: next, clicksApplied: clicksTaken - state.clicksTaken, statusBefore, status, events };
}

/**
 * Turns the dial back, never past the starting click. A KOed character can be healed and stood
 * up again; Critical Condition and worse can be treated only by outside medical attention.
 */
export function applyHealing(state: DialState, clicks: number, rules: DialRules = DEFAULT_DIAL_RULES): DialChange | CombatRefusal {
  checkClicks(clicks);
  const statusBefore = dialStatus(state, rules);
  if (statusBefore === 'CRITICAL_CONDITION') {
    return refuse('CRITICAL_CONDITION_NEEDS_MEDICAL_ATTENTION', 'a character in Critical Condition can be healed only by outside medical attention');
  }
  if (statusBefore === 'PERMANENTLY_INJURED') return refuse('PERMANENTLY_INJURED', 'a permanently injured character takes no part in the rest of the scenario');
  if (statusBefore === 'REMOVED') return refuse('REMOVED_FROM_PLAY', 'a defeated character has been removed from play');
  const clicksTaken = Math.max(0, state.clicksTaken - clicks);
  const next: DialState = { ...state, clicksTaken };
  const status = dialStatus(next, rules);
  return {
    ok: true,
    state: next,
    clicksApplied: state.clicksTaken - clicksTaken,
    statusBefore,
    status,
    events: statusBefore === 'KO' && status === 'ACTIVE' ? ['REVIVED'] : [],
  };
}
