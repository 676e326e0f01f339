'use client';

import { useMemo, useState } from 'react';
import { LiveStatus } from '@/components/live-refresh';
import { graphql } from '@/gql';
import type { MatchOverlayStateFieldsFragment } from '@/gql/graphql';
import { useLiveSubscription } from '@/lib/live-client';
import { describeEvent, type EventLike } from '@/lib/match-events';
import { FIGURE_STATUS_LABELS } from '@/lib/match-labels';
import type { MATCH_FIELDS, OverlayTheme } from '../../overlay-options';

const MatchStateOverlayLive = graphql(`
  subscription MatchStateOverlayLive($matchId: ID!) {
    matchState(matchId: $matchId) {
      ...MatchOverlayStateFields
    }
  }
`);

const MatchEventOverlayLive = graphql(`
  subscription MatchEventOverlayLive($matchId: ID!, $after: Int) {
    matchEvents(matchId: $matchId, after: $after) {
      sequence
      type
      payload
      result
      reversesSequence
      atTable
      diceFaces
    }
  }
`);

type Field = (typeof MATCH_FIELDS)[number];

/**
 * The overlay itself: it applies the state and the events the API pushes (no page reads while the
 * match goes on). The events subscription starts after the one before the last rendered, so the
 * latest event is sent first, then each one as it is recorded.
 */
export function MatchOverlay({
  liveUrl,
  matchId,
  sideNames,
  figures,
  initialState,
  theme,
  fields,
  side,
}: {
  liveUrl: string;
  matchId: string;
  sideNames: Record<number, string>;
  figures: { id: string; side: number; name: string }[];
  initialState: MatchOverlayStateFieldsFragment;
  theme: OverlayTheme;
  fields: Field[];
  side: number | null;
}) {
  const [state, setState] = useState(initialState);
  const [latest, setLatest] = useState<EventLike | null>(null);
  const [stateVariables] = useState(() => ({ matchId }));
  const [eventVariables] = useState(() => ({ matchId, after: Math.max(0, initialState.sequence - 1) }));
  const connected = useLiveSubscription(liveUrl, MatchStateOverlayLive, stateVariables, ({ matchState }) => setState(matchState));
  useLiveSubscription(liveUrl, MatchEventOverlayLive, eventVariables, ({ matchEvents }) => {
    setLatest(matchEvents as EventLike);
    return { matchId, after: matchEvents.sequence };
  });

  const names = useMemo(() => new Map(figures.map((f) => [f.id, f.name])), [figures]);
  const sideNameMap = useMemo(() => new Map(Object.entries(sideNames).map(([position, name]) => [Number(position), name])), [sideNames]);
  const states = new Map(state.figures.map((f) => [f.figure.id, f]));
  const shown = new Set(fields);
  const sides = Object.keys(sideNames)
    .map(Number)
    .filter((position) => side === null || position === side);
  const winner = state.outcome?.winnerSide;

  return (
    <section className={`overlay overlay--${theme}`} data-testid="match-overlay" data-sequence={state.sequence} aria-label="Match overlay">
      <h1 className="visually-hidden">{sides.map((s) => sideNames[s]).join(' v ')}</h1>
      <span className="visually-hidden">
        <LiveStatus connected={connected} />
      </span>
      {shown.has('turn') && (
        <p className="overlay__panel" data-testid="overlay-turn">
          {state.over
            ? `The match is over${winner != null ? `: ${sideNames[winner]} wins` : ''}.`
            : `Turn ${state.turn}${state.activeSide !== null ? ` · ${sideNames[state.activeSide]} to act · ${state.actionsLeft} ${state.actionsLeft === 1 ? 'action' : 'actions'} left` : ''}`}
        </p>
      )}
      {(shown.has('figures') || shown.has('stats')) && (
        <div className="overlay__sides">
          {sides.map((position) => (
            <section key={position} className="overlay__panel" data-testid="overlay-side" data-side={position}>
              <h2>{sideNames[position]}</h2>
              <ul className="overlay__figures">
                {figures
                  .filter((f) => f.side === position && !states.get(f.id)?.inReserve)
                  .map((f) => {
                    const figure = states.get(f.id);
                    const out = figure?.status && figure.status !== 'ACTIVE' && figure.status !== 'CRITICAL_CONDITION';
                    return (
                      <li
                        key={f.id}
                        className={`overlay__figure${out ? ' overlay__figure--out' : ''}`}
                        data-testid="overlay-figure"
                        data-figure-id={f.id}
                        data-click-number={figure?.clickNumber ?? ''}
                      >
                        <span>
                          {f.name}
                          {figure?.status && figure.status !== 'ACTIVE' && ` · ${FIGURE_STATUS_LABELS[figure.status]}`}
                          {figure?.captured && ' · Captured'}
                        </span>
                        {shown.has('stats') && figure?.click && (
                          <span className="overlay__stats" data-testid="overlay-stats">
                            Click {figure.clickNumber} · Spd {figure.click.speed} Atk {figure.click.attack} Def {figure.click.defense} Dmg {figure.click.damage}
                          </span>
                        )}
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
        </div>
      )}
      {shown.has('latest') && latest && (
        <p className="overlay__panel" data-testid="overlay-latest" data-sequence={latest.sequence}>
          {describeEvent(latest, names, sideNameMap)}
        </p>
      )}
    </section>
  );
}
