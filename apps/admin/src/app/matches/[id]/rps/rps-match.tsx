import Link from 'next/link';
import { ErrorPanel } from '@/components/error-panel';
import { MatchLiveRefresh } from '@/components/live-refresh';
import { graphql } from '@/gql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { liveUrl } from '@/lib/live-url';
import { MATCH_STATUS_LABELS } from '@/lib/match-labels';
import { RpsBoard } from './rps-board';
import './rps.css';

const RpsMatchQuery = graphql(`
  query RpsMatch($id: ID!) {
    match(id: $id) {
      id
      status
      world {
        slug
        name
      }
      sides {
        position
        team {
          name
        }
      }
    }
    rpsState(matchId: $id) {
      ...RpsStateFields
    }
  }
`);

graphql(`
  fragment RpsMonsterFields on RpsMonster {
    id
    side
    name
    ring
    attack
    commander
    status
  }
`);

graphql(`
  fragment RpsCellFields on RpsCell {
    col
    row
    monster {
      ...RpsMonsterFields
    }
  }
`);

graphql(`
  fragment RpsSideFields on RpsSideState {
    side
    computer
    commander {
      ...RpsMonsterFields
    }
    reserve {
      ...RpsMonsterFields
    }
    killed {
      ...RpsMonsterFields
    }
  }
`);

/** One move: which monster, of which side, goes where (a legal move, or the one played). */
graphql(`
  fragment RpsMoveFields on RpsMoveView {
    kind
    side
    monsterId
    to {
      col
      row
    }
  }
`);

/** A move as the board and the replay show it: who moved where, the battle it started and who died. */
graphql(`
  fragment RpsLastMoveFields on RpsLastMove {
    sequence
    computer
    move {
      ...RpsMoveFields
    }
    battle {
      attacker {
        ...RpsMonsterFields
      }
      defender {
        ...RpsMonsterFields
      }
      decidedBy
      winner
      rolls
    }
    killed {
      monster {
        ...RpsMonsterFields
      }
      cause
    }
  }
`);

graphql(`
  fragment RpsStateFields on RpsState {
    matchId
    sequence
    turn
    rows
    columns
    toMove
    viewerSides
    over
    winner
    endReason
    cells {
      ...RpsCellFields
    }
    sides {
      ...RpsSideFields
    }
    legalMoves {
      ...RpsMoveFields
    }
    lastMove {
      ...RpsLastMoveFields
    }
  }
`);

/** An RPS Clix match: the board the engine left, played from here by whoever may move, and its end. */
export async function RpsMatch({ matchId, role }: { matchId: string; role: string | null }) {
  const result = await apiResult(() => graphqlRequest(RpsMatchQuery, { id: matchId }));
  if (!result.ok) return <ErrorPanel title="The game could not be loaded" message={result.error.message} />;
  const { match, rpsState } = result.data;
  if (!match || !rpsState) return <ErrorPanel title="The game could not be loaded" message="The API has no RPS Clix game for this match." />;
  const sideNames = [0, 1].map((position) => {
    const team = match.sides.find((s) => s.position === position)?.team?.name;
    const computer = rpsState.sides[position].computer;
    return `Player ${position + 1}${team ? ` (${team})` : ''}${computer ? ` (computer, ${computer.toLowerCase()})` : ''}`;
  });
  const worldPath = `/worlds/${encodeURIComponent(match.world.slug)}`;
  return (
    <article className="rps" data-testid="rps-match" data-status={match.status}>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{match.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/matches`}>Matches</Link> <span aria-hidden="true">›</span> RPS Clix
      </nav>
      <header className="character__header">
        <h1 data-testid="match-title">Rock, Paper, Clix: {sideNames.join(' v ')}</h1>
        <span className="kind-badge" data-testid="match-status">
          {MATCH_STATUS_LABELS[match.status]}
        </span>
        {!rpsState.over && <MatchLiveRefresh key={match.id} liveUrl={liveUrl()} matchId={match.id} sequence={rpsState.sequence} />}
      </header>
      <RpsBoard state={rpsState} sideNames={sideNames} status={match.status} mayResolve={role === 'CREATOR' || role === 'ORGANIZER'} />
    </article>
  );
}
