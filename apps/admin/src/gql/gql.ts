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
    "\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n": typeof types.WorldCharactersDocument,
    "\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.WorldBySlugDocument,
    "\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n": typeof types.CharacterDetailDocument,
};
const documents: Documents = {
    "\n  query Worlds {\n    worlds(first: 100) {\n      totalCount\n      nodes {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.WorldsDocument,
    "\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n": types.WorldCharactersDocument,
    "\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": types.WorldBySlugDocument,
    "\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n": types.CharacterDetailDocument,
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
export function graphql(source: "\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorldCharacters($world: String!, $first: Int!, $after: String, $filter: CharacterFilter) {\n    characters(world: $world, first: $first, after: $after, filter: $filter) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        kind\n        versions {\n          id\n          rank\n          pointValue\n          range\n          targets\n          teamAbility\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query WorldBySlug($slug: String!) {\n    world(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CharacterDetail($id: ID!) {\n    character(id: $id) {\n      id\n      name\n      kind\n      description\n      visibility\n      world {\n        id\n        slug\n        name\n      }\n      versions {\n        id\n        rank\n        pointValue\n        range\n        targets\n        movement\n        damageSymbol\n        teamAbility\n        keywords\n        archenemyColour\n        setCode\n        collectorNumber\n        startingClick\n        dialLength\n        koClicks\n        specialPowers {\n          value\n          name\n          text\n        }\n        clicks {\n          number\n          speed\n          speedPower\n          attack\n          attackPower\n          defense\n          defensePower\n          damage\n          damagePower\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;