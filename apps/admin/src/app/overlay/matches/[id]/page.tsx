import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { graphql } from '@/gql';
import { apiResult } from '@/lib/api-result';
import { anonymousGraphqlRequest } from '@/lib/graphql-request';
import { liveUrl } from '@/lib/live-url';
import { MATCH_FIELDS, overlayOptions } from '../../overlay-options';
import { OverlayMessage } from '../../overlay-message';
import { MatchOverlay } from './match-overlay';
import { RpsOverlay } from './rps-overlay';

/** Always read afresh: an overlay shows the match as it stands. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Match overlay' };

const MatchOverlayQuery = graphql(`
  query MatchOverlay($id: ID!) {
    match(id: $id) {
      id
      ruleset
      sides {
        position
        team {
          name
        }
      }
      figures {
        id
        side
        position
        character {
          name
        }
      }
    }
  }
`);

const MatchOverlayStateQuery = graphql(`
  query MatchOverlayState($id: ID!) {
    matchState(matchId: $id) {
      ...MatchOverlayStateFields
    }
  }
`);

graphql(`
  fragment MatchOverlayStateFields on MatchState {
    sequence
    turn
    activeSide
    actionsLeft
    over
    outcome {
      winnerSide
    }
    figures {
      side
      status
      captured
      inReserve
      clickNumber
      figure {
        id
      }
      click {
        speed
        attack
        defense
        damage
      }
    }
  }
`);

const RpsOverlayQuery = graphql(`
  query RpsOverlay($id: ID!) {
    rpsState(matchId: $id) {
      ...RpsStateFields
    }
  }
`);

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A match for a stream (an OBS browser source): read anonymously, so it shows only what the public
 * sees (a hidden figure stays hidden, whoever has a session in that browser), then followed live.
 */
export default async function MatchOverlayPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const options = overlayOptions((await searchParams) ?? {}, MATCH_FIELDS, true);
  if ('error' in options) return <OverlayMessage text={`This overlay’s address is not right: ${options.error}`} />;
  const found = await apiResult(() => anonymousGraphqlRequest(MatchOverlayQuery, { id }));
  if (!found.ok) return <OverlayMessage text={`The match could not be read: ${found.error.message}`} />;
  const match = found.data.match;
  if (!match) notFound();
  if (match.ruleset === 'RPS_CLIX') {
    const rps = await apiResult(() => anonymousGraphqlRequest(RpsOverlayQuery, { id }));
    if (!rps.ok || !rps.data.rpsState) return <OverlayMessage text={`The game's board could not be read${rps.ok ? '' : `: ${rps.error.message}`}`} />;
    const rpsState = rps.data.rpsState;
    const rpsSideNames = rpsState.sides.map((s) => {
      const team = match.sides.find((m) => m.position === s.side)?.team?.name;
      return `Player ${s.side + 1}${team ? ` (${team})` : ''}${s.computer ? ' (computer)' : ''}`;
    });
    return <RpsOverlay liveUrl={liveUrl()} state={rpsState} sideNames={rpsSideNames} theme={options.theme} fields={[...options.fields]} side={options.side} />;
  }
  const state = await apiResult(() => anonymousGraphqlRequest(MatchOverlayStateQuery, { id }));
  if (!state.ok || !state.data.matchState) return <OverlayMessage text={`The match's state could not be read${state.ok ? '' : `: ${state.error.message}`}`} />;

  const sideNames = Object.fromEntries(match.sides.map((s) => [s.position, s.team?.name ?? `NPC force (side ${s.position + 1})`]));
  const figures = match.figures.map((f) => ({ id: f.id, side: f.side, name: f.character?.name ?? `Hidden figure ${f.position + 1}` }));
  return (
    <MatchOverlay
      key={match.id}
      liveUrl={liveUrl()}
      matchId={match.id}
      sideNames={sideNames}
      figures={figures}
      initialState={state.data.matchState}
      theme={options.theme}
      fields={[...options.fields]}
      side={options.side}
    />
  );
}
