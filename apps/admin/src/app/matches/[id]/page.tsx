import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { powerSwatchClasses } from '@/components/dial-table';
import { Dice } from '@/components/dice';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import type { MatchEventLogQuery, MatchTrackerQuery } from '@/gql/graphql';
import { MatchLiveRefresh } from '@/components/live-refresh';
import { apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime, RANK_LABELS, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { liveUrl } from '@/lib/live-url';
import { attackOf, describeEvent, type EventLike, withNames } from '@/lib/match-events';
import {
  ATTACK_EXTRAS,
  EVENT_PAGE_SIZE,
  FIGURE_STATUS_LABELS,
  HORRORCLIX_PHASE_LABELS,
  MAP_TYPE_LABELS,
  MATCH_EVENT_LABELS,
  MATCH_RULESET_LABELS,
  MATCH_STATUS_LABELS,
} from '@/lib/match-labels';
import { loadViewer, roleIn } from '@/lib/viewer';
import { ReplayShare } from './replay-share';
import { RpsMatch } from './rps/rps-match';
import { resolutionNames, scenarioChoices } from './resolution-data';
import { ResolutionView } from './resolution-view';
import { ResolutionWizard, VoidMatchForm } from './resolution-wizard';
import { OutcomePanel } from './outcome-panel';
import {
  type Attacker,
  AlphaPowerForm,
  AttackForm,
  EndTurnForm,
  EtiquetteForm,
  FigureActions,
  FigureLegalActions,
  FleeForm,
  FlurryForm,
  HorrorClixActions,
  HorrorClixTurnForm,
  KillAnswerForm,
  MatchWideForm,
  MinionForm,
  PlotTwistForm,
  PossessionForm,
  ReinforceForm,
  SharedBurdenForm,
  type TeamMates,
  TerrainAttackForm,
  UndoForm,
} from './tracker-forms';
import './resolution.css';
import './tracker.css';

const MatchTrackerQueryDocument = graphql(`
  query MatchTracker($id: ID!) {
    match(id: $id) {
      id
      status
      ruleset
      buildTotal
      mapType
      trainingMission
      seed
      seedHash
      createdAt
      world {
        slug
        name
      }
      scenario {
        name
        scoring
      }
      league {
        id
        name
      }
      resolution {
        ...MatchResolutionFields
      }
      sides {
        id
        position
        alignment
        team {
          id
          name
          members(includeFormer: true) {
            id
            character {
              name
            }
          }
        }
      }
      figures {
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
          clicks {
            number
            speedPower
            attackPower
            defensePower
            damagePower
          }
        }
      }
    }
    matchState(matchId: $id) {
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

type Match = NonNullable<MatchTrackerQuery['match']>;
type FigureState = NonNullable<MatchTrackerQuery['matchState']>['figures'][number];
type LoggedEvent = EventLike & { id: string; createdAt: string };

/** The whole log, oldest first (a match's log is short; at most a few pages). */
async function loadEvents(matchId: string): Promise<LoggedEvent[]> {
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

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export const metadata: Metadata = { title: 'Match tracker' };

export default async function MatchTrackerPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const [result, events, viewer] = await Promise.all([
    apiResult(() => graphqlRequest(MatchTrackerQueryDocument, { id })),
    apiResult(() => loadEvents(id)),
    apiResult(loadViewer),
  ]);
  if (!result.ok) return <ErrorPanel title="The match could not be loaded" message={result.error.message} />;
  const match = result.data.match;
  const state = result.data.matchState;
  if (!match) notFound();

  const role = viewer.ok ? roleIn(viewer.data, match.world.slug) : null;
  // RPS Clix: its own board (rps/), not the HeroClix tracker.
  if (match.ruleset === 'RPS_CLIX') return <RpsMatch matchId={match.id} role={role} />;
  const open = match.status === 'SETUP' || match.status === 'IN_PROGRESS';
  const canRecord = open && (role === 'CREATOR' || role === 'ORGANIZER');
  const names = new Map(match.figures.map((f) => [f.id, f.character?.name ?? `Hidden figure ${f.position + 1}`]));
  const sideNames = new Map(match.sides.map((s) => [s.position, s.team?.name ?? `NPC force (side ${s.position + 1})`]));
  const states = new Map((state?.figures ?? []).map((f) => [f.figure.id, f]));
  const log = events.ok ? events.data : [];
  const reversedBy = new Map(log.filter((e) => e.type === 'REVERSAL' && e.reversesSequence != null).map((e) => [e.reversesSequence!, e.sequence]));
  const latestAttack = [...log].reverse().find((e) => e.type === 'ATTACK' && !reversedBy.has(e.sequence));
  // Only the side to act is given actions and ends its turn (issue 17, item 11); what happens to any figure
  // (damage, a KO, a capture) is recorded on its card. While Alpha reinforcements are due, choosing them is
  // all that is offered, besides an etiquette roll (either side, any time: mayRollEtiquette).
  const actingSide = canRecord && state && !state.over ? state.activeSide : null;
  const reinforcing = actingSide !== null && state!.reinforcementsDue.length > 0;
  const recordsFacts = actingSide !== null && !reinforcing;
  const figureNames = Object.fromEntries(names);
  // HorrorClix: a blooded monster that moved may frenzy (a free close attack) even with no action left, at the targets the engine lists.
  const attackers: Attacker[] = (state?.figures ?? []).flatMap((f) => {
    const kinds = f.legalActions.filter((a) => a === 'CLOSE' || a === 'RANGED');
    const frenzyTargetIds = f.legalActions.includes('FRENZY') ? f.legalTargetIds : [];
    if ((!kinds.length && !frenzyTargetIds.length) || f.side !== actingSide) return [];
    const captives = (state?.figures ?? []).filter((c) => c.side === f.side && c.captured).map((c) => c.figure.id);
    return [{ id: f.figure.id, name: names.get(f.figure.id)!, kinds, targetIds: f.legalTargetIds, frenzyTargetIds, captives }];
  });
  // Clix Campaign's team abilities, pinned per side: each form asks only for the inputs of the side's own.
  const abilityOf = (side: number) => state?.teamAbilities[side]?.roll ?? null;
  const inPlay = (state?.figures ?? []).filter((f) => f.status === 'ACTIVE' && !f.inReserve && !f.captured);
  const matesOf = (f: { side: number; figure: { id: string } }) => inPlay.filter((m) => m.side === f.side && m.figure.id !== f.figure.id);
  const matesWhere = (roll: number) =>
    Object.fromEntries(inPlay.filter((f) => abilityOf(f.side) === roll).map((f) => [f.figure.id, matesOf(f).map((m) => m.figure.id)]));
  const teamDefenseIds = match.figures.filter((f) => abilityOf(f.side) === 9).map((f) => f.id);
  // 11 Coordinated Assault: the mates the engine lets join each figure's close attack.
  const coordinated = Object.fromEntries((state?.figures ?? []).map((f) => [f.figure.id, f.coordinatedAssaultMateIds]));
  const mates: TeamMates = { sharedDefense: matesWhere(4), sharedAttack: matesWhere(5), coordinated };
  const attackChoice = {
    attacker: typeof query.attacker === 'string' ? query.attacker : '',
    kind: query.kind === 'RANGED' ? ('RANGED' as const) : ('CLOSE' as const),
  };
  const worldPath = `/worlds/${encodeURIComponent(match.world.slug)}`;

  return (
    <article className="tracker" data-testid="match-tracker" data-status={match.status}>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{match.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/matches`}>Matches</Link> <span aria-hidden="true">›</span> Match
      </nav>
      <header className="character__header">
        <h1 data-testid="match-title">{match.sides.map((s) => sideNames.get(s.position)).join(' v ')}</h1>
        <span className="kind-badge" data-testid="match-status">
          {MATCH_STATUS_LABELS[match.status]}
        </span>
        {/* Another device's events appear here as they are recorded. */}
        {open && <MatchLiveRefresh key={match.id} liveUrl={liveUrl()} matchId={match.id} sequence={state?.sequence ?? 0} />}
      </header>
      {query.created === '1' && (
        <p className="notice" role="status" data-testid="match-created">
          The match was created. Record what happens at the table below.
        </p>
      )}
      <dl className="facts">
        <div>
          <dt>Ruleset</dt>
          <dd>{MATCH_RULESET_LABELS[match.ruleset]}</dd>
        </div>
        <div>
          <dt>Scenario</dt>
          <dd>{match.scenario?.name ?? 'None'}</dd>
        </div>
        <div>
          <dt>Build total</dt>
          <dd>{match.buildTotal} points</dd>
        </div>
        <div>
          <dt>Map</dt>
          <dd>{MAP_TYPE_LABELS[match.mapType]}</dd>
        </div>
        {match.trainingMission && (
          <div>
            <dt>Training</dt>
            <dd>Training mission</dd>
          </div>
        )}
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={match.createdAt}>{formatDateTime(match.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="tracker__seed" data-testid="seed-hash">
        Dice seed hash (SHA-256): <code>{match.seedHash}</code>
      </p>
      <p className="tracker__seed" data-testid="seed">
        {match.seed ? (
          <>
            Seed, revealed at resolution: <code>{match.seed}</code>
          </>
        ) : (
          <span className="muted">The seed stays secret until the match is resolved; its hash above lets anyone check it then.</span>
        )}
      </p>
      {state && (
        <p className="list-summary" data-testid="match-counts">
          Bystanders saved {state.bystandersSaved} · hurt {state.bystandersHurt} · property destroyed {state.propertyDestroyed} · objectives met{' '}
          {state.objectivesMet}
        </p>
      )}

      {!state && <p className="notice notice--warning">The match&rsquo;s state could not be read.</p>}
      {state && open && (
        <p
          className="tracker__turn notice"
          role="status"
          data-testid="turn-indicator"
          data-turn={state.turn}
          data-active-side={state.activeSide ?? ''}
          data-actions-left={state.actionsLeft}
        >
          {state.over || state.activeSide === null ? (
            <>Turn {state.turn} · The match is over.</>
          ) : (
            <>
              Turn {state.turn} · <strong>{sideNames.get(state.activeSide)}</strong> to act
              {state.horrorClix && <> · {HORRORCLIX_PHASE_LABELS[state.horrorClix.phase]}</>} · {state.actionsLeft}{' '}
              {state.actionsLeft === 1 ? 'action' : 'actions'} left
              {state.reinforcementsDue.length > 0 && ' · reinforcements first'}
            </>
          )}
        </p>
      )}
      {state?.horrorClix && open && (
        <ul className="list-summary" aria-label="Victims" data-testid="victims">
          {state.horrorClix.victims.map((v) => (
            <li key={v.id} data-testid="victim" data-victim={v.id} data-face-up={v.faceUp} data-killed={v.killedByFigureId !== null}>
              {v.id.replace('-', ' ')}: {v.killedByFigureId ? `killed by ${names.get(v.killedByFigureId)}` : v.faceUp ? 'face up' : 'face down'}
              {v.replacedByFigureId && `, replaced by ${names.get(v.replacedByFigureId)}`}
            </li>
          ))}
        </ul>
      )}

      {match.sides.map((side) => {
        const figures = match.figures.filter((f) => f.side === side.position && !states.get(f.id)?.inReserve);
        const reserve = match.figures.filter((f) => f.side === side.position && states.get(f.id)?.inReserve);
        const name = sideNames.get(side.position)!;
        const acting = side.position === actingSide && !reinforcing;
        return (
          <section key={side.id} className="tracker__side" aria-labelledby={`side-${side.position}`} data-testid="tracker-side">
            <div className="tracker__side-heading">
              <h2 id={`side-${side.position}`}>
                {name} <span className="muted">({TEAM_ALIGNMENT_LABELS[side.alignment]})</span>
              </h2>
              {state?.teamAbilities[side.position] && (
                <p className="muted" data-testid="team-ability" title={state.teamAbilities[side.position]!.text}>
                  Team ability {state.teamAbilities[side.position]!.roll}: {state.teamAbilities[side.position]!.name}
                </p>
              )}
              {acting && state!.horrorClix && (
                <HorrorClixTurnForm
                  key={`${state!.sequence}`}
                  matchId={match.id}
                  phase={state!.horrorClix.phase}
                  mayEndPhase={state!.horrorClix.mayEndPhase}
                  mayRunHourglass={state!.horrorClix.mayRunHourglass}
                  victimsToMove={state!.horrorClix.victimsToMove}
                />
              )}
              {acting && state!.horrorClix && state!.horrorClix.minionEntries.length > 0 && (
                <MinionForm key={`minion-${state!.sequence}`} matchId={match.id} entries={state!.horrorClix.minionEntries} names={figureNames} />
              )}
              {actingSide !== null && state!.horrorClix && (
                <HorrorClixAnswers
                  key={`answers-${state!.sequence}`}
                  horrorClix={state!.horrorClix}
                  matchId={match.id}
                  side={side.position}
                  name={name}
                  names={figureNames}
                />
              )}
              {acting && <EndTurnForm matchId={match.id} side={side.position} name={name} mayEndTurn={state!.mayEndTurn} />}
            </div>
            {state?.horrorClix && (
              <p className="muted" data-testid="plot-twists-left">
                Plot twists left: {state.horrorClix.plotTwistsLeft[side.position]}
              </p>
            )}
            {figures.length === 0 ? (
              <p className="muted">No figures on this side.</p>
            ) : (
              <ul className="figure-cards">
                {figures.map((f) => (
                  <li key={f.id}>
                    <FigureCard
                      figure={f}
                      state={states.get(f.id)}
                      name={names.get(f.id)!}
                      matchId={match.id}
                      canAct={acting}
                      canRecord={recordsFacts}
                      mayKillVictim={state?.horrorClix?.killers.includes(f.id) ?? false}
                      insanityRollDue={state?.horrorClix?.insanityRollsDue.includes(f.id) ?? false}
                      horrorClix={match.ruleset === 'HORRORCLIX'}
                      names={figureNames}
                      victimIds={state?.horrorClix?.victimsOnBoard ?? []}
                      opponents={match.figures.filter((o) => o.side !== f.side).map((o) => ({ id: o.id, name: names.get(o.id)! }))}
                    />
                  </li>
                ))}
              </ul>
            )}
            {reserve.length > 0 && (
              <div className="tracker__reserve" data-testid="reserve">
                <h3>{match.ruleset === 'HORRORCLIX' ? 'Minions waiting' : 'Reinforcements in reserve'}</h3>
                <ul className="figure-cards">
                  {reserve.map((f) => (
                    <li key={f.id}>
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
                        names={figureNames}
                        victimIds={[]}
                        opponents={[]}
                      />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        );
      })}

      {actingSide !== null && (
        <section aria-labelledby="record-title" className="tracker__record">
          <h2 id="record-title">Record</h2>
          <div className="tracker__record-grid">
            {reinforcing ? (
              <ReinforceForm matchId={match.id} due={state!.reinforcementsDue} names={figureNames} />
            ) : (
              <>
                <AttackForm
                  key={`${attackChoice.attacker}:${attackChoice.kind}`}
                  matchId={match.id}
                  attackers={attackers}
                  names={figureNames}
                  extras={ATTACK_EXTRAS[match.ruleset]}
                  teamDefenseIds={teamDefenseIds}
                  mates={mates}
                  initial={attackChoice.attacker ? attackChoice : undefined}
                />
                <MatchWideForm matchId={match.id} />
              </>
            )}
            {state!.mayRollEtiquette && (
              <EtiquetteForm
                matchId={match.id}
                sides={match.sides.map((s) => ({ position: s.position, name: sideNames.get(s.position)! }))}
                side={actingSide}
              />
            )}
          </div>
        </section>
      )}
      {!canRecord && open && (
        <p className="muted" data-testid="read-only">
          You follow this match: only the world&rsquo;s Creator or an Organizer records what happens.
        </p>
      )}

      {latestAttack && <AttackResult event={latestAttack} names={names} sideNames={sideNames} />}

      {state && open && <OutcomePanel state={state} names={names} sideNames={sideNames} canResolve={canRecord} />}

      <ResolutionSection
        match={match}
        role={role}
        open={open}
        justResolved={query.resolved === '1'}
        alreadyResolved={query.already === '1'}
        sideNames={sideNames}
        names={names}
      />

      <section aria-labelledby="log-title" className="tracker__log" data-testid="event-log">
        <h2 id="log-title">Event log</h2>
        {!events.ok ? (
          <p className="notice notice--warning" role="alert">
            The event log could not be loaded: {events.error.message}
          </p>
        ) : log.length === 0 ? (
          <p className="muted" data-testid="event-log-empty">
            Nothing has happened yet.
          </p>
        ) : (
          <ol className="event-log" reversed>
            {[...log].reverse().map((e) => {
              const undoneBy = reversedBy.get(e.sequence);
              return (
                <li
                  key={e.id}
                  className={`event-log__item${undoneBy ? ' event-log__item--undone' : ''}`}
                  data-testid="event-row"
                  data-type={e.type}
                  data-sequence={e.sequence}
                >
                  <div className="event-log__head">
                    <span className="event-log__seq">#{e.sequence}</span> <strong>{MATCH_EVENT_LABELS[e.type]}</strong>{' '}
                    <span data-testid="event-text">{describeEvent(e, names, sideNames)}</span>
                    {e.diceFaces.length > 0 && (
                      <>
                        {' '}
                        <Dice faces={e.diceFaces} />
                        {e.atTable && <span className="muted"> (rolled at the table)</span>}
                      </>
                    )}
                    {undoneBy && (
                      <span className="muted" data-testid="undone-marker">
                        {' '}
                        — undone by #{undoneBy}
                      </span>
                    )}
                  </div>
                  {canRecord && e.type !== 'REVERSAL' && !undoneBy && <UndoForm matchId={match.id} sequence={e.sequence} />}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </article>
  );
}

type HorrorClixState = NonNullable<NonNullable<MatchTrackerQuery['matchState']>['horrorClix']>;

/** HorrorClix: what the side may play while a match is open, even when it is not its turn: a plot twist (before the victim move, or answering a kill) or a power answering a kill. */
function HorrorClixAnswers({
  horrorClix,
  matchId,
  side,
  name,
  names,
}: {
  horrorClix: HorrorClixState;
  matchId: string;
  side: number;
  name: string;
  names: Record<string, string>;
}) {
  const { mayPlayPlotTwist: twist, mayAnswerKill: answer } = horrorClix;
  return (
    <>
      {twist?.side === side && (
        <PlotTwistForm matchId={matchId} side={side} name={name} victimIds={twist.victimIds} cardsLeft={twist.cardsLeft} subplotLeft={twist.subplotLeft} />
      )}
      {answer?.side === side && (
        <KillAnswerForm matchId={matchId} side={side} name={name} victimId={answer.victimId} figureIds={answer.figureIds} names={names} />
      )}
    </>
  );
}

/**
 * Resolution: the wizard while the match is open (Creator or Organizer), then the stored record for
 * everyone, the replay to share, and (Creator only) voiding.
 */
function ResolutionSection({
  match,
  role,
  open,
  justResolved,
  alreadyResolved,
  sideNames,
  names,
}: {
  match: Match;
  role: string | null;
  open: boolean;
  justResolved: boolean;
  alreadyResolved: boolean;
  sideNames: Map<number, string>;
  names: Map<string, string>;
}) {
  const canResolve = open && (role === 'CREATOR' || role === 'ORGANIZER');
  const labels = resolutionNames(match, sideNames);
  const resolution = match.resolution;
  return (
    <section className="tracker__resolution resolution-section" aria-labelledby="resolution-title" data-testid="resolution-section" data-status={match.status}>
      <h2 id="resolution-title">Resolution</h2>
      {justResolved && resolution && !resolution.voidedAt && (
        <p className="notice" role="status" data-testid="resolution-applied">
          The resolution was applied: its awards and consequences are below, written once to the ledger.
        </p>
      )}
      {alreadyResolved && resolution && (
        <p className="notice notice--warning" role="status" data-testid="resolution-already">
          Nothing was applied: this match had already been resolved (in another tab or by another Organizer). The resolution stored then is below.
        </p>
      )}
      {open && !canResolve && (
        <p className="muted" data-testid="resolution-pending">
          The match is still being played. Its result appears here once the world&rsquo;s Creator or an Organizer resolves it.
        </p>
      )}
      {canResolve && (
        <ResolutionWizard
          matchId={match.id}
          names={labels}
          scenario={scenarioChoices(match.scenario)}
          sides={match.sides.map((s) => ({
            position: s.position,
            name: sideNames.get(s.position)!,
            isTeam: Boolean(s.team),
            members: match.figures.filter((f) => f.side === s.position && f.teamMemberId).map((f) => ({ id: f.teamMemberId!, name: names.get(f.id)! })),
          }))}
        />
      )}
      {!open && !resolution && <p className="muted">This match has no resolution to show.</p>}
      {resolution && (
        <>
          {resolution.voidedAt && (
            <p className="notice notice--warning" data-testid="resolution-voided">
              Voided <time dateTime={resolution.voidedAt}>{formatDateTime(resolution.voidedAt)}</time>
              {resolution.voidReason ? `: ${resolution.voidReason}` : ''}. Its ledger entries were reversed; the record is kept below.
            </p>
          )}
          <ResolutionView resolution={resolution} names={labels} mode="applied" />
          <ReplayShare match={match} sideNames={Object.fromEntries(sideNames)} />
          {role === 'CREATOR' && match.status === 'RESOLVED' && !resolution.voidedAt && (
            <div className="resolution__void" data-testid="void-section">
              <h3>Void</h3>
              <VoidMatchForm matchId={match.id} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

const STATS = [
  { key: 'speed', power: 'speedPower', label: 'Speed' },
  { key: 'attack', power: 'attackPower', label: 'Attack' },
  { key: 'defense', power: 'defensePower', label: 'Defense' },
  { key: 'damage', power: 'damagePower', label: 'Damage' },
] as const;

function FigureCard({
  figure,
  state,
  name,
  matchId,
  canAct,
  canRecord,
  mayKillVictim,
  insanityRollDue,
  horrorClix,
  names,
  victimIds,
  opponents,
}: {
  figure: Match['figures'][number];
  state: FigureState | undefined;
  name: string;
  matchId: string;
  /** Its side is to act: the card offers the actions the rules allow it now. */
  canAct: boolean;
  /** What happens to it (damage, heal, KO, capture...) may be recorded. */
  canRecord: boolean;
  /** HorrorClix: it may kill a victim now (matchState.horrorClix.killers). */
  mayKillVictim: boolean;
  /** HorrorClix: its insanity roll is due (matchState.horrorClix.insanityRollsDue). */
  insanityRollDue: boolean;
  /** A HorrorClix match: possession may be recorded on the monster. */
  horrorClix: boolean;
  /** Every figure's name by id, for the enemies it may flee from. */
  names: Record<string, string>;
  /** HorrorClix: the victims on the board, which a move may pass. */
  victimIds: string[];
  /** The other sides' figures: who dealt the damage, KO or Critical Condition (it earns the defeat). */
  opponents: { id: string; name: string }[];
}) {
  const swatches = powerSwatchClasses(figure.version?.clicks ?? []);
  const click = state?.click ?? null;
  const status = state?.status ?? 'ACTIVE';
  return (
    <div
      className={`figure-card figure-card--${status.toLowerCase()}`}
      data-testid="figure-card"
      data-figure-id={figure.id}
      data-click-number={state?.clickNumber ?? ''}
      data-status={status}
    >
      <h3 className="figure-card__name">{figure.character ? <Link href={`/characters/${encodeURIComponent(figure.character.id)}`}>{name}</Link> : name}</h3>
      {figure.version && (
        <p className="muted figure-card__meta">
          {RANK_LABELS[figure.version.rank]}, {figure.version.pointValue} points, range {figure.version.range}
        </p>
      )}
      <p className="figure-card__status">
        <span className={`status status--${status === 'ACTIVE' ? 'active' : 'critical'}`} data-testid="figure-status">
          {FIGURE_STATUS_LABELS[status]}
        </span>
        {state?.captured && (
          <span className="status status--captured" data-testid="figure-captured">
            {' '}
            · Captured
          </span>
        )}
        {state?.escaped && <span className="muted"> · Escaped</span>}
        {state?.possessed && (
          <span className="status status--captured" data-testid="figure-possessed">
            {' '}
            · Possessed
          </span>
        )}
      </p>
      {click ? (
        <table className="dial__table figure-card__click" data-testid="figure-click">
          <caption>
            Click {click.number}
            {state?.clicksTaken ? <span className="muted"> ({state.clicksTaken} taken)</span> : null}
          </caption>
          <tbody>
            {STATS.map((s) => {
              const power = click[s.power];
              return (
                <tr key={s.key}>
                  <th scope="row" className="dial__stat">
                    {s.label}
                  </th>
                  <td
                    className={['dial__cell', power ? `dial__cell--power ${swatches.get(power) ?? ''}` : ''].join(' ')}
                    data-value={s.key.toUpperCase()}
                    data-number={click[s.key]}
                    title={power ?? undefined}
                  >
                    {click[s.key]}
                    {power && <span className="figure-card__power">{power}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="figure-card__ko" data-testid="figure-click">
          {status === 'ACTIVE' ? 'Dial hidden from you' : 'No click showing'}
        </p>
      )}
      <p className="figure-card__tokens" data-testid="figure-tokens" data-tokens={state?.actionTokens ?? 0}>
        Action tokens:{' '}
        <span aria-hidden="true" className="tokens">
          {'●'.repeat(state?.actionTokens ?? 0)}
          {'○'.repeat(Math.max(0, 2 - (state?.actionTokens ?? 0)))}
        </span>{' '}
        {state?.actionTokens ?? 0}
        {state?.actedThisTurn && <span className="muted"> (acted this turn)</span>}
      </p>
      {canAct && state && state.legalActions.length > 0 && (
        <FigureLegalActions
          matchId={matchId}
          figureId={figure.id}
          name={name}
          actions={state.legalActions}
          attackHref={`/matches/${encodeURIComponent(matchId)}?attacker=${encodeURIComponent(figure.id)}`}
          victimIds={victimIds}
        />
      )}
      {/* A KO'd or removed figure is out of the fight: nothing more is recorded on its card. */}
      {canAct && state?.legalActions.includes('SHARED_BURDEN') && (
        <SharedBurdenForm matchId={matchId} figureId={figure.id} name={name} mateIds={state.sharedBurdenMateIds} names={names} />
      )}
      {canAct && state?.legalActions.includes('FLEE') && (
        <FleeForm matchId={matchId} figureId={figure.id} name={name} fromIds={state.legalTargetIds} names={names} />
      )}
      {canAct && state?.legalActions.includes('FLURRY') && (
        <FlurryForm matchId={matchId} figureId={figure.id} name={name} targetIds={state.legalTargetIds} names={names} />
      )}
      {canAct &&
        state?.legalPowers.map((p) => (
          <AlphaPowerForm key={p.power} matchId={matchId} figureId={figure.id} name={name} power={p.power} targetIds={p.targetIds} names={names} />
        ))}
      {canAct && state && state.terrainAttacks.length > 0 && (
        <TerrainAttackForm matchId={matchId} figureId={figure.id} name={name} kinds={state.terrainAttacks} />
      )}
      {canAct && (mayKillVictim || insanityRollDue) && (
        <HorrorClixActions matchId={matchId} figureId={figure.id} name={name} mayKillVictim={mayKillVictim} insanityRollDue={insanityRollDue} />
      )}
      {canRecord && horrorClix && status === 'ACTIVE' && (
        <PossessionForm matchId={matchId} figureId={figure.id} name={name} possessed={state?.possessed ?? false} />
      )}
      {canRecord && status === 'ACTIVE' && (
        <FigureActions matchId={matchId} figureId={figure.id} name={name} captured={state?.captured ?? false} opponents={opponents} />
      )}
    </div>
  );
}

function AttackResult({ event, names, sideNames }: { event: LoggedEvent; names: Map<string, string>; sideNames: Map<number, string> }) {
  const attack = attackOf(event);
  return (
    <section className="attack-result" aria-labelledby="attack-result-title" data-testid="attack-result" data-sequence={event.sequence}>
      <h2 id="attack-result-title">Latest attack (event {event.sequence})</h2>
      <p>{describeEvent(event, names, sideNames)}</p>
      <div className="attack-result__dice">
        {event.diceFaces.length ? <Dice faces={event.diceFaces} size="large" /> : <span className="muted">No dice rolled (an automatic hit).</span>}
        <span className="muted">{event.atTable ? ' Rolled at the table and entered by hand.' : ' Rolled by the server from the match’s seeded dice.'}</span>
      </div>
      {attack && attack.steps.length > 0 && (
        <>
          <h3>What the rules applied</h3>
          <ol className="attack-steps" data-testid="attack-steps">
            {attack.steps.map((step, i) => (
              <li key={i} data-testid="attack-step" data-rule={step.rule}>
                <strong>{step.name}</strong>: {withNames(step.effect, names)}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
