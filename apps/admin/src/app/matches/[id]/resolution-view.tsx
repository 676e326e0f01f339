import { Dice } from '@/components/dice';
import { graphql } from '@/gql';
import type { MatchResolutionFieldsFragment } from '@/gql/graphql';
import { formatDateTime, LEDGER_CURRENCY_LABELS, LEDGER_REASON_LABELS, MEMBER_STATUS_LABELS, signedAmount } from '@/lib/labels';

/** Everything a resolution decided: the same fields for a preview and for the stored record. */
export const MatchResolutionFields = graphql(`
  fragment MatchResolutionFields on MatchResolution {
    id
    appliedAt
    voidedAt
    voidReason
    inputHash
    diceFaces
    diceRollsBefore
    notes
    sides {
      position
      teamId
      alignment
      outcome
      kos
      heroPointsEarned
      prestigeChange
      prestigeCurrency
      heroPointLines {
        kind
        label
        amount
      }
      upkeepLines {
        kind
        label
        amount
      }
      prestigeLines {
        kind
        label
        amount
      }
      score {
        points
        lines {
          kind
          label
          amount
        }
      }
      lapsedFeats {
        memberId
        featIds
      }
    }
    members {
      memberId
      teamId
      side
      played
      figureId
      achievementPointsChange
      achievementLines {
        kind
        label
        amount
      }
      statusBefore
      statusAfter
      outForScenariosBefore
      outForScenariosAfter
      quitReason
      lapsedFeatIds
      injuriesAdded {
        id
        target
        fingersLost
        scenariosMissed
      }
      injuryRoll {
        rolls {
          purpose
          die
          value
          injury
          rerolled
        }
        injuries {
          id
          target
          fingersLost
          scenariosMissed
        }
      }
      internment {
        heldBySide
        heldByTeamId
        ownTeamReservedGames
      }
    }
    morale {
      position
      teamId
      quits {
        memberId
        reason
        message
      }
      fights {
        kind
        clicksToWin
        challengerId
        leaderId
        leaderAchievementPoints
        resentfulId
        rivalId
      }
    }
    ledgerEntries {
      id
      amount
      balanceAfter
      currency
      reason
      note
      member {
        id
        character {
          name
        }
      }
    }
  }
`);

/** Names the resolution's ids stand for (plain objects, so a client component can receive them). */
export interface ResolutionNames {
  members: Record<string, string>;
  sides: Record<number, string>;
  teams: Record<string, string>;
}

const OUTCOME_WORDS = { WON: 'Won', LOST: 'Lost', DRAW: 'Draw' } as const;
const INJURY_PURPOSE_WORDS: Record<string, string> = {
  INJURY: 'Injury',
  MULTIPLE_INJURIES_COUNT: 'Number of injuries',
  SHELL_SHOCK_TARGET: 'Shell shock',
  FINGERS_LOST: 'Fingers lost',
  SCENARIOS_MISSED: 'Scenarios missed',
};

/** "FRACTURED_SKULL" or "fractured-skull" → "Fractured skull". */
export function words(id: string): string {
  const text = id.replace(/[_-]+/g, ' ').toLowerCase().trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Line = { kind: string; label: string; amount: number };

function Lines({ lines, total, totalLabel, empty, testId }: { lines: Line[]; total?: number; totalLabel?: string; empty: string; testId: string }) {
  if (!lines.length && total === undefined)
    return (
      <p className="muted" data-testid={testId}>
        {empty}
      </p>
    );
  return (
    <table className="data-table resolution__lines" data-testid={testId}>
      <tbody>
        {lines.length === 0 && (
          <tr>
            <td className="muted" colSpan={2}>
              {empty}
            </td>
          </tr>
        )}
        {lines.map((line, i) => (
          <tr key={i} data-testid="resolution-line" data-kind={line.kind}>
            <td>{line.label}</td>
            <td className="numeric">{signedAmount(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      {total !== undefined && (
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td className="numeric" data-testid={`${testId}-total`}>
              <strong>{signedAmount(total)}</strong>
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/**
 * The resolution grouped for people: per side its awards and their totals, per member the AP, the status
 * change, any injury with every die, internment; then morale and (once applied) the ledger entries written.
 */
export function ResolutionView({
  resolution,
  names,
  mode,
}: {
  resolution: MatchResolutionFieldsFragment;
  names: ResolutionNames;
  mode: 'preview' | 'applied';
}) {
  return (
    <div className="resolution" data-testid={mode === 'preview' ? 'resolution-preview' : 'resolution-record'}>
      {resolution.notes.length > 0 && (
        <ul className="notice notice--warning resolution__notes" data-testid="resolution-notes">
          {resolution.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
      <div className="resolution__sides">
        {resolution.sides.map((side) => (
          <ResolutionSide key={side.position} side={side} resolution={resolution} names={names} mode={mode} />
        ))}
      </div>
      {resolution.diceFaces.length > 0 && (
        <p className="resolution__dice" data-testid="resolution-dice">
          Dice the resolution rolls from the match&rsquo;s stream (after the log&rsquo;s {resolution.diceRollsBefore}): <Dice faces={resolution.diceFaces} />
        </p>
      )}
      {mode === 'applied' && <LedgerWritten resolution={resolution} />}
    </div>
  );
}

type ResolutionSideFields = MatchResolutionFieldsFragment['sides'][number];
type ResolutionMemberFields = MatchResolutionFieldsFragment['members'][number];
type ResolutionMoraleFields = MatchResolutionFieldsFragment['morale'][number];

/** Members and teams by id as the resolution names them, hidden ones included. */
function namers(names: ResolutionNames) {
  return {
    member: (id: string | null | undefined) => (id ? (names.members[id] ?? 'A hidden member') : 'Nobody'),
    team: (id: string | null | undefined) => (id ? (names.teams[id] ?? 'Another team') : 'An NPC force'),
  };
}

/** One side's outcome, awards and totals, members and morale. */
function ResolutionSide({
  side,
  resolution,
  names,
  mode,
}: {
  side: ResolutionSideFields;
  resolution: MatchResolutionFieldsFragment;
  names: ResolutionNames;
  mode: 'preview' | 'applied';
}) {
  const { member } = namers(names);
  const currency = side.prestigeCurrency === 'INFAMY' ? 'Infamy' : 'Prestige';
  const members = resolution.members.filter((m) => m.side === side.position);
  const morale = resolution.morale.find((m) => m.position === side.position);
  return (
    <section
      className="resolution__side"
      data-testid="resolution-side"
      data-position={side.position}
      aria-labelledby={`resolution-side-${mode}-${side.position}`}
    >
      <h3 id={`resolution-side-${mode}-${side.position}`}>
        {names.sides[side.position] ?? `Side ${side.position + 1}`}:{' '}
        <span className={`status status--${side.outcome === 'WON' ? 'active' : side.outcome === 'LOST' ? 'critical' : 'neutral'}`} data-testid="side-outcome">
          {OUTCOME_WORDS[side.outcome]}
        </span>
      </h3>
      <p className="muted">
        {side.kos} enemy figure{side.kos === 1 ? '' : 's'} KOed.
      </p>
      <div className="resolution__groups">
        <div>
          <h4>Hero Points</h4>
          <Lines lines={side.heroPointLines} empty="No Hero Points earned." testId="hero-point-lines" />
          <h4>Upkeep</h4>
          <Lines lines={side.upkeepLines} total={side.heroPointsEarned} totalLabel="Net Hero Points" empty="No feat upkeep." testId="upkeep-lines" />
          {side.lapsedFeats.length > 0 && (
            <p className="notice notice--warning" data-testid="lapsed-feats">
              Feats lapse for want of upkeep: {side.lapsedFeats.map((l) => `${member(l.memberId)} (${l.featIds.map(words).join(', ')})`).join('; ')}.
            </p>
          )}
        </div>
        <div>
          <h4>{currency}</h4>
          <Lines
            lines={side.prestigeLines}
            total={side.prestigeChange}
            totalLabel={`Net ${currency}`}
            empty={`No ${currency} change.`}
            testId="prestige-lines"
          />
          {side.score && (
            <>
              <h4>Score</h4>
              <Lines lines={side.score.lines} total={side.score.points} totalLabel="Score" empty="Nothing scored." testId="score-lines" />
            </>
          )}
        </div>
      </div>
      {members.length > 0 && (
        <>
          <h4>Members</h4>
          <ul className="resolution__members">
            {members.map((m) => (
              <ResolutionMember key={m.memberId} m={m} names={names} />
            ))}
          </ul>
        </>
      )}
      {morale && (morale.quits.length > 0 || morale.fights.length > 0) && <SideMorale morale={morale} names={names} />}
    </section>
  );
}

/** A member's AP, status change, injury roll with every die, internment, quitting and lapsed feats. */
function ResolutionMember({ m, names }: { m: ResolutionMemberFields; names: ResolutionNames }) {
  const { member, team } = namers(names);
  return (
    <li className="resolution__member" data-testid="resolution-member" data-status-before={m.statusBefore} data-status-after={m.statusAfter}>
      <p className="resolution__member-head">
        <strong>{member(m.memberId)}</strong>
        {!m.played && <span className="muted"> (sat the match out)</span>}{' '}
        <span data-testid="member-status">
          {MEMBER_STATUS_LABELS[m.statusBefore]}
          {m.outForScenariosBefore ? ` (${m.outForScenariosBefore} to miss)` : ''} → {MEMBER_STATUS_LABELS[m.statusAfter]}
          {m.outForScenariosAfter ? ` (${m.outForScenariosAfter} to miss)` : ''}
        </span>
        <span className="resolution__ap" data-testid="member-ap">
          {signedAmount(m.achievementPointsChange)} AP
        </span>
      </p>
      {m.achievementLines.length > 0 && (
        <ul className="resolution__ap-lines">
          {m.achievementLines.map((line, i) => (
            <li key={i} data-testid="ap-line" data-kind={line.kind}>
              {line.label}: {signedAmount(line.amount)} AP
            </li>
          ))}
        </ul>
      )}
      {m.injuryRoll && (
        <div className="resolution__injury" data-testid="injury-roll">
          <p>Permanent injury roll:</p>
          <ol>
            {m.injuryRoll.rolls.map((roll, i) => (
              <li key={i}>
                {INJURY_PURPOSE_WORDS[roll.purpose] ?? words(roll.purpose)} ({roll.die}):{' '}
                <Dice faces={roll.die === 'd66' ? [Math.floor(roll.value / 10), roll.value % 10] : [roll.value]} /> {roll.value}
                {roll.injury && <> → {words(roll.injury)}</>}
                {roll.rerolled && <span className="muted"> (thrown away and rolled again)</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {m.injuriesAdded.length > 0 && (
        <p data-testid="injuries-added">
          Injuries:{' '}
          {m.injuriesAdded
            .map(
              (inj) =>
                `${words(inj.id)}${inj.target ? ` (${words(inj.target)})` : ''}${inj.fingersLost ? `, ${inj.fingersLost} fingers lost` : ''}${inj.scenariosMissed ? `, misses ${inj.scenariosMissed} scenarios` : ''}`,
            )
            .join('; ')}
        </p>
      )}
      {m.internment && (
        <p data-testid="internment">
          Interned: held by{' '}
          {m.internment.heldByTeamId
            ? team(m.internment.heldByTeamId)
            : m.internment.heldBySide != null
              ? (names.sides[m.internment.heldBySide] ?? 'the other side')
              : 'nobody'}
          {m.internment.ownTeamReservedGames > 0 && `; for ${m.internment.ownTeamReservedGames} campaign games only his own team may break him out`}.
        </p>
      )}
      {m.quitReason && <p className="notice notice--warning">Quits: {m.quitReason}</p>}
      {m.lapsedFeatIds.length > 0 && <p className="muted">Feats lapsed: {m.lapsedFeatIds.map(words).join(', ')}</p>}
    </li>
  );
}

/** Who quits and which fights the side's morale starts. */
function SideMorale({ morale, names }: { morale: ResolutionMoraleFields; names: ResolutionNames }) {
  const { member } = namers(names);
  return (
    <div className="resolution__morale" data-testid="morale">
      <h4>Morale</h4>
      <ul>
        {morale.quits.map((q) => (
          <li key={q.memberId} data-testid="morale-quit">
            {member(q.memberId)} quits: {q.message}
          </li>
        ))}
        {morale.fights.map((f, i) => (
          <li key={i} data-testid="morale-fight">
            {f.kind === 'RIVALRY'
              ? `Rivalry: ${member(f.resentfulId)} fights ${member(f.rivalId)}`
              : `Lost confidence: ${member(f.challengerId)} challenges the leader ${member(f.leaderId)}${f.leaderAchievementPoints != null ? ` (a beaten challenger drops to ${f.leaderAchievementPoints} AP)` : ''}`}
            ; {f.clicksToWin} clicks of damage win the fight (still to be played).
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Once applied: the ledger entries the resolution wrote. */
function LedgerWritten({ resolution }: { resolution: MatchResolutionFieldsFragment }) {
  return (
    <section className="resolution__ledger" aria-labelledby="ledger-written-title" data-testid="ledger-written">
      <h3 id="ledger-written-title">Ledger entries written</h3>
      {resolution.appliedAt && (
        <p className="muted">
          Applied <time dateTime={resolution.appliedAt}>{formatDateTime(resolution.appliedAt)}</time>.
        </p>
      )}
      {resolution.ledgerEntries.length === 0 ? (
        <p className="muted">None: this ruleset awards nothing to the campaign.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Balance</th>
                <th scope="col">Why</th>
                <th scope="col" className="numeric">
                  Amount
                </th>
                <th scope="col" className="numeric">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {resolution.ledgerEntries.map((e) => (
                <tr key={e.id} data-testid="ledger-entry" data-currency={e.currency}>
                  <td>
                    {LEDGER_CURRENCY_LABELS[e.currency]}
                    {e.member && <span className="muted"> ({e.member.character.name})</span>}
                  </td>
                  <td>
                    {LEDGER_REASON_LABELS[e.reason]}: {e.note}
                  </td>
                  <td className="numeric">{signedAmount(e.amount)}</td>
                  <td className="numeric">{e.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
