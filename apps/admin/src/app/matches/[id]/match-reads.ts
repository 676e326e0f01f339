import { graphql } from '@/gql';
import type { MatchEventLogQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql-request';
import type { EventLike } from '@/lib/match-events';
import { EVENT_PAGE_SIZE } from '@/lib/match-labels';

/*
 * What the tracker and its replay read alike of a match: the replay shows each step with the
 * tracker's own figure cards and score sheet, so both ask for the same fields. Here, not in the
 * tracker's page.tsx, because a page file may export only what Next allows a page to.
 */

/** A match's state: the turn, each figure's click and what may be recorded next, the score sheet. */
graphql(`
  fragment MatchStateView on MatchState {
    sequence
    turn
    activeSide
    actionsLeft
    over
    mayEndTurn
    mayRollEtiquette
    reinforcementsDue {
      figureId
      eligibleFigureIds
    }
    horrorClix {
      phase
      mayEndPhase
      mayRunHourglass
      victimsToMove
      killers
      victimsOnBoard
      insanityRollsDue
      frenzyFigureIds
      victims {
        id
        faceUp
        killedByFigureId
        replacedByFigureId
      }
      plotTwistsLeft
      mayPlayPlotTwist {
        side
        victimIds
        cardsLeft
        subplotLeft
      }
      minionEntries {
        victimId
        figureIds
      }
      mayAnswerKill {
        side
        victimId
        figureIds
      }
    }
    outcome {
      winnerSide
      decidedBy
      scores {
        side
        points
        lines {
          kind
          points
          figureId
        }
      }
    }
    bystandersSaved
    bystandersHurt
    propertyDestroyed
    objectivesMet
    teamAbilities {
      roll
      name
      text
    }
    figures {
      side
      actionTokens
      actedThisTurn
      captured
      escaped
      status
      clickNumber
      clicksTaken
      inReserve
      minion
      legalActions
      legalTargetIds
      sharedBurdenMateIds
      coordinatedAssaultMateIds
      legalPowers {
        power
        targetIds
      }
      terrainAttacks
      possessed
      figure {
        id
      }
      click {
        ...DialClickFields
      }
    }
  }
`);

/** A match's figures as their cards show them: who each is, and the dial of the version played. */
graphql(`
  fragment MatchFigureView on MatchFigure {
    id
    side
    position
    teamMemberId
    character {
      id
      name
    }
    version {
      id
      rank
      pointValue
      range
      targets
      dialLength
      startingClick
      clicks {
        ...DialClickFields
      }
    }
  }
`);

const MatchEventsQueryDocument = graphql(`
  query MatchEventLog($matchId: ID!, $first: Int!, $after: String) {
    matchEvents(matchId: $matchId, first: $first, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      nodes {
        id
        sequence
        type
        createdAt
        atTable
        diceFaces
        payload
        result
        reversesSequence
      }
    }
  }
`);

export type LoggedEvent = EventLike & { id: string; createdAt: string };

/** The whole log, oldest first (a match's log is short; at most a few pages). */
export async function loadEvents(matchId: string): Promise<LoggedEvent[]> {
  const events: LoggedEvent[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page++) {
    const { matchEvents }: MatchEventLogQuery = await graphqlRequest(MatchEventsQueryDocument, { matchId, first: EVENT_PAGE_SIZE, after });
    if (!matchEvents) break; // NOT_FOUND: the match was deleted while its log was read
    events.push(...(matchEvents.nodes as LoggedEvent[]));
    if (!matchEvents.pageInfo.hasNextPage || !matchEvents.pageInfo.endCursor) break;
    after = matchEvents.pageInfo.endCursor;
  }
  return events;
}
