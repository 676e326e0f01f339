import type { TeamAlignment } from '@/gql/graphql';
import styles from './league.module.css';

export interface ChartPoint {
  matchId: string;
  /** When the match's entry was written (ISO). */
  at: string;
  balanceAfter: number;
  amount: number;
  /** The match in words, e.g. "The Lantern Watch v The Nightshade Syndicate, 29 Nov". */
  matchLabel: string;
}

export interface ChartSeries {
  team: { id: string; name: string; alignment: TeamAlignment };
  points: readonly ChartPoint[];
}

/** Colours that stay apart from one another (and from the page) for up to eight teams; then they repeat. */
const COLOURS = ['#1f4fb8', '#c0392b', '#128a3c', '#8e44ad', '#d35400', '#00838f', '#6d4c41', '#c2185b'];

const WIDTH = 720;
const HEIGHT = 340;
const MARGIN = { top: 20, right: 20, bottom: 56, left: 64 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

const currencyOf = (alignment: TeamAlignment) => (alignment === 'HERO' ? 'Prestige' : 'Infamy');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Round steps (1, 2, 5 × 10ⁿ) covering [min, max] with about five ticks. */
function ticks(min: number, max: number): number[] {
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const raw = (max - min) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const wholeStep = Math.max(1, Math.round(step));
  const out: number[] = [];
  for (let v = Math.floor(min / wholeStep) * wholeStep; v <= Math.ceil(max / wholeStep) * wholeStep; v += wholeStep) out.push(v);
  return out;
}

/**
 * The x axis: the season's league matches in an order every team's line follows. Each series comes
 * from the API in resolution order (the ledger's), while matches resolved in one transaction (the
 * demo's) share a timestamp: so each team's consecutive matches are edges of a graph, and the axis
 * is its topological order (Kahn's), ties going to the earlier timestamp, then to the first seen.
 */
function matchOrder(series: readonly ChartSeries[]): { id: string; label: string }[] {
  const info = new Map<string, { at: string; label: string; seen: number; after: string[]; waitingFor: number }>();
  for (const s of series)
    s.points.forEach((p, i) => {
      const m = info.get(p.matchId) ?? { at: p.at, label: p.matchLabel, seen: info.size, after: [], waitingFor: 0 };
      info.set(p.matchId, m);
      const previous = s.points[i - 1];
      if (previous) {
        info.get(previous.matchId)!.after.push(p.matchId);
        m.waitingFor += 1;
      }
    });
  const earlier = (a: string, b: string) => {
    const [ma, mb] = [info.get(a)!, info.get(b)!];
    return ma.at === mb.at ? ma.seen - mb.seen : ma.at.localeCompare(mb.at);
  };
  const ready = [...info.keys()].filter((id) => info.get(id)!.waitingFor === 0);
  const order: { id: string; label: string }[] = [];
  while (ready.length) {
    // A league has a handful of matches ready at once: picking the earliest by scan keeps this simple.
    const next = ready.reduce((best, id) => (earlier(id, best) < 0 ? id : best));
    ready.splice(ready.indexOf(next), 1);
    order.push({ id: next, label: info.get(next)!.label });
    for (const id of info.get(next)!.after) if (--info.get(id)!.waitingFor === 0) ready.push(id);
  }
  return order;
}

/**
 * Each team's Prestige (Infamy for villains) over the season, from the API's prestigeSeries: an
 * inline SVG line chart, one coloured line per team, starting from the balance before its first
 * league match. Each point has a tooltip (its <title>); the chart has a summary for screen readers
 * and the same numbers as a visually hidden table.
 */
export function PrestigeChart({ series, large = false }: { series: readonly ChartSeries[]; large?: boolean }) {
  const matches = matchOrder(series);
  const matchIndex = new Map(matches.map((m, i) => [m.id, i + 1]));

  const hasPoints = matches.length > 0;
  const lines = chartLines(series, matchIndex);

  const values = lines.flatMap((l) => [...(l.start === null ? [] : [l.start]), ...l.coords.map((c) => c.value)]);
  const yTicks = ticks(Math.min(0, ...values), Math.max(0, ...values));
  const yMin = yTicks[0];
  const yMax = yTicks[yTicks.length - 1];
  const x = (index: number) => MARGIN.left + (matches.length === 0 ? 0 : (index / matches.length) * PLOT_W);
  const y = (value: number) => MARGIN.top + PLOT_H - ((value - yMin) / (yMax - yMin || 1)) * PLOT_H;

  const summary = hasPoints
    ? `Line chart of Prestige (heroes) and Infamy (villains) over ${matches.length} league ${matches.length === 1 ? 'match' : 'matches'}: ` +
      lines
        .map((l) =>
          l.coords.length
            ? `${l.team.name}, ${currencyOf(l.team.alignment)} from ${l.start} to ${l.coords[l.coords.length - 1].value}`
            : `${l.team.name}, no league match yet`,
        )
        .join('; ') +
      '.'
    : 'No league match has been resolved yet.';

  // Label every match on the x axis while they fit; past a dozen, every few.
  const labelEvery = Math.max(1, Math.ceil(matches.length / 12));

  return (
    <figure
      className={`${styles.chart} ${large ? styles.large : ''}`}
      data-testid="prestige-chart"
      data-points={lines.reduce((n, l) => n + l.coords.length, 0)}
    >
      {!hasPoints ? (
        <p className="empty" data-testid="prestige-chart-empty">
          No league match has been resolved yet: each team&rsquo;s Prestige or Infamy appears here, match by match, as results come in.
        </p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className={styles.chartSvg} preserveAspectRatio="xMidYMid meet">
            {/* Grid and y axis */}
            {yTicks.map((t) => (
              <g key={t}>
                <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(t)} y2={y(t)} className={t === 0 ? styles.zeroLine : styles.gridLine} />
                <text x={MARGIN.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className={styles.tickLabel}>
                  {t}
                </text>
              </g>
            ))}
            <text transform={`translate(16 ${MARGIN.top + PLOT_H / 2}) rotate(-90)`} textAnchor="middle" className={styles.axisLabel}>
              Prestige / Infamy
            </text>
            {/* x axis: the start, then each league match */}
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={MARGIN.top + PLOT_H} y2={MARGIN.top + PLOT_H} className={styles.axisLine} />
            {[0, ...matches.map((_, i) => i + 1)].map((index) =>
              index === 0 || index % labelEvery === 0 || index === matches.length ? (
                <text key={index} x={x(index)} y={MARGIN.top + PLOT_H + 18} textAnchor="middle" className={styles.tickLabel}>
                  {index === 0 ? 'Start' : index}
                </text>
              ) : null,
            )}
            <text x={MARGIN.left + PLOT_W / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.axisLabel}>
              League matches resolved, oldest first
            </text>
            {/* One line per team */}
            {lines.map((l) =>
              l.start === null ? null : (
                <g key={l.team.id} data-testid="chart-line" data-team-id={l.team.id}>
                  <polyline
                    points={[`${x(0)},${y(l.start)}`, ...l.coords.map((c) => `${x(c.x)},${y(c.value)}`)].join(' ')}
                    fill="none"
                    stroke={l.colour}
                    strokeWidth={3}
                    strokeDasharray={l.dashed ? '8 5' : undefined}
                    strokeLinejoin="round"
                  />
                  <circle cx={x(0)} cy={y(l.start)} r={4} fill="#fff" stroke={l.colour} strokeWidth={2}>
                    <title>{`${l.team.name}: ${currencyOf(l.team.alignment)} ${l.start} before its first league match`}</title>
                  </circle>
                  {l.coords.map((c) => (
                    <circle key={c.point.matchId} cx={x(c.x)} cy={y(c.value)} r={6} fill={l.colour} stroke="#fff" strokeWidth={2} data-testid="chart-point">
                      <title>{`${l.team.name}: ${currencyOf(l.team.alignment)} ${c.value} (${signed(c.point.amount)}) after match ${c.x}, ${c.point.matchLabel}`}</title>
                    </circle>
                  ))}
                </g>
              ),
            )}
          </svg>
          <ChartTable matches={matches} lines={lines} />
        </>
      )}
      <figcaption>
        <ul className={styles.legend} aria-label="Legend" data-testid="chart-legend">
          {lines.map((l) => (
            <li key={l.team.id}>
              <svg width="32" height="12" aria-hidden="true" focusable="false">
                <line x1="2" x2="30" y1="6" y2="6" stroke={l.colour} strokeWidth={3} strokeDasharray={l.dashed ? '8 5' : undefined} />
              </svg>
              {l.team.name}: <strong>{currencyOf(l.team.alignment)}</strong>
              {l.coords.length ? ` ${l.coords[l.coords.length - 1].value}` : <span className="muted"> (no league match yet)</span>}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Each team's line: its colour, the balance before its first league match, and its points by match number. */
function chartLines(series: readonly ChartSeries[], matchIndex: Map<string, number>) {
  return series.map((s, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const first = s.points[0];
    const start = first ? first.balanceAfter - first.amount : null;
    const coords = s.points.map((p) => ({ x: matchIndex.get(p.matchId) ?? 0, value: p.balanceAfter, point: p }));
    return { ...s, colour, start, coords, dashed: s.team.alignment === 'VILLAIN' };
  });
}

type ChartLine = ReturnType<typeof chartLines>[number];

/** The chart's numbers as a visually hidden table, for screen readers. */
function ChartTable({ matches, lines }: { matches: ReturnType<typeof matchOrder>; lines: ChartLine[] }) {
  return (
    <div className="visually-hidden">
      <table data-testid="prestige-chart-table">
        <caption>Prestige (heroes) and Infamy (villains) after each league match</caption>
        <thead>
          <tr>
            <th scope="col">Match</th>
            {lines.map((l) => (
              <th key={l.team.id} scope="col">
                {l.team.name} ({currencyOf(l.team.alignment)})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matches.map((m, i) => (
            <tr key={m.id}>
              <th scope="row">
                {i + 1}: {m.label}
              </th>
              {lines.map((l) => {
                const c = l.coords.find((c) => c.point.matchId === m.id);
                return <td key={l.team.id}>{c ? `${c.value} (${signed(c.point.amount)})` : 'did not play'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
