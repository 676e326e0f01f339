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
  JSON: { input: any; output: any; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: any; output: any; }
};

/** The signed-in account accepts its pending invitation to a world. */
export type AcceptWorldInvitationInput = {
  /** World slug (INVITATION_NOT_FOUND when the account's e-mail has no pending invitation there). */
  world: Scalars['String']['input'];
};

/** A person who signs in: a Creator, an organizer or a player. */
export type Account = Node & {
  __typename?: 'Account';
  /** Name shown to other members of shared worlds, 1 to 80 characters. Not unique. */
  displayName: Scalars['String']['output'];
  /** Stable identifier of the account (a global id, which `node` fetches). */
  id: Scalars['ID']['output'];
};

/** ACTION: a non-attack action. */
export type ActionEntry = {
  __typename?: 'ActionEntry';
  /** MOVE, POWER or FREE. */
  action: MatchActionKind;
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** HorrorClix MOVE: the victims passed, turned face up. */
  passedVictimIds: Array<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** A non-attack action: a move, a power or a free action. */
export type ActionEvent = MatchEvent & Node & {
  __typename?: 'ActionEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: ActionEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<ActionOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** ACTION: what the action did. */
export type ActionOutcome = {
  __typename?: 'ActionOutcome';
  /** The action. */
  action: MatchActionKind;
  /** The dial turned by pushing; null: none. */
  dialChange: Maybe<DialTurn>;
  /** A free movement. */
  freeMovement: Scalars['Boolean']['output'];
  /** Pushing damage taken. */
  pushingDamage: Scalars['Int']['output'];
  /** HorrorClix: the victims turned face up. */
  turnedFaceUp: Array<Scalars['String']['output']>;
};

/** One step of a world's campaign, in words, with what it is about. */
export type ActivityItem = {
  __typename?: 'ActivityItem';
  /** When it happened (to the millisecond). */
  at: Scalars['DateTimeISO']['output'];
  /** The character it is about, if any; null for a hidden one to all but the Creator (batched). */
  character: Maybe<Character>;
  /** What kind of step it is. */
  kind: ActivityKind;
  /** The match it is about, if any (batched). */
  match: Maybe<Match>;
  /** The step in words, naming teams and characters (a hidden character is "Hidden figure" to all but the Creator). */
  summary: Scalars['String']['output'];
  /** The team it is about, if any (batched). */
  team: Maybe<Team>;
};

/** A page of a world's activity. */
export type ActivityItemConnection = {
  __typename?: 'ActivityItemConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<ActivityItemEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<ActivityItem>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One ActivityItem in a page, with the cursor that marks its place in the list. */
export type ActivityItemEdge = {
  __typename?: 'ActivityItemEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ActivityItem;
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

/** Result of addWorldMember: the invitation, the same whether the e-mail has an account or not. Nobody joins until the account with that e-mail accepts it. */
export type AddWorldMemberPayload = {
  __typename?: 'AddWorldMemberPayload';
  /** The invitation recorded; null when refused. */
  invitation: Maybe<WorldInvitation>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
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

/** A read-only key for a third-party client of one world. The secret is shown once, at creation. */
export type ApiKey = Node & {
  __typename?: 'ApiKey';
  /** When the key was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Stable identifier of the key (a global id, which `node` fetches); pass it to revokeApiKey. Not the secret. */
  id: Scalars['ID']['output'];
  /** When a request last authenticated with the key; null when it has never been used. */
  lastUsedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the key is for, as the Creator named it (1 to 80 characters), e.g. "Discord bot". */
  name: Scalars['String']['output'];
  /** When the key was revoked and stopped working; null while it is still valid. */
  revokedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The first characters of the secret, to tell keys apart. */
  secretPrefix: Scalars['String']['output'];
};

/** A page of API keys. */
export type ApiKeyConnection = {
  __typename?: 'ApiKeyConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<ApiKeyEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<ApiKey>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One ApiKey in a page, with the cursor that marks its place in the list. */
export type ApiKeyEdge = {
  __typename?: 'ApiKeyEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: ApiKey;
};

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

/** Result of revokeApiKey: the key, now revoked. */
export type ApiKeyPayload = {
  __typename?: 'ApiKeyPayload';
  /** The key, with `revokedAt` set; null when refused. */
  apiKey: Maybe<ApiKey>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** ATTACK: what was entered. */
export type AttackEntry = {
  __typename?: 'AttackEntry';
  /** Close or ranged. */
  attackKind: AttackKind;
  /** What the table knew of the attacker. */
  attacker: AttackerFactsEntry;
  /** RESCUE: the captive freed. */
  captiveFigureId: Maybe<Scalars['ID']['output']>;
  /** Clix Campaign Coordinated Assault: the team mates attacking with it, in order. */
  coordinatedWith: Array<Scalars['ID']['output']>;
  /** The split of one roll among several targets; null: as even as possible. */
  damageSplit: Maybe<Array<DamageShareEntry>>;
  /** Feats used. */
  feats: Array<AttackFeat>;
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** HeroClix Alpha: Flurry's second punch. */
  flurry: Scalars['Boolean']['output'];
  /** HorrorClix: a blooded monster's frenzy. */
  frenzy: Scalars['Boolean']['output'];
  /** HeroClix Alpha: the Good Luck reroll asked for. */
  goodLuckReroll: Maybe<GoodLuckReroll>;
  /** HeroClix Alpha: Mind Control. */
  mindControl: Scalars['Boolean']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** An object used as the weapon. */
  object: Maybe<AttackObjectEntry>;
  /** DAMAGE, or (Clix Campaign) CAPTURE or RESCUE. */
  purpose: AttackPurpose;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** The targets, in order. */
  targets: Array<AttackTargetEntry>;
};

/** An attack: attacker, targets, and the roll with what it did to each target, rule step by rule step. */
export type AttackEvent = MatchEvent & Node & {
  __typename?: 'AttackEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: AttackEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<AttackOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

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

/** ATTACK: an object used as the weapon. */
export type AttackObjectEntry = {
  __typename?: 'AttackObjectEntry';
  /** Its table; null: the match's object rules. */
  rules: Maybe<ObjectRules>;
  /** Thrown by Telekinesis. */
  viaTelekinesis: Scalars['Boolean']['output'];
  /** The object's weight. */
  weight: ObjectWeight;
};

/** ATTACK: an object used as a weapon (held in close combat, thrown in ranged). */
export type AttackObjectInput = {
  /** Which table it comes from; left out: the match's object rules. */
  rules?: InputMaybe<ObjectRules>;
  /** Thrown by Telekinesis (range counted from the object). */
  viaTelekinesis?: Scalars['Boolean']['input'];
  /** The object's weight. */
  weight: ObjectWeight;
};

/** ATTACK: what the rules decided. */
export type AttackOutcome = {
  __typename?: 'AttackOutcome';
  /** The attack. */
  attack: AttackResolution;
  /** Clix Campaign Coordinated Assault: the team mates' attacks. */
  coordinatedAttacks: Array<CoordinatedAttack>;
  /** Every dial turned: targets, attacker, others. */
  dialChanges: Array<DialTurn>;
  /** Pushing damage the attacker took. */
  pushingDamage: Scalars['Int']['output'];
  /** Clix Campaign Shared Attack used. */
  sharedAttack: Maybe<SharedValue>;
  /** Clix Campaign Shared Defense used. */
  sharedDefense: Array<SharedValue>;
  /** Clix Campaign team healing after a KO. */
  teamHealing: Array<TeamHealing>;
};

/** Why a figure attacks: to deal damage, or (Clix Campaign) to take the target captive or free a captive it holds. */
export type AttackPurpose =
  | 'CAPTURE'
  | 'DAMAGE'
  | 'RESCUE';

/** A resolved attack: its rolls, each target, and the rule steps in order. */
export type AttackResolution = {
  __typename?: 'AttackResolution';
  /** Damage pool after the attacker's modifiers. */
  attackDamage: Scalars['Int']['output'];
  /** False when every target fooled the attacker with Shape Change. */
  attackMade: Scalars['Boolean']['output'];
  /** The 2d6 rolls: one shared, one per target, or none for an automatic hit. */
  attackRolls: Array<AttackRoll>;
  /** HeroClix Alpha Steal Energy: health the attacker got back. */
  attackerHealed: Scalars['Int']['output'];
  /** A critical hit. */
  criticalHit: Scalars['Boolean']['output'];
  /** A critical miss. */
  criticalMiss: Scalars['Boolean']['output'];
  /** Damage to the attacker (critical miss, Hay-Maker, Damage Shield). */
  damageToAttacker: Scalars['Int']['output'];
  /** The object used is destroyed. */
  objectDestroyed: Scalars['Boolean']['output'];
  /** HeroClix Alpha: damage to figures not targeted (Explosion, Quake). */
  otherDamage: Array<OtherDamage>;
  /** Every die rolled, in order, by purpose. */
  rolled: Array<RolledDiceGroup>;
  /** The rules applied, in order. */
  steps: Array<RuleStep>;
  /** Each target, in order. */
  targets: Array<AttackTargetOutcome>;
};

/** One 2d6 attack roll. */
export type AttackRoll = {
  __typename?: 'AttackRoll';
  /** Double 6. */
  criticalHit: Scalars['Boolean']['output'];
  /** Double 1. */
  criticalMiss: Scalars['Boolean']['output'];
  /** The two dice. */
  dice: Array<Scalars['Int']['output']>;
  /** Their sum. */
  roll: Scalars['Int']['output'];
  /** Attack value after modifiers plus the roll. */
  total: Scalars['Int']['output'];
};

/** ATTACK: one target with what the table knew of it. */
export type AttackTargetEntry = {
  __typename?: 'AttackTargetEntry';
  /** HeroClix Alpha: a friend with Rally showing is adjacent to it. */
  adjacentFriendlyRally: Scalars['Boolean']['output'];
  /** Clix Campaign Team Defense: a team mate is adjacent to it. */
  adjacentToTeamMate: Scalars['Boolean']['output'];
  /** The target's altitude; null: grounded. */
  altitude: Maybe<Altitude>;
  /** Squares from the attacker (1: adjacent). */
  distance: Scalars['Int']['output'];
  /** The target figure. */
  figureId: Scalars['ID']['output'];
  /** The target stands in hindering terrain. */
  inHinderingTerrain: Scalars['Boolean']['output'];
  /** HeroClix 2003: what stops it if knocked back; null: nothing. */
  knockbackStop: Maybe<KnockbackStop>;
  /** The line of fire crosses hindering terrain. */
  lineOfFireCrossesHinderingTerrain: Scalars['Boolean']['output'];
  /** HeroClix Alpha: the attacker's other enemies adjacent to it. */
  otherEnemiesAdjacent: Array<Scalars['ID']['output']>;
  /** Clix Campaign Shared Defense: its team mates adjacent to it. */
  sharedDefenseFrom: Array<Scalars['ID']['output']>;
};

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

/** What an attack did to one target. */
export type AttackTargetOutcome = {
  __typename?: 'AttackTargetOutcome';
  /** Attack total against it (null when not attacked or hit automatically). */
  attackTotal: Maybe<Scalars['Int']['output']>;
  /** False when Shape Change fooled the attacker. */
  attacked: Scalars['Boolean']['output'];
  /** Blood Rage earned against it. */
  bloodRageEarned: Scalars['Boolean']['output'];
  /** Taken captive. */
  captured: Scalars['Boolean']['output'];
  /** A critical hit. */
  criticalHit: Scalars['Boolean']['output'];
  /** Damage assigned before its own powers. */
  damageAssigned: Scalars['Int']['output'];
  /** Damage dealt. */
  damageDealt: Scalars['Int']['output'];
  /** Who took the damage: the target, or its Mastermind recipient. */
  damageRecipientId: Scalars['ID']['output'];
  /** Disarm: its damage value reduced by this much. */
  damageValueReduction: Scalars['Int']['output'];
  /** Its defense after modifiers. */
  defense: Scalars['Int']['output'];
  /** Super Senses turned the hit away. */
  evaded: Scalars['Boolean']['output'];
  /** Hit. */
  hit: Scalars['Boolean']['output'];
  /** Squares of knockback. */
  knockback: Scalars['Int']['output'];
  /** Damage the knockback dealt on its own. */
  knockbackDamage: Scalars['Int']['output'];
  /** HeroClix Alpha Mind Control: hit, and moved by the table instead of damaged. */
  mindControlled: Scalars['Boolean']['output'];
  /** Its captive rescued. */
  rescued: Scalars['Boolean']['output'];
  /** The target. */
  targetId: Scalars['ID']['output'];
};

/** ATTACK_TERRAIN (HeroClix 2003): an attack on blocking terrain. */
export type AttackTerrainEntry = {
  __typename?: 'AttackTerrainEntry';
  /** Close or ranged. */
  attackKind: AttackKind;
  /** Squares to the terrain. */
  distance: Scalars['Int']['output'];
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** HeroClix 2003: an attack on blocking terrain. */
export type AttackTerrainEvent = MatchEvent & Node & {
  __typename?: 'AttackTerrainEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: AttackTerrainEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<AttackTerrainOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** ATTACK_TERRAIN (HeroClix 2003). */
export type AttackTerrainOutcome = {
  __typename?: 'AttackTerrainOutcome';
  /** The damage value used. */
  damage: Scalars['Int']['output'];
  /** The square of blocking terrain is destroyed (3 damage or more). */
  destroyed: Scalars['Boolean']['output'];
  /** The dial turned by pushing; null: none. */
  dialChange: Maybe<DialTurn>;
  /** Pushing damage taken. */
  pushingDamage: Scalars['Int']['output'];
};

/** ATTACK: what the table knew of the attacker where it stood. */
export type AttackerFactsEntry = {
  __typename?: 'AttackerFactsEntry';
  /** A friend with Enhancement (Alpha: Boost) showing is adjacent. */
  adjacentFriendlyEnhancement: Scalars['Boolean']['output'];
  /** HeroClix Alpha: adjacent to a friend with Rally showing. */
  adjacentFriendlyRally: Scalars['Boolean']['output'];
  /** HeroClix Alpha: adjacent to hindering terrain. */
  adjacentToHinderingTerrain: Scalars['Boolean']['output'];
  /** The attacker's altitude; null: grounded. */
  altitude: Maybe<Altitude>;
  /** HeroClix Alpha: within 2 squares of a friend with Leadership showing. */
  friendlyLeadershipWithinTwo: Scalars['Boolean']['output'];
  /** It stands in hindering terrain. */
  inHinderingTerrain: Scalars['Boolean']['output'];
  /** HeroClix Alpha: it moved first. */
  moved: Scalars['Boolean']['output'];
  /** HeroClix Alpha: enemies other than the target adjacent to it. */
  otherEnemiesAdjacent: Array<Scalars['ID']['output']>;
  /** Clix Campaign Shared Attack: its team mates adjacent to it. */
  sharedAttackFrom: Array<Scalars['ID']['output']>;
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

/** Result of signUp or signIn: a bearer token for the account, or the problems that refused it. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** The account now signed in; null when refused. */
  account: Maybe<Account>;
  /** When the token stops working (SESSION_TTL_HOURS after sign-in, 12 hours by default); null when refused. */
  expiresAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Send as `Authorization: Bearer <token>`. */
  token: Maybe<Scalars['String']['output']>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** Balances a Creator award can add to. */
export type AwardCurrency =
  | 'CASH'
  | 'HERO_POINTS';

/** One bonus of the member's row of the bonuses table, with its price and whether the rules allow it now. */
export type BonusOption = {
  __typename?: 'BonusOption';
  /** Whether the rules allow buying it now (not owned, in order); Hero Points are checked at purchase. */
  allowed: Scalars['Boolean']['output'];
  /** Hero Points it costs the team. */
  cost: Scalars['Int']['output'];
  /** The footnote printed with it, if any. */
  note: Maybe<Scalars['String']['output']>;
  /** The row it is bought from (ROOKIE, EXPERIENCED or VETERAN). */
  rank: Scalars['String']['output'];
  /** Why not, in words, when not allowed. */
  refusal: Maybe<Scalars['String']['output']>;
  /** What it gives, as printed. */
  text: Scalars['String']['output'];
  /** Tier 1-4: the value buyBonus takes. */
  tier: Scalars['Int']['output'];
};

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

/** A bystander hurt. */
export type BystanderHurtEvent = MatchEvent & Node & {
  __typename?: 'BystanderHurtEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: TallyEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<TallyOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** A bystander saved. */
export type BystanderSavedEvent = MatchEvent & Node & {
  __typename?: 'BystanderSavedEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: TallyEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<TallyOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** Clix Campaign: a figure taken captive. */
export type CaptureEvent = MatchEvent & Node & {
  __typename?: 'CaptureEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: DefeatEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<CaptureOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** CAPTURE: who took whom. */
export type CaptureOutcome = {
  __typename?: 'CaptureOutcome';
  /** The captor. */
  by: Scalars['ID']['output'];
  /** The captive. */
  captured: Scalars['ID']['output'];
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

/** A persona (e.g. "Sub-Zero") with one combat dial per rank version. */
export type Character = Node & {
  __typename?: 'Character';
  /** When the character was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The Creator's free text about the persona, up to 5000 characters; empty string when none. */
  description: Scalars['String']['output'];
  /** Stable identifier of the character (a global id, which `node` fetches). */
  id: Scalars['ID']['output'];
  /** Hero, villain, NPC or normal (bystander). */
  kind: CharacterKind;
  /** Persona name, e.g. "Sub-Zero"; 1 to 80 characters, unique within the world. */
  name: Scalars['String']['output'];
  /** When the character or its versions and dials were last changed. */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Rank versions, Rookie first. */
  versions: Array<CharacterVersion>;
  /** PUBLIC for everyone; HIDDEN characters are seen only by the world's Creators. */
  visibility: Visibility;
  /** The world the character belongs to. */
  world: World;
};

/** A page of characters. */
export type CharacterConnection = {
  __typename?: 'CharacterConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<CharacterEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Character>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One Character in a page, with the cursor that marks its place in the list. */
export type CharacterEdge = {
  __typename?: 'CharacterEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Character;
};

/** A world's characters as a "clix-characters" file (docs/character-import-format.md), ready to save or to give to importCharacters. */
export type CharacterExport = {
  __typename?: 'CharacterExport';
  /** Characters in the file. */
  characterCount: Scalars['Int']['output'];
  /** The file itself, as a JSON object (`format`, `version`, `world`, `characters`); importCharacters takes it back as text (JSON.stringify). */
  document: Scalars['JSONObject']['output'];
  /** The name a download gives the file, e.g. "demo-characters.json". */
  fileName: Scalars['String']['output'];
};

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

/** Result of createCharacter, updateCharacter or cloneCharacter: the character as saved. */
export type CharacterPayload = {
  __typename?: 'CharacterPayload';
  /** The character as saved; null when userErrors is not empty. */
  character: Maybe<Character>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** The characters a search found, by name. */
export type CharacterSearchHits = {
  __typename?: 'CharacterSearchHits';
  /** The first `first` of them, by name. */
  nodes: Array<Character>;
  /** How many match in all (more than `nodes` holds when more than `first` match). */
  totalCount: Scalars['Int']['output'];
};

/** One rank version of a character: what its base, card and combat dial show. */
export type CharacterVersion = Node & {
  __typename?: 'CharacterVersion';
  /** Colour of the archenemy ring; same colour, archenemies. */
  archenemyColour: Maybe<Scalars['String']['output']>;
  /** The live clicks in dial order. */
  clicks: Array<DialClick>;
  /** Collector number within its set, as printed (may contain letters); null when not recorded. */
  collectorNumber: Maybe<Scalars['String']['output']>;
  /** Damage symbol: the figure's size class (standard, giant or colossal). */
  damageSymbol: DamageSymbol;
  /** All slots of the dial: live clicks plus KO clicks. */
  dialLength: Scalars['Int']['output'];
  /** Stable identifier of this version (a UUID); kept when updateCharacter replaces the versions, as long as a version of the same rank is given. */
  id: Scalars['ID']['output'];
  /** Keywords printed on the card (e.g. "Martial Artist"), up to 20; empty when none. */
  keywords: Array<Scalars['String']['output']>;
  /** KO clicks printed after the last live click. */
  koClicks: Scalars['Int']['output'];
  /** Speed symbol: how the figure moves (ground, flight or swim). */
  movement: MovementSymbol;
  /** Build cost in points, as printed on the base (0 to 10000). */
  pointValue: Scalars['Int']['output'];
  /** Range in squares; 0 means close combat only. */
  range: Scalars['Int']['output'];
  /** The rank printed on the base; each rank appears at most once per character. */
  rank: Rank;
  /** Code of the set the figure was released in; null when not recorded. */
  setCode: Maybe<Scalars['String']['output']>;
  /** Powers printed for this figure alone, up to 10; empty when it has none. */
  specialPowers: Array<SpecialPower>;
  /** The click the figure starts on (its green line), 1-based. */
  startingClick: Scalars['Int']['output'];
  /** Lightning bolts: targets of one ranged attack (1-3). */
  targets: Scalars['Int']['output'];
  /** Team ability or affiliation as printed (e.g. "Ninja"). */
  teamAbility: Maybe<Scalars['String']['output']>;
};

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

/** Result of restoreCharacters or setCharactersVisibility: the characters changed, in the order given. */
export type CharactersPayload = {
  __typename?: 'CharactersPayload';
  /** The characters as they now stand, in the order given; empty when userErrors is not empty. */
  characters: Array<Character>;
  /** One problem per id refused (field `ids.<index>`), or one for the list itself (field `ids`); when not empty, nothing was written. */
  userErrors: Array<UserError>;
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

/** Clix Campaign Coordinated Assault: one team mate's attack on the same target. */
export type CoordinatedAttack = {
  __typename?: 'CoordinatedAttack';
  /** Its attack. */
  attack: AttackResolution;
  /** The dials it turned. */
  dialChanges: Array<DialTurn>;
  /** The team mate attacking. */
  figureId: Scalars['ID']['output'];
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

/** Result of createApiKey: the new key and its secret, shown only this once. */
export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  /** The key created; null when refused. */
  apiKey: Maybe<ApiKey>;
  /** The secret, shown this once: send it as `Authorization: Bearer <secret>`. */
  secret: Maybe<Scalars['String']['output']>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
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

/** Result of createWebhook: the webhook and its signing secret, shown only this once. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The signing secret, shown this once: keep it to verify the `Clix-Signature` header of every delivery. */
  secret: Maybe<Scalars['String']['output']>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
  /** The webhook registered; null when refused. */
  webhook: Maybe<Webhook>;
};

/** A new world; its catalogues start as a copy of the rules catalogues. */
export type CreateWorldInput = {
  /** Display name, 1 to 120 characters; surrounding spaces are trimmed. */
  name: Scalars['String']['input'];
  /** Lower-case letters, digits and dashes; used in addresses. */
  slug: Scalars['String']['input'];
};

/** What waits for the Creator in a world. */
export type CreatorToDo = {
  __typename?: 'CreatorToDo';
  /** Matches whose play is over (the engine says so) but whose resolution has not been applied. */
  matchesAwaitingResolution: Scalars['Int']['output'];
  /** Feats of the catalogue not for sale (no price and no printed upkeep, or taken off sale). */
  unpricedFeats: Scalars['Int']['output'];
};

/** Clix Campaign: a figure put in Critical Condition. */
export type CriticalConditionEvent = MatchEvent & Node & {
  __typename?: 'CriticalConditionEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: DefeatEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<DialOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** DAMAGE: clicks dealt by hand. */
export type DamageEntry = {
  __typename?: 'DamageEntry';
  /** The figure that dealt it (CAPTURE: the captor); null: nobody. */
  byFigureId: Maybe<Scalars['ID']['output']>;
  /** Clicks. */
  clicks: Scalars['Int']['output'];
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** Damage entered by hand. */
export type DamageEvent = MatchEvent & Node & {
  __typename?: 'DamageEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: DamageEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<DialOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** ATTACK: the clicks one target takes of a roll split among several. */
export type DamageShareEntry = {
  __typename?: 'DamageShareEntry';
  /** Clicks it takes. */
  clicks: Scalars['Int']['output'];
  /** A target. */
  figureId: Scalars['ID']['output'];
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

/** KO / CRITICAL_CONDITION / CAPTURE: the figure, and who did it. */
export type DefeatEntry = {
  __typename?: 'DefeatEntry';
  /** The figure that dealt it (CAPTURE: the captor); null: nobody. */
  byFigureId: Maybe<Scalars['ID']['output']>;
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** Result of deleteCharacter: the id of the character removed. */
export type DeleteCharacterPayload = {
  __typename?: 'DeleteCharacterPayload';
  /** The id of the character deleted, with its versions and dials; null when refused. */
  deletedCharacterId: Maybe<Scalars['ID']['output']>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** Result of deleteCharacters: the ids of the characters removed. */
export type DeleteCharactersPayload = {
  __typename?: 'DeleteCharactersPayload';
  /** The ids deleted, in the order given (empty when userErrors is not empty); restoreCharacters takes them back for an hour. */
  deletedCharacterIds: Array<Scalars['ID']['output']>;
  /** One problem per id refused (field `ids.<index>`), or one for the list itself (field `ids`); when not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** Result of deleteWebhook. */
export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  /** The id of the webhook deleted, with its deliveries; null when refused. */
  deletedWebhookId: Maybe<Scalars['ID']['output']>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** One live click of a combat dial: the four values and the power coloured on each. */
export type DialClick = {
  __typename?: 'DialClick';
  /** Attack value added to the 2d6 attack roll on this click (0 to 99). */
  attack: Scalars['Int']['output'];
  /** Name of the power coloured on the attack value of this click; null when none. */
  attackPower: Maybe<Scalars['String']['output']>;
  /** Damage value: clicks dealt by a successful attack on this click (0 to 99). */
  damage: Scalars['Int']['output'];
  /** Name of the power coloured on the damage value of this click; null when none. */
  damagePower: Maybe<Scalars['String']['output']>;
  /** Defense value an attack roll must reach to hit on this click (0 to 99). */
  defense: Scalars['Int']['output'];
  /** Name of the power coloured on the defense value of this click; null when none. */
  defensePower: Maybe<Scalars['String']['output']>;
  /** 1-based position on the dial. */
  number: Scalars['Int']['output'];
  /** Speed value: squares the figure may move on this click (0 to 99). */
  speed: Scalars['Int']['output'];
  /** Name of the power coloured on the speed value of this click; null when none. */
  speedPower: Maybe<Scalars['String']['output']>;
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

/** DAMAGE / HEAL / KO / CRITICAL_CONDITION: the dial turned. */
export type DialOutcome = {
  __typename?: 'DialOutcome';
  /** The figure's dial. */
  dialChange: Maybe<DialTurn>;
  /** Clix Campaign team healing after a KO. */
  teamHealing: Array<TeamHealing>;
};

/** A figure's dial turned by an event. */
export type DialTurn = {
  __typename?: 'DialTurn';
  /** Clicks actually turned (fewer than asked at the ends of the dial); damage turns one way, healing the other. */
  clicksApplied: Scalars['Int']['output'];
  /** What happened on the way (KO, Critical Condition...). */
  events: Array<DialEventKind>;
  /** The figure whose dial turned. */
  figureId: Scalars['ID']['output'];
  /** Where it stands now. */
  status: FigureStatus;
  /** Where the dial stood before. */
  statusBefore: FigureStatus;
};

/** A roll the server made, with its seed and faces, so anyone can check or replay it. */
export type DiceRoll = Node & {
  __typename?: 'DiceRoll';
  /** When the server made the roll. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die rolled, in order. */
  faces: Array<Scalars['Int']['output']>;
  /** Stable identifier of the roll (a global id, which `node` fetches). */
  id: Scalars['ID']['output'];
  /** What the roll decided, e.g. "random-scenario", "team-ability", "plea". */
  purpose: Scalars['String']['output'];
  /** What the rules engine decided from these faces. */
  result: Scalars['JSON']['output'];
  /** The seed of the dice stream; with the rules engine it reproduces the faces. */
  seed: Scalars['String']['output'];
  /** What it concerns (a team, a member, a match), when anything. */
  subjectId: Maybe<Scalars['String']['output']>;
};

/** A page of recorded rolls, newest first. */
export type DiceRollConnection = {
  __typename?: 'DiceRollConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<DiceRollEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<DiceRoll>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One DiceRoll in a page, with the cursor that marks its place in the list. */
export type DiceRollEdge = {
  __typename?: 'DiceRollEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: DiceRoll;
};

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

/** The end of a side's turn. */
export type EndTurnEvent = MatchEvent & Node & {
  __typename?: 'EndTurnEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: EventEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<EndTurnOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** END_TURN: the turn that starts. */
export type EndTurnOutcome = {
  __typename?: 'EndTurnOutcome';
  /** Actions the side to act has. */
  actionsLeft: Scalars['Int']['output'];
  /** The side to act now. */
  activeSide: Scalars['Int']['output'];
  /** The side whose turn ended. */
  endedSide: Scalars['Int']['output'];
  /** HeroClix Alpha: the figures whose reinforcements are due (a REINFORCE event). */
  reinforcementsDue: Array<Scalars['ID']['output']>;
  /** The turn number now. */
  turn: Scalars['Int']['output'];
};

/** Clix Campaign: a captive escaped. */
export type EscapeEvent = MatchEvent & Node & {
  __typename?: 'EscapeEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: FigureEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<FreedOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** A question the rules do not settle, settled by a d6 (the question is the note). */
export type EtiquetteEvent = MatchEvent & Node & {
  __typename?: 'EtiquetteEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: EventEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<EtiquetteOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** ETIQUETTE: the d6 that settles a question (4-6 allowed). */
export type EtiquetteOutcome = {
  __typename?: 'EtiquetteOutcome';
  /** Allowed. */
  allowed: Scalars['Boolean']['output'];
  /** The d6. */
  roll: Scalars['Int']['output'];
};

/** What every event enters: the side it was recorded for and the words for the log. */
export type EventEntry = {
  __typename?: 'EventEntry';
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** A feat of this world's catalogue: its text, prerequisites and price. */
export type Feat = Node & {
  __typename?: 'Feat';
  /** The rules package id (e.g. "all-out"), stable across worlds. */
  catalogueId: Scalars['String']['output'];
  /** Hero Points to buy it: the Creator's price, else the printed upkeep in a world that has not changed it; null while not for sale. */
  cost: Maybe<Scalars['Int']['output']>;
  /** Identifier of this feat in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds. */
  id: Scalars['ID']['output'];
  /** The feat's name as printed (or as the Creator renamed it), e.g. "All Out". */
  name: Scalars['String']['output'];
  /** True where the seed's text is known to be wrong and the Creator should review it. */
  needsReview: Scalars['Boolean']['output'];
  /** Place in the printed list, 0-based. */
  position: Scalars['Int']['output'];
  /** The "Prerequisite:" line as printed. */
  prerequisiteText: Scalars['String']['output'];
  /** requiredPowers as powers of this world's catalogue (an id it lacks is left out). */
  prerequisites: Array<Array<Power>>;
  /** The Creator's price in Hero Points; overrides the printed upkeep, which a new world charges until the Creator sets or removes a price. */
  price: Maybe<Scalars['Int']['output']>;
  /** Whether the feat is for sale: true from the start where the seed prints an upkeep, then true exactly while the Creator gives it a price. */
  priced: Scalars['Boolean']['output'];
  /** Power ids the dial must show: every group is required, any one power of a group satisfies it. */
  requiredPowers: Array<Array<Scalars['String']['output']>>;
  /** The rule text of the feat: what it lets the member do. */
  text: Scalars['String']['output'];
  /** Upkeep in Hero Points as printed; null where the seed prints none. */
  upkeep: Maybe<Scalars['Int']['output']>;
  /** The world whose catalogue holds this feat. */
  world: World;
};

/** A page of feats. */
export type FeatConnection = {
  __typename?: 'FeatConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<FeatEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Feat>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One Feat in a page, with the cursor that marks its place in the list. */
export type FeatEdge = {
  __typename?: 'FeatEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Feat;
};

/** Every condition given must hold. */
export type FeatFilter = {
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True: only feats flagged for the Creator's review; false: only the others. */
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  /** True: only feats with a price (buyable); false: only unpriced ones. */
  priced?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of updateFeat: the feat as saved. */
export type FeatPayload = {
  __typename?: 'FeatPayload';
  /** The feat as saved; null when refused. */
  feat: Maybe<Feat>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** An event about one figure. */
export type FigureEntry = {
  __typename?: 'FigureEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** One figure's state, as the rules engine left it. */
export type FigureState = {
  __typename?: 'FigureState';
  /** It took a non-free action this turn. */
  actedThisTurn: Scalars['Boolean']['output'];
  /** Action tokens (0-2; always 0 in Clix Campaign and Alpha, which use none). */
  actionTokens: Scalars['Int']['output'];
  /** HorrorClix: it has killed a victim (it may frenzy). */
  blooded: Scalars['Boolean']['output'];
  /** Held as a captive. */
  captured: Scalars['Boolean']['output'];
  /** The values on the click showing; null when KOed or worse, or when the character is hidden from the viewer. */
  click: Maybe<DialClick>;
  /** The 1-based dial slot showing; null when KOed or worse, or when the character is hidden from the viewer. */
  clickNumber: Maybe<Scalars['Int']['output']>;
  /** Clicks turned from the starting click (keeps counting past KO); null when the character is hidden from the viewer. */
  clicksTaken: Maybe<Scalars['Int']['output']>;
  /** Clix Campaign, team ability 11 Coordinated Assault: the team mates that may join its CLOSE attack now (ATTACK coordinatedWith; the table says which are adjacent to the target); empty otherwise. */
  coordinatedAssaultMateIds: Array<Scalars['ID']['output']>;
  /** HorrorClix: it died of hourglass damage (scores nothing). */
  diedInHourglassPhase: Scalars['Boolean']['output'];
  /** Escaped the map. */
  escaped: Scalars['Boolean']['output'];
  /** The figure. */
  figure: MatchFigure;
  /** HeroClix Alpha: among its side's reinforcements, off the map (never entered, or KO'd and gone back). HorrorClix: a minion waiting off the map. */
  inReserve: Scalars['Boolean']['output'];
  /** HorrorClix: it failed an insanity roll. */
  insane: Scalars['Boolean']['output'];
  /** What it may be given now, as its ruleset allows (empty unless its side is to act). */
  legalActions: Array<MatchActionOption>;
  /** HeroClix Alpha: the powers showing on its click it may use now instead of attacking (POWER events); empty otherwise. */
  legalPowers: Array<LegalPowerOption>;
  /** The figures it may attack now. */
  legalTargetIds: Array<Scalars['ID']['output']>;
  /** HorrorClix: one of its side's minions (never blooded; its first click of damage turns no click); entered once inReserve is false. */
  minion: Scalars['Boolean']['output'];
  /** HorrorClix: possessed. */
  possessed: Scalars['Boolean']['output'];
  /** Clix Campaign, team ability 10 Shared Burden: the damaged team mates in play it may take 1 click for now (SHARED_BURDEN toFigureId; the table says which are adjacent); empty otherwise. */
  sharedBurdenMateIds: Array<Scalars['ID']['output']>;
  /** Position of its side in the match. */
  side: Scalars['Int']['output'];
  /** Where its dial stands, as the rules read it; null when the character is hidden from the viewer. */
  status: Maybe<FigureStatus>;
  /** HeroClix 2003: how it may attack blocking terrain now (ATTACK_TERRAIN). */
  terrainAttacks: Array<AttackKind>;
  /** HorrorClix: two action tokens, or possessed: vulnerable. */
  vulnerable: Scalars['Boolean']['output'];
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

/** FLEE (Clix Campaign). */
export type FleeEntry = {
  __typename?: 'FleeEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** The adjacent enemy fled from. */
  fromFigureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** Clix Campaign: a figure flees from an adjacent enemy. */
export type FleeEvent = MatchEvent & Node & {
  __typename?: 'FleeEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: FleeEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<FleeOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** FLEE (Clix Campaign): the d6 and what followed. */
export type FleeOutcome = {
  __typename?: 'FleeOutcome';
  /** Actions the side loses. */
  actionsLost: Scalars['Int']['output'];
  /** The automatic hit; null: none. */
  automaticHit: Maybe<AttackResolution>;
  /** On a 6, the enemy hits it automatically (`automaticHit`). */
  automaticallyHit: Scalars['Boolean']['output'];
  /** Defense modifier until its next turn. */
  defenseModifier: Scalars['Int']['output'];
  /** The dials the hit turned. */
  dialChanges: Array<DialTurn>;
  /** Squares it may move now. */
  movement: Scalars['Int']['output'];
  /** FLEES, FLEES_SLOWLY, FAILS or HIT_WHILE_FLEEING. */
  outcome: Scalars['String']['output'];
  /** The d6. */
  roll: Scalars['Int']['output'];
  /** Speed modifier until its next turn. */
  speedModifier: Scalars['Int']['output'];
};

/** RESCUE / ESCAPE: the captive freed. */
export type FreedOutcome = {
  __typename?: 'FreedOutcome';
  /** The figure freed. */
  freed: Scalars['ID']['output'];
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

/** HEAL: clicks healed by hand. */
export type HealEntry = {
  __typename?: 'HealEntry';
  /** Clicks. */
  clicks: Scalars['Int']['output'];
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** Healing entered by hand. */
export type HealEvent = MatchEvent & Node & {
  __typename?: 'HealEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: HealEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<DialOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** How a fractional award becomes whole Hero Points. */
export type HeroPointRounding =
  | 'DOWN'
  | 'NEAREST'
  | 'UP';

/** HorrorClix: the opponent that may answer the kill the last event made with a power of one of its monsters (KILL_ANSWER), instead of a plot twist. */
export type HorrorClixKillAnswerOption = {
  __typename?: 'HorrorClixKillAnswerOption';
  /** Its monsters in play whose power may answer (figureId). */
  figureIds: Array<Scalars['ID']['output']>;
  /** The side that may answer. */
  side: Scalars['Int']['output'];
  /** The victim killed. */
  victimId: Scalars['String']['output'];
};

/** HorrorClix, hunting phase: a victim a monster of the side to act killed this turn, which one of the minions may replace (MINION). */
export type HorrorClixMinionOption = {
  __typename?: 'HorrorClixMinionOption';
  /** The side's minions still off the map that may enter for it. */
  figureIds: Array<Scalars['ID']['output']>;
  /** The victim killed. */
  victimId: Scalars['String']['output'];
};

/** HorrorClix's four phases of a turn (seed 004): preview, suspense, hunting, hourglass. */
export type HorrorClixPhase =
  | 'HOURGLASS'
  | 'HUNTING'
  | 'PREVIEW'
  | 'SUSPENSE';

/** HorrorClix: the side that may play a plot twist now (PLOT_TWIST with its `side`). */
export type HorrorClixPlotTwistOption = {
  __typename?: 'HorrorClixPlotTwistOption';
  /** Cards the side has left (6 a match). */
  cardsLeft: Scalars['Int']['output'];
  /** The side that may play one. */
  side: Scalars['Int']['output'];
  /** The side has not played its one subplot yet. */
  subplotLeft: Scalars['Boolean']['output'];
  /** The victims it may name (victimId): empty in the preview phase, where the card names none. */
  victimIds: Array<Scalars['String']['output']>;
};

/** HorrorClix: a plot-twist card played (PLOT_TWIST). */
export type HorrorClixPlotTwistState = {
  __typename?: 'HorrorClixPlotTwistState';
  /** The card's name. */
  card: Scalars['String']['output'];
  /** Points it scores its side. */
  points: Scalars['Int']['output'];
  /** The side that played it. */
  side: Scalars['Int']['output'];
  /** A subplot (at most 1 a side). */
  subplot: Scalars['Boolean']['output'];
  /** The table's answer: it succeeded (answering a kill, the victim was saved). */
  success: Scalars['Boolean']['output'];
  /** When it was played: PREVIEW (the side's own preview phase), SUSPENSE (before the opponent's victim move) or KILL_ANSWER (answering a kill). */
  timing: Scalars['String']['output'];
  /** The turn it was played in. */
  turn: Scalars['Int']['output'];
  /** The victim it named; null for a preview-phase card. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** HorrorClix: the phase of the turn, the victims, and what the phase allows now. */
export type HorrorClixState = {
  __typename?: 'HorrorClixState';
  /** HUNTING: blooded monsters that may frenzy (ATTACK with frenzy). */
  frenzyFigureIds: Array<Scalars['ID']['output']>;
  /** PREVIEW: monsters showing Insanity still to roll (INSANITY_ROLL). */
  insanityRollsDue: Array<Scalars['ID']['output']>;
  /** HUNTING: the monsters that may kill a victim now (VICTIM_KILLED). */
  killers: Array<Scalars['ID']['output']>;
  /** The side that may answer the last kill with a power now (KILL_ANSWER); null: no kill to answer. */
  mayAnswerKill: Maybe<HorrorClixKillAnswerOption>;
  /** A PHASE event may end the phase now. */
  mayEndPhase: Scalars['Boolean']['output'];
  /** The side that may play a plot twist now, and on which victims; null: nobody. */
  mayPlayPlotTwist: Maybe<HorrorClixPlotTwistOption>;
  /** An HOURGLASS event may run the hourglass phase now. */
  mayRunHourglass: Scalars['Boolean']['output'];
  /** HUNTING: the victims a minion of the side to act may replace now (MINION), with the minions that may. */
  minionEntries: Array<HorrorClixMinionOption>;
  /** The phase of the turn. */
  phase: HorrorClixPhase;
  /** Every plot twist played, in order. */
  plotTwists: Array<HorrorClixPlotTwistState>;
  /** Plot twists each side has left, by side position (6 a match). */
  plotTwistsLeft: Array<Scalars['Int']['output']>;
  /** The victim moved in this turn's suspense phase. */
  victimMoved: Maybe<Scalars['String']['output']>;
  /** Every victim, in order. */
  victims: Array<HorrorClixVictimState>;
  /** The victims still alive. */
  victimsOnBoard: Array<Scalars['String']['output']>;
  /** SUSPENSE: the victims that may be moved (MOVE_VICTIM). */
  victimsToMove: Array<Scalars['String']['output']>;
};

/** HorrorClix: one of the victims on their marked spots. */
export type HorrorClixVictimState = {
  __typename?: 'HorrorClixVictimState';
  /** Turned face up by a monster moving past it (ACTION with passedVictimIds); victims start face down. */
  faceUp: Scalars['Boolean']['output'];
  /** The victim, e.g. "victim-3". */
  id: Scalars['String']['output'];
  /** The monster that killed it; null while it lives. */
  killedByFigureId: Maybe<Scalars['ID']['output']>;
  /** The turn it was killed in. */
  killedInTurn: Maybe<Scalars['Int']['output']>;
  /** The minion that entered in its place once it was killed (MINION). */
  replacedByFigureId: Maybe<Scalars['ID']['output']>;
};

/** HorrorClix: the hourglass phase. */
export type HourglassEvent = MatchEvent & Node & {
  __typename?: 'HourglassEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: EventEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<PhaseOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** Result of importCharacters: the characters written, or every problem of the file. */
export type ImportCharactersPayload = {
  __typename?: 'ImportCharactersPayload';
  /** The characters as saved, in file order; empty when userErrors is not empty. */
  characters: Array<Character>;
  /** Characters the file added to the world; 0 when refused. */
  createdCount: Scalars['Int']['output'];
  /** Characters of the same name replaced (UPSERT only). */
  updatedCount: Scalars['Int']['output'];
  /** Every problem found; when there is any, nothing was written. */
  userErrors: Array<ImportUserError>;
};

/** CREATE_ONLY refuses a name already in the world; UPSERT replaces that character and its dials. */
export type ImportMode =
  | 'CREATE_ONLY'
  | 'UPSERT';

/** A problem with an import file, on its path in the file and, where known, its line. */
export type ImportUserError = {
  __typename?: 'ImportUserError';
  /** Stable code of the problem; branch on this, not on `message`. */
  code: UserErrorCode;
  /** Path to the input field concerned, e.g. ["versions", "0", "clicks", "2", "attack"]; empty when the whole input is concerned. */
  field: Array<Scalars['String']['output']>;
  /** Line (1-based) of the file where the value concerned starts. */
  line: Maybe<Scalars['Int']['output']>;
  /** What is wrong, in words a person can act on. */
  message: Scalars['String']['output'];
};

/** One die rolled for a permanent injury, in the order rolled. */
export type InjuryDie = {
  __typename?: 'InjuryDie';
  /** d66 or d6. */
  die: Scalars['String']['output'];
  /** INJURY rolls: the table entry selected. */
  injury: Maybe<Scalars['String']['output']>;
  /** INJURY, MULTIPLE_INJURIES_COUNT, SHELL_SHOCK_TARGET, FINGERS_LOST or SCENARIOS_MISSED. */
  purpose: Scalars['String']['output'];
  /** INJURY rolls under Multiple Injuries: thrown away and rolled again. */
  rerolled: Maybe<Scalars['Boolean']['output']>;
  /** The face (d6) or the tens-and-units value (d66). */
  value: Scalars['Int']['output'];
};

/** A permanent injury roll: every die and what it decided. */
export type InjuryRollType = {
  __typename?: 'InjuryRollType';
  /** The results (Miraculous Recovery, Death and Captured! included). */
  injuries: Array<SufferedInjuryType>;
  /** Every die rolled, in order. */
  rolls: Array<InjuryDie>;
};

/** INSANITY_ROLL (HorrorClix). */
export type InsanityRollEntry = {
  __typename?: 'InsanityRollEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** The insanity value the dial shows. */
  insanityValue: Scalars['Int']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** HorrorClix: a monster's insanity roll. */
export type InsanityRollEvent = MatchEvent & Node & {
  __typename?: 'InsanityRollEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: InsanityRollEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<InsanityRollOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** INSANITY_ROLL (HorrorClix). */
export type InsanityRollOutcome = {
  __typename?: 'InsanityRollOutcome';
  /** The monster is insane now. */
  insane: Scalars['Boolean']['output'];
  /** The d6. */
  roll: Scalars['Int']['output'];
};

/** A captive in the internment camp ("After Capture"). */
export type Internment = {
  __typename?: 'Internment';
  /** The side that holds him. */
  heldBySide: Maybe<Scalars['Int']['output']>;
  /** The team that holds him; null for an NPC force or nobody. */
  heldByTeamId: Maybe<Scalars['ID']['output']>;
  /** Campaign games during which only his own team may break him out. */
  ownTeamReservedGames: Scalars['Int']['output'];
};

/** An item, weapon or armour of this world's catalogue, with its price and effect. */
export type Item = Node & {
  __typename?: 'Item';
  /** The rules package id (e.g. "stim-pack", "rifle-freeze", "object-heavy"). */
  catalogueId: Scalars['String']['output'];
  /** Damage (advanced weapons) or damage added (objects); null where blank. */
  damage: Maybe<Scalars['Int']['output']>;
  /** Everything else the rules record holds (use action, target, group, examples...). */
  details: Scalars['JSON']['output'];
  /** The d6 (or d6 table) the item rolls for its effect. */
  effectRoll: Maybe<Scalars['JSON']['output']>;
  /** Identifier of this item in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds. */
  id: Scalars['ID']['output'];
  /** Which printed list the entry belongs to: other items, object weapons, advanced weapons or armour. */
  kind: ItemKind;
  /** The name as printed (or as the Creator renamed it), e.g. "Stim Pack". */
  name: Scalars['String']['output'];
  /** Place in the printed lists, 0-based. */
  position: Scalars['Int']['output'];
  /** Price in $; null where none is printed and the Creator set none. */
  price: Maybe<Scalars['Int']['output']>;
  /** False while it has no price: it cannot be bought. */
  priced: Scalars['Boolean']['output'];
  /** Range in squares; null where blank or not a number. */
  range: Maybe<Scalars['Int']['output']>;
  /** The line under the name ("Heals 1d6"); empty where none is printed. */
  summary: Scalars['String']['output'];
  /** The description or "Other" field as printed. */
  text: Scalars['String']['output'];
  /** The world whose catalogue holds this item. */
  world: World;
};

/** A page of items and weapons. */
export type ItemConnection = {
  __typename?: 'ItemConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<ItemEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Item>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One Item in a page, with the cursor that marks its place in the list. */
export type ItemEdge = {
  __typename?: 'ItemEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Item;
};

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

/** Result of updateItem: the item as saved. */
export type ItemPayload = {
  __typename?: 'ItemPayload';
  /** The item as saved; null when refused. */
  item: Maybe<Item>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** KILL_ANSWER (HorrorClix): a monster's power answering a kill. */
export type KillAnswerEntry = {
  __typename?: 'KillAnswerEntry';
  /** The power's name. */
  answerPower: Scalars['String']['output'];
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** The table's answer: the power succeeded. */
  success: Scalars['Boolean']['output'];
};

/** HorrorClix: the opponent answers a kill with a monster's power. */
export type KillAnswerEvent = MatchEvent & Node & {
  __typename?: 'KillAnswerEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: KillAnswerEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<KillAnswerOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** KILL_ANSWER (HorrorClix). */
export type KillAnswerOutcome = {
  __typename?: 'KillAnswerOutcome';
  /** The monster whose power answered. */
  figureId: Scalars['ID']['output'];
  /** The power's name. */
  power: Scalars['String']['output'];
  /** The victim is saved. */
  saved: Scalars['Boolean']['output'];
  /** It succeeded. */
  success: Scalars['Boolean']['output'];
  /** The victim killed. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** HeroClix 2003 (seed 003, 4.6): what stops a knocked-back target: blocking terrain or the map edge (+1 damage), falling off elevated terrain (+2), another figure (none). */
export type KnockbackStop =
  | 'BLOCKING_TERRAIN'
  | 'FIGURE'
  | 'MAP_EDGE'
  | 'OFF_ELEVATED_TERRAIN';

/** A figure knocked out. */
export type KoEvent = MatchEvent & Node & {
  __typename?: 'KoEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: DefeatEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<DialOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** Feats that lapsed because their upkeep could not be paid. */
export type LapsedFeats = {
  __typename?: 'LapsedFeats';
  /** Feat ids removed from the member. */
  featIds: Array<Scalars['String']['output']>;
  /** The team member. */
  memberId: Scalars['ID']['output'];
};

/** A season of matches in a world, with its scoring, tie-breakers and standings. */
export type League = Node & {
  __typename?: 'League';
  /** When the league was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the standings were made final. */
  finalizedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Unique in the world for its season. */
  name: Scalars['String']['output'];
  /** For a chart: each team's Prestige (Infamy for villains) after each resolved league match (voided ones left out), oldest first. */
  prestigeSeries: Array<LeaguePrestigeSeries>;
  /** Points for a win, a draw, a loss. */
  scoring: LeagueScoring;
  /** Season label, e.g. "2026 Spring" (may be empty). */
  season: Scalars['String']['output'];
  /** The league's table, as `standings(leagueId)` answers for this league. */
  standings: LeagueStandings;
  /** OPEN, or FINAL once its standings are final. */
  status: LeagueStatus;
  /** The teams of the league, by name. */
  teams: Array<Team>;
  /** Applied in this order among teams level on points. */
  tieBreakers: Array<LeagueTieBreaker>;
  /** The world the league belongs to. */
  world: World;
};

/** Something that happened to one of a league's matches. */
export type LeagueActivity = {
  __typename?: 'LeagueActivity';
  /** What happened. */
  kind: LeagueActivityKind;
  /** The match, as it stands when this is delivered. */
  match: Match;
  /** Its number in the league's activity log: reconnect with the last one received as `after`. */
  sequence: Scalars['Int']['output'];
};

/** What happened to a league's match: STARTED (its first event), RESOLVED or VOIDED (both move the standings). */
export type LeagueActivityKind =
  | 'RESOLVED'
  | 'STARTED'
  | 'VOIDED';

/** A page of leagues, newest first. */
export type LeagueConnection = {
  __typename?: 'LeagueConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<LeagueEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<League>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One League in a page, with the cursor that marks its place in the list. */
export type LeagueEdge = {
  __typename?: 'LeagueEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: League;
};

/** An open league's leaders. */
export type LeagueLeaders = {
  __typename?: 'LeagueLeaders';
  /** The league. */
  league: League;
  /** Its first three rows of the standings, best first (fewer while it has fewer teams). */
  rows: Array<StandingRow>;
};

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

/** Result of a league mutation. */
export type LeaguePayload = {
  __typename?: 'LeaguePayload';
  /** The league as it now stands; null when userErrors is not empty. */
  league: Maybe<League>;
  /** Why nothing was written; empty on success. */
  userErrors: Array<UserError>;
};

/** One team's line of a league prestige chart: a point per resolved league match. */
export type LeaguePrestigeSeries = {
  __typename?: 'LeaguePrestigeSeries';
  /** Oldest first. */
  points: Array<PrestigePoint>;
  /** The team (batched). */
  team: Team;
};

/** Points a league gives for each result. */
export type LeagueScoring = {
  __typename?: 'LeagueScoring';
  /** Points for a draw (between a loss and a win). */
  draw: Scalars['Int']['output'];
  /** Points for a loss (0-100). */
  loss: Scalars['Int']['output'];
  /** Points for a win (0-100, more than a loss). */
  win: Scalars['Int']['output'];
};

/** Points for each result of a league match. */
export type LeagueScoringInput = {
  /** Points for a draw: from the points for a loss to those for a win. */
  draw: Scalars['Int']['input'];
  /** Points for a loss: 0-100. */
  loss: Scalars['Int']['input'];
  /** Points for a win: 0-100, more than a loss. */
  win: Scalars['Int']['input'];
};

/** The leagues a search found, by name. */
export type LeagueSearchHits = {
  __typename?: 'LeagueSearchHits';
  /** The first `first` of them, by name (then season). */
  nodes: Array<League>;
  /** How many match in all (more than `nodes` holds when more than `first` match). */
  totalCount: Scalars['Int']['output'];
};

/** A league table. */
export type LeagueStandings = {
  __typename?: 'LeagueStandings';
  /** The league is FINAL: these standings will not change. */
  final: Scalars['Boolean']['output'];
  /** The league. */
  league: League;
  /** Every team of the league, best first. */
  rows: Array<StandingRow>;
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

/** One append-only change of a balance. Never edited: a mistake is undone by a reversing CORRECTION entry. */
export type LedgerEntry = Node & {
  __typename?: 'LedgerEntry';
  /** Positive adds, negative spends. */
  amount: Scalars['Int']['output'];
  /** The balance of this currency (for this team, or this member for Achievement Points) after the entry. */
  balanceAfter: Scalars['Int']['output'];
  /** For a CORRECTION: the entry it reverses. */
  correctsEntryId: Maybe<Scalars['ID']['output']>;
  /** When the entry was written. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Who made the change. */
  createdBy: Maybe<Account>;
  /** The balance the entry changes. */
  currency: LedgerCurrency;
  /** Stable identifier of the entry (a global id, which `node` fetches); pass it to correctLedgerEntry. */
  id: Scalars['ID']['output'];
  /** The member whose Achievement Points changed (null when hidden from you). */
  member: Maybe<TeamMember>;
  /** Words for people: what was bought, why it was awarded or corrected. */
  note: Scalars['String']['output'];
  /** Why the balance changed: a match, a purchase, a Creator award, a correction... */
  reason: LedgerReason;
  /** The record that caused it (`sourceType` names its kind, `sourceId` is its id), as `node(id: sourceId)` answers it for you: null when there is none or it is hidden from you. */
  source: Maybe<LedgerSource>;
  /** The global id of the record that caused it (of the type `sourceType` names; `node` fetches it, `source` reads it). */
  sourceId: Maybe<Scalars['ID']['output']>;
  /** The member a purchase, level-up or recruitment was for (null when hidden from you). */
  sourceMember: Maybe<TeamMember>;
  /** The kind of record that caused it. */
  sourceType: Maybe<LedgerSourceType>;
  /** The team whose balance (or whose member's Achievement Points) changed. */
  team: Team;
};

/** A page of ledger entries, newest first. */
export type LedgerEntryConnection = {
  __typename?: 'LedgerEntryConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<LedgerEntryEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<LedgerEntry>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One LedgerEntry in a page, with the cursor that marks its place in the list. */
export type LedgerEntryEdge = {
  __typename?: 'LedgerEntryEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: LedgerEntry;
};

/** Result of grantAward or correctLedgerEntry: the new ledger entry. */
export type LedgerEntryPayload = {
  __typename?: 'LedgerEntryPayload';
  /** The entry written (the award, or the reversing CORRECTION); null when refused. */
  entry: Maybe<LedgerEntry>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

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

/** The record that caused a ledger entry: the member bought or levelled, the item bought, the roll, the entry corrected or the match. */
export type LedgerSource = DiceRoll | LedgerEntry | Match | TeamItem | TeamMember;

/** The kind of record that caused a ledger entry. */
export type LedgerSourceType =
  | 'DICE_ROLL'
  | 'LEDGER_ENTRY'
  | 'MATCH'
  | 'TEAM_ITEM'
  | 'TEAM_MEMBER';

/** HeroClix Alpha: a power a figure may use now instead of attacking, with the figures it may name. */
export type LegalPowerOption = {
  __typename?: 'LegalPowerOption';
  /** The power (a POWER event). */
  power: AlphaPower;
  /** The figures it may name in targetFigureIds: Pulse and Poison the enemies in play (the table says which are in sight within 4, or adjacent), Heal the friends in play; Regeneration none. */
  targetIds: Array<Scalars['ID']['output']>;
};

/** Moves a member up to the next rank version of his character. */
export type LevelUpMemberInput = {
  /** The team member to move up (TeamMember.id). */
  memberId: Scalars['ID']['input'];
  /** The version to move to; by default the next level's version of the same character. */
  versionId?: InputMaybe<Scalars['ID']['input']>;
};

/** The price of moving a member up one level, as levelUpMember would charge it. */
export type LevelUpQuote = {
  __typename?: 'LevelUpQuote';
  /** Hero Points the level-up would cost the team. */
  heroPoints: Scalars['Int']['output'];
  /** The rank version the member would move to. */
  version: CharacterVersion;
};

/** The map played on: only the City map moves Prestige and Infamy. */
export type MapType =
  | 'CITY'
  | 'OTHER';

/** A game played in a world: its sides, figures, and (in `events`) everything that happened. */
export type Match = Node & {
  __typename?: 'Match';
  /** Build total in points each side plays to. */
  buildTotal: Scalars['Int']['output'];
  /** When the match was set up. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The event log, as `matchEvents` answers for this match: oldest first. */
  events: MatchEventConnection;
  /** Every figure of every side, in side order (each knows its `side`). */
  figures: Array<MatchFigure>;
  /** Stable identifier of the match (a global id, which `node` fetches). */
  id: Scalars['ID']['output'];
  /** The league the match counts for; null for a friendly. */
  league: Maybe<League>;
  /** The map played on. */
  mapType: MapType;
  /** The resolution: null until the match is resolved (kept, with voidedAt, when the match is voided). */
  resolution: Maybe<MatchResolutionRecord>;
  /** The latest resolution a player proposed (waiting while its decision is null, as the match is AWAITING_CONFIRMATION); null if none was. */
  resolutionProposal: Maybe<ResolutionProposal>;
  /** The rules the match is played under. */
  ruleset: MatchRuleset;
  /** The scenario played, if any. */
  scenario: Maybe<Scenario>;
  /** The secret seed of the match dice: null until the match is resolved. */
  seed: Maybe<Scalars['String']['output']>;
  /** SHA-256 (hex) of the secret seed, published at creation so the seed can be checked once revealed. */
  seedHash: Scalars['String']['output'];
  /** The sides, in position order. */
  sides: Array<MatchSide>;
  /** The state of play, as `matchState` answers for this match; null for a ruleset the engine does not play yet (RPS Clix). */
  state: Maybe<MatchState>;
  /** SETUP, IN_PROGRESS, AWAITING_CONFIRMATION (a player proposed its resolution), RESOLVED or VOID. */
  status: MatchStatus;
  /** A training mission: played for practice. */
  trainingMission: Scalars['Boolean']['output'];
  /** The world the match is played in. */
  world: World;
};


/** A game played in a world: its sides, figures, and (in `events`) everything that happened. */
export type MatchEventsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<MatchEventOrder>;
  type: InputMaybe<MatchEventType>;
};


/** A game played in a world: its sides, figures, and (in `events`) everything that happened. */
export type MatchStateArgs = {
  atSequence: InputMaybe<Scalars['Int']['input']>;
};

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

/** A page of matches, newest first. */
export type MatchConnection = {
  __typename?: 'MatchConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<MatchEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Match>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One Match in a page, with the cursor that marks its place in the list. */
export type MatchEdge = {
  __typename?: 'MatchEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Match;
};

/** Who wins as the ruleset reads the match now (Alpha: KO points; 2003: victory points; HorrorClix: its score; Clix Campaign: the resolution decides). */
export type MatchEngineOutcome = {
  __typename?: 'MatchEngineOutcome';
  /** KO_POINTS, VICTORY_POINTS, HORRORCLIX_SCORE or RESOLUTION. */
  decidedBy: Scalars['String']['output'];
  /** Each side's score sheet (empty for Clix Campaign). */
  scores: Array<MatchSideScore>;
  /** The winning side; null while undecided, on a tie, or where the resolution decides. */
  winnerSide: Maybe<Scalars['Int']['output']>;
};

/** One entry of the append-only log of a match, typed by what happened (ATTACK: AttackEvent, END_TURN: EndTurnEvent...). Never changed or deleted: a REVERSAL undoes it. */
export type MatchEvent = {
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** A page of match events, oldest first. */
export type MatchEventConnection = {
  __typename?: 'MatchEventConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<MatchEventEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<MatchEvent>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One MatchEvent in a page, with the cursor that marks its place in the list. */
export type MatchEventEdge = {
  __typename?: 'MatchEventEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: MatchEvent;
};

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

/** The result of recordMatchEvent. */
export type MatchEventPayload = {
  __typename?: 'MatchEventPayload';
  /** The event as appended to the log; null when userErrors is not empty. */
  event: Maybe<MatchEvent>;
  /** Why nothing was recorded, with stable codes. */
  userErrors: Array<UserError>;
};

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

/** A figure taking part: a team member or an NPC, on the dial of one character version. */
export type MatchFigure = Node & {
  __typename?: 'MatchFigure';
  /** Null when the character is hidden and the viewer is not the Creator. */
  character: Maybe<Character>;
  /** Stable identifier of the figure (a global id, which `node` fetches as its match's `figures` shows it); every figure id of the match's events and states is one. */
  id: Scalars['ID']['output'];
  /** HorrorClix: one of its side's minions, off the map until it enters for a victim its side killed (a MINION event). */
  minion: Scalars['Boolean']['output'];
  /** 0-based place among all figures of the match. */
  position: Scalars['Int']['output'];
  /** HeroClix Alpha: one of its side's reinforcements, off the map until it enters by a REINFORCE event. */
  reinforcement: Scalars['Boolean']['output'];
  /** Position of its side in the match. */
  side: Scalars['Int']['output'];
  /** The team member playing it; null for an NPC, or when the character is hidden from the viewer. */
  teamMemberId: Maybe<Scalars['ID']['output']>;
  /** The dial played; null when the character is hidden from the viewer. */
  version: Maybe<CharacterVersion>;
};

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

/** The result of createMatch. */
export type MatchPayload = {
  __typename?: 'MatchPayload';
  /** The match as created; null when userErrors is not empty. */
  match: Maybe<Match>;
  /** Why nothing was created, with stable codes. */
  userErrors: Array<UserError>;
};

/** A resolution of a match: every award and consequence, applied (MatchResolutionRecord) or what would be applied (MatchResolutionPreview: previewMatchResolution, a proposal). Sides, members, morale and ledger entries are read through fields. */
export type MatchResolution = {
  /** Null in a preview. */
  appliedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Every die the resolution rolled (injuries), in order, drawn from the match's own stream after the log's last server roll. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** Dice drawn from the match stream before the resolution: replaying the seed, skip this many. */
  diceRollsBefore: Scalars['Int']['output'];
  /** The applied resolution's global id (`node` fetches it); null in a preview. */
  id: Maybe<Scalars['ID']['output']>;
  /** SHA-256 (hex) of the canonical input (match id and outcome). */
  inputHash: Scalars['String']['output'];
  /** Ledger entries the resolution wrote (empty in a preview and for rulesets that award nothing). */
  ledgerEntries: Array<LedgerEntry>;
  /** The match resolved. */
  match: Match;
  /** The match resolved. */
  matchId: Scalars['ID']['output'];
  /** What the match meant for each member of the playing teams (hidden characters' members: the Creator only). */
  members: Array<MemberResolution>;
  /** Morale after the AP changes: who quit at once, and the fights still to be played. */
  morale: Array<SideMorale>;
  /** Why something was left out (a scenario the rules do not know, a team without a leader...). */
  notes: Array<Scalars['String']['output']>;
  /** What the match meant for each side, in side order. */
  sides: Array<SideResolution>;
  /** Why the match was voided. */
  voidReason: Maybe<Scalars['String']['output']>;
  /** When the match was voided and this resolution reversed. */
  voidedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

/** The result of resolveMatch, previewMatchResolution or voidMatch. */
export type MatchResolutionPayload = {
  __typename?: 'MatchResolutionPayload';
  /** The match after the change; null when userErrors is not empty. */
  match: Maybe<Match>;
  /** The resolution: applied or voided (a MatchResolutionRecord), or previewed or proposed (a MatchResolutionPreview); null when userErrors is not empty. */
  resolution: Maybe<MatchResolution>;
  /** Why nothing was done: stable codes such as MATCH_ALREADY_RESOLVED or IDEMPOTENCY_KEY_REUSED. */
  userErrors: Array<UserError>;
};

/** What a resolution would apply, nothing applied yet (previewMatchResolution, a proposed resolution): no id, no application time, no ledger entries. */
export type MatchResolutionPreview = MatchResolution & {
  __typename?: 'MatchResolutionPreview';
  /** Null in a preview. */
  appliedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Every die the resolution rolled (injuries), in order, drawn from the match's own stream after the log's last server roll. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** Dice drawn from the match stream before the resolution: replaying the seed, skip this many. */
  diceRollsBefore: Scalars['Int']['output'];
  /** The applied resolution's global id (`node` fetches it); null in a preview. */
  id: Maybe<Scalars['ID']['output']>;
  /** SHA-256 (hex) of the canonical input (match id and outcome). */
  inputHash: Scalars['String']['output'];
  /** Ledger entries the resolution wrote (empty in a preview and for rulesets that award nothing). */
  ledgerEntries: Array<LedgerEntry>;
  /** The match resolved. */
  match: Match;
  /** The match resolved. */
  matchId: Scalars['ID']['output'];
  /** What the match meant for each member of the playing teams (hidden characters' members: the Creator only). */
  members: Array<MemberResolution>;
  /** Morale after the AP changes: who quit at once, and the fights still to be played. */
  morale: Array<SideMorale>;
  /** Why something was left out (a scenario the rules do not know, a team without a leader...). */
  notes: Array<Scalars['String']['output']>;
  /** What the match meant for each side, in side order. */
  sides: Array<SideResolution>;
  /** Why the match was voided. */
  voidReason: Maybe<Scalars['String']['output']>;
  /** When the match was voided and this resolution reversed. */
  voidedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

/** The resolution of a match as applied (kept, with voidedAt, when the match is voided): every award and consequence, applied once. Sides, members, morale and ledger entries are read through fields. */
export type MatchResolutionRecord = MatchResolution & Node & {
  __typename?: 'MatchResolutionRecord';
  /** When it was applied. */
  appliedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Every die the resolution rolled (injuries), in order, drawn from the match's own stream after the log's last server roll. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** Dice drawn from the match stream before the resolution: replaying the seed, skip this many. */
  diceRollsBefore: Scalars['Int']['output'];
  /** Stable identifier of the applied resolution (a global id, which `node` fetches as its match shows it). */
  id: Scalars['ID']['output'];
  /** SHA-256 (hex) of the canonical input (match id and outcome). */
  inputHash: Scalars['String']['output'];
  /** Ledger entries the resolution wrote (empty in a preview and for rulesets that award nothing). */
  ledgerEntries: Array<LedgerEntry>;
  /** The match resolved. */
  match: Match;
  /** The match resolved. */
  matchId: Scalars['ID']['output'];
  /** What the match meant for each member of the playing teams (hidden characters' members: the Creator only). */
  members: Array<MemberResolution>;
  /** Morale after the AP changes: who quit at once, and the fights still to be played. */
  morale: Array<SideMorale>;
  /** Why something was left out (a scenario the rules do not know, a team without a leader...). */
  notes: Array<Scalars['String']['output']>;
  /** What the match meant for each side, in side order. */
  sides: Array<SideResolution>;
  /** Why the match was voided. */
  voidReason: Maybe<Scalars['String']['output']>;
  /** When the match was voided and this resolution reversed. */
  voidedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

/** The rules the match is played under. */
export type MatchRuleset =
  | 'CLIX_CAMPAIGN'
  | 'HEROCLIX_2003'
  | 'HEROCLIX_ALPHA'
  | 'HORRORCLIX'
  | 'RPS_CLIX';

/** One line of a score sheet. */
export type MatchScoreLine = {
  __typename?: 'MatchScoreLine';
  /** The figure it is about, if any. */
  figureId: Maybe<Scalars['ID']['output']>;
  /** What scored, e.g. KO_POINT, DEFEATED_BY_MODEL, VICTIM. */
  kind: Scalars['String']['output'];
  /** Points. */
  points: Scalars['Int']['output'];
};

/** The matches a search found by the name of a team on one of their sides, newest first. */
export type MatchSearchHits = {
  __typename?: 'MatchSearchHits';
  /** The first `first` of them, newest first. */
  nodes: Array<Match>;
  /** How many match in all (more than `nodes` holds when more than `first` match). */
  totalCount: Scalars['Int']['output'];
};

/** One side of a match: a team, or an NPC force of the world's characters. */
export type MatchSide = Node & {
  __typename?: 'MatchSide';
  /** Heroes or villains. */
  alignment: TeamAlignment;
  /** The side's figures. */
  figures: Array<MatchFigure>;
  /** Stable identifier of the side. */
  id: Scalars['ID']['output'];
  /** 0-based place in the input. */
  position: Scalars['Int']['output'];
  /** The team; null for an NPC force. */
  team: Maybe<Team>;
};

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

/** One side's score. */
export type MatchSideScore = {
  __typename?: 'MatchSideScore';
  /** How they add up. */
  lines: Array<MatchScoreLine>;
  /** Its points. */
  points: Scalars['Int']['output'];
  /** Position of the side. */
  side: Scalars['Int']['output'];
};

/** Where a match stands, as the rules engine left it after the last event (stored with it: the log is never replayed to read it). */
export type MatchState = {
  __typename?: 'MatchState';
  /** Non-free actions the side to act may still give this turn, as its ruleset counts them. */
  actionsLeft: Scalars['Int']['output'];
  /** Position of the side to act (only it may act or end the turn); null once the ruleset says the match is over. */
  activeSide: Maybe<Scalars['Int']['output']>;
  /** BYSTANDER_HURT events so far. */
  bystandersHurt: Scalars['Int']['output'];
  /** BYSTANDER_SAVED events so far. */
  bystandersSaved: Scalars['Int']['output'];
  /** Every figure, in match order. */
  figures: Array<FigureState>;
  /** HorrorClix: the phase, the victims and what the phase allows; null in the other rulesets. */
  horrorClix: Maybe<HorrorClixState>;
  /** The match. */
  matchId: Scalars['ID']['output'];
  /** The side to act may end its turn now. */
  mayEndTurn: Scalars['Boolean']['output'];
  /** Either side may record an ETIQUETTE roll now (any time until the match is over). */
  mayRollEtiquette: Scalars['Boolean']['output'];
  /** OBJECTIVE_MET events so far. */
  objectivesMet: Scalars['Int']['output'];
  /** Who wins as the ruleset reads the match now, with the score sheet. */
  outcome: MatchEngineOutcome;
  /** The ruleset says the match is over: nothing more can be recorded but a REVERSAL; resolve it. */
  over: Scalars['Boolean']['output'];
  /** PROPERTY_DESTROYED events so far. */
  propertyDestroyed: Scalars['Int']['output'];
  /** HeroClix Alpha: the reinforcements the side to act chooses first. */
  reinforcementsDue: Array<ReinforcementDue>;
  /** Sequence of the last event applied (0 before any). */
  sequence: Scalars['Int']['output'];
  /** Clix Campaign: each side's team ability, by side position, pinned when the match was created (roll, name and text of the seed's chart, as the engine plays it); null for a side with none (an NPC force), and for every side in the other rulesets. */
  teamAbilities: Array<Maybe<TeamAbility>>;
  /** The turn: 1 for the first side's first turn; every END_TURN adds 1. */
  turn: Scalars['Int']['output'];
};

/** SETUP until the first event, IN_PROGRESS while played, AWAITING_CONFIRMATION while a resolution a player proposed waits to be confirmed, then RESOLVED or VOID. */
export type MatchStatus =
  /** A player proposed the resolution (see Match.resolutionProposal); the other side's owner, the Creator or an organizer confirms or rejects it. */
  | 'AWAITING_CONFIRMATION'
  | 'IN_PROGRESS'
  | 'RESOLVED'
  | 'SETUP'
  | 'VOID';

/** The signed-in account, with what only it may see. */
export type Me = {
  __typename?: 'Me';
  /** The public side of the account, as other members see it. */
  account: Account;
  /** The email address the account signs in with; private, shown only here. */
  email: Scalars['String']['output'];
  /** Invitations of the account's e-mail still to accept or decline (acceptWorldInvitation, declineWorldInvitation), oldest first. */
  invitations: WorldInvitationConnection;
  /** Every world the account belongs to, with its role there; empty when none. */
  memberships: Array<Membership>;
};


/** The signed-in account, with what only it may see. */
export type MeInvitationsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};

/** A bonus bought from the bonuses table. */
export type MemberBonus = {
  __typename?: 'MemberBonus';
  /** Hero Points paid. */
  cost: Scalars['Int']['output'];
  /** The row it was bought from. */
  rank: Rank;
  /** What the bonus gives, as printed in the bonuses table. */
  text: Scalars['String']['output'];
  /** Tier 1-4. */
  tier: Scalars['Int']['output'];
};

/** A feat of the world's catalogue, and the member who gets it or loses it. */
export type MemberFeatInput = {
  /** Feat id from the catalogue, e.g. "all-out". */
  featId: Scalars['String']['input'];
  /** The team member (TeamMember.id). */
  memberId: Scalars['ID']['input'];
};

/** What a match meant for one team member (played or sat out). */
export type MemberResolution = {
  __typename?: 'MemberResolution';
  /** Achievement Points lines. */
  achievementLines: Array<ResolutionLine>;
  /** Net Achievement Points of the match. */
  achievementPointsChange: Scalars['Int']['output'];
  /** His figure; null when he sat the match out. */
  figureId: Maybe<Scalars['ID']['output']>;
  /** Injuries added to the member. */
  injuriesAdded: Array<SufferedInjuryType>;
  /** The permanent injury roll, when his figure reached Permanent Injury. */
  injuryRoll: Maybe<InjuryRollType>;
  /** Set when he ends the match captured: who holds him. */
  internment: Maybe<Internment>;
  /** Feats that lapsed. */
  lapsedFeatIds: Array<Scalars['String']['output']>;
  /** The team member. */
  memberId: Scalars['ID']['output'];
  /** Scenarios still to miss after the resolution (when OUT). */
  outForScenariosAfter: Maybe<Scalars['Int']['output']>;
  /** Scenarios still to miss before the match (when OUT). */
  outForScenariosBefore: Maybe<Scalars['Int']['output']>;
  /** False when he sat the match out. */
  played: Scalars['Boolean']['output'];
  /** Why he quit at once (morale), if he did. */
  quitReason: Maybe<Scalars['String']['output']>;
  /** Position of his side in the match. */
  side: Scalars['Int']['output'];
  /** His campaign status after the resolution. */
  statusAfter: MemberStatus;
  /** His campaign status before the match. */
  statusBefore: MemberStatus;
  /** His team. */
  teamId: Scalars['ID']['output'];
};

/** Points a member has put into one Non-Combat Skill. */
export type MemberSkill = {
  __typename?: 'MemberSkill';
  /** The skill's name as printed (its id when the rules no longer list it). */
  name: Scalars['String']['output'];
  /** Non-Combat Skill points put into this skill so far (1 or more). */
  points: Scalars['Int']['output'];
  /** Stable id of the skill, e.g. "criminology". */
  skillId: Scalars['String']['output'];
};

/** ACTIVE plays; OUT misses scenarios; CRITICAL awaits the injury roll; CAPTURED is held; DEAD and QUIT have left the team. */
export type MemberStatus =
  | 'ACTIVE'
  | 'CAPTURED'
  | 'CRITICAL'
  | 'DEAD'
  | 'OUT'
  | 'QUIT';

/** A world the signed-in account belongs to, and its role there. */
export type Membership = {
  __typename?: 'Membership';
  /** What the account may do in that world. */
  role: WorldRole;
  /** The world the account is a member of. */
  world: World;
};

/** MINION (HorrorClix): a minion enters for a victim. */
export type MinionEntry = {
  __typename?: 'MinionEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** The victim it replaces. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** HorrorClix: a minion enters for a victim. */
export type MinionEvent = MatchEvent & Node & {
  __typename?: 'MinionEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: MinionEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<MinionOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** MINION (HorrorClix). */
export type MinionOutcome = {
  __typename?: 'MinionOutcome';
  /** The minion entering. */
  minion: Scalars['ID']['output'];
  /** The victim it replaces. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** A morale fight to be played at the table; not decided by the resolution. */
export type MoraleFightType = {
  __typename?: 'MoraleFightType';
  /** LOST_CONFIDENCE: the challenger. */
  challengerId: Maybe<Scalars['ID']['output']>;
  /** Clicks of damage that win the fight. */
  clicksToWin: Scalars['Int']['output'];
  /** RIVALRY or LOST_CONFIDENCE. */
  kind: Scalars['String']['output'];
  /** LOST_CONFIDENCE: a beaten challenger drops to this AP. */
  leaderAchievementPoints: Maybe<Scalars['Int']['output']>;
  /** LOST_CONFIDENCE: the leader. */
  leaderId: Maybe<Scalars['ID']['output']>;
  /** RIVALRY: the member who resents the other. */
  resentfulId: Maybe<Scalars['ID']['output']>;
  /** RIVALRY: his rival. */
  rivalId: Maybe<Scalars['ID']['output']>;
};

/** A member who quit at once after the AP changes. */
export type MoraleQuit = {
  __typename?: 'MoraleQuit';
  /** The member who quits. */
  memberId: Scalars['ID']['output'];
  /** Why, in words. */
  message: Scalars['String']['output'];
  /** DISGRUNTLED or DEPRESSED. */
  reason: Scalars['String']['output'];
};

/** MOVE_VICTIM (HorrorClix). */
export type MoveVictimEntry = {
  __typename?: 'MoveVictimEntry';
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** The victim moved. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** HorrorClix: a victim moved in the suspense phase. */
export type MoveVictimEvent = MatchEvent & Node & {
  __typename?: 'MoveVictimEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: MoveVictimEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<PhaseOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** Boot (ground), wing (flies) or dolphin (swims). */
export type MovementSymbol =
  | 'BOOT'
  | 'DOLPHIN'
  | 'WING';

export type Mutation = {
  __typename?: 'Mutation';
  /** The signed-in account accepts its e-mail's invitation and joins the world with the invited role. */
  acceptWorldInvitation: WorldMemberPayload;
  /** Creator or Organizer: a team of the world joins an OPEN league. */
  addLeagueTeam: LeaguePayload;
  /** Creator only: invites an e-mail with a role. Nobody joins until the account with this e-mail (now or once it signs up) accepts; the answer is the same whether the e-mail has an account. */
  addWorldMember: AddWorldMemberPayload;
  /** Puts Non-Combat Skill points (10 per level) into a skill. */
  allocateSkillPoints: TeamMemberPayload;
  /** Buys a feat for a member with Hero Points. */
  assignFeat: TeamMemberPayload;
  /** Buys a bonus from the row of the member's rank with Hero Points. */
  buyBonus: TeamMemberPayload;
  /** Buys an item or weapon for the team with cash. */
  buyItem: TeamItemPayload;
  /** Creator only: a new character copied from one, with every version, dial and power (not its team membership, history or injuries, which belong to team members); refused for a hidden or missing id as updateCharacter is. */
  cloneCharacter: CharacterPayload;
  /** The other side's owner, the Creator or an organizer (never its proposer): applies the resolution a player proposed, exactly as resolveMatch would have (ledger entries, members, standings, webhooks). Refused with PROPOSAL_OUTDATED if the teams changed since. */
  confirmMatchResolution: MatchResolutionPayload;
  /** Creator only: reverses a ledger entry with a CORRECTION entry. */
  correctLedgerEntry: LedgerEntryPayload;
  /** Creator only: a read-only key for a third-party client. */
  createApiKey: CreateApiKeyPayload;
  /** Creator only: adds a character with its rank versions and dials to a world. */
  createCharacter: CharacterPayload;
  /** Creator or Organizer: a new OPEN league in a world. */
  createLeague: LeaguePayload;
  /** Creator or Organizer: sets up a match; a secret seed is drawn and only its hash shown. */
  createMatch: MatchPayload;
  /** Founds a team owned by the caller (a player or the Creator of the world). */
  createTeam: TeamPayload;
  /** Creator (a world's webhook) or Organizer (a league's): events POSTed, signed, to a server's URL. */
  createWebhook: CreateWebhookPayload;
  /** Creates a world; you become its Creator. */
  createWorld: WorldPayload;
  /** The signed-in account declines its e-mail's invitation to a world; the invitation is removed. */
  declineWorldInvitation: WorldInvitationPayload;
  /** Creator only: deletes a character with its versions and dials; refused while a team member plays it (CHARACTER_IN_USE). */
  deleteCharacter: DeleteCharacterPayload;
  /** Creator only: deletes several characters with their versions and dials, at most 100 ids, in one transaction, all or nothing: each id refused gets an error whose field is `["ids", "<its index>"]`, and then none is changed. Refused for one a team member plays, or a match, ledger or plea names (CHARACTER_IN_USE). restoreCharacters puts them back for 60 minutes. */
  deleteCharacters: DeleteCharactersPayload;
  /** Whoever may manage the webhook: it is sent nothing more, and its deliveries are forgotten. */
  deleteWebhook: DeleteWebhookPayload;
  /** Creator or Organizer: the standings become final; no match can join the league any more. */
  finalizeLeague: LeaguePayload;
  /** Creator only: bonus Hero Points or cash, with the reason. */
  grantAward: LedgerEntryPayload;
  /** Creator only: imports a "clix-characters" file. Any problem refuses the whole file: every problem is listed and nothing is written. */
  importCharacters: ImportCharactersPayload;
  /** Moves a member up one level, to the next rank version of his character, for Hero Points. */
  levelUpMember: TeamMemberPayload;
  /** RPS Clix: plays one move, checked and applied by its engine (a roll-off from the match dice) and appended to the match log; the computer replies at once when it plays the other side. The Creator and Organizers may move for either side, a player for his own team’s. */
  playRpsMove: RpsMovePayload;
  /** Creator or Organizer: appends an event to the log, checked by the rules against the current state. */
  recordMatchEvent: MatchEventPayload;
  /** Enlists a character: at once when worth less than the leader, else by a plea roll. */
  recruitCharacter: RecruitPayload;
  /** The other side's owner, the Creator or an organizer (or its proposer, withdrawing it): rejects a proposed resolution with a reason; nothing is applied and the match is IN_PROGRESS again. */
  rejectMatchResolution: RejectMatchResolutionPayload;
  /** Takes a feat off a member (no refund). */
  removeFeat: TeamMemberPayload;
  /** Creator or Organizer: a team that has no league match leaves an OPEN league. */
  removeLeagueTeam: LeaguePayload;
  /** Creator only. A world keeps at least one Creator. */
  removeWorldMember: WorldMemberPayload;
  /** Whoever may manage the webhook: sends a delivery's event again, as a new delivery. */
  replayWebhookDelivery: ReplayWebhookDeliveryPayload;
  /** Creator or Organizer: resolves a finished match exactly once (awards, ledger entries, injuries from the match dice, status changes). A player whose team plays it proposes the resolution instead: the match is AWAITING_CONFIRMATION and nothing is applied until the other side's owner, the Creator or an organizer confirms it (confirmMatchResolution). The same key and input again return the stored result. */
  resolveMatch: MatchResolutionPayload;
  /** Creator only: puts back characters deleteCharacters removed in the last 60 minutes, exactly (the same ids, versions and dials), at most 100 ids, in one transaction, all or nothing: each id refused gets an error whose field is `["ids", "<its index>"]`, and then none is changed. CHARACTER_NOT_RESTORABLE for an id not deleted in that window; CHARACTER_NAME_TAKEN when another character took the name meanwhile. */
  restoreCharacters: CharactersPayload;
  /** Creator only: the key stops working at once. */
  revokeApiKey: ApiKeyPayload;
  /** Creator only: rolls 2d6 on the random scenario generator; the roll is recorded. */
  rollRandomScenario: RandomScenarioPayload;
  /** Creator only: rolls on the sub-plot list; the roll is recorded. */
  rollSubPlot: SubPlotPayload;
  /** Creator only: shows (PUBLIC) or hides (HIDDEN) several characters, at most 100 ids, in one transaction, all or nothing: each id refused gets an error whose field is `["ids", "<its index>"]`, and then none is changed. */
  setCharactersVisibility: CharactersPayload;
  /** Creator only. A world keeps at least one Creator. */
  setWorldMemberRole: WorldMemberPayload;
  /** Returns a bearer token that expires (SESSION_TTL_HOURS, 12 by default). */
  signIn: AuthPayload;
  /** Revokes the token this request was made with. */
  signOut: Scalars['Boolean']['output'];
  /** Creates an account and signs it in. */
  signUp: AuthPayload;
  /** Creator only: changes the fields given; `versions`, when given, replaces every version and dial. */
  updateCharacter: CharacterPayload;
  /** Creator only: changes a feat, e.g. prices an unpriced one. */
  updateFeat: FeatPayload;
  /** Creator only: changes an item or weapon (price, damage, range, effect). */
  updateItem: ItemPayload;
  /** Creator or Organizer: an OPEN league's name, season, scoring or tie-breakers. */
  updateLeague: LeaguePayload;
  /** Creator only: changes a power of the world's catalogue. */
  updatePower: PowerPayload;
  /** Creator only: changes a scenario (set-up, force ratio, round limit, scoring lines). */
  updateScenario: ScenarioPayload;
  /** Creator only: changes some settings and returns them all. */
  updateWorldSettings: WorldSettingsPayload;
  /** Creator or Organizer: voids a match. A resolution is reversed by CORRECTION entries and the members' fields are restored; refused if a reversal would overdraw. */
  voidMatch: MatchResolutionPayload;
  /** Creator only: withdraws a pending invitation. */
  withdrawWorldInvitation: WorldInvitationPayload;
};


export type MutationAcceptWorldInvitationArgs = {
  input: AcceptWorldInvitationInput;
};


export type MutationAddLeagueTeamArgs = {
  input: LeagueTeamInput;
};


export type MutationAddWorldMemberArgs = {
  input: AddWorldMemberInput;
};


export type MutationAllocateSkillPointsArgs = {
  input: AllocateSkillPointsInput;
};


export type MutationAssignFeatArgs = {
  input: MemberFeatInput;
};


export type MutationBuyBonusArgs = {
  input: BuyBonusInput;
};


export type MutationBuyItemArgs = {
  input: BuyItemInput;
};


export type MutationCloneCharacterArgs = {
  id: Scalars['ID']['input'];
  name: InputMaybe<Scalars['String']['input']>;
};


export type MutationConfirmMatchResolutionArgs = {
  input: ConfirmMatchResolutionInput;
};


export type MutationCorrectLedgerEntryArgs = {
  input: CorrectLedgerEntryInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCharacterArgs = {
  input: CreateCharacterInput;
};


export type MutationCreateLeagueArgs = {
  input: CreateLeagueInput;
};


export type MutationCreateMatchArgs = {
  input: CreateMatchInput;
};


export type MutationCreateTeamArgs = {
  input: CreateTeamInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationCreateWorldArgs = {
  input: CreateWorldInput;
};


export type MutationDeclineWorldInvitationArgs = {
  input: DeclineWorldInvitationInput;
};


export type MutationDeleteCharacterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCharactersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFinalizeLeagueArgs = {
  input: FinalizeLeagueInput;
};


export type MutationGrantAwardArgs = {
  input: GrantAwardInput;
};


export type MutationImportCharactersArgs = {
  json: Scalars['String']['input'];
  mode?: ImportMode;
  world: Scalars['String']['input'];
};


export type MutationLevelUpMemberArgs = {
  input: LevelUpMemberInput;
};


export type MutationPlayRpsMoveArgs = {
  input: PlayRpsMoveInput;
};


export type MutationRecordMatchEventArgs = {
  input: RecordMatchEventInput;
};


export type MutationRecruitCharacterArgs = {
  input: RecruitCharacterInput;
};


export type MutationRejectMatchResolutionArgs = {
  input: RejectMatchResolutionInput;
};


export type MutationRemoveFeatArgs = {
  input: MemberFeatInput;
};


export type MutationRemoveLeagueTeamArgs = {
  input: LeagueTeamInput;
};


export type MutationRemoveWorldMemberArgs = {
  input: RemoveWorldMemberInput;
};


export type MutationReplayWebhookDeliveryArgs = {
  deliveryId: Scalars['ID']['input'];
};


export type MutationResolveMatchArgs = {
  input: ResolveMatchInput;
};


export type MutationRestoreCharactersArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRollRandomScenarioArgs = {
  world: Scalars['String']['input'];
};


export type MutationRollSubPlotArgs = {
  world: Scalars['String']['input'];
};


export type MutationSetCharactersVisibilityArgs = {
  ids: Array<Scalars['ID']['input']>;
  visibility: Visibility;
};


export type MutationSetWorldMemberRoleArgs = {
  input: SetWorldMemberRoleInput;
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdateCharacterArgs = {
  input: UpdateCharacterInput;
};


export type MutationUpdateFeatArgs = {
  input: UpdateFeatInput;
};


export type MutationUpdateItemArgs = {
  input: UpdateItemInput;
};


export type MutationUpdateLeagueArgs = {
  input: UpdateLeagueInput;
};


export type MutationUpdatePowerArgs = {
  input: UpdatePowerInput;
};


export type MutationUpdateScenarioArgs = {
  input: UpdateScenarioInput;
};


export type MutationUpdateWorldSettingsArgs = {
  input: UpdateWorldSettingsInput;
};


export type MutationVoidMatchArgs = {
  input: VoidMatchInput;
};


export type MutationWithdrawWorldInvitationArgs = {
  input: WithdrawWorldInvitationInput;
};

/** An object with a global id: `node(id:)` (or `nodes(ids:)`) fetches it again, as its own lookup would answer it for you. */
export type Node = {
  /** Opaque global id: names the object's type and row; the same id every time. */
  id: Scalars['ID']['output'];
};

/** A Non-Combat Skill members can put points into (allocateSkillPoints takes its id). */
export type NonCombatSkill = {
  __typename?: 'NonCombatSkill';
  /** The group it belongs to (e.g. "Knowledge"), if any. */
  group: Maybe<Scalars['String']['output']>;
  /** Stable id, e.g. "criminology". */
  id: Scalars['String']['output'];
  /** Name as printed. */
  name: Scalars['String']['output'];
  /** What the skill covers. */
  text: Scalars['String']['output'];
};

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

/** A scenario objective met. */
export type ObjectiveMetEvent = MatchEvent & Node & {
  __typename?: 'ObjectiveMetEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: TallyEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<TallyOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** Result of suggestOpposition: a proposed NPC force, or why none could be sized. Nothing is written either way. */
export type OppositionPayload = {
  __typename?: 'OppositionPayload';
  /** The force proposed; null when userErrors is not empty. */
  suggestion: Maybe<OppositionSuggestion>;
  /** Problems that stopped the suggestion (TEAM_NOT_FOUND, SCENARIO_REQUIRED, SCENARIO_GIVEN_TWICE, SCENARIO_NOT_FOUND, SCENARIO_HAS_NO_FORCE_RATIO); empty when it succeeded. */
  userErrors: Array<UserError>;
};

/** One NPC proposed for the opposition. */
export type OppositionPick = {
  __typename?: 'OppositionPick';
  /** The NPC or normal character proposed. */
  character: Character;
  /** The version of it to field; its points count toward the total. */
  version: CharacterVersion;
};

/** An NPC force sized to a team for a scenario: the world's NPCs and normals, largest first, up to the target. */
export type OppositionSuggestion = {
  __typename?: 'OppositionSuggestion';
  /** Opposition as a multiple of the team. */
  forceRatio: Scalars['Float']['output'];
  /** The figures proposed, largest first; empty when no NPC fits the target. */
  picks: Array<OppositionPick>;
  /** The world's scenario the force is sized for. */
  scenario: Scenario;
  /**
   * The catalogueId of the scenario the force is sized for.
   * @deprecated It is a catalogue id, not a `Scenario.id`: use `scenario { id catalogueId }`.
   */
  scenarioId: Scalars['String']['output'];
  /** The scenario's name in this world's catalogue. */
  scenarioName: Scalars['String']['output'];
  /** teamPointValue × forceRatio, rounded down. */
  targetPointValue: Scalars['Int']['output'];
  /** Points of the team's active members. */
  teamPointValue: Scalars['Int']['output'];
  /** Points of the force proposed (at most the target). */
  totalPointValue: Scalars['Int']['output'];
};

/** Which way an `orderBy` runs; ties are broken by id in the same direction. */
export type OrderDirection =
  /** Smallest (A, 0, oldest) first. */
  | 'ASC'
  /** Largest (Z, most, newest) first. */
  | 'DESC';

/** HeroClix Alpha: damage dealt to a figure an attack or power does not target (Explosion, Quake, Pulse, Poison). */
export type OtherDamage = {
  __typename?: 'OtherDamage';
  /** Damage assigned before its own powers. */
  damageAssigned: Scalars['Int']['output'];
  /** Damage dealt. */
  damageDealt: Scalars['Int']['output'];
  /** The figure damaged. */
  figureId: Scalars['ID']['output'];
  /** Explosion, Quake, Pulse or Poison. */
  power: Scalars['String']['output'];
};

/** Where a page sits in the whole list (the Relay connection spec). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last item of this page (null when it is empty): pass it as `after` to read the items after it. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Reading forwards (`first`): true when more items follow this page; read them by passing `endCursor` as `after`. Reading backwards (`last`) it is false. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Reading backwards (`last`): true when more items precede this page; read them by passing `startCursor` as `before`. Reading forwards (`first`) it is false. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item of this page (null when it is empty): pass it as `before` to read the items before it. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** An entry of the permanent injury table, as a member carries it. */
export type PermanentInjury = {
  __typename?: 'PermanentInjury';
  /** What the injury does, as the table prints it. */
  effect: Scalars['String']['output'];
  /** Stable id of the table entry, e.g. "HAND_INJURY" (what the deprecated `TeamMember.injuries` lists). */
  id: Scalars['String']['output'];
  /** The name as printed, e.g. "Hand Injury". */
  name: Scalars['String']['output'];
};

/** HorrorClix: the next phase of the turn. */
export type PhaseEvent = MatchEvent & Node & {
  __typename?: 'PhaseEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: EventEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<PhaseOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** PHASE / MOVE_VICTIM / HOURGLASS (HorrorClix). */
export type PhaseOutcome = {
  __typename?: 'PhaseOutcome';
  /** HOURGLASS: the monsters damaged. */
  damaged: Array<Scalars['ID']['output']>;
  /** The phase now. */
  phase: HorrorClixPhase;
  /** MOVE_VICTIM: the victim moved. */
  victimMoved: Maybe<Scalars['String']['output']>;
};

/** A move of an RPS Clix match. */
export type PlayRpsMoveInput = {
  /** The match. */
  matchId: Scalars['ID']['input'];
  /** The move. */
  move: RpsMoveInput;
  /** Position of the side moving; left out: the side to move. */
  side?: InputMaybe<Scalars['Int']['input']>;
};

/** How a recruitment went, as the rules decided it. */
export type Plea = {
  __typename?: 'Plea';
  /** After a refusal: the leader level at which the team may ask again. */
  approachAgainAtLeaderLevel: Maybe<Scalars['Int']['output']>;
  /** Leader's Attack + bonuses + the 2d6; null when he joined without a plea. */
  attackTotal: Maybe<Scalars['Int']['output']>;
  /** The target's Defence + any rejoin penalty. */
  defenseTarget: Maybe<Scalars['Int']['output']>;
  /** Hero Points spent: the plea spend, plus his points if he joined. */
  heroPointsSpent: Scalars['Int']['output'];
  /** True when the character joined the team (AUTO_JOINED or CONVINCED). */
  joined: Scalars['Boolean']['output'];
  /** Insulted, or refused a leader at his maximum level: never again. */
  neverApproachAgain: Scalars['Boolean']['output'];
  /** How the plea ended: joined at once, convinced, refused or insulted. */
  outcome: PleaOutcome;
};

/** AUTO_JOINED (worth less than the leader, no roll), CONVINCED, REFUSED (may ask again at a higher leader level) or INSULTED (never). */
export type PleaOutcome =
  | 'AUTO_JOINED'
  | 'CONVINCED'
  | 'INSULTED'
  | 'REFUSED';

/** PLOT_TWIST (HorrorClix): a card played. */
export type PlotTwistEntry = {
  __typename?: 'PlotTwistEntry';
  /** The card's name. */
  card: Scalars['String']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** Points it scores its side. */
  points: Scalars['Int']['output'];
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** A subplot. */
  subplot: Scalars['Boolean']['output'];
  /** The table's answer: the card succeeded. */
  success: Scalars['Boolean']['output'];
  /** The victim it names. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** HorrorClix: a plot twist card played. */
export type PlotTwistEvent = MatchEvent & Node & {
  __typename?: 'PlotTwistEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: PlotTwistEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<PlotTwistOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** PLOT_TWIST (HorrorClix). */
export type PlotTwistOutcome = {
  __typename?: 'PlotTwistOutcome';
  /** The card's name. */
  card: Scalars['String']['output'];
  /** Plot twists its side has left. */
  plotTwistsLeft: Scalars['Int']['output'];
  /** Points scored. */
  points: Scalars['Int']['output'];
  /** Answering a kill, the victim is saved. */
  saved: Scalars['Boolean']['output'];
  /** It succeeded. */
  success: Scalars['Boolean']['output'];
  /** When it was played: PREVIEW, SUSPENSE or KILL_ANSWER. */
  timing: Scalars['String']['output'];
  /** The victim it names. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** POSSESSION (HorrorClix). */
export type PossessionEntry = {
  __typename?: 'PossessionEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** Possessed (true) or freed (false). */
  possessed: Scalars['Boolean']['output'];
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** HorrorClix: a monster possessed or freed. */
export type PossessionEvent = MatchEvent & Node & {
  __typename?: 'PossessionEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: PossessionEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<PossessionOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** POSSESSION (HorrorClix). */
export type PossessionOutcome = {
  __typename?: 'PossessionOutcome';
  /** The monster. */
  figureId: Scalars['ID']['output'];
  /** Possessed now. */
  possessed: Scalars['Boolean']['output'];
};

/** A power of one of the rulesets' powers lists, as this world's Creator keeps it. */
export type Power = Node & {
  __typename?: 'Power';
  /** The rules package id (e.g. "leap-climb"), stable across worlds. */
  catalogueId: Scalars['String']['output'];
  /** The combat value the power is coloured on. */
  category: CombatValue;
  /** Identifier of this power in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds. */
  id: Scalars['ID']['output'];
  /** The power's name as printed (or as the Creator renamed it), e.g. "Leap/Climb". */
  name: Scalars['String']['output'];
  /** Place in the printed lists, 0-based. */
  position: Scalars['Int']['output'];
  /** Which ruleset's powers list the power comes from; the same name can appear in both. */
  ruleset: PowerRuleset;
  /** 1-based place within its category, as printed. */
  slot: Scalars['Int']['output'];
  /** The rule text as printed (paragraphs separated by blank lines). */
  text: Scalars['String']['output'];
  /** The world whose catalogue holds this power. */
  world: World;
};

/** A page of powers. */
export type PowerConnection = {
  __typename?: 'PowerConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<PowerEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Power>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One Power in a page, with the cursor that marks its place in the list. */
export type PowerEdge = {
  __typename?: 'PowerEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Power;
};

/** POWER (HeroClix Alpha): a power used instead of attacking. */
export type PowerEntry = {
  __typename?: 'PowerEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The power. */
  power: AlphaPower;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** The figures it names. */
  targetFigureIds: Array<Scalars['ID']['output']>;
};

/** HeroClix Alpha: a power used instead of attacking. */
export type PowerEvent = MatchEvent & Node & {
  __typename?: 'PowerEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: PowerEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<PowerOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** Every condition given must hold. */
export type PowerFilter = {
  /** Only powers coloured on this combat value. */
  category?: InputMaybe<CombatValue>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only powers of this ruleset's list. */
  ruleset?: InputMaybe<PowerRuleset>;
};

/** POWER (HeroClix Alpha): what the power did. */
export type PowerOutcome = {
  __typename?: 'PowerOutcome';
  /** The dials turned. */
  dialChanges: Array<DialTurn>;
  /** PULSE / POISON: the damage to each enemy named. */
  enemiesDamaged: Array<OtherDamage>;
  /** HEAL / REGENERATION: health given back. */
  healed: Scalars['Int']['output'];
  /** REGENERATION: its d6. */
  rolled: Array<RolledDiceGroup>;
};

/** Result of updatePower: the power as saved. */
export type PowerPayload = {
  __typename?: 'PowerPayload';
  /** The power as saved; null when refused. */
  power: Maybe<Power>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** The rule text a power list comes from. */
export type PowerRuleset =
  /** The campaign rules' "Super Powers" list (seed 000), grouped by speed, attack, defense and damage. */
  | 'CLIX_CAMPAIGN'
  /** The HeroClix Alpha powers card (seed 001), 44 entries; their ids start with `alpha-`. */
  | 'HEROCLIX_ALPHA';

/** A point of a team's Prestige (or Infamy) over time: one per resolved match (voided matches are left out). */
export type PrestigePoint = {
  __typename?: 'PrestigePoint';
  /** What the match changed. */
  amount: Scalars['Int']['output'];
  /** When the match's entry was written. */
  at: Scalars['DateTimeISO']['output'];
  /**
   * The ledger balance right after the match was applied.
   * @deprecated Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.
   */
  balanceAfter: Scalars['Int']['output'];
  /**
   * PRESTIGE for a hero team, INFAMY for a villain team.
   * @deprecated Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.
   */
  currency: LedgerCurrency;
  /** The match that changed it. */
  match: Match;
  /** The match (see `match`). */
  matchId: Scalars['ID']['output'];
  /** The team's Prestige or Infamy right after the match was applied, signed as the rules write it (see `Renown`). */
  renown: Renown;
};

/** A page of a team's Prestige (or Infamy) over time, oldest first. */
export type PrestigePointConnection = {
  __typename?: 'PrestigePointConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<PrestigePointEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<PrestigePoint>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One PrestigePoint in a page, with the cursor that marks its place in the list. */
export type PrestigePointEdge = {
  __typename?: 'PrestigePointEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: PrestigePoint;
};

/** A page of the prestige table, most renowned first. */
export type PrestigeTableConnection = {
  __typename?: 'PrestigeTableConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<PrestigeTableEntryEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<PrestigeTableEntry>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A team in the prestige table: heroes by Prestige, villains by Infamy (more negative is more infamous). */
export type PrestigeTableEntry = {
  __typename?: 'PrestigeTableEntry';
  /** HERO (ranked by Prestige) or VILLAIN (by Infamy). */
  alignment: TeamAlignment;
  /**
   * The balance in the ledger.
   * @deprecated Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.
   */
  balance: Scalars['Int']['output'];
  /**
   * PRESTIGE for a hero team, INFAMY for a villain team.
   * @deprecated Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.
   */
  currency: LedgerCurrency;
  /** By renown: Prestige for heroes, the magnitude of Infamy for villains; equal renown shares a rank. */
  rank: Scalars['Int']['output'];
  /** The team's Prestige or Infamy as the ledger keeps it, signed as the rules write it (see `Renown`). */
  renown: Renown;
  /** The team (batched). */
  team: Team;
};

/** One PrestigeTableEntry in a page, with the cursor that marks its place in the list. */
export type PrestigeTableEntryEdge = {
  __typename?: 'PrestigeTableEntryEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: PrestigeTableEntry;
};

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

/** Property destroyed. */
export type PropertyDestroyedEvent = MatchEvent & Node & {
  __typename?: 'PropertyDestroyedEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: TallyEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<TallyOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** What became of a resolution a player proposed. */
export type ProposalDecision =
  /** Confirmed: what it computed was applied. */
  | 'CONFIRMED'
  /** Rejected (or withdrawn by its proposer): the match went back to IN_PROGRESS. */
  | 'REJECTED';

export type Query = {
  __typename?: 'Query';
  /** Creator only: the world's API keys, newest first. */
  apiKeys: Maybe<ApiKeyConnection>;
  /** A character by id; null when it does not exist or is hidden from you. */
  character: Maybe<Character>;
  /** The world's characters with every dial as a "clix-characters" file (docs/character-import-format.md), typed: its name and the document as JSON; hidden characters only for its Creator. */
  characterExport: Maybe<CharacterExport>;
  /** A page of a world's characters, by name unless `orderBy` says otherwise. */
  characters: Maybe<CharacterConnection>;
  /** The names a dial click may show in the world (createCharacter refuses any other with POWER_UNKNOWN): its powers, once each in printed order, then HorrorClix's Hourglass and Insanity. */
  dialPowerNames: Maybe<Array<Scalars['String']['output']>>;
  /** Creator only: the world's recorded rolls, newest first. */
  diceRolls: Maybe<DiceRollConnection>;
  /**
   * The world's characters with every dial as a JSON "clix-characters" file (docs/character-import-format.md); hidden characters only for its Creator.
   * @deprecated JSON inside a String: use `characterExport { fileName document }`, which answers the same file as a JSON object.
   */
  exportCharacters: Maybe<Scalars['String']['output']>;
  /** A page of a world's feats, in printed order. */
  feats: Maybe<FeatConnection>;
  /** A page of a world's items, weapons and armour, in printed order. */
  items: Maybe<ItemConnection>;
  /** A league by id; leagues are public. */
  league: Maybe<League>;
  /** A world's leagues, newest first unless `orderBy` says otherwise. */
  leagues: Maybe<LeagueConnection>;
  /** A match by id; matches are public. */
  match: Maybe<Match>;
  /** A match's event log, oldest first (reversed events stay, with the REVERSAL that undid them). */
  matchEvents: Maybe<MatchEventConnection>;
  /** Every figure's click, tokens and status, the turn and the side to act, as the rules engine left them; null for no such match or a ruleset the engine does not play yet (RPS Clix). */
  matchState: Maybe<MatchState>;
  /** A world's matches, newest first. */
  matches: Maybe<MatchConnection>;
  /** The signed-in account; null when anonymous. */
  me: Maybe<Me>;
  /** The object with this global id (any `id` of a `Node`), as its own lookup answers it for you: null when there is none or it is hidden from you; an id that is no global id is BAD_USER_INPUT. */
  node: Maybe<Node>;
  /** The objects with these global ids, in the order given: null for each unknown or hidden one (and, with an error at its index, for one that is no global id). At most 100 ids. */
  nodes: Array<Maybe<Node>>;
  /** The Non-Combat Skills of the rules (a short, fixed list): what allocateSkillPoints takes. */
  nonCombatSkills: Array<NonCombatSkill>;
  /** A page of a world's powers (both rulesets' lists), in printed order. */
  powers: Maybe<PowerConnection>;
  /** A world's teams by renown: heroes by Prestige, villains by Infamy, balances from the ledger. */
  prestigeTable: Maybe<PrestigeTableConnection>;
  /** Creator, Organizer or a player whose team plays the match: exactly what resolveMatch would apply now (same dice); nothing is written. */
  previewMatchResolution: MatchResolutionPayload;
  /** An entry of the random scenario generator by its id (e.g. "GANG_WAR"), the same in every world; null for no such entry. */
  randomScenarioEntry: Maybe<RandomScenarioEntry>;
  /** The caller's request allowance as it stands. An operation that asks only for `rateLimit` (and `__typename`) spends no request; null when rate limiting is off. */
  rateLimit: Maybe<RateLimit>;
  /** Any RPS Clix game step by step: the board after each move, with the move, its battle and kills, as rpsState shows them (a hidden character’s monster has no name nor attack); a page of `first` steps from step `from`; null for no such match or another ruleset. */
  rpsReplay: Maybe<RpsReplay>;
  /** An RPS Clix game: the board, both sides, the side to move and (for the viewer’s sides) its legal moves, the last move with its battle, the winner; null for no such match or another ruleset. */
  rpsState: Maybe<RpsState>;
  /** A page of a world's scenarios, in printed order. */
  scenarios: Maybe<ScenarioConnection>;
  /** A world's search box: its characters, teams, matches (by their teams' names) and leagues whose names hold `query`, at most `first` of each; hidden characters as the characters list hides them. */
  search: Maybe<SearchResults>;
  /** A league's table, ranked under its current scoring and tie-breakers; null when there is no such league. */
  standings: Maybe<LeagueStandings>;
  /** Creator only: an NPC force for a scenario, sized by the scenario's force ratio to the team. */
  suggestOpposition: OppositionPayload;
  /** A team by id; null when there is none. */
  team: Maybe<Team>;
  /** A team's ledger, newest first. */
  teamHistory: Maybe<LedgerEntryConnection>;
  /** A page of a world's teams, ordered by name. */
  teams: Maybe<TeamConnection>;
  /** A world's own webhooks (its Creator), or with `leagueId` one league's (Creator or Organizer), newest first. */
  webhooks: Maybe<WebhookConnection>;
  /** The world with this slug; null when there is none. */
  world: Maybe<World>;
  /** A world's campaign log, newest first: foundings, recruits, pleas, purchases, level-ups, awards, matches, injuries and captures. */
  worldActivity: Maybe<ActivityItemConnection>;
  /** A world's home page: matches in progress, recent results, league leaders and the Creator's to-do counts. */
  worldDashboard: Maybe<WorldDashboard>;
  /** A world's pending invitations, oldest first; for its Creators. */
  worldInvitations: Maybe<WorldInvitationConnection>;
  /** A world's members, for its members. */
  worldMembers: Maybe<WorldMemberConnection>;
  /** A world's settings; for its members. */
  worldSettings: Maybe<WorldSettings>;
  /** Worlds, ordered by slug unless `orderBy` says otherwise. */
  worlds: WorldConnection;
};


export type QueryApiKeysArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<ApiKeyOrder>;
  world: Scalars['String']['input'];
};


export type QueryCharacterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCharacterExportArgs = {
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  world: Scalars['String']['input'];
};


export type QueryCharactersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<CharacterFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<CharacterOrder>;
  world: Scalars['String']['input'];
};


export type QueryDialPowerNamesArgs = {
  world: Scalars['String']['input'];
};


export type QueryDiceRollsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<DiceRollOrder>;
  purpose: InputMaybe<Scalars['String']['input']>;
  world: Scalars['String']['input'];
};


export type QueryExportCharactersArgs = {
  world: Scalars['String']['input'];
};


export type QueryFeatsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<FeatFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<CatalogueOrder>;
  world: Scalars['String']['input'];
};


export type QueryItemsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ItemFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<ItemOrder>;
  world: Scalars['String']['input'];
};


export type QueryLeagueArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLeaguesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<LeagueOrder>;
  season: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<LeagueStatus>;
  world: Scalars['String']['input'];
};


export type QueryMatchArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMatchEventsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
  orderBy: InputMaybe<MatchEventOrder>;
  type: InputMaybe<MatchEventType>;
};


export type QueryMatchStateArgs = {
  atSequence: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
};


export type QueryMatchesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  leagueId: InputMaybe<Scalars['ID']['input']>;
  orderBy: InputMaybe<MatchOrder>;
  status: InputMaybe<MatchStatus>;
  world: Scalars['String']['input'];
};


export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type QueryPowersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<PowerFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<CatalogueOrder>;
  world: Scalars['String']['input'];
};


export type QueryPrestigeTableArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  alignment: InputMaybe<TeamAlignment>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<PrestigeTableOrder>;
  world: Scalars['String']['input'];
};


export type QueryPreviewMatchResolutionArgs = {
  input: PreviewMatchResolutionInput;
};


export type QueryRandomScenarioEntryArgs = {
  id: Scalars['String']['input'];
};


export type QueryRpsReplayArgs = {
  first: Scalars['Int']['input'];
  from?: Scalars['Int']['input'];
  matchId: Scalars['ID']['input'];
};


export type QueryRpsStateArgs = {
  matchId: Scalars['ID']['input'];
};


export type QueryScenariosArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ScenarioFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<CatalogueOrder>;
  world: Scalars['String']['input'];
};


export type QuerySearchArgs = {
  first?: Scalars['Int']['input'];
  query: Scalars['String']['input'];
  world: Scalars['String']['input'];
};


export type QueryStandingsArgs = {
  leagueId: Scalars['ID']['input'];
};


export type QuerySuggestOppositionArgs = {
  scenario: InputMaybe<Scalars['ID']['input']>;
  scenarioCatalogueId: InputMaybe<Scalars['String']['input']>;
  scenarioId: InputMaybe<Scalars['String']['input']>;
  teamId: Scalars['ID']['input'];
};


export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTeamHistoryArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  currency: InputMaybe<LedgerCurrency>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<LedgerOrder>;
  teamId: Scalars['ID']['input'];
};


export type QueryTeamsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<TeamFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<TeamOrder>;
  world: Scalars['String']['input'];
};


export type QueryWebhooksArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  leagueId: InputMaybe<Scalars['ID']['input']>;
  orderBy: InputMaybe<WebhookOrder>;
  world: Scalars['String']['input'];
};


export type QueryWorldArgs = {
  slug: Scalars['String']['input'];
};


export type QueryWorldActivityArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<ActivityOrder>;
  world: Scalars['String']['input'];
};


export type QueryWorldDashboardArgs = {
  world: Scalars['String']['input'];
};


export type QueryWorldInvitationsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  world: Scalars['String']['input'];
};


export type QueryWorldMembersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<WorldMemberOrder>;
  world: Scalars['String']['input'];
};


export type QueryWorldSettingsArgs = {
  world: Scalars['String']['input'];
};


export type QueryWorldsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<WorldOrder>;
};

/** An entry of the random scenario generator (2d6). */
export type RandomScenarioEntry = {
  __typename?: 'RandomScenarioEntry';
  /** Lowest 2d6 total for this entry. */
  from: Scalars['Int']['output'];
  /** Stable id of the entry, e.g. "GANG_WAR". */
  id: Scalars['String']['output'];
  /** The entry's title as printed, e.g. "Gang War". */
  name: Scalars['String']['output'];
  /** The opposition it calls for (TRAINING, LACKEYS or RELATIVE_TO_TEAM). */
  opposition: Scalars['JSON']['output'];
  /** The text as printed, one paragraph per entry. */
  text: Array<Scalars['String']['output']>;
  /** Highest 2d6 total; null for "12+". */
  to: Maybe<Scalars['Int']['output']>;
};

/** Result of rollRandomScenario: the recorded roll and the generator entry it picked. */
export type RandomScenarioPayload = {
  __typename?: 'RandomScenarioPayload';
  /** The entry whose range holds the total; null when refused. */
  entry: Maybe<RandomScenarioEntry>;
  /** The recorded roll: seed and faces. */
  roll: Maybe<DiceRoll>;
  /** The 2d6 total. */
  total: Maybe<Scalars['Int']['output']>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** Rank version printed on the base. */
export type Rank =
  | 'EXPERIENCED'
  | 'LIMITED_EDITION'
  | 'ROOKIE'
  | 'UNIQUE'
  | 'VETERAN';

/** The caller's request allowance: the same figures as the RateLimit-* headers and `extensions.rateLimit`. */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** Requests per minute for this caller (API key, account, or client address when anonymous). */
  limit: Scalars['Int']['output'];
  /** Requests left in the current minute. */
  remaining: Scalars['Int']['output'];
  /** When the current minute's allowance starts again. */
  resetAt: Scalars['DateTimeISO']['output'];
};

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

/** A character of the world as the team's recruiting sees him now (recruitCharacter with no Hero Points on a plea). */
export type RecruitOption = {
  __typename?: 'RecruitOption';
  /** Whether the team may try to enlist him now. */
  allowed: Scalars['Boolean']['output'];
  /** The character. */
  character: Character;
  /** He is worth less than the leader: he joins without a plea (false when not allowed). */
  joinsWithoutPlea: Scalars['Boolean']['output'];
  /** Every reason the team may not enlist him now, in words; empty when allowed. */
  refusals: Array<Scalars['String']['output']>;
  /** The version he would join at (his Rookie, or the rank he left a team at); null when he has none. */
  version: Maybe<CharacterVersion>;
};

/** A page of recruit options, in the order of the world's characters (by name). */
export type RecruitOptionConnection = {
  __typename?: 'RecruitOptionConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<RecruitOptionEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<RecruitOption>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One RecruitOption in a page, with the cursor that marks its place in the list. */
export type RecruitOptionEdge = {
  __typename?: 'RecruitOptionEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: RecruitOption;
};

/** Result of recruitCharacter: the plea and its roll, and the new member when he joined. A refused or insulted plea is a result, not a user error: it is recorded and bars the next attempt. */
export type RecruitPayload = {
  __typename?: 'RecruitPayload';
  /** The new member, when he joined. */
  member: Maybe<TeamMember>;
  /** How the recruitment went; null when refused with userErrors. */
  plea: Maybe<Plea>;
  /** The plea roll; null when he joined without one. */
  roll: Maybe<DiceRoll>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** REINFORCE (HeroClix Alpha). */
export type ReinforceEntry = {
  __typename?: 'ReinforceEntry';
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** For each figure due, in order, the reinforcement entering for it (null: none fits). */
  reinforcementFigureIds: Array<Maybe<Scalars['ID']['output']>>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** HeroClix Alpha: reinforcements enter. */
export type ReinforceEvent = MatchEvent & Node & {
  __typename?: 'ReinforceEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: ReinforceEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<ReinforceOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** REINFORCE (HeroClix Alpha). */
export type ReinforceOutcome = {
  __typename?: 'ReinforceOutcome';
  /** The figures entering. */
  entering: Array<Scalars['ID']['output']>;
};

/** HeroClix Alpha: a character KO'd since its side's last turn, to be replaced by a REINFORCE event before the side acts. */
export type ReinforcementDue = {
  __typename?: 'ReinforcementDue';
  /** The reserve figures that may enter for it (at most 10 points more, seed 001). */
  eligibleFigureIds: Array<Scalars['ID']['output']>;
  /** The KO'd figure. */
  figureId: Scalars['ID']['output'];
};

/** Reject the resolution a player proposed (or withdraw it, as its proposer): the match goes back to IN_PROGRESS, nothing applied. */
export type RejectMatchResolutionInput = {
  /** The match awaiting confirmation. */
  matchId: Scalars['ID']['input'];
  /** Why it is rejected (kept with the proposal, shown on the activity feed). */
  reason: Scalars['String']['input'];
};

/** The result of rejectMatchResolution. */
export type RejectMatchResolutionPayload = {
  __typename?: 'RejectMatchResolutionPayload';
  /** The match, IN_PROGRESS again; null when userErrors is not empty. */
  match: Maybe<Match>;
  /** The proposal, rejected; null when userErrors is not empty. */
  proposal: Maybe<ResolutionProposal>;
  /** Why nothing was done: stable codes such as NO_PROPOSED_RESOLUTION or NOT_A_CONFIRMER. */
  userErrors: Array<UserError>;
};

/** Removes a member from a world; the account itself is kept. */
export type RemoveWorldMemberInput = {
  /** The `id` of the member's account. Removing the last Creator is refused (LAST_CREATOR). */
  accountId: Scalars['ID']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
};

/** A team's renown, one convention everywhere (team, standings, prestige table and chart): a hero team's Prestige or a villain team's Infamy, signed as the rules write it and the ledger keeps it. Prestige: higher is more renowned. Infamy: more negative is more infamous (a villain at -9 is more infamous than one at -3; a positive Infamy means he lost his way out of it). */
export type Renown = {
  __typename?: 'Renown';
  /** PRESTIGE for a hero team, INFAMY for a villain team. */
  currency: LedgerCurrency;
  /** The figure as the rules write it: Prestige as is, Infamy negative when infamous. */
  value: Scalars['Int']['output'];
};

/** Result of replayWebhookDelivery: the new delivery, queued. */
export type ReplayWebhookDeliveryPayload = {
  __typename?: 'ReplayWebhookDeliveryPayload';
  /** The new delivery (its `replayOf` names the one replayed); null when refused. */
  delivery: Maybe<WebhookDelivery>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** Clix Campaign: a captive rescued. */
export type RescueEvent = MatchEvent & Node & {
  __typename?: 'RescueEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: FigureEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<FreedOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** One award or consequence, with where it came from. */
export type ResolutionLine = {
  __typename?: 'ResolutionLine';
  /** Points: Hero Points, Prestige/Infamy, Achievement Points or score, by the list it is in. */
  amount: Scalars['Int']['output'];
  /** The match figure it is about, where there is one. */
  figureId: Maybe<Scalars['ID']['output']>;
  /** Stable kind, e.g. DEFEAT, ARCHENEMY_DEFEAT, MAJORITY_BONUS, SCENARIO_BONUS, SCENARIO_LINE, TRAINING, UPKEEP, a prestige modifier or an AP reason. */
  kind: Scalars['String']['output'];
  /** What it is for, in words. */
  label: Scalars['String']['output'];
  /** The team member it is about, where there is one. */
  memberId: Maybe<Scalars['ID']['output']>;
  /** The rules function that decided it, e.g. heroPointsForDefeat. */
  source: Scalars['String']['output'];
};

/** A resolution a player proposed: what it would apply (in `resolution`, as previewMatchResolution shows it), waiting for the other side's owner, the Creator or an organizer. */
export type ResolutionProposal = Node & {
  __typename?: 'ResolutionProposal';
  /** The players who may confirm it: the owners of the match's other teams (the world's Creator and organizers may too). Empty once decided. */
  awaitingConfirmationBy: Array<Account>;
  /** When it was confirmed or rejected. */
  decidedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Who confirmed or rejected it; null while it waits. */
  decidedBy: Maybe<Account>;
  /** Null while it waits; CONFIRMED or REJECTED once decided. */
  decision: Maybe<ProposalDecision>;
  /** Stable identifier of the proposal (a global id, which `node` fetches as its match shows it). */
  id: Scalars['ID']['output'];
  /** The match it resolves. */
  match: Match;
  /** When it was proposed. */
  proposedAt: Scalars['DateTimeISO']['output'];
  /** The player who proposed it. */
  proposedBy: Account;
  /** Why it was rejected. */
  rejectReason: Maybe<Scalars['String']['output']>;
  /** What it applies when confirmed, as previewMatchResolution shows it (no id, no ledger entries yet). */
  resolution: MatchResolutionPreview;
  /** Whether you may confirm it now (false when signed out, for its proposer, and once decided). */
  viewerMayConfirm: Scalars['Boolean']['output'];
  /** Whether you may reject (or, as its proposer, withdraw) it now. */
  viewerMayReject: Scalars['Boolean']['output'];
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

/** REVERSAL: what was entered (the sequence undone is `reversesSequence`). */
export type ReversalEntry = {
  __typename?: 'ReversalEntry';
  /** Free words for the log. */
  note: Maybe<Scalars['String']['output']>;
};

/** Undoes the event `reversesSequence`. */
export type ReversalEvent = MatchEvent & Node & {
  __typename?: 'ReversalEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: ReversalEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** Dice rolled for one purpose, in the order rolled. */
export type RolledDiceGroup = {
  __typename?: 'RolledDiceGroup';
  /** The faces. */
  faces: Array<Scalars['Int']['output']>;
  /** What they were rolled for, e.g. "attack roll", "Good Luck reroll". */
  purpose: Scalars['String']['output'];
};

/** What decided a battle: the colour wheel, else the higher attack value, else (same colour and attack) a d6 roll-off from the match dice. */
export type RpsBattleDecision =
  | 'ATTACK'
  | 'COLOUR'
  | 'DEFENDER_HOLDS'
  | 'ROLL_OFF';

/** A battle and what decided it. */
export type RpsBattleView = {
  __typename?: 'RpsBattleView';
  /** The monster that attacked (its ring and attack). */
  attacker: RpsMonster;
  /** The colour wheel, the attack values, or a roll-off. */
  decidedBy: RpsBattleDecision;
  /** The monster attacked. */
  defender: RpsMonster;
  /** A roll-off's d6, attacker's and defender's alternately (from the match dice); empty otherwise. */
  rolls: Array<Scalars['Int']['output']>;
  /** Who won. */
  winner: RpsBattleWinner;
};

/** Who won a battle (NONE: the defender held, nothing moved). */
export type RpsBattleWinner =
  | 'ATTACKER'
  | 'DEFENDER'
  | 'NONE';

/** A square of the battlefield and the monster on it, if any. */
export type RpsCell = {
  __typename?: 'RpsCell';
  /** Column, 0 to 4. */
  col: Scalars['Int']['output'];
  /** The monster standing there; null for an empty square. */
  monster: Maybe<RpsMonster>;
  /** Row. */
  row: Scalars['Int']['output'];
};

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

/** A monster killed by a move, and how. */
export type RpsKillView = {
  __typename?: 'RpsKillView';
  /** In a battle, or surrounded. */
  cause: RpsKillCause;
  /** The monster killed. */
  monster: RpsMonster;
};

/** The last move played and what it did. */
export type RpsLastMove = {
  __typename?: 'RpsLastMove';
  /** The battle it fought, if any. */
  battle: Maybe<RpsBattleView>;
  /** The computer level that chose it; null for a person. */
  computer: Maybe<RpsComputerLevel>;
  /** The monsters it killed (in the battle, then surrounded). */
  killed: Array<RpsKillView>;
  /** The move. */
  move: RpsMoveView;
  /** Its sequence in the match log (matchEvents lists every move). */
  sequence: Scalars['Int']['output'];
};

/** RPS Clix: the settings of the game (seed 002 where it says, our readings where it does not). */
export type RpsMatchInput = {
  /** A battle between the same colour and the same attack (a reading); left out: the world's setting rps.equalBattle (ROLL_OFF unless the Creator changed it). */
  equalBattle?: InputMaybe<RpsEqualBattle>;
  /** Length of the battlefield, 2 to 50 squares (it is always 5 wide); left out: 7, as the seed explains the game. */
  rows?: InputMaybe<Scalars['Int']['input']>;
  /** Moves after which a game nobody has won is a draw, 1 to 1000 (a reading: the seed has no end otherwise); left out: the world's setting rps.turnLimit (200 unless the Creator changed it). */
  turnLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** An RPS Clix monster: a figure of the match, with the ring colour and attack value it plays the whole game at. */
export type RpsMonster = {
  __typename?: 'RpsMonster';
  /** The attack value of its version's starting click; null when the character is hidden from the viewer (its dial is the Creator's secret). */
  attack: Maybe<Scalars['Int']['output']>;
  /** Its side's commander: killing it wins. */
  commander: Scalars['Boolean']['output'];
  /** Its figure's global id (`MatchFigure.id`); moves name their monster by it. */
  id: Scalars['ID']['output'];
  /** The character's name; null when the character is hidden from the viewer. */
  name: Maybe<Scalars['String']['output']>;
  /** Its ring colour (from its rank). */
  ring: RpsRingColour;
  /** Position of the side it plays for. */
  side: Scalars['Int']['output'];
  /** Reserve, waiting (the commander behind its front line), on the battlefield, or killed. */
  status: RpsMonsterStatus;
};

/** RESERVE: not played yet (summon it); WAITING: the commander behind its front line; ON_BOARD: on the battlefield; KILLED. */
export type RpsMonsterStatus =
  | 'KILLED'
  | 'ON_BOARD'
  | 'RESERVE'
  | 'WAITING';

/** RPS Clix: one move (playRpsMove); rpsState and rpsReplay read the game typed. */
export type RpsMoveEvent = MatchEvent & Node & {
  __typename?: 'RpsMoveEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** The move played (an event about a hidden monster: without its note). */
  move: Scalars['JSON']['output'];
  /** What the move did: its battle and kills; null when it is about a monster hidden from the viewer. */
  moveResult: Maybe<Scalars['JSON']['output']>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

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

/** The result of playRpsMove. */
export type RpsMovePayload = {
  __typename?: 'RpsMovePayload';
  /** The events appended: the move, then the computer's reply when it plays the other side; empty when userErrors is not empty. */
  events: Array<MatchEvent>;
  /** The game after them; null when userErrors is not empty. */
  state: Maybe<RpsState>;
  /** Why nothing was played, with stable codes (the engine’s: NOT_YOUR_TURN, DIAGONAL, SQUARE_OCCUPIED...). */
  userErrors: Array<UserError>;
};

/** An RPS Clix move. */
export type RpsMoveView = {
  __typename?: 'RpsMoveView';
  /** MOVE, BATTLE or SUMMON. */
  kind: RpsMoveKind;
  /** The monster (its `RpsMonster.id`, its figure's `MatchFigure.id`). */
  monsterId: Scalars['ID']['output'];
  /** The side moving. */
  side: Scalars['Int']['output'];
  /** Where it goes, battles or is summoned. */
  to: RpsSquare;
};

/** A page of an RPS Clix replay: each position of the game, move by move, as stored with the move (verify-matches checks them against the log). */
export type RpsReplay = {
  __typename?: 'RpsReplay';
  /** Columns: 5. */
  columns: Scalars['Int']['output'];
  /** The match. */
  matchId: Scalars['ID']['output'];
  /** Rows of the battlefield. */
  rows: Scalars['Int']['output'];
  /** The settings the game was set up with. */
  settings: RpsSettingsView;
  /** The steps asked for, in order; empty when `from` is past the last. */
  steps: Array<RpsReplayStep>;
  /** Steps in the whole replay: the moves played, plus 1 for the setup. */
  totalSteps: Scalars['Int']['output'];
};

/** One step of an RPS Clix replay: the board as the engine left it after a move (step 0: as set up, before any). */
export type RpsReplayStep = {
  __typename?: 'RpsReplayStep';
  /** Every square, row by row from row 0, column 0 to 4. */
  cells: Array<RpsCell>;
  /** How it ended, at the step that ended it. */
  endReason: Maybe<RpsEndReason>;
  /** The move this step played, with its battle and kills; null at step 0. */
  move: Maybe<RpsLastMove>;
  /** The game was over after this step. */
  over: Scalars['Boolean']['output'];
  /** Both sides: commander, reserve, killed. */
  sides: Array<RpsSideState>;
  /** The step: 0 as set up, n after the n-th move. */
  step: Scalars['Int']['output'];
  /** The side to move next; null once the game is over. */
  toMove: Maybe<Scalars['Int']['output']>;
  /** The winning side once the game is over; null before, or after a draw. */
  winner: Maybe<Scalars['Int']['output']>;
};

/** Experience ring: rookie YELLOW, experienced BLUE, veteran RED. Blue beats red, red beats yellow, yellow beats blue. */
export type RpsRingColour =
  | 'BLUE'
  | 'RED'
  | 'YELLOW';

/** The settings an RPS Clix game was set up with, pinned in it at createMatch (seed 002 where it says, our readings where it does not). */
export type RpsSettingsView = {
  __typename?: 'RpsSettingsView';
  /** What a battle of the same colour and attack does. */
  equalBattle: RpsEqualBattle;
  /** The side that moved first. */
  firstSide: Scalars['Int']['output'];
  /** The largest attack total of an army (150, seed 002). */
  maxAttackTotal: Scalars['Int']['output'];
  /** Rows of the battlefield. */
  rows: Scalars['Int']['output'];
  /** Moves after which a game nobody has won is a draw (TURN_LIMIT). */
  turnLimit: Scalars['Int']['output'];
};

/** RPS Clix: a side's opening (seed 002), by places in the side's versionIds. */
export type RpsSideInput = {
  /** The sixth monster picked, which the opponent chose to be this side's commander: its place in versionIds. */
  commander: Scalars['Int']['input'];
  /** The computer plays this side at this level; left out: a person does. One side at most. */
  computer?: InputMaybe<RpsComputerLevel>;
  /** The five monsters of the front line, column 0 to 4: places (0-based) in versionIds. */
  frontLine: Array<Scalars['Int']['input']>;
};

/** One RPS Clix side: its commander, its reserve (to summon) and its killed monsters. */
export type RpsSideState = {
  __typename?: 'RpsSideState';
  /** Its commander (waiting behind its front line until it enters). */
  commander: RpsMonster;
  /** The computer plays it at this level; null: a person does. */
  computer: Maybe<RpsComputerLevel>;
  /** Monsters killed, in army order. */
  killed: Array<RpsMonster>;
  /** Monsters not played yet, in army order. */
  reserve: Array<RpsMonster>;
  /** Position of the side. */
  side: Scalars['Int']['output'];
};

/** A square of the RPS Clix battlefield. */
export type RpsSquare = {
  __typename?: 'RpsSquare';
  /** Column, 0 to 4. */
  col: Scalars['Int']['output'];
  /** Row, 0 (side 0's front line) to rows - 1 (side 1's); -1 and rows are where the commanders wait, off the battlefield. */
  row: Scalars['Int']['output'];
};

/** A square of the RPS Clix battlefield: column 0-4, row 0 (side 0’s front line) to rows-1 (side 1’s). */
export type RpsSquareInput = {
  /** Column, 0 to 4. */
  col: Scalars['Int']['input'];
  /** Row, 0 (side 0's front line) to rows - 1 (side 1's). */
  row: Scalars['Int']['input'];
};

/** Where an RPS Clix game stands, as its engine left it after the last move (stored with it: the log is never replayed to read it). */
export type RpsState = {
  __typename?: 'RpsState';
  /** Every square, row by row from row 0 (side 0’s front line), column 0 to 4. */
  cells: Array<RpsCell>;
  /** Columns: 5. */
  columns: Scalars['Int']['output'];
  /** How it ended; null while it goes on. */
  endReason: Maybe<RpsEndReason>;
  /** The last move and its battle; null before the first. */
  lastMove: Maybe<RpsLastMove>;
  /** The legal moves of the side to move when the viewer may move for it; empty otherwise. */
  legalMoves: Array<RpsMoveView>;
  /** The match. */
  matchId: Scalars['ID']['output'];
  /** The game is over: resolve the match to record its result. */
  over: Scalars['Boolean']['output'];
  /** Rows of the battlefield (it is always 5 columns wide). */
  rows: Scalars['Int']['output'];
  /** Sequence of the last event (0 before any move). */
  sequence: Scalars['Int']['output'];
  /** The settings the game was set up with. */
  settings: RpsSettingsView;
  /** Both sides: commander, reserve, killed. */
  sides: Array<RpsSideState>;
  /** The side to move; null once the game is over. */
  toMove: Maybe<Scalars['Int']['output']>;
  /** Moves played so far. */
  turn: Scalars['Int']['output'];
  /** The sides the viewer may move for (the Creator and Organizers: both, hot seat; a player: his team’s; never a computer’s). */
  viewerSides: Array<Scalars['Int']['output']>;
  /** The winning side; null while the game goes on or after a draw. */
  winner: Maybe<Scalars['Int']['output']>;
};

/** One rule applied while resolving, in the order applied, told in words. */
export type RuleStep = {
  __typename?: 'RuleStep';
  /** What it did, in words, with the numbers. */
  effect: Scalars['String']['output'];
  /** The power, feat or rule as a player knows it ("Toughness", "Attack roll"). */
  name: Scalars['String']['output'];
  /** Stable code of the rule, e.g. CRITICAL_HIT, DAMAGE_REDUCTION. */
  rule: Scalars['String']['output'];
  /** A power, a feat or a rule. */
  source: RuleStepSource;
};

/** Where a rule step comes from: a power, a feat or the rules themselves. */
export type RuleStepSource =
  | 'FEAT'
  | 'POWER'
  | 'RULE';

/** A scenario of this world's catalogue: set-up, force ratio, round limit and scoring lines. */
export type Scenario = Node & {
  __typename?: 'Scenario';
  /** The rules package id (e.g. "BANK_ROBBERY"). */
  catalogueId: Scalars['String']['output'];
  /** Opposing force as a multiple of the hero force; null where a table or the Creator sets it. */
  forceRatio: Maybe<Scalars['Float']['output']>;
  /** Identifier of this scenario in this world (a global id, which `node` fetches); `catalogueId` names the same entry across worlds. */
  id: Scalars['ID']['output'];
  /** The scenario's title as printed (or as the Creator renamed it), e.g. "Bank Robbery". */
  name: Scalars['String']['output'];
  /** True where a printed number looks wrong and is kept for the Creator to review. */
  needsReview: Scalars['Boolean']['output'];
  /** Place in the printed list, 0-based. */
  position: Scalars['Int']['output'];
  /** The round by which the scenario is decided; null for none. */
  roundLimit: Maybe<Scalars['Int']['output']>;
  /** The alignment the scoring lines are written for. */
  scoredAlignment: Scalars['String']['output'];
  /** Scoring lines as the rules engine reads them (ScoringRule[]). */
  scoring: Scalars['JSON']['output'];
  /** Printed scoring sentences that are conditions of the scoring lines rather than lines of their own; empty when none. */
  scoringNotes: Array<Scalars['String']['output']>;
  /** The set-up text, one paragraph per entry. */
  setup: Array<Scalars['String']['output']>;
  /** Die tables printed in the scenario (set-up choices, per-turn events, morale). */
  tables: Scalars['JSON']['output'];
  /** The world whose catalogue holds this scenario. */
  world: World;
  /** What happens after the match, as printed. */
  wrapUp: Array<Scalars['String']['output']>;
};

/** A page of scenarios. */
export type ScenarioConnection = {
  __typename?: 'ScenarioConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<ScenarioEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Scenario>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One Scenario in a page, with the cursor that marks its place in the list. */
export type ScenarioEdge = {
  __typename?: 'ScenarioEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Scenario;
};

/** Every condition given must hold. */
export type ScenarioFilter = {
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True: only scenarios flagged for the Creator's review; false: only the others. */
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of updateScenario: the scenario as saved. */
export type ScenarioPayload = {
  __typename?: 'ScenarioPayload';
  /** The scenario as saved; null when refused. */
  scenario: Maybe<Scenario>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** What a world's search found, kind by kind. */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** Characters by name; a hidden one only for whoever the characters list shows it to. */
  characters: CharacterSearchHits;
  /** Leagues by name. */
  leagues: LeagueSearchHits;
  /** Matches by the names of their sides’ teams. */
  matches: MatchSearchHits;
  /** Teams by name. */
  teams: TeamSearchHits;
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

/** SHARED_BURDEN (Clix Campaign team ability 10). */
export type SharedBurdenEntry = {
  __typename?: 'SharedBurdenEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** The team mate who heals 1 click. */
  toFigureId: Scalars['ID']['output'];
};

/** Clix Campaign team ability 10: a figure takes a click so that a team mate heals one. */
export type SharedBurdenEvent = MatchEvent & Node & {
  __typename?: 'SharedBurdenEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: SharedBurdenEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<SharedBurdenOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** SHARED_BURDEN (Clix Campaign). */
export type SharedBurdenOutcome = {
  __typename?: 'SharedBurdenOutcome';
  /** The figure that took 1 click. */
  damagedFigureId: Scalars['ID']['output'];
  /** Both dials. */
  dialChanges: Array<DialTurn>;
  /** The team mate that healed 1. */
  healedFigureId: Scalars['ID']['output'];
};

/** Clix Campaign Shared Attack / Shared Defense: the value a figure used, taken from a team mate. */
export type SharedValue = {
  __typename?: 'SharedValue';
  /** The figure using the value. */
  figureId: Scalars['ID']['output'];
  /** The team mate it was taken from. */
  fromFigureId: Scalars['ID']['output'];
  /** The value used. */
  value: Scalars['Int']['output'];
};

/** What the morale rules asked of a team after the match's AP changes. */
export type SideMorale = {
  __typename?: 'SideMorale';
  /** Pending fights. */
  fights: Array<MoraleFightType>;
  /** Position of the side in the match. */
  position: Scalars['Int']['output'];
  /** Members who quit at once. */
  quits: Array<MoraleQuit>;
  /** The team. */
  teamId: Scalars['ID']['output'];
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

/** What a match meant for one side. */
export type SideResolution = {
  __typename?: 'SideResolution';
  /** The side's alignment in the match. */
  alignment: TeamAlignment;
  /** Hero Points earned: defeats, majority bonus, scenario bonus and scoring lines, or training. */
  heroPointLines: Array<ResolutionLine>;
  /** Net Hero Points, upkeep included. */
  heroPointsEarned: Scalars['Int']['output'];
  /** Enemy figures this side KOed. */
  kos: Scalars['Int']['output'];
  /** Feats that lapsed for want of upkeep. */
  lapsedFeats: Array<LapsedFeats>;
  /** WON, LOST or DRAW for this side. */
  outcome: SideOutcome;
  /** Position of the side in the match. */
  position: Scalars['Int']['output'];
  /** Net Prestige or Infamy change. */
  prestigeChange: Scalars['Int']['output'];
  /** PRESTIGE for a hero team, INFAMY for a villain team. */
  prestigeCurrency: Scalars['String']['output'];
  /** Prestige (heroes) or Infamy (villains: negative is more infamous) lines. */
  prestigeLines: Array<ResolutionLine>;
  /** The ruleset score; null for Clix Campaign and RPS Clix. */
  score: Maybe<SideScore>;
  /** The team; null for an NPC force. */
  team: Maybe<Team>;
  /** The team; null for an NPC force. */
  teamId: Maybe<Scalars['ID']['output']>;
  /** Feat upkeep paid (negative). */
  upkeepLines: Array<ResolutionLine>;
};

/** A side's score under a ruleset that scores (HeroClix 2003 victory points, Alpha KO points, HorrorClix). */
export type SideScore = {
  __typename?: 'SideScore';
  /** The score sheet, line by line. */
  lines: Array<ResolutionLine>;
  /** The total score. */
  points: Scalars['Int']['output'];
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
export type SpecialPower = {
  __typename?: 'SpecialPower';
  /** The name printed on the card, e.g. "Ice Clone". */
  name: Scalars['String']['output'];
  /** The rules text printed on the card, as written. */
  text: Scalars['String']['output'];
  /** The value it belongs to (a "Movement Special" is SPEED). */
  value: CombatValue;
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

/** One team in the standings. Counts are stored; points and tie-breakers are computed under the league scoring when read. */
export type StandingRow = {
  __typename?: 'StandingRow';
  /** League matches drawn. */
  drawn: Scalars['Int']['output'];
  /** Hero Points earned in league matches. */
  heroPoints: Scalars['Int']['output'];
  /** Figures KOed in league matches. */
  kos: Scalars['Int']['output'];
  /** League matches lost. */
  lost: Scalars['Int']['output'];
  /** League matches played. */
  played: Scalars['Int']['output'];
  /** won × win + drawn × draw + lost × loss, under the league scoring. */
  points: Scalars['Int']['output'];
  /**
   * Prestige change in league matches (a villain team's Infamy change: negative is more infamous).
   * @deprecated Use `renown { currency value }`: one type and one sign for Prestige and Infamy on team, standings, table and chart.
   */
  prestige: Scalars['Int']['output'];
  /** 1-based; teams level after every tie-breaker share a rank (1, 2, 2, 4). */
  rank: Scalars['Int']['output'];
  /** What the team's league matches changed of its Prestige (a hero team) or Infamy (a villain team), signed as the rules write it (see `Renown`). */
  renown: Renown;
  /** The team (batched). */
  team: Team;
  /** Every tie-breaker: the league's, in its order, then the others. */
  tieBreakers: Array<TieBreakerValue>;
  /** League matches won. */
  won: Scalars['Int']['output'];
};

/** A sub-plot of the list in the rules. */
export type SubPlot = {
  __typename?: 'SubPlot';
  /** True where the seed prints only a title: the Creator fills it in. */
  incomplete: Scalars['Boolean']['output'];
  /** Its number in the list. */
  number: Scalars['Int']['output'];
  /** The d6 list of powers the sub-plot rolls on (sub-plot 3), one per face in order; null for the others. */
  powerTable: Maybe<Array<Scalars['String']['output']>>;
  /** What the sub-plot does, as printed; only a title where `incomplete` is true. */
  text: Scalars['String']['output'];
};

/** Result of rollSubPlot: the recorded roll and the sub-plot it picked. */
export type SubPlotPayload = {
  __typename?: 'SubPlotPayload';
  /** The recorded roll: seed and faces. */
  roll: Maybe<DiceRoll>;
  /** The sub-plot rolled; null when refused. */
  subPlot: Maybe<SubPlot>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** A league's matches as they start (their first event), are resolved or are voided. With `after`, first every entry of the league's activity after that sequence (reconnect with the last one received: none is lost or repeated), then the live ones. */
  leagueActivity: LeagueActivity;
  /** A match's events as they are committed, with the rules' result. With `after`, first every stored event after that sequence (reconnect with the last one received: none is lost or repeated), then the live ones. */
  matchEvents: MatchEvent;
  /** Where a match stands (as the matchState query), at once and after every event. */
  matchState: MatchState;
  /** A world's prestige table (as the prestigeTable query, for the same page), at once and whenever a match's resolution is applied, a resolved match is voided, or a Prestige or Infamy entry is corrected. */
  prestigeTable: PrestigeTableConnection;
  /** A league's table (as the standings query), at once and whenever it changes: a match resolved or a resolved one voided, a team joining or leaving, the scoring or tie-breakers changed, the league finalized, the standings rebuilt. */
  standings: LeagueStandings;
};


export type SubscriptionLeagueActivityArgs = {
  after: InputMaybe<Scalars['Int']['input']>;
  leagueId: Scalars['ID']['input'];
};


export type SubscriptionMatchEventsArgs = {
  after: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['ID']['input'];
};


export type SubscriptionMatchStateArgs = {
  matchId: Scalars['ID']['input'];
};


export type SubscriptionPrestigeTableArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  alignment: InputMaybe<TeamAlignment>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<PrestigeTableOrder>;
  world: Scalars['String']['input'];
};


export type SubscriptionStandingsArgs = {
  leagueId: Scalars['ID']['input'];
};

/** An injury kept, with what its own die decided. */
export type SufferedInjuryType = {
  __typename?: 'SufferedInjuryType';
  /** Hand Injury: fingers lost. */
  fingersLost: Maybe<Scalars['Int']['output']>;
  /** Id of the injury table entry, e.g. HAND_INJURY. */
  id: Scalars['String']['output'];
  /** Miraculous Recovery: scenarios missed. */
  scenariosMissed: Maybe<Scalars['Int']['output']>;
  /** Shell Shock: whom he fears or hates. */
  target: Maybe<Scalars['String']['output']>;
};

/** BYSTANDER_SAVED / BYSTANDER_HURT / PROPERTY_DESTROYED / OBJECTIVE_MET: whose side it counts for. */
export type TallyEntry = {
  __typename?: 'TallyEntry';
  /** The figure whose side it counts for; null: nobody unless the resolution assigns it. */
  countsForFigureId: Maybe<Scalars['ID']['output']>;
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
};

/** BYSTANDER_SAVED / BYSTANDER_HURT / PROPERTY_DESTROYED / OBJECTIVE_MET. */
export type TallyOutcome = {
  __typename?: 'TallyOutcome';
  /** The side it counts for; null: nobody yet. */
  countedFor: Maybe<Scalars['Int']['output']>;
};

/** A player's team in a world: its members, its rolled team ability and its balances (from the ledger). */
export type Team = Node & {
  __typename?: 'Team';
  /** Hero or villain, fixed at founding: decides whether it keeps Prestige or Infamy. */
  alignment: TeamAlignment;
  /** Cash, in $. */
  cash: Scalars['Int']['output'];
  /** When the team was founded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Hero Point reserve. */
  heroPoints: Scalars['Int']['output'];
  /** The ledger, as `teamHistory` answers for this team: newest first. */
  history: LedgerEntryConnection;
  /** Stable identifier of the team (a global id, which `node` fetches). */
  id: Scalars['ID']['output'];
  /**
   * Infamy rating of a villain team (more negative is more infamous); null for heroes.
   * @deprecated Use `renown { currency value }`, one field for heroes and villains alike.
   */
  infamy: Maybe<Scalars['Int']['output']>;
  /** Items bought, oldest first. */
  items: Array<TeamItem>;
  /** The member who holds Leadership; null when there is none or he is hidden from you. */
  leader: Maybe<TeamMember>;
  /** Members, leader first then by joining; those who died or quit only with includeFormer. */
  members: Array<TeamMember>;
  /** The team's name, 1 to 80 characters, unique within the world. */
  name: Scalars['String']['output'];
  /** The account that founded and runs the team. */
  owner: Account;
  /** Sum of the current versions' points of the members on the team (not dead or quit). */
  pointValue: Scalars['Int']['output'];
  /**
   * Prestige rating of a hero team; null for villains.
   * @deprecated Use `renown { currency value }`, one field for heroes and villains alike.
   */
  prestige: Maybe<Scalars['Int']['output']>;
  /** The team's Prestige (Infamy for a villain team) over time: a point per resolved match (voided ones left out), oldest first. */
  prestigeHistory: PrestigePointConnection;
  /** The world's characters with whether this team may enlist each now and why not; null unless you may act for the team (its owner or the Creator). */
  recruitOptions: Maybe<RecruitOptionConnection>;
  /** The team's Prestige (a hero team) or Infamy (a villain team), signed as the rules write it (see `Renown`). */
  renown: Renown;
  /** Run by several players: it started with the larger Hero Point reserve. */
  severalPlayers: Scalars['Boolean']['output'];
  /** The team ability rolled at founding; it applies to every member. */
  teamAbility: TeamAbility;
  /** The recorded roll that chose the team ability. */
  teamAbilityRoll: Maybe<DiceRoll>;
  /** When the team's own record was last changed (not its members, items or ledger). */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The world the team plays in. */
  world: World;
};


/** A player's team in a world: its members, its rolled team ability and its balances (from the ledger). */
export type TeamHistoryArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  currency: InputMaybe<LedgerCurrency>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<LedgerOrder>;
};


/** A player's team in a world: its members, its rolled team ability and its balances (from the ledger). */
export type TeamMembersArgs = {
  includeFormer?: Scalars['Boolean']['input'];
};


/** A player's team in a world: its members, its rolled team ability and its balances (from the ledger). */
export type TeamPrestigeHistoryArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};


/** A player's team in a world: its members, its rolled team ability and its balances (from the ledger). */
export type TeamRecruitOptionsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};

/** The ability rolled on the 2d6 team abilities chart when the team was founded; it applies to every member. */
export type TeamAbility = {
  __typename?: 'TeamAbility';
  /** The ability's name on the team abilities chart. */
  name: Scalars['String']['output'];
  /** The 2d6 total that chose it (2-12). */
  roll: Scalars['Int']['output'];
  /** The rule text as printed. */
  text: Scalars['String']['output'];
};

/** Heroes keep Prestige, villains Infamy. */
export type TeamAlignment =
  | 'HERO'
  | 'VILLAIN';

/** A page of teams. */
export type TeamConnection = {
  __typename?: 'TeamConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<TeamEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Team>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One Team in a page, with the cursor that marks its place in the list. */
export type TeamEdge = {
  __typename?: 'TeamEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Team;
};

/** Every condition given must hold. */
export type TeamFilter = {
  /** Only hero teams, or only villain teams. */
  alignment?: InputMaybe<TeamAlignment>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Account id of the owner. */
  owner?: InputMaybe<Scalars['ID']['input']>;
};

/** Clix Campaign team healing after a KO: a team mate heals. */
export type TeamHealing = {
  __typename?: 'TeamHealing';
  /** Clicks healed. */
  clicksHealed: Scalars['Int']['output'];
  /** The figure healed. */
  figureId: Scalars['ID']['output'];
};

/** An item or weapon the team bought with cash. */
export type TeamItem = Node & {
  __typename?: 'TeamItem';
  /** When the team bought it. */
  boughtAt: Scalars['DateTimeISO']['output'];
  /** Stable identifier of this purchase (a global id, which `node` fetches); buying the same item twice gives two. */
  id: Scalars['ID']['output'];
  /** Id in the items or advanced weapons catalogue. */
  itemId: Scalars['String']['output'];
  /** The item's name when it was bought (a later catalogue rename does not change it). */
  name: Scalars['String']['output'];
  /** Cash paid. */
  price: Scalars['Int']['output'];
};

/** Result of buyItem: the item now owned by the team and the cash entry that paid for it. */
export type TeamItemPayload = {
  __typename?: 'TeamItemPayload';
  /** The item bought; null when refused. */
  item: Maybe<TeamItem>;
  /** The CASH entry that paid for it (negative amount); null when refused or when the item was free. */
  ledgerEntry: Maybe<LedgerEntry>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** A character enlisted in a team, with his campaign state. */
export type TeamMember = Node & {
  __typename?: 'TeamMember';
  /** Achievement Points (from the ledger; may be negative). */
  achievementPoints: Scalars['Int']['output'];
  /** The bonuses of the member's row with their prices, so a client can show the cost before buyBonus; empty when the rank buys none. */
  bonusOptions: Array<BonusOption>;
  /** Bonuses bought from the bonuses table, in order of purchase; empty when none. */
  bonuses: Array<MemberBonus>;
  /** The character enlisted; `version` is the rank he plays. */
  character: Character;
  /**
   * Catalogue ids of the feats the member has (at most 3 by default), e.g. "all-out".
   * @deprecated Use `feats { catalogueId }`, which links each id to its Feat.
   */
  featIds: Array<Scalars['String']['output']>;
  /** The feats the member has, as this world's catalogue describes them, in the order bought; a feat the Creator has since removed is left out. */
  feats: Array<Feat>;
  /** Stable identifier of this membership (a global id, which `node` fetches); a character who rejoins gets a new one. */
  id: Scalars['ID']['output'];
  /**
   * Permanent injuries suffered (ids of the injury table), in the order suffered.
   * @deprecated Use `permanentInjuries { id name effect }`, which links each id to its table entry.
   */
  injuries: Array<Scalars['String']['output']>;
  /** The leader holds Leadership; nobody else on the team does. */
  isLeader: Scalars['Boolean']['output'];
  /** When the character joined the team (founding or recruitment). */
  joinedAt: Scalars['DateTimeISO']['output'];
  /** When he died or quit. */
  leftAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Campaign level: Rookie 1, Experienced 2, Veteran 3 (by default). */
  level: Scalars['Int']['output'];
  /** What levelUpMember would do now: the next version and its Hero Point cost; null at the top level. */
  nextLevelUp: Maybe<LevelUpQuote>;
  /** Scenarios still to miss, when OUT. */
  outForScenarios: Maybe<Scalars['Int']['output']>;
  /** Permanent injuries suffered, in the order suffered, with their names and effects. */
  permanentInjuries: Array<PermanentInjury>;
  /** Campaign rank: Rookie for a Unique founder standing in for his Rookie, else the rank of `version`. */
  rank: Rank;
  /** Non-Combat Skill points not yet allocated (10 per level). */
  skillPointsLeft: Scalars['Int']['output'];
  /** Non-Combat Skills the member has put points into; empty when none. */
  skills: Array<MemberSkill>;
  /** Where the member stands in the campaign: playing, out injured, captured, or gone (dead or quit). */
  status: MemberStatus;
  /** The team the member belongs (or belonged) to. */
  team: Team;
  /** The rank version he plays now. */
  version: CharacterVersion;
};

/** Result of a change to one member (levelUpMember, assignFeat, removeFeat, buyBonus, allocateSkillPoints): the member and what it cost. */
export type TeamMemberPayload = {
  __typename?: 'TeamMemberPayload';
  /** What it cost, when it cost anything. */
  ledgerEntry: Maybe<LedgerEntry>;
  /** The member as changed; null when userErrors is not empty. */
  member: Maybe<TeamMember>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
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

/** Result of createTeam: the team founded and its team ability roll. */
export type TeamPayload = {
  __typename?: 'TeamPayload';
  /** The team as founded; null when userErrors is not empty. */
  team: Maybe<Team>;
  /** The 2d6 rolled on the team abilities chart. */
  teamAbilityRoll: Maybe<DiceRoll>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** The teams a search found, by name. */
export type TeamSearchHits = {
  __typename?: 'TeamSearchHits';
  /** The first `first` of them, by name. */
  nodes: Array<Team>;
  /** How many match in all (more than `nodes` holds when more than `first` match). */
  totalCount: Scalars['Int']['output'];
};

/** One tie-breaker of a standings row. */
export type TieBreakerValue = {
  __typename?: 'TieBreakerValue';
  /** Which tie-breaker. */
  kind: LeagueTieBreaker;
  /** Higher is better. */
  value: Scalars['Float']['output'];
};

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

/** A problem with the input that the caller can fix. Nothing was written. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable code of the problem; branch on this, not on `message`. */
  code: UserErrorCode;
  /** Path to the input field concerned, e.g. ["versions", "0", "clicks", "2", "attack"]; empty when the whole input is concerned. */
  field: Array<Scalars['String']['output']>;
  /** What is wrong, in words a person can act on. */
  message: Scalars['String']['output'];
};

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

/** VICTIM_KILLED (HorrorClix). */
export type VictimKilledEntry = {
  __typename?: 'VictimKilledEntry';
  /** The figure concerned. */
  figureId: Scalars['ID']['output'];
  /** Next to the Tree of the Damned. */
  nextToTreeOfTheDamned: Scalars['Boolean']['output'];
  /** Free words for the log (ETIQUETTE: the question the roll settles); hidden with the figure it names. */
  note: Maybe<Scalars['String']['output']>;
  /** The position of the side it was recorded for. */
  side: Scalars['Int']['output'];
  /** The victim named; null: the first one alive. */
  victimId: Maybe<Scalars['String']['output']>;
};

/** HorrorClix: a monster kills a victim. */
export type VictimKilledEvent = MatchEvent & Node & {
  __typename?: 'VictimKilledEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  /** When the event was recorded. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  /** What was entered at the table (an event about a figure hidden from the viewer: without its note). */
  entered: VictimKilledEntry;
  /** Stable identifier of the event. */
  id: Scalars['ID']['output'];
  /** What the rules decided; null when the event is about a figure hidden from the viewer (what the rules read off its dial). */
  outcome: Maybe<VictimKilledOutcome>;
  /**
   * What was entered (figures, clicks, attack kind...); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  payload: Scalars['JSON']['output'];
  /**
   * What the rules decided (an attack result, the dial changes); its figure ids are the figures' global ids, as in the typed fields (an RPS move's monster ids: as RpsMonster.id answers them).
   * @deprecated Use the typed fields of each event type
   */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  /** What happened. */
  type: MatchEventType;
};

/** VICTIM_KILLED (HorrorClix). */
export type VictimKilledOutcome = {
  __typename?: 'VictimKilledOutcome';
  /** Actions left this turn. */
  actionsLeft: Scalars['Int']['output'];
  /** The monster blooded by the kill, if any. */
  blooded: Maybe<Scalars['ID']['output']>;
  /** The victim killed. */
  victimId: Maybe<Scalars['String']['output']>;
  /** Victims its side has killed. */
  victimsKilled: Scalars['Int']['output'];
};

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

/** A server's URL that is sent signed events of a world or of one league. Its secret is shown once, at creation. */
export type Webhook = Node & {
  __typename?: 'Webhook';
  /** When it was registered. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Its deliveries, newest first, each with its attempts. */
  deliveries: WebhookDeliveryConnection;
  /** The events sent to it. */
  events: Array<WebhookEvent>;
  /** Stable id; pass it to deleteWebhook. */
  id: Scalars['ID']['output'];
  /** The league whose events it is sent; null for a webhook of the whole world. */
  league: Maybe<League>;
  /** Where events are POSTed. */
  url: Scalars['String']['output'];
};


/** A server's URL that is sent signed events of a world or of one league. Its secret is shown once, at creation. */
export type WebhookDeliveriesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
};

/** A page of webhooks, newest first. */
export type WebhookConnection = {
  __typename?: 'WebhookConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<WebhookEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<Webhook>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One event sent to one webhook, with every attempt to deliver it. */
export type WebhookDelivery = Node & {
  __typename?: 'WebhookDelivery';
  /** Every attempt so far, first to last (at most 10). */
  attempts: Array<WebhookDeliveryAttempt>;
  /** The JSON body sent, byte for byte (the signature covers it). */
  body: Scalars['String']['output'];
  /** When the event happened (the delivery was queued in the same transaction). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When an attempt was answered with a 2xx; null until then. */
  deliveredAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The event delivered. */
  event: WebhookEvent;
  /** When the last attempt failed and retries stopped; null otherwise. */
  failedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Stable id, also sent in the `Clix-Delivery` header; pass it to replayWebhookDelivery. */
  id: Scalars['ID']['output'];
  /** The delivery this one replays; null for an original. */
  replayOf: Maybe<Scalars['ID']['output']>;
  /** PENDING, DELIVERED or FAILED. */
  status: WebhookDeliveryStatus;
};

/** One try at delivering an event: what the receiver answered, or why there was no answer. */
export type WebhookDeliveryAttempt = {
  __typename?: 'WebhookDeliveryAttempt';
  /** Milliseconds from sending the request to the end of the answer (or the failure). */
  durationMs: Scalars['Int']['output'];
  /** Why the attempt failed (no answer, a refused address, a non-2xx status); null when it succeeded. */
  error: Maybe<Scalars['String']['output']>;
  /** 1 for the first attempt, then each retry in turn. */
  number: Scalars['Int']['output'];
  /** When the request was sent. */
  startedAt: Scalars['DateTimeISO']['output'];
  /** The receiver's HTTP status; null when it did not answer. */
  statusCode: Maybe<Scalars['Int']['output']>;
  /** True when the receiver answered with a 2xx. */
  succeeded: Scalars['Boolean']['output'];
};

/** A page of a webhook's deliveries, newest first. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<WebhookDeliveryEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<WebhookDelivery>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One WebhookDelivery in a page, with the cursor that marks its place in the list. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: WebhookDelivery;
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** An attempt was answered with a 2xx. */
  | 'DELIVERED'
  /** Every attempt failed; replay it to try again. */
  | 'FAILED'
  /** Not yet answered with a 2xx: waiting for its first attempt or its next retry. */
  | 'PENDING';

/** One Webhook in a page, with the cursor that marks its place in the list. */
export type WebhookEdge = {
  __typename?: 'WebhookEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: Webhook;
};

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

/** A campaign world: the tenant that owns its characters, teams, matches and leagues. */
export type World = Node & {
  __typename?: 'World';
  /** The world's characters, as `characters` answers for this world: by name unless `orderBy` says otherwise, hidden ones for its Creators only. */
  characters: CharacterConnection;
  /** When the world was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Stable identifier of the world (a global id, which `node` fetches). Queries name worlds by `slug` instead. */
  id: Scalars['ID']['output'];
  /** The world's leagues, as `leagues` answers for this world: newest first unless `orderBy` says otherwise. */
  leagues: LeagueConnection;
  /** The world's matches, as `matches` answers for this world: newest first unless `orderBy` says otherwise. */
  matches: MatchConnection;
  /** Display name of the world, 1 to 120 characters, e.g. "Demo City". */
  name: Scalars['String']['output'];
  /** The world's scenarios, as `scenarios` answers for this world: in printed order. */
  scenarios: ScenarioConnection;
  /** Short unique name used in addresses and queries, e.g. "demo". */
  slug: Scalars['String']['output'];
  /** The world's teams, as `teams` answers for this world: by name unless `orderBy` says otherwise. */
  teams: TeamConnection;
};


/** A campaign world: the tenant that owns its characters, teams, matches and leagues. */
export type WorldCharactersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<CharacterFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<CharacterOrder>;
};


/** A campaign world: the tenant that owns its characters, teams, matches and leagues. */
export type WorldLeaguesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<LeagueOrder>;
  season: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<LeagueStatus>;
};


/** A campaign world: the tenant that owns its characters, teams, matches and leagues. */
export type WorldMatchesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  leagueId: InputMaybe<Scalars['ID']['input']>;
  orderBy: InputMaybe<MatchOrder>;
  status: InputMaybe<MatchStatus>;
};


/** A campaign world: the tenant that owns its characters, teams, matches and leagues. */
export type WorldScenariosArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ScenarioFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<CatalogueOrder>;
};


/** A campaign world: the tenant that owns its characters, teams, matches and leagues. */
export type WorldTeamsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  before: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<TeamFilter>;
  first: InputMaybe<Scalars['Int']['input']>;
  last: InputMaybe<Scalars['Int']['input']>;
  orderBy: InputMaybe<TeamOrder>;
};

/** A page of worlds. */
export type WorldConnection = {
  __typename?: 'WorldConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<WorldEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<World>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A world's home page: its matches, results, league leaders and, for its Creator, what needs doing. */
export type WorldDashboard = {
  __typename?: 'WorldDashboard';
  /** What needs the Creator; null for everyone but the world's Creator. */
  creatorToDo: Maybe<CreatorToDo>;
  /** Each open league, newest first, with its top 3. */
  leagueLeaders: Array<LeagueLeaders>;
  /** The newest matches in progress, at most 10 (see matchesInProgressCount). */
  matchesInProgress: Array<Match>;
  /** How many matches are in progress. */
  matchesInProgressCount: Scalars['Int']['output'];
  /** The last 5 matches resolved, newest first. */
  recentResults: Array<Match>;
};

/** One World in a page, with the cursor that marks its place in the list. */
export type WorldEdge = {
  __typename?: 'WorldEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: World;
};

/** A Creator's invitation of an e-mail to a world, with a role: pending until the account with that e-mail accepts or declines it, or the Creator withdraws it. */
export type WorldInvitation = {
  __typename?: 'WorldInvitation';
  /** The e-mail invited, in lower case. */
  email: Scalars['String']['output'];
  /** When the Creator invited (or last re-invited) the e-mail. */
  invitedAt: Scalars['DateTimeISO']['output'];
  /** The role the account gets in the world when it accepts. */
  role: WorldRole;
  /** The world invited to. */
  world: World;
};

/** A page of pending invitations. */
export type WorldInvitationConnection = {
  __typename?: 'WorldInvitationConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<WorldInvitationEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<WorldInvitation>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One WorldInvitation in a page, with the cursor that marks its place in the list. */
export type WorldInvitationEdge = {
  __typename?: 'WorldInvitationEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: WorldInvitation;
};

/** Result of declineWorldInvitation or withdrawWorldInvitation: the invitation removed. */
export type WorldInvitationPayload = {
  __typename?: 'WorldInvitationPayload';
  /** The invitation as it was; null when refused. */
  invitation: Maybe<WorldInvitation>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

/** A person's role in one world. */
export type WorldMember = {
  __typename?: 'WorldMember';
  /** The member's account (public side: id and display name). */
  account: Account;
  /** When the account joined the world (created it, or was added by a Creator). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The member's email: for the world's Creator only. */
  email: Maybe<Scalars['String']['output']>;
  /** What the member may do in the world. */
  role: WorldRole;
};

/** A page of a world's members. */
export type WorldMemberConnection = {
  __typename?: 'WorldMemberConnection';
  /** The items of this page in list order, each with its cursor; empty when nothing matches. */
  edges: Array<WorldMemberEdge>;
  /** The same items as `edges`, without cursors, for clients that only need the items. */
  nodes: Array<WorldMember>;
  /** Whether more items lie beyond this page, and the cursors to read them. */
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One WorldMember in a page, with the cursor that marks its place in the list. */
export type WorldMemberEdge = {
  __typename?: 'WorldMemberEdge';
  /** Opaque position of this item; pass it as `after` to read the items that follow it, or as `before` for those that precede it. */
  cursor: Scalars['String']['output'];
  /** The item itself. */
  node: WorldMember;
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

/** Result of acceptWorldInvitation, setWorldMemberRole or removeWorldMember: the membership concerned. */
export type WorldMemberPayload = {
  __typename?: 'WorldMemberPayload';
  /** The membership as it now is (as it was, for removeWorldMember); null when refused. */
  member: Maybe<WorldMember>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

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

/** Result of createWorld: the new world. */
export type WorldPayload = {
  __typename?: 'WorldPayload';
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
  /** The world created; null when refused. */
  world: Maybe<World>;
};

/** CREATOR curates the world, ORGANIZER runs leagues, PLAYER owns teams. */
export type WorldRole =
  | 'CREATOR'
  | 'ORGANIZER'
  | 'PLAYER';

/** A world's settings: the readings of the rules digest (section 4) and the rules' other defaults, as this world's Creator set them. */
export type WorldSettings = {
  __typename?: 'WorldSettings';
  /** Most Hero Points a feat taken as a Veteran bonus feat may be worth (the rules print 150). */
  bonusFeatMaxWorth: Scalars['Int']['output'];
  /** Added to the target's defense against a capture attempt, 0 to 20 (the rules give no number; default 2). */
  captureDefenseBonus: Scalars['Int']['output'];
  /** How Hero Points from a defeat (points × defeatShare) are made whole; the rules say always round down (digest 4.7). */
  defeatRounding: HeroPointRounding;
  /** Share of a defeated character's points awarded as Hero Points. */
  defeatShare: Scalars['Float']['output'];
  /** Hero Points awarded for defeating the majority of the opposing team (the rules print 50). */
  enemyTeamDefeatBonus: Scalars['Int']['output'];
  /** When a feat's upkeep is due: every scenario the team plays (the default reading) or only once, at purchase. */
  featUpkeepPeriod: UpkeepPeriod;
  /** Hero Points per level in a level-up cost (digest 4.3). */
  heroPointsPerLevel: Scalars['Int']['output'];
  /** Kills needed for a majority of an enemy team of 1, 2, 3 ... members (digest 4.4). */
  majorityBySize: Array<Scalars['Int']['output']>;
  /** For teams larger than the table: size minus this. */
  majorityMarginBeyondTable: Scalars['Int']['output'];
  /** Most feats one member may have. */
  maxFeatsPerMember: Scalars['Int']['output'];
  /** Most members a team may have when it is founded (1 to 100; the rules print 3). */
  maxFoundingMembers: Scalars['Int']['output'];
  /** Largest team after founding; null for no limit. */
  maxTeamSize: Maybe<Scalars['Int']['output']>;
  /** The whole settings document, group by group (campaign, combat, scoring, feats, bonuses, injuries, prestige, publicOpinion, teamAbilities, resolution, rps). */
  raw: Scalars['JSON']['output'];
  /** Cash ($) a new team starts with. */
  startingCash: Scalars['Int']['output'];
  /** Hero Points a team run by one player starts with (digest 4.1: 100). */
  startingHeroPoints: Scalars['Int']['output'];
  /** Hero Points a team of several players starts with (digest 4.1: 150). */
  startingHeroPointsSeveralPlayers: Scalars['Int']['output'];
  /** Whether this world's teams are shared by several players. */
  teamsOfSeveralPlayers: Scalars['Boolean']['output'];
  /** When the settings were last written: at world creation, then at each updateWorldSettings; null for a world with no stored settings (the defaults apply). */
  updatedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

/** Result of updateWorldSettings: every setting after the change. */
export type WorldSettingsPayload = {
  __typename?: 'WorldSettingsPayload';
  /** The whole settings after the change; null when userErrors is not empty. */
  settings: Maybe<WorldSettings>;
  /** Problems that stopped the mutation; empty when it succeeded. When not empty, nothing was written. */
  userErrors: Array<UserError>;
};

export type AcceptWorldInvitationMutationVariables = Exact<{
  input: AcceptWorldInvitationInput;
}>;


export type AcceptWorldInvitationMutation = { __typename?: 'Mutation', acceptWorldInvitation: { __typename?: 'WorldMemberPayload', member: { __typename?: 'WorldMember', role: WorldRole } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type DeclineWorldInvitationMutationVariables = Exact<{
  input: DeclineWorldInvitationInput;
}>;


export type DeclineWorldInvitationMutation = { __typename?: 'Mutation', declineWorldInvitation: { __typename?: 'WorldInvitationPayload', invitation: { __typename?: 'WorldInvitation', email: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorldsQuery = { __typename?: 'Query', worlds: { __typename?: 'WorldConnection', totalCount: number, nodes: Array<{ __typename?: 'World', id: string, slug: string, name: string }> } };

export type MyInvitationsQueryVariables = Exact<{
  first: Scalars['Int']['input'];
}>;


export type MyInvitationsQuery = { __typename?: 'Query', me: { __typename?: 'Me', invitations: { __typename?: 'WorldInvitationConnection', totalCount: number, nodes: Array<{ __typename?: 'WorldInvitation', role: WorldRole, invitedAt: string, world: { __typename?: 'World', slug: string, name: string } }> } } | null };

export type CloneCharacterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CloneCharacterMutation = { __typename?: 'Mutation', cloneCharacter: { __typename?: 'CharacterPayload', character: { __typename?: 'Character', id: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RecordMatchEventMutationVariables = Exact<{
  input: RecordMatchEventInput;
}>;


export type RecordMatchEventMutation = { __typename?: 'Mutation', recordMatchEvent: { __typename?: 'MatchEventPayload', event: { __typename?: 'ActionEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'AttackEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'AttackTerrainEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'BystanderHurtEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'BystanderSavedEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'CaptureEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'CriticalConditionEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'DamageEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'EndTurnEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'EscapeEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'EtiquetteEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'FleeEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'HealEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'HourglassEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'InsanityRollEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'KillAnswerEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'KoEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'MinionEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'MoveVictimEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'ObjectiveMetEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'PhaseEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'PlotTwistEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'PossessionEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'PowerEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'PropertyDestroyedEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'ReinforceEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'RescueEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'ReversalEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'RpsMoveEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'SharedBurdenEvent', id: string, sequence: number, type: MatchEventType } | { __typename?: 'VictimKilledEvent', id: string, sequence: number, type: MatchEventType } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type MatchStateViewFragment = { __typename?: 'MatchState', sequence: number, turn: number, activeSide: number | null, actionsLeft: number, over: boolean, mayEndTurn: boolean, mayRollEtiquette: boolean, bystandersSaved: number, bystandersHurt: number, propertyDestroyed: number, objectivesMet: number, reinforcementsDue: Array<{ __typename?: 'ReinforcementDue', figureId: string, eligibleFigureIds: Array<string> }>, horrorClix: { __typename?: 'HorrorClixState', phase: HorrorClixPhase, mayEndPhase: boolean, mayRunHourglass: boolean, victimsToMove: Array<string>, killers: Array<string>, victimsOnBoard: Array<string>, insanityRollsDue: Array<string>, frenzyFigureIds: Array<string>, plotTwistsLeft: Array<number>, victims: Array<{ __typename?: 'HorrorClixVictimState', id: string, faceUp: boolean, killedByFigureId: string | null, replacedByFigureId: string | null }>, mayPlayPlotTwist: { __typename?: 'HorrorClixPlotTwistOption', side: number, victimIds: Array<string>, cardsLeft: number, subplotLeft: boolean } | null, minionEntries: Array<{ __typename?: 'HorrorClixMinionOption', victimId: string, figureIds: Array<string> }>, mayAnswerKill: { __typename?: 'HorrorClixKillAnswerOption', side: number, victimId: string, figureIds: Array<string> } | null } | null, outcome: { __typename?: 'MatchEngineOutcome', winnerSide: number | null, decidedBy: string, scores: Array<{ __typename?: 'MatchSideScore', side: number, points: number, lines: Array<{ __typename?: 'MatchScoreLine', kind: string, points: number, figureId: string | null }> }> }, teamAbilities: Array<{ __typename?: 'TeamAbility', roll: number, name: string, text: string } | null>, figures: Array<{ __typename?: 'FigureState', side: number, actionTokens: number, actedThisTurn: boolean, captured: boolean, escaped: boolean, status: FigureStatus | null, clickNumber: number | null, clicksTaken: number | null, inReserve: boolean, minion: boolean, legalActions: Array<MatchActionOption>, legalTargetIds: Array<string>, sharedBurdenMateIds: Array<string>, coordinatedAssaultMateIds: Array<string>, terrainAttacks: Array<AttackKind>, possessed: boolean, legalPowers: Array<{ __typename?: 'LegalPowerOption', power: AlphaPower, targetIds: Array<string> }>, figure: { __typename?: 'MatchFigure', id: string }, click: { __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null } | null }> };

export type MatchFigureViewFragment = { __typename?: 'MatchFigure', id: string, side: number, position: number, teamMemberId: string | null, character: { __typename?: 'Character', id: string, name: string } | null, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, dialLength: number, startingClick: number, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> } | null };

export type MatchEventLogQueryVariables = Exact<{
  matchId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type MatchEventLogQuery = { __typename?: 'Query', matchEvents: { __typename?: 'MatchEventConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'ActionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'AttackEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'AttackTerrainEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'BystanderHurtEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'BystanderSavedEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'CaptureEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'CriticalConditionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'DamageEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'EndTurnEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'EscapeEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'EtiquetteEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'FleeEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'HealEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'HourglassEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'InsanityRollEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'KillAnswerEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'KoEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'MinionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'MoveVictimEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'ObjectiveMetEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'PhaseEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'PlotTwistEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'PossessionEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'PowerEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'PropertyDestroyedEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'ReinforceEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'RescueEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'ReversalEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'RpsMoveEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'SharedBurdenEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null } | { __typename?: 'VictimKilledEvent', id: string, sequence: number, type: MatchEventType, createdAt: string, atTable: boolean, diceFaces: Array<number>, payload: any, result: any | null, reversesSequence: number | null }> } | null };

export type MatchTrackerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchTrackerQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, status: MatchStatus, ruleset: MatchRuleset, buildTotal: number, mapType: MapType, trainingMission: boolean, seed: string | null, seedHash: string, createdAt: string, world: { __typename?: 'World', slug: string, name: string }, scenario: { __typename?: 'Scenario', name: string, scoring: any } | null, league: { __typename?: 'League', id: string, name: string } | null, resolution: { __typename?: 'MatchResolutionRecord', id: string, appliedAt: string | null, voidedAt: string | null, voidReason: string | null, inputHash: string, diceFaces: Array<number>, diceRollsBefore: number, notes: Array<string>, sides: Array<{ __typename?: 'SideResolution', position: number, teamId: string | null, alignment: TeamAlignment, outcome: SideOutcome, kos: number, heroPointsEarned: number, prestigeChange: number, prestigeCurrency: string, heroPointLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, upkeepLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, prestigeLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, score: { __typename?: 'SideScore', points: number, lines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }> } | null, lapsedFeats: Array<{ __typename?: 'LapsedFeats', memberId: string, featIds: Array<string> }> }>, members: Array<{ __typename?: 'MemberResolution', memberId: string, teamId: string, side: number, played: boolean, figureId: string | null, achievementPointsChange: number, statusBefore: MemberStatus, statusAfter: MemberStatus, outForScenariosBefore: number | null, outForScenariosAfter: number | null, quitReason: string | null, lapsedFeatIds: Array<string>, achievementLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, injuriesAdded: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }>, injuryRoll: { __typename?: 'InjuryRollType', rolls: Array<{ __typename?: 'InjuryDie', purpose: string, die: string, value: number, injury: string | null, rerolled: boolean | null }>, injuries: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }> } | null, internment: { __typename?: 'Internment', heldBySide: number | null, heldByTeamId: string | null, ownTeamReservedGames: number } | null }>, morale: Array<{ __typename?: 'SideMorale', position: number, teamId: string, quits: Array<{ __typename?: 'MoraleQuit', memberId: string, reason: string, message: string }>, fights: Array<{ __typename?: 'MoraleFightType', kind: string, clicksToWin: number, challengerId: string | null, leaderId: string | null, leaderAchievementPoints: number | null, resentfulId: string | null, rivalId: string | null }> }>, ledgerEntries: Array<{ __typename?: 'LedgerEntry', id: string, amount: number, balanceAfter: number, currency: LedgerCurrency, reason: LedgerReason, note: string, member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null }> } | null, sides: Array<{ __typename?: 'MatchSide', id: string, position: number, alignment: TeamAlignment, team: { __typename?: 'Team', id: string, name: string, owner: { __typename?: 'Account', id: string }, members: Array<{ __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } }> } | null }>, figures: Array<{ __typename?: 'MatchFigure', id: string, side: number, position: number, teamMemberId: string | null, character: { __typename?: 'Character', id: string, name: string } | null, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, dialLength: number, startingClick: number, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> } | null }> } | null, matchState: { __typename?: 'MatchState', sequence: number, turn: number, activeSide: number | null, actionsLeft: number, over: boolean, mayEndTurn: boolean, mayRollEtiquette: boolean, bystandersSaved: number, bystandersHurt: number, propertyDestroyed: number, objectivesMet: number, reinforcementsDue: Array<{ __typename?: 'ReinforcementDue', figureId: string, eligibleFigureIds: Array<string> }>, horrorClix: { __typename?: 'HorrorClixState', phase: HorrorClixPhase, mayEndPhase: boolean, mayRunHourglass: boolean, victimsToMove: Array<string>, killers: Array<string>, victimsOnBoard: Array<string>, insanityRollsDue: Array<string>, frenzyFigureIds: Array<string>, plotTwistsLeft: Array<number>, victims: Array<{ __typename?: 'HorrorClixVictimState', id: string, faceUp: boolean, killedByFigureId: string | null, replacedByFigureId: string | null }>, mayPlayPlotTwist: { __typename?: 'HorrorClixPlotTwistOption', side: number, victimIds: Array<string>, cardsLeft: number, subplotLeft: boolean } | null, minionEntries: Array<{ __typename?: 'HorrorClixMinionOption', victimId: string, figureIds: Array<string> }>, mayAnswerKill: { __typename?: 'HorrorClixKillAnswerOption', side: number, victimId: string, figureIds: Array<string> } | null } | null, outcome: { __typename?: 'MatchEngineOutcome', winnerSide: number | null, decidedBy: string, scores: Array<{ __typename?: 'MatchSideScore', side: number, points: number, lines: Array<{ __typename?: 'MatchScoreLine', kind: string, points: number, figureId: string | null }> }> }, teamAbilities: Array<{ __typename?: 'TeamAbility', roll: number, name: string, text: string } | null>, figures: Array<{ __typename?: 'FigureState', side: number, actionTokens: number, actedThisTurn: boolean, captured: boolean, escaped: boolean, status: FigureStatus | null, clickNumber: number | null, clicksTaken: number | null, inReserve: boolean, minion: boolean, legalActions: Array<MatchActionOption>, legalTargetIds: Array<string>, sharedBurdenMateIds: Array<string>, coordinatedAssaultMateIds: Array<string>, terrainAttacks: Array<AttackKind>, possessed: boolean, legalPowers: Array<{ __typename?: 'LegalPowerOption', power: AlphaPower, targetIds: Array<string> }>, figure: { __typename?: 'MatchFigure', id: string }, click: { __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null } | null }> } | null };

export type ConfirmMatchResolutionMutationVariables = Exact<{
  input: ConfirmMatchResolutionInput;
}>;


export type ConfirmMatchResolutionMutation = { __typename?: 'Mutation', confirmMatchResolution: { __typename?: 'MatchResolutionPayload', match: { __typename?: 'Match', id: string, status: MatchStatus } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RejectMatchResolutionMutationVariables = Exact<{
  input: RejectMatchResolutionInput;
}>;


export type RejectMatchResolutionMutation = { __typename?: 'Mutation', rejectMatchResolution: { __typename?: 'RejectMatchResolutionPayload', match: { __typename?: 'Match', id: string, status: MatchStatus } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type MatchProposalQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchProposalQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, status: MatchStatus, resolutionProposal: { __typename?: 'ResolutionProposal', decision: ProposalDecision | null, rejectReason: string | null, viewerMayConfirm: boolean, viewerMayReject: boolean, proposedBy: { __typename?: 'Account', displayName: string }, decidedBy: { __typename?: 'Account', displayName: string } | null, awaitingConfirmationBy: Array<{ __typename?: 'Account', displayName: string }>, resolution: { __typename?: 'MatchResolutionPreview', sides: Array<{ __typename?: 'SideResolution', position: number, outcome: SideOutcome, heroPointsEarned: number, team: { __typename?: 'Team', name: string } | null }> } } | null } | null };

export type MatchReplayQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchReplayQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, status: MatchStatus, ruleset: MatchRuleset, world: { __typename?: 'World', slug: string, name: string }, sides: Array<{ __typename?: 'MatchSide', id: string, position: number, alignment: TeamAlignment, team: { __typename?: 'Team', id: string, name: string } | null }>, figures: Array<{ __typename?: 'MatchFigure', id: string, side: number, position: number, teamMemberId: string | null, character: { __typename?: 'Character', id: string, name: string } | null, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, dialLength: number, startingClick: number, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> } | null }>, state: { __typename?: 'MatchState', sequence: number } | null } | null };

export type MatchReplayStateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  at: Scalars['Int']['input'];
}>;


export type MatchReplayStateQuery = { __typename?: 'Query', matchState: { __typename?: 'MatchState', sequence: number, turn: number, activeSide: number | null, actionsLeft: number, over: boolean, mayEndTurn: boolean, mayRollEtiquette: boolean, bystandersSaved: number, bystandersHurt: number, propertyDestroyed: number, objectivesMet: number, reinforcementsDue: Array<{ __typename?: 'ReinforcementDue', figureId: string, eligibleFigureIds: Array<string> }>, horrorClix: { __typename?: 'HorrorClixState', phase: HorrorClixPhase, mayEndPhase: boolean, mayRunHourglass: boolean, victimsToMove: Array<string>, killers: Array<string>, victimsOnBoard: Array<string>, insanityRollsDue: Array<string>, frenzyFigureIds: Array<string>, plotTwistsLeft: Array<number>, victims: Array<{ __typename?: 'HorrorClixVictimState', id: string, faceUp: boolean, killedByFigureId: string | null, replacedByFigureId: string | null }>, mayPlayPlotTwist: { __typename?: 'HorrorClixPlotTwistOption', side: number, victimIds: Array<string>, cardsLeft: number, subplotLeft: boolean } | null, minionEntries: Array<{ __typename?: 'HorrorClixMinionOption', victimId: string, figureIds: Array<string> }>, mayAnswerKill: { __typename?: 'HorrorClixKillAnswerOption', side: number, victimId: string, figureIds: Array<string> } | null } | null, outcome: { __typename?: 'MatchEngineOutcome', winnerSide: number | null, decidedBy: string, scores: Array<{ __typename?: 'MatchSideScore', side: number, points: number, lines: Array<{ __typename?: 'MatchScoreLine', kind: string, points: number, figureId: string | null }> }> }, teamAbilities: Array<{ __typename?: 'TeamAbility', roll: number, name: string, text: string } | null>, figures: Array<{ __typename?: 'FigureState', side: number, actionTokens: number, actedThisTurn: boolean, captured: boolean, escaped: boolean, status: FigureStatus | null, clickNumber: number | null, clicksTaken: number | null, inReserve: boolean, minion: boolean, legalActions: Array<MatchActionOption>, legalTargetIds: Array<string>, sharedBurdenMateIds: Array<string>, coordinatedAssaultMateIds: Array<string>, terrainAttacks: Array<AttackKind>, possessed: boolean, legalPowers: Array<{ __typename?: 'LegalPowerOption', power: AlphaPower, targetIds: Array<string> }>, figure: { __typename?: 'MatchFigure', id: string }, click: { __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null } | null }> } | null };

export type RpsReplayQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  from: Scalars['Int']['input'];
}>;


export type RpsReplayQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, ruleset: MatchRuleset, world: { __typename?: 'World', slug: string, name: string }, sides: Array<{ __typename?: 'MatchSide', position: number, team: { __typename?: 'Team', name: string } | null }> } | null, rpsReplay: { __typename?: 'RpsReplay', matchId: string, totalSteps: number, rows: number, columns: number, settings: { __typename?: 'RpsSettingsView', equalBattle: RpsEqualBattle, turnLimit: number }, steps: Array<{ __typename?: 'RpsReplayStep', step: number, toMove: number | null, over: boolean, winner: number | null, endReason: RpsEndReason | null, cells: Array<{ __typename?: 'RpsCell', col: number, row: number, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } | null }>, sides: Array<{ __typename?: 'RpsSideState', side: number, computer: RpsComputerLevel | null, commander: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, reserve: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }>, killed: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }> }>, move: { __typename?: 'RpsLastMove', sequence: number, computer: RpsComputerLevel | null, move: { __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }, battle: { __typename?: 'RpsBattleView', decidedBy: RpsBattleDecision, winner: RpsBattleWinner, rolls: Array<number>, attacker: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, defender: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } } | null, killed: Array<{ __typename?: 'RpsKillView', cause: RpsKillCause, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } }> } | null }> } | null };

export type RpsReplayStepFieldsFragment = { __typename?: 'RpsReplayStep', step: number, toMove: number | null, over: boolean, winner: number | null, endReason: RpsEndReason | null, cells: Array<{ __typename?: 'RpsCell', col: number, row: number, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } | null }>, sides: Array<{ __typename?: 'RpsSideState', side: number, computer: RpsComputerLevel | null, commander: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, reserve: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }>, killed: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }> }>, move: { __typename?: 'RpsLastMove', sequence: number, computer: RpsComputerLevel | null, move: { __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }, battle: { __typename?: 'RpsBattleView', decidedBy: RpsBattleDecision, winner: RpsBattleWinner, rolls: Array<number>, attacker: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, defender: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } } | null, killed: Array<{ __typename?: 'RpsKillView', cause: RpsKillCause, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } }> } | null };

export type PreviewMatchResolutionQueryVariables = Exact<{
  input: PreviewMatchResolutionInput;
}>;


export type PreviewMatchResolutionQuery = { __typename?: 'Query', previewMatchResolution: { __typename?: 'MatchResolutionPayload', resolution: { __typename?: 'MatchResolutionPreview', id: string | null, appliedAt: string | null, voidedAt: string | null, voidReason: string | null, inputHash: string, diceFaces: Array<number>, diceRollsBefore: number, notes: Array<string>, sides: Array<{ __typename?: 'SideResolution', position: number, teamId: string | null, alignment: TeamAlignment, outcome: SideOutcome, kos: number, heroPointsEarned: number, prestigeChange: number, prestigeCurrency: string, heroPointLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, upkeepLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, prestigeLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, score: { __typename?: 'SideScore', points: number, lines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }> } | null, lapsedFeats: Array<{ __typename?: 'LapsedFeats', memberId: string, featIds: Array<string> }> }>, members: Array<{ __typename?: 'MemberResolution', memberId: string, teamId: string, side: number, played: boolean, figureId: string | null, achievementPointsChange: number, statusBefore: MemberStatus, statusAfter: MemberStatus, outForScenariosBefore: number | null, outForScenariosAfter: number | null, quitReason: string | null, lapsedFeatIds: Array<string>, achievementLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, injuriesAdded: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }>, injuryRoll: { __typename?: 'InjuryRollType', rolls: Array<{ __typename?: 'InjuryDie', purpose: string, die: string, value: number, injury: string | null, rerolled: boolean | null }>, injuries: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }> } | null, internment: { __typename?: 'Internment', heldBySide: number | null, heldByTeamId: string | null, ownTeamReservedGames: number } | null }>, morale: Array<{ __typename?: 'SideMorale', position: number, teamId: string, quits: Array<{ __typename?: 'MoraleQuit', memberId: string, reason: string, message: string }>, fights: Array<{ __typename?: 'MoraleFightType', kind: string, clicksToWin: number, challengerId: string | null, leaderId: string | null, leaderAchievementPoints: number | null, resentfulId: string | null, rivalId: string | null }> }>, ledgerEntries: Array<{ __typename?: 'LedgerEntry', id: string, amount: number, balanceAfter: number, currency: LedgerCurrency, reason: LedgerReason, note: string, member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null }> } | { __typename?: 'MatchResolutionRecord', id: string, appliedAt: string | null, voidedAt: string | null, voidReason: string | null, inputHash: string, diceFaces: Array<number>, diceRollsBefore: number, notes: Array<string>, sides: Array<{ __typename?: 'SideResolution', position: number, teamId: string | null, alignment: TeamAlignment, outcome: SideOutcome, kos: number, heroPointsEarned: number, prestigeChange: number, prestigeCurrency: string, heroPointLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, upkeepLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, prestigeLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, score: { __typename?: 'SideScore', points: number, lines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }> } | null, lapsedFeats: Array<{ __typename?: 'LapsedFeats', memberId: string, featIds: Array<string> }> }>, members: Array<{ __typename?: 'MemberResolution', memberId: string, teamId: string, side: number, played: boolean, figureId: string | null, achievementPointsChange: number, statusBefore: MemberStatus, statusAfter: MemberStatus, outForScenariosBefore: number | null, outForScenariosAfter: number | null, quitReason: string | null, lapsedFeatIds: Array<string>, achievementLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, injuriesAdded: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }>, injuryRoll: { __typename?: 'InjuryRollType', rolls: Array<{ __typename?: 'InjuryDie', purpose: string, die: string, value: number, injury: string | null, rerolled: boolean | null }>, injuries: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }> } | null, internment: { __typename?: 'Internment', heldBySide: number | null, heldByTeamId: string | null, ownTeamReservedGames: number } | null }>, morale: Array<{ __typename?: 'SideMorale', position: number, teamId: string, quits: Array<{ __typename?: 'MoraleQuit', memberId: string, reason: string, message: string }>, fights: Array<{ __typename?: 'MoraleFightType', kind: string, clicksToWin: number, challengerId: string | null, leaderId: string | null, leaderAchievementPoints: number | null, resentfulId: string | null, rivalId: string | null }> }>, ledgerEntries: Array<{ __typename?: 'LedgerEntry', id: string, amount: number, balanceAfter: number, currency: LedgerCurrency, reason: LedgerReason, note: string, member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null }> } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type ResolveMatchMutationVariables = Exact<{
  input: ResolveMatchInput;
}>;


export type ResolveMatchMutation = { __typename?: 'Mutation', resolveMatch: { __typename?: 'MatchResolutionPayload', match: { __typename?: 'Match', id: string, status: MatchStatus } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type VoidMatchMutationVariables = Exact<{
  input: VoidMatchInput;
}>;


export type VoidMatchMutation = { __typename?: 'Mutation', voidMatch: { __typename?: 'MatchResolutionPayload', match: { __typename?: 'Match', id: string, status: MatchStatus } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

type MatchResolutionFields_MatchResolutionPreview_Fragment = { __typename?: 'MatchResolutionPreview', id: string | null, appliedAt: string | null, voidedAt: string | null, voidReason: string | null, inputHash: string, diceFaces: Array<number>, diceRollsBefore: number, notes: Array<string>, sides: Array<{ __typename?: 'SideResolution', position: number, teamId: string | null, alignment: TeamAlignment, outcome: SideOutcome, kos: number, heroPointsEarned: number, prestigeChange: number, prestigeCurrency: string, heroPointLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, upkeepLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, prestigeLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, score: { __typename?: 'SideScore', points: number, lines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }> } | null, lapsedFeats: Array<{ __typename?: 'LapsedFeats', memberId: string, featIds: Array<string> }> }>, members: Array<{ __typename?: 'MemberResolution', memberId: string, teamId: string, side: number, played: boolean, figureId: string | null, achievementPointsChange: number, statusBefore: MemberStatus, statusAfter: MemberStatus, outForScenariosBefore: number | null, outForScenariosAfter: number | null, quitReason: string | null, lapsedFeatIds: Array<string>, achievementLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, injuriesAdded: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }>, injuryRoll: { __typename?: 'InjuryRollType', rolls: Array<{ __typename?: 'InjuryDie', purpose: string, die: string, value: number, injury: string | null, rerolled: boolean | null }>, injuries: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }> } | null, internment: { __typename?: 'Internment', heldBySide: number | null, heldByTeamId: string | null, ownTeamReservedGames: number } | null }>, morale: Array<{ __typename?: 'SideMorale', position: number, teamId: string, quits: Array<{ __typename?: 'MoraleQuit', memberId: string, reason: string, message: string }>, fights: Array<{ __typename?: 'MoraleFightType', kind: string, clicksToWin: number, challengerId: string | null, leaderId: string | null, leaderAchievementPoints: number | null, resentfulId: string | null, rivalId: string | null }> }>, ledgerEntries: Array<{ __typename?: 'LedgerEntry', id: string, amount: number, balanceAfter: number, currency: LedgerCurrency, reason: LedgerReason, note: string, member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null }> };

type MatchResolutionFields_MatchResolutionRecord_Fragment = { __typename?: 'MatchResolutionRecord', id: string, appliedAt: string | null, voidedAt: string | null, voidReason: string | null, inputHash: string, diceFaces: Array<number>, diceRollsBefore: number, notes: Array<string>, sides: Array<{ __typename?: 'SideResolution', position: number, teamId: string | null, alignment: TeamAlignment, outcome: SideOutcome, kos: number, heroPointsEarned: number, prestigeChange: number, prestigeCurrency: string, heroPointLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, upkeepLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, prestigeLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, score: { __typename?: 'SideScore', points: number, lines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }> } | null, lapsedFeats: Array<{ __typename?: 'LapsedFeats', memberId: string, featIds: Array<string> }> }>, members: Array<{ __typename?: 'MemberResolution', memberId: string, teamId: string, side: number, played: boolean, figureId: string | null, achievementPointsChange: number, statusBefore: MemberStatus, statusAfter: MemberStatus, outForScenariosBefore: number | null, outForScenariosAfter: number | null, quitReason: string | null, lapsedFeatIds: Array<string>, achievementLines: Array<{ __typename?: 'ResolutionLine', kind: string, label: string, amount: number }>, injuriesAdded: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }>, injuryRoll: { __typename?: 'InjuryRollType', rolls: Array<{ __typename?: 'InjuryDie', purpose: string, die: string, value: number, injury: string | null, rerolled: boolean | null }>, injuries: Array<{ __typename?: 'SufferedInjuryType', id: string, target: string | null, fingersLost: number | null, scenariosMissed: number | null }> } | null, internment: { __typename?: 'Internment', heldBySide: number | null, heldByTeamId: string | null, ownTeamReservedGames: number } | null }>, morale: Array<{ __typename?: 'SideMorale', position: number, teamId: string, quits: Array<{ __typename?: 'MoraleQuit', memberId: string, reason: string, message: string }>, fights: Array<{ __typename?: 'MoraleFightType', kind: string, clicksToWin: number, challengerId: string | null, leaderId: string | null, leaderAchievementPoints: number | null, resentfulId: string | null, rivalId: string | null }> }>, ledgerEntries: Array<{ __typename?: 'LedgerEntry', id: string, amount: number, balanceAfter: number, currency: LedgerCurrency, reason: LedgerReason, note: string, member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null }> };

export type MatchResolutionFieldsFragment = MatchResolutionFields_MatchResolutionPreview_Fragment | MatchResolutionFields_MatchResolutionRecord_Fragment;

export type PlayRpsMoveMutationVariables = Exact<{
  input: PlayRpsMoveInput;
}>;


export type PlayRpsMoveMutation = { __typename?: 'Mutation', playRpsMove: { __typename?: 'RpsMovePayload', events: Array<{ __typename?: 'ActionEvent', sequence: number } | { __typename?: 'AttackEvent', sequence: number } | { __typename?: 'AttackTerrainEvent', sequence: number } | { __typename?: 'BystanderHurtEvent', sequence: number } | { __typename?: 'BystanderSavedEvent', sequence: number } | { __typename?: 'CaptureEvent', sequence: number } | { __typename?: 'CriticalConditionEvent', sequence: number } | { __typename?: 'DamageEvent', sequence: number } | { __typename?: 'EndTurnEvent', sequence: number } | { __typename?: 'EscapeEvent', sequence: number } | { __typename?: 'EtiquetteEvent', sequence: number } | { __typename?: 'FleeEvent', sequence: number } | { __typename?: 'HealEvent', sequence: number } | { __typename?: 'HourglassEvent', sequence: number } | { __typename?: 'InsanityRollEvent', sequence: number } | { __typename?: 'KillAnswerEvent', sequence: number } | { __typename?: 'KoEvent', sequence: number } | { __typename?: 'MinionEvent', sequence: number } | { __typename?: 'MoveVictimEvent', sequence: number } | { __typename?: 'ObjectiveMetEvent', sequence: number } | { __typename?: 'PhaseEvent', sequence: number } | { __typename?: 'PlotTwistEvent', sequence: number } | { __typename?: 'PossessionEvent', sequence: number } | { __typename?: 'PowerEvent', sequence: number } | { __typename?: 'PropertyDestroyedEvent', sequence: number } | { __typename?: 'ReinforceEvent', sequence: number } | { __typename?: 'RescueEvent', sequence: number } | { __typename?: 'ReversalEvent', sequence: number } | { __typename?: 'RpsMoveEvent', sequence: number } | { __typename?: 'SharedBurdenEvent', sequence: number } | { __typename?: 'VictimKilledEvent', sequence: number }>, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type ResolveRpsMatchMutationVariables = Exact<{
  input: ResolveMatchInput;
}>;


export type ResolveRpsMatchMutation = { __typename?: 'Mutation', resolveMatch: { __typename?: 'MatchResolutionPayload', match: { __typename?: 'Match', id: string, status: MatchStatus } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RpsMatchQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RpsMatchQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, status: MatchStatus, world: { __typename?: 'World', slug: string, name: string }, sides: Array<{ __typename?: 'MatchSide', position: number, team: { __typename?: 'Team', name: string } | null }> } | null, rpsState: { __typename?: 'RpsState', matchId: string, sequence: number, turn: number, rows: number, columns: number, toMove: number | null, viewerSides: Array<number>, over: boolean, winner: number | null, endReason: RpsEndReason | null, cells: Array<{ __typename?: 'RpsCell', col: number, row: number, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } | null }>, sides: Array<{ __typename?: 'RpsSideState', side: number, computer: RpsComputerLevel | null, commander: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, reserve: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }>, killed: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }> }>, legalMoves: Array<{ __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }>, lastMove: { __typename?: 'RpsLastMove', sequence: number, computer: RpsComputerLevel | null, move: { __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }, battle: { __typename?: 'RpsBattleView', decidedBy: RpsBattleDecision, winner: RpsBattleWinner, rolls: Array<number>, attacker: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, defender: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } } | null, killed: Array<{ __typename?: 'RpsKillView', cause: RpsKillCause, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } }> } | null } | null };

export type RpsMonsterFieldsFragment = { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus };

export type RpsCellFieldsFragment = { __typename?: 'RpsCell', col: number, row: number, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } | null };

export type RpsSideFieldsFragment = { __typename?: 'RpsSideState', side: number, computer: RpsComputerLevel | null, commander: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, reserve: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }>, killed: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }> };

export type RpsMoveFieldsFragment = { __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } };

export type RpsLastMoveFieldsFragment = { __typename?: 'RpsLastMove', sequence: number, computer: RpsComputerLevel | null, move: { __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }, battle: { __typename?: 'RpsBattleView', decidedBy: RpsBattleDecision, winner: RpsBattleWinner, rolls: Array<number>, attacker: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, defender: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } } | null, killed: Array<{ __typename?: 'RpsKillView', cause: RpsKillCause, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } }> };

export type RpsStateFieldsFragment = { __typename?: 'RpsState', matchId: string, sequence: number, turn: number, rows: number, columns: number, toMove: number | null, viewerSides: Array<number>, over: boolean, winner: number | null, endReason: RpsEndReason | null, cells: Array<{ __typename?: 'RpsCell', col: number, row: number, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } | null }>, sides: Array<{ __typename?: 'RpsSideState', side: number, computer: RpsComputerLevel | null, commander: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, reserve: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }>, killed: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }> }>, legalMoves: Array<{ __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }>, lastMove: { __typename?: 'RpsLastMove', sequence: number, computer: RpsComputerLevel | null, move: { __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }, battle: { __typename?: 'RpsBattleView', decidedBy: RpsBattleDecision, winner: RpsBattleWinner, rolls: Array<number>, attacker: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, defender: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } } | null, killed: Array<{ __typename?: 'RpsKillView', cause: RpsKillCause, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } }> } | null };

export type MatchStateOverlayLiveSubscriptionVariables = Exact<{
  matchId: Scalars['ID']['input'];
}>;


export type MatchStateOverlayLiveSubscription = { __typename?: 'Subscription', matchState: { __typename?: 'MatchState', sequence: number, turn: number, activeSide: number | null, actionsLeft: number, over: boolean, outcome: { __typename?: 'MatchEngineOutcome', winnerSide: number | null }, figures: Array<{ __typename?: 'FigureState', side: number, status: FigureStatus | null, captured: boolean, inReserve: boolean, clickNumber: number | null, figure: { __typename?: 'MatchFigure', id: string }, click: { __typename?: 'DialClick', speed: number, attack: number, defense: number, damage: number } | null }> } };

export type MatchEventOverlayLiveSubscriptionVariables = Exact<{
  matchId: Scalars['ID']['input'];
  after: InputMaybe<Scalars['Int']['input']>;
}>;


export type MatchEventOverlayLiveSubscription = { __typename?: 'Subscription', matchEvents: { __typename?: 'ActionEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'AttackEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'AttackTerrainEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'BystanderHurtEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'BystanderSavedEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'CaptureEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'CriticalConditionEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'DamageEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'EndTurnEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'EscapeEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'EtiquetteEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'FleeEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'HealEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'HourglassEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'InsanityRollEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'KillAnswerEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'KoEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'MinionEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'MoveVictimEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'ObjectiveMetEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'PhaseEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'PlotTwistEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'PossessionEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'PowerEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'PropertyDestroyedEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'ReinforceEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'RescueEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'ReversalEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'RpsMoveEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'SharedBurdenEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } | { __typename?: 'VictimKilledEvent', sequence: number, type: MatchEventType, payload: any, result: any | null, reversesSequence: number | null, atTable: boolean, diceFaces: Array<number> } };

export type MatchOverlayQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchOverlayQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, ruleset: MatchRuleset, sides: Array<{ __typename?: 'MatchSide', position: number, team: { __typename?: 'Team', name: string } | null }>, figures: Array<{ __typename?: 'MatchFigure', id: string, side: number, position: number, character: { __typename?: 'Character', name: string } | null }> } | null };

export type MatchOverlayStateQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchOverlayStateQuery = { __typename?: 'Query', matchState: { __typename?: 'MatchState', sequence: number, turn: number, activeSide: number | null, actionsLeft: number, over: boolean, outcome: { __typename?: 'MatchEngineOutcome', winnerSide: number | null }, figures: Array<{ __typename?: 'FigureState', side: number, status: FigureStatus | null, captured: boolean, inReserve: boolean, clickNumber: number | null, figure: { __typename?: 'MatchFigure', id: string }, click: { __typename?: 'DialClick', speed: number, attack: number, defense: number, damage: number } | null }> } | null };

export type MatchOverlayStateFieldsFragment = { __typename?: 'MatchState', sequence: number, turn: number, activeSide: number | null, actionsLeft: number, over: boolean, outcome: { __typename?: 'MatchEngineOutcome', winnerSide: number | null }, figures: Array<{ __typename?: 'FigureState', side: number, status: FigureStatus | null, captured: boolean, inReserve: boolean, clickNumber: number | null, figure: { __typename?: 'MatchFigure', id: string }, click: { __typename?: 'DialClick', speed: number, attack: number, defense: number, damage: number } | null }> };

export type RpsOverlayQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RpsOverlayQuery = { __typename?: 'Query', rpsState: { __typename?: 'RpsState', matchId: string, sequence: number, turn: number, rows: number, columns: number, toMove: number | null, viewerSides: Array<number>, over: boolean, winner: number | null, endReason: RpsEndReason | null, cells: Array<{ __typename?: 'RpsCell', col: number, row: number, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } | null }>, sides: Array<{ __typename?: 'RpsSideState', side: number, computer: RpsComputerLevel | null, commander: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, reserve: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }>, killed: Array<{ __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }> }>, legalMoves: Array<{ __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }>, lastMove: { __typename?: 'RpsLastMove', sequence: number, computer: RpsComputerLevel | null, move: { __typename?: 'RpsMoveView', kind: RpsMoveKind, side: number, monsterId: string, to: { __typename?: 'RpsSquare', col: number, row: number } }, battle: { __typename?: 'RpsBattleView', decidedBy: RpsBattleDecision, winner: RpsBattleWinner, rolls: Array<number>, attacker: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus }, defender: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } } | null, killed: Array<{ __typename?: 'RpsKillView', cause: RpsKillCause, monster: { __typename?: 'RpsMonster', id: string, side: number, name: string | null, ring: RpsRingColour, attack: number | null, commander: boolean, status: RpsMonsterStatus } }> } | null } | null };

export type LevelUpMemberMutationVariables = Exact<{
  input: LevelUpMemberInput;
}>;


export type LevelUpMemberMutation = { __typename?: 'Mutation', levelUpMember: { __typename?: 'TeamMemberPayload', member: { __typename?: 'TeamMember', id: string, level: number, rank: Rank, character: { __typename?: 'Character', name: string } } | null, ledgerEntry: { __typename?: 'LedgerEntry', amount: number, currency: LedgerCurrency, balanceAfter: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type BuyItemMutationVariables = Exact<{
  input: BuyItemInput;
}>;


export type BuyItemMutation = { __typename?: 'Mutation', buyItem: { __typename?: 'TeamItemPayload', item: { __typename?: 'TeamItem', id: string, name: string, price: number } | null, ledgerEntry: { __typename?: 'LedgerEntry', amount: number, balanceAfter: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type AssignFeatMutationVariables = Exact<{
  input: MemberFeatInput;
}>;


export type AssignFeatMutation = { __typename?: 'Mutation', assignFeat: { __typename?: 'TeamMemberPayload', member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null, ledgerEntry: { __typename?: 'LedgerEntry', amount: number, balanceAfter: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type GrantAwardMutationVariables = Exact<{
  input: GrantAwardInput;
}>;


export type GrantAwardMutation = { __typename?: 'Mutation', grantAward: { __typename?: 'LedgerEntryPayload', entry: { __typename?: 'LedgerEntry', amount: number, currency: LedgerCurrency, balanceAfter: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RecruitCharacterMutationVariables = Exact<{
  input: RecruitCharacterInput;
}>;


export type RecruitCharacterMutation = { __typename?: 'Mutation', recruitCharacter: { __typename?: 'RecruitPayload', member: { __typename?: 'TeamMember', id: string, rank: Rank, character: { __typename?: 'Character', name: string } } | null, plea: { __typename?: 'Plea', outcome: PleaOutcome, joined: boolean, attackTotal: number | null, defenseTarget: number | null, heroPointsSpent: number, approachAgainAtLeaderLevel: number | null, neverApproachAgain: boolean } | null, roll: { __typename?: 'DiceRoll', faces: Array<number>, seed: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type BuyBonusMutationVariables = Exact<{
  input: BuyBonusInput;
}>;


export type BuyBonusMutation = { __typename?: 'Mutation', buyBonus: { __typename?: 'TeamMemberPayload', member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string }, bonuses: Array<{ __typename?: 'MemberBonus', rank: Rank, tier: number, text: string, cost: number }> } | null, ledgerEntry: { __typename?: 'LedgerEntry', amount: number, balanceAfter: number } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type AllocateSkillPointsMutationVariables = Exact<{
  input: AllocateSkillPointsInput;
}>;


export type AllocateSkillPointsMutation = { __typename?: 'Mutation', allocateSkillPoints: { __typename?: 'TeamMemberPayload', member: { __typename?: 'TeamMember', id: string, skillPointsLeft: number, character: { __typename?: 'Character', name: string }, skills: Array<{ __typename?: 'MemberSkill', skillId: string, name: string, points: number }> } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RecruitChoicesQueryVariables = Exact<{
  world: Scalars['String']['input'];
  teamId: Scalars['ID']['input'];
}>;


export type RecruitChoicesQuery = { __typename?: 'Query', team: { __typename?: 'Team', recruitOptions: { __typename?: 'RecruitOptionConnection', nodes: Array<{ __typename?: 'RecruitOption', allowed: boolean, joinsWithoutPlea: boolean, refusals: Array<string>, character: { __typename?: 'Character', id: string, name: string }, version: { __typename?: 'CharacterVersion', rank: Rank, pointValue: number } | null }> } | null } | null, worldSettings: { __typename?: 'WorldSettings', raw: any } | null, nonCombatSkills: Array<{ __typename?: 'NonCombatSkill', id: string, name: string, group: string | null }> };

export type TeamHistoryQueryVariables = Exact<{
  teamId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  currency: InputMaybe<LedgerCurrency>;
}>;


export type TeamHistoryQuery = { __typename?: 'Query', teamHistory: { __typename?: 'LedgerEntryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'LedgerEntry', id: string, createdAt: string, currency: LedgerCurrency, amount: number, balanceAfter: number, reason: LedgerReason, note: string, correctsEntryId: string | null, member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null }> } | null };

export type TeamCatalogueQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type TeamCatalogueQuery = { __typename?: 'Query', feats: { __typename?: 'FeatConnection', nodes: Array<{ __typename?: 'Feat', id: string, catalogueId: string, name: string, cost: number | null, priced: boolean, prerequisiteText: string }> } | null, items: { __typename?: 'ItemConnection', nodes: Array<{ __typename?: 'Item', id: string, catalogueId: string, name: string, price: number | null, kind: ItemKind, summary: string, damage: number | null, range: number | null, details: any }> } | null };

export type WorldActivityQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  orderBy: InputMaybe<ActivityOrder>;
}>;


export type WorldActivityQuery = { __typename?: 'Query', worldActivity: { __typename?: 'ActivityItemConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'ActivityItem', at: string, kind: ActivityKind, summary: string, team: { __typename?: 'Team', id: string, name: string } | null, character: { __typename?: 'Character', id: string, name: string } | null, match: { __typename?: 'Match', id: string } | null }> } | null };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreateApiKeyPayload', secret: string | null, apiKey: { __typename?: 'ApiKey', id: string, name: string, secretPrefix: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKeyPayload', apiKey: { __typename?: 'ApiKey', id: string, name: string, revokedAt: string | null } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldApiKeysQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  orderBy: InputMaybe<ApiKeyOrder>;
}>;


export type WorldApiKeysQuery = { __typename?: 'Query', apiKeys: { __typename?: 'ApiKeyConnection', totalCount: number, nodes: Array<{ __typename?: 'ApiKey', id: string, name: string, secretPrefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> } | null };

export type SetCharactersVisibilityMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  visibility: Visibility;
}>;


export type SetCharactersVisibilityMutation = { __typename?: 'Mutation', setCharactersVisibility: { __typename?: 'CharactersPayload', characters: Array<{ __typename?: 'Character', id: string }>, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type DeleteCharactersMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteCharactersMutation = { __typename?: 'Mutation', deleteCharacters: { __typename?: 'DeleteCharactersPayload', deletedCharacterIds: Array<string>, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RestoreCharactersMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RestoreCharactersMutation = { __typename?: 'Mutation', restoreCharacters: { __typename?: 'CharactersPayload', characters: Array<{ __typename?: 'Character', id: string }>, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type ExportCharactersQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type ExportCharactersQuery = { __typename?: 'Query', exportCharacters: string | null };

export type ExportSelectedCharactersQueryVariables = Exact<{
  world: Scalars['String']['input'];
  ids: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type ExportSelectedCharactersQuery = { __typename?: 'Query', characterExport: { __typename?: 'CharacterExport', document: any } | null };

export type ImportCharactersMutationVariables = Exact<{
  world: Scalars['String']['input'];
  json: Scalars['String']['input'];
  mode: ImportMode;
}>;


export type ImportCharactersMutation = { __typename?: 'Mutation', importCharacters: { __typename?: 'ImportCharactersPayload', createdCount: number, updatedCount: number, characters: Array<{ __typename?: 'Character', id: string, name: string, versions: Array<{ __typename?: 'CharacterVersion', rank: Rank }> }>, userErrors: Array<{ __typename?: 'ImportUserError', code: UserErrorCode, field: Array<string>, line: number | null, message: string }> } };

export type WorldCharactersQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<CharacterFilter>;
  orderBy: InputMaybe<CharacterOrder>;
}>;


export type WorldCharactersQuery = { __typename?: 'Query', characters: { __typename?: 'CharacterConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Character', id: string, name: string, kind: CharacterKind, visibility: Visibility, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, teamAbility: string | null }> }> } | null };

export type UpdateFeatPriceMutationVariables = Exact<{
  input: UpdateFeatInput;
}>;


export type UpdateFeatPriceMutation = { __typename?: 'Mutation', updateFeat: { __typename?: 'FeatPayload', feat: { __typename?: 'Feat', id: string, name: string, price: number | null, cost: number | null, priced: boolean } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldFeatsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<FeatFilter>;
  orderBy: InputMaybe<CatalogueOrder>;
}>;


export type WorldFeatsQuery = { __typename?: 'Query', feats: { __typename?: 'FeatConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Feat', id: string, catalogueId: string, position: number, name: string, text: string, prerequisiteText: string, price: number | null, upkeep: number | null, cost: number | null, priced: boolean, needsReview: boolean }> } | null };

export type UpdateItemPriceMutationVariables = Exact<{
  input: UpdateItemInput;
}>;


export type UpdateItemPriceMutation = { __typename?: 'Mutation', updateItem: { __typename?: 'ItemPayload', item: { __typename?: 'Item', id: string, name: string, price: number | null, priced: boolean } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldItemsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ItemFilter>;
  orderBy: InputMaybe<ItemOrder>;
}>;


export type WorldItemsQuery = { __typename?: 'Query', items: { __typename?: 'ItemConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Item', id: string, catalogueId: string, position: number, name: string, kind: ItemKind, price: number | null, priced: boolean, damage: number | null, range: number | null, summary: string, text: string, effectRoll: any | null, details: any }> } | null };

export type LeagueTeamChoicesQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type LeagueTeamChoicesQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment }> } | null };

export type LeagueFixturesQueryVariables = Exact<{
  world: Scalars['String']['input'];
  leagueId: Scalars['ID']['input'];
}>;


export type LeagueFixturesQuery = { __typename?: 'Query', matches: { __typename?: 'MatchConnection', totalCount: number, nodes: Array<{ __typename?: 'Match', id: string, status: MatchStatus, createdAt: string, sides: Array<{ __typename?: 'MatchSide', position: number, alignment: TeamAlignment, team: { __typename?: 'Team', id: string, name: string } | null }>, resolution: { __typename?: 'MatchResolutionRecord', sides: Array<{ __typename?: 'SideResolution', position: number, outcome: SideOutcome }> } | null }> } | null };

export type StandingsCsvQueryVariables = Exact<{
  leagueId: Scalars['ID']['input'];
}>;


export type StandingsCsvQuery = { __typename?: 'Query', standings: { __typename?: 'LeagueStandings', league: { __typename?: 'League', name: string, season: string, tieBreakers: Array<LeagueTieBreaker>, world: { __typename?: 'World', slug: string } }, rows: Array<{ __typename?: 'StandingRow', rank: number, played: number, won: number, drawn: number, lost: number, points: number, renown: { __typename?: 'Renown', value: number }, team: { __typename?: 'Team', name: string, alignment: TeamAlignment }, tieBreakers: Array<{ __typename?: 'TieBreakerValue', kind: LeagueTieBreaker, value: number }> }> } | null };

export type CreateLeagueMutationVariables = Exact<{
  input: CreateLeagueInput;
}>;


export type CreateLeagueMutation = { __typename?: 'Mutation', createLeague: { __typename?: 'LeaguePayload', league: { __typename?: 'League', id: string, name: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type UpdateLeagueMutationVariables = Exact<{
  input: UpdateLeagueInput;
}>;


export type UpdateLeagueMutation = { __typename?: 'Mutation', updateLeague: { __typename?: 'LeaguePayload', league: { __typename?: 'League', id: string, name: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type AddLeagueTeamMutationVariables = Exact<{
  input: LeagueTeamInput;
}>;


export type AddLeagueTeamMutation = { __typename?: 'Mutation', addLeagueTeam: { __typename?: 'LeaguePayload', league: { __typename?: 'League', id: string, name: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RemoveLeagueTeamMutationVariables = Exact<{
  input: LeagueTeamInput;
}>;


export type RemoveLeagueTeamMutation = { __typename?: 'Mutation', removeLeagueTeam: { __typename?: 'LeaguePayload', league: { __typename?: 'League', id: string, name: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type FinalizeLeagueMutationVariables = Exact<{
  input: FinalizeLeagueInput;
}>;


export type FinalizeLeagueMutation = { __typename?: 'Mutation', finalizeLeague: { __typename?: 'LeaguePayload', league: { __typename?: 'League', id: string, name: string, status: LeagueStatus } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldLeaguesQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<LeagueStatus>;
  season: InputMaybe<Scalars['String']['input']>;
  orderBy: InputMaybe<LeagueOrder>;
}>;


export type WorldLeaguesQuery = { __typename?: 'Query', leagues: { __typename?: 'LeagueConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'League', id: string, name: string, season: string, status: LeagueStatus, createdAt: string, finalizedAt: string | null, tieBreakers: Array<LeagueTieBreaker>, scoring: { __typename?: 'LeagueScoring', win: number, draw: number, loss: number }, teams: Array<{ __typename?: 'Team', id: string }> }> } | null };

export type WorldTeamChoicesQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type WorldTeamChoicesQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment }> } | null };

export type CreateRpsMatchMutationVariables = Exact<{
  input: CreateMatchInput;
}>;


export type CreateRpsMatchMutation = { __typename?: 'Mutation', createMatch: { __typename?: 'MatchPayload', match: { __typename?: 'Match', id: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type NewRpsChoicesQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type NewRpsChoicesQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', nodes: Array<{ __typename?: 'Team', id: string, name: string }> } | null, characters: { __typename?: 'CharacterConnection', nodes: Array<{ __typename?: 'Character', name: string, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, startingClick: number, clicks: Array<{ __typename?: 'DialClick', number: number, attack: number }> }> }> } | null };

export type CreateMatchMutationVariables = Exact<{
  input: CreateMatchInput;
}>;


export type CreateMatchMutation = { __typename?: 'Mutation', createMatch: { __typename?: 'MatchPayload', match: { __typename?: 'Match', id: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type NewMatchChoicesQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type NewMatchChoicesQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment, owner: { __typename?: 'Account', id: string }, members: Array<{ __typename?: 'TeamMember', id: string, status: MemberStatus, character: { __typename?: 'Character', name: string }, version: { __typename?: 'CharacterVersion', rank: Rank, pointValue: number } }> }> } | null, scenarios: { __typename?: 'ScenarioConnection', nodes: Array<{ __typename?: 'Scenario', catalogueId: string, name: string }> } | null, leagues: { __typename?: 'LeagueConnection', nodes: Array<{ __typename?: 'League', id: string, name: string, season: string, teams: Array<{ __typename?: 'Team', id: string }> }> } | null, characters: { __typename?: 'CharacterConnection', nodes: Array<{ __typename?: 'Character', id: string, name: string, kind: CharacterKind, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number }> }> } | null };

export type RolledScenarioQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type RolledScenarioQuery = { __typename?: 'Query', randomScenarioEntry: { __typename?: 'RandomScenarioEntry', id: string, name: string, from: number, to: number | null, opposition: any, text: Array<string> } | null };

export type WorldMatchesQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<MatchStatus>;
  orderBy: InputMaybe<MatchOrder>;
}>;


export type WorldMatchesQuery = { __typename?: 'Query', matches: { __typename?: 'MatchConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Match', id: string, status: MatchStatus, ruleset: MatchRuleset, createdAt: string, buildTotal: number, trainingMission: boolean, scenario: { __typename?: 'Scenario', name: string } | null, sides: Array<{ __typename?: 'MatchSide', id: string, position: number, alignment: TeamAlignment, team: { __typename?: 'Team', id: string, name: string } | null, figures: Array<{ __typename?: 'MatchFigure', id: string }> }> }> } | null };

export type MatchesOwnTeamQueryVariables = Exact<{
  world: Scalars['String']['input'];
  owner: Scalars['ID']['input'];
}>;


export type MatchesOwnTeamQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', totalCount: number } | null };

export type AddWorldMemberMutationVariables = Exact<{
  input: AddWorldMemberInput;
}>;


export type AddWorldMemberMutation = { __typename?: 'Mutation', addWorldMember: { __typename?: 'AddWorldMemberPayload', invitation: { __typename?: 'WorldInvitation', email: string, role: WorldRole } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type SetWorldMemberRoleMutationVariables = Exact<{
  input: SetWorldMemberRoleInput;
}>;


export type SetWorldMemberRoleMutation = { __typename?: 'Mutation', setWorldMemberRole: { __typename?: 'WorldMemberPayload', member: { __typename?: 'WorldMember', role: WorldRole, account: { __typename?: 'Account', id: string, displayName: string } } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RemoveWorldMemberMutationVariables = Exact<{
  input: RemoveWorldMemberInput;
}>;


export type RemoveWorldMemberMutation = { __typename?: 'Mutation', removeWorldMember: { __typename?: 'WorldMemberPayload', member: { __typename?: 'WorldMember', account: { __typename?: 'Account', id: string, displayName: string } } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WithdrawWorldInvitationMutationVariables = Exact<{
  input: WithdrawWorldInvitationInput;
}>;


export type WithdrawWorldInvitationMutation = { __typename?: 'Mutation', withdrawWorldInvitation: { __typename?: 'WorldInvitationPayload', invitation: { __typename?: 'WorldInvitation', email: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldMembersQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  orderBy: InputMaybe<WorldMemberOrder>;
}>;


export type WorldMembersQuery = { __typename?: 'Query', worldMembers: { __typename?: 'WorldMemberConnection', totalCount: number, nodes: Array<{ __typename?: 'WorldMember', role: WorldRole, email: string | null, createdAt: string, account: { __typename?: 'Account', id: string, displayName: string } }> } | null, worldInvitations: { __typename?: 'WorldInvitationConnection', totalCount: number, nodes: Array<{ __typename?: 'WorldInvitation', email: string, role: WorldRole, invitedAt: string }> } | null };

export type WorldDashboardQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type WorldDashboardQuery = { __typename?: 'Query', worldDashboard: { __typename?: 'WorldDashboard', matchesInProgressCount: number, matchesInProgress: Array<{ __typename?: 'Match', id: string, ruleset: MatchRuleset, sides: Array<{ __typename?: 'MatchSide', id: string, team: { __typename?: 'Team', id: string, name: string } | null }> }>, recentResults: Array<{ __typename?: 'Match', id: string, ruleset: MatchRuleset, sides: Array<{ __typename?: 'MatchSide', id: string, team: { __typename?: 'Team', id: string, name: string } | null }> }>, leagueLeaders: Array<{ __typename?: 'LeagueLeaders', league: { __typename?: 'League', id: string, name: string, season: string }, rows: Array<{ __typename?: 'StandingRow', rank: number, points: number, team: { __typename?: 'Team', id: string, name: string } }> }>, creatorToDo: { __typename?: 'CreatorToDo', unpricedFeats: number, matchesAwaitingResolution: number } | null } | null };

export type DashboardMatchFragment = { __typename?: 'Match', id: string, ruleset: MatchRuleset, sides: Array<{ __typename?: 'MatchSide', id: string, team: { __typename?: 'Team', id: string, name: string } | null }> };

export type DashboardAwaitingConfirmationQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type DashboardAwaitingConfirmationQuery = { __typename?: 'Query', matches: { __typename?: 'MatchConnection', totalCount: number, nodes: Array<{ __typename?: 'Match', id: string, ruleset: MatchRuleset, resolutionProposal: { __typename?: 'ResolutionProposal', id: string, viewerMayConfirm: boolean, proposedBy: { __typename?: 'Account', id: string, displayName: string } } | null, sides: Array<{ __typename?: 'MatchSide', id: string, team: { __typename?: 'Team', id: string, name: string } | null }> }> } | null };

export type PrestigeTableQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  alignment: InputMaybe<TeamAlignment>;
  orderBy: InputMaybe<PrestigeTableOrder>;
}>;


export type PrestigeTableQuery = { __typename?: 'Query', prestigeTable: { __typename?: 'PrestigeTableConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'PrestigeTableEntry', rank: number, alignment: TeamAlignment, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number }, team: { __typename?: 'Team', id: string, name: string, owner: { __typename?: 'Account', id: string, displayName: string } } }> } | null };

export type RollRandomScenarioMutationVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type RollRandomScenarioMutation = { __typename?: 'Mutation', rollRandomScenario: { __typename?: 'RandomScenarioPayload', total: number | null, entry: { __typename?: 'RandomScenarioEntry', id: string, name: string, from: number, to: number | null, text: Array<string> } | null, roll: { __typename?: 'DiceRoll', id: string, faces: Array<number>, seed: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RollSubPlotMutationVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type RollSubPlotMutation = { __typename?: 'Mutation', rollSubPlot: { __typename?: 'SubPlotPayload', subPlot: { __typename?: 'SubPlot', number: number, text: string, incomplete: boolean, powerTable: Array<string> | null } | null, roll: { __typename?: 'DiceRoll', id: string, faces: Array<number>, seed: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldDiceRollsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type WorldDiceRollsQuery = { __typename?: 'Query', diceRolls: { __typename?: 'DiceRollConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'DiceRoll', id: string, purpose: string, faces: Array<number>, seed: string, subjectId: string | null, createdAt: string }> } | null };

export type WorldScenariosQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ScenarioFilter>;
  orderBy: InputMaybe<CatalogueOrder>;
}>;


export type WorldScenariosQuery = { __typename?: 'Query', scenarios: { __typename?: 'ScenarioConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Scenario', id: string, catalogueId: string, name: string, setup: Array<string>, forceRatio: number | null, roundLimit: number | null, needsReview: boolean, scoring: any, scoringNotes: Array<string> }> } | null };

export type WorldSearchQueryVariables = Exact<{
  world: Scalars['String']['input'];
  query: Scalars['String']['input'];
  first: Scalars['Int']['input'];
}>;


export type WorldSearchQuery = { __typename?: 'Query', search: { __typename?: 'SearchResults', characters: { __typename?: 'CharacterSearchHits', totalCount: number, nodes: Array<{ __typename?: 'Character', id: string, name: string, kind: CharacterKind }> }, teams: { __typename?: 'TeamSearchHits', totalCount: number, nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment }> }, matches: { __typename?: 'MatchSearchHits', totalCount: number, nodes: Array<{ __typename?: 'Match', id: string, status: MatchStatus, sides: Array<{ __typename?: 'MatchSide', id: string, position: number, team: { __typename?: 'Team', name: string } | null }> }> }, leagues: { __typename?: 'LeagueSearchHits', totalCount: number, nodes: Array<{ __typename?: 'League', id: string, name: string, season: string }> } } | null };

export type UpdateWorldSettingsMutationVariables = Exact<{
  input: UpdateWorldSettingsInput;
}>;


export type UpdateWorldSettingsMutation = { __typename?: 'Mutation', updateWorldSettings: { __typename?: 'WorldSettingsPayload', settings: { __typename?: 'WorldSettings', updatedAt: string | null } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldSettingsPageQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type WorldSettingsPageQuery = { __typename?: 'Query', worldSettings: { __typename?: 'WorldSettings', startingHeroPoints: number, startingHeroPointsSeveralPlayers: number, teamsOfSeveralPlayers: boolean, startingCash: number, maxFoundingMembers: number, maxTeamSize: number | null, heroPointsPerLevel: number, defeatShare: number, defeatRounding: HeroPointRounding, majorityBySize: Array<number>, majorityMarginBeyondTable: number, enemyTeamDefeatBonus: number, captureDefenseBonus: number, maxFeatsPerMember: number, featUpkeepPeriod: UpkeepPeriod, bonusFeatMaxWorth: number, raw: any, updatedAt: string | null } | null };

export type CreateTeamMutationVariables = Exact<{
  input: CreateTeamInput;
}>;


export type CreateTeamMutation = { __typename?: 'Mutation', createTeam: { __typename?: 'TeamPayload', team: { __typename?: 'Team', id: string, name: string, teamAbility: { __typename?: 'TeamAbility', roll: number, name: string } } | null, teamAbilityRoll: { __typename?: 'DiceRoll', faces: Array<number>, seed: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type FoundingCharactersQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FoundingCharactersQuery = { __typename?: 'Query', characters: { __typename?: 'CharacterConnection', pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Character', id: string, name: string, kind: CharacterKind, versions: Array<{ __typename?: 'CharacterVersion', rank: Rank, pointValue: number }> }> } | null };

export type FoundingTeamsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type FoundingTeamsQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Team', id: string, members: Array<{ __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', id: string } }> }> } | null };

export type FoundingSettingsQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type FoundingSettingsQuery = { __typename?: 'Query', worldSettings: { __typename?: 'WorldSettings', startingHeroPoints: number, startingHeroPointsSeveralPlayers: number, maxFoundingMembers: number, teamsOfSeveralPlayers: boolean } | null };

export type WorldTeamsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<TeamFilter>;
  orderBy: InputMaybe<TeamOrder>;
}>;


export type WorldTeamsQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment, heroPoints: number, cash: number, owner: { __typename?: 'Account', id: string, displayName: string }, members: Array<{ __typename?: 'TeamMember', id: string }>, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number } }> } | null };

export type WorldTeamSheetsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  after: InputMaybe<Scalars['String']['input']>;
}>;


export type WorldTeamSheetsQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment, pointValue: number, heroPoints: number, cash: number, owner: { __typename?: 'Account', id: string, displayName: string }, members: Array<{ __typename?: 'TeamMember', id: string, isLeader: boolean, level: number, rank: Rank, status: MemberStatus, outForScenarios: number | null, featIds: Array<string>, permanentInjuries: Array<{ __typename?: 'PermanentInjury', id: string, name: string }>, character: { __typename?: 'Character', id: string, name: string }, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, dialLength: number, startingClick: number, koClicks: number, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> } }>, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number } }> } | null, feats: { __typename?: 'FeatConnection', nodes: Array<{ __typename?: 'Feat', id: string, catalogueId: string, name: string }> } | null };

export type LeagueStandingsQueryVariables = Exact<{
  leagueId: Scalars['ID']['input'];
}>;


export type LeagueStandingsQuery = { __typename?: 'Query', standings: { __typename?: 'LeagueStandings', final: boolean, league: { __typename?: 'League', id: string, name: string, season: string, status: LeagueStatus, createdAt: string, finalizedAt: string | null, tieBreakers: Array<LeagueTieBreaker>, scoring: { __typename?: 'LeagueScoring', win: number, draw: number, loss: number }, world: { __typename?: 'World', id: string, slug: string, name: string }, teams: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment }>, prestigeSeries: Array<{ __typename?: 'LeaguePrestigeSeries', team: { __typename?: 'Team', id: string, name: string, alignment: TeamAlignment }, points: Array<{ __typename?: 'PrestigePoint', matchId: string, at: string, amount: number, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number }, match: { __typename?: 'Match', id: string, createdAt: string, sides: Array<{ __typename?: 'MatchSide', position: number, team: { __typename?: 'Team', id: string, name: string } | null }> } }> }> }, rows: Array<{ __typename?: 'StandingRow', rank: number, played: number, won: number, drawn: number, lost: number, points: number, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number }, team: { __typename?: 'Team', id: string, name: string, alignment: TeamAlignment }, tieBreakers: Array<{ __typename?: 'TieBreakerValue', kind: LeagueTieBreaker, value: number }> }> } | null };

export type MatchEventsLiveSubscriptionVariables = Exact<{
  matchId: Scalars['ID']['input'];
  after: InputMaybe<Scalars['Int']['input']>;
}>;


export type MatchEventsLiveSubscription = { __typename?: 'Subscription', matchEvents: { __typename?: 'ActionEvent', sequence: number } | { __typename?: 'AttackEvent', sequence: number } | { __typename?: 'AttackTerrainEvent', sequence: number } | { __typename?: 'BystanderHurtEvent', sequence: number } | { __typename?: 'BystanderSavedEvent', sequence: number } | { __typename?: 'CaptureEvent', sequence: number } | { __typename?: 'CriticalConditionEvent', sequence: number } | { __typename?: 'DamageEvent', sequence: number } | { __typename?: 'EndTurnEvent', sequence: number } | { __typename?: 'EscapeEvent', sequence: number } | { __typename?: 'EtiquetteEvent', sequence: number } | { __typename?: 'FleeEvent', sequence: number } | { __typename?: 'HealEvent', sequence: number } | { __typename?: 'HourglassEvent', sequence: number } | { __typename?: 'InsanityRollEvent', sequence: number } | { __typename?: 'KillAnswerEvent', sequence: number } | { __typename?: 'KoEvent', sequence: number } | { __typename?: 'MinionEvent', sequence: number } | { __typename?: 'MoveVictimEvent', sequence: number } | { __typename?: 'ObjectiveMetEvent', sequence: number } | { __typename?: 'PhaseEvent', sequence: number } | { __typename?: 'PlotTwistEvent', sequence: number } | { __typename?: 'PossessionEvent', sequence: number } | { __typename?: 'PowerEvent', sequence: number } | { __typename?: 'PropertyDestroyedEvent', sequence: number } | { __typename?: 'ReinforceEvent', sequence: number } | { __typename?: 'RescueEvent', sequence: number } | { __typename?: 'ReversalEvent', sequence: number } | { __typename?: 'RpsMoveEvent', sequence: number } | { __typename?: 'SharedBurdenEvent', sequence: number } | { __typename?: 'VictimKilledEvent', sequence: number } };

export type StandingsLiveSubscriptionVariables = Exact<{
  leagueId: Scalars['ID']['input'];
}>;


export type StandingsLiveSubscription = { __typename?: 'Subscription', standings: { __typename?: 'LeagueStandings', final: boolean } };

export type PrestigeTableLiveSubscriptionVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type PrestigeTableLiveSubscription = { __typename?: 'Subscription', prestigeTable: { __typename?: 'PrestigeTableConnection', totalCount: number } };

export type PrintTeamSheetFragment = { __typename?: 'Team', id: string, name: string, alignment: TeamAlignment, pointValue: number, heroPoints: number, cash: number, owner: { __typename?: 'Account', id: string, displayName: string }, members: Array<{ __typename?: 'TeamMember', id: string, isLeader: boolean, level: number, rank: Rank, status: MemberStatus, outForScenarios: number | null, featIds: Array<string>, permanentInjuries: Array<{ __typename?: 'PermanentInjury', id: string, name: string }>, character: { __typename?: 'Character', id: string, name: string }, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, dialLength: number, startingClick: number, koClicks: number, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> } }>, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number } };

export type CreateCharacterMutationVariables = Exact<{
  input: CreateCharacterInput;
}>;


export type CreateCharacterMutation = { __typename?: 'Mutation', createCharacter: { __typename?: 'CharacterPayload', character: { __typename?: 'Character', id: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type UpdateCharacterMutationVariables = Exact<{
  input: UpdateCharacterInput;
}>;


export type UpdateCharacterMutation = { __typename?: 'Mutation', updateCharacter: { __typename?: 'CharacterPayload', character: { __typename?: 'Character', id: string } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type DeleteCharacterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCharacterMutation = { __typename?: 'Mutation', deleteCharacter: { __typename?: 'DeleteCharacterPayload', deletedCharacterId: string | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type DialPowerNamesQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type DialPowerNamesQuery = { __typename?: 'Query', dialPowerNames: Array<string> | null };

export type WorldBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type WorldBySlugQuery = { __typename?: 'Query', world: { __typename?: 'World', id: string, slug: string, name: string } | null };

export type DialClickFieldsFragment = { __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null };

export type TeamBalancesFragment = { __typename?: 'Team', heroPoints: number, cash: number, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number } };

export type CharacterDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CharacterDetailQuery = { __typename?: 'Query', character: { __typename?: 'Character', id: string, name: string, kind: CharacterKind, description: string, visibility: Visibility, world: { __typename?: 'World', id: string, slug: string, name: string }, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, movement: MovementSymbol, damageSymbol: DamageSymbol, teamAbility: string | null, keywords: Array<string>, archenemyColour: string | null, setCode: string | null, collectorNumber: string | null, startingClick: number, dialLength: number, koClicks: number, specialPowers: Array<{ __typename?: 'SpecialPower', value: CombatValue, name: string, text: string }>, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> }> } | null };

export type TeamSheetQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TeamSheetQuery = { __typename?: 'Query', team: { __typename?: 'Team', severalPlayers: boolean, createdAt: string, id: string, name: string, alignment: TeamAlignment, pointValue: number, heroPoints: number, cash: number, world: { __typename?: 'World', id: string, slug: string, name: string }, teamAbility: { __typename?: 'TeamAbility', name: string, roll: number, text: string }, teamAbilityRoll: { __typename?: 'DiceRoll', id: string, faces: Array<number>, seed: string, createdAt: string } | null, members: Array<{ __typename?: 'TeamMember', achievementPoints: number, skillPointsLeft: number, id: string, isLeader: boolean, level: number, rank: Rank, status: MemberStatus, outForScenarios: number | null, featIds: Array<string>, bonuses: Array<{ __typename?: 'MemberBonus', rank: Rank, tier: number, text: string, cost: number }>, bonusOptions: Array<{ __typename?: 'BonusOption', tier: number, cost: number, text: string, allowed: boolean, refusal: string | null }>, skills: Array<{ __typename?: 'MemberSkill', skillId: string, name: string, points: number }>, nextLevelUp: { __typename?: 'LevelUpQuote', heroPoints: number, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number } } | null, permanentInjuries: Array<{ __typename?: 'PermanentInjury', id: string, name: string }>, character: { __typename?: 'Character', id: string, name: string }, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, dialLength: number, startingClick: number, koClicks: number, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> } }>, items: Array<{ __typename?: 'TeamItem', id: string, itemId: string, name: string, price: number, boughtAt: string }>, owner: { __typename?: 'Account', id: string, displayName: string }, renown: { __typename?: 'Renown', currency: LedgerCurrency, value: number } } | null };

export type MatchWorldQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MatchWorldQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, world: { __typename?: 'World', id: string, slug: string } } | null };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'AuthPayload', token: string | null, expiresAt: string | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'Me', email: string, account: { __typename?: 'Account', id: string, displayName: string }, memberships: Array<{ __typename?: 'Membership', role: WorldRole, world: { __typename?: 'World', id: string, slug: string, name: string } }> } | null };

export const DialClickFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]} as unknown as DocumentNode<DialClickFieldsFragment, unknown>;
export const MatchStateViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchStateView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"activeSide"}},{"kind":"Field","name":{"kind":"Name","value":"actionsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"mayEndTurn"}},{"kind":"Field","name":{"kind":"Name","value":"mayRollEtiquette"}},{"kind":"Field","name":{"kind":"Name","value":"reinforcementsDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figureId"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleFigureIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horrorClix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"mayEndPhase"}},{"kind":"Field","name":{"kind":"Name","value":"mayRunHourglass"}},{"kind":"Field","name":{"kind":"Name","value":"victimsToMove"}},{"kind":"Field","name":{"kind":"Name","value":"killers"}},{"kind":"Field","name":{"kind":"Name","value":"victimsOnBoard"}},{"kind":"Field","name":{"kind":"Name","value":"insanityRollsDue"}},{"kind":"Field","name":{"kind":"Name","value":"frenzyFigureIds"}},{"kind":"Field","name":{"kind":"Name","value":"victims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faceUp"}},{"kind":"Field","name":{"kind":"Name","value":"killedByFigureId"}},{"kind":"Field","name":{"kind":"Name","value":"replacedByFigureId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plotTwistsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mayPlayPlotTwist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"victimIds"}},{"kind":"Field","name":{"kind":"Name","value":"cardsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"subplotLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minionEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"victimId"}},{"kind":"Field","name":{"kind":"Name","value":"figureIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mayAnswerKill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"victimId"}},{"kind":"Field","name":{"kind":"Name","value":"figureIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerSide"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"figureId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bystandersSaved"}},{"kind":"Field","name":{"kind":"Name","value":"bystandersHurt"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDestroyed"}},{"kind":"Field","name":{"kind":"Name","value":"objectivesMet"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"actionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"actedThisTurn"}},{"kind":"Field","name":{"kind":"Name","value":"captured"}},{"kind":"Field","name":{"kind":"Name","value":"escaped"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clickNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clicksTaken"}},{"kind":"Field","name":{"kind":"Name","value":"inReserve"}},{"kind":"Field","name":{"kind":"Name","value":"minion"}},{"kind":"Field","name":{"kind":"Name","value":"legalActions"}},{"kind":"Field","name":{"kind":"Name","value":"legalTargetIds"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBurdenMateIds"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatedAssaultMateIds"}},{"kind":"Field","name":{"kind":"Name","value":"legalPowers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"targetIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terrainAttacks"}},{"kind":"Field","name":{"kind":"Name","value":"possessed"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"click"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]} as unknown as DocumentNode<MatchStateViewFragment, unknown>;
export const MatchFigureViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchFigureView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]} as unknown as DocumentNode<MatchFigureViewFragment, unknown>;
export const RpsMonsterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RpsMonsterFieldsFragment, unknown>;
export const RpsCellFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsCellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsCell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RpsCellFieldsFragment, unknown>;
export const RpsSideFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsSideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsSideState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"commander"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reserve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RpsSideFieldsFragment, unknown>;
export const RpsMoveFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMoveView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"monsterId"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}}]}}]}}]} as unknown as DocumentNode<RpsMoveFieldsFragment, unknown>;
export const RpsLastMoveFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsLastMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsLastMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attacker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMoveView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"monsterId"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RpsLastMoveFieldsFragment, unknown>;
export const RpsReplayStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsReplayStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsReplayStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"toMove"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsCellFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsSideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsLastMoveFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMoveView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"monsterId"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsCellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsCell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsSideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsSideState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"commander"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reserve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsLastMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsLastMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attacker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}}]} as unknown as DocumentNode<RpsReplayStepFieldsFragment, unknown>;
export const MatchResolutionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchResolutionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchResolution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"inputHash"}},{"kind":"Field","name":{"kind":"Name","value":"diceFaces"}},{"kind":"Field","name":{"kind":"Name","value":"diceRollsBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"kos"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"prestigeChange"}},{"kind":"Field","name":{"kind":"Name","value":"prestigeCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upkeepLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prestigeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lapsedFeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"featIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"figureId"}},{"kind":"Field","name":{"kind":"Name","value":"achievementPointsChange"}},{"kind":"Field","name":{"kind":"Name","value":"achievementLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusBefore"}},{"kind":"Field","name":{"kind":"Name","value":"statusAfter"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenariosBefore"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenariosAfter"}},{"kind":"Field","name":{"kind":"Name","value":"quitReason"}},{"kind":"Field","name":{"kind":"Name","value":"lapsedFeatIds"}},{"kind":"Field","name":{"kind":"Name","value":"injuriesAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fingersLost"}},{"kind":"Field","name":{"kind":"Name","value":"scenariosMissed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"injuryRoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rolls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"injury"}},{"kind":"Field","name":{"kind":"Name","value":"rerolled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"injuries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fingersLost"}},{"kind":"Field","name":{"kind":"Name","value":"scenariosMissed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"internment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldBySide"}},{"kind":"Field","name":{"kind":"Name","value":"heldByTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"ownTeamReservedGames"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"morale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"quits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"clicksToWin"}},{"kind":"Field","name":{"kind":"Name","value":"challengerId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderAchievementPoints"}},{"kind":"Field","name":{"kind":"Name","value":"resentfulId"}},{"kind":"Field","name":{"kind":"Name","value":"rivalId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatchResolutionFieldsFragment, unknown>;
export const RpsStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"toMove"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSides"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsCellFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsSideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMove"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsLastMoveFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMoveView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"monsterId"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsCellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsCell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsSideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsSideState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"commander"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reserve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsLastMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsLastMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attacker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}}]} as unknown as DocumentNode<RpsStateFieldsFragment, unknown>;
export const MatchOverlayStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchOverlayStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"activeSide"}},{"kind":"Field","name":{"kind":"Name","value":"actionsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerSide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"captured"}},{"kind":"Field","name":{"kind":"Name","value":"inReserve"}},{"kind":"Field","name":{"kind":"Name","value":"clickNumber"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"click"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}}]}}]}}]}}]} as unknown as DocumentNode<MatchOverlayStateFieldsFragment, unknown>;
export const DashboardMatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardMatchFragment, unknown>;
export const TeamBalancesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<TeamBalancesFragment, unknown>;
export const PrintTeamSheetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintTeamSheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamBalances"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenarios"}},{"kind":"Field","name":{"kind":"Name","value":"featIds"}},{"kind":"Field","name":{"kind":"Name","value":"permanentInjuries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"koClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]} as unknown as DocumentNode<PrintTeamSheetFragment, unknown>;
export const AcceptWorldInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptWorldInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptWorldInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptWorldInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AcceptWorldInvitationMutation, AcceptWorldInvitationMutationVariables>;
export const DeclineWorldInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineWorldInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclineWorldInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineWorldInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeclineWorldInvitationMutation, DeclineWorldInvitationMutationVariables>;
export const WorldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Worlds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worlds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorldsQuery, WorldsQueryVariables>;
export const MyInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvitations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyInvitationsQuery, MyInvitationsQueryVariables>;
export const CloneCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloneCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloneCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CloneCharacterMutation, CloneCharacterMutationVariables>;
export const RecordMatchEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordMatchEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordMatchEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordMatchEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecordMatchEventMutation, RecordMatchEventMutationVariables>;
export const MatchEventLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchEventLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"atTable"}},{"kind":"Field","name":{"kind":"Name","value":"diceFaces"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"reversesSequence"}}]}}]}}]}}]} as unknown as DocumentNode<MatchEventLogQuery, MatchEventLogQueryVariables>;
export const MatchTrackerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchTracker"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"buildTotal"}},{"kind":"Field","name":{"kind":"Name","value":"mapType"}},{"kind":"Field","name":{"kind":"Name","value":"trainingMission"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}}]}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchResolutionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeFormer"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchFigureView"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"matchState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchStateView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchResolutionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchResolution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"inputHash"}},{"kind":"Field","name":{"kind":"Name","value":"diceFaces"}},{"kind":"Field","name":{"kind":"Name","value":"diceRollsBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"kos"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"prestigeChange"}},{"kind":"Field","name":{"kind":"Name","value":"prestigeCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upkeepLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prestigeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lapsedFeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"featIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"figureId"}},{"kind":"Field","name":{"kind":"Name","value":"achievementPointsChange"}},{"kind":"Field","name":{"kind":"Name","value":"achievementLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusBefore"}},{"kind":"Field","name":{"kind":"Name","value":"statusAfter"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenariosBefore"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenariosAfter"}},{"kind":"Field","name":{"kind":"Name","value":"quitReason"}},{"kind":"Field","name":{"kind":"Name","value":"lapsedFeatIds"}},{"kind":"Field","name":{"kind":"Name","value":"injuriesAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fingersLost"}},{"kind":"Field","name":{"kind":"Name","value":"scenariosMissed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"injuryRoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rolls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"injury"}},{"kind":"Field","name":{"kind":"Name","value":"rerolled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"injuries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fingersLost"}},{"kind":"Field","name":{"kind":"Name","value":"scenariosMissed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"internment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldBySide"}},{"kind":"Field","name":{"kind":"Name","value":"heldByTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"ownTeamReservedGames"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"morale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"quits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"clicksToWin"}},{"kind":"Field","name":{"kind":"Name","value":"challengerId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderAchievementPoints"}},{"kind":"Field","name":{"kind":"Name","value":"resentfulId"}},{"kind":"Field","name":{"kind":"Name","value":"rivalId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchFigureView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchStateView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"activeSide"}},{"kind":"Field","name":{"kind":"Name","value":"actionsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"mayEndTurn"}},{"kind":"Field","name":{"kind":"Name","value":"mayRollEtiquette"}},{"kind":"Field","name":{"kind":"Name","value":"reinforcementsDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figureId"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleFigureIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horrorClix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"mayEndPhase"}},{"kind":"Field","name":{"kind":"Name","value":"mayRunHourglass"}},{"kind":"Field","name":{"kind":"Name","value":"victimsToMove"}},{"kind":"Field","name":{"kind":"Name","value":"killers"}},{"kind":"Field","name":{"kind":"Name","value":"victimsOnBoard"}},{"kind":"Field","name":{"kind":"Name","value":"insanityRollsDue"}},{"kind":"Field","name":{"kind":"Name","value":"frenzyFigureIds"}},{"kind":"Field","name":{"kind":"Name","value":"victims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faceUp"}},{"kind":"Field","name":{"kind":"Name","value":"killedByFigureId"}},{"kind":"Field","name":{"kind":"Name","value":"replacedByFigureId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plotTwistsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mayPlayPlotTwist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"victimIds"}},{"kind":"Field","name":{"kind":"Name","value":"cardsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"subplotLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minionEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"victimId"}},{"kind":"Field","name":{"kind":"Name","value":"figureIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mayAnswerKill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"victimId"}},{"kind":"Field","name":{"kind":"Name","value":"figureIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerSide"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"figureId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bystandersSaved"}},{"kind":"Field","name":{"kind":"Name","value":"bystandersHurt"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDestroyed"}},{"kind":"Field","name":{"kind":"Name","value":"objectivesMet"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"actionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"actedThisTurn"}},{"kind":"Field","name":{"kind":"Name","value":"captured"}},{"kind":"Field","name":{"kind":"Name","value":"escaped"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clickNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clicksTaken"}},{"kind":"Field","name":{"kind":"Name","value":"inReserve"}},{"kind":"Field","name":{"kind":"Name","value":"minion"}},{"kind":"Field","name":{"kind":"Name","value":"legalActions"}},{"kind":"Field","name":{"kind":"Name","value":"legalTargetIds"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBurdenMateIds"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatedAssaultMateIds"}},{"kind":"Field","name":{"kind":"Name","value":"legalPowers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"targetIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terrainAttacks"}},{"kind":"Field","name":{"kind":"Name","value":"possessed"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"click"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}}]} as unknown as DocumentNode<MatchTrackerQuery, MatchTrackerQueryVariables>;
export const ConfirmMatchResolutionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmMatchResolution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMatchResolutionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMatchResolution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmMatchResolutionMutation, ConfirmMatchResolutionMutationVariables>;
export const RejectMatchResolutionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectMatchResolution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectMatchResolutionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMatchResolution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RejectMatchResolutionMutation, RejectMatchResolutionMutationVariables>;
export const MatchProposalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchProposal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"awaitingConfirmationBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayConfirm"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayReject"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatchProposalQuery, MatchProposalQueryVariables>;
export const MatchReplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchFigureView"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchFigureView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchFigure"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}}]} as unknown as DocumentNode<MatchReplayQuery, MatchReplayQueryVariables>;
export const MatchReplayStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchReplayState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"atSequence"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchStateView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchStateView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"activeSide"}},{"kind":"Field","name":{"kind":"Name","value":"actionsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"mayEndTurn"}},{"kind":"Field","name":{"kind":"Name","value":"mayRollEtiquette"}},{"kind":"Field","name":{"kind":"Name","value":"reinforcementsDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"figureId"}},{"kind":"Field","name":{"kind":"Name","value":"eligibleFigureIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"horrorClix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"mayEndPhase"}},{"kind":"Field","name":{"kind":"Name","value":"mayRunHourglass"}},{"kind":"Field","name":{"kind":"Name","value":"victimsToMove"}},{"kind":"Field","name":{"kind":"Name","value":"killers"}},{"kind":"Field","name":{"kind":"Name","value":"victimsOnBoard"}},{"kind":"Field","name":{"kind":"Name","value":"insanityRollsDue"}},{"kind":"Field","name":{"kind":"Name","value":"frenzyFigureIds"}},{"kind":"Field","name":{"kind":"Name","value":"victims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faceUp"}},{"kind":"Field","name":{"kind":"Name","value":"killedByFigureId"}},{"kind":"Field","name":{"kind":"Name","value":"replacedByFigureId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plotTwistsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"mayPlayPlotTwist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"victimIds"}},{"kind":"Field","name":{"kind":"Name","value":"cardsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"subplotLeft"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minionEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"victimId"}},{"kind":"Field","name":{"kind":"Name","value":"figureIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mayAnswerKill"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"victimId"}},{"kind":"Field","name":{"kind":"Name","value":"figureIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerSide"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"scores"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"figureId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bystandersSaved"}},{"kind":"Field","name":{"kind":"Name","value":"bystandersHurt"}},{"kind":"Field","name":{"kind":"Name","value":"propertyDestroyed"}},{"kind":"Field","name":{"kind":"Name","value":"objectivesMet"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"actionTokens"}},{"kind":"Field","name":{"kind":"Name","value":"actedThisTurn"}},{"kind":"Field","name":{"kind":"Name","value":"captured"}},{"kind":"Field","name":{"kind":"Name","value":"escaped"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clickNumber"}},{"kind":"Field","name":{"kind":"Name","value":"clicksTaken"}},{"kind":"Field","name":{"kind":"Name","value":"inReserve"}},{"kind":"Field","name":{"kind":"Name","value":"minion"}},{"kind":"Field","name":{"kind":"Name","value":"legalActions"}},{"kind":"Field","name":{"kind":"Name","value":"legalTargetIds"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBurdenMateIds"}},{"kind":"Field","name":{"kind":"Name","value":"coordinatedAssaultMateIds"}},{"kind":"Field","name":{"kind":"Name","value":"legalPowers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"power"}},{"kind":"Field","name":{"kind":"Name","value":"targetIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terrainAttacks"}},{"kind":"Field","name":{"kind":"Name","value":"possessed"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"click"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}}]} as unknown as DocumentNode<MatchReplayStateQuery, MatchReplayStateQueryVariables>;
export const RpsReplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RpsReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rpsReplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"totalSteps"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"equalBattle"}},{"kind":"Field","name":{"kind":"Name","value":"turnLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsReplayStepFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsCellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsCell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsSideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsSideState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"commander"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reserve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMoveView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"monsterId"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsLastMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsLastMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attacker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsReplayStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsReplayStep"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"toMove"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsCellFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsSideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsLastMoveFields"}}]}}]}}]} as unknown as DocumentNode<RpsReplayQuery, RpsReplayQueryVariables>;
export const PreviewMatchResolutionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewMatchResolution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewMatchResolutionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewMatchResolution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchResolutionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchResolutionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchResolution"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"voidReason"}},{"kind":"Field","name":{"kind":"Name","value":"inputHash"}},{"kind":"Field","name":{"kind":"Name","value":"diceFaces"}},{"kind":"Field","name":{"kind":"Name","value":"diceRollsBefore"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"kos"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointsEarned"}},{"kind":"Field","name":{"kind":"Name","value":"prestigeChange"}},{"kind":"Field","name":{"kind":"Name","value":"prestigeCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upkeepLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prestigeLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"score"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lapsedFeats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"featIds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"figureId"}},{"kind":"Field","name":{"kind":"Name","value":"achievementPointsChange"}},{"kind":"Field","name":{"kind":"Name","value":"achievementLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusBefore"}},{"kind":"Field","name":{"kind":"Name","value":"statusAfter"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenariosBefore"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenariosAfter"}},{"kind":"Field","name":{"kind":"Name","value":"quitReason"}},{"kind":"Field","name":{"kind":"Name","value":"lapsedFeatIds"}},{"kind":"Field","name":{"kind":"Name","value":"injuriesAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fingersLost"}},{"kind":"Field","name":{"kind":"Name","value":"scenariosMissed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"injuryRoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rolls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"die"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"injury"}},{"kind":"Field","name":{"kind":"Name","value":"rerolled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"injuries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"fingersLost"}},{"kind":"Field","name":{"kind":"Name","value":"scenariosMissed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"internment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heldBySide"}},{"kind":"Field","name":{"kind":"Name","value":"heldByTeamId"}},{"kind":"Field","name":{"kind":"Name","value":"ownTeamReservedGames"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"morale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"quits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"clicksToWin"}},{"kind":"Field","name":{"kind":"Name","value":"challengerId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderAchievementPoints"}},{"kind":"Field","name":{"kind":"Name","value":"resentfulId"}},{"kind":"Field","name":{"kind":"Name","value":"rivalId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PreviewMatchResolutionQuery, PreviewMatchResolutionQueryVariables>;
export const ResolveMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveMatchMutation, ResolveMatchMutationVariables>;
export const VoidMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoidMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VoidMatchMutation, VoidMatchMutationVariables>;
export const PlayRpsMoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayRpsMove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlayRpsMoveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playRpsMove"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PlayRpsMoveMutation, PlayRpsMoveMutationVariables>;
export const ResolveRpsMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResolveRpsMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResolveMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResolveRpsMatchMutation, ResolveRpsMatchMutationVariables>;
export const RpsMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RpsMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rpsState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsCellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsCell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsSideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsSideState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"commander"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reserve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMoveView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"monsterId"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsLastMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsLastMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attacker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"toMove"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSides"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsCellFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsSideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMove"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsLastMoveFields"}}]}}]}}]} as unknown as DocumentNode<RpsMatchQuery, RpsMatchQueryVariables>;
export const MatchStateOverlayLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MatchStateOverlayLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchOverlayStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchOverlayStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"activeSide"}},{"kind":"Field","name":{"kind":"Name","value":"actionsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerSide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"captured"}},{"kind":"Field","name":{"kind":"Name","value":"inReserve"}},{"kind":"Field","name":{"kind":"Name","value":"clickNumber"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"click"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}}]}}]}}]}}]} as unknown as DocumentNode<MatchStateOverlayLiveSubscription, MatchStateOverlayLiveSubscriptionVariables>;
export const MatchEventOverlayLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MatchEventOverlayLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"reversesSequence"}},{"kind":"Field","name":{"kind":"Name","value":"atTable"}},{"kind":"Field","name":{"kind":"Name","value":"diceFaces"}}]}}]}}]} as unknown as DocumentNode<MatchEventOverlayLiveSubscription, MatchEventOverlayLiveSubscriptionVariables>;
export const MatchOverlayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchOverlay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MatchOverlayQuery, MatchOverlayQueryVariables>;
export const MatchOverlayStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchOverlayState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchOverlayStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchOverlayStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MatchState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"activeSide"}},{"kind":"Field","name":{"kind":"Name","value":"actionsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerSide"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"captured"}},{"kind":"Field","name":{"kind":"Name","value":"inReserve"}},{"kind":"Field","name":{"kind":"Name","value":"clickNumber"}},{"kind":"Field","name":{"kind":"Name","value":"figure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"click"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}}]}}]}}]}}]} as unknown as DocumentNode<MatchOverlayStateQuery, MatchOverlayStateQueryVariables>;
export const RpsOverlayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RpsOverlay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rpsState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMonsterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMonster"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"commander"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsCellFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsCell"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsSideFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsSideState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"commander"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reserve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsMoveView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"side"}},{"kind":"Field","name":{"kind":"Name","value":"monsterId"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"col"}},{"kind":"Field","name":{"kind":"Name","value":"row"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsLastMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsLastMove"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"computer"}},{"kind":"Field","name":{"kind":"Name","value":"move"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"battle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attacker"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"rolls"}}]}},{"kind":"Field","name":{"kind":"Name","value":"killed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"monster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMonsterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cause"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RpsStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RpsState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"turn"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"toMove"}},{"kind":"Field","name":{"kind":"Name","value":"viewerSides"}},{"kind":"Field","name":{"kind":"Name","value":"over"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsCellFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsSideFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalMoves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsMoveFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMove"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RpsLastMoveFields"}}]}}]}}]} as unknown as DocumentNode<RpsOverlayQuery, RpsOverlayQueryVariables>;
export const LevelUpMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LevelUpMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LevelUpMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levelUpMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LevelUpMemberMutation, LevelUpMemberMutationVariables>;
export const BuyItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuyItemMutation, BuyItemMutationVariables>;
export const AssignFeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignFeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignFeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AssignFeatMutation, AssignFeatMutationVariables>;
export const GrantAwardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantAward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantAwardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantAward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GrantAwardMutation, GrantAwardMutationVariables>;
export const RecruitCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecruitCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecruitCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recruitCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plea"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"attackTotal"}},{"kind":"Field","name":{"kind":"Name","value":"defenseTarget"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointsSpent"}},{"kind":"Field","name":{"kind":"Name","value":"approachAgainAtLeaderLevel"}},{"kind":"Field","name":{"kind":"Name","value":"neverApproachAgain"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RecruitCharacterMutation, RecruitCharacterMutationVariables>;
export const BuyBonusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyBonusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuyBonusMutation, BuyBonusMutationVariables>;
export const AllocateSkillPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AllocateSkillPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AllocateSkillPointsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allocateSkillPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"skillPointsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AllocateSkillPointsMutation, AllocateSkillPointsMutationVariables>;
export const RecruitChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecruitChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recruitOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"joinsWithoutPlea"}},{"kind":"Field","name":{"kind":"Name","value":"refusals"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"worldSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nonCombatSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"group"}}]}}]}}]} as unknown as DocumentNode<RecruitChoicesQuery, RecruitChoicesQueryVariables>;
export const TeamHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerCurrency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"correctsEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamHistoryQuery, TeamHistoryQueryVariables>;
export const TeamCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisiteText"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"priced"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<TeamCatalogueQuery, TeamCatalogueQueryVariables>;
export const WorldActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worldActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldActivityQuery, WorldActivityQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"secretPrefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const WorldApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"secretPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}}]} as unknown as DocumentNode<WorldApiKeysQuery, WorldApiKeysQueryVariables>;
export const SetCharactersVisibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCharactersVisibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Visibility"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCharactersVisibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"visibility"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visibility"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetCharactersVisibilityMutation, SetCharactersVisibilityMutationVariables>;
export const DeleteCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharacters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCharacterIds"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCharactersMutation, DeleteCharactersMutationVariables>;
export const RestoreCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreCharacters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RestoreCharactersMutation, RestoreCharactersMutationVariables>;
export const ExportCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportCharacters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}]}]}}]} as unknown as DocumentNode<ExportCharactersQuery, ExportCharactersQueryVariables>;
export const ExportSelectedCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportSelectedCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}}]}}]}}]} as unknown as DocumentNode<ExportSelectedCharactersQuery, ExportSelectedCharactersQueryVariables>;
export const ImportCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"json"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCharacters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"json"},"value":{"kind":"Variable","name":{"kind":"Name","value":"json"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportCharactersMutation, ImportCharactersMutationVariables>;
export const WorldCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldCharactersQuery, WorldCharactersQueryVariables>;
export const UpdateFeatPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeatPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFeatPriceMutation, UpdateFeatPriceMutationVariables>;
export const WorldFeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldFeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeatFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisiteText"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"upkeep"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"needsReview"}}]}}]}}]}}]} as unknown as DocumentNode<WorldFeatsQuery, WorldFeatsQueryVariables>;
export const UpdateItemPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateItemPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateItemPriceMutation, UpdateItemPriceMutationVariables>;
export const WorldItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"effectRoll"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<WorldItemsQuery, WorldItemsQueryVariables>;
export const LeagueTeamChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeagueTeamChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}}]}}]} as unknown as DocumentNode<LeagueTeamChoicesQuery, LeagueTeamChoicesQueryVariables>;
export const LeagueFixturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeagueFixtures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"leagueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolution"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeagueFixturesQuery, LeagueFixturesQueryVariables>;
export const StandingsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StandingsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leagueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakers"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StandingsCsvQuery, StandingsCsvQueryVariables>;
export const CreateLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateLeagueMutation, CreateLeagueMutationVariables>;
export const UpdateLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateLeagueMutation, UpdateLeagueMutationVariables>;
export const AddLeagueTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddLeagueTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addLeagueTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddLeagueTeamMutation, AddLeagueTeamMutationVariables>;
export const RemoveLeagueTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveLeagueTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeLeagueTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveLeagueTeamMutation, RemoveLeagueTeamMutationVariables>;
export const FinalizeLeagueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeLeague"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinalizeLeagueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeLeague"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FinalizeLeagueMutation, FinalizeLeagueMutationVariables>;
export const WorldLeaguesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldLeagues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"season"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeagueOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leagues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"season"},"value":{"kind":"Variable","name":{"kind":"Name","value":"season"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakers"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"win"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldLeaguesQuery, WorldLeaguesQueryVariables>;
export const WorldTeamChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldTeamChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}}]}}]} as unknown as DocumentNode<WorldTeamChoicesQuery, WorldTeamChoicesQueryVariables>;
export const CreateRpsMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRpsMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateRpsMatchMutation, CreateRpsMatchMutationVariables>;
export const NewRpsChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewRpsChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewRpsChoicesQuery, NewRpsChoicesQueryVariables>;
export const CreateMatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateMatchMutation, CreateMatchMutationVariables>;
export const NewMatchChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewMatchChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"leagues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"OPEN"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NewMatchChoicesQuery, NewMatchChoicesQueryVariables>;
export const RolledScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RolledScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"randomScenarioEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"opposition"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<RolledScenarioQuery, RolledScenarioQueryVariables>;
export const WorldMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatchOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"buildTotal"}},{"kind":"Field","name":{"kind":"Name","value":"trainingMission"}},{"kind":"Field","name":{"kind":"Name","value":"scenario"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldMatchesQuery, WorldMatchesQueryVariables>;
export const MatchesOwnTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchesOwnTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"owner"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"owner"},"value":{"kind":"Variable","name":{"kind":"Name","value":"owner"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<MatchesOwnTeamQuery, MatchesOwnTeamQueryVariables>;
export const AddWorldMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWorldMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddWorldMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWorldMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddWorldMemberMutation, AddWorldMemberMutationVariables>;
export const SetWorldMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWorldMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetWorldMemberRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWorldMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetWorldMemberRoleMutation, SetWorldMemberRoleMutationVariables>;
export const RemoveWorldMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWorldMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveWorldMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWorldMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveWorldMemberMutation, RemoveWorldMemberMutationVariables>;
export const WithdrawWorldInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawWorldInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawWorldInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawWorldInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawWorldInvitationMutation, WithdrawWorldInvitationMutationVariables>;
export const WorldMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorldMemberOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worldMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"worldInvitations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}}]}}]}}]}}]} as unknown as DocumentNode<WorldMembersQuery, WorldMembersQueryVariables>;
export const WorldDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worldDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchesInProgressCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchesInProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentResults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardMatch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leagueLeaders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creatorToDo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpricedFeats"}},{"kind":"Field","name":{"kind":"Name","value":"matchesAwaitingResolution"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorldDashboardQuery, WorldDashboardQueryVariables>;
export const DashboardAwaitingConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAwaitingConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"AWAITING_CONFIRMATION"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardMatch"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionProposal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerMayConfirm"}},{"kind":"Field","name":{"kind":"Name","value":"proposedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardMatch"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Match"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ruleset"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardAwaitingConfirmationQuery, DashboardAwaitingConfirmationQueryVariables>;
export const PrestigeTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrestigeTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"alignment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamAlignment"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PrestigeTableOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prestigeTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"alignment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"alignment"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PrestigeTableQuery, PrestigeTableQueryVariables>;
export const RollRandomScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollRandomScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollRandomScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RollRandomScenarioMutation, RollRandomScenarioMutationVariables>;
export const RollSubPlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollSubPlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollSubPlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subPlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"incomplete"}},{"kind":"Field","name":{"kind":"Name","value":"powerTable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RollSubPlotMutation, RollSubPlotMutationVariables>;
export const WorldDiceRollsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldDiceRolls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diceRolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WorldDiceRollsQuery, WorldDiceRollsQueryVariables>;
export const WorldScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldScenarios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogueOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"forceRatio"}},{"kind":"Field","name":{"kind":"Name","value":"roundLimit"}},{"kind":"Field","name":{"kind":"Name","value":"needsReview"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"scoringNotes"}}]}}]}}]}}]} as unknown as DocumentNode<WorldScenariosQuery, WorldScenariosQueryVariables>;
export const WorldSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"leagues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldSearchQuery, WorldSearchQueryVariables>;
export const UpdateWorldSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorldSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorldSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorldSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateWorldSettingsMutation, UpdateWorldSettingsMutationVariables>;
export const WorldSettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldSettingsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worldSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startingHeroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"startingHeroPointsSeveralPlayers"}},{"kind":"Field","name":{"kind":"Name","value":"teamsOfSeveralPlayers"}},{"kind":"Field","name":{"kind":"Name","value":"startingCash"}},{"kind":"Field","name":{"kind":"Name","value":"maxFoundingMembers"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}},{"kind":"Field","name":{"kind":"Name","value":"heroPointsPerLevel"}},{"kind":"Field","name":{"kind":"Name","value":"defeatShare"}},{"kind":"Field","name":{"kind":"Name","value":"defeatRounding"}},{"kind":"Field","name":{"kind":"Name","value":"majorityBySize"}},{"kind":"Field","name":{"kind":"Name","value":"majorityMarginBeyondTable"}},{"kind":"Field","name":{"kind":"Name","value":"enemyTeamDefeatBonus"}},{"kind":"Field","name":{"kind":"Name","value":"captureDefenseBonus"}},{"kind":"Field","name":{"kind":"Name","value":"maxFeatsPerMember"}},{"kind":"Field","name":{"kind":"Name","value":"featUpkeepPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"bonusFeatMaxWorth"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<WorldSettingsPageQuery, WorldSettingsPageQueryVariables>;
export const CreateTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTeamInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamAbilityRoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTeamMutation, CreateTeamMutationVariables>;
export const FoundingCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoundingCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"rank"},"value":{"kind":"EnumValue","value":"ROOKIE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FoundingCharactersQuery, FoundingCharactersQueryVariables>;
export const FoundingTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoundingTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FoundingTeamsQuery, FoundingTeamsQueryVariables>;
export const FoundingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FoundingSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worldSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startingHeroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"startingHeroPointsSeveralPlayers"}},{"kind":"Field","name":{"kind":"Name","value":"maxFoundingMembers"}},{"kind":"Field","name":{"kind":"Name","value":"teamsOfSeveralPlayers"}}]}}]}}]} as unknown as DocumentNode<FoundingSettingsQuery, FoundingSettingsQueryVariables>;
export const WorldTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamBalances"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<WorldTeamsQuery, WorldTeamsQueryVariables>;
export const WorldTeamSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldTeamSheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrintTeamSheet"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"feats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintTeamSheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamBalances"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenarios"}},{"kind":"Field","name":{"kind":"Name","value":"featIds"}},{"kind":"Field","name":{"kind":"Name","value":"permanentInjuries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"koClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldTeamSheetsQuery, WorldTeamSheetsQueryVariables>;
export const LeagueStandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeagueStandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leagueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"league"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakers"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"win"}},{"kind":"Field","name":{"kind":"Name","value":"draw"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}}]}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prestigeSeries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"drawn"}},{"kind":"Field","name":{"kind":"Name","value":"lost"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tieBreakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LeagueStandingsQuery, LeagueStandingsQueryVariables>;
export const MatchEventsLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MatchEventsLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"matchId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]}}]} as unknown as DocumentNode<MatchEventsLiveSubscription, MatchEventsLiveSubscriptionVariables>;
export const StandingsLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"StandingsLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"standings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"leagueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leagueId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"final"}}]}}]}}]} as unknown as DocumentNode<StandingsLiveSubscription, StandingsLiveSubscriptionVariables>;
export const PrestigeTableLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PrestigeTableLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prestigeTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<PrestigeTableLiveSubscription, PrestigeTableLiveSubscriptionVariables>;
export const CreateCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCharacterMutation, CreateCharacterMutationVariables>;
export const UpdateCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCharacterMutation, UpdateCharacterMutationVariables>;
export const DeleteCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCharacterId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCharacterMutation, DeleteCharacterMutationVariables>;
export const DialPowerNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DialPowerNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dialPowerNames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}]}]}}]} as unknown as DocumentNode<DialPowerNamesQuery, DialPowerNamesQueryVariables>;
export const WorldBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"world"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorldBySlugQuery, WorldBySlugQueryVariables>;
export const CharacterDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CharacterDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"movement"}},{"kind":"Field","name":{"kind":"Name","value":"damageSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"archenemyColour"}},{"kind":"Field","name":{"kind":"Name","value":"setCode"}},{"kind":"Field","name":{"kind":"Name","value":"collectorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"koClicks"}},{"kind":"Field","name":{"kind":"Name","value":"specialPowers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]} as unknown as DocumentNode<CharacterDetailQuery, CharacterDetailQueryVariables>;
export const TeamSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrintTeamSheet"}},{"kind":"Field","name":{"kind":"Name","value":"severalPlayers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamAbilityRoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achievementPoints"}},{"kind":"Field","name":{"kind":"Name","value":"skillPointsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bonusOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"allowed"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextLevelUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"boughtAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"renown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DialClickFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DialClick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrintTeamSheet"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Team"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamBalances"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenarios"}},{"kind":"Field","name":{"kind":"Name","value":"featIds"}},{"kind":"Field","name":{"kind":"Name","value":"permanentInjuries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"koClicks"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DialClickFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamSheetQuery, TeamSheetQueryVariables>;
export const MatchWorldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchWorld"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"match"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<MatchWorldQuery, MatchWorldQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;