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
};

/** A person who signs in: a Creator, an organizer or a player. */
export type Account = {
  __typename?: 'Account';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Adds an existing account to a world with a role. */
export type AddWorldMemberInput = {
  email: Scalars['String']['input'];
  role: WorldRole;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Puts Non-Combat Skill points (10 per level) into one skill. */
export type AllocateSkillPointsInput = {
  memberId: Scalars['ID']['input'];
  /** Points to add (1 or more). */
  points: Scalars['Int']['input'];
  /** Skill id, e.g. "criminology". */
  skillId: Scalars['String']['input'];
};

/** A read-only key for a third-party client of one world. The secret is shown once, at creation. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  revokedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The first characters of the secret, to tell keys apart. */
  secretPrefix: Scalars['String']['output'];
};

/** A page of API keys. */
export type ApiKeyConnection = {
  __typename?: 'ApiKeyConnection';
  edges: Array<ApiKeyEdge>;
  nodes: Array<ApiKey>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ApiKeyEdge = {
  __typename?: 'ApiKeyEdge';
  cursor: Scalars['String']['output'];
  node: ApiKey;
};

export type ApiKeyPayload = {
  __typename?: 'ApiKeyPayload';
  apiKey: Maybe<ApiKey>;
  userErrors: Array<UserError>;
};

export type AttackKind =
  | 'CLOSE'
  | 'RANGED';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  account: Maybe<Account>;
  expiresAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Send as `Authorization: Bearer <token>`. */
  token: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

/** Balances a Creator award can add to. */
export type AwardCurrency =
  | 'CASH'
  | 'HERO_POINTS';

export type BuyBonusInput = {
  memberId: Scalars['ID']['input'];
  /** Tier 1-4 of the row of the member's rank. */
  tier: Scalars['Int']['input'];
};

export type BuyItemInput = {
  /** Item or advanced weapon id, e.g. "stim-pack", "handgun-small". */
  itemId: Scalars['String']['input'];
  teamId: Scalars['ID']['input'];
};

/** A persona (e.g. "Sub-Zero") with one combat dial per rank version. */
export type Character = {
  __typename?: 'Character';
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: CharacterKind;
  name: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Rank versions, Rookie first. */
  versions: Array<CharacterVersion>;
  visibility: Visibility;
  world: World;
};

/** A page of characters. */
export type CharacterConnection = {
  __typename?: 'CharacterConnection';
  edges: Array<CharacterEdge>;
  nodes: Array<Character>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type CharacterEdge = {
  __typename?: 'CharacterEdge';
  cursor: Scalars['String']['output'];
  node: Character;
};

/** Every condition given must hold. */
export type CharacterFilter = {
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

export type CharacterPayload = {
  __typename?: 'CharacterPayload';
  /** The character as saved; null when userErrors is not empty. */
  character: Maybe<Character>;
  userErrors: Array<UserError>;
};

/** One rank version of a character: what its base, card and combat dial show. */
export type CharacterVersion = {
  __typename?: 'CharacterVersion';
  /** Colour of the archenemy ring; same colour, archenemies. */
  archenemyColour: Maybe<Scalars['String']['output']>;
  /** The live clicks in dial order. */
  clicks: Array<DialClick>;
  collectorNumber: Maybe<Scalars['String']['output']>;
  damageSymbol: DamageSymbol;
  /** All slots of the dial: live clicks plus KO clicks. */
  dialLength: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  keywords: Array<Scalars['String']['output']>;
  /** KO clicks printed after the last live click. */
  koClicks: Scalars['Int']['output'];
  movement: MovementSymbol;
  pointValue: Scalars['Int']['output'];
  /** Range in squares; 0 means close combat only. */
  range: Scalars['Int']['output'];
  rank: Rank;
  setCode: Maybe<Scalars['String']['output']>;
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
  archenemyColour?: InputMaybe<Scalars['String']['input']>;
  /** The live clicks in dial order. */
  clicks: Array<DialClickInput>;
  collectorNumber?: InputMaybe<Scalars['String']['input']>;
  damageSymbol?: DamageSymbol;
  keywords?: Array<Scalars['String']['input']>;
  /** KO clicks after the last live click (at least 1). */
  koClicks: Scalars['Int']['input'];
  movement?: MovementSymbol;
  pointValue: Scalars['Int']['input'];
  range: Scalars['Int']['input'];
  rank: Rank;
  setCode?: InputMaybe<Scalars['String']['input']>;
  specialPowers?: Array<SpecialPowerInput>;
  startingClick?: Scalars['Int']['input'];
  targets?: Scalars['Int']['input'];
  teamAbility?: InputMaybe<Scalars['String']['input']>;
};

/** One of the four values in a dial slot. */
export type CombatValue =
  | 'ATTACK'
  | 'DAMAGE'
  | 'DEFENSE'
  | 'SPEED';

/** Reverses a ledger entry with a new CORRECTION entry; the original stays. */
export type CorrectLedgerEntryInput = {
  entryId: Scalars['ID']['input'];
  /** Why it is corrected. */
  note: Scalars['String']['input'];
};

export type CreateApiKeyInput = {
  /** What the key is for, e.g. "Discord bot". */
  name: Scalars['String']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
};

export type CreateApiKeyPayload = {
  __typename?: 'CreateApiKeyPayload';
  apiKey: Maybe<ApiKey>;
  /** The secret, shown this once: send it as `Authorization: Bearer <secret>`. */
  secret: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

export type CreateCharacterInput = {
  description?: Scalars['String']['input'];
  kind: CharacterKind;
  name: Scalars['String']['input'];
  versions: Array<CharacterVersionInput>;
  visibility?: Visibility;
  /** Slug of the world the character belongs to. */
  world: Scalars['String']['input'];
};

/** A new match in a world. */
export type CreateMatchInput = {
  buildTotal: Scalars['Int']['input'];
  mapType?: MapType;
  ruleset?: MatchRuleset;
  /** Catalogue id of one of the world's scenarios, e.g. "BANK_ROBBERY". */
  scenarioId?: InputMaybe<Scalars['String']['input']>;
  sides: Array<MatchSideInput>;
  trainingMission?: Scalars['Boolean']['input'];
  /** Slug of the world. */
  world: Scalars['String']['input'];
};

/** A new team: founders picked from the world's characters, the leader among them. */
export type CreateTeamInput = {
  alignment: TeamAlignment;
  /** Every founder, the leader included or not (he is added); Rookie versions, at most 3. */
  founderCharacterIds: Array<Scalars['ID']['input']>;
  /** The founder who leads: he is given Leadership and may not have Battle Fury. */
  leaderCharacterId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  /** Run by several players: starts with the larger Hero Point reserve. */
  severalPlayers?: Scalars['Boolean']['input'];
  /** Slug of the world. */
  world: Scalars['String']['input'];
};

export type CreateWorldInput = {
  name: Scalars['String']['input'];
  /** Lower-case letters, digits and dashes; used in addresses. */
  slug: Scalars['String']['input'];
};

/** Standard, giant or colossal. */
export type DamageSymbol =
  | 'COLOSSAL'
  | 'GIANT'
  | 'STANDARD';

export type DeleteCharacterPayload = {
  __typename?: 'DeleteCharacterPayload';
  deletedCharacterId: Maybe<Scalars['ID']['output']>;
  userErrors: Array<UserError>;
};

/** One live click of a combat dial: the four values and the power coloured on each. */
export type DialClick = {
  __typename?: 'DialClick';
  attack: Scalars['Int']['output'];
  attackPower: Maybe<Scalars['String']['output']>;
  damage: Scalars['Int']['output'];
  damagePower: Maybe<Scalars['String']['output']>;
  defense: Scalars['Int']['output'];
  defensePower: Maybe<Scalars['String']['output']>;
  /** 1-based position on the dial. */
  number: Scalars['Int']['output'];
  speed: Scalars['Int']['output'];
  speedPower: Maybe<Scalars['String']['output']>;
};

/** One live click: the four values and, optionally, the power coloured on each. */
export type DialClickInput = {
  attack: Scalars['Int']['input'];
  attackPower?: InputMaybe<Scalars['String']['input']>;
  damage: Scalars['Int']['input'];
  damagePower?: InputMaybe<Scalars['String']['input']>;
  defense: Scalars['Int']['input'];
  defensePower?: InputMaybe<Scalars['String']['input']>;
  speed: Scalars['Int']['input'];
  speedPower?: InputMaybe<Scalars['String']['input']>;
};

/** A roll the server made, with its seed and faces, so anyone can check or replay it. */
export type DiceRoll = {
  __typename?: 'DiceRoll';
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die rolled, in order. */
  faces: Array<Scalars['Int']['output']>;
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
  edges: Array<DiceRollEdge>;
  nodes: Array<DiceRoll>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type DiceRollEdge = {
  __typename?: 'DiceRollEdge';
  cursor: Scalars['String']['output'];
  node: DiceRoll;
};

/** A feat of this world's catalogue: its text, prerequisites and price. */
export type Feat = {
  __typename?: 'Feat';
  /** The rules package id (e.g. "all-out"), stable across worlds. */
  catalogueId: Scalars['String']['output'];
  /** Hero Points to buy it: the Creator's price, else the printed upkeep; null while unpriced. */
  cost: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** True where the seed's text is known to be wrong and the Creator should review it. */
  needsReview: Scalars['Boolean']['output'];
  /** Place in the printed list, 0-based. */
  position: Scalars['Int']['output'];
  /** The "Prerequisite:" line as printed. */
  prerequisiteText: Scalars['String']['output'];
  /** requiredPowers as powers of this world's catalogue (an id it lacks is left out). */
  prerequisites: Array<Array<Power>>;
  /** The Creator's price in Hero Points; overrides the printed upkeep. */
  price: Maybe<Scalars['Int']['output']>;
  /** False until the feat has a price: an unpriced feat cannot be bought. */
  priced: Scalars['Boolean']['output'];
  /** Power ids the dial must show: every group is required, any one power of a group satisfies it. */
  requiredPowers: Array<Array<Scalars['String']['output']>>;
  text: Scalars['String']['output'];
  /** Upkeep in Hero Points as printed; null where the seed prints none. */
  upkeep: Maybe<Scalars['Int']['output']>;
  world: World;
};

/** A page of feats. */
export type FeatConnection = {
  __typename?: 'FeatConnection';
  edges: Array<FeatEdge>;
  nodes: Array<Feat>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type FeatEdge = {
  __typename?: 'FeatEdge';
  cursor: Scalars['String']['output'];
  node: Feat;
};

/** Every condition given must hold. */
export type FeatFilter = {
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  priced?: InputMaybe<Scalars['Boolean']['input']>;
};

export type FeatPayload = {
  __typename?: 'FeatPayload';
  feat: Maybe<Feat>;
  userErrors: Array<UserError>;
};

/** One figure's state, from the log folded through the rules. */
export type FigureState = {
  __typename?: 'FigureState';
  actedThisTurn: Scalars['Boolean']['output'];
  /** Action tokens (0-2). */
  actionTokens: Scalars['Int']['output'];
  captured: Scalars['Boolean']['output'];
  /** The values on the click showing; null when KOed or worse. */
  click: Maybe<DialClick>;
  /** The 1-based dial slot showing; null when KOed or worse. */
  clickNumber: Maybe<Scalars['Int']['output']>;
  /** Clicks turned from the starting click (keeps counting past KO). */
  clicksTaken: Scalars['Int']['output'];
  escaped: Scalars['Boolean']['output'];
  figure: MatchFigure;
  /** Position of its side in the match. */
  side: Scalars['Int']['output'];
  status: FigureStatus;
};

/** Where the figure's dial stands, as the rules read it. */
export type FigureStatus =
  | 'ACTIVE'
  | 'CRITICAL_CONDITION'
  | 'KO'
  | 'PERMANENTLY_INJURED'
  | 'REMOVED';

/** Bonus Hero Points or cash from the Creator, with the reason. */
export type GrantAwardInput = {
  amount: Scalars['Int']['input'];
  currency: AwardCurrency;
  note: Scalars['String']['input'];
  teamId: Scalars['ID']['input'];
};

/** How a fractional award becomes whole Hero Points. */
export type HeroPointRounding =
  | 'DOWN'
  | 'NEAREST'
  | 'UP';

export type ImportCharactersPayload = {
  __typename?: 'ImportCharactersPayload';
  /** The characters as saved, in file order; empty when userErrors is not empty. */
  characters: Array<Character>;
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
  code: UserErrorCode;
  /** Path to the input field concerned, e.g. ["versions", "0", "clicks", "2", "attack"]; empty when the whole input is concerned. */
  field: Array<Scalars['String']['output']>;
  /** Line (1-based) of the file where the value concerned starts. */
  line: Maybe<Scalars['Int']['output']>;
  /** What is wrong, in words a person can act on. */
  message: Scalars['String']['output'];
};

/** An item, weapon or armour of this world's catalogue, with its price and effect. */
export type Item = {
  __typename?: 'Item';
  /** The rules package id (e.g. "stim-pack", "rifle-freeze", "object-heavy"). */
  catalogueId: Scalars['String']['output'];
  /** Damage (advanced weapons) or damage added (objects); null where blank. */
  damage: Maybe<Scalars['Int']['output']>;
  /** Everything else the rules record holds (use action, target, group, examples...). */
  details: Scalars['JSON']['output'];
  /** The d6 (or d6 table) the item rolls for its effect. */
  effectRoll: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  kind: ItemKind;
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
  world: World;
};

/** A page of items and weapons. */
export type ItemConnection = {
  __typename?: 'ItemConnection';
  edges: Array<ItemEdge>;
  nodes: Array<Item>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ItemEdge = {
  __typename?: 'ItemEdge';
  cursor: Scalars['String']['output'];
  node: Item;
};

/** Every condition given must hold. */
export type ItemFilter = {
  kind?: InputMaybe<ItemKind>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  priced?: InputMaybe<Scalars['Boolean']['input']>;
};

/** "Other Items", basic weaponry (objects by size), advanced weapons (guns, grenades) or armour. */
export type ItemKind =
  | 'ADVANCED_WEAPON'
  | 'ARMOUR'
  | 'ITEM'
  | 'OBJECT_WEAPON';

export type ItemPayload = {
  __typename?: 'ItemPayload';
  item: Maybe<Item>;
  userErrors: Array<UserError>;
};

/** Team balances (Hero Points, cash, a hero team's Prestige, a villain team's Infamy) and each member's Achievement Points. */
export type LedgerCurrency =
  | 'ACHIEVEMENT_POINTS'
  | 'CASH'
  | 'HERO_POINTS'
  | 'INFAMY'
  | 'PRESTIGE';

/** One append-only change of a balance. Never edited: a mistake is undone by a reversing CORRECTION entry. */
export type LedgerEntry = {
  __typename?: 'LedgerEntry';
  /** Positive adds, negative spends. */
  amount: Scalars['Int']['output'];
  /** The balance of this currency (for this team, or this member for Achievement Points) after the entry. */
  balanceAfter: Scalars['Int']['output'];
  /** For a CORRECTION: the entry it reverses. */
  correctsEntryId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Who made the change. */
  createdBy: Maybe<Account>;
  currency: LedgerCurrency;
  id: Scalars['ID']['output'];
  /** The member whose Achievement Points changed (null when hidden from you). */
  member: Maybe<TeamMember>;
  /** Words for people: what was bought, why it was awarded or corrected. */
  note: Scalars['String']['output'];
  reason: LedgerReason;
  /** The id of the record that caused it. */
  sourceId: Maybe<Scalars['ID']['output']>;
  /** The member a purchase, level-up or recruitment was for (null when hidden from you). */
  sourceMember: Maybe<TeamMember>;
  /** The kind of record that caused it. */
  sourceType: Maybe<LedgerSourceType>;
  team: Team;
};

/** A page of ledger entries, newest first. */
export type LedgerEntryConnection = {
  __typename?: 'LedgerEntryConnection';
  edges: Array<LedgerEntryEdge>;
  nodes: Array<LedgerEntry>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type LedgerEntryEdge = {
  __typename?: 'LedgerEntryEdge';
  cursor: Scalars['String']['output'];
  node: LedgerEntry;
};

export type LedgerEntryPayload = {
  __typename?: 'LedgerEntryPayload';
  entry: Maybe<LedgerEntry>;
  userErrors: Array<UserError>;
};

/** Why a balance changed. */
export type LedgerReason =
  | 'BONUS'
  | 'CORRECTION'
  | 'CREATOR_AWARD'
  | 'FEAT'
  | 'FOUNDING'
  | 'ITEM'
  | 'LEVEL_UP'
  | 'MATCH'
  | 'PURCHASE'
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
  memberId: Scalars['ID']['input'];
  /** The version to move to; by default the next level's version of the same character. */
  versionId?: InputMaybe<Scalars['ID']['input']>;
};

/** The price of moving a member up one level, as levelUpMember would charge it. */
export type LevelUpQuote = {
  __typename?: 'LevelUpQuote';
  heroPoints: Scalars['Int']['output'];
  version: CharacterVersion;
};

export type MapType =
  | 'CITY'
  | 'OTHER';

/** A game played in a world: its sides, figures, and (in `events`) everything that happened. */
export type Match = {
  __typename?: 'Match';
  /** Build total in points each side plays to. */
  buildTotal: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every figure of every side, in side order (each knows its `side`). */
  figures: Array<MatchFigure>;
  id: Scalars['ID']['output'];
  mapType: MapType;
  ruleset: MatchRuleset;
  scenario: Maybe<Scenario>;
  /** The secret seed of the match dice: null until the match is resolved. */
  seed: Maybe<Scalars['String']['output']>;
  /** SHA-256 (hex) of the secret seed, published at creation so the seed can be checked once revealed. */
  seedHash: Scalars['String']['output'];
  sides: Array<MatchSide>;
  status: MatchStatus;
  /** A training mission: played for practice. */
  trainingMission: Scalars['Boolean']['output'];
  world: World;
};

/** A page of matches, newest first. */
export type MatchConnection = {
  __typename?: 'MatchConnection';
  edges: Array<MatchEdge>;
  nodes: Array<Match>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type MatchEdge = {
  __typename?: 'MatchEdge';
  cursor: Scalars['String']['output'];
  node: Match;
};

/** One entry of the append-only log of a match. Never changed or deleted: a REVERSAL undoes it. */
export type MatchEvent = {
  __typename?: 'MatchEvent';
  /** The dice were rolled at the table and entered by hand, not drawn from the match stream. */
  atTable: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** Every die used, in order. */
  diceFaces: Array<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** What was entered (figures, clicks, attack kind...). */
  payload: Scalars['JSON']['output'];
  /** What the rules decided (an attack result, the dial changes). */
  result: Maybe<Scalars['JSON']['output']>;
  /** For a REVERSAL: the sequence number it undoes. */
  reversesSequence: Maybe<Scalars['Int']['output']>;
  /** 1, 2, 3... within the match. */
  sequence: Scalars['Int']['output'];
  type: MatchEventType;
};

/** A page of match events, oldest first. */
export type MatchEventConnection = {
  __typename?: 'MatchEventConnection';
  edges: Array<MatchEventEdge>;
  nodes: Array<MatchEvent>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type MatchEventEdge = {
  __typename?: 'MatchEventEdge';
  cursor: Scalars['String']['output'];
  node: MatchEvent;
};

/** What happened. Which fields matter depends on the type. */
export type MatchEventInput = {
  /** ATTACK: close or ranged. */
  attackKind?: InputMaybe<AttackKind>;
  /** DAMAGE / HEAL: clicks. */
  clicks?: InputMaybe<Scalars['Int']['input']>;
  /** ATTACK: squares from the attacker to the targets (1: adjacent). */
  distance?: Scalars['Int']['input'];
  /** The figure concerned: the attacker, the one damaged or healed... */
  figureId?: InputMaybe<Scalars['ID']['input']>;
  /** ATTACK: dice rolled at the table, entered by hand; leave out to let the server roll. */
  forcedDice?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Free words for the log. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** REVERSAL: the sequence number of the event to undo. */
  reversesSequence?: InputMaybe<Scalars['Int']['input']>;
  /** END_TURN: the position of the side whose turn ends. */
  side?: InputMaybe<Scalars['Int']['input']>;
  /** ATTACK: the target figures. */
  targetFigureIds?: Array<Scalars['ID']['input']>;
  type: MatchEventType;
};

export type MatchEventPayload = {
  __typename?: 'MatchEventPayload';
  /** The event as appended to the log; null when userErrors is not empty. */
  event: Maybe<MatchEvent>;
  userErrors: Array<UserError>;
};

/** What happened at the table; REVERSAL undoes an earlier event. */
export type MatchEventType =
  | 'ATTACK'
  | 'BYSTANDER_HURT'
  | 'BYSTANDER_SAVED'
  | 'CAPTURE'
  | 'CRITICAL_CONDITION'
  | 'DAMAGE'
  | 'END_TURN'
  | 'ESCAPE'
  | 'HEAL'
  | 'KO'
  | 'OBJECTIVE_MET'
  | 'PROPERTY_DESTROYED'
  | 'RESCUE'
  | 'REVERSAL';

/** A figure taking part: a team member or an NPC, on the dial of one character version. */
export type MatchFigure = {
  __typename?: 'MatchFigure';
  /** Null when the character is hidden and the viewer is not the Creator. */
  character: Maybe<Character>;
  id: Scalars['ID']['output'];
  position: Scalars['Int']['output'];
  /** Position of its side in the match. */
  side: Scalars['Int']['output'];
  /** The team member playing it; null for an NPC. */
  teamMemberId: Maybe<Scalars['ID']['output']>;
  /** The dial played; null when the character is hidden from the viewer. */
  version: Maybe<CharacterVersion>;
};

export type MatchPayload = {
  __typename?: 'MatchPayload';
  /** The match as created; null when userErrors is not empty. */
  match: Maybe<Match>;
  userErrors: Array<UserError>;
};

/** The rules the match is played under. */
export type MatchRuleset =
  | 'CLIX_CAMPAIGN'
  | 'HEROCLIX_2003'
  | 'HEROCLIX_ALPHA'
  | 'HORRORCLIX'
  | 'RPS_CLIX';

/** One side of a match: a team, or an NPC force of the world's characters. */
export type MatchSide = {
  __typename?: 'MatchSide';
  alignment: TeamAlignment;
  figures: Array<MatchFigure>;
  id: Scalars['ID']['output'];
  /** 0-based place in the input. */
  position: Scalars['Int']['output'];
  /** The team; null for an NPC force. */
  team: Maybe<Team>;
};

/** One side: a team with the members taking part, or an NPC force of character versions. */
export type MatchSideInput = {
  alignment: TeamAlignment;
  /** The team playing this side; leave out for an NPC force. */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  /** Members of the team taking part (active members only). */
  teamMemberIds?: Array<Scalars['ID']['input']>;
  /** NPC force: character versions of the world, one figure each. */
  versionIds?: Array<Scalars['ID']['input']>;
};

/** Where a match stands: computed from the whole event log each time, never stored. */
export type MatchState = {
  __typename?: 'MatchState';
  bystandersHurt: Scalars['Int']['output'];
  bystandersSaved: Scalars['Int']['output'];
  figures: Array<FigureState>;
  matchId: Scalars['ID']['output'];
  objectivesMet: Scalars['Int']['output'];
  propertyDestroyed: Scalars['Int']['output'];
  /** Sequence of the last event folded in (0 before any). */
  sequence: Scalars['Int']['output'];
};

/** SETUP until the first event, IN_PROGRESS while played, then RESOLVED or VOID. */
export type MatchStatus =
  | 'IN_PROGRESS'
  | 'RESOLVED'
  | 'SETUP'
  | 'VOID';

/** The signed-in account, with what only it may see. */
export type Me = {
  __typename?: 'Me';
  account: Account;
  email: Scalars['String']['output'];
  memberships: Array<Membership>;
};

/** A bonus bought from the bonuses table. */
export type MemberBonus = {
  __typename?: 'MemberBonus';
  /** Hero Points paid. */
  cost: Scalars['Int']['output'];
  /** The row it was bought from. */
  rank: Rank;
  text: Scalars['String']['output'];
  /** Tier 1-4. */
  tier: Scalars['Int']['output'];
};

export type MemberFeatInput = {
  /** Feat id from the catalogue, e.g. "all-out". */
  featId: Scalars['String']['input'];
  memberId: Scalars['ID']['input'];
};

/** Points a member has put into one Non-Combat Skill. */
export type MemberSkill = {
  __typename?: 'MemberSkill';
  name: Scalars['String']['output'];
  points: Scalars['Int']['output'];
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
  role: WorldRole;
  world: World;
};

/** Boot (ground), wing (flies) or dolphin (swims). */
export type MovementSymbol =
  | 'BOOT'
  | 'DOLPHIN'
  | 'WING';

export type Mutation = {
  __typename?: 'Mutation';
  /** Creator only: adds an existing account with a role. */
  addWorldMember: WorldMemberPayload;
  /** Puts Non-Combat Skill points (10 per level) into a skill. */
  allocateSkillPoints: TeamMemberPayload;
  /** Buys a feat for a member with Hero Points. */
  assignFeat: TeamMemberPayload;
  /** Buys a bonus from the row of the member's rank with Hero Points. */
  buyBonus: TeamMemberPayload;
  /** Buys an item or weapon for the team with cash. */
  buyItem: TeamItemPayload;
  /** Creator only: reverses a ledger entry with a CORRECTION entry. */
  correctLedgerEntry: LedgerEntryPayload;
  /** Creator only: a read-only key for a third-party client. */
  createApiKey: CreateApiKeyPayload;
  createCharacter: CharacterPayload;
  /** Creator or Organizer: sets up a match; a secret seed is drawn and only its hash shown. */
  createMatch: MatchPayload;
  /** Founds a team owned by the caller (a player or the Creator of the world). */
  createTeam: TeamPayload;
  /** Creates a world; you become its Creator. */
  createWorld: WorldPayload;
  deleteCharacter: DeleteCharacterPayload;
  /** Creator only: bonus Hero Points or cash, with the reason. */
  grantAward: LedgerEntryPayload;
  /** Creator only: imports a "clix-characters" file. Any problem refuses the whole file: every problem is listed and nothing is written. */
  importCharacters: ImportCharactersPayload;
  /** Moves a member up one level, to the next rank version of his character, for Hero Points. */
  levelUpMember: TeamMemberPayload;
  /** Creator or Organizer: appends an event to the log, checked by the rules against the current state. */
  recordMatchEvent: MatchEventPayload;
  /** Enlists a character: at once when worth less than the leader, else by a plea roll. */
  recruitCharacter: RecruitPayload;
  /** Takes a feat off a member (no refund). */
  removeFeat: TeamMemberPayload;
  /** Creator only. A world keeps at least one Creator. */
  removeWorldMember: WorldMemberPayload;
  /** Creator only: the key stops working at once. */
  revokeApiKey: ApiKeyPayload;
  /** Creator only: rolls 2d6 on the random scenario generator; the roll is recorded. */
  rollRandomScenario: RandomScenarioPayload;
  /** Creator only: rolls on the sub-plot list; the roll is recorded. */
  rollSubPlot: SubPlotPayload;
  /** Creator only. A world keeps at least one Creator. */
  setWorldMemberRole: WorldMemberPayload;
  /** Returns a bearer token that expires (SESSION_TTL_HOURS, 12 by default). */
  signIn: AuthPayload;
  /** Revokes the token this request was made with. */
  signOut: Scalars['Boolean']['output'];
  /** Creates an account and signs it in. */
  signUp: AuthPayload;
  updateCharacter: CharacterPayload;
  /** Creator only: changes a feat, e.g. prices an unpriced one. */
  updateFeat: FeatPayload;
  /** Creator only: changes an item or weapon (price, damage, range, effect). */
  updateItem: ItemPayload;
  /** Creator only: changes a power of the world's catalogue. */
  updatePower: PowerPayload;
  /** Creator only: changes a scenario (set-up, force ratio, round limit, scoring lines). */
  updateScenario: ScenarioPayload;
  /** Creator only: changes some settings and returns them all. */
  updateWorldSettings: WorldSettingsPayload;
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


export type MutationCorrectLedgerEntryArgs = {
  input: CorrectLedgerEntryInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCharacterArgs = {
  input: CreateCharacterInput;
};


export type MutationCreateMatchArgs = {
  input: CreateMatchInput;
};


export type MutationCreateTeamArgs = {
  input: CreateTeamInput;
};


export type MutationCreateWorldArgs = {
  input: CreateWorldInput;
};


export type MutationDeleteCharacterArgs = {
  id: Scalars['ID']['input'];
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


export type MutationRecordMatchEventArgs = {
  input: RecordMatchEventInput;
};


export type MutationRecruitCharacterArgs = {
  input: RecruitCharacterInput;
};


export type MutationRemoveFeatArgs = {
  input: MemberFeatInput;
};


export type MutationRemoveWorldMemberArgs = {
  input: RemoveWorldMemberInput;
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


export type MutationUpdatePowerArgs = {
  input: UpdatePowerInput;
};


export type MutationUpdateScenarioArgs = {
  input: UpdateScenarioInput;
};


export type MutationUpdateWorldSettingsArgs = {
  input: UpdateWorldSettingsInput;
};

export type OppositionPayload = {
  __typename?: 'OppositionPayload';
  suggestion: Maybe<OppositionSuggestion>;
  userErrors: Array<UserError>;
};

/** One NPC proposed for the opposition. */
export type OppositionPick = {
  __typename?: 'OppositionPick';
  character: Character;
  version: CharacterVersion;
};

/** An NPC force sized to a team for a scenario: the world's NPCs and normals, largest first, up to the target. */
export type OppositionSuggestion = {
  __typename?: 'OppositionSuggestion';
  /** Opposition as a multiple of the team. */
  forceRatio: Scalars['Float']['output'];
  picks: Array<OppositionPick>;
  scenarioId: Scalars['String']['output'];
  scenarioName: Scalars['String']['output'];
  /** teamPointValue × forceRatio, rounded down. */
  targetPointValue: Scalars['Int']['output'];
  /** Points of the team's active members. */
  teamPointValue: Scalars['Int']['output'];
  /** Points of the force proposed (at most the target). */
  totalPointValue: Scalars['Int']['output'];
};

/** Where a page sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` to read the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
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
  joined: Scalars['Boolean']['output'];
  /** Insulted, or refused a leader at his maximum level: never again. */
  neverApproachAgain: Scalars['Boolean']['output'];
  outcome: PleaOutcome;
};

/** AUTO_JOINED (worth less than the leader, no roll), CONVINCED, REFUSED (may ask again at a higher leader level) or INSULTED (never). */
export type PleaOutcome =
  | 'AUTO_JOINED'
  | 'CONVINCED'
  | 'INSULTED'
  | 'REFUSED';

/** A power of one of the rulesets' powers lists, as this world's Creator keeps it. */
export type Power = {
  __typename?: 'Power';
  /** The rules package id (e.g. "leap-climb"), stable across worlds. */
  catalogueId: Scalars['String']['output'];
  /** The combat value the power is coloured on. */
  category: CombatValue;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Place in the printed lists, 0-based. */
  position: Scalars['Int']['output'];
  ruleset: PowerRuleset;
  /** 1-based place within its category, as printed. */
  slot: Scalars['Int']['output'];
  /** The rule text as printed (paragraphs separated by blank lines). */
  text: Scalars['String']['output'];
  world: World;
};

/** A page of powers. */
export type PowerConnection = {
  __typename?: 'PowerConnection';
  edges: Array<PowerEdge>;
  nodes: Array<Power>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type PowerEdge = {
  __typename?: 'PowerEdge';
  cursor: Scalars['String']['output'];
  node: Power;
};

/** Every condition given must hold. */
export type PowerFilter = {
  category?: InputMaybe<CombatValue>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  ruleset?: InputMaybe<PowerRuleset>;
};

export type PowerPayload = {
  __typename?: 'PowerPayload';
  power: Maybe<Power>;
  userErrors: Array<UserError>;
};

/** The rule text a power list comes from. */
export type PowerRuleset =
  | 'CLIX_CAMPAIGN'
  | 'HEROCLIX_ALPHA';

export type Query = {
  __typename?: 'Query';
  /** Creator only: the world's API keys, newest first. */
  apiKeys: ApiKeyConnection;
  /** A character by id; null when it does not exist or is hidden from you. */
  character: Maybe<Character>;
  /** A page of a world's characters, ordered by name. */
  characters: CharacterConnection;
  /** Creator only: the world's recorded rolls, newest first. */
  diceRolls: DiceRollConnection;
  /** The world's characters with every dial as a JSON "clix-characters" file (docs/character-import-format.md); hidden characters only for its Creator. */
  exportCharacters: Scalars['String']['output'];
  /** A page of a world's feats, in printed order. */
  feats: FeatConnection;
  /** A page of a world's items, weapons and armour, in printed order. */
  items: ItemConnection;
  /** A match by id; matches are public. */
  match: Maybe<Match>;
  /** A match's event log, oldest first (reversed events stay, with the REVERSAL that undid them). */
  matchEvents: MatchEventConnection;
  /** Every figure's click, tokens and status, folded from the event log through the rules. */
  matchState: Maybe<MatchState>;
  /** A world's matches, newest first. */
  matches: MatchConnection;
  /** The signed-in account; null when anonymous. */
  me: Maybe<Me>;
  /** A page of a world's powers (both rulesets' lists), in printed order. */
  powers: PowerConnection;
  /** A page of a world's scenarios, in printed order. */
  scenarios: ScenarioConnection;
  /** Creator only: an NPC force for a scenario, sized by the scenario's force ratio to the team. */
  suggestOpposition: OppositionPayload;
  /** A team by id; null when there is none. */
  team: Maybe<Team>;
  /** A team's ledger, newest first. */
  teamHistory: LedgerEntryConnection;
  /** A page of a world's teams, ordered by name. */
  teams: TeamConnection;
  world: Maybe<World>;
  /** A world's members, for its members. */
  worldMembers: WorldMemberConnection;
  /** A world's settings; for its members. */
  worldSettings: WorldSettings;
  /** Worlds, ordered by slug. */
  worlds: WorldConnection;
};


export type QueryApiKeysArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryCharacterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCharactersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<CharacterFilter>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryDiceRollsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  purpose: InputMaybe<Scalars['String']['input']>;
  world: Scalars['String']['input'];
};


export type QueryExportCharactersArgs = {
  world: Scalars['String']['input'];
};


export type QueryFeatsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<FeatFilter>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryItemsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ItemFilter>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryMatchArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMatchEventsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  matchId: Scalars['ID']['input'];
  type: InputMaybe<MatchEventType>;
};


export type QueryMatchStateArgs = {
  matchId: Scalars['ID']['input'];
};


export type QueryMatchesArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  status: InputMaybe<MatchStatus>;
  world: Scalars['String']['input'];
};


export type QueryPowersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<PowerFilter>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryScenariosArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ScenarioFilter>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QuerySuggestOppositionArgs = {
  scenarioId: Scalars['String']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryTeamArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTeamHistoryArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  currency: InputMaybe<LedgerCurrency>;
  first: Scalars['Int']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryTeamsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<TeamFilter>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryWorldArgs = {
  slug: Scalars['String']['input'];
};


export type QueryWorldMembersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryWorldSettingsArgs = {
  world: Scalars['String']['input'];
};


export type QueryWorldsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
};

/** An entry of the random scenario generator (2d6). */
export type RandomScenarioEntry = {
  __typename?: 'RandomScenarioEntry';
  /** Lowest 2d6 total for this entry. */
  from: Scalars['Int']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The opposition it calls for (TRAINING, LACKEYS or RELATIVE_TO_TEAM). */
  opposition: Scalars['JSON']['output'];
  /** The text as printed, one paragraph per entry. */
  text: Array<Scalars['String']['output']>;
  /** Highest 2d6 total; null for "12+". */
  to: Maybe<Scalars['Int']['output']>;
};

export type RandomScenarioPayload = {
  __typename?: 'RandomScenarioPayload';
  entry: Maybe<RandomScenarioEntry>;
  /** The recorded roll: seed and faces. */
  roll: Maybe<DiceRoll>;
  /** The 2d6 total. */
  total: Maybe<Scalars['Int']['output']>;
  userErrors: Array<UserError>;
};

/** Rank version printed on the base. */
export type Rank =
  | 'EXPERIENCED'
  | 'LIMITED_EDITION'
  | 'ROOKIE'
  | 'UNIQUE'
  | 'VETERAN';

export type RecordMatchEventInput = {
  event: MatchEventInput;
  matchId: Scalars['ID']['input'];
};

export type RecruitCharacterInput = {
  characterId: Scalars['ID']['input'];
  /** Hero Points the leader spends to raise his Attack for the plea (steps of 50). */
  heroPointsForPlea?: Scalars['Int']['input'];
  teamId: Scalars['ID']['input'];
  /** The version to enlist; by default his Rookie (or the rank he left a team at). */
  versionId?: InputMaybe<Scalars['ID']['input']>;
};

export type RecruitPayload = {
  __typename?: 'RecruitPayload';
  /** The new member, when he joined. */
  member: Maybe<TeamMember>;
  plea: Maybe<Plea>;
  /** The plea roll; null when he joined without one. */
  roll: Maybe<DiceRoll>;
  userErrors: Array<UserError>;
};

export type RemoveWorldMemberInput = {
  accountId: Scalars['ID']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
};

/** A scenario of this world's catalogue: set-up, force ratio, round limit and scoring lines. */
export type Scenario = {
  __typename?: 'Scenario';
  /** The rules package id (e.g. "BANK_ROBBERY"). */
  catalogueId: Scalars['String']['output'];
  /** Opposing force as a multiple of the hero force; null where a table or the Creator sets it. */
  forceRatio: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
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
  scoringNotes: Array<Scalars['String']['output']>;
  /** The set-up text, one paragraph per entry. */
  setup: Array<Scalars['String']['output']>;
  /** Die tables printed in the scenario (set-up choices, per-turn events, morale). */
  tables: Scalars['JSON']['output'];
  world: World;
  /** What happens after the match, as printed. */
  wrapUp: Array<Scalars['String']['output']>;
};

/** A page of scenarios. */
export type ScenarioConnection = {
  __typename?: 'ScenarioConnection';
  edges: Array<ScenarioEdge>;
  nodes: Array<Scenario>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type ScenarioEdge = {
  __typename?: 'ScenarioEdge';
  cursor: Scalars['String']['output'];
  node: Scenario;
};

/** Every condition given must hold. */
export type ScenarioFilter = {
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ScenarioPayload = {
  __typename?: 'ScenarioPayload';
  scenario: Maybe<Scenario>;
  userErrors: Array<UserError>;
};

export type SetWorldMemberRoleInput = {
  accountId: Scalars['ID']['input'];
  role: WorldRole;
  /** World slug. */
  world: Scalars['String']['input'];
};

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpInput = {
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A power printed for this figure alone, under its dial. */
export type SpecialPower = {
  __typename?: 'SpecialPower';
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
  /** The value it belongs to (a "Movement Special" is SPEED). */
  value: CombatValue;
};

export type SpecialPowerInput = {
  name: Scalars['String']['input'];
  text: Scalars['String']['input'];
  value: CombatValue;
};

/** A sub-plot of the list in the rules. */
export type SubPlot = {
  __typename?: 'SubPlot';
  /** True where the seed prints only a title: the Creator fills it in. */
  incomplete: Scalars['Boolean']['output'];
  /** Its number in the list. */
  number: Scalars['Int']['output'];
  powerTable: Maybe<Array<Scalars['String']['output']>>;
  text: Scalars['String']['output'];
};

export type SubPlotPayload = {
  __typename?: 'SubPlotPayload';
  /** The recorded roll: seed and faces. */
  roll: Maybe<DiceRoll>;
  subPlot: Maybe<SubPlot>;
  userErrors: Array<UserError>;
};

/** A player's team in a world: its members, its rolled team ability and its balances (from the ledger). */
export type Team = {
  __typename?: 'Team';
  alignment: TeamAlignment;
  /** Cash, in $. */
  cash: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** Hero Point reserve. */
  heroPoints: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Infamy rating of a villain team (more negative is more infamous); null for heroes. */
  infamy: Maybe<Scalars['Int']['output']>;
  /** Items bought, oldest first. */
  items: Array<TeamItem>;
  leader: Maybe<TeamMember>;
  /** Members, leader first then by joining; those who died or quit only with includeFormer. */
  members: Array<TeamMember>;
  name: Scalars['String']['output'];
  owner: Account;
  /** Sum of the current versions' points of the members on the team (not dead or quit). */
  pointValue: Scalars['Int']['output'];
  /** Prestige rating of a hero team; null for villains. */
  prestige: Maybe<Scalars['Int']['output']>;
  /** Run by several players: it started with the larger Hero Point reserve. */
  severalPlayers: Scalars['Boolean']['output'];
  teamAbility: TeamAbility;
  /** The recorded roll that chose the team ability. */
  teamAbilityRoll: Maybe<DiceRoll>;
  updatedAt: Scalars['DateTimeISO']['output'];
  world: World;
};


/** A player's team in a world: its members, its rolled team ability and its balances (from the ledger). */
export type TeamMembersArgs = {
  includeFormer?: Scalars['Boolean']['input'];
};

/** The ability rolled on the 2d6 team abilities chart when the team was founded; it applies to every member. */
export type TeamAbility = {
  __typename?: 'TeamAbility';
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
  edges: Array<TeamEdge>;
  nodes: Array<Team>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type TeamEdge = {
  __typename?: 'TeamEdge';
  cursor: Scalars['String']['output'];
  node: Team;
};

/** Every condition given must hold. */
export type TeamFilter = {
  alignment?: InputMaybe<TeamAlignment>;
  /** Part of the name, any case. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Account id of the owner. */
  owner?: InputMaybe<Scalars['ID']['input']>;
};

/** An item or weapon the team bought with cash. */
export type TeamItem = {
  __typename?: 'TeamItem';
  boughtAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** Id in the items or advanced weapons catalogue. */
  itemId: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Cash paid. */
  price: Scalars['Int']['output'];
};

export type TeamItemPayload = {
  __typename?: 'TeamItemPayload';
  item: Maybe<TeamItem>;
  ledgerEntry: Maybe<LedgerEntry>;
  userErrors: Array<UserError>;
};

/** A character enlisted in a team, with his campaign state. */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** Achievement Points (from the ledger; may be negative). */
  achievementPoints: Scalars['Int']['output'];
  bonuses: Array<MemberBonus>;
  character: Character;
  /** Ids of the feats the member has (at most 3 by default). */
  featIds: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Permanent injuries suffered (ids of the injury table). */
  injuries: Array<Scalars['String']['output']>;
  /** The leader holds Leadership; nobody else on the team does. */
  isLeader: Scalars['Boolean']['output'];
  joinedAt: Scalars['DateTimeISO']['output'];
  /** When he died or quit. */
  leftAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Campaign level: Rookie 1, Experienced 2, Veteran 3 (by default). */
  level: Scalars['Int']['output'];
  /** What levelUpMember would do now: the next version and its Hero Point cost; null at the top level. */
  nextLevelUp: Maybe<LevelUpQuote>;
  /** Scenarios still to miss, when OUT. */
  outForScenarios: Maybe<Scalars['Int']['output']>;
  /** Campaign rank: Rookie for a Unique founder standing in for his Rookie, else the rank of `version`. */
  rank: Rank;
  /** Non-Combat Skill points not yet allocated (10 per level). */
  skillPointsLeft: Scalars['Int']['output'];
  skills: Array<MemberSkill>;
  status: MemberStatus;
  team: Team;
  /** The rank version he plays now. */
  version: CharacterVersion;
};

export type TeamMemberPayload = {
  __typename?: 'TeamMemberPayload';
  /** What it cost, when it cost anything. */
  ledgerEntry: Maybe<LedgerEntry>;
  /** The member as changed; null when userErrors is not empty. */
  member: Maybe<TeamMember>;
  userErrors: Array<UserError>;
};

export type TeamPayload = {
  __typename?: 'TeamPayload';
  /** The team as founded; null when userErrors is not empty. */
  team: Maybe<Team>;
  /** The 2d6 rolled on the team abilities chart. */
  teamAbilityRoll: Maybe<DiceRoll>;
  userErrors: Array<UserError>;
};

/** Fields left out keep their value; `versions`, when given, replaces every version and dial. */
export type UpdateCharacterInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  kind?: InputMaybe<CharacterKind>;
  name?: InputMaybe<Scalars['String']['input']>;
  versions?: InputMaybe<Array<CharacterVersionInput>>;
  visibility?: InputMaybe<Visibility>;
};

/** Fields left out keep their value. `price: null` removes the Creator's price (the printed upkeep, if any, applies again). */
export type UpdateFeatInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  prerequisiteText?: InputMaybe<Scalars['String']['input']>;
  /** Price in Hero Points; pricing an unpriced feat makes it buyable. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Power ids of this world's catalogue: every group required, any one power of a group. */
  requiredPowers?: InputMaybe<Array<Array<Scalars['String']['input']>>>;
  text?: InputMaybe<Scalars['String']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Fields left out keep their value. `price: null` makes the item unbuyable until priced again. */
export type UpdateItemInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  damage?: InputMaybe<Scalars['Int']['input']>;
  /** {"kind":"D6","measures":"..."} or {"kind":"D6_TABLE","measures":"...","rows":[{"from":1,"to":2,"value":1}, ...]}; null for none. */
  effectRoll?: InputMaybe<Scalars['JSON']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Price in $. */
  price?: InputMaybe<Scalars['Int']['input']>;
  range?: InputMaybe<Scalars['Int']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Fields left out keep their value. */
export type UpdatePowerInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  category?: InputMaybe<CombatValue>;
  name?: InputMaybe<Scalars['String']['input']>;
  slot?: InputMaybe<Scalars['Int']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** Fields left out keep their value; null clears forceRatio or roundLimit. */
export type UpdateScenarioInput = {
  /** The entry's catalogueId (the rules package id). */
  catalogueId: Scalars['String']['input'];
  forceRatio?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  needsReview?: InputMaybe<Scalars['Boolean']['input']>;
  roundLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Scoring lines (ScoringRule[] of the rules package); replaces them all. */
  scoring?: InputMaybe<Scalars['JSON']['input']>;
  scoringNotes?: InputMaybe<Array<Scalars['String']['input']>>;
  setup?: InputMaybe<Array<Scalars['String']['input']>>;
  /** World slug. */
  world: Scalars['String']['input'];
  wrapUp?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A partial change: fields left out keep their value. The typed fields are shortcuts into the settings document; `patch` changes any other part of it (same shape as `WorldSettings.raw`). */
export type UpdateWorldSettingsInput = {
  bonusFeatMaxWorth?: InputMaybe<Scalars['Int']['input']>;
  captureDefenseBonus?: InputMaybe<Scalars['Int']['input']>;
  defeatRounding?: InputMaybe<HeroPointRounding>;
  enemyTeamDefeatBonus?: InputMaybe<Scalars['Int']['input']>;
  featUpkeepPeriod?: InputMaybe<UpkeepPeriod>;
  heroPointsPerLevel?: InputMaybe<Scalars['Int']['input']>;
  /** Kills needed for a majority of an enemy team of 1, 2, 3 ... members. */
  majorityBySize?: InputMaybe<Array<Scalars['Int']['input']>>;
  majorityMarginBeyondTable?: InputMaybe<Scalars['Int']['input']>;
  /** Most feats one member may have. */
  maxFeatsPerMember?: InputMaybe<Scalars['Int']['input']>;
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
  teamsOfSeveralPlayers?: InputMaybe<Scalars['Boolean']['input']>;
  /** World slug. */
  world: Scalars['String']['input'];
};

/** When a feat's upkeep falls due. */
export type UpkeepPeriod =
  | 'ONCE'
  | 'PER_SCENARIO';

/** A problem with the input that the caller can fix. Nothing was written. */
export type UserError = {
  __typename?: 'UserError';
  code: UserErrorCode;
  /** Path to the input field concerned, e.g. ["versions", "0", "clicks", "2", "attack"]; empty when the whole input is concerned. */
  field: Array<Scalars['String']['output']>;
  /** What is wrong, in words a person can act on. */
  message: Scalars['String']['output'];
};

/** Stable code of a problem the caller can fix; never renamed. */
export type UserErrorCode =
  | 'ACCOUNT_NOT_FOUND'
  | 'ALREADY_MEMBER'
  | 'ALREADY_ON_TEAM'
  | 'API_KEY_NOT_FOUND'
  | 'BATTLE_FURY_LEADER'
  | 'BONUS_ALREADY_OWNED'
  | 'BONUS_OUT_OF_ORDER'
  | 'BONUS_RANK_HAS_NO_ROW'
  | 'BONUS_TIER_UNKNOWN'
  | 'CATALOGUE_ENTRY_NOT_FOUND'
  | 'CHARACTER_IN_USE'
  | 'CHARACTER_NAME_TAKEN'
  | 'CHARACTER_NOT_FOUND'
  | 'CHARACTER_ON_A_TEAM'
  | 'CORRECTION_OVERDRAWS'
  | 'DIAL_EMPTY'
  | 'DIAL_TOO_LONG'
  | 'DUPLICATE_MEMBER'
  | 'DUPLICATE_RANK'
  | 'EMAIL_TAKEN'
  | 'ENTRY_ALREADY_CORRECTED'
  | 'EVENT_FIELD_MISSING'
  | 'EVENT_NOT_FOUND'
  | 'EVENT_NOT_REVERSIBLE'
  | 'EVENT_REFUSED_BY_RULES'
  | 'FEAT_ALREADY_KNOWN'
  | 'FEAT_NOT_ASSIGNED'
  | 'FEAT_NOT_FOUND'
  | 'FEAT_NOT_PRICED'
  | 'FEAT_PREREQUISITE_MISSING'
  | 'FIGURE_ALREADY_IN_MATCH'
  | 'FIGURE_NOT_ACTIVE'
  | 'IMPORT_FORMAT_UNKNOWN'
  | 'IMPORT_NOT_JSON'
  | 'IMPORT_TOO_LARGE'
  | 'IMPORT_VALUE_INVALID'
  | 'INSUFFICIENT_CASH'
  | 'INSUFFICIENT_HERO_POINTS'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_POINT_VALUE'
  | 'INVALID_VALUE'
  | 'ITEM_NOT_FOUND'
  | 'ITEM_NOT_PRICED'
  | 'KO_CLICK_MISSING'
  | 'LAST_CREATOR'
  | 'LEADER_NOT_A_FOUNDER'
  | 'LEADER_NOT_EXPERIENCED'
  | 'LEDGER_ENTRY_NOT_FOUND'
  | 'LEVEL_SKIPPED'
  | 'MATCH_CLOSED'
  | 'MATCH_FIGURE_NOT_FOUND'
  | 'MATCH_NOT_FOUND'
  | 'MEMBER_NOT_FOUND'
  | 'MEMBER_NOT_ON_TEAM'
  | 'NEGATIVE_VALUE'
  | 'NOT_A_LEVEL_UP'
  | 'NOT_ROOKIE'
  | 'NO_FOUNDERS'
  | 'NO_NEXT_VERSION'
  | 'PASSWORD_TOO_SHORT'
  | 'PLEA_REFUSED_AT_THIS_LEVEL'
  | 'PLEA_SPEND_INVALID'
  | 'POWER_NOT_IN_CATALOGUE'
  | 'RANGE_NEGATIVE'
  | 'SCENARIO_HAS_NO_FORCE_RATIO'
  | 'SCENARIO_NOT_FOUND'
  | 'SCORING_LINE_INVALID'
  | 'SETTING_NOT_ALLOWED'
  | 'SETTING_OUT_OF_RANGE'
  | 'SETTING_TABLE_INCOMPLETE'
  | 'SETTING_UNKNOWN'
  | 'SETTING_WRONG_TYPE'
  | 'SIDE_INVALID'
  | 'SKILL_NOT_FOUND'
  | 'SKILL_POINTS_EXCEEDED'
  | 'STARTING_CLICK_OUTSIDE_DIAL'
  | 'TABLE_DICE_INVALID'
  | 'TARGETS_OUT_OF_RANGE'
  | 'TARGET_INSULTED'
  | 'TARGET_UNAVAILABLE'
  | 'TEAM_FULL'
  | 'TEAM_MEMBER_NOT_FOUND'
  | 'TEAM_NAME_TAKEN'
  | 'TEAM_NOT_FOUND'
  | 'TOO_FEW_SIDES'
  | 'TOO_MANY_FEATS'
  | 'TOO_MANY_FOUNDERS'
  | 'VERSIONS_MISSING'
  | 'VERSION_IN_USE'
  | 'VERSION_NOT_FOUND'
  | 'WORLD_NOT_FOUND'
  | 'WORLD_SLUG_TAKEN'
  | 'WRONG_RETURN_RANK';

/** HIDDEN characters are the Creator's secrets: no public client sees them. */
export type Visibility =
  | 'HIDDEN'
  | 'PUBLIC';

/** A campaign world: the tenant that owns its characters, teams, matches and leagues. */
export type World = {
  __typename?: 'World';
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Short unique name used in addresses and queries, e.g. "demo". */
  slug: Scalars['String']['output'];
};

/** A page of worlds. */
export type WorldConnection = {
  __typename?: 'WorldConnection';
  edges: Array<WorldEdge>;
  nodes: Array<World>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type WorldEdge = {
  __typename?: 'WorldEdge';
  cursor: Scalars['String']['output'];
  node: World;
};

/** A person's role in one world. */
export type WorldMember = {
  __typename?: 'WorldMember';
  account: Account;
  createdAt: Scalars['DateTimeISO']['output'];
  /** The member's email: for the world's Creator only. */
  email: Maybe<Scalars['String']['output']>;
  role: WorldRole;
};

/** A page of a world's members. */
export type WorldMemberConnection = {
  __typename?: 'WorldMemberConnection';
  edges: Array<WorldMemberEdge>;
  nodes: Array<WorldMember>;
  pageInfo: PageInfo;
  /** How many items match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

export type WorldMemberEdge = {
  __typename?: 'WorldMemberEdge';
  cursor: Scalars['String']['output'];
  node: WorldMember;
};

export type WorldMemberPayload = {
  __typename?: 'WorldMemberPayload';
  member: Maybe<WorldMember>;
  userErrors: Array<UserError>;
};

export type WorldPayload = {
  __typename?: 'WorldPayload';
  userErrors: Array<UserError>;
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
  bonusFeatMaxWorth: Scalars['Int']['output'];
  captureDefenseBonus: Scalars['Int']['output'];
  defeatRounding: HeroPointRounding;
  /** Share of a defeated character's points awarded as Hero Points. */
  defeatShare: Scalars['Float']['output'];
  enemyTeamDefeatBonus: Scalars['Int']['output'];
  featUpkeepPeriod: UpkeepPeriod;
  /** Hero Points per level in a level-up cost (digest 4.3). */
  heroPointsPerLevel: Scalars['Int']['output'];
  /** Kills needed for a majority of an enemy team of 1, 2, 3 ... members (digest 4.4). */
  majorityBySize: Array<Scalars['Int']['output']>;
  /** For teams larger than the table: size minus this. */
  majorityMarginBeyondTable: Scalars['Int']['output'];
  /** Most feats one member may have. */
  maxFeatsPerMember: Scalars['Int']['output'];
  maxFoundingMembers: Scalars['Int']['output'];
  /** Largest team after founding; null for no limit. */
  maxTeamSize: Maybe<Scalars['Int']['output']>;
  /** The whole settings document, group by group (campaign, combat, scoring, feats, bonuses, injuries, prestige, publicOpinion, teamAbilities). */
  raw: Scalars['JSON']['output'];
  /** Cash ($) a new team starts with. */
  startingCash: Scalars['Int']['output'];
  /** Hero Points a team run by one player starts with (digest 4.1: 100). */
  startingHeroPoints: Scalars['Int']['output'];
  /** Hero Points a team of several players starts with (digest 4.1: 150). */
  startingHeroPointsSeveralPlayers: Scalars['Int']['output'];
  /** Whether this world's teams are shared by several players. */
  teamsOfSeveralPlayers: Scalars['Boolean']['output'];
  updatedAt: Maybe<Scalars['DateTimeISO']['output']>;
};

export type WorldSettingsPayload = {
  __typename?: 'WorldSettingsPayload';
  /** The whole settings after the change; null when userErrors is not empty. */
  settings: Maybe<WorldSettings>;
  userErrors: Array<UserError>;
};

export type WorldsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorldsQuery = { __typename?: 'Query', worlds: { __typename?: 'WorldConnection', totalCount: number, nodes: Array<{ __typename?: 'World', id: string, slug: string, name: string }> } };

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

export type TeamHistoryQueryVariables = Exact<{
  teamId: Scalars['ID']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  currency: InputMaybe<LedgerCurrency>;
}>;


export type TeamHistoryQuery = { __typename?: 'Query', teamHistory: { __typename?: 'LedgerEntryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'LedgerEntry', id: string, createdAt: string, currency: LedgerCurrency, amount: number, balanceAfter: number, reason: LedgerReason, note: string, correctsEntryId: string | null, member: { __typename?: 'TeamMember', id: string, character: { __typename?: 'Character', name: string } } | null }> } };

export type TeamCatalogueQueryVariables = Exact<{
  world: Scalars['String']['input'];
}>;


export type TeamCatalogueQuery = { __typename?: 'Query', feats: { __typename?: 'FeatConnection', nodes: Array<{ __typename?: 'Feat', id: string, catalogueId: string, name: string, cost: number | null, priced: boolean, prerequisiteText: string }> }, items: { __typename?: 'ItemConnection', nodes: Array<{ __typename?: 'Item', id: string, catalogueId: string, name: string, price: number | null, kind: ItemKind }> } };

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
}>;


export type WorldApiKeysQuery = { __typename?: 'Query', apiKeys: { __typename?: 'ApiKeyConnection', totalCount: number, nodes: Array<{ __typename?: 'ApiKey', id: string, name: string, secretPrefix: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> } };

export type WorldCharactersQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<CharacterFilter>;
}>;


export type WorldCharactersQuery = { __typename?: 'Query', characters: { __typename?: 'CharacterConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Character', id: string, name: string, kind: CharacterKind, visibility: Visibility, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, teamAbility: string | null }> }> } };

export type UpdateFeatPriceMutationVariables = Exact<{
  input: UpdateFeatInput;
}>;


export type UpdateFeatPriceMutation = { __typename?: 'Mutation', updateFeat: { __typename?: 'FeatPayload', feat: { __typename?: 'Feat', id: string, name: string, price: number | null, cost: number | null, priced: boolean } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldFeatsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<FeatFilter>;
}>;


export type WorldFeatsQuery = { __typename?: 'Query', feats: { __typename?: 'FeatConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Feat', id: string, catalogueId: string, name: string, text: string, prerequisiteText: string, price: number | null, upkeep: number | null, cost: number | null, priced: boolean, needsReview: boolean }> } };

export type WorldItemsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ItemFilter>;
}>;


export type WorldItemsQuery = { __typename?: 'Query', items: { __typename?: 'ItemConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Item', id: string, catalogueId: string, name: string, kind: ItemKind, price: number | null, priced: boolean, damage: number | null, range: number | null, summary: string, text: string, effectRoll: any | null, details: any }> } };

export type AddWorldMemberMutationVariables = Exact<{
  input: AddWorldMemberInput;
}>;


export type AddWorldMemberMutation = { __typename?: 'Mutation', addWorldMember: { __typename?: 'WorldMemberPayload', member: { __typename?: 'WorldMember', role: WorldRole, account: { __typename?: 'Account', id: string, displayName: string } } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type SetWorldMemberRoleMutationVariables = Exact<{
  input: SetWorldMemberRoleInput;
}>;


export type SetWorldMemberRoleMutation = { __typename?: 'Mutation', setWorldMemberRole: { __typename?: 'WorldMemberPayload', member: { __typename?: 'WorldMember', role: WorldRole, account: { __typename?: 'Account', id: string, displayName: string } } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type RemoveWorldMemberMutationVariables = Exact<{
  input: RemoveWorldMemberInput;
}>;


export type RemoveWorldMemberMutation = { __typename?: 'Mutation', removeWorldMember: { __typename?: 'WorldMemberPayload', member: { __typename?: 'WorldMember', account: { __typename?: 'Account', id: string, displayName: string } } | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type WorldMembersQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
}>;


export type WorldMembersQuery = { __typename?: 'Query', worldMembers: { __typename?: 'WorldMemberConnection', totalCount: number, nodes: Array<{ __typename?: 'WorldMember', role: WorldRole, email: string | null, createdAt: string, account: { __typename?: 'Account', id: string, displayName: string } }> } };

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


export type WorldDiceRollsQuery = { __typename?: 'Query', diceRolls: { __typename?: 'DiceRollConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'DiceRoll', id: string, purpose: string, faces: Array<number>, seed: string, subjectId: string | null, createdAt: string }> } };

export type WorldScenariosQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<ScenarioFilter>;
}>;


export type WorldScenariosQuery = { __typename?: 'Query', scenarios: { __typename?: 'ScenarioConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Scenario', id: string, catalogueId: string, name: string, setup: Array<string>, forceRatio: number | null, roundLimit: number | null, needsReview: boolean, scoring: any, scoringNotes: Array<string> }> } };

export type WorldTeamsQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<TeamFilter>;
}>;


export type WorldTeamsQuery = { __typename?: 'Query', teams: { __typename?: 'TeamConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Team', id: string, name: string, alignment: TeamAlignment, heroPoints: number, cash: number, prestige: number | null, infamy: number | null, owner: { __typename?: 'Account', id: string, displayName: string }, members: Array<{ __typename?: 'TeamMember', id: string }> }> } };

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

export type WorldBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type WorldBySlugQuery = { __typename?: 'Query', world: { __typename?: 'World', id: string, slug: string, name: string } | null };

export type CharacterDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CharacterDetailQuery = { __typename?: 'Query', character: { __typename?: 'Character', id: string, name: string, kind: CharacterKind, description: string, visibility: Visibility, world: { __typename?: 'World', id: string, slug: string, name: string }, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, movement: MovementSymbol, damageSymbol: DamageSymbol, teamAbility: string | null, keywords: Array<string>, archenemyColour: string | null, setCode: string | null, collectorNumber: string | null, startingClick: number, dialLength: number, koClicks: number, specialPowers: Array<{ __typename?: 'SpecialPower', value: CombatValue, name: string, text: string }>, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> }> } | null };

export type TeamSheetQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TeamSheetQuery = { __typename?: 'Query', team: { __typename?: 'Team', id: string, name: string, alignment: TeamAlignment, heroPoints: number, cash: number, prestige: number | null, infamy: number | null, pointValue: number, severalPlayers: boolean, createdAt: string, owner: { __typename?: 'Account', id: string, displayName: string }, world: { __typename?: 'World', id: string, slug: string, name: string }, teamAbility: { __typename?: 'TeamAbility', name: string, roll: number, text: string }, teamAbilityRoll: { __typename?: 'DiceRoll', id: string, faces: Array<number>, seed: string, createdAt: string } | null, members: Array<{ __typename?: 'TeamMember', id: string, isLeader: boolean, level: number, rank: Rank, status: MemberStatus, outForScenarios: number | null, achievementPoints: number, featIds: Array<string>, injuries: Array<string>, skillPointsLeft: number, bonuses: Array<{ __typename?: 'MemberBonus', rank: Rank, tier: number, text: string, cost: number }>, skills: Array<{ __typename?: 'MemberSkill', skillId: string, name: string, points: number }>, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number }, nextLevelUp: { __typename?: 'LevelUpQuote', heroPoints: number, version: { __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number } } | null, character: { __typename?: 'Character', id: string, name: string } }>, items: Array<{ __typename?: 'TeamItem', id: string, itemId: string, name: string, price: number, boughtAt: string }> } | null };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'AuthPayload', token: string | null, expiresAt: string | null, userErrors: Array<{ __typename?: 'UserError', code: UserErrorCode, field: Array<string>, message: string }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'Me', email: string, account: { __typename?: 'Account', id: string, displayName: string }, memberships: Array<{ __typename?: 'Membership', role: WorldRole, world: { __typename?: 'World', id: string, slug: string, name: string } }> } | null };


export const WorldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Worlds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worlds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorldsQuery, WorldsQueryVariables>;
export const LevelUpMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LevelUpMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LevelUpMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levelUpMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LevelUpMemberMutation, LevelUpMemberMutationVariables>;
export const BuyItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuyItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BuyItemMutation, BuyItemMutationVariables>;
export const AssignFeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssignFeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignFeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AssignFeatMutation, AssignFeatMutationVariables>;
export const GrantAwardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantAward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantAwardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantAward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<GrantAwardMutation, GrantAwardMutationVariables>;
export const TeamHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerCurrency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"teamId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"teamId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"correctsEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TeamHistoryQuery, TeamHistoryQueryVariables>;
export const TeamCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisiteText"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"priced"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<TeamCatalogueQuery, TeamCatalogueQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"secretPrefix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const WorldApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"secretPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}}]} as unknown as DocumentNode<WorldApiKeysQuery, WorldApiKeysQueryVariables>;
export const WorldCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldCharactersQuery, WorldCharactersQueryVariables>;
export const UpdateFeatPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeatPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFeatPriceMutation, UpdateFeatPriceMutationVariables>;
export const WorldFeatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldFeats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeatFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"prerequisiteText"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"upkeep"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"needsReview"}}]}}]}}]}}]} as unknown as DocumentNode<WorldFeatsQuery, WorldFeatsQueryVariables>;
export const WorldItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"effectRoll"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<WorldItemsQuery, WorldItemsQueryVariables>;
export const AddWorldMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWorldMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddWorldMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWorldMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AddWorldMemberMutation, AddWorldMemberMutationVariables>;
export const SetWorldMemberRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWorldMemberRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetWorldMemberRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWorldMemberRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetWorldMemberRoleMutation, SetWorldMemberRoleMutationVariables>;
export const RemoveWorldMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWorldMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveWorldMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWorldMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveWorldMemberMutation, RemoveWorldMemberMutationVariables>;
export const WorldMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worldMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldMembersQuery, WorldMembersQueryVariables>;
export const RollRandomScenarioDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollRandomScenario"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollRandomScenario"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RollRandomScenarioMutation, RollRandomScenarioMutationVariables>;
export const RollSubPlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RollSubPlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rollSubPlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subPlot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"incomplete"}},{"kind":"Field","name":{"kind":"Name","value":"powerTable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RollSubPlotMutation, RollSubPlotMutationVariables>;
export const WorldDiceRollsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldDiceRolls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"diceRolls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"subjectId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WorldDiceRollsQuery, WorldDiceRollsQueryVariables>;
export const WorldScenariosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldScenarios"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ScenarioFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scenarios"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"catalogueId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"forceRatio"}},{"kind":"Field","name":{"kind":"Name","value":"roundLimit"}},{"kind":"Field","name":{"kind":"Name","value":"needsReview"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"scoringNotes"}}]}}]}}]}}]} as unknown as DocumentNode<WorldScenariosQuery, WorldScenariosQueryVariables>;
export const WorldTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldTeams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TeamFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"prestige"}},{"kind":"Field","name":{"kind":"Name","value":"infamy"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldTeamsQuery, WorldTeamsQueryVariables>;
export const CreateCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCharacterMutation, CreateCharacterMutationVariables>;
export const UpdateCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCharacterMutation, UpdateCharacterMutationVariables>;
export const DeleteCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCharacterId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCharacterMutation, DeleteCharacterMutationVariables>;
export const WorldBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"world"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorldBySlugQuery, WorldBySlugQueryVariables>;
export const CharacterDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CharacterDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"movement"}},{"kind":"Field","name":{"kind":"Name","value":"damageSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"archenemyColour"}},{"kind":"Field","name":{"kind":"Name","value":"setCode"}},{"kind":"Field","name":{"kind":"Name","value":"collectorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"koClicks"}},{"kind":"Field","name":{"kind":"Name","value":"specialPowers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CharacterDetailQuery, CharacterDetailQueryVariables>;
export const TeamSheetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamSheet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alignment"}},{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"cash"}},{"kind":"Field","name":{"kind":"Name","value":"prestige"}},{"kind":"Field","name":{"kind":"Name","value":"infamy"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"severalPlayers"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roll"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamAbilityRoll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"faces"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outForScenarios"}},{"kind":"Field","name":{"kind":"Name","value":"achievementPoints"}},{"kind":"Field","name":{"kind":"Name","value":"featIds"}},{"kind":"Field","name":{"kind":"Name","value":"injuries"}},{"kind":"Field","name":{"kind":"Name","value":"skillPointsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextLevelUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroPoints"}},{"kind":"Field","name":{"kind":"Name","value":"version"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"boughtAt"}}]}}]}}]}}]} as unknown as DocumentNode<TeamSheetQuery, TeamSheetQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;