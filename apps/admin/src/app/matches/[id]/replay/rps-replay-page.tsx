import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { RpsReplayView } from './rps-replay';
import '../rps/rps.css';

const RpsReplayQuery = graphql(`
  query RpsReplay($id: ID!, $from: Int!) {
    match(id: $id) {
      id
      ruleset
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
    rpsReplay(matchId: $id, from: $from, first: 1) {
      matchId
      totalSteps
      rows
      columns
      settings {
        equalBattle
        turnLimit
      }
      steps {
        ...RpsReplayStepFields
      }
    }
  }
`);

graphql(`
  fragment RpsReplayStepFields on RpsReplayStep {
    step
    toMove
    over
    winner
    endReason
    cells {
      ...RpsCellFields
    }
    sides {
      ...RpsSideFields
    }
    move {
      ...RpsLastMoveFields
    }
  }
`);

const load = (id: string, from: number) => apiResult(() => graphqlRequest(RpsReplayQuery, { id, from }));

/** An RPS Clix game step by step: the board the API stored after each move, one step per address, so any step can be linked. */
export async function RpsReplay({ id, asked }: { id: string; asked: number }) {
  let result = await load(id, asked);
  // A step past the end shows the last one.
  if (result.ok && result.data.rpsReplay && result.data.rpsReplay.steps.length === 0) result = await load(id, result.data.rpsReplay.totalSteps - 1);
  if (!result.ok) return <ErrorPanel title="The replay could not be loaded" message={result.error.message} />;
  const { match, rpsReplay } = result.data;
  if (!match || !rpsReplay) notFound();
  const step = rpsReplay.steps[0];
  const sideNames = [0, 1].map((position) => {
    const team = match.sides.find((s) => s.position === position)?.team?.name;
    const computer = step.sides[position].computer;
    return `Player ${position + 1}${team ? ` (${team})` : ''}${computer ? ` (computer, ${computer.toLowerCase()})` : ''}`;
  });
  const worldPath = `/worlds/${encodeURIComponent(match.world.slug)}`;
  const matchPath = `/matches/${encodeURIComponent(match.id)}`;
  return (
    <article className="rps" data-testid="rps-replay-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{match.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/matches`}>Matches</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={matchPath}>RPS Clix</Link> <span aria-hidden="true">›</span> Replay
      </nav>
      <header className="character__header">
        <h1>Replay: {sideNames.join(' v ')}</h1>
      </header>
      <p className="muted" data-testid="rps-replay-settings">
        Played on a battlefield of {rpsReplay.rows} by {rpsReplay.columns}; the same colour and attack{' '}
        {rpsReplay.settings.equalBattle === 'ROLL_OFF' ? 'rolled off' : 'left the defender holding'}; a draw after {rpsReplay.settings.turnLimit} moves.
      </p>
      <RpsReplayView
        matchPath={matchPath}
        rows={rpsReplay.rows}
        columns={rpsReplay.columns}
        totalSteps={rpsReplay.totalSteps}
        step={step}
        sideNames={sideNames}
      />
    </article>
  );
}
