/**
 * Scenarios & Situations (chapter VI of seed 000): the scenario catalogue with its scoring
 * lines as data, the random scenario generator and the sub-plot list. Every quoted text is
 * the seed's own line; `scenarios.spec.ts` finds each one in the seed and re-reads its numbers.
 */
import type { Dice } from '../dice/types';

/** Stable ids of the chapter VI scenarios. */
export type ScenarioId =
  | 'BANK_ROBBERY'
  | 'RESCUE_THE_HOSTAGES'
  | 'ARTIFACT_RECOVERY'
  | 'BREAKTHROUGH'
  | 'SAFE_HOUSE'
  | 'DISARM'
  | 'PRISON_BREAK'
  | 'REVENGE'
  | 'ESCAPE_FROM_THE_VILLAINS_LAIR'
  | 'THE_SUMMONING'
  | 'VAMPIRE_LAIR'
  | 'VORTEX';

/** A goal a team can meet in a scenario; scoring lines and conditions refer to these. */
export type ScenarioObjective =
  | 'ROBBERY_FOILED'
  | 'ROBBERY_DISRUPTED'
  | 'ARTIFACT_RECOVERED'
  | 'SNITCH_SAVED'
  | 'BOMB_DISARMED'
  | 'PORTAL_DESTROYED'
  | 'CRYPT_CLEARED'
  | 'VORTEX_DESTROYED'
  /** Escape from the Villain's Lair: an assisting team broke the captives out. */
  | 'BROKE_OUT_CAPTIVES'
  /** Escape from the Villain's Lair: this team's captives were broken out by an assisting team. */
  | 'BROKEN_OUT_BY_ALLIES';

/** A count of things that happened to or were done by one team in a match. */
export type ScenarioCountFact =
  | 'membersKOd'
  | 'hostagesSaved'
  | 'hostagesKOdByTeam'
  | 'hostagesKOdByVillains'
  | 'hostagesTakenByVillains'
  | 'membersRescuingInnocents'
  | 'membersNotAttempting'
  | 'escapeesRecaptured'
  | 'escapeesTotal'
  | 'monstersEscaped';

/** A total of point values (printed on the bases) from one team's match. */
export type ScenarioPointsFact = 'enemyPointsKOd' | 'enemyPointsKOdWithoutHostageKO' | 'ownPointsWoundedByBomb';

/** What a scoring line counts. */
export type ScoringMeasure =
  /** `points` once when the objective is met. */
  | { kind: 'OBJECTIVE'; objective: ScenarioObjective }
  /** `points` for each one counted. */
  | { kind: 'PER_COUNT'; fact: ScenarioCountFact }
  /** `points` for every 10 points of value counted. */
  | { kind: 'PER_TEN_POINTS'; fact: ScenarioPointsFact };

/** When a scoring line applies at all; a line that does not apply scores 0. */
export type ScoringCondition =
  | { kind: 'SCENARIO_WON' }
  | { kind: 'OBJECTIVE_MET'; objective: ScenarioObjective }
  | { kind: 'OBJECTIVE_NOT_MET'; objective: ScenarioObjective }
  | { kind: 'ASSISTING' }
  | { kind: 'NOT_ASSISTING' };

/** A multiplier on a line's reward when a share of a whole is reached (the highest one met applies). */
export interface ScoringMultiplier {
  part: ScenarioCountFact;
  whole: ScenarioCountFact;
  /** The share of `whole` that `part` must reach, 0-1. */
  atLeastShare: number;
  factor: number;
  seedText: string;
}

/** One scoring line of a scenario, as data. */
export interface ScoringRule {
  /** Stable id of the line, unique within its scenario. */
  rule: string;
  label: string;
  measure: ScoringMeasure;
  /** Hero Points per objective, per count or per 10 points; negative for a loss. */
  points: number;
  conditions?: readonly ScoringCondition[];
  /** "to a minimum of 0": this loss never takes the team's scenario total below zero. */
  floorAtZero?: boolean;
  multipliers?: readonly ScoringMultiplier[];
  /** The line as printed in the seed. */
  seedText: string;
}

/** One row of a die table printed in a scenario. */
export interface ScenarioTableRow {
  from: number;
  to: number;
  text: string;
  /** Opposition as a multiple of the hero force, where the row sets it. */
  forceRatio?: number;
  /** Friendly NPC support as a multiple of the hero force, where the row gives some. */
  alliesRatio?: number;
}

/** A die table printed in a scenario (set-up choices, per-turn events, morale). */
export interface ScenarioTable {
  id: string;
  die: 'd6';
  /** When it is rolled. */
  when: string;
  rows: readonly ScenarioTableRow[];
}

/** A chapter VI scenario: set-up, force ratio, round limit, tables, scoring and wrap-up. */
export interface ScenarioDefinition {
  id: ScenarioId;
  name: string;
  /** The set-up text as printed, one paragraph per entry. */
  setup: readonly string[];
  /** Opposing force as a multiple of the hero force; null where a table or the Creator sets it. */
  forceRatio: number | null;
  /** The round by which the scenario is decided; null for none. */
  roundLimit: number | null;
  /** The side the scoring lines are written for: every chapter VI scenario scores the heroes. */
  scoredAlignment: 'HERO';
  tables: readonly ScenarioTable[];
  scoring: readonly ScoringRule[];
  /** Printed scoring sentences that are conditions of the lines rather than lines of their own. */
  scoringNotes: readonly string[];
  /** What happens after the match, as printed. */
  wrapUp: readonly string[];
  /** True where a printed number looks wrong and is kept as printed for the Creator to review; absent means false. */
  needsReview?: boolean;
}

const SETUP: Record<ScenarioId, readonly string[]> = {
  BANK_ROBBERY: [
    'A group of bad guys have gone out and robbed a bank. Your force/s must stop them from getting off of the game map. They will attempt to escape in the direction you are coming from. The bad guys will start anywhere in or on the building they are robbing. Both forces will be equivalent in points. .',
  ],
  RESCUE_THE_HOSTAGES: [
    'A villain team is attempting to take a group of hostages. They intend to use them as human shields to get away. There will be a hostage for every villain on the board with a minimum of two hostages. Hostages will start in the middle of the board. No one ever has to roll a break from a hostage. A hostage will bend to the will of whoever is in base-to-base contact with them at the time. If a hero and villain are in contact with the same hostage and he issues the hostage a move command then a break roll will be required for a hostage to move. Hostages move as if they had the Avengers team ability and cannot attack or use any dial team or PAC abilities, they are also treated as battle fury due to the confusion and stress they are under. Once given a move action they will stand still until a hero or villain touches them and assigns another move action. If a villain KO’s a hostage through pushing or damage, they may not flee the board and must fight to get out, unless they can take another hostage (from another villain). If a hero KO’s a hostage either by pushing or damage then the villain that last touched that hostage gets away in the scuffle and is no longer in the game. Should all of the hostages be KO’ed then the scenario ends, regardless of who KO’ed them. When a villain is in base-to-base with a hostage he may deflect the attack as if he had mastermind, but only to the hostage. If a villain and a hostage get to the edge of the map that the heroes started on then that villain gets away with the hostage. The villain does not have to take another move action to leave the map it is automatic once he and the hostage reach the edge. To save a hostage the hero must direct the hostage to the edge of the villain side of the map where they will automatically be safe and out of play. Both forces will be equivalent in points. Sentinel activation for KO’ed heroes in four rounds. Roll a D6 if the result is 4-5 then you play the Hostage Sabotage variant.',
    'Hostage Sabotage (variant) – Follow all of the same rules as in Rescue the Hostages, but roll 1d6 for each hostage at the beginning. On a 5-6, the hostage is wearing a dynamite-laden vest.',
    "If one of the vested hostages physically moves (i.e., a failed break wouldn't trigger), roll 1d10. On a 10, the hostage blows up, immediately dying (kill credit for negative points or fleeing goes to the order-giver, they persuaded the guy to move), and dealing 2 damage to every figure in an adjacent square (all damage reducing and dodging powers apply and are effective).",
  ],
  ARTIFACT_RECOVERY: [
    'You and a group of bad guys are looking to acquire the same newly discovered artifact. You want to get it and get out of there, so do the bad guys. When you arrive, however you realize the task won’t be as easy as it looks. Roll a six-sided die, on a result of 1-3 the object is encased in a 5 click force field (auto to hit, cumulatively damaged), on a roll of 4-6 the object is surrounded by 4 high level Skrulls who also have a mind to keep the object. Both hero and villain forces will be equivalent in points.',
  ],
  BREAKTHROUGH: [
    'Some bad guys have caused a minor catastrophe, you must get your hero force to the scene to rescue innocents. The bad guys are the only thing standing between you and the poor innocents. You must cross the map and leave on the bad guys side to win the scenario. If you don’t make at least one hero across in 10 rounds it is too late and you lose. Both forces will be equivalent in points.',
  ],
  SAFE_HOUSE: [
    'A petty snitch is going to testify in the trial of a major super criminal. The crime lord has found out where they are keeping him and has sent his “boys” to take care of him. They only want to take out the target and will retreat once the target is down. You will start anywhere in or on the building he is being kept in. The villains will assault. The snitch is a rookie hydra, a rookie thug or rookie henchman. The defending force can control the snitch but he must not leave the building or the heroes will lose. The snitch will move for free as if he had the Avengers team ability, still receiving a token. The snitch also may not attack anyone. If the snitch or the defending force is KO’ed the scenario is over and the defenders lose. The attacking force will be 150% of the defending force. If the attacking force looses 50% of their force they have to roll a six-sided dice every round as a moral check, on a roll of 5-6 they will flee and the scenario will end.',
  ],
  DISARM: [
    'A bomb has been set in a building. You must get to it and disarm it before it takes out the town! The heroes must get by an equal force of villains to take out the bomb. To disarm the bomb you have to remain in contact with it uninterrupted for 2 rounds. In order to disarm the bomb the hero in contact must be not be hit with any attack, if you are hit (not necessarily for damage) you have to start your 2 rounds count over again. You have 10 rounds to get to the bomb and disarm it before it blows.',
  ],
  PRISON_BREAK: [
    'The inmates of a penal institution are making a daring escape through a damaged outer wall. Your force/s must stop as many of them as possible from leaving the game map. They will attempt to escape in all available directions. The hero forces may begin spread out across any of the available escape edges of the map. The inmates will start anywhere in the prison. To determine the point match-up and composition of the escapee force, roll 1d6 and compare the results to this table:',
  ],
  REVENGE: [
    'A super-villain who has been thwarted by the hero force in the past (according to that team’s log) has assembled a revenge squad. The revenge squad is 150% of the point value of the hero force, and attacks the hero force looking for blood. The heroes must defend themselves and cannot flee. As in Safe-house, roll a morale check if the revenge squad has 50% or more of its point total KO’ed, but only a 6 results in the villains fleeing. However, if the super-villain seeking revenge is KO’ed, morale check fails on a 5 or 6. The super-villain seeking revenge will not roll moral.',
  ],
  ESCAPE_FROM_THE_VILLAINS_LAIR: [
    'B.) Escape from the Villain’s Lair – Some or all of your team has been captured by a villain bent on revenge.',
    'The villain from the Revenge scenario has 100% of your forces in opposition. The main villain in his lair will have mastermind for all clicks and can use it even on figures with a higher point total. Any forces captured in the previous scenario may attempt to fight their way out from the inside. Any forces not captured will fight their way in from the outside. If you don’t make it out and/or the outside forces flee you must fight the scenario again until all forces are out. You may ask another team to assist you in escaping if you have tried to free them and failed. Your heroes on the inside will no longer be able to fight there way out and the other force will have to fight its way in. You can only ask a team that is at least 150% of the primary villain. If they break out your team you must pay them 5 points for the assistance. They will also get points for villains KO’ed.',
  ],
  THE_SUMMONING: [
    'A villain has opened a portal to another dimension populated by monsters, and the monsters are spilling forth into The City (use any outdoor map or 3-D lay-out). The villain(s) responsible for the unholy orifice in space and time can be any character. Monsters will be any combination of the following custom-paints: Hulk, She-Hulk, Sabretooth, Wolfsbane, Manbat, Grundy, Pyro, Yellowjacket and possibly the Blob. The total of the villain(s) and the monsters will be 175% of the hero force HOWEVER not all of the monsters begin on the board.',
    'The portal occupies four squares (2x2) and has the following stats: seven clicks before destruction, invulnerability on the first three clicks, toughness on the next two, no bonus on the last two. The portal always has a defense stat of 14 to represent its mystical origin. The portal CANNOT be targeted by a ranged attack; a hero must be in base-to-base contact to attack.',
    'At the beginning of the scenario, set up the heroes on one side and the villain and portal on the opposite side. Set two monsters in the squares immediately in front of the portal. Set the rest of the monsters off the board.',
    'At the beginning of every villain turn in which the portal has not yet been destroyed, roll 1d6. On 1-5, a new monster emerges from the portal; on 6, the heroes catch a break. Monsters emerge from the portal in one of the squares immediately in front of the portal. Monsters will begin to rampage through the city and try to flee the board in the direction the heroes are coming, but will fight if attacked. The single-minded monster will always counter-attack the same hero and when/if the hero is KO’ed, then and only then will the monster begin to flee again.',
    'Once all of the monsters have come through the portal, no new monsters will appear. However, if a monster is KO’ed, and the portal has not yet been destroyed, the villain may again roll 1d6 on his turn to determine if the portal summons a “new” monster (really the same old monster that was removed from the board). If a monster is KO’ed before all the monsters have come through the portal, the KO’ed monster goes to the end of the portal queue (no re-summoning a monster before all the original monsters have been summoned at least once!)',
    'The villain will fight the heroes to defend the portal, but once the portal is destroyed, the villains will attempt to flee. Any monsters off the board when the portal is destroyed - whether they have never been summoned or are waiting to be re-spawn - do not come into play.',
  ],
  VAMPIRE_LAIR: [
    'The heroes have discovered a vampire lair and must destroy it. The force is equal to the force of heroes attacking the lair. The heroes always move first. The vampires will consist of the following figures as appropriate by point total: Only ever 1 Ancient Vampire who would never fight alone (Nightmare, additionally he has battle fury all clicks), Any number of Vampire Minions (any level Blades), and any number of Vampire Lackeys (any level) If point totals are not satisfied then Zombies (any level Solomon Grundy, additionally has battle fury all clicks) can also be used. The vampires will never willingly leave their lair. If any vampire (not a zombie) is forced to leave the lair they have 3 rounds to get back in or are destroyed by the light (auto KO full points awarded) Any Hero that is KO’ed by the vampires will heal 3 clicks at the end of 5 turns, but is now fighting on the vampire force. If KO’ed characters are carried off the board, the fled character will be rescued from vampirism. Killing all vamps in the lair will convert your team back to non-vampires. There is no sentinel activation for this scenario.',
  ],
  VORTEX: [
    'The heroes have come upon a vortex created by a mad genius and guarded by villains. The vortex starts 2x2 and has 10 clicks of health and Toughness. It auto-destroys all terrain. Any figure caught in the vortex automatically takes 1 click of unpreventable damage (figures with impervious or super senses can still dodge). The vortex "sucks you in." If you are adjacent to or inside the vortex, you must break (unless you phase, super-speed or have leap/climb). You must destroy the vortex and if you do so the scenario ends (the villains will slip away while the vortex collapses). The villains will try to keep it alive.',
    'At the start of each Villain turn, you roll a d6 for the vortex -',
  ],
};

const VILLAINS_KOD: ScoringMeasure = { kind: 'PER_TEN_POINTS', fact: 'enemyPointsKOd' };
const MEMBERS_KOD: ScoringMeasure = { kind: 'PER_COUNT', fact: 'membersKOd' };

/** Every scenario of chapter VI, in the seed's order (Escape from the Villain's Lair follows Revenge). */
export const SCENARIOS: readonly ScenarioDefinition[] = [
  {
    id: 'BANK_ROBBERY',
    name: 'Bank Robbery',
    setup: SETUP.BANK_ROBBERY,
    forceRatio: 1,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [],
    scoring: [
      {
        rule: 'ROBBERY_FOILED',
        label: 'Foiling the robbery',
        measure: { kind: 'OBJECTIVE', objective: 'ROBBERY_FOILED' },
        points: 10,
        seedText: '-Foiling the robbery (stopping everyone from escaping) 10 HPs.',
      },
      {
        rule: 'ROBBERY_DISRUPTED',
        label: 'Disrupting the robbery',
        measure: { kind: 'OBJECTIVE', objective: 'ROBBERY_DISRUPTED' },
        points: 5,
        // Foiling stops everyone and so also stops someone; the two awards are alternatives.
        conditions: [{ kind: 'OBJECTIVE_NOT_MET', objective: 'ROBBERY_FOILED' }],
        seedText: '-Disrupting the robbery (stopping someone from escaping) 5 HPs',
      },
      {
        rule: 'VILLAINS_CAPTURED',
        label: 'Villains captured (KOed)',
        measure: VILLAINS_KOD,
        points: 1,
        seedText: '-For villains captured 1 pt for every 10 HPs of villain captured (KO’ed)',
      },
      { rule: 'HEROES_KOD', label: 'Heroes KOed', measure: MEMBERS_KOD, points: -1, seedText: '-For each hero KO’ed –1 pt per character.' },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'RESCUE_THE_HOSTAGES',
    name: 'Rescue the Hostages',
    setup: SETUP.RESCUE_THE_HOSTAGES,
    forceRatio: 1,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [
      {
        id: 'HOSTAGE_SABOTAGE_VARIANT',
        die: 'd6',
        when: 'before the match',
        rows: [
          { from: 1, to: 3, text: 'Rescue the Hostages as written.' },
          { from: 4, to: 5, text: 'Play the Hostage Sabotage variant.' },
          { from: 6, to: 6, text: 'Rescue the Hostages as written.' },
        ],
      },
      {
        id: 'HOSTAGE_VEST',
        die: 'd6',
        when: 'Hostage Sabotage: for each hostage at the beginning',
        rows: [
          { from: 1, to: 4, text: 'No vest.' },
          { from: 5, to: 6, text: 'The hostage is wearing a dynamite-laden vest.' },
        ],
      },
    ],
    scoring: [
      {
        rule: 'HOSTAGES_SAVED',
        label: 'Saving hostages',
        measure: { kind: 'PER_COUNT', fact: 'hostagesSaved' },
        points: 5,
        seedText: '-Saving hostage 5 HPs. Per.',
      },
      {
        rule: 'HOSTAGES_KOD_BY_HEROES',
        label: 'Hero KOs a hostage',
        measure: { kind: 'PER_COUNT', fact: 'hostagesKOdByTeam' },
        points: -5,
        floorAtZero: true,
        seedText: '-Hero KO’s a hostage –5 HPs to a minimum of 0',
      },
      {
        rule: 'HOSTAGES_KOD_BY_VILLAINS',
        label: 'Villain KOs a hostage',
        measure: { kind: 'PER_COUNT', fact: 'hostagesKOdByVillains' },
        points: 0,
        seedText: '-Villain KO’s a hostage 0 HPs',
      },
      {
        rule: 'VILLAIN_ESCAPES_WITH_HOSTAGE',
        label: 'Villain escapes with hostage',
        measure: { kind: 'PER_COUNT', fact: 'hostagesTakenByVillains' },
        points: -5,
        seedText: '-Villain Escapes with hostage –5 HPs',
      },
      {
        rule: 'VILLAINS_KOD',
        label: 'Villains KOed without a hostage KO',
        measure: { kind: 'PER_TEN_POINTS', fact: 'enemyPointsKOdWithoutHostageKO' },
        points: 1,
        seedText: '-You receive 1 pt for every 10 HPs of villain KO’ed that did not involve a hostage KO (by a hero, excluding exploding hostage).',
      },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'ARTIFACT_RECOVERY',
    name: 'Artifact recovery',
    setup: SETUP.ARTIFACT_RECOVERY,
    forceRatio: 1,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [
      {
        id: 'ARTIFACT_GUARD',
        die: 'd6',
        when: 'on arrival',
        rows: [
          { from: 1, to: 3, text: 'The object is encased in a 5 click force field (auto to hit, cumulatively damaged).' },
          { from: 4, to: 6, text: 'The object is surrounded by 4 high level Skrulls who also have a mind to keep the object.' },
        ],
      },
    ],
    scoring: [
      {
        rule: 'ARTIFACT_RECOVERED',
        label: 'Getting the artifact off the board',
        measure: { kind: 'OBJECTIVE', objective: 'ARTIFACT_RECOVERED' },
        points: 10,
        seedText: '-Getting the artifact and getting it off the board 10 HPs.',
      },
      { rule: 'VILLAINS_KOD', label: 'Villains KOed', measure: VILLAINS_KOD, points: 1.5, seedText: '-You receive 1.5 HPs for every 10 pts of villain KO’ed.' },
      {
        rule: 'CHARACTERS_KOD',
        label: 'Characters KOed',
        measure: MEMBERS_KOD,
        points: -10,
        seedText: '-For each character KO’ed –10 HPs per KO’ed character.',
      },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'BREAKTHROUGH',
    name: 'Breakthrough',
    setup: SETUP.BREAKTHROUGH,
    forceRatio: 1,
    roundLimit: 10,
    scoredAlignment: 'HERO',
    tables: [],
    // "15 HPs for every 10 pts" is ten times the 1.5 per 10 of three other scenarios (and of sub-plot 21's
    // Bounty), and no other per-10 rate is above 5.5: likely a lost decimal point, kept as printed for review.
    needsReview: true,
    scoring: [
      {
        rule: 'HEROES_RESCUING',
        label: 'Heroes who went to rescue innocents',
        measure: { kind: 'PER_COUNT', fact: 'membersRescuingInnocents' },
        points: 10,
        seedText: '-For every hero that goes to rescue innocents 10 HPs.',
      },
      {
        rule: 'HEROES_NOT_ATTEMPTING',
        label: 'Heroes who did not attempt to save innocents',
        measure: { kind: 'PER_COUNT', fact: 'membersNotAttempting' },
        points: -10,
        conditions: [{ kind: 'SCENARIO_WON' }],
        seedText: '-You lose 10 HPs for every hero that does not attempt to save innocents on a win. No points are deducted on a loss.',
      },
      {
        rule: 'VILLAINS_KOD',
        label: 'Villains KOed',
        measure: VILLAINS_KOD,
        points: 15,
        conditions: [{ kind: 'SCENARIO_WON' }],
        seedText: '-You receive 15 HPs for every 10 pts of villain KO’ed on a win. (Due to time restraints), nothing is earned for KO’ed villains on a loss.',
      },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'SAFE_HOUSE',
    name: 'Safe House',
    setup: SETUP.SAFE_HOUSE,
    forceRatio: 1.5,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [
      {
        id: 'ATTACKERS_MORALE',
        die: 'd6',
        when: 'every round once the attacking force has lost 50% of its force',
        rows: [
          { from: 1, to: 4, text: 'The attackers fight on.' },
          { from: 5, to: 6, text: 'They will flee and the scenario will end.' },
        ],
      },
    ],
    scoring: [
      {
        rule: 'SNITCH_SAVED',
        label: 'Saving the snitch',
        measure: { kind: 'OBJECTIVE', objective: 'SNITCH_SAVED' },
        points: 15,
        seedText: '-Saving the snitch will score 15 HPs.',
      },
      { rule: 'VILLAINS_KOD', label: 'Villains KOed', measure: VILLAINS_KOD, points: 1.5, seedText: '-You receive 1.5 HPs for every 10 pts of villain KO’ed.' },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'DISARM',
    name: 'Disarm',
    setup: SETUP.DISARM,
    forceRatio: 1,
    roundLimit: 10,
    scoredAlignment: 'HERO',
    tables: [],
    scoring: [
      {
        rule: 'BOMB_DISARMED',
        label: 'Disarming the bomb',
        measure: { kind: 'OBJECTIVE', objective: 'BOMB_DISARMED' },
        points: 15,
        seedText: '-Disarming the bomb will score 15 pts.',
      },
      { rule: 'VILLAINS_KOD', label: 'Villains KOed', measure: VILLAINS_KOD, points: 1.5, seedText: '-You receive 1.5 HPs for every 10 pts of villain KO’ed.' },
      {
        rule: 'HEROES_WOUNDED_BY_BOMB',
        label: 'Heroes wounded by the bomb',
        measure: { kind: 'PER_TEN_POINTS', fact: 'ownPointsWoundedByBomb' },
        points: -1,
        seedText: '-You lose 1 HPs for every 10 pts of hero wounded by the bomb.',
      },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'PRISON_BREAK',
    name: 'Prison Break',
    setup: SETUP.PRISON_BREAK,
    forceRatio: null,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [
      {
        id: 'ESCAPEE_FORCE',
        die: 'd6',
        when: 'before the match, to set the point match-up and the escapee force',
        rows: [
          {
            from: 1,
            to: 3,
            text: 'This is a standard prison break. All of the escapees are one of the following classes: lackey, criminal, thug, or henchman. The point total for the escapees should equal the point total of the hero force. In this version, all escapees have the Avengers team power and can move without costing an action, although they do receive an action token.',
            forceRatio: 1,
          },
          {
            from: 4,
            to: 5,
            text: 'One super-powered villain has broken several non-powered thugs (who are his former cronies) out of prison. The escapees are restricted to the classes listed above, and the point total for the escapees plus their villainous liberator should be 150% of the hero force. The super villain will fight the heroes while the thugs flee, until at least half the thugs have escaped or been recaptured, at which time the super-villain may also flee. In this version, all escapees going in the same direction are considered separate forces, meaning only one move per turn per 100 pts. (Four thugs may run on the same turn if all four are running in separate directions as part of separate forces). The super-villain is considered an independent force for actions per turn, until he begins to flee.',
            forceRatio: 1.5,
          },
          {
            from: 6,
            to: 6,
            text: 'Breakout at Belle Reeve! (Or the Vault!) All escapees are super-villains. The point total of the escaping villains should be 200% of the hero force, but the heroes do not fight to recapture the villains alone. A detachment of Mandroids armored units and/or sentinels will grudgingly assist the hero force, with a point total equal to 50% of the hero force. The super-villains are considered a single force and standard rules of actions/turn/100pts apply. The villains will not look out for each other and will only fight if prevented from escaping.',
            forceRatio: 2,
            alliesRatio: 0.5,
          },
        ],
      },
    ],
    scoring: [
      {
        rule: 'ESCAPEES_RECAPTURED',
        label: 'Escapees re-captured (KOed)',
        measure: VILLAINS_KOD,
        points: 1.5,
        multipliers: [
          {
            part: 'escapeesRecaptured',
            whole: 'escapeesTotal',
            atLeastShare: 0.75,
            factor: 1.5,
            seedText: '- If the heroes recapture 75% of the escapees, multiply the capture reward by 1.5',
          },
          {
            part: 'escapeesRecaptured',
            whole: 'escapeesTotal',
            atLeastShare: 1,
            factor: 2,
            seedText: '- If the heroes recapture ALL of the escapees, double the capture reward',
          },
        ],
        seedText: '-For escapees re-captured (KO’ed) 1.5 HPs for every 10 pts of villain',
      },
      { rule: 'HEROES_KOD', label: 'Heroes KOed', measure: MEMBERS_KOD, points: -20, seedText: '-For each hero KO’ed –20 HPs per character' },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'REVENGE',
    name: 'Revenge',
    setup: SETUP.REVENGE,
    forceRatio: 1.5,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [
      {
        id: 'REVENGE_SQUAD_MORALE',
        die: 'd6',
        when: 'once the revenge squad has 50% or more of its point total KOed',
        rows: [
          { from: 1, to: 4, text: 'The revenge squad fights on.' },
          { from: 5, to: 5, text: 'The squad flees only if the super-villain seeking revenge is KOed.' },
          { from: 6, to: 6, text: 'The villains flee.' },
        ],
      },
    ],
    scoring: [
      {
        rule: 'VILLAINS_KOD',
        label: 'Villains KOed',
        measure: VILLAINS_KOD,
        points: 2.5,
        seedText: '- You receive 2.5 HPs for every 10 pts of villain KO’ed.',
      },
      { rule: 'CHARACTERS_KOD', label: 'Characters KOed', measure: MEMBERS_KOD, points: -20, seedText: '- For each character KO’ed –20 HPs per character.' },
    ],
    scoringNotes: [],
    wrapUp: ['- On loss the revenge squad will capture any KO’ed heroes still on the map! Next scenario after capture, Escape from the Villain’s Lair.'],
  },
  {
    id: 'ESCAPE_FROM_THE_VILLAINS_LAIR',
    name: 'Escape from the Villain’s Lair',
    setup: SETUP.ESCAPE_FROM_THE_VILLAINS_LAIR,
    forceRatio: 1,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [],
    scoring: [
      {
        rule: 'VILLAINS_KOD',
        label: 'Villains KOed by an assisting team',
        measure: VILLAINS_KOD,
        points: 5.5,
        conditions: [{ kind: 'ASSISTING' }],
        seedText: '- Assisting teams get 5.5 HPs for every 10 points of villains KO’ed.',
      },
      {
        rule: 'ASSISTANCE_FEE_RECEIVED',
        label: 'Paid for the assistance',
        measure: { kind: 'OBJECTIVE', objective: 'BROKE_OUT_CAPTIVES' },
        points: 5,
        conditions: [{ kind: 'ASSISTING' }],
        seedText: 'If they break out your team you must pay them 5 points for the assistance.',
      },
      {
        rule: 'ASSISTANCE_FEE_PAID',
        label: 'Paying the assisting team',
        measure: { kind: 'OBJECTIVE', objective: 'BROKEN_OUT_BY_ALLIES' },
        points: -5,
        conditions: [{ kind: 'NOT_ASSISTING' }],
        seedText: 'If they break out your team you must pay them 5 points for the assistance.',
      },
    ],
    scoringNotes: ['- You can receive no points for this scenario unless you are an assisting team.'],
    wrapUp: [],
  },
  {
    id: 'THE_SUMMONING',
    name: 'The Summoning',
    setup: SETUP.THE_SUMMONING,
    forceRatio: 1.75,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [
      {
        id: 'PORTAL_SUMMONS',
        die: 'd6',
        when: 'at the beginning of every villain turn in which the portal has not yet been destroyed',
        rows: [
          { from: 1, to: 5, text: 'A new monster emerges from the portal.' },
          { from: 6, to: 6, text: 'The heroes catch a break.' },
        ],
      },
    ],
    scoring: [
      {
        rule: 'PORTAL_DESTROYED',
        label: 'Destroying the portal',
        measure: { kind: 'OBJECTIVE', objective: 'PORTAL_DESTROYED' },
        points: 35,
        seedText: '- Destroy the portal is worth 35 HPs',
      },
      {
        rule: 'OPPOSITION_KOD',
        label: 'Villain and monsters KOed',
        measure: VILLAINS_KOD,
        points: 5.5,
        seedText: '- KO the villain and each monster summoned. 5.5 HPs for every 10 pts of opposition KO’ed.',
      },
      {
        rule: 'MONSTERS_ESCAPED',
        label: 'Monsters escaped into the city',
        measure: { kind: 'PER_COUNT', fact: 'monstersEscaped' },
        points: -10,
        floorAtZero: true,
        seedText: '- For every monster that escapes to wreak havoc on the city – 10 HPs to a minimum of 0.',
      },
    ],
    scoringNotes: [],
    wrapUp: [],
  },
  {
    id: 'VAMPIRE_LAIR',
    name: 'Vampire Lair',
    setup: SETUP.VAMPIRE_LAIR,
    forceRatio: 1,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [],
    scoring: [
      {
        rule: 'VAMPIRES_KOD',
        label: 'Ghoulish villains KOed, on clearing the crypt',
        measure: VILLAINS_KOD,
        points: 4.5,
        conditions: [{ kind: 'OBJECTIVE_MET', objective: 'CRYPT_CLEARED' }],
        seedText: '- Upon clearing the crypt you receive 4.5 HPs for every 10 pts of ghoulish villains KO’ed.',
      },
    ],
    scoringNotes: [],
    wrapUp: [
      '- On win any KO’ed heroes still on the map will be rescued from vampirism provided that there is a hero not vampirized standing on the map.',
      '- On loss you must recruit another hero team to retrieve your fallen team mates they will fight the number of points left in vampires. The fallen team mates will be entombed and will not fight against next attacking force.',
    ],
  },
  {
    id: 'VORTEX',
    name: 'Vortex',
    setup: SETUP.VORTEX,
    // "guarded by villains": the seed gives no ratio, so the Creator sets the opposition.
    forceRatio: null,
    roundLimit: null,
    scoredAlignment: 'HERO',
    tables: [
      {
        id: 'VORTEX_BEHAVIOUR',
        die: 'd6',
        when: 'at the start of each villain turn',
        rows: [
          { from: 1, to: 1, text: 'Vortex remains the same' },
          { from: 2, to: 3, text: 'Vortex moves d6 squares in a straight line, roll d8 for direction' },
          { from: 4, to: 5, text: 'Vortex expands 1 full ring to a max of 5 rings.' },
          {
            from: 6,
            to: 6,
            text: 'Vortex SPLITS into 2 vortexes, each 1 ring smaller than it was when it split (minimum 2x2) each of the vortexes will have the same health as the original.',
          },
        ],
      },
    ],
    scoring: [
      {
        rule: 'VORTEX_DESTROYED',
        label: 'Destroying the vortex',
        measure: { kind: 'OBJECTIVE', objective: 'VORTEX_DESTROYED' },
        points: 100,
        seedText: '- Destroying vortex/vortexes is worth 100 HPs',
      },
      {
        rule: 'VILLAINS_KOD',
        label: 'Villains KOed, if the vortex is destroyed',
        measure: VILLAINS_KOD,
        points: 5.5,
        conditions: [{ kind: 'OBJECTIVE_MET', objective: 'VORTEX_DESTROYED' }],
        seedText:
          '- If you destroy the vortex you will receive 5.5 HPs for every 10 pts of villains KO’ed, villains standing when the vortex is destroyed do not count as KO’ed.',
      },
    ],
    scoringNotes: [],
    wrapUp: ['- On loss (vortex not destroyed) any KO’ed heroes still on the map will be incinerated (Death).'],
  },
];

/** The scenario with the given id, or undefined. */
export function scenarioById(id: string): ScenarioDefinition | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}

/** A roll on one of a scenario's die tables and the row it chose. */
export interface ScenarioTableRoll {
  table: string;
  roll: number;
  row: ScenarioTableRow;
}

/** Rolls a d6 on a scenario's table (e.g. Prison Break's escapee force); undefined for an unknown table. */
export function rollScenarioTable(scenarioId: ScenarioId, tableId: string, dice: Dice): ScenarioTableRoll | undefined {
  const table = scenarioById(scenarioId)?.tables.find((t) => t.id === tableId);
  if (!table) return undefined;
  const roll = dice.d6();
  return { table: table.id, roll, row: table.rows.find((row) => roll >= row.from && roll <= row.to)! };
}

// ---------------------------------------------------------------------------------------------
// Random scenario generator (2d6)
// ---------------------------------------------------------------------------------------------

/** Stable ids of the random scenario generator's entries. */
export type RandomScenarioId =
  'ALL_IS_QUIET' | 'CRIME_HAPPENS' | 'GANG_WAR' | 'MINOR_SUPER_CRIME' | 'SUPER_CRIME' | 'BIG_TIME_SUPER_HEROES' | 'IN_OVER_YOUR_HEAD';

/** The opposition a random scenario calls for. */
export type RandomOpposition =
  /** No opposition: every member does a training mission. */
  | { kind: 'TRAINING' }
  /** A fixed band of lackey-level figures' points, split into `gangs` groups. */
  | { kind: 'LACKEYS'; minPoints: number; maxPoints: number; gangs: number }
  /** An evil team worth the hero team's points plus `difference` (or more). */
  | { kind: 'RELATIVE_TO_TEAM'; difference: number; orMore: boolean };

/** One entry of the random scenario generator. */
export interface RandomScenarioEntry {
  id: RandomScenarioId;
  name: string;
  /** Lowest 2d6 total for this entry. */
  from: number;
  /** Highest 2d6 total; null for "12+". */
  to: number | null;
  opposition: RandomOpposition;
  /** The text as printed, one paragraph per entry. */
  text: readonly string[];
}

/**
 * The random scenario generator. The seed prints the roll only for 2, 5-6, 7-8, 9-11 and
 * 12+; Crime Happens and Gang War sit between 2 and 5-6, so they take 3 and 4 in order.
 * Reading (no printed roll): Crime Happens = 3, Gang War = 4; kept as catalogue data the Creator can change.
 */
export const RANDOM_SCENARIOS: readonly RandomScenarioEntry[] = [
  {
    id: 'ALL_IS_QUIET',
    name: 'All is quiet',
    from: 2,
    to: 2,
    opposition: { kind: 'TRAINING' },
    text: ["You'd better get some practice in while you can. Everyone on your team does a training mission."],
  },
  {
    id: 'CRIME_HAPPENS',
    name: 'Crime Happens',
    from: 3,
    to: 3,
    opposition: { kind: 'LACKEYS', minPoints: 50, maxPoints: 100, gangs: 1 },
    text: [
      'You happen upon a crime in progress. Gather 50-100 pts of lackey level figures. Their goal is to get the stolen goods, and make it to an exit area to escape. Create stolen goods tokens and place them around the map, but separate from each other.',
    ],
  },
  {
    id: 'GANG_WAR',
    name: 'Gang War',
    from: 4,
    to: 4,
    opposition: { kind: 'LACKEYS', minPoints: 100, maxPoints: 200, gangs: 2 },
    text: [
      'Rival gangs are fighting in the streets. Gather 100-200 pts of lackey level figs and split them into 2 gangs. Their goal is to kill members of the other gang. If a bystander or hero gets in the way they become a target until they move out of the line of fire.',
    ],
  },
  {
    id: 'MINOR_SUPER_CRIME',
    name: 'Minor Super Crime',
    from: 5,
    to: 6,
    opposition: { kind: 'RELATIVE_TO_TEAM', difference: -50, orMore: false },
    text: [
      "You've caught a minor super villain and his lackeys in the act. Its time for a whooping. Create an evil team consisting of one minor super villain and some lackey level figs with a point value 50 pts less then your team. Make their goal to steal 4 items",
    ],
  },
  {
    id: 'SUPER_CRIME',
    name: 'Super Crime',
    from: 7,
    to: 8,
    opposition: { kind: 'RELATIVE_TO_TEAM', difference: 0, orMore: false },
    text: [
      "You've caught a super villain and his lackeys in the act. Its time for a whooping. Create an evil team consisting of one good super villain and some lackey level figs with a point value at the same level as your team. Make their goal to destroy a large object (Imagine its the power supply to the city or the town dam or something use your imagination)or a major crime.",
    ],
  },
  {
    id: 'BIG_TIME_SUPER_HEROES',
    name: 'Big Time Super Heroes',
    from: 9,
    to: 11,
    opposition: { kind: 'RELATIVE_TO_TEAM', difference: 50, orMore: false },
    text: [
      'A Super villain team at your class level is up to no good. Its time to show the world what you can do. Create an evil team with 50 pts more then your team. This might be a good evil team to use as part of a continuing storyline. Maybe you could throw in an arch-enemy or two!',
    ],
  },
  {
    id: 'IN_OVER_YOUR_HEAD',
    name: 'In Over Your Head',
    from: 12,
    to: null,
    opposition: { kind: 'RELATIVE_TO_TEAM', difference: 100, orMore: true },
    text: [
      'A super-villain team one class above yours is on a rampage, and all the other Super Hero teams are busy or out of town. Create an evil team with 100+ pts above your team. This is a all-out battle.',
      "They wont stop fighting until more than half of their point value has been KOed then they'll run away. This scenario awards 1 prestige point for every enemy KOed or 6 if you KO the whole team whichever is higher. If you have to run away, you only lose 2 prestige for the scenario. Any other prestige points you gain are doubled. Any other negative prestige points you get for this scenario are halved rounding down. The media is a little more understanding about this one.",
    ],
  },
];

/** The random scenario a (possibly modified) 2d6 total selects; undefined below 2. */
export function randomScenarioFor(total: number): RandomScenarioEntry | undefined {
  return RANDOM_SCENARIOS.find((entry) => total >= entry.from && (entry.to === null || total <= entry.to));
}

/** Rolls 2d6 on the random scenario generator and returns the dice, the total and the entry. */
export function randomScenario(dice: Dice): { dice: readonly [number, number]; total: number; entry: RandomScenarioEntry } {
  const rolled = dice.roll2d6();
  const total = rolled[0] + rolled[1];
  return { dice: rolled, total, entry: randomScenarioFor(total)! };
}

// ---------------------------------------------------------------------------------------------
// Sub-plots
// ---------------------------------------------------------------------------------------------

/** One sub-plot. */
export interface SubPlotEntry {
  /** Its number in the list, 1-29. */
  number: number;
  /** The text as printed after its number. */
  text: string;
  /** True where the seed prints only a title (Flood, Ice Storm, Difficult Indoor setting): the Creator fills it in. */
  incomplete: boolean;
  /** Sub-plot 3's d6 list of superpowers for a fully promoted character. */
  powerTable?: readonly string[];
}

/** The sub-plot list as printed (29 entries). */
export const SUB_PLOTS: readonly SubPlotEntry[] = [
  {
    number: 1,
    text: 'Highest point value hero loses a random super power due to exposure to an unusual substance or compound. Roll 1 die to determine number of games this will last.',
    incomplete: false,
  },
  {
    number: 2,
    text: "Your team leader goes missing for the first patrol. He isn't captured he is just off on a bender or having dinner with the family. Opposing force is lowered by cost of leader. (Leader is a characters with leadership and/or the highest point value, or we could have a designated leader on your roster.)",
    incomplete: false,
  },
  {
    number: 3,
    text: 'Exposure to an unusual substance or compound makes any character not fully promoted (vet or unique) goes up one level (rookie to exp) for 1 game you may choose after the scenario die is rolled. But the opposing force is still calculated by your original force value. If the character is at the top level they gain 1 superpower for 1 game. The power lasts for all clixs. If the power is already on the dial, you may roll again one time but do not have to (if you want to keep it for all clix).',
    incomplete: false,
    powerTable: ['Outwit', 'RCE w/min 4 range (for range-less characters)', 'CCE', 'Running Shot or Charge (you pick)', 'Perplex', 'Support'],
  },
  {
    number: 4,
    text: 'Betrayal: you may without penalty drop any one character this session without penalty at any point and recruit, except during battle.',
    incomplete: false,
  },
  {
    number: 5,
    text: 'Team up you may bring another force/s with you into battle royal. Opposition is 150% of your force regardless of number of points on the field. (An easy day) Points are divided among all teams.',
    incomplete: false,
  },
  {
    number: 6,
    text: 'The bad guys seem to have the edge, opposition for all games this session are raised 20% of what the scenario calls for.',
    incomplete: false,
  },
  {
    number: 7,
    text: 'You seem to have the edge over the bad guys; maybe this hero stuff is really working. Opposition for all games this session is reduced by 20%.',
    incomplete: false,
  },
  { number: 8, text: 'Your team is having internal conflicts with one another. All team abilities are negated for 1d6 games this session.', incomplete: false },
  {
    number: 9,
    text: 'For your first game, your patrol is met by SENTINELS they have an equal force of Mandroids with them. Look out they want to "question you" back in the internment camp.',
    incomplete: false,
  },
  {
    number: 10,
    text: 'Gang activity. The bad guys for your first Patrol are all thugs and punks headed up by one super villain. (Thugs and punks can include any non hero piece, including shield, and skrulls not currently in play)',
    incomplete: false,
  },
  {
    number: 11,
    text: 'Innocent Bystanders – 4 lackey clix get placed in addition to object tokens at beginning of patrol, you lose points for the scenario for each civilian caught in the crossfire (or targeted by the villains specifically and maliciously) and KO’ed. Any villain that has mastermind on the current click can use a civilian to push damage too.',
    incomplete: false,
  },
  {
    number: 12,
    text: "Hurricane means there is driving rain and gale-force winds on the battlefield (obviously you must be outside). Fliers cannot be used as taxis - period. Every turn, roll 1d6. A 1-4 means a gust of wind; a 5-6 means a lull in the wind. 1 means the wind blows N-S, 2 means E-W, 3 S-N, and 4 W-E. If the wind is blowing, roll 2d6 and that's ... wait for it ... HOW MANY SQUARES OF KNOCK-BACK EVERY CHARACTER MOVES IN THE WIND'S DIRECTION. If you hit a wall, ouch. If you fall off a building, yikes. After 10 turns, every character is exhausted and every action is a push. Super Strength on your current click negates the knock back from winds as does being the Blob.",
    incomplete: false,
  },
  {
    number: 13,
    text: 'Blackout means the bad guys have summoned a "cover of darkness" (either supernatural fog or they literally disrupted the city power grid at midnight), which hinders everybody. All movement is halved; no ranged attacks can be made, just stumbling and close combat. After five turns, if you roll 9 or better on 2d6, the fog begins to lift and characters can move normally the next full turn and use ranged attacks the next full turn after that. If you don\'t roll 9 or better, next turn you only have to roll an 8, next turn you only have to roll a 7, etc. Super Senses allows full movement but does not help ranged combat.',
    incomplete: false,
  },
  {
    number: 14,
    text: 'Fear of Reprisal: A master villain who is behind the scenes has hired the villain team. The villain has threatened them with death or worse if they fail against the heroes. All villains gain Willpower for the scenario.',
    incomplete: false,
  },
  {
    number: 15,
    text: 'Machinesmith: The Machinesmith has made robot duplicates of some or all of the villains. Villain force is still point-appropriate for the scenario.',
    incomplete: false,
  },
  { number: 16, text: 'Flood', incomplete: true },
  { number: 17, text: 'Ice Storm', incomplete: true },
  { number: 18, text: 'Dirt-ville: The patrol takes place in a particularly shitty part of town, with lots of random debris.', incomplete: false },
  { number: 19, text: 'Clean-ville: The patrol takes place in a particularly spiffy part of town, with very little extraneous clutter.', incomplete: false },
  {
    number: 20,
    text: 'Land-mines: The villains have hidden explosives underground at the site of the battle. Every time a grounded character changes position (whether running or being carried and set down), roll 1d12. On a 12, the character has activated a landmine. If the character then leaves that square, the landmine explodes, doing one click of damage.',
    incomplete: false,
  },
  {
    number: 21,
    text: 'Bounty: The villains facing the heroes are all wanted for a recent atrocity. Therefore, the prestige of capturing these villains is even greater than normal. 1.5 points per 10 points of villains KO’ed.',
    incomplete: false,
  },
  {
    number: 22,
    text: 'Start up Criminals - a bunch of low level (Exp/Rookie) criminals is starting a crime spree. No start up criminal can be over 50 points.',
    incomplete: false,
  },
  { number: 23, text: 'Difficult Indoor setting:', incomplete: true },
  { number: 24, text: 'Ambush: villains set up anywhere.', incomplete: false },
  { number: 25, text: 'New Villain Team: Earth movers – they will suspend you on a barrier.', incomplete: false },
  {
    number: 26,
    text: 'New Villain Team: Mirror Masters – can shoot around blocking terrain within their range. Line of Fire can Always be drawn unless to a stealth character IN hindering terrain.',
    incomplete: false,
  },
  { number: 27, text: 'New team charges – 0 rangers have charge. Then a free move.', incomplete: false },
  {
    number: 28,
    text: 'Fear Gas: The villains have subjected the heroes to a powerful neurotoxins playing on human phobias. The heroes find the villains terrifying and can only make close combat attacks if 2 or more heroes are in base-to-base contact with the target (safety in numbers). If the villains have not been defeated after six rounds, the heroes must begin making morale checks every turn, and will flee on a roll of 5 or 6.',
    incomplete: false,
  },
  {
    number: 29,
    text: "Suicide Mission: The villains must thwart the heroes at all costs! Any villains KO'ed will trigger an explosion (they are all wearing the dynamite vests normally reserved for Hostages) as a dying gesture of defiance. Explosions have a one square radius and do two clicks of unpreventable damage. If a conscious villain is caught in the blast, there is a 50% chance (4 - 6 on d6) that villain's vest will also detonate.",
    incomplete: false,
  },
];

/**
 * The seed numbers the sub-plots 1-29 but names no die, so a sub-plot is chosen by one fair
 * roll over the whole list (a d29, i.e. a d30 re-rolling 30); a world can trim the list.
 */
export const SUB_PLOT_DIE = SUB_PLOTS.length;

/** The sub-plot with the given number (1-29), or undefined. */
export function subPlot(roll: number): SubPlotEntry | undefined {
  return SUB_PLOTS.find((entry) => entry.number === roll);
}

/**
 * Rolls one fair die over the world's sub-plot list (the seed's 29 by default, or a trimmed one:
 * a dN for N entries) and returns the roll with the entry at that place in the list. Throws
 * RangeError for an empty list, a world setting no roll can use.
 */
export function rollSubPlot(dice: Dice, list: readonly SubPlotEntry[] = SUB_PLOTS): { roll: number; subPlot: SubPlotEntry } {
  if (list.length === 0) throw new RangeError('the sub-plot list is empty: there is nothing to roll for');
  const roll = dice.dN(list.length);
  return { roll, subPlot: list[roll - 1]! };
}
