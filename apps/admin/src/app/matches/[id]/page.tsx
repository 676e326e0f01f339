import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Dice } from '@/components/dice';
import { ErrorPanel } from '@/components/error-panel';
import { graphql } from '@/gql';
import type { MatchTrackerQuery } from '@/gql/graphql';
import { MatchLiveRefresh } from '@/components/live-refresh';
import { type ApiResult, apiResult } from '@/lib/api-result';
import { graphqlRequest } from '@/lib/graphql-request';
import { formatDateTime, TEAM_ALIGNMENT_LABELS } from '@/lib/labels';
import { liveUrl } from '@/lib/live-url';
import { attackOf, describeEvent, withNames } from '@/lib/match-events';
import { ATTACK_EXTRAS, HORRORCLIX_PHASE_LABELS, MAP_TYPE_LABELS, MATCH_EVENT_LABELS, MATCH_RULESET_LABELS, MATCH_STATUS_LABELS } from '@/lib/match-labels';
import { loadViewer, roleIn, type Viewer } from '@/lib/viewer';
import { loadEvents, type LoggedEvent } from './match-reads';
import { ReplayLinkWhilePlayed } from './replay-link-while-played';
import { ProposalPanel } from './proposal-panel';
import { ReplayShare } from './replay-share';
import { RpsMatch } from './rps/rps-match';
import { resolutionNames, scenarioChoices } from './resolution-data';
import { ResolutionView } from './resolution-view';
import { ResolutionWizard, VoidMatchForm } from './resolution-wizard';
import { FigureCard } from './figure-card';
import { OutcomePanel } from './outcome-panel';
import {
  type Attacker,
  AttackForm,
  EndTurnForm,
  EtiquetteForm,
  HorrorClixTurnForm,
  KillAnswerForm,
  MatchWideForm,
  MinionForm,
  PlotTwistForm,
  ReinforceForm,
  type TeamMates,
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
          owner {
            id
          }
          members(includeFormer: true) {
            id
            character {
              name
            }
          }
        }
      }
      figures {
        ...MatchFigureView
      }
    }
    matchState(matchId: $id) {
      ...MatchStateView
    }
  }
`);

type Match = NonNullable<MatchTrackerQuery['match']>;
type FigureState = NonNullable<MatchTrackerQuery['matchState']>['figures'][number];

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
  const playsIn = viewerPlaysIn(viewer, role, match);
  const view = trackerView(match, state, role, playsIn);
  const { reversedBy, latestAttack } = logFacts(events.ok ? events.data : []);
  const { open, canRecord, names, sideNames } = view;

  return (
    <article className="tracker" data-testid="match-tracker" data-status={match.status}>
      <TrackerHeading match={match} title={match.sides.map((s) => sideNames.get(s.position)).join(' v ')} open={open} sequence={state?.sequence ?? 0} />
      {query.created === '1' && (
        <p className="notice" role="status" data-testid="match-created">
          The match was created. Record what happens at the table below.
        </p>
      )}
      <MatchFacts match={match} />
      {state && <MatchCounts state={state} />}

      <TurnSummary state={state} open={open} names={names} sideNames={sideNames} />

      {match.sides.map((side) => (
        <TrackerSide key={side.id} side={side} match={match} state={state} view={view} />
      ))}

      {view.actingSide !== null && state && <RecordSection match={match} state={state} view={view} actingSide={view.actingSide} query={query} />}
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
        playsIn={playsIn}
        open={open}
        justResolved={query.resolved === '1'}
        alreadyResolved={query.already === '1'}
        sideNames={sideNames}
        names={names}
      />

      <ReplayLinkWhilePlayed matchId={match.id} open={open} state={state} />

      <EventLog matchId={match.id} events={events} reversedBy={reversedBy} canRecord={canRecord} names={names} sideNames={sideNames} />
    </article>
  );
}

type MatchState = NonNullable<MatchTrackerQuery['matchState']>;

/** A player runs the matches his team plays (issue 17): he records, and proposes the result. */
function viewerPlaysIn(viewer: ApiResult<Viewer | null>, role: string | null, match: Match): boolean {
  const accountId = viewer.ok ? viewer.data?.account.id : undefined;
  if (role !== 'PLAYER' || !accountId) return false;
  return match.sides.some((s) => s.team?.owner.id === accountId);
}

/** Who may record on an open match and resolve it: the Creator, an Organizer, a player whose team plays it. */
const mayRun = (open: boolean, role: string | null, playsIn: boolean) => open && (role === 'CREATOR' || role === 'ORGANIZER' || playsIn);

/** Which event undid which (by sequence), and the latest attack still standing. */
function logFacts(log: LoggedEvent[]) {
  const reversedBy = new Map(log.filter((e) => e.type === 'REVERSAL' && e.reversesSequence != null).map((e) => [e.reversesSequence!, e.sequence]));
  const latestAttack = [...log].reverse().find((e) => e.type === 'ATTACK' && !reversedBy.has(e.sequence));
  return { reversedBy, latestAttack };
}

/** While the match is open: whose turn it is and, in HorrorClix, the victims. */
function TurnSummary({
  state,
  open,
  names,
  sideNames,
}: {
  state: MatchState | null | undefined;
  open: boolean;
  names: Map<string, string>;
  sideNames: Map<number, string>;
}) {
  if (!state) return <p className="notice notice--warning">The match&rsquo;s state could not be read.</p>;
  if (!open) return null;
  return (
    <>
      <TurnIndicator state={state} sideNames={sideNames} />
      {state.horrorClix && <VictimList horrorClix={state.horrorClix} names={names} />}
    </>
  );
}

type Side = Match['sides'][number];

/** What the tracker derives once from the match, its state and the viewer's role, for every section. */
interface TrackerView {
  open: boolean;
  canRecord: boolean;
  names: Map<string, string>;
  sideNames: Map<number, string>;
  figureNames: Record<string, string>;
  states: Map<string, FigureState>;
  /** The side to act, when the viewer may record for it. */
  actingSide: number | null;
  /** Alpha reinforcements are due: choosing them is all that is offered. */
  reinforcing: boolean;
  recordsFacts: boolean;
}

function trackerView(match: Match, state: MatchState | null | undefined, role: string | null, playsIn: boolean): TrackerView {
  const open = match.status === 'SETUP' || match.status === 'IN_PROGRESS';
  const canRecord = mayRun(open, role, playsIn);
  const names = new Map(match.figures.map((f) => [f.id, f.character?.name ?? `Hidden figure ${f.position + 1}`]));
  // Only the side to act is given actions and ends its turn (issue 17, item 11); what happens to any figure
  // (damage, a KO, a capture) is recorded on its card. While Alpha reinforcements are due, choosing them is
  // all that is offered, besides an etiquette roll (either side, any time: mayRollEtiquette).
  const actingSide = canRecord && state && !state.over ? state.activeSide : null;
  const reinforcing = actingSide !== null && state!.reinforcementsDue.length > 0;
  return {
    open,
    canRecord,
    names,
    sideNames: new Map(match.sides.map((s) => [s.position, s.team?.name ?? `NPC force (side ${s.position + 1})`])),
    figureNames: Object.fromEntries(names),
    states: new Map((state?.figures ?? []).map((f) => [f.figure.id, f])),
    actingSide,
    reinforcing,
    recordsFacts: actingSide !== null && !reinforcing,
  };
}

function TrackerHeading({ match, title, open, sequence }: { match: Match; title: string; open: boolean; sequence: number }) {
  const worldPath = `/worlds/${encodeURIComponent(match.world.slug)}`;
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link href="/">Worlds</Link> <span aria-hidden="true">›</span> <Link href={`${worldPath}/characters`}>{match.world.name}</Link>{' '}
        <span aria-hidden="true">›</span> <Link href={`${worldPath}/matches`}>Matches</Link> <span aria-hidden="true">›</span> Match
      </nav>
      <header className="character__header">
        <h1 data-testid="match-title">{title}</h1>
        <span className="kind-badge" data-testid="match-status">
          {MATCH_STATUS_LABELS[match.status]}
        </span>
        {/* Another device's events appear here as they are recorded. */}
        {open && <MatchLiveRefresh key={match.id} liveUrl={liveUrl()} matchId={match.id} sequence={sequence} />}
      </header>
    </>
  );
}

/** The match's settings and its dice seed (hashed until resolution). */
function MatchFacts({ match }: { match: Match }) {
  return (
    <>
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
    </>
  );
}

function MatchCounts({ state }: { state: MatchState }) {
  return (
    <p className="list-summary" data-testid="match-counts">
      Bystanders saved {state.bystandersSaved} · hurt {state.bystandersHurt} · property destroyed {state.propertyDestroyed} · objectives met{' '}
      {state.objectivesMet}
    </p>
  );
}

function TurnIndicator({ state, sideNames }: { state: MatchState; sideNames: Map<number, string> }) {
  return (
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
          {state.horrorClix && <> · {HORRORCLIX_PHASE_LABELS[state.horrorClix.phase]}</>} · {state.actionsLeft} {state.actionsLeft === 1 ? 'action' : 'actions'}{' '}
          left
          {state.reinforcementsDue.length > 0 && ' · reinforcements first'}
        </>
      )}
    </p>
  );
}

function VictimList({ horrorClix, names }: { horrorClix: HorrorClixState; names: Map<string, string> }) {
  return (
    <ul className="list-summary" aria-label="Victims" data-testid="victims">
      {horrorClix.victims.map((v) => (
        <li key={v.id} data-testid="victim" data-victim={v.id} data-face-up={v.faceUp} data-killed={v.killedByFigureId !== null}>
          {v.id.replace('-', ' ')}: {v.killedByFigureId ? `killed by ${names.get(v.killedByFigureId)}` : v.faceUp ? 'face up' : 'face down'}
          {v.replacedByFigureId && `, replaced by ${names.get(v.replacedByFigureId)}`}
        </li>
      ))}
    </ul>
  );
}

/** One side: its heading (team ability, the turn's forms) and its figures, those in play then those in reserve. */
function TrackerSide({ side, match, state, view }: { side: Side; match: Match; state: MatchState | null | undefined; view: TrackerView }) {
  const { states, names, figureNames } = view;
  const figures = match.figures.filter((f) => f.side === side.position && !states.get(f.id)?.inReserve);
  const reserve = match.figures.filter((f) => f.side === side.position && states.get(f.id)?.inReserve);
  const name = view.sideNames.get(side.position)!;
  const acting = side.position === view.actingSide && !view.reinforcing;
  const horrorClix = state?.horrorClix;
  return (
    <section className="tracker__side" aria-labelledby={`side-${side.position}`} data-testid="tracker-side">
      <div className="tracker__side-heading">
        <h2 id={`side-${side.position}`}>
          {name} <span className="muted">({TEAM_ALIGNMENT_LABELS[side.alignment]})</span>
        </h2>
        {state && (
          <SideTurnForms
            side={side.position}
            name={name}
            matchId={match.id}
            state={state}
            acting={acting}
            answering={view.actingSide !== null}
            names={figureNames}
          />
        )}
      </div>
      {horrorClix && (
        <p className="muted" data-testid="plot-twists-left">
          Plot twists left: {horrorClix.plotTwistsLeft[side.position]}
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
                canRecord={view.recordsFacts}
                mayKillVictim={horrorClix?.killers.includes(f.id) ?? false}
                insanityRollDue={horrorClix?.insanityRollsDue.includes(f.id) ?? false}
                horrorClix={match.ruleset === 'HORRORCLIX'}
                names={figureNames}
                victimIds={horrorClix?.victimsOnBoard ?? []}
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
}

/** The side heading's forms: its team ability, HorrorClix's phase, minions and answers, and ending the turn. */
function SideTurnForms({
  side,
  name,
  matchId,
  state,
  acting,
  answering,
  names,
}: {
  side: number;
  name: string;
  matchId: string;
  state: MatchState;
  /** This side is to act (no reinforcements due). */
  acting: boolean;
  /** Some side may be recorded for: HorrorClix answers are offered to either. */
  answering: boolean;
  names: Record<string, string>;
}) {
  const ability = state.teamAbilities[side];
  const horrorClix = state.horrorClix;
  return (
    <>
      {ability && (
        <p className="muted" data-testid="team-ability" title={ability.text}>
          Team ability {ability.roll}: {ability.name}
        </p>
      )}
      {acting && horrorClix && (
        <HorrorClixTurnForm
          key={`${state.sequence}`}
          matchId={matchId}
          phase={horrorClix.phase}
          mayEndPhase={horrorClix.mayEndPhase}
          mayRunHourglass={horrorClix.mayRunHourglass}
          victimsToMove={horrorClix.victimsToMove}
        />
      )}
      {acting && horrorClix && horrorClix.minionEntries.length > 0 && (
        <MinionForm key={`minion-${state.sequence}`} matchId={matchId} entries={horrorClix.minionEntries} names={names} />
      )}
      {answering && horrorClix && (
        <HorrorClixAnswers key={`answers-${state.sequence}`} horrorClix={horrorClix} matchId={matchId} side={side} name={name} names={names} />
      )}
      {acting && <EndTurnForm matchId={matchId} side={side} name={name} mayEndTurn={state.mayEndTurn} />}
    </>
  );
}

/** The Record section of the side to act: its attacks (or the reinforcements due), match-wide facts and etiquette. */
function RecordSection({
  match,
  state,
  view,
  actingSide,
  query,
}: {
  match: Match;
  state: MatchState;
  view: TrackerView;
  actingSide: number;
  query: Record<string, string | string[] | undefined>;
}) {
  const attackChoice = {
    attacker: typeof query.attacker === 'string' ? query.attacker : '',
    kind: query.kind === 'RANGED' ? ('RANGED' as const) : ('CLOSE' as const),
  };
  return (
    <section aria-labelledby="record-title" className="tracker__record">
      <h2 id="record-title">Record</h2>
      <div className="tracker__record-grid">
        {view.reinforcing ? (
          <ReinforceForm matchId={match.id} due={state.reinforcementsDue} names={view.figureNames} />
        ) : (
          <>
            <AttackForm
              key={`${attackChoice.attacker}:${attackChoice.kind}`}
              matchId={match.id}
              attackers={attackersOf(state, actingSide, view.names)}
              names={view.figureNames}
              extras={ATTACK_EXTRAS[match.ruleset]}
              teamDefenseIds={match.figures.filter((f) => state.teamAbilities[f.side]?.roll === 9).map((f) => f.id)}
              mates={teamMatesOf(state)}
              initial={attackChoice.attacker ? attackChoice : undefined}
            />
            <MatchWideForm matchId={match.id} />
          </>
        )}
        {state.mayRollEtiquette && (
          <EtiquetteForm
            matchId={match.id}
            sides={match.sides.map((s) => ({ position: s.position, name: view.sideNames.get(s.position)! }))}
            side={actingSide}
          />
        )}
      </div>
    </section>
  );
}

/** The acting side's figures that may attack now, with their targets. */
function attackersOf(state: MatchState, actingSide: number, names: Map<string, string>): Attacker[] {
  // HorrorClix: a blooded monster that moved may frenzy (a free close attack) even with no action left, at the targets the engine lists.
  return state.figures.flatMap((f) => {
    const kinds = f.legalActions.filter((a) => a === 'CLOSE' || a === 'RANGED');
    const frenzyTargetIds = f.legalActions.includes('FRENZY') ? f.legalTargetIds : [];
    if ((!kinds.length && !frenzyTargetIds.length) || f.side !== actingSide) return [];
    const captives = state.figures.filter((c) => c.side === f.side && c.captured).map((c) => c.figure.id);
    return [{ id: f.figure.id, name: names.get(f.figure.id)!, kinds, targetIds: f.legalTargetIds, frenzyTargetIds, captives }];
  });
}

/** Clix Campaign's team abilities, pinned per side: each form asks only for the inputs of the side's own. */
function teamMatesOf(state: MatchState): TeamMates {
  const abilityOf = (side: number) => state.teamAbilities[side]?.roll ?? null;
  const inPlay = state.figures.filter((f) => f.status === 'ACTIVE' && !f.inReserve && !f.captured);
  const matesOf = (f: FigureState) => inPlay.filter((m) => m.side === f.side && m.figure.id !== f.figure.id);
  const matesWhere = (roll: number) =>
    Object.fromEntries(inPlay.filter((f) => abilityOf(f.side) === roll).map((f) => [f.figure.id, matesOf(f).map((m) => m.figure.id)]));
  // 11 Coordinated Assault: the mates the engine lets join each figure's close attack.
  const coordinated = Object.fromEntries(state.figures.map((f) => [f.figure.id, f.coordinatedAssaultMateIds]));
  return { sharedDefense: matesWhere(4), sharedAttack: matesWhere(5), coordinated };
}

/** The log, newest first, each event with its dice and, for whoever records, its undo. */
function EventLog({
  matchId,
  events,
  reversedBy,
  canRecord,
  names,
  sideNames,
}: {
  matchId: string;
  events: ApiResult<LoggedEvent[]>;
  reversedBy: Map<number, number>;
  canRecord: boolean;
  names: Map<string, string>;
  sideNames: Map<number, string>;
}) {
  return (
    <section aria-labelledby="log-title" className="tracker__log" data-testid="event-log">
      <h2 id="log-title">Event log</h2>
      {!events.ok ? (
        <p className="notice notice--warning" role="alert">
          The event log could not be loaded: {events.error.message}
        </p>
      ) : events.data.length === 0 ? (
        <p className="muted" data-testid="event-log-empty">
          Nothing has happened yet.
        </p>
      ) : (
        <ol className="event-log" reversed>
          {[...events.data].reverse().map((e) => (
            <EventRow key={e.id} event={e} undoneBy={reversedBy.get(e.sequence)} canUndo={canRecord} matchId={matchId} names={names} sideNames={sideNames} />
          ))}
        </ol>
      )}
    </section>
  );
}

function EventRow({
  event: e,
  undoneBy,
  canUndo,
  matchId,
  names,
  sideNames,
}: {
  event: LoggedEvent;
  undoneBy: number | undefined;
  canUndo: boolean;
  matchId: string;
  names: Map<string, string>;
  sideNames: Map<number, string>;
}) {
  return (
    <li className={`event-log__item${undoneBy ? ' event-log__item--undone' : ''}`} data-testid="event-row" data-type={e.type} data-sequence={e.sequence}>
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
      {canUndo && e.type !== 'REVERSAL' && !undoneBy && <UndoForm matchId={matchId} sequence={e.sequence} />}
    </li>
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
  playsIn,
  open,
  justResolved,
  alreadyResolved,
  sideNames,
  names,
}: {
  match: Match;
  role: string | null;
  /** The viewer is a player whose team plays the match: his resolution is a proposal. */
  playsIn: boolean;
  open: boolean;
  justResolved: boolean;
  alreadyResolved: boolean;
  sideNames: Map<number, string>;
  names: Map<string, string>;
}) {
  const canResolve = mayRun(open, role, playsIn);
  const labels = resolutionNames(match, sideNames);
  const resolution = match.resolution;
  return (
    <section className="tracker__resolution resolution-section" aria-labelledby="resolution-title" data-testid="resolution-section" data-status={match.status}>
      <h2 id="resolution-title">Resolution</h2>
      <ProposalPanel matchId={match.id} />
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
      {!open && !resolution && match.status !== 'AWAITING_CONFIRMATION' && <p className="muted">This match has no resolution to show.</p>}
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
