'use client';

import { useEffect, useId, useState } from 'react';
import type { MatchTrackerQuery } from '@/gql/graphql';
import { ReplayLink } from './replay-link';

type Match = NonNullable<MatchTrackerQuery['match']>;

/** Share the replay: the revealed seed, its published hash, where to read the log, and a summary to paste. */
export function ReplayShare({ match, sideNames }: { match: Match; sideNames: Record<number, string> }) {
  const summaryId = useId();
  const [origin, setOrigin] = useState('');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  const path = `/matches/${encodeURIComponent(match.id)}`;
  const resolution = match.resolution!;
  const summary = [
    `Match ${match.sides.map((s) => sideNames[s.position]).join(' v ')}`,
    `Page and event log: ${origin}${path}#log-title`,
    `Result: ${resolution.sides.map((s) => `${sideNames[s.position]} ${s.outcome.toLowerCase()}`).join(', ')}`,
    `Seed: ${match.seed ?? '(not revealed)'}`,
    `Seed hash (SHA-256): ${match.seedHash}`,
    `Resolution input hash: ${resolution.inputHash}`,
    `Resolution dice (after ${resolution.diceRollsBefore} dice of the log): ${resolution.diceFaces.join(' ') || 'none'}`,
  ].join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(summary);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  return (
    <section className="resolution__replay" aria-labelledby="replay-title" data-testid="replay-share">
      <h3 id="replay-title">Share the replay</h3>
      <dl className="facts">
        <div>
          <dt>Seed (revealed)</dt>
          <dd>
            <code data-testid="replay-seed">{match.seed ?? 'Not revealed'}</code>
          </dd>
        </div>
        <div>
          <dt>Seed hash</dt>
          <dd>
            <code data-testid="replay-seed-hash">{match.seedHash}</code>
          </dd>
        </div>
      </dl>
      <p>
        Anyone can check that SHA-256 of the seed is the hash published when the match was created, then replay every roll of the{' '}
        <a href={`${path}#log-title`} data-testid="replay-log-link">
          event log
        </a>{' '}
        from it. This page is public: share its address.
      </p>
      <ReplayLink matchId={match.id} />
      <label htmlFor={summaryId}>Replay summary</label>
      <textarea
        id={summaryId}
        readOnly
        rows={7}
        value={summary}
        className="resolution__summary"
        data-testid="replay-summary"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={copy}>
          Copy the summary
        </button>
        {copied && (
          <span role="status" className="muted">
            {copied === 'yes' ? 'Copied.' : 'Copying was refused by the browser: select the text and copy it.'}
          </span>
        )}
      </div>
    </section>
  );
}
