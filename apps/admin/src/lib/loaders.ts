import { cache } from 'react';
import { graphql } from '@/gql';
import { apiResult } from './api-result';
import { graphqlRequest } from './graphql-request';

/*
 * Reads shared by a route's layout and its page. React's `cache` makes them one API call per
 * request: the layout reads first to answer "not found" with a real 404 (before any streaming),
 * the page then renders from the same result.
 */

const WorldBySlugQuery = graphql(`
  query WorldBySlug($slug: String!) {
    world(slug: $slug) {
      id
      slug
      name
    }
  }
`);

export const loadWorld = cache((slug: string) => apiResult(async () => (await graphqlRequest(WorldBySlugQuery, { slug })).world));

/** A click of a dial, each value with its power, as a character's dial table and a match's figure cards show it. */
graphql(`
  fragment DialClickFields on DialClick {
    number
    speed
    speedPower
    attack
    attackPower
    defense
    defensePower
    damage
    damagePower
  }
`);

/** A team's balances as the world's team list and its printed sheets show them: Hero Points, cash, and Prestige or Infamy. */
graphql(`
  fragment TeamBalances on Team {
    heroPoints
    cash
    renown {
      currency
      value
    }
  }
`);

const CharacterDetailQuery = graphql(`
  query CharacterDetail($id: ID!) {
    character(id: $id) {
      id
      name
      kind
      description
      visibility
      world {
        id
        slug
        name
      }
      versions {
        id
        rank
        pointValue
        range
        targets
        movement
        damageSymbol
        teamAbility
        keywords
        archenemyColour
        setCode
        collectorNumber
        startingClick
        dialLength
        koClicks
        specialPowers {
          value
          name
          text
        }
        clicks {
          ...DialClickFields
        }
      }
    }
  }
`);

export const loadCharacter = cache((id: string) => apiResult(async () => (await graphqlRequest(CharacterDetailQuery, { id })).character));

/** The team page: what its printed sheet reads (PrintTeamSheet, components/team-print.tsx), then the rest of the sheet. */
const TeamSheetQuery = graphql(`
  query TeamSheet($id: ID!) {
    team(id: $id) {
      ...PrintTeamSheet
      severalPlayers
      createdAt
      world {
        id
        slug
        name
      }
      teamAbility {
        name
        roll
        text
      }
      teamAbilityRoll {
        id
        faces
        seed
        createdAt
      }
      members {
        achievementPoints
        skillPointsLeft
        bonuses {
          rank
          tier
          text
          cost
        }
        bonusOptions {
          tier
          cost
          text
          allowed
          refusal
        }
        skills {
          skillId
          name
          points
        }
        nextLevelUp {
          heroPoints
          version {
            id
            rank
            pointValue
          }
        }
      }
      items {
        id
        itemId
        name
        price
        boughtAt
      }
    }
  }
`);

export const loadTeam = cache((id: string) => apiResult(async () => (await graphqlRequest(TeamSheetQuery, { id })).team));

const MatchWorldQuery = graphql(`
  query MatchWorld($id: ID!) {
    match(id: $id) {
      id
      world {
        id
        slug
      }
    }
  }
`);

/** The world a match is played in, for the tabs its pages keep. */
export const loadMatchWorld = cache((id: string) => apiResult(async () => (await graphqlRequest(MatchWorldQuery, { id })).match));
