import Link from 'next/link';
import { powerSwatchClasses } from '@/components/dial-table';
import { DialWheel } from '@/components/dial-wheel';
import type { MatchTrackerQuery } from '@/gql/graphql';
import { FIGURE_STATUS_LABELS } from '@/lib/match-labels';
import { RANK_LABELS } from '@/lib/labels';
import {
  AlphaPowerForm,
  FigureActions,
  FigureLegalActions,
  FleeForm,
  FlurryForm,
  HorrorClixActions,
  PossessionForm,
  SharedBurdenForm,
  TerrainAttackForm,
} from './tracker-forms';

type Match = NonNullable<MatchTrackerQuery['match']>;
type FigureState = NonNullable<MatchTrackerQuery['matchState']>['figures'][number];
type FigureStatus = NonNullable<FigureState['status']>;
type Click = NonNullable<FigureState['click']>;
type Swatches = ReturnType<typeof powerSwatchClasses>;

export interface FigureCardProps {
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
}

const STATS = [
  { key: 'speed', power: 'speedPower', label: 'Speed' },
  { key: 'attack', power: 'attackPower', label: 'Attack' },
  { key: 'defense', power: 'defensePower', label: 'Defense' },
  { key: 'damage', power: 'damagePower', label: 'Damage' },
] as const;

/** A figure in the tracker: its status, the click showing, its action tokens, and what may be recorded on it now. */
export function FigureCard(props: FigureCardProps) {
  const { figure, state, name } = props;
  const status = state?.status ?? 'ACTIVE';
  return (
    <div
      className={`figure-card figure-card--${status.toLowerCase()}`}
      data-testid="figure-card"
      data-figure-id={figure.id}
      data-click-number={state?.clickNumber ?? ''}
      data-status={status}
    >
      <FigureHeading figure={figure} name={name} />
      <FigureStatusLine state={state} status={status} />
      <FigureDial figure={figure} state={state} name={name} status={status} />
      <FigureTokens tokens={state?.actionTokens ?? 0} acted={state?.actedThisTurn ?? false} />
      {props.canAct && state && <FigureActionForms {...props} state={state} />}
      {props.canRecord && status === 'ACTIVE' && <FigureRecordForms {...props} />}
    </div>
  );
}

/**
 * The click showing as a table, and the whole dial as a wheel turned to it, when the viewer may see
 * the dial and the figure is in play (a figure in reserve has no click to turn to, and its card no controls).
 */
function FigureDial({
  figure,
  state,
  name,
  status,
}: {
  figure: FigureCardProps['figure'];
  state: FigureState | undefined;
  name: string;
  status: FigureStatus;
}) {
  const swatches = powerSwatchClasses(figure.version?.clicks ?? []);
  const clickNumber = state?.clickNumber;
  return (
    <div className="figure-card__dial">
      <FigureClick click={state?.click ?? null} clicksTaken={state?.clicksTaken ?? 0} status={status} swatches={swatches} />
      {figure.version && clickNumber != null && !state?.inReserve && (
        <DialWheel
          key={clickNumber}
          label={`Dial of ${name} as a wheel`}
          clicks={figure.version.clicks}
          dialLength={figure.version.dialLength}
          startingClick={figure.version.startingClick}
          current={clickNumber}
          currentLabel="the figure's click"
          swatches={swatches}
        />
      )}
    </div>
  );
}

function FigureHeading({ figure, name }: { figure: FigureCardProps['figure']; name: string }) {
  return (
    <>
      <h3 className="figure-card__name">{figure.character ? <Link href={`/characters/${encodeURIComponent(figure.character.id)}`}>{name}</Link> : name}</h3>
      {figure.version && (
        <p className="muted figure-card__meta">
          {RANK_LABELS[figure.version.rank]}, {figure.version.pointValue} points, range {figure.version.range}
        </p>
      )}
    </>
  );
}

function FigureStatusLine({ state, status }: { state: FigureState | undefined; status: FigureStatus }) {
  return (
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
  );
}

function FigureClick({ click, clicksTaken, status, swatches }: { click: Click | null; clicksTaken: number; status: FigureStatus; swatches: Swatches }) {
  if (!click) {
    return (
      <p className="figure-card__ko" data-testid="figure-click">
        {status === 'ACTIVE' ? 'Dial hidden from you' : 'No click showing'}
      </p>
    );
  }
  return (
    <table className="dial__table figure-card__click" data-testid="figure-click">
      <caption>
        Click {click.number}
        {clicksTaken ? <span className="muted"> ({clicksTaken} taken)</span> : null}
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
  );
}

function FigureTokens({ tokens, acted }: { tokens: number; acted: boolean }) {
  return (
    <p className="figure-card__tokens" data-testid="figure-tokens" data-tokens={tokens}>
      Action tokens:{' '}
      <span aria-hidden="true" className="tokens">
        {'●'.repeat(tokens)}
        {'○'.repeat(Math.max(0, 2 - tokens))}
      </span>{' '}
      {tokens}
      {acted && <span className="muted"> (acted this turn)</span>}
    </p>
  );
}

/** Its side is to act: the actions the rules allow this figure now. */
function FigureActionForms({ figure, state, name, matchId, mayKillVictim, insanityRollDue, names, victimIds }: FigureCardProps & { state: FigureState }) {
  const actions = state.legalActions;
  return (
    <>
      {actions.length > 0 && (
        <FigureLegalActions
          matchId={matchId}
          figureId={figure.id}
          name={name}
          actions={actions}
          attackHref={`/matches/${encodeURIComponent(matchId)}?attacker=${encodeURIComponent(figure.id)}`}
          victimIds={victimIds}
        />
      )}
      {/* A KO'd or removed figure is out of the fight: nothing more is recorded on its card. */}
      {actions.includes('SHARED_BURDEN') && (
        <SharedBurdenForm matchId={matchId} figureId={figure.id} name={name} mateIds={state.sharedBurdenMateIds} names={names} />
      )}
      {actions.includes('FLEE') && <FleeForm matchId={matchId} figureId={figure.id} name={name} fromIds={state.legalTargetIds} names={names} />}
      {actions.includes('FLURRY') && <FlurryForm matchId={matchId} figureId={figure.id} name={name} targetIds={state.legalTargetIds} names={names} />}
      {state.legalPowers.map((p) => (
        <AlphaPowerForm key={p.power} matchId={matchId} figureId={figure.id} name={name} power={p.power} targetIds={p.targetIds} names={names} />
      ))}
      {state.terrainAttacks.length > 0 && <TerrainAttackForm matchId={matchId} figureId={figure.id} name={name} kinds={state.terrainAttacks} />}
      {(mayKillVictim || insanityRollDue) && (
        <HorrorClixActions matchId={matchId} figureId={figure.id} name={name} mayKillVictim={mayKillVictim} insanityRollDue={insanityRollDue} />
      )}
    </>
  );
}

/** What happens to an active figure (possession, damage, KO, capture...) may be recorded. */
function FigureRecordForms({ figure, state, name, matchId, horrorClix, opponents }: FigureCardProps) {
  return (
    <>
      {horrorClix && <PossessionForm matchId={matchId} figureId={figure.id} name={name} possessed={state?.possessed ?? false} />}
      <FigureActions matchId={matchId} figureId={figure.id} name={name} captured={state?.captured ?? false} opponents={opponents} />
    </>
  );
}
