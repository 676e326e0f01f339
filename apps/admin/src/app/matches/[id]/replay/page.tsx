import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ErrorPanel } from '@/components/error-panel';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { loadEvents } from '../match-reads';
import { HeroClixReplay, loadReplayState, MatchReplayQueryDocument } from './heroclix-replay';
import { RpsReplay } from './rps-replay-page';
import '../tracker.css';
import './replay.css';

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata: Metadata = { title: 'Match replay' };

/** A step asked for in the address (?at=N, or RPS Clix's ?step=N): a whole number, else the setup (0). */
function stepOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,6}$/.test(text) ? Number(text) : 0;
}

/**
 * A match step by step, one address per step so any step can be linked: RPS Clix's board
 * (rps-replay-page.tsx), every other ruleset's figure cards as the tracker shows them
 * (heroclix-replay.tsx). A step past the end shows the last one.
 */
export default async function MatchReplayPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const result = await apiResult(() => graphqlRequest(MatchReplayQueryDocument, { id }));
  if (!result.ok) return <ErrorPanel title="The replay could not be loaded" message={result.error.message} />;
  const match = result.data.match;
  if (!match) notFound();
  if (match.ruleset === 'RPS_CLIX') return <RpsReplay id={id} asked={stepOf(query.step)} />;
  if (!match.state) return <ErrorPanel title="The replay could not be loaded" message="The match’s state could not be read." />;

  const at = Math.min(stepOf(query.at), match.state.sequence);
  const [events, state] = await Promise.all([apiResult(() => loadEvents(id)), apiResult(() => loadReplayState(id, at))]);
  if (!events.ok) return <ErrorPanel title="The replay could not be loaded" message={events.error.message} />;
  if (!state.ok) return <ErrorPanel title="The replay could not be loaded" message={state.error.message} />;
  if (!state.data) notFound();
  return <HeroClixReplay match={match} state={state.data} events={events.data} at={at} />;
}
