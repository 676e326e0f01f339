/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Worlds {\n    worlds(first: 100) {\n      totalCount\n      nodes {\n        id\n        slug\n        name\n      }\n    }\n  }\n": typeof types.WorldsDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        secretPrefix\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n        name\n        revokedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query WorldApiKeys($world: String!, $first: Int!) {\n    apiKeys(world: $world, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        secretPrefix\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": typeof types.WorldApiKeysDocument,
    "\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        visibility\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n": typeof types.WorldCharactersDocument,
    "\n  mutation AddWorldMember($input: AddWorldMemberInput!) {\n    addWorldMember(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddWorldMemberDocument,
    "\n  mutation SetWorldMemberRole($input: SetWorldMemberRoleInput!) {\n    setWorldMemberRole(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetWorldMemberRoleDocument,
    "\n  mutation RemoveWorldMember($input: RemoveWorldMemberInput!) {\n    removeWorldMember(input: $input) {\n      member {\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveWorldMemberDocument,
    "\n  query WorldMembers($world: String!, $first: Int!) {\n    worldMembers(world: $world, first: $first) {\n      totalCount\n      nodes {\n        role\n        email\n        createdAt\n        account {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.WorldMembersDocument,
    "\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateCharacterDocument,
    "\n  mutation UpdateCharacter($input: UpdateCharacterInput!) {\n    updateCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateCharacterDocument,
    "\n  mutation DeleteCharacter($id: ID!) {\n    deleteCharacter(id: $id) {\n      deletedCharacterId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteCharacterDocument,
    "\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.WorldBySlugDocument,
    "\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n": typeof types.CharacterDetailDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      email\n      account {\n        id\n        displayName\n      }\n      memberships {\n        role\n        world {\n          id\n          slug\n          name\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  query Worlds {\n    worlds(first: 100) {\n      totalCount\n      nodes {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.WorldsDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        secretPrefix\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n        name\n        revokedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query WorldApiKeys($world: String!, $first: Int!) {\n    apiKeys(world: $world, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        secretPrefix\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n": types.WorldApiKeysDocument,
    "\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        visibility\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n": types.WorldCharactersDocument,
    "\n  mutation AddWorldMember($input: AddWorldMemberInput!) {\n    addWorldMember(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddWorldMemberDocument,
    "\n  mutation SetWorldMemberRole($input: SetWorldMemberRoleInput!) {\n    setWorldMemberRole(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetWorldMemberRoleDocument,
    "\n  mutation RemoveWorldMember($input: RemoveWorldMemberInput!) {\n    removeWorldMember(input: $input) {\n      member {\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RemoveWorldMemberDocument,
    "\n  query WorldMembers($world: String!, $first: Int!) {\n    worldMembers(world: $world, first: $first) {\n      totalCount\n      nodes {\n        role\n        email\n        createdAt\n        account {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.WorldMembersDocument,
    "\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateCharacterDocument,
    "\n  mutation UpdateCharacter($input: UpdateCharacterInput!) {\n    updateCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateCharacterDocument,
    "\n  mutation DeleteCharacter($id: ID!) {\n    deleteCharacter(id: $id) {\n      deletedCharacterId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteCharacterDocument,
    "\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": types.WorldBySlugDocument,
    "\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n": types.CharacterDetailDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      email\n      account {\n        id\n        displayName\n      }\n      memberships {\n        role\n        world {\n          id\n          slug\n          name\n        }\n      }\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Worlds {\n    worlds(first: 100) {\n      totalCount\n      nodes {\n        id\n        slug\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query Worlds {\n    worlds(first: 100) {\n      totalCount\n      nodes {\n        id\n        slug\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        secretPrefix\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        secretPrefix\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n        name\n        revokedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n        name\n        revokedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorldApiKeys($world: String!, $first: Int!) {\n    apiKeys(world: $world, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        secretPrefix\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorldApiKeys($world: String!, $first: Int!) {\n    apiKeys(world: $world, first: $first) {\n      totalCount\n      nodes {\n        id\n        name\n        secretPrefix\n        createdAt\n        lastUsedAt\n        revokedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        visibility\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        visibility\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWorldMember($input: AddWorldMemberInput!) {\n    addWorldMember(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddWorldMember($input: AddWorldMemberInput!) {\n    addWorldMember(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWorldMemberRole($input: SetWorldMemberRoleInput!) {\n    setWorldMemberRole(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetWorldMemberRole($input: SetWorldMemberRoleInput!) {\n    setWorldMemberRole(input: $input) {\n      member {\n        role\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWorldMember($input: RemoveWorldMemberInput!) {\n    removeWorldMember(input: $input) {\n      member {\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveWorldMember($input: RemoveWorldMemberInput!) {\n    removeWorldMember(input: $input) {\n      member {\n        account {\n          id\n          displayName\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorldMembers($world: String!, $first: Int!) {\n    worldMembers(world: $world, first: $first) {\n      totalCount\n      nodes {\n        role\n        email\n        createdAt\n        account {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorldMembers($world: String!, $first: Int!) {\n    worldMembers(world: $world, first: $first) {\n      totalCount\n      nodes {\n        role\n        email\n        createdAt\n        account {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCharacter($input: CreateCharacterInput!) {\n    createCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCharacter($input: UpdateCharacterInput!) {\n    updateCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCharacter($input: UpdateCharacterInput!) {\n    updateCharacter(input: $input) {\n      character {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCharacter($id: ID!) {\n    deleteCharacter(id: $id) {\n      deletedCharacterId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCharacter($id: ID!) {\n    deleteCharacter(id: $id) {\n      deletedCharacterId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      token\n      expiresAt\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      email\n      account {\n        id\n        displayName\n      }\n      memberships {\n        role\n        world {\n          id\n          slug\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      email\n      account {\n        id\n        displayName\n      }\n      memberships {\n        role\n        world {\n          id\n          slug\n          name\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;