/** Rank printed on a figure's base; one dial per rank version of a persona. */
export type Rank = 'ROOKIE' | 'EXPERIENCED' | 'VETERAN' | 'UNIQUE' | 'LIMITED_EDITION';
export const RANKS: readonly Rank[] = ['ROOKIE', 'EXPERIENCED', 'VETERAN', 'UNIQUE', 'LIMITED_EDITION'];

const RANK_NAMES: Readonly<Record<Rank, string>> = {
  ROOKIE: 'Rookie',
  EXPERIENCED: 'Experienced',
  VETERAN: 'Veteran',
  UNIQUE: 'Unique',
  LIMITED_EDITION: 'Limited Edition',
};

/** A rank as people read it on a base ("Limited Edition"), for messages; an unknown value as given. */
export function rankName(rank: string): string {
  return RANK_NAMES[rank as Rank] ?? rank;
}

/** A rank with its article, for a sentence: "an Experienced", "a Unique". */
export function aRank(rank: string): string {
  return `${rank === 'EXPERIENCED' ? 'an' : 'a'} ${rankName(rank)}`;
}

/** What a character is in a world: a team member (hero or villain), a Creator's NPC, or a normal/bystander. */
export type CharacterKind = 'HERO' | 'VILLAIN' | 'NPC' | 'NORMAL';
export const CHARACTER_KINDS: readonly CharacterKind[] = ['HERO', 'VILLAIN', 'NPC', 'NORMAL'];

/** Movement symbol on the base: boot (ground), wing (flies), dolphin (swims). */
export type MovementSymbol = 'BOOT' | 'WING' | 'DOLPHIN';
export const MOVEMENT_SYMBOLS: readonly MovementSymbol[] = ['BOOT', 'WING', 'DOLPHIN'];

/** Damage symbol on the base: standard, giant or colossal size. */
export type DamageSymbol = 'STANDARD' | 'GIANT' | 'COLOSSAL';
export const DAMAGE_SYMBOLS: readonly DamageSymbol[] = ['STANDARD', 'GIANT', 'COLOSSAL'];

/** The four combat values shown in a dial's slot. */
export type CombatValue = 'SPEED' | 'ATTACK' | 'DEFENSE' | 'DAMAGE';
export const COMBAT_VALUES: readonly CombatValue[] = ['SPEED', 'ATTACK', 'DEFENSE', 'DAMAGE'];

/** One live click of a combat dial: the four values and the power (if any) coloured on each. */
export interface DialClick {
  speed: number;
  attack: number;
  defense: number;
  damage: number;
  speedPower?: string;
  attackPower?: string;
  defensePower?: string;
  damagePower?: string;
}

/** A character-specific power printed under the dial ("Attack Special: Acid Spit: ..."). */
export interface SpecialPower {
  /** The value the seed files it under: "Movement Special" is SPEED, "Attack Special" ATTACK, ... */
  value: CombatValue;
  name: string;
  text: string;
}

/** One rank version of a persona: what is printed on its base, card and dial. */
export interface CharacterVersionData {
  rank: Rank;
  pointValue: number;
  range: number;
  /** Lightning bolts next to the range: how many targets one ranged attack may have (1-3). */
  targets: number;
  movement: MovementSymbol;
  damageSymbol: DamageSymbol;
  /** Team ability or affiliation as printed ("Ninja", "Police"); null for none. */
  teamAbility: string | null;
  keywords: string[];
  archenemyColour: string | null;
  setCode: string | null;
  collectorNumber: string | null;
  /** 1-based click the figure starts on (the green line). */
  startingClick: number;
  /** The live clicks in dial order. */
  clicks: DialClick[];
  /** KO clicks printed after the last live click (a 12-slot dial with 7 live clicks has 5). */
  koClicks: number;
  specialPowers: SpecialPower[];
}

/** A persona with its rank versions, as loaded into a new world's catalogue. */
export interface CharacterData {
  name: string;
  kind: CharacterKind;
  description: string;
  visibility: 'PUBLIC' | 'HIDDEN';
  versions: CharacterVersionData[];
}
