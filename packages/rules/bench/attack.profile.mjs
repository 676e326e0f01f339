// Profiling driver for resolveAttack (not a test): node [--cpu-prof|--prof] bench/attack.profile.mjs [close|ranged|raw] [n]
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { createDice } = require('../dist/dice/index.js');
const { resolveAttack } = require('../dist/combat/index.js');
const which = process.argv[2] ?? 'close';
const n = Number(process.argv[3] ?? 2_000_000);
const closeAttack = {
  kind: 'CLOSE',
  attacker: { id: 'hero', click: { speed: 8, attack: 9, defense: 16, damage: 3, damagePower: 'Close Combat Expert' } },
  targets: [{ id: 'thug', click: { speed: 6, attack: 8, defense: 15, damage: 2, defensePower: 'Toughness' }, distance: 1 }],
};
const rangedTwoTargets = {
  kind: 'RANGED',
  attacker: {
    id: 'dredd',
    click: { speed: 7, attack: 11, defense: 17, damage: 2, attackPower: 'Psychic Blast' },
    range: 8,
    targets: 2,
    feats: ['ARMOUR_PIERCING'],
    adjacentFriendlyEnhancement: true,
  },
  targets: [
    {
      id: 'rasputin',
      click: { speed: 8, attack: 9, defense: 16, damage: 3, defensePower: 'Super Senses' },
      distance: 5,
      lineOfFireCrossesHinderingTerrain: true,
    },
    { id: 'arashi', click: { speed: 8, attack: 9, defense: 14, damage: 2, defensePower: 'Invulnerability' }, distance: 6 },
  ],
};
const dice = createDice('bench/rules');
let sink = 0;
const input = which === 'ranged' ? rangedTwoTargets : closeAttack;
const t0 = process.hrtime.bigint();
if (which === 'raw') for (let i = 0; i < n; i++) sink += dice.roll2d6()[0];
else
  for (let i = 0; i < n; i++) {
    const r = resolveAttack(input, dice);
    sink += r.ok ? r.targets[0].damageDealt : 1;
  }
const ns = Number(process.hrtime.bigint() - t0);
console.log(`${which}: ${(ns / n).toFixed(1)} ns/op (sink ${sink % 10})`);
