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

export type AuthPayload = {
  __typename?: 'AuthPayload';
  account: Maybe<Account>;
  expiresAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Send as `Authorization: Bearer <token>`. */
  token: Maybe<Scalars['String']['output']>;
  userErrors: Array<UserError>;
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

/** The signed-in account, with what only it may see. */
export type Me = {
  __typename?: 'Me';
  account: Account;
  email: Scalars['String']['output'];
  memberships: Array<Membership>;
};

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
  /** Creator only: a read-only key for a third-party client. */
  createApiKey: CreateApiKeyPayload;
  createCharacter: CharacterPayload;
  /** Creates a world; you become its Creator. */
  createWorld: WorldPayload;
  deleteCharacter: DeleteCharacterPayload;
  /** Creator only. A world keeps at least one Creator. */
  removeWorldMember: WorldMemberPayload;
  /** Creator only: the key stops working at once. */
  revokeApiKey: ApiKeyPayload;
  /** Creator only. A world keeps at least one Creator. */
  setWorldMemberRole: WorldMemberPayload;
  /** Returns a bearer token that expires (SESSION_TTL_HOURS, 12 by default). */
  signIn: AuthPayload;
  /** Revokes the token this request was made with. */
  signOut: Scalars['Boolean']['output'];
  /** Creates an account and signs it in. */
  signUp: AuthPayload;
  updateCharacter: CharacterPayload;
};


export type MutationAddWorldMemberArgs = {
  input: AddWorldMemberInput;
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateCharacterArgs = {
  input: CreateCharacterInput;
};


export type MutationCreateWorldArgs = {
  input: CreateWorldInput;
};


export type MutationDeleteCharacterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveWorldMemberArgs = {
  input: RemoveWorldMemberInput;
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
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

/** Where a page sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Pass as `after` to read the next page. */
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Creator only: the world's API keys, newest first. */
  apiKeys: ApiKeyConnection;
  /** A character by id; null when it does not exist or is hidden from you. */
  character: Maybe<Character>;
  /** A page of a world's characters, ordered by name. */
  characters: CharacterConnection;
  /** The signed-in account; null when anonymous. */
  me: Maybe<Me>;
  world: Maybe<World>;
  /** A world's members, for its members. */
  worldMembers: WorldMemberConnection;
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


export type QueryWorldArgs = {
  slug: Scalars['String']['input'];
};


export type QueryWorldMembersArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  world: Scalars['String']['input'];
};


export type QueryWorldsArgs = {
  after: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
};

/** Rank version printed on the base. */
export type Rank =
  | 'EXPERIENCED'
  | 'LIMITED_EDITION'
  | 'ROOKIE'
  | 'UNIQUE'
  | 'VETERAN';

export type RemoveWorldMemberInput = {
  accountId: Scalars['ID']['input'];
  /** World slug. */
  world: Scalars['String']['input'];
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

/** Fields left out keep their value; `versions`, when given, replaces every version and dial. */
export type UpdateCharacterInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  kind?: InputMaybe<CharacterKind>;
  name?: InputMaybe<Scalars['String']['input']>;
  versions?: InputMaybe<Array<CharacterVersionInput>>;
  visibility?: InputMaybe<Visibility>;
};

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
  | 'API_KEY_NOT_FOUND'
  | 'CHARACTER_NAME_TAKEN'
  | 'CHARACTER_NOT_FOUND'
  | 'DIAL_EMPTY'
  | 'DIAL_TOO_LONG'
  | 'DUPLICATE_RANK'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_VALUE'
  | 'KO_CLICK_MISSING'
  | 'LAST_CREATOR'
  | 'MEMBER_NOT_FOUND'
  | 'NEGATIVE_VALUE'
  | 'PASSWORD_TOO_SHORT'
  | 'RANGE_NEGATIVE'
  | 'STARTING_CLICK_OUTSIDE_DIAL'
  | 'TARGETS_OUT_OF_RANGE'
  | 'VERSIONS_MISSING'
  | 'WORLD_NOT_FOUND'
  | 'WORLD_SLUG_TAKEN';

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

export type WorldsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorldsQuery = { __typename?: 'Query', worlds: { __typename?: 'WorldConnection', totalCount: number, nodes: Array<{ __typename?: 'World', id: string, slug: string, name: string }> } };

export type WorldCharactersQueryVariables = Exact<{
  world: Scalars['String']['input'];
  first: Scalars['Int']['input'];
  after: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<CharacterFilter>;
}>;


export type WorldCharactersQuery = { __typename?: 'Query', characters: { __typename?: 'CharacterConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean }, nodes: Array<{ __typename?: 'Character', id: string, name: string, kind: CharacterKind, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, teamAbility: string | null }> }> } };

export type WorldBySlugQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type WorldBySlugQuery = { __typename?: 'Query', world: { __typename?: 'World', id: string, slug: string, name: string } | null };

export type CharacterDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CharacterDetailQuery = { __typename?: 'Query', character: { __typename?: 'Character', id: string, name: string, kind: CharacterKind, description: string, visibility: Visibility, world: { __typename?: 'World', id: string, slug: string, name: string }, versions: Array<{ __typename?: 'CharacterVersion', id: string, rank: Rank, pointValue: number, range: number, targets: number, movement: MovementSymbol, damageSymbol: DamageSymbol, teamAbility: string | null, keywords: Array<string>, archenemyColour: string | null, setCode: string | null, collectorNumber: string | null, startingClick: number, dialLength: number, koClicks: number, specialPowers: Array<{ __typename?: 'SpecialPower', value: CombatValue, name: string, text: string }>, clicks: Array<{ __typename?: 'DialClick', number: number, speed: number, speedPower: string | null, attack: number, attackPower: string | null, defense: number, defensePower: string | null, damage: number, damagePower: string | null }> }> } | null };


export const WorldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Worlds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"worlds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WorldsQuery, WorldsQueryVariables>;
export const WorldCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"world"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"world"},"value":{"kind":"Variable","name":{"kind":"Name","value":"world"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorldCharactersQuery, WorldCharactersQueryVariables>;
export const WorldBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorldBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"world"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<WorldBySlugQuery, WorldBySlugQueryVariables>;
export const CharacterDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CharacterDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"character"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"world"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"pointValue"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"targets"}},{"kind":"Field","name":{"kind":"Name","value":"movement"}},{"kind":"Field","name":{"kind":"Name","value":"damageSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"teamAbility"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"archenemyColour"}},{"kind":"Field","name":{"kind":"Name","value":"setCode"}},{"kind":"Field","name":{"kind":"Name","value":"collectorNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startingClick"}},{"kind":"Field","name":{"kind":"Name","value":"dialLength"}},{"kind":"Field","name":{"kind":"Name","value":"koClicks"}},{"kind":"Field","name":{"kind":"Name","value":"specialPowers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clicks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"speed"}},{"kind":"Field","name":{"kind":"Name","value":"speedPower"}},{"kind":"Field","name":{"kind":"Name","value":"attack"}},{"kind":"Field","name":{"kind":"Name","value":"attackPower"}},{"kind":"Field","name":{"kind":"Name","value":"defense"}},{"kind":"Field","name":{"kind":"Name","value":"defensePower"}},{"kind":"Field","name":{"kind":"Name","value":"damage"}},{"kind":"Field","name":{"kind":"Name","value":"damagePower"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CharacterDetailQuery, CharacterDetailQueryVariables>;