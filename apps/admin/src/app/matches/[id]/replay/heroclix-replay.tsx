import Link from 'next/link';
import { Dice } from '@/components/dice';
import { graphql } from '@/gql';
import type { MatchReplayQuery, MatchReplayStateQuery } from '@/gql/graphql';
import { TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { describeEvent } from '@/lib/match-events';
import { MATCH_EVENT_LABELS, MATCH_STATUS_LABELS } from '@/lib/match-labels';
import { graphqlRequest } from '@/lib/graphql-request';
import { FigureCard } from '../figure-card';
import type { LoggedEvent } from '../match-reads';
import { OutcomePanel } from '../outcome-panel';
import { ReplaySteps } from './replay-steps';

export const MatchReplayQueryDocument = graphql(`
  query MatchReplay($id: ID!) {
    match(id: $id) {
      id
      status
      ruleset
      world {
        slug
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
      figures {
        ...MatchFigureView
      }
      state {
        sequence
      }
    }
  }
`);

// The tracker's state (its figure cards and score sheet are reused as they are), at one step of the log.
const MatchReplayStateQueryDocument = graphql(`
  query MatchReplayState($id: ID!, $at: Int!) {
    matchState(matchId: $id, atSequence: $at) {
      ...MatchStateView
    }
  }
`);

type Match = NonNullable<MatchReplayQuery['match']>;
type ReplayState = NonNullable<MatchReplayStateQuery['matchState']>;

/** The state after event `at` of the log (0: the setup), as the API folded it. */
export async function loadReplayState(matchId: string, at: number): Promise<ReplayState | null> {
  return (await graphqlRequest(MatchReplayStateQueryDocument, { id: matchId, at })).matchState ?? null;
}

/**
 * One step of a HeroClix match's replay: the event that led to it in the log's words, every
 * figure's card as it stood then (read-only), the turn and the score; hidden dials are hidden
 * as the API hides them. Each step has its own address, `?at=N`.
 */
export function HeroClixReplay({ match, state, events, at }: { match: Match; state: ReplayState; events: LoggedEvent[]; at: number }) {
  const last = events.at(-1)?.sequence ?? 0;
  const names = new Map(match.figures.map((f) => [f.id, f.character?.name ?? `Hidden figure ${f.position + 1}`]));
  const sideNames = new Map(match.sides.map((s) => [s.position, s.team?.name ?? `NPC force (side ${s.position + 1})`]));
  const event = events.find((e) => e.sequence === at);
  const matchPath = `/matches/${encodeURIComponent(match.id)}`;
  const worldPath = `/worlds/${encodeURIComponent(match.world.slug)}`;
  const states = new Map(state.figures.map((f) => [f.figure.id, f]));
  return (
    <article className="tracker replay" data-testid="match-replay" data-at={at} data-last={last}>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{match.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/matches`}>Matches</Link> <span aria-hidden="true">›</span>{' '}
        <Link href={matchPath}>Match</Link> <span aria-hidden="true">›</span> Replay
      </nav>
      <header className="character__header">
        <h1>Replay: {match.sides.map((s) => sideNames.get(s.position)).join(' v ')}</h1>
        <span className="kind-badge">{MATCH_STATUS_LABELS[match.status]}</span>
      </header>

      <ReplaySteps replayPath={`${matchPath}/replay`} at={at} last={last} />
      <p className="replay__status" role="status" data-testid="replay-status">
        {at === 0 ? `The setup, before the first of ${last} ${last === 1 ? 'event' : 'events'}.` : `Event ${at} of ${last}.`}
      </p>
      {event && (
        <p className="replay__event notice" data-testid="replay-event" data-type={event.type} data-sequence={event.sequence}>
          <strong>{MATCH_EVENT_LABELS[event.type]}</strong>: <span data-testid="replay-event-text">{describeEvent(event, names, sideNames)}</span>
          {event.diceFaces.length > 0 && (
            <>
              {' '}
              <Dice faces={event.diceFaces} />
              {event.atTable && <span className="muted"> (rolled at the table)</span>}
            </>
          )}
        </p>
      )}
      <p className="tracker__turn" data-testid="replay-turn" data-turn={state.turn} data-active-side={state.activeSide ?? ''}>
        {state.over || state.activeSide === null ? `Turn ${state.turn} · The match is over` : `Turn ${state.turn} · ${sideNames.get(state.activeSide)} to act`}
      </p>

      {match.sides.map((side) => {
        const figures = match.figures.filter((f) => f.side === side.position);
        return (
          <section key={side.id} className="tracker__side" aria-labelledby={`replay-side-${side.position}`} data-testid="replay-side">
            <h2 id={`replay-side-${side.position}`}>
              {sideNames.get(side.position)} <span className="muted">({TEAM_ALIGNMENT_LABELS[side.alignment]})</span>
            </h2>
            <ul className="figure-cards">
              {figures.map((f) => (
                <li key={f.id}>
                  {states.get(f.id)?.inReserve && <p className="muted replay__reserve">In reserve</p>}
                  <FigureCard
                    figure={f}
                    state={states.get(f.id)}
                    name={names.get(f.id)!}
                    matchId={match.id}
                    canAct={false}
                    canRecord={false}
                    mayKillVictim={false}
                    insanityRollDue={false}
                    horrorClix={false}
                    names={{}}
                    victimIds={[]}
                    opponents={[]}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      <OutcomePanel state={state} names={names} sideNames={sideNames} canResolve={false} />

      <ReplayLog events={events} at={at} replayPath={`${matchPath}/replay`} names={names} sideNames={sideNames} />
    </article>
  );
}

/** Every step of the log, each a link to its own, the one shown marked. */
function ReplayLog({
  events,
  at,
  replayPath,
  names,
  sideNames,
}: {
  events: LoggedEvent[];
  at: number;
  replayPath: string;
  names: Map<string, string>;
  sideNames: Map<number, string>;
}) {
  const steps = [
    { sequence: 0, words: 'The setup' },
    ...events.map((e) => ({ sequence: e.sequence, words: `${MATCH_EVENT_LABELS[e.type]}: ${describeEvent(e, names, sideNames)}` })),
  ];
  return (
    <section aria-labelledby="replay-log-title" className="tracker__log">
      <h2 id="replay-log-title">Every step</h2>
      <ol className="event-log replay__log">
        {steps.map((s) => (
          <li key={s.sequence} className="event-log__item" data-testid="replay-log-step" data-sequence={s.sequence}>
            <Link href={`${replayPath}?at=${s.sequence}`} aria-current={s.sequence === at ? 'step' : undefined} replace scroll={false}>
              {s.sequence}. {s.words}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
