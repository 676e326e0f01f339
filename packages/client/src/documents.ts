import { graphql } from './gql/index.js';

/*
 * The pages the paging helpers read: each list's forward page (`first`/`after`) with the fields a team
 * builder, a league site or an overlay shows. For other fields, pass your own document to `paginate`.
 */

export const CharactersPage = graphql(`
  query ClixCharactersPage($world: String!, $first: Int!, $after: String, $filter: CharacterFilter, $orderBy: CharacterOrder) {
    characters(world: $world, first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
        kind
        visibility
        description
        updatedAt
        versions {
          id
          rank
          pointValue
          range
          targets
          movement
          damageSymbol
          keywords
          teamAbility
          startingClick
          koClicks
          clicks {
            number
            speed
            attack
            defense
            damage
            speedPower
            attackPower
            defensePower
            damagePower
          }
        }
      }
    }
  }
`);

export const TeamsPage = graphql(`
  query ClixTeamsPage($world: String!, $first: Int!, $after: String, $filter: TeamFilter, $orderBy: TeamOrder) {
    teams(world: $world, first: $first, after: $after, filter: $filter, orderBy: $orderBy) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
        alignment
        heroPoints
        cash
        prestige
        infamy
        pointValue
        members {
          id
          rank
          level
          status
          achievementPoints
          outForScenarios
          isLeader
          character {
            id
            name
          }
          version {
            id
            rank
            pointValue
          }
        }
      }
    }
  }
`);

export const MatchesPage = graphql(`
  query ClixMatchesPage($world: String!, $first: Int!, $after: String, $leagueId: ID, $status: MatchStatus, $orderBy: MatchOrder) {
    matches(world: $world, first: $first, after: $after, leagueId: $leagueId, status: $status, orderBy: $orderBy) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        status
        ruleset
        buildTotal
        createdAt
        seedHash
        seed
        league {
          id
          name
        }
        scenario {
          id
          name
        }
        sides {
          id
          position
          alignment
          team {
            id
            name
          }
        }
      }
    }
  }
`);

export const LeaguesPage = graphql(`
  query ClixLeaguesPage($world: String!, $first: Int!, $after: String, $season: String, $status: LeagueStatus, $orderBy: LeagueOrder) {
    leagues(world: $world, first: $first, after: $after, season: $season, status: $status, orderBy: $orderBy) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        name
        season
        status
        createdAt
        finalizedAt
        tieBreakers
        scoring {
          win
          draw
          loss
        }
      }
    }
  }
`);

export const LedgerPage = graphql(`
  query ClixLedgerPage($teamId: ID!, $first: Int!, $after: String, $currency: LedgerCurrency) {
    teamHistory(teamId: $teamId, first: $first, after: $after, currency: $currency) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        createdAt
        currency
        amount
        balanceAfter
        reason
        note
        sourceType
        sourceId
        correctsEntryId
      }
    }
  }
`);

export const MatchEventsPage = graphql(`
  query ClixMatchEventsPage($matchId: ID!, $first: Int!, $after: String, $type: MatchEventType) {
    matchEvents(matchId: $matchId, first: $first, after: $after, type: $type) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        sequence
        type
        createdAt
        diceFaces
        atTable
        reversesSequence
      }
    }
  }
`);

export const StandingRows = graphql(`
  query ClixStandingRows($leagueId: ID!) {
    standings(leagueId: $leagueId) {
      final
      rows {
        rank
        played
        won
        drawn
        lost
        points
        kos
        heroPoints
        prestige
        tieBreakers {
          kind
          value
        }
        team {
          id
          name
          alignment
        }
      }
    }
  }
`);
