/**
 * Power catalogues transcribed from the seeds:
 * - `clix-campaign`: seed 000, "SUPER POWERS" (SPEED / ATTACK / DEFENSE / DAMAGE SUPER POWERS);
 * - `heroclix-alpha`: seed 001, "Alpha Powers Reference" (the 44-entry powers card).
 *
 * Texts are kept exactly as printed (typos included, paragraphs separated by blank lines)
 * so the Creator sees the rule the players read. `powers.spec.ts` re-parses both seeds and
 * compares every entry.
 */
import type { CombatValue } from './character-types';

/** The combat value a power is coloured on; the seeds group their power lists by it. */
export type PowerCategory = CombatValue;

/** The power categories in the order the seeds print them. */
export const POWER_CATEGORIES: readonly PowerCategory[] = ['SPEED', 'ATTACK', 'DEFENSE', 'DAMAGE'];

/** Which rule text a power entry comes from. */
export type PowerRuleset = 'clix-campaign' | 'heroclix-alpha';

/** One power of a ruleset's powers list. */
export interface PowerData {
  /** Stable id, unique across both rulesets (Alpha ids start with `alpha-`). */
  id: string;
  /** Display name; its upper-case form is the seed's heading for `clix-campaign`. */
  name: string;
  category: PowerCategory;
  /** 1-based position within its category, as printed (the colour/symbol slot on the Alpha card). */
  slot: number;
  /** The rule text as printed. */
  text: string;
  ruleset: PowerRuleset;
}

type PowerFields = Omit<PowerData, 'ruleset'>;

const clix = (power: PowerFields): PowerData => ({ ...power, ruleset: 'clix-campaign' });
const alpha = (power: PowerFields): PowerData => ({ ...power, ruleset: 'heroclix-alpha' });

// Each section ends with a "SPECIAL POWERS" entry whose text says "special speed power" even
// under ATTACK, DEFENSE and DAMAGE: a copying slip in the seed, kept verbatim; it means the
// character card describes the power.
/** The Clix Campaign powers list (seed 000), 12 per category including "Special Powers". */
export const CLIX_CAMPAIGN_POWERS: readonly PowerData[] = [
  clix({
    id: 'flurry',
    name: 'Flurry',
    category: 'SPEED',
    slot: 1,
    text: 'Character can hit an opponent twice, as often as a normal character can.\n\n(Optional) Give this character an action token. This character may make two close combat attacks, making two separate attack rolls, against either one or two legitimate close combat attack targets. Both close combat attacks still generate only one action token.',
  }),
  clix({
    id: 'leap-climb',
    name: 'Leap/Climb',
    category: 'SPEED',
    slot: 2,
    text: "Character can leap or climb over characters and terrain.\n\n(Optional) When you give this character a move action, it automatically breaks away and ignores the effects of other characters, elevated, and hindering terrain on movement. This character may end his movement on elevated or outdoor blocking terrain. This character may make a close combat attack against a figure in an adjacent square regardless of the target's elevation.",
  }),
  clix({
    id: 'phasing-teleport',
    name: 'Phasing/Teleport',
    category: 'SPEED',
    slot: 3,
    text: 'This character may both turn intangible, and pass through solid objects, or teleport.\n\n(Optional) When you give this character a move action, it may ignore the effects of all characters and terrain features on movement. It may end its turn on top of outside blocking or elevated terrain, but it may not end its turn on inside blocking terrain.',
  }),
  clix({
    id: 'earthbound',
    name: 'Earthbound',
    category: 'SPEED',
    slot: 4,
    text: 'If this character has the wing speed symbol: This character is grounded and has the boot speed mode instead of its printed speed mode. If this character is soaring when it gains Earthbound, this character is dealt 2 damage. This power can not be countered. If this character has the Giant damage symbol: This character has the fist damage symbol instead of its printed damage mode, indicating normal (non-Giant) size and status. If this character has both wing speed symbol and giant damage symbol and Earthbound comes up on its dial, apply whichever makes sense within the context of the character.',
  }),
  clix({
    id: 'charge',
    name: 'Charge',
    category: 'SPEED',
    slot: 5,
    text: 'This character can move over or by nearly any intervening obstacles when rushing into combat, and its close combat attacks do more damage after it charges up to an opponent.\n\n(Optional) When moving adjacent to an opposing character, this character automatically breaks away and may move up to its speed and make a free Close Combat attack/action. When moving adjacent to a target opposing character, this character ignores all movement modifiers caused by hindering terrain or other opposing characters. After moving adjacent to an opposing character and making a successful Close Combat attack on that opposing character, this character may add 1 to the resultant damage if that damage result is 1 or greater. Characters using Charge may not make any Ranged Attacks in the same turn as they make a Close Combat attack. Characters using Charge may not end their movement in the same square as they began their movement unless they change elevations during their movement.',
  }),
  clix({
    id: 'mind-control',
    name: 'Mind Control',
    category: 'SPEED',
    slot: 6,
    text: "This character may momentarily cause an enemy to come under their influence.\n\n(Optional) Give this character an action token. This character attempts an attack for 0 damage on an opposing target figure. If the attack is successful, the opposing figure becomes a friendly figure until the end of the turn, or until you give that figure an action token, or until you choose to end the Mind Control, whichever occurs first. If more than one character is being Mind Controlled by the same character, and one or more of those characters are KOed while Mind Controlled, victory points are awarded to the player who is controlling them at the time. Characters making successful Mind Control attacks take 1 click of damage for each 100 points of the target's point value which cannot be reduced or evaded. If a character with this power has a range value of 0, assume that his range value is 4.",
  }),
  clix({
    id: 'plasticity',
    name: 'Plasticity',
    category: 'SPEED',
    slot: 7,
    text: 'This character can stretch his body into any shape.\n\n(Optional) This character only fails to break away on a die roll result of 1. Opponents trying to break away from a character with Plasticity must roll a 6 to successfully break away. Characters with Plasticity may make Close Combat attacks against opponents up to their full range value away, or, if their printed range value is less than 4, then out to 4 squares away, maximum.',
  }),
  clix({
    id: 'force-blast',
    name: 'Force Blast',
    category: 'SPEED',
    slot: 8,
    text: 'This character can knock back other characters and objects with a forceful blast.\n\n(Optional) Give this character an action token. Choose one of the following options:\n1. Move one adjacent opposing character directly away a number of spaces equal to the Attack Value of the attacking character. The target of Force Blast automatically breaks away and ignores the effects of hindering terrain and moving through squares adjacent to other characters while it is being moved in this way. This attack does not inflict damage, but the opposing character may suffer damage from knockback per those rules.\n2. Make a Close Combat attack on an adjacent opposing character. If successful, that character takes an additional action token if it has one or fewer action tokens already, with all normal effects of having this many action tokens. Move opposing character directly away a number of spaces equal to the Damage Value of the attacking character. The target of Force Blast otherwise moves and suffers knockback effects as in the first option.\n3. Make a Ranged Combat Attack on a target opposing character. If successful, move opposing character directly away from attacking figure a number of spaces equal to the Attack Value of the attacking character. The target of Force Blast otherwise moves and suffers knockback effects as in the first option.',
  }),
  clix({
    id: 'hypersonic-speed',
    name: 'Hypersonic Speed',
    category: 'SPEED',
    slot: 9,
    text: "This character moves with blinding speed.\n\n(Optional) When this character moves, it automatically breaks away and ignore modifiers from other characters, hindering terrain, or elevated terrain. If this character has the wing movement symbol, it may taxi another character as if it had Super Strength showing on its dial. If this character does not have the wing movement symbol, it may taxi other characters its full movement if it has a damage of 3 or greater, or half its movement if it has a damage value of 2. It may not end its movement inside blocking or hindering terrain. During its movement, this character may expend 2 from its Speed value at any time to make a Close Combat attack on any opposing character it happens to be adjacent to. It may do this as many times as its remaining Speed value allows. If any of these close combat attacks are unsuccessful, the character immediately subtracts another 2 from its remaining movement. When you give a character with HyperSonic Speed a move action, it may not use any other powers on its dial until that move action is completed, including ranged attacks. When a HyperSonic Speed character completes its movement, give it an action token and end its turn.\n\n(In case these rules need more clarity, I'll give an example -- Amazo has a Speed of 10. He is 4 squares away from Aquaman. He moves 4, bringing him adjacent to Aquaman. He now has 6 movement left. He spends two movement and launches a Close Combat attack on Aquaman, which hits. Aquaman takes 3 clicks of damage, and Amazo now has 4 movement left. Amazo spends 2 more movement and launches another attack. If this one hits, Aquaman will take another 3 clicks of damage, and Amazo will have 2 clicks of movement left, which he can use for one more close combat attack, or which he can use to retreat with . If it misses, Amazo will have to spend another two movement due to the miss, and suddenly find himself out of movement, and stuck there adjacent to a now very angry King of the Seven Seas.)\n\nHyperSonic Speed characters may not use any other powers, including ranged attacks but excluding Flight, while moving. Thus, a HyperSonic Speed character could not use Outwit while moving, or Perplex, or Close Combat Expert or Exploit Weakness while moving and attacking. Feats such as Armor Piercing will still take effect, however.",
  }),
  clix({
    id: 'stealth',
    name: 'Stealth',
    category: 'SPEED',
    slot: 10,
    text: "Hindering terrain blocks line of sight to this character.\n\n(Optional) Any line of sight drawn to this character that crosses hindering terrain, including the square that this character occupies, is treated as though it crosses blocking terrain. All attacks require a clear line of sight or they cannot be made.\n\nA Stealth character hidden in hindering terrain does not obscure line of sight through the square they occupy. There is no chance of 'accidentally' hitting such a hidden character by shooting through their square at a character beyond them; the Stealth character is assumed to be keeping its head down on an opponents turn.\n\nA Stealth character hiding in hindering terrain can be moved past by an opposing figure. Since there is no line of sight to the Stealth figure, an adjacent opponent is not considered to be engaged unless the adjacent opponent can somehow perceive and engage the Stealth figure in combat.\n\nA Stealth character may strike on adjacent opponent characters; the adjacent opponent characters, however, cannot ascertain the precise location of the Stealth character without using a specific power or making a specific action, as below:\n\nCharacters with the power Super Senses automatically see Stealth characters even when those characters are concealed by hindering terrain. They may attack them in Close Combat or with Ranged Attacks.\n\nCharacters without Super Senses may make either a normal Ranged or Close Combat attack for zero damage if they choose on a Stealth character hiding in hindering terrain. Whether successful or unsuccessful, they take an action token. If successful, they have 'spotted' the hidden character and may then engage them in Close Combat, but not with Ranged Attacks.\n\nCharacters with Super Senses, or those succeeding in 'spotting' a Stealth character, may attack the Stealth character themselves, but they cannot guide another character in making an attack on the Stealth character, unless they also have Leadership.",
  }),
  clix({
    id: 'running-shot',
    name: 'Running Shot',
    category: 'SPEED',
    slot: 11,
    text: 'This character can move and make a ranged combat attack in the same action.\n\n(Optional) When this character moves, it receives one free action during its movement that it may use to make a ranged combat attack. It may continue to use the rest of its movement after making this ranged attack.',
  }),
  clix({
    id: 'special-speed',
    name: 'Special Powers',
    category: 'SPEED',
    slot: 12,
    text: 'This character has a special speed power. See this character’s character\ncard for more information.',
  }),
  clix({
    id: 'blades-claws-fangs',
    name: 'Blades/Claws/Fangs',
    category: 'ATTACK',
    slot: 1,
    text: "This character can deliver 1 to 6 clicks of damage after a successful Close Combat Attack.\n\n(Optional) Give this character a close combat attack. If the attack succeeds, roll 1 six-sided die. This is the number of clicks of damage you inflict on the target figure instead of this character's normal damage value.",
  }),
  clix({
    id: 'energy-explosion',
    name: 'Energy Explosion',
    category: 'ATTACK',
    slot: 2,
    text: "This character's ranged combat attack can do damage to all figures adjacent to the target, and is not obstructed by characters or hindering terrain.\n\n(Optional) Give this character a ranged combat attack and reduce his damage value to 1. A successful ranged combat attack does damage to the target figure and every figure adjacent to the target. When determining line of sight for an Energy Explosion attack, ignore the effects of intervening characters and hindering terrain.",
  }),
  clix({
    id: 'pulse-wave',
    name: 'Pulse Wave',
    category: 'ATTACK',
    slot: 3,
    text: "This character can make an unfocused range attack that can impact everything within a certain radius of him.\n\n(Optional) Give this character a ranged combat action. Reduce his range value by half for purposes of this attack. Draw lines of fire to every figure (friendly and opposing) within range in every direction. These lines of fire ignore the effect of figure bases and hindering terrain, as well as all team abilities and powers possessed by characters within range. If lines of fire can be drawn to two or more characters, reduce the attacker's damage value for the duration of the Pulse Wave attack to 1. Make only one attack roll. If that attack roll result is a 2, all Pulse Wave damage is done to the attacking figure only. If the attack roll result is a 12, add 1 to the Pulse Wave damage done to all figures, objects, and terrain within range. Any other result causes Pulse Wave damage to be done to all characters and objects/terrain within range of the Pulse Wave attack. Pulse Wave damage is reduced normally by powers, abilities, or effects that reduce or evade damage, although it cannot be transferred. If a power, ability, or effect reduces Pulse Wave damage done to a character to 0, or allows a character to avoid the damage, and that character has 0 or 1 action tokens, that character receives an additional action token as a result of the Pulse Wave attack, and suffers the effects that would normally result from the addition of such a token. If Pulse Wave does 3 or more damage to any objects or terrain, those objects are destroyed, hindering terrain is reduced to open terrain, and blocking terrain is reduced to hindering terrain.",
  }),
  clix({
    id: 'quake',
    name: 'Quake',
    category: 'ATTACK',
    slot: 4,
    text: 'Character can scatter surrounding characters with a single devastating blow.\n\n(optional)Give this character a close combat action. Make only one attack roll. If that attack roll result is a 2, all Quake knockback and/or damage is done to the attacking figure only. If the attack roll result is a 12, add 1 to the Quake knockback and/or damage done to all figures, objects, and terrain within range. All non-soaring characters adjacent to the attacking character take damage and knockback equal to the damage value of the attacking character. Quake damage can be reduced normally by damage reducing effects and powers, but cannot be evaded or transferred. Quake damage/knockback is reduced 1 for hovering adjacent characters. If a damage reducing effect reduces Quake damage to 0, knockback is still taken as if full damage had been done, and knocked back characters receive an additional action token and any normal effects of receiving that extra token. Objects receiving 1 or 2 Quake damage are knocked back away from the attacking character. Objects and terrain taking 3 or more Quake damage are destroyed or reduced from blocking terrain to hindering terrain. Area of effect by attack is below.',
  }),
  clix({
    id: 'super-strength',
    name: 'Super Strength',
    category: 'ATTACK',
    slot: 5,
    text: "This character has superhuman levels of strength and can pick up objects and/or characters and hurl them around, or use them as weapons to inflict additional damage. This character may destroy terrain. This character's damage is more effective against tough opponents and this character’s close combat attacks automatically cause knockback.\n\n(Optional) When you give this character a move action, during this action, the character may pick up an object in this character's square or an adjacent square and hold or carry it. If this power is lost or countered while the character is holding an object, immediately place the object in the square this character occupies. If you give this character a close combat action against adjoining blocking or hindering terrain, or you give this character a ranged combat action in which it throws an object at blocking or hindering terrain within its range value, the blocking or hindering terrain it targets with this attack is reduced by one terrain level to either hindering or open terrain, respectively. If you give this character a successful close combat action against an opponent, any damage done by that successful attack may not be reduced below 1. Knockback from such an attack is automatic.\n\nSuper Strength may also be used to pick up and throw both friendly and opposing characters.",
  }),
  clix({
    id: 'incapacitate',
    name: 'Incapacitate',
    category: 'ATTACK',
    slot: 6,
    text: "Character may use either a close or ranged combat attack to immobilize a target opposing figure.\n\n(Optional) Character makes a close combat or ranged combat attack, its damage value becomes 0 until the action has been resolved. If this character successfully hits a target that target can't move, attack, or defend for 2 rounds..",
  }),
  clix({
    id: 'psychic-blast',
    name: 'Psychic Blast',
    category: 'ATTACK',
    slot: 7,
    text: 'This character can make an attack at range that will penetrate any barrier or shield or damage reducing effect.\n\n(Optional) When this character makes a ranged attack, damage done by that attack is penetrating damage, meaning that it cannot be reduced by any power or effect that reduces damage, although it can be evaded or transferred to another character by appropriate power effects.',
  }),
  clix({
    id: 'smoke-cloud',
    name: 'Smoke Cloud',
    category: 'ATTACK',
    slot: 8,
    text: "This character generates a cloud of smoke or darkness.\n\n(Optional) Give this character an action token. This character may move up to half its Speed Value and place up to 4 Smoke terrain markers on the battlefield, starting at any square within its range that it has clear line of sight to. Smoke terrain acts as hindering terrain in terms of movement and as blocking terrain in terms of line of sight, including at adjacent corners between squares filled with Smoke markers. A character with a range of 0 may place the markers in its square and in adjacent squares. Smoke markers must be adjacent to each other, and remain in place until the beginning of their creator's next turn or until the power is countered or lost. Smoke terrain is not elevated.",
  }),
  clix({
    id: 'poison',
    name: 'Poison',
    category: 'ATTACK',
    slot: 9,
    text: 'This character has a toxin or other effect that damages any nearby opponent.\n\n(Optional) At the beginning of your turn, this character delivers 1 click of damage to each opposing character in an adjacent square.',
  }),
  clix({
    id: 'steal-energy',
    name: 'Steal Energy',
    category: 'ATTACK',
    slot: 10,
    text: "Character gains power after a successful close combat attack.\n\n(Optional) Give this character 1 click of healing when it applies clicks of damage to a figure after a close combat attack. Also, it may use any one specific feature showing on the adjacent character’s dial until the beginning of its controller’s next turn. 'Any feature' includes anything pertaining to the figure's abilities showing on the dial of the adjacent figure, including movement mode, super powers, the presence of a flight stand, individual stat numbers, range value, number of range targets, or team ability.",
  }),
  clix({
    id: 'telekinesis',
    name: 'Telekinesis',
    category: 'ATTACK',
    slot: 11,
    text: "Character can physically manipulate objects, itself, and other characters using only the power of its mind.\n\n(Optional) Choose one of the following actions per turn:\n\nMove this character up to its full speed value, while treating this character as if they have the wing movement symbol on their dial, without the capacity to Soar, for the remainder of the turn. When using this option, characters may taxi another figure, or carry an object token, as if they had Super Strength, under all normal rules of taxiing or carrying .\n\nTarget any object within 10 squares of this character that the character has a clear line of sight to. Move this object to any other square within 10 squares of this character that the character has a clear line of sight to. If the object targeted is an opposing character, this is considered a ranged attack and a normal ranged attack roll must be made. If the object is a friendly character, treat that character as any normal object.\n\nTarget any object within 10 squares of this character that this character has a clear line of sight to. Use this object to make a ranged attack on any opposing character within 10 squares of this character that this character has a clear line of sight to. Treat this as if the object is being thrown by a character with Super Strength. If this object is an opposing character, two ranged attack rolls must be made; to target the first opposing character being used as a weapon, and to then hit the second opposing character with the first opposing character if the first attack roll is successful. Characters are treated as light objects for this purpose; if one character is thrown at another, each character takes one click of damage.\n\nMove all adjacent characters directly away from this character a number of spaces equal to its Damage value. These target characters automatically break away and ignore the effects of hindering terrain and moving through squares adjacent to other characters while they are being moved in this way. This action does not inflict damage, but the target characters may suffer damage from knockback per those rules.\n\nTarget an adjacent square of blocking or hindering terrain or an adjacent object token. Reduce this terrain type to hindering or open terrain, respectively, or destroy this object.\n\nCharacters moved by Telekinesis other than the figure using Telekinesis itself may not take any other action until the beginning of their controller's next turn.",
  }),
  clix({
    id: 'special-attack',
    name: 'Special Powers',
    category: 'ATTACK',
    slot: 12,
    text: 'This character has a special speed power. See this character’s character\ncard for more information.',
  }),
  clix({
    id: 'super-senses',
    name: 'Super Senses',
    category: 'DEFENSE',
    slot: 1,
    text: 'Character can avoid being hit in combat, and can visualize its surroundings via superhuman sensory perceptions.\n\n(Optional) When this character is successfully hit by an attack, its controller may roll one six sided die. On a result of 5 or 6, this character evades the attack. Characters with Super Senses ignore the effect of Hindering Terrain in terms of drawing line of sight, the effects of Smoke Cloud, and the effects of any Battlefield Condition cards that limit range or line of sight. Characters with Super Senses may also roll one d6 when attacking characters with the Shape Change power, and on a result of 5-6, Shape Change does not affect them. (Make this roll before the target character rolls to activate Shape Change. If this roll succeeds, the target character does not roll for their Shape Change.)',
  }),
  clix({
    id: 'toughness',
    name: 'Toughness',
    category: 'DEFENSE',
    slot: 2,
    text: 'Character is more resilient than a normal human. Subtract 1 from any combat damage dealt to this character. Toughness does not reduce critical-miss or hit damage.',
  }),
  clix({
    id: 'defend',
    name: 'Defend',
    category: 'DEFENSE',
    slot: 3,
    text: "Character can share its defense value with friendly figures in adjacent squares.\n\n(Optional) Any friendly figure in a square adjacent to this character may use this character's unmodified defense value instead of its own.",
  }),
  clix({
    id: 'combat-reflexes',
    name: 'Combat Reflexes',
    category: 'DEFENSE',
    slot: 4,
    text: "Character is harder to hit in hand to hand combat, if it wants to be.\n\n(Optional) Add 2 to this character's Defense Value against Close Combat Attacks that target him or her. This character may also choose to be Knocked Back by any successful close combat hit. Any Knock Back damage this character takes may be reduced to zero.",
  }),
  clix({
    id: 'energy-shield-deflection',
    name: 'Energy Shield/Deflection',
    category: 'DEFENSE',
    slot: 5,
    text: "Character's defense is improved against ranged combat attacks.\n\n(Optional) Increase this character's defense value by 2 versus ranged combat attacks that target him.",
  }),
  clix({
    id: 'barrier',
    name: 'Barrier',
    category: 'DEFENSE',
    slot: 6,
    text: 'Character can create up to 4 squares of blocking terrain.\n\n(Optional) Give this character an action token. This character may move up to half its Speed Value and create 4 squares of blocking terrain anywhere within the character\'s range. Place 4 Barrier markers on the map using the following guidelines: all 4 squares of blocking terrain must be in squares adjacent to each other. A character cannot move or fire through the diagonal corner where two Barrier markers are touching. This barrier uses all the standard rules for blocking terrain.These barrier markers remain in place until the D.B.D.(Damage Before Destroyed) is at 0 or the power is countered. The Barriers D.B.D. is measured by the height of the Barrier made, as follows below.\n\nBarrier Marker D.B.D. Table\n\n1" Barrier - 1 D.B.D.\n2" Barrier - 2 D.B.D.\n3" Barrier - 3 D.B.D.\n4" Barrier - 4 D.B.D.\n5" Barrier - 5 D.B.D.',
  }),
  clix({
    id: 'mastermind',
    name: 'Mastermind',
    category: 'DEFENSE',
    slot: 7,
    text: 'Character can deflect damage onto a teammate in an adjacent square.\n\n(Optional) When this character is the target of a successful attack (either close or ranged combat), all the damage it would normally receive from the attack can be inflicted instead on any friendly character with a lower point value in an adjacent square. Any damage-reducing power possessed by the character receiving the damage reduces this damage per the standard rules.',
  }),
  clix({
    id: 'willpower',
    name: 'Willpower',
    category: 'DEFENSE',
    slot: 8,
    text: 'Character is very strong willed.\n\n(Optional). Character is not affected by the effects of mind attacks. ( Mind Control, Perplex, Outwit )',
  }),
  clix({
    id: 'impervious',
    name: 'Impervious',
    category: 'DEFENSE',
    slot: 9,
    text: 'Character is extremely hard to hurt through normal physical means.\n\n(Optional) When this character is dealt damage, roll 1 six-sided die. On a result of 5 or 6, the damage taken is reduced to 0. On a result of 1 to 4, the damage taken is reduced by 4. Impervious is Optional to the extent that a character with this power may reduce it to Invulnerable if they should wish to.',
  }),
  clix({
    id: 'regeneration',
    name: 'Regeneration',
    category: 'DEFENSE',
    slot: 10,
    text: "Character is capable of healing from great damage at superhuman speed.\n\n(Optional) Roll 1 six-sided die. Turn this character's combat dial this many clicks to the left, back towards their starting click. Do not advance them further than their opening click.",
  }),
  clix({
    id: 'invulnerability',
    name: 'Invulnerability',
    category: 'DEFENSE',
    slot: 11,
    text: 'Character reduces damage delivered to him by 3 clicks. Subtract 3 from any damage dealt to this character. Invulnerability does not reduce critical miss or hit damage.',
  }),
  clix({
    id: 'special-defense',
    name: 'Special Powers',
    category: 'DEFENSE',
    slot: 12,
    text: 'This character has a special speed power. See this character’s character\ncard for more information.',
  }),
  clix({
    id: 'ranged-combat-expert',
    name: 'Ranged Combat Expert',
    category: 'DAMAGE',
    slot: 1,
    text: 'Character is more effective at range.\n\n(Optional) When this character makes only a single ranged attack per turn, they may add 2 to any damage dealt if that damage is not already 0. Ranged Combat Expert may not be used when employing an object as a weapon.',
  }),
  clix({
    id: 'battle-fury',
    name: 'Battle Fury',
    category: 'DAMAGE',
    slot: 2,
    text: 'Character has gone berserk. Character gains a +1 to damage. They may not be taxied or targeted by Mind Control. The character subtracts 2 from Attack Value when making ranged attacks.',
  }),
  clix({
    id: 'support',
    name: 'Support',
    category: 'DAMAGE',
    slot: 3,
    text: "Character can heal itself or other figures.\n\n(Optional) If this character is not adjacent to an opposing character, give this character an action token, reduce its Damage Value to 0, and choose one of the following:\n1. Make a close combat attack against an adjacent character that is not adjacent to an opposing character.\n2. Reduce this character's Defense Value to 0. This character makes a close combat attack against itself. If the attack succeeds, roll one six sided die. Turn the target character's combat dial this many clicks to the right, back towards their starting click. Do not advance them further than their opening click.",
  }),
  clix({
    id: 'exploit-weakness',
    name: 'Exploit Weakness',
    category: 'DAMAGE',
    slot: 4,
    text: "Character can find a weak spot in any target.\n\n(Optional) Reduce this character's damage to 3 if it is greater than 3. Damage dealt by this character from a close combat attack is penetrating damage.",
  }),
  clix({
    id: 'enhancement',
    name: 'Enhancement',
    category: 'DAMAGE',
    slot: 5,
    text: 'Character increases the damage delivered by friendly ranged combat attacks.\n\n(Optional) Any friendly figure given a ranged combat action while in a square adjacent to this character will deal 1 extra click of damage to any and all figure(s) successfully hit by the attack.',
  }),
  clix({
    id: 'probability-control',
    name: 'Probability Control',
    category: 'DAMAGE',
    slot: 6,
    text: "Character bends the laws of probability in their own favor.\n\n(Optional) Once during your turn, this character allows you to re-roll one dice roll, or to force an opponent to re-roll one dice roll. Use the re-rolled result instead of the original result. At any time during an opponent's turn, this character allows you to force the opponent to re-roll one dice roll, or to re-roll one of your dice rolls. This character must be within 10 squares of the figure performing the action/dice roll and have a clear line of sight to that figure.\n\nFigures with Probability Control may also be used to protect the result of a dice roll you find desirable. If an opponent should try to use Probability Control to re-roll a die, or to make you re-roll a die, and you prefer the original roll to stand, you may use your Probability Control to cancel the re-roll attempt. Your Probability Control piece must be within 10 squares of the figure that would be making the new roll and have a clear line of sight to that figure.",
  }),
  clix({
    id: 'shape-change',
    name: 'Shape Change',
    category: 'DAMAGE',
    slot: 7,
    text: 'Character can change its shape to deceive opponents.\n\n(Optional) When this character is chosen as the target of an attack, roll 1 six-sided die. On a result of 5-6, the attack cannot be made; the character has fooled the attacker by appearing as a friendly or harmless character. The attacker takes an action token and ends its action.\n\nWhen this character makes an attack, roll one 1 six sided die. On a result of 5-6, the target of the attack has its defense value reduced to 0, and damage dealt by this attack may not be reduced below 1, or transferred using Mastermind or other power effects.',
  }),
  clix({
    id: 'close-combat-expert',
    name: 'Close Combat Expert',
    category: 'DAMAGE',
    slot: 8,
    text: 'Character is more effective in hand to hand combat than at range.\n\n(Optional) Damage dealt in close combat by this character is increased by 2, if that damage is not already 0. This power may not be used if more than one close combat attack is made per turn.',
  }),
  clix({
    id: 'perplex',
    name: 'Perplex',
    category: 'DAMAGE',
    slot: 9,
    text: 'Forget it. There is no possible way to make this power make sense. Just deal with it.\n\n(Optional) Once during your turn, this character may modify any Combat Value (including Range) for any character in play by 1, up or down. This effect lasts for the duration of your turn. This character must be within 10 squares of the target character and have a clear line of fire to that character. If the target character is damaged or healed during the turn, the effect ends. If this power is countered or lost during the turn, the effect ends.',
  }),
  clix({
    id: 'outwit',
    name: 'Outwit',
    category: 'DAMAGE',
    slot: 10,
    text: 'Character is one step ahead at all times, and can use their greater intellect and resourcefulness to negate an opponent’s strengths.\n\n(Optional) Once during your turn, as a free action, this character may make a ranged combat attack for 0 damage. A successful attack will allow the character to counter any single power currently possessed by its target. If this character is adjacent to an opposing character, it may turn off any single power currently possessed by an adjacent opposing character as an automatic free action, without any dice roll. This effect lasts until the beginning of your next turn. If this character has a range value of 0, treat its range value as 4 when using this power. This range cannot be further modified. If Outwit is countered or lost, the cancelled power returns immediately.',
  }),
  clix({
    id: 'leadership',
    name: 'Leadership',
    category: 'DAMAGE',
    slot: 11,
    text: 'With this character in command of your force, your force is more effective.\n\n(optional) This character may add an action to your action total for the turn. At the beginning of your turn, roll 1 six-sided die. On a result of 4, 5 or 6, add one extra action to your normal action allotment for that turn. You may only gain one extra action each turn with this power, even if you have more than one figure with Leadership.',
  }),
  clix({
    id: 'special-damage',
    name: 'Special Powers',
    category: 'DAMAGE',
    slot: 12,
    text: 'This character has a special speed power. See this character’s character\ncard for more information.',
  }),
];

// The card leaves four colour/symbol slots "(Undefined)"; they are kept so slot numbers match the card.
/** The HeroClix Alpha powers reference card (seed 001), 11 slots per category, 44 in all. */
export const HEROCLIX_ALPHA_POWERS: readonly PowerData[] = [
  alpha({ id: 'alpha-flurry', name: 'Flurry', category: 'SPEED', slot: 1, text: 'Once each turn if you hit with a punch, you can punch another enemy.' }),
  alpha({ id: 'alpha-leap', name: 'Leap', category: 'SPEED', slot: 2, text: "You can move through characters and hindering terrain as if they didn't exist." }),
  alpha({
    id: 'alpha-teleport',
    name: 'Teleport',
    category: 'SPEED',
    slot: 3,
    text: "You can move through characters and all terrain as if they didn't exist, but you can't stop in blocking terrain.",
  }),
  alpha({
    id: 'alpha-speed-undefined-4',
    name: '(Undefined)',
    category: 'SPEED',
    slot: 4,
    text: 'This color/symbol combination does not yet appear in HeroClix Alpha.',
  }),
  alpha({ id: 'alpha-charge', name: 'Charge', category: 'SPEED', slot: 5, text: 'When you move and punch, you can use your full speed.' }),
  alpha({
    id: 'alpha-mind-control',
    name: 'Mind Control',
    category: 'SPEED',
    slot: 6,
    text: 'If your attack hits, you can move the enemy up to its speed instead of dealing damage.',
  }),
  alpha({
    id: 'alpha-bind',
    name: 'Bind',
    category: 'SPEED',
    slot: 7,
    text: "Enemies that begin their turn adjacent to you can't be given an action that moves them.",
  }),
  alpha({
    id: 'alpha-force-blast',
    name: 'Force Blast',
    category: 'SPEED',
    slot: 8,
    text: 'After you damage an enemy with an attack, you can put it in an adjacent open square.',
  }),
  alpha({ id: 'alpha-super-speed', name: 'Super Speed', category: 'SPEED', slot: 9, text: 'After you attack, you can move up to your speed.' }),
  alpha({ id: 'alpha-stealth', name: 'Stealth', category: 'SPEED', slot: 10, text: "If you're in hindering terrain, you can't be shot at." }),
  alpha({ id: 'alpha-running-shot', name: 'Running Shot', category: 'SPEED', slot: 11, text: 'When you move and shoot, you can use your full speed.' }),
  alpha({ id: 'alpha-slash', name: 'Slash', category: 'ATTACK', slot: 1, text: 'If you roll doubles and hit with a punch, deal +2 damage.' }),
  alpha({
    id: 'alpha-explosion',
    name: 'Explosion',
    category: 'ATTACK',
    slot: 2,
    text: 'If you hit with a shot, also deal 1 damage to each other enemy adjacent to the enemy.',
  }),
  alpha({
    id: 'alpha-pulse',
    name: 'Pulse',
    category: 'ATTACK',
    slot: 3,
    text: 'Instead of attacking, deal 1 damage to all enemies you can see up to 4 squares from you.',
  }),
  alpha({
    id: 'alpha-quake',
    name: 'Quake',
    category: 'ATTACK',
    slot: 4,
    text: 'If you roll doubles and hit with a punch, also deal 2 damage to each other enemy adjacent to you.',
  }),
  alpha({
    id: 'alpha-super-strength',
    name: 'Super Strength',
    category: 'ATTACK',
    slot: 5,
    text: 'If you succeed at a punch while in or adjacent to hindering terrain, deal +1 damage.',
  }),
  alpha({
    id: 'alpha-weaken',
    name: 'Weaken',
    category: 'ATTACK',
    slot: 6,
    text: "Enemies that begin their turn adjacent to you can't move and attack. Enemies that move on their turn can't make an attack against only you.",
  }),
  alpha({ id: 'alpha-mind-blast', name: 'Mind Blast', category: 'ATTACK', slot: 7, text: 'When you shoot, ignore enemy defense powers.' }),
  alpha({ id: 'alpha-cover', name: 'Cover', category: 'ATTACK', slot: 8, text: 'After you attack, you can move up to 2.' }),
  alpha({ id: 'alpha-poison', name: 'Poison', category: 'ATTACK', slot: 9, text: 'Instead of attacking, deal 1 damage to all enemies adjacent to you.' }),
  alpha({ id: 'alpha-steal-energy', name: 'Steal Energy', category: 'ATTACK', slot: 10, text: 'After you deal damage with an attack, you get 1 health.' }),
  alpha({ id: 'alpha-telekinesis', name: 'Telekinesis', category: 'ATTACK', slot: 11, text: 'After you damage an enemy, you can move it up to 4.' }),
  alpha({
    id: 'alpha-super-senses',
    name: 'Super Senses',
    category: 'DEFENSE',
    slot: 1,
    text: 'If an attack would hit you, roll a d6; on 5 or 6, the attack misses.',
  }),
  alpha({ id: 'alpha-toughness', name: 'Toughness', category: 'DEFENSE', slot: 2, text: 'Subtract 1 from damage dealt to you.' }),
  alpha({ id: 'alpha-defend', name: 'Defend', category: 'DEFENSE', slot: 3, text: 'Friends adjacent to you get +1 defense.' }),
  alpha({ id: 'alpha-super-reflexes', name: 'Super Reflexes', category: 'DEFENSE', slot: 4, text: 'You get +2 defense when an enemy punches you.' }),
  alpha({ id: 'alpha-shield', name: 'Shield', category: 'DEFENSE', slot: 5, text: 'You get +2 defense when an enemy shoots at you.' }),
  alpha({
    id: 'alpha-defense-undefined-6',
    name: '(Undefined)',
    category: 'DEFENSE',
    slot: 6,
    text: 'This color/symbol combination does not yet appear in HeroClix Alpha.',
  }),
  alpha({ id: 'alpha-mastermind', name: 'Mastermind', category: 'DEFENSE', slot: 7, text: 'You can be attacked only once each turn.' }),
  alpha({ id: 'alpha-evade', name: 'Evade', category: 'DEFENSE', slot: 8, text: 'After you attack, you can move up to 4.' }),
  alpha({
    id: 'alpha-defense-undefined-9',
    name: '(Undefined)',
    category: 'DEFENSE',
    slot: 9,
    text: 'This color/symbol combination does not yet appear in HeroClix Alpha.',
  }),
  alpha({
    id: 'alpha-regeneration',
    name: 'Regeneration',
    category: 'DEFENSE',
    slot: 10,
    text: 'Instead of attacking, roll a d6; on a 1–4, you get that much health.',
  }),
  alpha({ id: 'alpha-invulnerability', name: 'Invulnerability', category: 'DEFENSE', slot: 11, text: 'Subtract 2 from damage dealt to you.' }),
  alpha({ id: 'alpha-expert-shot', name: 'Expert Shot', category: 'DAMAGE', slot: 1, text: 'Your shots deal +2 damage.' }),
  alpha({
    id: 'alpha-damage-undefined-2',
    name: '(Undefined)',
    category: 'DAMAGE',
    slot: 2,
    text: 'This color/symbol combination does not yet appear in HeroClix Alpha.',
  }),
  alpha({ id: 'alpha-heal', name: 'Heal', category: 'DAMAGE', slot: 3, text: 'Instead of attacking, give an adjacent friend 2 health.' }),
  alpha({ id: 'alpha-exploit', name: 'Exploit', category: 'DAMAGE', slot: 4, text: 'Ignore enemy defense powers when you punch.' }),
  alpha({ id: 'alpha-boost', name: 'Boost', category: 'DAMAGE', slot: 5, text: 'When a friend adjacent to you shoots, it deals +1 damage.' }),
  alpha({
    id: 'alpha-good-luck',
    name: 'Good Luck',
    category: 'DAMAGE',
    slot: 6,
    text: 'You can reroll your dice once when you attack; you must use the new result.',
  }),
  alpha({
    id: 'alpha-shape-change',
    name: 'Shape Change',
    category: 'DAMAGE',
    slot: 7,
    text: "Enemies that move on their turn can't make an attack that targets only you.",
  }),
  alpha({ id: 'alpha-expert-punch', name: 'Expert Punch', category: 'DAMAGE', slot: 8, text: 'Your punches deal +2 damage.' }),
  alpha({ id: 'alpha-rally', name: 'Rally', category: 'DAMAGE', slot: 9, text: 'Friends adjacent to you get +1 attack and +1 defense.' }),
  alpha({ id: 'alpha-outwit', name: 'Outwit', category: 'DAMAGE', slot: 10, text: "Enemies can't use attack powers against you." }),
  alpha({ id: 'alpha-leadership', name: 'Leadership', category: 'DAMAGE', slot: 11, text: 'Friends 2 or fewer squares from you get +2 attack.' }),
];

/** Every power of both rulesets. */
export const ALL_POWERS: readonly PowerData[] = [...CLIX_CAMPAIGN_POWERS, ...HEROCLIX_ALPHA_POWERS];

/** The powers of one ruleset, in printed order. */
export function powersOfRuleset(ruleset: PowerRuleset): readonly PowerData[] {
  return ruleset === 'clix-campaign' ? CLIX_CAMPAIGN_POWERS : HEROCLIX_ALPHA_POWERS;
}

/** A power name reduced to a comparable key: "LEAP/CLIMB", "Leap / Climb" and "leap-climb" all give "leap-climb". */
export function normalisePowerName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Finds a power of a ruleset by id or by name as printed on a dial (case and punctuation ignored). */
export function findPower(nameOrId: string, ruleset: PowerRuleset = 'clix-campaign'): PowerData | undefined {
  const key = normalisePowerName(nameOrId);
  return powersOfRuleset(ruleset).find((power) => power.id === key || normalisePowerName(power.name) === key);
}

/** One row of the Barrier power's D.B.D. (damage before destroyed) table. */
export interface BarrierDbdRow {
  /** Height of the barrier in inches. */
  heightInches: number;
  /** Damage the barrier takes before it is destroyed. */
  damageBeforeDestroyed: number;
}

/** The "Barrier Marker D.B.D. Table" printed under Barrier (seed 000). */
export const BARRIER_DBD_TABLE: readonly BarrierDbdRow[] = [
  { heightInches: 1, damageBeforeDestroyed: 1 },
  { heightInches: 2, damageBeforeDestroyed: 2 },
  { heightInches: 3, damageBeforeDestroyed: 3 },
  { heightInches: 4, damageBeforeDestroyed: 4 },
  { heightInches: 5, damageBeforeDestroyed: 5 },
];
