/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: any; output: any; }
};

/** The signed-in account accepts its pending invitation to a world. */
export type AcceptWorldInvitationInput = {
  /** World slug (INVITATION_NOT_FOUND when the account's e-mail has no pending invitation there). */
  world: Scalars['String']['input'];
};

/** A step of a campaign. */
export type ActivityKind =
  /** Hero Points spent on a bonus for a member. */
  | 'BONUS_BOUGHT'
  /** Hero Points or cash granted by the Creator. */
  | 'CREATOR_AWARD'
  /** Hero Points spent on a feat for a member. */
  | 'FEAT_BOUGHT'
  /** An item or weapon bought for a team. */
  | 'ITEM_BOUGHT'
  /** The Creator reversed a ledger entry (a void reverses a match's entries: see MATCH_VOIDED). */
  | 'LEDGER_CORRECTION'
  /** Hero Points spent moving a member up a level. */
  | 'LEVEL_UP'
  /** A match's resolution was applied. */
  | 'MATCH_RESOLVED'
  /** A match was set up. */
  | 'MATCH_STARTED'
  /** A match's resolution was voided. */
  | 'MATCH_VOIDED'
  /** A member ended a match captured. */
  | 'MEMBER_CAPTURED'
  /** A resolution gave a member permanent injuries. */
  | 'MEMBER_INJURED'
  /** A character joined a team (its founders, and every recruit). */
  | 'MEMBER_JOINED'
  /** A character refused (or was insulted by) a plea to join. */
  | 'PLEA_REFUSED'
  /** A player's proposed resolution was confirmed (its MATCH_RESOLVED follows). */
  | 'RESOLUTION_CONFIRMED'
  /** A player proposed a match's resolution (nothing applied until it is confirmed). */
  | 'RESOLUTION_PROPOSED'
  /** A player's proposed resolution was rejected or withdrawn: the match is played on. */
  | 'RESOLUTION_REJECTED'
  /** A team was founded. */
  | 'TEAM_FOUNDED';

/** An order of a world's activity: a field and its direction. */
export type ActivityOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: ActivityOrderField;
};

/** What a world's activity is ordered by; steps at the same moment keep the order they happened in. */
export type ActivityOrderField =
  /** When the step happened (the default, newest first); AT ASC reads the campaign from its start. */
  | 'AT';

/** Invites an e-mail to a world with a role. */
export type AddWorldMemberInput = {
  /** Email to invite (at most 200 characters). Nobody joins until the account with this e-mail accepts; inviting it again changes the role. ALREADY_MEMBER when a member has it. */
  email: Scalars['String']['input'];
  /** The role the account gets in the world when it accepts. */
  role: WorldRole;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Puts Non-Combat Skill points (10 per level) into one skill. */
export type AllocateSkillPointsInput = {
  /** The team member (TeamMember.id); he must have that many points left. */
  memberId: Scalars['ID']['input'];
  /** Points to add (1 or more). */
  points: Scalars['Int']['input'];
  /** Skill id, e.g. "criminology". */
  skillId: Scalars['String']['input'];
};

/** HeroClix Alpha, a power used instead of attacking (a POWER event, seed 001): PULSE and POISON deal 1 damage to each enemy named, REGENERATION rolls a d6 for 1-4 health, HEAL gives a friend 2 health. */
export type AlphaPower =
  | 'HEAL'
  | 'POISON'
  | 'PULSE'
  | 'REGENERATION';

/** Where a figure is in the air: a wing figure hovers or soars, everyone else is grounded. */
export type Altitude =
  | 'GROUNDED'
  | 'HOVERING'
  | 'SOARING';

/** An order of a world's API keys: a field and its direction; ties are broken by id. */
export type ApiKeyOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: ApiKeyOrderField;
};

/** What a world's API keys are ordered by; ties are broken by id. */
export type ApiKeyOrderField =
  /** When the key was created (the default, newest first). */
  | 'CREATED_AT'
  /** The key's name. */
  | 'NAME';

/** A feat of seed 000 used in an attack. */
export type AttackFeat =
  | 'ALL_OUT'
  | 'AMBUSH'
  | 'ARMOUR_PIERCING'
  | 'BLOOD_RAGE'
  | 'DAMAGE_SHIELD'
  | 'DISARM'
  | 'DIVE_BOMB'
  | 'EXTENDED_RANGE'
  | 'HAY_MAKER'
  | 'IMPROVISED_COVER';

/** Close combat (adjacent) or ranged combat. */
export type AttackKind =
  | 'CLOSE'
  | 'RANGED';

/** ATTACK: an object used as a weapon (held in close combat, thrown in ranged). */
export type AttackObjectInput = {
  /** Which table it comes from; left out: the match's object rules. */
  rules?: InputMaybe<ObjectRules>;
  /** Thrown by Telekinesis (range counted from the object). */
  viaTelekinesis?: Scalars['Boolean']['input'];
  /** The object's weight. */
  weight: ObjectWeight;
};

/** Why a figure attacks: to deal damage, or (Clix Campaign) to take the target captive or free a captive it holds. */
export type AttackPurpose =
  | 'CAPTURE'
  | 'DAMAGE'
  | 'RESCUE';

/** ATTACK: one target with what the table knows of it. */
export type AttackTargetInput = {
  /** HeroClix Alpha: a friend of the target with Rally showing is adjacent to it (+1 defense). */
  adjacentFriendlyRally?: Scalars['Boolean']['input'];
  /** Clix Campaign: a team mate is adjacent to the target (the target side's team ability 9, Team Defense: +2 defense). */
  adjacentToTeamMate?: Scalars['Boolean']['input'];
  /** The target's altitude (a soaring monster shot from the ground: HorrorClix +2 attack, full range, +1 damage); left out: grounded. */
  altitude?: InputMaybe<Altitude>;
  /** Squares from the attacker (1: adjacent). */
  distance?: Scalars['Int']['input'];
  /** The target figure. */
  figureId: Scalars['ID']['input'];
  /** The target stands in hindering terrain. */
  inHinderingTerrain?: Scalars['Boolean']['input'];
  /** HeroClix 2003: what stops it if knocked back (seed 003, 4.6); left out: nothing does. */
  knockbackStop?: InputMaybe<KnockbackStop>;
  /** The line of fire crosses hindering terrain (ranged: +1 defense). */
  lineOfFireCrossesHinderingTerrain?: Scalars['Boolean']['input'];
  /** HeroClix Alpha: the attacker's other enemies adjacent to this target (a shot with Explosion deals each 1 damage). */
  otherEnemiesAdjacent?: Array<Scalars['ID']['input']>;
  /** Clix Campaign: the target's team mates adjacent to it (its side's team ability 4, Shared Defense: it uses the highest defense showing). */
  sharedDefenseFrom?: Array<Scalars['ID']['input']>;
};

/** ATTACK: what the table knows of the attacker where it stands. */
export type AttackerFactsInput = {
  /** A friend with Enhancement (Alpha: Boost) showing is adjacent (ranged). */
  adjacentFriendlyEnhancement?: Scalars['Boolean']['input'];
  /** HeroClix Alpha: adjacent to a friend with Rally showing (+1 attack). */
  adjacentFriendlyRally?: Scalars['Boolean']['input'];
  /** HeroClix Alpha: it is adjacent to hindering terrain (Super Strength). */
  adjacentToHinderingTerrain?: Scalars['Boolean']['input'];
  /** The attacker's altitude; left out: grounded. */
  altitude?: InputMaybe<Altitude>;
  /** HeroClix Alpha: 2 or fewer squares from a friend with Leadership showing (+2 attack). */
  friendlyLeadershipWithinTwo?: Scalars['Boolean']['input'];
  /** It stands in hindering terrain (Ambush). */
  inHinderingTerrain?: Scalars['Boolean']['input'];
  /** HeroClix Alpha: a move and attack (it moved first). */
  moved?: Scalars['Boolean']['input'];
  /** HeroClix Alpha: the enemies other than the target adjacent to the attacker (a punch with Quake on doubles deals each 2 damage). */
  otherEnemiesAdjacent?: Array<Scalars['ID']['input']>;
  /** Clix Campaign: the attacker's team mates adjacent to it (its side's team ability 5, Shared Attack: it uses the highest attack showing). */
  sharedAttackFrom?: Array<Scalars['ID']['input']>;
};

/** Balances a Creator award can add to. */
export type AwardCurrency =
  | 'CASH'
  | 'HERO_POINTS';

/** A bonus bought for a member from the row of the bonuses table for his rank, with Hero Points. */
export type BuyBonusInput = {
  /** The team member (TeamMember.id). */
  memberId: Scalars['ID']['input'];
  /** Tier 1-4 of the row of the member's rank. */
  tier: Scalars['Int']['input'];
};

/** An item or weapon of the world's catalogue bought for a team with its cash. */
export type BuyItemInput = {
  /** The `catalogueId` of an entry of the world's `items` with a price, e.g. "stim-pack", "handgun-small"; it costs that price. */
  itemId: Scalars['String']['input'];
  /** The team that buys; the caller must own it (or be the Creator). */
  teamId: Scalars['ID']['input'];
};

/** An order of a catalogue list (powers, feats, scenarios): a field and its direction; ties are broken by id. */
export type CatalogueOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: CatalogueOrderField;
};

/** What a catalogue's list (powers, feats, scenarios) is ordered by; ties are broken by id. */
export type CatalogueOrderField =
  /** The rules package id (e.g. "BANK_ROBBERY"). */
  | 'CATALOGUE_ID'
  /** The name, as the Creator left it. */
  | 'NAME'
  /** Printed order (the default). */
  | 'POSITION';

/** Every condition given must hold. */
export type CharacterFilter = {
  /** Only characters of this kind. */
  kind?: InputMaybe<CharacterKind>;
  /** Has a version worth at most this many points. */
  maxPoints?: InputMaybe<Scalars['Int']['input']>;
  /** Has a version worth at least this many points. */
  minPoints?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Has a version of this rank. */
  rank?: InputMaybe<Rank>;
};

/** Hero, villain, the Creator's NPC, or a normal (bystander). */
export type CharacterKind =
  | 'HERO'
  | 'NORMAL'
  | 'NPC'
  | 'VILLAIN';

/** An order of characters: a field and its direction; ties are broken by id. */
export type CharacterOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: CharacterOrderField;
};

/** What a list of characters is ordered by; ties are broken by id. */
export type CharacterOrderField =
  /** The persona name. */
  | 'NAME'
  /** The lowest point value of its versions (its cheapest figure); 0 for a character with none. */
  | 'POINTS'
  /** When the character or its versions and dials were last changed. */
  | 'UPDATED_AT';

/** A rank version with its whole dial; saving replaces the previous dial. */
export type CharacterVersionInput = {
  /** Colour of the archenemy ring, at most 40 characters; null when the figure has none. */
  archenemyColour?: InputMaybe<Scalars['String']['input']>;
  /** The live clicks in dial order. */
  clicks: Array<DialClickInput>;
  /** Collector number within its set, at most 20 characters; null when unknown. */
  collectorNumber?: InputMaybe<Scalars['String']['input']>;
  /** Damage symbol: the figure's size class. */
  damageSymbol?: DamageSymbol;
  /** Keywords printed on the card: up to 20, each at most 40 characters. */
  keywords?: Array<Scalars['String']['input']>;
  /** KO clicks after the last live click (at least 1). */
  koClicks: Scalars['Int']['input'];
  /** Speed symbol: how the figure moves. */
  movement?: MovementSymbol;
  /** Build cost in points, 0 to 10000. */
  pointValue: Scalars['Int']['input'];
  /** Range in squares, 0 to 99; 0 means close combat only. */
  range: Scalars['Int']['input'];
  /** The rank printed on the base; at most one version per rank (DUPLICATE_RANK). */
  rank: Rank;
  /** Code of the set the figure was released in, at most 40 characters; null when unknown. */
  setCode?: InputMaybe<Scalars['String']['input']>;
  /** Powers printed for this figure alone, up to 10. */
  specialPowers?: Array<SpecialPowerInput>;
  /** The click the figure starts on (its green line), 1-based; must lie on a live click (STARTING_CLICK_OUTSIDE_DIAL). */
  startingClick?: Scalars['Int']['input'];
  /** Lightning bolts: targets of one ranged attack, 1 to 3. */
  targets?: Scalars['Int']['input'];
  /** Team ability or affiliation as printed (e.g. "Ninja"), at most 80 characters; null when none. */
  teamAbility?: InputMaybe<Scalars['String']['input']>;
};

/** One of the four values in a dial slot. */
export type CombatValue =
  | 'ATTACK'
  | 'DAMAGE'
  | 'DEFENSE'
  | 'SPEED';

/** Confirm the resolution a player proposed: exactly what it computed is applied (the other side's owner, the Creator or an organizer). */
export type ConfirmMatchResolutionInput = {
  /** The match awaiting confirmation. */
  matchId: Scalars['ID']['input'];
};

/** Reverses a ledger entry with a new CORRECTION entry; the original stays. */
export type CorrectLedgerEntryInput = {
  /** The ledger entry to reverse (LedgerEntry.id). */
  entryId: Scalars['ID']['input'];
  /** Why it is corrected. */
  note: Scalars['String']['input'];
};

/** A new read-only API key for one world. */
export type CreateApiKeyInput = {
  /** What the key is for, e.g. "Discord bot". */
  name: Scalars['String']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
};

/** A new character with all of its rank versions and their dials. */
export type CreateCharacterInput = {
  /** Free text about the persona, at most 5000 characters. */
  description?: Scalars['String']['input'];
  /** Hero, villain, NPC or normal. */
  kind: CharacterKind;
  /** Persona name, 1 to 80 characters; unique within the world (CHARACTER_NAME_TAKEN). */
  name: Scalars['String']['input'];
  /** Its rank versions, 1 to 5, each of a different rank (VERSIONS_MISSING when empty). */
  versions: Array<CharacterVersionInput>;
  /** HIDDEN keeps the character from everyone but the world's Creators. */
  visibility?: Visibility;
  /** Slug of the world the character belongs to. */
  world: Scalars['String']['input'];
};

/** A new league in a world. */
export type CreateLeagueInput = {
  /** 1-80 characters; unique in the world for its season (any case). */
  name: Scalars['String']['input'];
  /** Defaults to 3 for a win, 1 for a draw, 0 for a loss. */
  scoring?: InputMaybe<LeagueScoringInput>;
  /** Season label, e.g. "2026 Spring". */
  season?: Scalars['String']['input'];
  /** Teams of the world entering the league now. */
  teamIds?: Array<Scalars['ID']['input']>;
  /** In order; defaults to HEAD_TO_HEAD, HERO_POINTS, PRESTIGE, OPPONENTS_WIN_PERCENTAGE, KOS. */
  tieBreakers?: InputMaybe<Array<LeagueTieBreaker>>;
  /** Slug of the world. */
  world: Scalars['String']['input'];
};

/** A new match in a world. */
export type CreateMatchInput = {
  /** Build total in points each side plays to (1-10000). */
  buildTotal: Scalars['Int']['input'];
  /** Position of the side that takes the first turn. */
  firstSide?: Scalars['Int']['input'];
  /** An OPEN league of the world the match counts for; every team side must be a team of it. */
  leagueId?: InputMaybe<Scalars['ID']['input']>;
  /** The map played on. */
  mapType?: MapType;
  /** RPS Clix: the battlefield's length, equal battles and the turn limit; left out: the defaults (the world's rps settings). */
  rps?: InputMaybe<RpsMatchInput>;
  /** The rules the match is played under. */
  ruleset?: MatchRuleset;
  /** The scenario played: one of the world's scenarios, by its id (`Scenario.id`). */
  scenario?: InputMaybe<Scalars['ID']['input']>;
  /** The scenario played, by its catalogue id (`Scenario.catalogueId`, e.g. "BANK_ROBBERY"), instead of `scenario`. */
  scenarioCatalogueId?: InputMaybe<Scalars['String']['input']>;
  /**
   * Catalogue id of one of the world's scenarios, e.g. "BANK_ROBBERY".
   * @deprecated It takes a catalogue id, not a `Scenario.id`: use `scenario` (the id) or `scenarioCatalogueId`.
   */
  scenarioId?: InputMaybe<Scalars['String']['input']>;
  /** The sides, 2 to 8; their order gives their positions. */
  sides: Array<MatchSideInput>;
  /** A training mission: each member earns a quarter of his points, nothing else. */
  trainingMission?: Scalars['Boolean']['input'];
  /** Slug of the world. */
  world: Scalars['String']['input'];
};

/** A new team: founders picked from the world's characters, the leader among them. */
export type CreateTeamInput = {
  /** Hero or villain; fixed for the life of the team. */
  alignment: TeamAlignment;
  /** Every founder, the leader included or not (he is added); Rookie versions, at most the world's maxFoundingMembers (3 by the rules, up to 100). */
  founderCharacterIds: Array<Scalars['ID']['input']>;
  /** The founder who leads: he is given Leadership and may not have Battle Fury. */
  leaderCharacterId: Scalars['ID']['input'];
  /** The team's name, 1 to 80 characters; unique within the world (TEAM_NAME_TAKEN). */
  name: Scalars['String']['input'];
  /** Run by several players: starts with the larger Hero Point reserve. */
  severalPlayers?: Scalars['Boolean']['input'];
  /** Slug of the world. */
  world: Scalars['String']['input'];
};

/** A new webhook of a world (Creator) or of one of its leagues (Creator or Organizer). */
export type CreateWebhookInput = {
  /** The events to send (at least one). */
  events: Array<WebhookEvent>;
  /** A league of the world: only its matches and standings are sent. Leave out for the whole world's. */
  leagueId?: InputMaybe<Scalars['ID']['input']>;
  /** Where to POST events: https (plain http only to localhost, in development and tests). */
  url: Scalars['String']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
};

/** A new world; its catalogues start as a copy of the rules catalogues. */
export type CreateWorldInput = {
  /** Display name, 1 to 120 characters; surrounding spaces are trimmed. */
  name: Scalars['String']['input'];
  /** Lower-case letters, digits and dashes; used in addresses. */
  slug: Scalars['String']['input'];
};

/** ATTACK: the clicks of damage one target takes from a roll against several (seed 003: split as the player chooses). */
export type DamageShareInput = {
  /** Clicks of damage it takes. */
  clicks: Scalars['Int']['input'];
  /** A target of the attack. */
  figureId: Scalars['ID']['input'];
};

/** Standard, giant or colossal. */
export type DamageSymbol =
  | 'COLOSSAL'
  | 'GIANT'
  | 'STANDARD';

/** The signed-in account declines its pending invitation to a world. */
export type DeclineWorldInvitationInput = {
  /** World slug (INVITATION_NOT_FOUND when the account's e-mail has no pending invitation there). */
  world: Scalars['String']['input'];
};

/** One live click: the four values and, optionally, the power coloured on each. */
export type DialClickInput = {
  /** Attack value on this click, 0 to 99. */
  attack: Scalars['Int']['input'];
  /** Name of the power coloured on the attack value, at most 60 characters; null or left out when none. */
  attackPower?: InputMaybe<Scalars['String']['input']>;
  /** Damage value on this click, 0 to 99. */
  damage: Scalars['Int']['input'];
  /** Name of the power coloured on the damage value, at most 60 characters; null or left out when none. */
  damagePower?: InputMaybe<Scalars['String']['input']>;
  /** Defense value on this click, 0 to 99. */
  defense: Scalars['Int']['input'];
  /** Name of the power coloured on the defense value, at most 60 characters; null or left out when none. */
  defensePower?: InputMaybe<Scalars['String']['input']>;
  /** Speed value on this click, 0 to 99. */
  speed: Scalars['Int']['input'];
  /** Name of the power coloured on the speed value, at most 60 characters; null or left out when none. */
  speedPower?: InputMaybe<Scalars['String']['input']>;
};

/** Something that happened as a dial turned. */
export type DialEventKind =
  | 'CRITICAL_CONDITION'
  | 'KO'
  | 'PERMANENT_INJURY'
  | 'REMOVED'
  | 'REVIVED';

/** An order of a world's dice rolls: a field and its direction. */
export type DiceRollOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: DiceRollOrderField;
};

/** What a world's dice rolls are ordered by; ties are broken by when they were rolled, then by id. */
export type DiceRollOrderField =
  /** When the dice were rolled (the default, newest first). */
  | 'CREATED_AT'
  /** What they were rolled for, e.g. "random-scenario". */
  | 'PURPOSE';

/** Every condition given must hold. */
export type FeatFilter = {
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True: only feats flagged for the Creator's review; false: only the others. */
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  /** True: only feats with a price (buyable); false: only unpriced ones. */
  priced?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Where the figure's dial stands, as the rules read it. */
export type FigureStatus =
  | 'ACTIVE'
  | 'CRITICAL_CONDITION'
  | 'KO'
  | 'PERMANENTLY_INJURED'
  | 'REMOVED';

/** A league whose standings become final. */
export type FinalizeLeagueInput = {
  /** The league (OPEN, with no match still being played). */
  leagueId: Scalars['ID']['input'];
};

/** HeroClix Alpha, Good Luck showing: reroll the attack dice once, always or only if they missed; the new roll counts. */
export type GoodLuckReroll =
  | 'ALWAYS'
  | 'IF_MISSED';

/** Bonus Hero Points or cash from the Creator, with the reason. */
export type GrantAwardInput = {
  /** How much to add, 1 to 1,000,000 (Hero Points, or $ for cash). */
  amount: Scalars['Int']['input'];
  /** Hero Points or cash. */
  currency: AwardCurrency;
  /** Why it is awarded, 1 to 500 characters; kept on the ledger entry. */
  note: Scalars['String']['input'];
  /** The team that receives the award. */
  teamId: Scalars['ID']['input'];
};

/** How a fractional award becomes whole Hero Points. */
export type HeroPointRounding =
  | 'DOWN'
  | 'NEAREST'
  | 'UP';

/** HorrorClix's four phases of a turn (seed 004): preview, suspense, hunting, hourglass. */
export type HorrorClixPhase =
  | 'HOURGLASS'
  | 'HUNTING'
  | 'PREVIEW'
  | 'SUSPENSE';

/** CREATE_ONLY refuses a name already in the world; UPSERT replaces that character and its dials. */
export type ImportMode =
  | 'CREATE_ONLY'
  | 'UPSERT';

/** Every condition given must hold. */
export type ItemFilter = {
  /** Only entries of this list (items, object weapons, advanced weapons or armour). */
  kind?: InputMaybe<ItemKind>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True: only entries with a price (buyable); false: only unpriced ones. */
  priced?: InputMaybe<Scalars['Boolean']['input']>;
};

/** "Other Items", basic weaponry (objects by size), advanced weapons (guns, grenades) or armour. */
export type ItemKind =
  | 'ADVANCED_WEAPON'
  | 'ARMOUR'
  | 'ITEM'
  | 'OBJECT_WEAPON';

/** An order of the items catalogue: a field and its direction; ties are broken by id. */
export type ItemOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: ItemOrderField;
};

/** What the items catalogue is ordered by; ties are broken by id. */
export type ItemOrderField =
  /** The rules package id. */
  | 'CATALOGUE_ID'
  /** The name, as the Creator left it. */
  | 'NAME'
  /** Printed order (the default). */
  | 'POSITION'
  /** The price in cash; unpriced entries (price null) come before every priced one in ASC. */
  | 'PRICE';

/** HeroClix 2003 (seed 003, 4.6): what stops a knocked-back target: blocking terrain or the map edge (+1 damage), falling off elevated terrain (+2), another figure (none). */
export type KnockbackStop =
  | 'BLOCKING_TERRAIN'
  | 'FIGURE'
  | 'MAP_EDGE'
  | 'OFF_ELEVATED_TERRAIN';

/** What happened to a league's match: STARTED (its first event), RESOLVED or VOIDED (both move the standings). */
export type LeagueActivityKind =
  | 'RESOLVED'
  | 'STARTED'
  | 'VOIDED';

/** An order of leagues: a field and its direction; ties are broken by id. */
export type LeagueOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: LeagueOrderField;
};

/** What a list of leagues is ordered by; ties are broken by id. */
export type LeagueOrderField =
  /** When the league was created. */
  | 'CREATED_AT'
  /** The league's name. */
  | 'NAME';

/** Points for each result of a league match. */
export type LeagueScoringInput = {
  /** Points for a draw: from the points for a loss to those for a win. */
  draw: Scalars['Int']['input'];
  /** Points for a loss: 0-100. */
  loss: Scalars['Int']['input'];
  /** Points for a win: 0-100, more than a loss. */
  win: Scalars['Int']['input'];
};

/** OPEN takes matches; FINAL: the standings are final and no match can join. */
export type LeagueStatus =
  | 'FINAL'
  | 'OPEN';

/** A team joining or leaving a league. */
export type LeagueTeamInput = {
  /** The league (OPEN). */
  leagueId: Scalars['ID']['input'];
  /** A team of the league's world. */
  teamId: Scalars['ID']['input'];
};

/** How teams level on points are ordered, higher first. */
export type LeagueTieBreaker =
  /** Points in the games between the teams still level only: a mini-league among them (0 for a team level with no one). */
  | 'HEAD_TO_HEAD'
  /** Hero Points earned in league matches. */
  | 'HERO_POINTS'
  /** Figures KOed in league matches. */
  | 'KOS'
  /** Over the games played, the average of the opponent's (won + ½ drawn) / played. */
  | 'OPPONENTS_WIN_PERCENTAGE'
  /** Prestige earned in league matches; a villain team's Infamy gained counts by its magnitude. */
  | 'PRESTIGE';

/** Team balances (Hero Points, cash, a hero team's Prestige, a villain team's Infamy) and each member's Achievement Points. */
export type LedgerCurrency =
  | 'ACHIEVEMENT_POINTS'
  | 'CASH'
  | 'HERO_POINTS'
  | 'INFAMY'
  | 'PRESTIGE';

/** An order of a ledger: a field and its direction; ties are broken by the order entries were written. */
export type LedgerOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: LedgerOrderField;
};

/** What a ledger is ordered by; ties are broken by the order entries were written, in the same direction. */
export type LedgerOrderField =
  /** The amount, signed: the largest spend first in ASC, the largest gain first in DESC. */
  | 'AMOUNT'
  /** When the entry was written (the default, newest first). */
  | 'CREATED_AT';

/** Why a balance changed. */
export type LedgerReason =
  /** Hero Points spent on a bonus from the bonuses table. */
  | 'BONUS'
  /** Reverses an earlier entry (correctLedgerEntry); see correctsEntryId. */
  | 'CORRECTION'
  /** Bonus Hero Points or cash granted by the Creator (grantAward). */
  | 'CREATOR_AWARD'
  /** Hero Points spent on a feat for a member. */
  | 'FEAT'
  /** The starting Hero Points and cash of a new team; the founders are then paid for with RECRUIT entries. */
  | 'FOUNDING'
  /** Cash spent on an item or weapon. */
  | 'ITEM'
  /** Hero Points spent moving a member up a level. */
  | 'LEVEL_UP'
  /** Awarded or lost by the resolution of a match. */
  | 'MATCH'
  /** A purchase without a more specific reason. */
  | 'PURCHASE'
  /** Hero Points spent on recruiting: the plea spend, and the points of a character who joins (founders included). */
  | 'RECRUIT';

/** The kind of record that caused a ledger entry. */
export type LedgerSourceType =
  | 'DICE_ROLL'
  | 'LEDGER_ENTRY'
  | 'MATCH'
  | 'TEAM_ITEM'
  | 'TEAM_MEMBER';

/** Moves a member up to the next rank version of his character. */
export type LevelUpMemberInput = {
  /** The team member to move up (TeamMember.id). */
  memberId: Scalars['ID']['input'];
  /** The version to move to; by default the next level's version of the same character. */
  versionId?: InputMaybe<Scalars['ID']['input']>;
};

/** The map played on: only the City map moves Prestige and Infamy. */
export type MapType =
  | 'CITY'
  | 'OTHER';

/** A non-attack action given at the table: a move, a power, or a free action (no token, not counted). */
export type MatchActionKind =
  | 'FREE'
  | 'MOVE'
  | 'POWER';

/** An action a figure may take now: MOVE, POWER, FREE (ACTION events), a CLOSE or RANGED attack (ATTACK events), or (Clix Campaign) FLEE from one of its legalTargetIds (a FLEE event), or (HeroClix Alpha) FLURRY: right after its punch hit, a second punch (ATTACK with flurry) at one of its legalTargetIds, or (HorrorClix) FRENZY: a blooded monster's free close attack (ATTACK with frenzy) at one of its legalTargetIds, or (Clix Campaign, team ability 10) SHARED_BURDEN: a SHARED_BURDEN event to one of its sharedBurdenMateIds. */
export type MatchActionOption =
  | 'CLOSE'
  | 'FLEE'
  | 'FLURRY'
  | 'FREE'
  | 'FRENZY'
  | 'MOVE'
  | 'POWER'
  | 'RANGED'
  | 'SHARED_BURDEN';

/** What happened. Which fields matter depends on the type. */
export type MatchEventInput = {
  /** ACTION: MOVE, POWER (each a non-free action) or FREE. */
  action?: InputMaybe<MatchActionKind>;
  /** KILL_ANSWER (HorrorClix): the power (its name, 1-100 characters) of the opponent's monster `figureId` answering the kill the last event made, instead of a plot twist (see matchState.horrorClix.mayAnswerKill). */
  answerPower?: InputMaybe<Scalars['String']['input']>;
  /** ATTACK / ATTACK_TERRAIN: close or ranged. */
  attackKind?: InputMaybe<AttackKind>;
  /** ATTACK: what the table knows of the attacker (altitude, terrain, a move first). */
  attacker?: InputMaybe<AttackerFactsInput>;
  /** DAMAGE / KO / CRITICAL_CONDITION: the figure that dealt it, so hand-entered damage counts as its defeat (leave out for pushing or self-damage: nobody). CAPTURE: the captor. */
  byFigureId?: InputMaybe<Scalars['ID']['input']>;
  /** ATTACK with purpose RESCUE: the captive freed from the target. */
  captiveFigureId?: InputMaybe<Scalars['ID']['input']>;
  /** PLOT_TWIST (HorrorClix): the card's name as printed (1-100 characters); each card is played once. */
  card?: InputMaybe<Scalars['String']['input']>;
  /** DAMAGE / HEAL: clicks. */
  clicks?: InputMaybe<Scalars['Int']['input']>;
  /** ATTACK (Clix Campaign team ability 11, Coordinated Assault): the attacker's team mates adjacent to the target who attack it too, in order, with the same one action. */
  coordinatedWith?: Array<Scalars['ID']['input']>;
  /** ATTACK: one roll against several targets: the damage's clicks for each target hit, as the player splits them; left out: as even as possible. */
  damageSplit?: InputMaybe<Array<DamageShareInput>>;
  /** ATTACK / ATTACK_TERRAIN: squares from the attacker to the targets or the terrain (1: adjacent). */
  distance?: Scalars['Int']['input'];
  /** ATTACK: feats the attacker uses in this attack. */
  feats?: Array<AttackFeat>;
  /** The figure concerned: the attacker, the one damaged or healed... BYSTANDER_SAVED / BYSTANDER_HURT / PROPERTY_DESTROYED / OBJECTIVE_MET: optional, the figure whose side it counts for at resolution (left out: it counts for nobody unless the resolution outcome assigns it). */
  figureId?: InputMaybe<Scalars['ID']['input']>;
  /** ATTACK (HeroClix Alpha, Flurry showing): right after the figure's punch hit, a second punch at another enemy, taking no action. */
  flurry?: Scalars['Boolean']['input'];
  /** ATTACK / FLEE / ETIQUETTE / INSANITY_ROLL: dice rolled at the table, entered by hand; leave out to let the server roll. */
  forcedDice?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** ATTACK (HorrorClix): a blooded monster's frenzy after its move, a free close attack for 1 damage. */
  frenzy?: Scalars['Boolean']['input'];
  /** FLEE (Clix Campaign): the adjacent enemy the figure flees from (on a 6 it hits the figure automatically). */
  fromFigureId?: InputMaybe<Scalars['ID']['input']>;
  /** ATTACK (HeroClix Alpha, Good Luck showing): reroll the attack dice, ALWAYS or IF_MISSED. */
  goodLuckReroll?: InputMaybe<GoodLuckReroll>;
  /** INSANITY_ROLL (HorrorClix): the insanity value the monster's dial shows (1-7): a d6 below it drives the monster insane. */
  insanityValue?: InputMaybe<Scalars['Int']['input']>;
  /** ATTACK (HeroClix Alpha, Mind Control showing): a hit deals no damage; the table moves the target. */
  mindControl?: Scalars['Boolean']['input'];
  /** VICTIM_KILLED (HorrorClix): the kill is next to the Tree of the Damned (+1 action). */
  nextToTreeOfTheDamned?: Scalars['Boolean']['input'];
  /** Free words for the log; ETIQUETTE (required): the question the roll settles. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** ATTACK: an object used as the weapon. */
  object?: InputMaybe<AttackObjectInput>;
  /** ACTION with MOVE (HorrorClix): the victims the monster moved past, each turned face up. */
  passedVictimIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** PLOT_TWIST (HorrorClix): the points the card scores its side (-100 to 100). */
  points?: Scalars['Int']['input'];
  /** POSSESSION (HorrorClix): the monster becomes possessed (true) or is freed (false). */
  possessed?: InputMaybe<Scalars['Boolean']['input']>;
  /** POWER (HeroClix Alpha): the power used instead of attacking; the figures it names are targetFigureIds (Pulse: the enemies in sight within 4, Poison: the adjacent enemies, Heal: the adjacent friend, Regeneration: none). */
  power?: InputMaybe<AlphaPower>;
  /** ATTACK: DAMAGE, or (Clix Campaign) CAPTURE the target or RESCUE `captiveFigureId` from it. */
  purpose?: AttackPurpose;
  /** REINFORCE (Alpha): for each figure in matchState's reinforcementsDue, in order, the reserve figure entering for it (null: none fits). */
  reinforcementFigureIds?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** REVERSAL: the sequence number of the event to undo. */
  reversesSequence?: InputMaybe<Scalars['Int']['input']>;
  /** The position of the side recording the event (END_TURN: the side whose turn ends); left out: the side of `figureId`, else the side to act. Only the side to act may act or end its turn. */
  side?: InputMaybe<Scalars['Int']['input']>;
  /** PLOT_TWIST (HorrorClix): the card is a subplot (at most 1 a side). */
  subplot?: Scalars['Boolean']['input'];
  /** PLOT_TWIST or KILL_ANSWER (HorrorClix): the table's answer, the card or power succeeded; answering a kill, a success saves the victim. */
  success?: Scalars['Boolean']['input'];
  /** ATTACK: the target figures, each at `distance`; or give `targets` instead, one distance and terrain each. POWER: the figures the power names. */
  targetFigureIds?: Array<Scalars['ID']['input']>;
  /** ATTACK: the targets, each with its distance and line of fire (instead of targetFigureIds and distance). */
  targets?: InputMaybe<Array<AttackTargetInput>>;
  /** SHARED_BURDEN (Clix Campaign team ability 10): the adjacent team mate who heals 1 click as `figureId` takes 1. */
  toFigureId?: InputMaybe<Scalars['ID']['input']>;
  /** What happened. */
  type: MatchEventType;
  /** VICTIM_KILLED / MOVE_VICTIM / PLOT_TWIST / MINION (HorrorClix): the victim, e.g. "victim-3" (see matchState.horrorClix.victims); VICTIM_KILLED may leave it out: the first one alive. PLOT_TWIST: none in the preview phase, else one of matchState.horrorClix.mayPlayPlotTwist.victimIds. MINION: the victim the minion `figureId` replaces. */
  victimId?: InputMaybe<Scalars['String']['input']>;
};

/** An order of a match's log: a field and its direction. */
export type MatchEventOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: MatchEventOrderField;
};

/** What a match's log is ordered by (a sequence number is unique in its match). */
export type MatchEventOrderField =
  /** The order events were recorded in (the default, first first). */
  | 'SEQUENCE';

/** What happened at the table; REVERSAL undoes an earlier event; RPS_MOVE is a move of RPS Clix (playRpsMove). */
export type MatchEventType =
  | 'ACTION'
  | 'ATTACK'
  | 'ATTACK_TERRAIN'
  | 'BYSTANDER_HURT'
  | 'BYSTANDER_SAVED'
  | 'CAPTURE'
  | 'CRITICAL_CONDITION'
  | 'DAMAGE'
  | 'END_TURN'
  | 'ESCAPE'
  | 'ETIQUETTE'
  | 'FLEE'
  | 'HEAL'
  | 'HOURGLASS'
  | 'INSANITY_ROLL'
  | 'KILL_ANSWER'
  | 'KO'
  | 'MINION'
  | 'MOVE_VICTIM'
  | 'OBJECTIVE_MET'
  | 'PHASE'
  | 'PLOT_TWIST'
  | 'POSSESSION'
  | 'POWER'
  | 'PROPERTY_DESTROYED'
  | 'REINFORCE'
  | 'RESCUE'
  | 'REVERSAL'
  | 'RPS_MOVE'
  | 'SHARED_BURDEN'
  | 'VICTIM_KILLED';

/** An order of matches: a field and its direction; ties are broken by id. */
export type MatchOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: MatchOrderField;
};

/** What a list of matches is ordered by; ties are broken by id. */
export type MatchOrderField =
  /** The build total each side was built to (its points). */
  | 'BUILD_TOTAL'
  /** When the match was set up. */
  | 'CREATED_AT';

/** What the event log cannot know about how a match ended. */
export type MatchOutcomeInput = {
  /** The random scenario generator gave "In Over Your Head". */
  inOverYourHead?: Scalars['Boolean']['input'];
  /** Rounds played; left out: the END_TURN events of the log divided by the number of sides, rounded up. */
  roundsPlayed?: InputMaybe<Scalars['Int']['input']>;
  /** The scenario's difficulty, 5-10: the prestige of winning or losing it (the world's default when left out). */
  scenarioDifficulty?: InputMaybe<Scalars['Int']['input']>;
  /** Per-side facts; sides left out did nothing the log cannot see. */
  sides?: Array<SideOutcomeInput>;
  /** Position of the winning side; leave out for a draw. 2003, Alpha (once 5 KO points are reached) and HorrorClix decide the winner from their scores instead. */
  winningSide?: InputMaybe<Scalars['Int']['input']>;
};

/** The rules the match is played under. */
export type MatchRuleset =
  | 'CLIX_CAMPAIGN'
  | 'HEROCLIX_2003'
  | 'HEROCLIX_ALPHA'
  | 'HORRORCLIX'
  | 'RPS_CLIX';

/** One side: a team with the members taking part, or an NPC force of character versions. */
export type MatchSideInput = {
  /** Heroes or villains. */
  alignment: TeamAlignment;
  /** HorrorClix: the side's minions (seed 004), off the map and outside the build total until one enters for a victim its side killed (a MINION event); team members for a team side, character versions for an NPC force. */
  minionIds?: Array<Scalars['ID']['input']>;
  /** HeroClix Alpha: the side's reinforcements (seed 001), off the map at the start; team members for a team side, character versions for an NPC force. */
  reinforcementIds?: Array<Scalars['ID']['input']>;
  /** RPS Clix (required there): the front line, the commander and whether the computer plays this side; the army is versionIds, and teamId (optional) names whose side it is. */
  rps?: InputMaybe<RpsSideInput>;
  /** The team playing this side; leave out for an NPC force. */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Members of the team taking part (active members only). */
  teamMemberIds?: Array<Scalars['ID']['input']>;
  /** NPC force: character versions of the world, one figure each. */
  versionIds?: Array<Scalars['ID']['input']>;
};

/** SETUP until the first event, IN_PROGRESS while played, AWAITING_CONFIRMATION while a resolution a player proposed waits to be confirmed, then RESOLVED or VOID. */
export type MatchStatus =
  /** A player proposed the resolution (see Match.resolutionProposal); the other side's owner, the Creator or an organizer confirms or rejects it. */
  | 'AWAITING_CONFIRMATION'
  | 'IN_PROGRESS'
  | 'RESOLVED'
  | 'SETUP'
  | 'VOID';

/** A feat of the world's catalogue, and the member who gets it or loses it. */
export type MemberFeatInput = {
  /** Feat id from the catalogue, e.g. "all-out". */
  featId: Scalars['String']['input'];
  /** The team member (TeamMember.id). */
  memberId: Scalars['ID']['input'];
};

/** ACTIVE plays; OUT misses scenarios; CRITICAL awaits the injury roll; CAPTURED is held; DEAD and QUIT have left the team. */
export type MemberStatus =
  | 'ACTIVE'
  | 'CAPTURED'
  | 'CRITICAL'
  | 'DEAD'
  | 'OUT'
  | 'QUIT';

/** Boot (ground), wing (flies) or dolphin (swims). */
export type MovementSymbol =
  | 'BOOT'
  | 'DOLPHIN'
  | 'WING';

/** Which object table applies: the object tokens, or Clix Campaign's Basic Weaponry list. */
export type ObjectRules =
  | 'BASIC_WEAPONRY'
  | 'OBJECT_TOKENS';

/** An object's weight: object tokens are LIGHT or HEAVY (seeds 000 and 003); Basic Weaponry (seed 000) knows all four. */
export type ObjectWeight =
  | 'EXTREME'
  | 'HEAVY'
  | 'LIGHT'
  | 'MEDIUM';

/** Which way an `orderBy` runs; ties are broken by id in the same direction. */
export type OrderDirection =
  /** Smallest (A, 0, oldest) first. */
  | 'ASC'
  /** Largest (Z, most, newest) first. */
  | 'DESC';

/** A move of an RPS Clix match. */
export type PlayRpsMoveInput = {
  /** The match. */
  matchId: Scalars['ID']['input'];
  /** The move. */
  move: RpsMoveInput;
  /** Position of the side moving; left out: the side to move. */
  side?: InputMaybe<Scalars['Int']['input']>;
};

/** AUTO_JOINED (worth less than the leader, no roll), CONVINCED, REFUSED (may ask again at a higher leader level) or INSULTED (never). */
export type PleaOutcome =
  | 'AUTO_JOINED'
  | 'CONVINCED'
  | 'INSULTED'
  | 'REFUSED';

/** Every condition given must hold. */
export type PowerFilter = {
  /** Only powers coloured on this combat value. */
  category?: InputMaybe<CombatValue>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only powers of this ruleset's list. */
  ruleset?: InputMaybe<PowerRuleset>;
};

/** The rule text a power list comes from. */
export type PowerRuleset =
  /** The campaign rules' "Super Powers" list (seed 000), grouped by speed, attack, defense and damage. */
  | 'CLIX_CAMPAIGN'
  /** The HeroClix Alpha powers card (seed 001), 44 entries; their ids start with `alpha-`. */
  | 'HEROCLIX_ALPHA';

/** An order of the prestige table: a field and its direction; ties are broken by name, then id. */
export type PrestigeTableOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: PrestigeTableOrderField;
};

/** What the prestige table is ordered by; ties are broken by name, then id, in the same direction. */
export type PrestigeTableOrderField =
  /** The team's name. */
  | 'NAME'
  /** Renown: a hero's Prestige, a villain's Infamy by its size (-Infamy), as `rank` counts it. The default is RENOWN DESC with names A to Z. */
  | 'RENOWN';

/** Preview a resolution: the same computation as resolveMatch, nothing written. */
export type PreviewMatchResolutionInput = {
  /** The match to preview. */
  matchId: Scalars['ID']['input'];
  /** The outcome, as it would be given to resolveMatch. */
  outcome: MatchOutcomeInput;
};

/** What became of a resolution a player proposed. */
export type ProposalDecision =
  /** Confirmed: what it computed was applied. */
  | 'CONFIRMED'
  /** Rejected (or withdrawn by its proposer): the match went back to IN_PROGRESS. */
  | 'REJECTED';

/** Rank version printed on the base. */
export type Rank =
  | 'EXPERIENCED'
  | 'LIMITED_EDITION'
  | 'ROOKIE'
  | 'UNIQUE'
  | 'VETERAN';

/** An event to append to a match log. */
export type RecordMatchEventInput = {
  /** What happened. */
  event: MatchEventInput;
  /** The match. */
  matchId: Scalars['ID']['input'];
};

/** Asks a character of the world to join a team: he joins at once when worth less than the leader, else the leader pleads with a roll. */
export type RecruitCharacterInput = {
  /** The character asked to join; not one already on this team (ALREADY_ON_TEAM). */
  characterId: Scalars['ID']['input'];
  /** Hero Points the leader spends to raise his Attack for the plea (steps of 50). */
  heroPointsForPlea?: Scalars['Int']['input'];
  /** The team that recruits; the caller must own it (or be the Creator). */
  teamId: Scalars['ID']['input'];
  /** The version to enlist; by default his Rookie (or the rank he left a team at). */
  versionId?: InputMaybe<Scalars['ID']['input']>;
};

/** Reject the resolution a player proposed (or withdraw it, as its proposer): the match goes back to IN_PROGRESS, nothing applied. */
export type RejectMatchResolutionInput = {
  /** The match awaiting confirmation. */
  matchId: Scalars['ID']['input'];
  /** Why it is rejected (kept with the proposal, shown on the activity feed). */
  reason: Scalars['String']['input'];
};

/** Removes a member from a world; the account itself is kept. */
export type RemoveWorldMemberInput = {
  /** The `id` of the member's account. Removing the last Creator is refused (LAST_CREATOR). */
  accountId: Scalars['ID']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Resolve a finished match, exactly once. */
export type ResolveMatchInput = {
  /**
   * Deprecated: the Idempotency-Key header, given as an input field (the header wins when both are sent).
   * @deprecated Send the Idempotency-Key HTTP header instead (docs/api.md, "Idempotent retries"); this field is read as that header when the header is absent.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The match to resolve. */
  matchId: Scalars['ID']['input'];
  /** What the log cannot know: winner, scenario results, facts. */
  outcome: MatchOutcomeInput;
};

/** What decided a battle: the colour wheel, else the higher attack value, else (same colour and attack) a d6 roll-off from the match dice. */
export type RpsBattleDecision =
  | 'ATTACK'
  | 'COLOUR'
  | 'DEFENDER_HOLDS'
  | 'ROLL_OFF';

/** Who won a battle (NONE: the defender held, nothing moved). */
export type RpsBattleWinner =
  | 'ATTACKER'
  | 'DEFENDER'
  | 'NONE';

/** RPS Clix computer player: RANDOM plays any legal move; GREEDY looks one move ahead (wins, then kills, then advances). Both draw from the match's seed, so a game replays exactly. */
export type RpsComputerLevel =
  | 'GREEDY'
  | 'RANDOM';

/** How the game ended: the loser's commander killed, the loser's front line filled by enemies while its commander waited, or (a draw) the turn limit. */
export type RpsEndReason =
  | 'COMMANDER_KILLED'
  | 'FRONT_LINE_OVERRUN'
  | 'TURN_LIMIT';

/** RPS Clix: what a battle between the same colour and the same attack does, which seed 002 does not say (a reading). ROLL_OFF: each rolls a d6 from the match dice, re-rolling ties, the higher wins; DEFENDER_HOLDS: nothing happens. */
export type RpsEqualBattle =
  | 'DEFENDER_HOLDS'
  | 'ROLL_OFF';

/** A monster killed in a battle, or surrounded (each side an enemy or the edge; never on its own front line). */
export type RpsKillCause =
  | 'BATTLE'
  | 'SURROUNDED';

/** RPS Clix: the settings of the game (seed 002 where it says, our readings where it does not). */
export type RpsMatchInput = {
  /** A battle between the same colour and the same attack (a reading); left out: the world's setting rps.equalBattle (ROLL_OFF unless the Creator changed it). */
  equalBattle?: InputMaybe<RpsEqualBattle>;
  /** Length of the battlefield, 2 to 50 squares (it is always 5 wide); left out: 7, as the seed explains the game. */
  rows?: InputMaybe<Scalars['Int']['input']>;
  /** Moves after which a game nobody has won is a draw, 1 to 1000 (a reading: the seed has no end otherwise); left out: the world's setting rps.turnLimit (200 unless the Creator changed it). */
  turnLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** RESERVE: not played yet (summon it); WAITING: the commander behind its front line; ON_BOARD: on the battlefield; KILLED. */
export type RpsMonsterStatus =
  | 'KILLED'
  | 'ON_BOARD'
  | 'RESERVE'
  | 'WAITING';

/** One RPS Clix action: a monster moves, battles or is summoned to a square. */
export type RpsMoveInput = {
  /** MOVE, BATTLE or SUMMON. */
  kind: RpsMoveKind;
  /** The monster: its `id` as rpsState lists it (its figure's `MatchFigure.id`). */
  monsterId: Scalars['ID']['input'];
  /** Where it goes, battles or is summoned. */
  to: RpsSquareInput;
};

/** RPS Clix: MOVE into an empty square, BATTLE an opposing monster, or SUMMON a reserve monster onto a free square of its own front line (seed 002). */
export type RpsMoveKind =
  | 'BATTLE'
  | 'MOVE'
  | 'SUMMON';

/** Experience ring: rookie YELLOW, experienced BLUE, veteran RED. Blue beats red, red beats yellow, yellow beats blue. */
export type RpsRingColour =
  | 'BLUE'
  | 'RED'
  | 'YELLOW';

/** RPS Clix: a side's opening (seed 002), by places in the side's versionIds. */
export type RpsSideInput = {
  /** The sixth monster picked, which the opponent chose to be this side's commander: its place in versionIds. */
  commander: Scalars['Int']['input'];
  /** The computer plays this side at this level; left out: a person does. One side at most. */
  computer?: InputMaybe<RpsComputerLevel>;
  /** The five monsters of the front line, column 0 to 4: places (0-based) in versionIds. */
  frontLine: Array<Scalars['Int']['input']>;
};

/** A square of the RPS Clix battlefield: column 0-4, row 0 (side 0’s front line) to rows-1 (side 1’s). */
export type RpsSquareInput = {
  /** Column, 0 to 4. */
  col: Scalars['Int']['input'];
  /** Row, 0 (side 0's front line) to rows - 1 (side 1's). */
  row: Scalars['Int']['input'];
};

/** Where a rule step comes from: a power, a feat or the rules themselves. */
export type RuleStepSource =
  | 'FEAT'
  | 'POWER'
  | 'RULE';

/** Every condition given must hold. */
export type ScenarioFilter = {
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True: only scenarios flagged for the Creator's review; false: only the others. */
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Changes a member's role in a world. */
export type SetWorldMemberRoleInput = {
  /** The `id` of the member's account (MEMBER_NOT_FOUND when it is not a member). */
  accountId: Scalars['ID']['input'];
  /** The new role. Demoting the last Creator is refused (LAST_CREATOR). */
  role: WorldRole;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** How a match ended for one side. */
export type SideOutcome =
  | 'DRAW'
  | 'LOST'
  | 'WON';

/** What one side did that the log cannot know. Counts add to what the log attributes to the side's figures. */
export type SideOutcomeInput = {
  /** Bystanders hurt by this side, beyond the attributed BYSTANDER_HURT events. */
  bystandersHurt?: Scalars['Int']['input'];
  /** Bystanders saved by this side, beyond the BYSTANDER_SAVED events attributed to its figures. */
  bystandersSaved?: Scalars['Int']['input'];
  /** Scenario fact: enemy points KOed without a hostage KO. */
  enemyPointsKOdWithoutHostageKO?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: escapees recaptured. */
  escapeesRecaptured?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: escapees in all. */
  escapeesTotal?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: hostages KOed by this team. */
  hostagesKOdByTeam?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: hostages KOed by the villains. */
  hostagesKOdByVillains?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: hostages saved. */
  hostagesSaved?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: hostages taken by the villains. */
  hostagesTakenByVillains?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: members not attempting the goal. */
  membersNotAttempting?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: members rescuing innocents. */
  membersRescuingInnocents?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario fact: monsters that escaped. */
  monstersEscaped?: InputMaybe<Scalars['Int']['input']>;
  /** Scenario objectives this side met, e.g. ROBBERY_FOILED. */
  objectivesMet?: Array<Scalars['String']['input']>;
  /** Scenario fact: this team's points wounded by the bomb. */
  ownPointsWoundedByBomb?: InputMaybe<Scalars['Int']['input']>;
  /** HorrorClix: plot-twist (and subplot) points. */
  plotTwistPoints?: Scalars['Int']['input'];
  /** Position of the side in the match. */
  position: Scalars['Int']['input'];
  /** Public property destroyed by this side, beyond the attributed PROPERTY_DESTROYED events. */
  propertyDestroyed?: Scalars['Int']['input'];
  /** In Over Your Head: this side ran away. */
  ranAway?: Scalars['Boolean']['input'];
  /** The member personally responsible for the scenario's success (+2 Achievement Points). */
  responsibleMemberId?: InputMaybe<Scalars['ID']['input']>;
  /** WON or LOST: whether this side achieved the scenario's goal; leave out when no scenario was played. */
  scenarioOutcome?: InputMaybe<Scalars['String']['input']>;
  /** This team was responsible for the scenario win (the second 25 Hero Points). */
  teamResponsible?: Scalars['Boolean']['input'];
  /** HorrorClix: victims killed. */
  victimsKilled?: Scalars['Int']['input'];
};

/** The credentials of an existing account. */
export type SignInInput = {
  /** The email address the account signed up with, at most 200 characters. */
  email: Scalars['String']['input'];
  /** The account's password, at most 200 characters. A wrong email or password gives INVALID_CREDENTIALS, without saying which. */
  password: Scalars['String']['input'];
};

/** A new account: its sign-in email, password and public name. */
export type SignUpInput = {
  /** Name shown to other members of shared worlds, 1 to 80 characters. */
  displayName: Scalars['String']['input'];
  /** Email address used to sign in, at most 200 characters; stored in lower case and must not belong to another account (EMAIL_TAKEN). */
  email: Scalars['String']['input'];
  /** Password, 10 to 200 characters (PASSWORD_TOO_SHORT below that), not only spaces and not one of the most common passwords (PASSWORD_TOO_WEAK). Stored only as a hash. */
  password: Scalars['String']['input'];
};

/** A power printed for this figure alone, under its dial. */
export type SpecialPowerInput = {
  /** The name printed on the card, 1 to 80 characters. */
  name: Scalars['String']['input'];
  /** The rules text as printed, at most 2000 characters. */
  text: Scalars['String']['input'];
  /** The value it belongs to (a "Movement Special" is SPEED). */
  value: CombatValue;
};

/** Heroes keep Prestige, villains Infamy. */
export type TeamAlignment =
  | 'HERO'
  | 'VILLAIN';

/** Every condition given must hold. */
export type TeamFilter = {
  /** Only hero teams, or only villain teams. */
  alignment?: InputMaybe<TeamAlignment>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Account id of the owner. */
  owner?: InputMaybe<Scalars['ID']['input']>;
};

/** An order of teams: a field and its direction; ties are broken by id. */
export type TeamOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: TeamOrderField;
};

/** What a list of teams is ordered by; ties are broken by id. A balance is the team's own (not its members'), 0 when it has none. */
export type TeamOrderField =
  /** Its Hero Points in hand. */
  | 'HERO_POINTS'
  /** Its Infamy (villains keep it; a hero has 0). */
  | 'INFAMY'
  /** The team's name. */
  | 'NAME'
  /** Its Prestige (heroes keep it; a villain has 0). */
  | 'PRESTIGE';

/** Fields left out keep their value; `versions`, when given, replaces every version and dial. */
export type UpdateCharacterInput = {
  /** New free text, at most 5000 characters; null keeps it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The character to change. */
  id: Scalars['ID']['input'];
  /** New kind; null keeps it. */
  kind?: InputMaybe<CharacterKind>;
  /** New persona name, 1 to 80 characters, unique within the world; null keeps it. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Every version with its dial, 1 to 5, replacing all current ones; null keeps them. A version a team member plays cannot be dropped (VERSION_IN_USE). */
  versions?: InputMaybe<Array<CharacterVersionInput>>;
  /** New visibility; null keeps it. */
  visibility?: InputMaybe<Visibility>;
};

/** Fields left out keep their value. `price: null` takes the feat off sale (printed upkeep or not) until priced again. */
export type UpdateFeatInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  /** New name, 1 to 80 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** False once the Creator has reviewed the text; true flags it again. */
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  /** New "Prerequisite:" line shown to players, at most 500 characters; the check itself uses `requiredPowers`. */
  prerequisiteText?: InputMaybe<Scalars['String']['input']>;
  /** Price in Hero Points; pricing an unpriced feat makes it buyable, null takes it off sale. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Power ids of this world's catalogue: every group required, any one power of a group. */
  requiredPowers?: InputMaybe<Array<Array<Scalars['String']['input']>>>;
  /** New rule text, at most 20000 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Fields left out keep their value. `price: null` makes the item unbuyable until priced again. */
export type UpdateItemInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  /** Damage (advanced weapons) or damage added (objects), 0 to 99. */
  damage?: InputMaybe<Scalars['Int']['input']>;
  /** {"kind":"D6","measures":"..."} or {"kind":"D6_TABLE","measures":"...","rows":[{"from":1,"to":2,"value":1}, ...]}; null for none. */
  effectRoll?: InputMaybe<Scalars['JSON']['input']>;
  /** New name, 1 to 80 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Price in $. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Range in squares, 0 to 99. */
  range?: InputMaybe<Scalars['Int']['input']>;
  /** New line under the name (e.g. "Heals 1d6"), at most 200 characters. */
  summary?: InputMaybe<Scalars['String']['input']>;
  /** New description text, at most 20000 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Changes to an OPEN league's settings; fields left out stay as they are. Standings follow at once: points are computed when read. */
export type UpdateLeagueInput = {
  /** The league to change. */
  leagueId: Scalars['ID']['input'];
  /** A new name, 1-80 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** New points for a win, a draw, a loss. */
  scoring?: InputMaybe<LeagueScoringInput>;
  /** A new season label (up to 40 characters; empty for none). */
  season?: InputMaybe<Scalars['String']['input']>;
  /** New tie-breakers, in order (an empty list: teams level on points share a rank). */
  tieBreakers?: InputMaybe<Array<LeagueTieBreaker>>;
};

/** Fields left out keep their value. */
export type UpdatePowerInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  /** The combat value the power is coloured on. */
  category?: InputMaybe<CombatValue>;
  /** New name, 1 to 80 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 1-based place within its category, 1 to 99. */
  slot?: InputMaybe<Scalars['Int']['input']>;
  /** New rule text, at most 20000 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Fields left out keep their value; null clears forceRatio or roundLimit. */
export type UpdateScenarioInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  /** Opposing force as a multiple of the hero force, more than 0 and at most 100. */
  forceRatio?: InputMaybe<Scalars['Float']['input']>;
  /** New title, 1 to 120 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** False once the Creator has reviewed the numbers; true flags it again. */
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  /** The round by which the scenario is decided, 1 to 1000. */
  roundLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Scoring lines (ScoringRule[] of the rules package); replaces them all. */
  scoring?: InputMaybe<Scalars['JSON']['input']>;
  /** Scoring conditions in words (up to 50); replaces them all. */
  scoringNotes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** New set-up text, one paragraph per entry (up to 50); replaces them all. */
  setup?: InputMaybe<Array<Scalars['String']['input']>>;
  /** World slug. */
  world: Scalars['String']['input'];
  /** What happens after the match (up to 50 paragraphs); replaces them all. */
  wrapUp?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A partial change: fields left out keep their value. The typed fields are shortcuts into the settings document; `patch` changes any other part of it (same shape as `WorldSettings.raw`). */
export type UpdateWorldSettingsInput = {
  /** Most Hero Points a Veteran bonus feat may be worth, 0 or more. */
  bonusFeatMaxWorth?: InputMaybe<Scalars['Int']['input']>;
  /** Added to the target's defense against a capture attempt, 0 to 20. */
  captureDefenseBonus?: InputMaybe<Scalars['Int']['input']>;
  /** How Hero Points from a defeat are made whole. */
  defeatRounding?: InputMaybe<HeroPointRounding>;
  /** Hero Points for defeating the majority of the opposing team, 0 or more. */
  enemyTeamDefeatBonus?: InputMaybe<Scalars['Int']['input']>;
  /** When a feat's upkeep is due. */
  featUpkeepPeriod?: InputMaybe<UpkeepPeriod>;
  /** Hero Points per level in a level-up cost, 0 or more. */
  heroPointsPerLevel?: InputMaybe<Scalars['Int']['input']>;
  /** Kills needed for a majority of an enemy team of 1, 2, 3 ... members. */
  majorityBySize?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** For enemy teams larger than majorityBySize covers, kills needed are the team size minus this (0 or more). */
  majorityMarginBeyondTable?: InputMaybe<Scalars['Int']['input']>;
  /** Most feats one member may have. */
  maxFeatsPerMember?: InputMaybe<Scalars['Int']['input']>;
  /** Most members a team may have when it is founded, 1 to 100. */
  maxFoundingMembers?: InputMaybe<Scalars['Int']['input']>;
  /** Largest team after founding; null for no limit. */
  maxTeamSize?: InputMaybe<Scalars['Int']['input']>;
  /** Any other part of the settings document, e.g. {"combat": {"objectRules": "OBJECT_TOKENS"}}. */
  patch?: InputMaybe<Scalars['JSON']['input']>;
  /** Cash ($) a new team starts with. */
  startingCash?: InputMaybe<Scalars['Int']['input']>;
  /** Hero Points a team run by one player starts with. */
  startingHeroPoints?: InputMaybe<Scalars['Int']['input']>;
  /** Hero Points a team of several players starts with. */
  startingHeroPointsSeveralPlayers?: InputMaybe<Scalars['Int']['input']>;
  /** Whether this world's teams are shared by several players (they then start with startingHeroPointsSeveralPlayers). */
  teamsOfSeveralPlayers?: InputMaybe<Scalars['Boolean']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** When a feat's upkeep falls due. */
export type UpkeepPeriod =
  /** Only the purchase price: nothing falls due afterwards. */
  | 'ONCE'
  /** Due again every scenario the member's team plays, besides the purchase price. */
  | 'PER_SCENARIO';

/** Stable code of a problem the caller can fix; never renamed. */
export type UserErrorCode =
  | 'ACCOUNT_NOT_FOUND'
  | 'ACTIONS_ENDED'
  | 'ALREADY_ACTED_THIS_TURN'
  | 'ALREADY_CAPTURED'
  | 'ALREADY_FRENZIED'
  | 'ALREADY_HAS_CAPTIVE'
  | 'ALREADY_KILLED_THIS_TURN'
  | 'ALREADY_MEMBER'
  | 'ALREADY_ON_TEAM'
  | 'API_KEY_NOT_FOUND'
  | 'ARCHENEMIES_IN_ARMY'
  | 'ATTACK_TOTAL_OVER_LIMIT'
  | 'BATTLE_FURY_LEADER'
  | 'BLACK_TAB_POWERS_COMBINED'
  | 'BONUS_ALREADY_OWNED'
  | 'BONUS_OUT_OF_ORDER'
  | 'BONUS_RANK_HAS_NO_ROW'
  | 'BONUS_TIER_UNKNOWN'
  | 'CANNOT_BATTLE_OWN_MONSTER'
  | 'CANNOT_REACH_ALTITUDE'
  | 'CANNOT_TARGET_AFTER_MOVING'
  | 'CAPTURE_IS_CLOSE_COMBAT'
  | 'CATALOGUE_ENTRY_NOT_FOUND'
  | 'CHARACTER_IN_USE'
  | 'CHARACTER_NAME_TAKEN'
  | 'CHARACTER_NOT_FOUND'
  | 'CHARACTER_NOT_RESTORABLE'
  | 'CHARACTER_ON_A_TEAM'
  | 'CHOICE_COUNT_MISMATCH'
  | 'CLOSE_COMBAT_SINGLE_TARGET'
  | 'COMMANDER_CANNOT_BE_SUMMONED'
  | 'COMMANDER_MUST_ENTER_IN_FRONT'
  | 'COMMANDER_ON_FRONT_LINE'
  | 'COMPUTER_ON_BOTH_SIDES'
  | 'COORDINATED_ASSAULT_IS_CLOSE_COMBAT'
  | 'CORRECTION_OVERDRAWS'
  | 'CRITICAL_CONDITION_NEEDS_MEDICAL_ATTENTION'
  | 'DIAGONAL'
  | 'DIAL_CANNOT_REACH'
  | 'DIAL_EMPTY'
  | 'DIAL_TOO_LONG'
  | 'DICE_MISSING'
  | 'DUPLICATE_CHARACTER_ID'
  | 'DUPLICATE_FIGURE_ID'
  | 'DUPLICATE_MEMBER'
  | 'DUPLICATE_MODEL_ID'
  | 'DUPLICATE_MONSTER_ID'
  | 'DUPLICATE_RANK'
  | 'DUPLICATE_TARGET'
  | 'DUPLICATE_UNIQUE'
  | 'EMAIL_TAKEN'
  | 'ENTRY_ALREADY_CORRECTED'
  | 'EVENT_FIELDS_CONFLICT'
  | 'EVENT_FIELD_MISSING'
  | 'EVENT_NOT_FOUND'
  | 'EVENT_NOT_REVERSIBLE'
  | 'EVENT_REFUSED_BY_RULES'
  | 'EXTENDED_RANGE_TOO_FAR'
  | 'FEAT_ALREADY_KNOWN'
  | 'FEAT_NEEDS_CLOSE_COMBAT'
  | 'FEAT_NEEDS_RANGED_COMBAT'
  | 'FEAT_NOT_ASSIGNED'
  | 'FEAT_NOT_FOUND'
  | 'FEAT_NOT_PRICED'
  | 'FEAT_PREREQUISITE_MISSING'
  | 'FEAT_SINGLE_TARGET'
  | 'FIELD_MISSING'
  | 'FIGURE_ALREADY_ACTED'
  | 'FIGURE_ALREADY_IN_MATCH'
  | 'FIGURE_NOT_ACTIVE'
  | 'FIGURE_NOT_FOUND'
  | 'FIGURE_NOT_ON_SIDE'
  | 'FIGURE_OUT_OF_PLAY'
  | 'FLURRY_NOT_AVAILABLE'
  | 'FRENZY_IS_CLOSE_COMBAT'
  | 'FRENZY_NEEDS_MOVE'
  | 'FRIENDLY_TARGET'
  | 'FRONT_LINE_NOT_FIVE'
  | 'GOOD_LUCK_NOT_SHOWING'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IMMOVABLE'
  | 'IMPORT_FORMAT_UNKNOWN'
  | 'IMPORT_NOT_JSON'
  | 'IMPORT_TOO_LARGE'
  | 'IMPORT_VALUE_INVALID'
  | 'INCAPABLE'
  | 'INSANITY_ALREADY_ROLLED'
  | 'INSANITY_ROLLS_DUE'
  | 'INSUFFICIENT_CASH'
  | 'INSUFFICIENT_HERO_POINTS'
  | 'INTANGIBLE_TARGET'
  | 'INVALID_ATTACK'
  | 'INVALID_BOARD_LENGTH'
  | 'INVALID_BUILD_TOTAL'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_DAMAGE_SPLIT'
  | 'INVALID_FIELD'
  | 'INVALID_FIGURE'
  | 'INVALID_INPUT'
  | 'INVALID_POINT_VALUE'
  | 'INVALID_SETTING'
  | 'INVALID_VALUE'
  | 'INVITATION_NOT_FOUND'
  | 'ITEM_NOT_FOUND'
  | 'ITEM_NOT_PRICED'
  | 'KILL_ANSWER_NOT_NOW'
  | 'KO_CLICK_MISSING'
  | 'LAST_CREATOR'
  | 'LEADER_NOT_A_FOUNDER'
  | 'LEADER_NOT_EXPERIENCED'
  | 'LEAGUE_FINAL'
  | 'LEAGUE_HAS_PENDING_MATCHES'
  | 'LEAGUE_NAME_TAKEN'
  | 'LEAGUE_NOT_FOUND'
  | 'LEAGUE_RESULT_ALREADY_RECORDED'
  | 'LEAGUE_RESULT_NOT_RECORDED'
  | 'LEAGUE_SCORING_INVALID'
  | 'LEAGUE_TEAM_HAS_MATCHES'
  | 'LEAGUE_TIE_BREAKERS_INVALID'
  | 'LEDGER_ENTRY_NOT_FOUND'
  | 'LEVEL_SKIPPED'
  | 'MARKED_THIS_TURN'
  | 'MASTERMIND_ATTACKED_ONCE'
  | 'MASTERMIND_NOT_SHOWING'
  | 'MASTERMIND_RECIPIENT_NOT_LOWER'
  | 'MATCH_ALREADY_RESOLVED'
  | 'MATCH_AWAITING_CONFIRMATION'
  | 'MATCH_CLOSED'
  | 'MATCH_FIGURE_NOT_FOUND'
  | 'MATCH_LOG_OUTDATED'
  | 'MATCH_NOT_FOUND'
  | 'MATCH_NOT_IN_LEAGUE'
  | 'MATCH_OVER'
  | 'MATCH_VOID'
  | 'MEMBER_NOT_FOUND'
  | 'MEMBER_NOT_ON_TEAM'
  | 'MIND_CONTROL_NOT_SHOWING'
  | 'MINION_ALREADY_ENTERED'
  | 'MONSTER_KILLED'
  | 'MONSTER_NOT_IN_PLAY'
  | 'MONSTER_PICKED_TWICE'
  | 'NEGATIVE_VALUE'
  | 'NOTHING_TO_BATTLE'
  | 'NOT_ADJACENT'
  | 'NOT_AN_RPS_MATCH'
  | 'NOT_A_CAPTIVE'
  | 'NOT_A_CONFIRMER'
  | 'NOT_A_FRIEND'
  | 'NOT_A_LEVEL_UP'
  | 'NOT_A_MINION'
  | 'NOT_A_REINFORCEMENT'
  | 'NOT_A_TEAM_MATE'
  | 'NOT_BLOODED'
  | 'NOT_CAPTURED'
  | 'NOT_IN_ARMY'
  | 'NOT_IN_RESERVE'
  | 'NOT_IN_RULESET'
  | 'NOT_OWN_FRONT_LINE'
  | 'NOT_ROOKIE'
  | 'NOT_TWO_ARMIES'
  | 'NOT_YOUR_MATCH'
  | 'NOT_YOUR_MONSTER'
  | 'NOT_YOUR_SIDE'
  | 'NOT_YOUR_TEAM'
  | 'NOT_YOUR_TURN'
  | 'NO_ACTIONS_LEFT'
  | 'NO_DAMAGE_TO_SHARE'
  | 'NO_FEATS_IN_RULES'
  | 'NO_FOUNDERS'
  | 'NO_INSANITY_SHOWING'
  | 'NO_NEXT_VERSION'
  | 'NO_OBJECTS_IN_RULES'
  | 'NO_PROPOSED_RESOLUTION'
  | 'NO_RANGE'
  | 'NO_REINFORCEMENTS_DUE'
  | 'NO_TARGETS'
  | 'OBJECT_NEEDS_SUPER_STRENGTH'
  | 'OBJECT_NOT_IN_TABLE'
  | 'OBJECT_SINGLE_TARGET'
  | 'OFF_BOARD'
  | 'OPPONENT_IS_YOUR_TEAM'
  | 'OUT_OF_RANGE'
  | 'OVER_BUILD_TOTAL'
  | 'OVER_POINT_LIMIT'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_WEAK'
  | 'PERMANENTLY_INJURED'
  | 'PLAYER_MATCH_TEAMS_ONLY'
  | 'PLEA_REFUSED_AT_THIS_LEVEL'
  | 'PLEA_SPEND_INVALID'
  | 'PLOT_TWISTS_USED_UP'
  | 'PLOT_TWIST_ALREADY_PLAYED'
  | 'PLOT_TWIST_NOT_NOW'
  | 'PLOT_TWIST_VICTIM'
  | 'POWER_NOT_IN_CATALOGUE'
  | 'POWER_NOT_SHOWING'
  | 'POWER_UNKNOWN'
  | 'PROPOSAL_OUTDATED'
  | 'PROPOSER_CANNOT_CONFIRM'
  | 'RANGED_WHILE_ADJACENT'
  | 'RANGE_NEGATIVE'
  | 'REINFORCEMENTS_DUE'
  | 'REINFORCEMENT_CHOSEN_TWICE'
  | 'REINFORCEMENT_REQUIRED'
  | 'REINFORCEMENT_TOO_EXPENSIVE'
  | 'REMOVED_FROM_PLAY'
  | 'RESOLUTION_REFUSED_BY_RULES'
  | 'RPS_GAME_NOT_OVER'
  | 'RPS_OPENING_MISSING'
  | 'RULESET_NOT_PLAYED'
  | 'SCENARIO_GIVEN_TWICE'
  | 'SCENARIO_HAS_NO_FORCE_RATIO'
  | 'SCENARIO_NOT_FOUND'
  | 'SCENARIO_REQUIRED'
  | 'SCORING_LINE_INVALID'
  | 'SETTING_NOT_ALLOWED'
  | 'SETTING_OUT_OF_RANGE'
  | 'SETTING_TABLE_INCOMPLETE'
  | 'SETTING_UNKNOWN'
  | 'SETTING_WRONG_TYPE'
  | 'SHROUDED_NO_LINE_OF_FIRE'
  | 'SIDE_HAS_NO_FIGURES'
  | 'SIDE_INVALID'
  | 'SIDE_NOT_FOUND'
  | 'SIDE_PLAYED_BY_COMPUTER'
  | 'SKILL_NOT_FOUND'
  | 'SKILL_POINTS_EXCEEDED'
  | 'SPECIAL_MOVEMENT_NOT_FIRST'
  | 'SQUARE_OCCUPIED'
  | 'STARTING_CLICK_OUTSIDE_DIAL'
  | 'STEALTH_TARGET'
  | 'SUBPLOT_ALREADY_PLAYED'
  | 'TABLE_DICE_INVALID'
  | 'TARGETS_OUT_OF_RANGE'
  | 'TARGET_INSULTED'
  | 'TARGET_IS_ATTACKER'
  | 'TARGET_UNAVAILABLE'
  | 'TEAM_ABILITY_NOT_PINNED'
  | 'TEAM_ALREADY_IN_LEAGUE'
  | 'TEAM_FULL'
  | 'TEAM_MEMBER_NOT_FOUND'
  | 'TEAM_NAME_TAKEN'
  | 'TEAM_NOT_FOUND'
  | 'TEAM_NOT_IN_LEAGUE'
  | 'TOO_FEW_CHARACTERS'
  | 'TOO_FEW_MONSTERS'
  | 'TOO_FEW_SIDES'
  | 'TOO_MANY_FEATS'
  | 'TOO_MANY_FOUNDERS'
  | 'TOO_MANY_TARGETS'
  | 'TWO_ACTION_TOKENS'
  | 'UNIQUE_NOT_ALLOWED'
  | 'UNKNOWN_EVENT'
  | 'UNKNOWN_MONSTER'
  | 'UNKNOWN_MOVE'
  | 'VALUE_TOO_LARGE'
  | 'VERSIONS_MISSING'
  | 'VERSION_IN_USE'
  | 'VERSION_NOT_FOUND'
  | 'VICTIM_ALREADY_REPLACED'
  | 'VICTIM_DEAD'
  | 'VICTIM_NEEDS_MOVE'
  | 'VICTIM_NOT_FOUND'
  | 'VICTIM_NOT_KILLED_THIS_TURN'
  | 'VICTIM_TO_MOVE'
  | 'VOID_WOULD_OVERDRAW'
  | 'WEBHOOK_ADDRESS_REFUSED'
  | 'WEBHOOK_DELIVERY_NOT_FOUND'
  | 'WEBHOOK_EVENTS_REQUIRED'
  | 'WEBHOOK_HOST_UNRESOLVED'
  | 'WEBHOOK_LIMIT_REACHED'
  | 'WEBHOOK_NOT_FOUND'
  | 'WEBHOOK_URL_INVALID'
  | 'WEBHOOK_URL_NOT_HTTPS'
  | 'WORLD_NOT_FOUND'
  | 'WORLD_SLUG_TAKEN'
  | 'WRONG_PHASE'
  | 'WRONG_RETURN_RANK';

/** HIDDEN characters are the Creator's secrets: no public client sees them. */
export type Visibility =
  | 'HIDDEN'
  | 'PUBLIC';

/** Void a match: a resolution is reversed (ledger corrections, members' fields restored). */
export type VoidMatchInput = {
  /** The match to void. */
  matchId: Scalars['ID']['input'];
  /** Why it is voided (kept with the resolution). */
  reason: Scalars['String']['input'];
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** An attempt was answered with a 2xx. */
  | 'DELIVERED'
  /** Every attempt failed; replay it to try again. */
  | 'FAILED'
  /** Not yet answered with a 2xx: waiting for its first attempt or its next retry. */
  | 'PENDING';

/** An event a webhook subscribes to; the body of a delivery names it in `type` (e.g. "match.resolved"). */
export type WebhookEvent =
  /** "match.resolved": a match was resolved (its awards applied). */
  | 'MATCH_RESOLVED'
  /** "match.voided": a match was voided (a resolution, if any, reversed). */
  | 'MATCH_VOIDED'
  /** "standings.changed": a league's table changed; `data.cause` says why: match.resolved, match.voided (a resolved match), league.team_joined, league.team_left, league.scoring_changed (scoring or tie-breakers), league.finalized, league.standings_rebuilt. */
  | 'STANDINGS_CHANGED';

/** An order of webhooks: a field and its direction; ties are broken by id. */
export type WebhookOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: WebhookOrderField;
};

/** What a list of webhooks is ordered by; ties are broken by id. */
export type WebhookOrderField =
  /** When it was registered (the default, newest first). */
  | 'CREATED_AT'
  /** Where events are POSTed. */
  | 'URL';

/** The Creator withdraws a pending invitation to his world. */
export type WithdrawWorldInvitationInput = {
  /** The e-mail invited (INVITATION_NOT_FOUND when none is pending). */
  email: Scalars['String']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
};

/** An order of a world's members: a field and its direction. */
export type WorldMemberOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: WorldMemberOrderField;
};

/** What a world's members are ordered by; ties are broken by when they joined, then by account. */
export type WorldMemberOrderField =
  /** When the member joined (the default, oldest first). */
  | 'JOINED_AT'
  /** The role, by its name (CREATOR, ORGANIZER, PLAYER). */
  | 'ROLE';

/** An order of worlds: a field and its direction; ties are broken by id. */
export type WorldOrder = {
  /** ASC or DESC. */
  direction: OrderDirection;
  /** The field to sort by. */
  field: WorldOrderField;
};

/** What the list of worlds is ordered by; ties are broken by id. */
export type WorldOrderField =
  /** When the world was created. */
  | 'CREATED_AT'
  /** The world's name. */
  | 'NAME'
  /** The world's slug (unique; the default). */
  | 'SLUG';

/** CREATOR curates the world, ORGANIZER runs leagues, PLAYER owns teams. */
export type WorldRole =
  | 'CREATOR'
  | 'ORGANIZER'
  | 'PLAYER';

export type ClixCharactersPageQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<CharacterFilter>;
  orderBy: InputMaybe<CharacterOrder>;
}>;


export type ClixCharactersPageQuery = { __typename?: 'Query', characters: { __typename?: 'CharacterConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename?: 'Character', id: string, name: string, kind: CharacterKind, visibility: Visibility, description: string, updatedAt: string, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, movement: MovementSymbol, damageSymbol: DamageSymbol, keywords: Array<string>, teamAbility: string | null, startingClick: number, koClicks: number, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, attack: number, defense: number, damage: number, speedPower: string | null, attackPower: string | null, defensePower: string | null, damagePower: string | null }> }> }> } | null };

export type ClixTeamsPageQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<TeamFilter>;
  orderBy: InputMaybe<TeamOrder>;
}>;


export type ClixTeamsPageQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment, heroPoints: number, cash: number, prestige: number | null, infamy: number | null, pointValue: number, members: Array<{ __typename?: 'TeamMember', id: string, rank: Rank, level: number, status: MemberStatus, achievementPoints: number, outForScenarios: number | null, isLeader: boolean, character: { __typename?: 'Character', id: string, name: string }, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number } }> }> } | null };

export type ClixMatchesPageQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  leagueId: InputMaybe<Scalars['ID']['input']>;
  status: InputMaybe<MatchStatus>;
  orderBy: InputMaybe<MatchOrder>;
}>;


export type ClixMatchesPageQuery = { __typename?: 'Query', matches: { __typename?: 'MatchConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename?: 'Match', id: string, status: MatchStatus, ruleset: MatchRuleset, buildTotal: number, createdAt: string, seedHash: string, seed: string | null, league: { __typename?: 'League', id: string, name: string } | null, scenario: { __typename?: 'Scenario', id: string, name: string } | null, sides: Array<{ __typename?: 'MatchSide', id: string, position: number, alignment: TeamAlignment, team: { __typename?: 'Team', id: string, name: string } | null }> }> } | null };

export type ClixLeaguesPageQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  season: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<LeagueStatus>;
  orderBy: InputMaybe<LeagueOrder>;
}>;


export type ClixLeaguesPageQuery = { __typename?: 'Query', leagues: { __typename?: 'LeagueConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename?: 'League', id: string, name: string, season: string, status: LeagueStatus, createdAt: string, finalizedAt: string | null, tieBreakers: Array<LeagueTieBreaker>, scoring: { __typename?: 'LeagueScoring', win: number, draw: number, loss: number } }> } | null };

export type ClixLedgerPageQueryVariables = Exact<{
  teamId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  currency: InputMaybe<LedgerCurrency>;
}>;


export type ClixLedgerPageQuery = { __typename?: 'Query', teamHistory: { __typename?: 'LedgerEntryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename?: 'LedgerEntry', id: string, createdAt: string, currency: LedgerCurrency, amount: number, balanceAfter: number, reason: LedgerReason, note: string, sourceType: LedgerSourceType | null, sourceId: string | null, correctsEntryId: string | null }> } | null };

export type ClixMatchEventsPageQueryVariables = Exact<{
  matchId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  type: InputMaybe<MatchEventType>;
}>;


export type ClixMatchEventsPageQuery = { __typename?: 'Query', matchEvents: { __typename?: 'MatchEventConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename?: 'ActionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'AttackEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'AttackTerrainEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'BystanderHurtEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'BystanderSavedEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'CaptureEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'CriticalConditionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'DamageEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'EndTurnEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'EscapeEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'EtiquetteEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'FleeEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'HealEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'HourglassEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'InsanityRollEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'KillAnswerEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'KoEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'MinionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'MoveVictimEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'ObjectiveMetEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'PhaseEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'PlotTwistEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'PossessionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'PowerEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'PropertyDestroyedEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'ReinforceEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'RescueEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'ReversalEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'RpsMoveEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'SharedBurdenEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null } | { __typename?: 'VictimKilledEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, diceFaces: Array<number>, atTable: boolean, reversesSequence: number | null }> } | null };

export type ClixStandingRowsQueryVariables = Exact<{
  leagueId: Scalars['ID']['input'];
}>;


export type ClixStandingRowsQuery = { __typename?: 'Query', standings: { __typename?: 'LeagueStandings', final: boolean, rows: Array<{ __typename?: 'StandingRow', rank: number, played: number, won: number, drawn: number, lost: number, points: number, kos: number, heroPoints: number, prestige: number, tieBreakers: Array<{ __typename?: 'TieBreakerValue', kind: LeagueTieBreaker, value: number }>, team: { __typename?: 'Team', id: string, name: string, alignment: TeamAlignment } }> } | null };


export const ClixCharactersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClixCharactersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"movement"}},{"kind":"Field","name":{"kind":"Name","value":"damageSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"koClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClixCharactersPageQuery, ClixCharactersPageQueryVariables>;
export const ClixTeamsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClixTeamsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"prestige"}},{"kind":"Field","name":{"kind":"Name","value":"infamy"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"achievementPoints"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenarios"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClixTeamsPageQuery, ClixTeamsPageQueryVariables>;
export const ClixMatchesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClixMatchesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"leagueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"buildTotal"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClixMatchesPageQuery, ClixMatchesPageQueryVariables>;
export const ClixLeaguesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClixLeaguesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leagues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakers"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"win"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClixLeaguesPageQuery, ClixLeaguesPageQueryVariables>;
export const ClixLedgerPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClixLedgerPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerCurrency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"sourceType"}},{"kind":"Field","name":{"kind":"Name","value":"sourceId"}},{"kind":"Field","name":{"kind":"Name","value":"correctsEntryId"}}]}}]}}]}}]} as unknown as DocumentNode<ClixLedgerPageQuery, ClixLedgerPageQueryVariables>;
export const ClixMatchEventsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClixMatchEventsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchEventType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"diceFaces"}},{"kind":"Field","name":{"kind":"Name","value":"atTable"}},{"kind":"Field","name":{"kind":"Name","value":"reversesSequence"}}]}}]}}]}}]} as unknown as DocumentNode<ClixMatchEventsPageQuery, ClixMatchEventsPageQueryVariables>;
export const ClixStandingRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClixStandingRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leagueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"kos"}},{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"prestige"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClixStandingRowsQuery, ClixStandingRowsQueryVariables>;