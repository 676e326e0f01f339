import fc from 'fast-check';
import { NPC_CHARACTERS } from '../catalogue/npcs';
import { applyDamage, applyHealing, createDialState, currentClick, dialStatus, type DialChange, type DialState } from './dial';
import type { CombatRefusal } from './combat.types';

function okChange(change: DialChange | CombatRefusal): DialChange {
  if (!change.ok) throw new Error(`refused: ${change.reason}`);
  return change;
}
// A 12-slot dial with 7 live clicks starting on the first: KO after 7, back round at 12, injury at 15.
const seven: DialState = { startingClick: 1, liveClicks: 7, koClicks: 5, clicksTaken: 0 };

describe('dial state', () => {
  it('builds from a catalogue version: the Hooligan has 1 live click and 11 KO slots', () => {
    const hooligan = NPC_CHARACTERS.find((c) => c.name === 'Hooligan')!.versions[0];
    const dial = createDialState(hooligan);
    expect(dial).toEqual({ startingClick: 1, liveClicks: 1, koClicks: 11, clicksTaken: 0 });
    expect(applyDamage(dial, 1).events).toEqual(['KO']);
    expect(() => createDialState({ startingClick: 3, clicks: [1, 2], koClicks: 10 })).toThrow(RangeError);
    expect(() => createDialState({ startingClick: 1, clicks: [1, 2], koClicks: -1 })).toThrow(RangeError);
  });

  it('KOs on the first KO slot, hits Critical Condition coming round to the green line, then Permanent Injury 3 clicks later', () => {
    const ko = applyDamage(seven, 7);
    expect(ko).toMatchObject({ status: 'KO', events: ['KO'], clicksApplied: 7 });
    expect(currentClick(ko.state)).toBeNull();
    expect(currentClick(applyDamage(seven, 6).state)).toBe(7);
    const critical = applyDamage(ko.state, 5);
    expect(critical).toMatchObject({ status: 'CRITICAL_CONDITION', events: ['CRITICAL_CONDITION'] });
    expect(applyDamage(critical.state, 2).status).toBe('CRITICAL_CONDITION');
    const injured = applyDamage(critical.state, 3);
    expect(injured).toMatchObject({ status: 'PERMANENTLY_INJURED', events: ['PERMANENT_INJURY'] });
    const more = applyDamage(injured.state, 4);
    expect(more).toMatchObject({ clicksApplied: 0, events: [] });
  });

  it('reports every threshold one big hit passes, and stops at the last', () => {
    expect(applyDamage(seven, 40)).toMatchObject({
      clicksApplied: 15,
      events: ['KO', 'CRITICAL_CONDITION', 'PERMANENT_INJURY'],
    });
  });

  it('counts from a starting click later on the dial', () => {
    const late: DialState = { startingClick: 3, liveClicks: 7, koClicks: 5, clicksTaken: 0 };
    expect(dialStatus(applyDamage(late, 4).state)).toBe('ACTIVE');
    expect(applyDamage(late, 5).events).toEqual(['KO']);
    expect(applyDamage(late, 12).events).toEqual(['KO', 'CRITICAL_CONDITION']);
  });

  it('heals a KOed character back up, never past the starting click', () => {
    const ko = applyDamage(seven, 8).state;
    const healed = okChange(applyHealing(ko, 2));
    expect(healed).toMatchObject({ status: 'ACTIVE', events: ['REVIVED'], clicksApplied: 2 });
    expect(currentClick(healed.state)).toBe(7);
    const full = okChange(applyHealing(applyDamage(seven, 2).state, 6));
    expect(full).toMatchObject({ clicksApplied: 2, state: { clicksTaken: 0 } });
  });

  it('refuses healing in Critical Condition and after a Permanent Injury', () => {
    const critical = applyDamage(seven, 12).state;
    expect(applyHealing(critical, 1)).toMatchObject({ ok: false, reason: 'CRITICAL_CONDITION_NEEDS_MEDICAL_ATTENTION' });
    expect(applyHealing(applyDamage(seven, 15).state, 1)).toMatchObject({ ok: false, reason: 'PERMANENTLY_INJURED' });
  });

  it('under the standard rules a KOed character is removed and the dial stops', () => {
    const rules = { koRule: 'REMOVED_AT_KO' as const, clicksFromCriticalToInjury: 3 };
    const removed = applyDamage(seven, 9, rules);
    expect(removed).toMatchObject({ status: 'REMOVED', events: ['REMOVED'], clicksApplied: 7 });
    expect(applyDamage(removed.state, 1, rules).events).toEqual([]);
    expect(applyHealing(removed.state, 1, rules)).toMatchObject({ ok: false, reason: 'REMOVED_FROM_PLAY' });
  });

  it('refuses a fractional or negative number of clicks', () => {
    expect(() => applyDamage(seven, -1)).toThrow(RangeError);
    expect(() => applyHealing(seven, 0.5)).toThrow(RangeError);
  });

  it('property: healing never passes the starting click and damage never turns the dial back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 11 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(20)), { maxLength: 30 }),
        (live, ko, ops) => {
          let state = createDialState({ startingClick: 1 + (ops.length % live), clicks: new Array(live), koClicks: ko });
          for (const [harm, clicks] of ops) {
            if (harm) {
              const next = applyDamage(state, clicks);
              expect(next.state.clicksTaken).toBeGreaterThanOrEqual(state.clicksTaken);
              state = next.state;
            } else {
              const next = applyHealing(state, clicks);
              if (next.ok) {
                expect(next.state.clicksTaken).toBeGreaterThanOrEqual(0);
                expect(next.state.clicksTaken).toBeLessThanOrEqual(state.clicksTaken);
                const slot = currentClick(next.state);
                if (slot !== null) expect(slot).toBeGreaterThanOrEqual(state.startingClick);
                state = next.state;
              }
            }
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
