import { demoCreator, loadDemoWorld } from '../demo/demo-world';
import { startTestApi, TestApi } from '../../test/harness';

// Typed match events (issue 16): each event type is an object type of the MatchEvent interface, its
// `entered` read from what was stored and its `outcome` from what the rules decided, hidden exactly as
// the deprecated `result` is.

const ERRORS = `userErrors { code field message }`;
const CREATE_CHARACTER = `mutation ($input: CreateCharacterInput!) { createCharacter(input: $input) { character { versions { id } } ${ERRORS} } }`;
const CREATE = `mutation ($input: CreateMatchInput!) { createMatch(input: $input) { match { id figures { id } } ${ERRORS} } }`;
const RECORD = `mutation ($input: RecordMatchEventInput!) { recordMatchEvent(input: $input) { event { sequence } ${ERRORS} } }`;
const DIAL = `figureId clicksApplied statusBefore status events`;
const EVENTS = `query ($id: ID!) { matchEvents(matchId: $id, first: 20) { nodes {
  __typename sequence type diceFaces atTable
  ... on AttackEvent {
    entered { side note figureId attackKind purpose feats frenzy flurry mindControl coordinatedWith damageSplit { figureId clicks }
      targets { figureId distance lineOfFireCrossesHinderingTerrain altitude knockbackStop otherEnemiesAdjacent }
      attacker { altitude moved sharedAttackFrom } }
    outcome {
      attack { attackMade criticalHit criticalMiss attackDamage damageToAttacker objectDestroyed attackerHealed otherDamage { figureId }
        attackRolls { dice roll total criticalHit criticalMiss }
        rolled { purpose faces }
        targets { targetId attacked attackTotal defense hit damageAssigned damageDealt damageRecipientId knockback knockbackDamage captured mindControlled }
        steps { rule source name effect } }
      pushingDamage dialChanges { ${DIAL} } sharedAttack { value } sharedDefense { value } coordinatedAttacks { figureId } teamHealing { figureId }
    }
  }
  ... on KoEvent { entered { side note figureId byFigureId } outcome { dialChange { ${DIAL} } teamHealing { figureId clicksHealed } } }
  ... on PlotTwistEvent { entered { side card victimId subplot success points } outcome { card timing victimId success points saved plotTwistsLeft } }
  ... on PhaseEvent { entered { side } outcome { phase victimMoved damaged } }
} } }`;

let t: TestApi;
let creator: string;

beforeAll(async () => {
  t = await startTestApi();
  await loadDemoWorld(t.dataSource);
  creator = await t.signIn(demoCreator().email, demoCreator().password);
});

afterAll(() => t.close());

/** A character of the demo world with one rookie version of plain clicks (attack 9, defense 16, damage 2); its version id. */
async function character(name: string, visibility = 'PUBLIC'): Promise<string> {
  const click = { speed: 8, attack: 9, defense: 16, damage: 2 };
  const input = {
    world: 'demo',
    name,
    kind: 'NPC',
    visibility,
    description: `${name}, for the typed events.`,
    versions: [{ rank: 'ROOKIE', pointValue: 50, range: 6, targets: 1, clicks: [click, click, click], koClicks: 10 }],
  };
  const { data, errors } = await t.gql(CREATE_CHARACTER, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createCharacter.userErrors).toEqual([]);
  return data.createCharacter.character.versions[0].id;
}

async function match(ruleset: string, versionIds: [string, string]): Promise<{ id: string; figures: string[] }> {
  const input = { world: 'demo', ruleset, buildTotal: 100, sides: versionIds.map((v, i) => ({ alignment: i === 0 ? 'HERO' : 'VILLAIN', versionIds: [v] })) };
  const { data, errors } = await t.gql(CREATE, { input }, creator);
  expect(errors).toBeUndefined();
  expect(data.createMatch.userErrors).toEqual([]);
  return { id: data.createMatch.match.id, figures: data.createMatch.match.figures.map((f: { id: string }) => f.id) };
}

async function record(matchId: string, event: Record<string, unknown>) {
  const { data, errors } = await t.gql(RECORD, { input: { matchId, event } }, creator);
  expect(errors).toBeUndefined();
  expect(data.recordMatchEvent.userErrors).toEqual([]);
}

async function events(matchId: string, token?: string) {
  const { data, errors } = await t.gql(EVENTS, { id: matchId }, token);
  expect(errors).toBeUndefined();
  return data.matchEvents.nodes;
}

describe('typed match events', () => {
  it('answers an attack with its dice, targets, damage and rule steps, and a KO, typed', async () => {
    const m = await match('CLIX_CAMPAIGN', [await character('Typed Striker'), await character('Typed Target')]);
    const [striker, target] = m.figures;
    await record(m.id, { type: 'ATTACK', figureId: striker, attackKind: 'CLOSE', targetFigureIds: [target], forcedDice: [4, 5], note: 'opening blow' });
    await record(m.id, { type: 'KO', figureId: target, byFigureId: striker });

    const [attack, ko] = await events(m.id);
    expect(attack).toEqual({
      __typename: 'AttackEvent',
      sequence: 1,
      type: 'ATTACK',
      diceFaces: [4, 5],
      atTable: true,
      entered: {
        side: 0,
        note: 'opening blow',
        figureId: striker,
        attackKind: 'CLOSE',
        purpose: 'DAMAGE',
        feats: [],
        frenzy: false,
        flurry: false,
        mindControl: false,
        coordinatedWith: [],
        damageSplit: null,
        targets: [{ figureId: target, distance: 1, lineOfFireCrossesHinderingTerrain: false, altitude: null, knockbackStop: null, otherEnemiesAdjacent: [] }],
        attacker: { altitude: null, moved: false, sharedAttackFrom: [] },
      },
      outcome: {
        attack: {
          attackMade: true,
          criticalHit: false,
          criticalMiss: false,
          attackDamage: 2,
          damageToAttacker: 0,
          objectDestroyed: false,
          attackerHealed: 0,
          otherDamage: [],
          attackRolls: [{ dice: [4, 5], roll: 9, total: 18, criticalHit: false, criticalMiss: false }],
          rolled: [{ purpose: 'attack roll', faces: [4, 5] }],
          targets: [
            {
              targetId: target,
              attacked: true,
              attackTotal: 18,
              defense: 16,
              hit: true,
              damageAssigned: 2,
              damageDealt: 2,
              damageRecipientId: target,
              knockback: 0,
              knockbackDamage: 0,
              captured: false,
              mindControlled: false,
            },
          ],
          steps: [
            { rule: 'ATTACK_VALUE', source: 'RULE', name: 'Attack value', effect: 'attack value 9' },
            { rule: 'ATTACK_ROLL', source: 'RULE', name: 'Attack roll', effect: 'attack roll: rolled 4+5 = 9; 9 + 9 = 18' },
            { rule: 'HIT_CHECK', source: 'RULE', name: 'Attack against defense', effect: `18 against ${target} defense 16: hit` },
            { rule: 'DAMAGE_VALUE', source: 'RULE', name: 'Damage value', effect: 'damage value 2' },
            { rule: 'DAMAGE_TO_TARGET', source: 'RULE', name: 'Damage', effect: `${target} is dealt 2` },
            { rule: 'DAMAGE_DEALT', source: 'RULE', name: 'Damage dealt', effect: `${target} takes 2` },
          ],
        },
        pushingDamage: 0,
        dialChanges: [{ figureId: target, clicksApplied: 2, statusBefore: 'ACTIVE', status: 'ACTIVE', events: [] }],
        sharedAttack: null,
        sharedDefense: [],
        coordinatedAttacks: [],
        teamHealing: [],
      },
    });
    expect(ko).toEqual({
      __typename: 'KoEvent',
      sequence: 2,
      type: 'KO',
      diceFaces: [],
      atTable: false,
      entered: { side: 1, note: null, figureId: target, byFigureId: striker },
      outcome: { dialChange: { figureId: target, clicksApplied: 1, statusBefore: 'ACTIVE', status: 'KO', events: ['KO'] }, teamHealing: [] },
    });
  });

  it('answers HorrorClix plot twists and phases typed', async () => {
    const m = await match('HORRORCLIX', [await character('Typed Hunter'), await character('Typed Stalker')]);
    await record(m.id, { type: 'PLOT_TWIST', card: 'Ticking Clock', subplot: true, points: 5 });
    await record(m.id, { type: 'PHASE' });
    const [twist, phase] = await events(m.id);
    expect(twist).toEqual({
      __typename: 'PlotTwistEvent',
      sequence: 1,
      type: 'PLOT_TWIST',
      diceFaces: [],
      atTable: false,
      entered: { side: 0, card: 'Ticking Clock', victimId: null, subplot: true, success: false, points: 5 },
      outcome: { card: 'Ticking Clock', timing: 'PREVIEW', victimId: null, success: false, points: 5, saved: false, plotTwistsLeft: 5 },
    });
    expect(phase).toEqual({
      __typename: 'PhaseEvent',
      sequence: 2,
      type: 'PHASE',
      diceFaces: [],
      atTable: false,
      entered: { side: 0 },
      outcome: { phase: 'SUSPENSE', victimMoved: null, damaged: [] },
    });
  });

  it('hides the typed outcome and the note of an event about a hidden figure from all but the Creator, as it hides result', async () => {
    const m = await match('CLIX_CAMPAIGN', [await character('Open Striker'), await character('Secret Target', 'HIDDEN')]);
    const [striker, target] = m.figures;
    await record(m.id, { type: 'ATTACK', figureId: striker, attackKind: 'CLOSE', targetFigureIds: [target], forcedDice: [4, 5], note: 'the secret one falls' });

    const [forCreator] = await events(m.id, creator);
    expect([forCreator.entered.note, forCreator.outcome.attack.targets[0].defense, forCreator.outcome.dialChanges]).toEqual([
      'the secret one falls',
      16,
      [{ figureId: target, clicksApplied: 2, statusBefore: 'ACTIVE', status: 'ACTIVE', events: [] }],
    ]);
    const [forPublic] = await events(m.id);
    expect(forPublic.outcome).toBeNull();
    expect(forPublic.entered).toEqual({
      side: 0,
      note: null,
      figureId: striker,
      attackKind: 'CLOSE',
      purpose: 'DAMAGE',
      feats: [],
      frenzy: false,
      flurry: false,
      mindControl: false,
      coordinatedWith: [],
      damageSplit: null,
      targets: [{ figureId: target, distance: 1, lineOfFireCrossesHinderingTerrain: false, altitude: null, knockbackStop: null, otherEnemiesAdjacent: [] }],
      attacker: { altitude: null, moved: false, sharedAttackFrom: [] },
    });
    const { data } = await t.gql(`query ($id: ID!) { matchEvents(matchId: $id, first: 1) { nodes { result } } }`, { id: m.id });
    expect(data.matchEvents.nodes).toEqual([{ result: null }]);
  });
});
