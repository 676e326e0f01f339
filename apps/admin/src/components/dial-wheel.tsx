'use client';

import { type KeyboardEvent, useId, useState } from 'react';
import './dial-wheel.css';

/** A live click as the wheel reads it: its four values and their powers (a DialClick selection). */
export interface WheelClick {
  number: number;
  speed: number;
  speedPower: string | null;
  attack: number;
  attackPower: string | null;
  defense: number;
  defensePower: string | null;
  damage: number;
  damagePower: string | null;
}

export interface DialWheelProps {
  /** What the wheel is of ("Rookie dial of Lantern Jack"), its accessible name. */
  label: string;
  clicks: readonly WheelClick[];
  dialLength: number;
  startingClick: number;
  /** The click in the window at first: the figure's click in a match, else the starting click. */
  current: number;
  /** What `current` is called in the window's text ("the figure's click"); none on the character page. */
  currentLabel?: string;
  /** Power name → its swatch class, as the dial table colours it (powerSwatchClasses). */
  swatches: ReadonlyMap<string, string>;
}

const STATS = [
  { key: 'speed', power: 'speedPower', label: 'Speed', short: 'Spd', value: 'SPEED' },
  { key: 'attack', power: 'attackPower', label: 'Attack', short: 'Atk', value: 'ATTACK' },
  { key: 'defense', power: 'defensePower', label: 'Defense', short: 'Def', value: 'DEFENSE' },
  { key: 'damage', power: 'damagePower', label: 'Damage', short: 'Dmg', value: 'DAMAGE' },
] as const;

const CENTRE = 100;
const OUTER = 96;
const INNER = 62;

/** The slot (1 … length) showing after `turns` clicks from slot 1, either way round. */
const slotAfter = (turns: number, length: number) => (((turns % length) + length) % length) + 1;

/** A point of the disc, `angle` degrees clockwise from the top. */
function point(radius: number, angle: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [CENTRE + radius * Math.sin(rad), CENTRE - radius * Math.cos(rad)];
}

/** The rim's wedge of one slot, centred on `angle`, `step` degrees wide. */
function wedge(angle: number, step: number): string {
  const [a, b] = [angle - step / 2, angle + step / 2];
  const [[x1, y1], [x2, y2], [x3, y3], [x4, y4]] = [point(OUTER, a), point(OUTER, b), point(INNER, b), point(INNER, a)];
  const large = step > 180 ? 1 : 0;
  return `M${x1},${y1} A${OUTER},${OUTER} 0 ${large} 1 ${x2},${y2} L${x3},${y3} A${INNER},${INNER} 0 ${large} 0 ${x4},${y4} Z`;
}

/** What the window says of a slot, for the live text and the disc's name. */
function describe(slot: number, click: WheelClick | undefined, props: DialWheelProps): string {
  const marks = [slot === props.startingClick && 'starting click', props.currentLabel && slot === props.current && props.currentLabel].filter(Boolean);
  const head = `Click ${slot} of ${props.dialLength}${marks.length ? ` (${marks.join(', ')})` : ''}`;
  if (!click) return `${head}: KO.`;
  const values = STATS.map((s) => `${s.label} ${click[s.key]}${click[s.power] ? ` (${click[s.power]})` : ''}`);
  return `${head}: ${values.join(', ')}.`;
}

/**
 * A dial drawn as the figure's base: a disc with its slots around the rim (the starting click in
 * green, KO slots dark), turned so one slot stands under the window, where that click's speed,
 * attack, defense and damage show in their power colours. Its buttons, or the arrow keys, turn it one
 * click either way; turning only changes what is shown (a figure's damage is recorded in the tracker).
 */
export function DialWheel(props: DialWheelProps) {
  const { clicks, dialLength, startingClick, current, swatches, label } = props;
  const [turns, setTurns] = useState(current - 1);
  const id = useId();
  const byNumber = new Map(clicks.map((c) => [c.number, c]));
  const length = Math.max(dialLength, 1);
  const step = 360 / length;
  const slot = slotAfter(turns, length);
  const click = byNumber.get(slot);
  const text = describe(slot, click, props);

  const turn = (by: number) => setTurns((t) => t + by);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (by !== undefined) {
      event.preventDefault();
      turn(by);
    } else if (event.key === 'Home') {
      event.preventDefault();
      setTurns(current - 1);
    }
  };

  return (
    <section
      className="dial-wheel"
      role="group"
      aria-roledescription="dial wheel"
      aria-label={label}
      aria-describedby={`${id}-keys`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="dial-wheel"
      data-click={slot}
    >
      <div className="dial-wheel__face">
        <svg viewBox="0 0 200 200" className="dial-wheel__svg" role="img" aria-label={`${label}, turned to click ${slot}`}>
          <g className="dial-wheel__disc" style={{ transform: `rotate(${-turns * step}deg)` }}>
            <circle cx={CENTRE} cy={CENTRE} r={OUTER} className="dial-wheel__rim" />
            {Array.from({ length }, (_, i) => i + 1).map((n) => {
              const angle = (n - 1) * step;
              const [x, y] = point((OUTER + INNER) / 2, angle);
              const ko = !byNumber.has(n);
              const kind = ko ? 'ko' : n === startingClick ? 'start' : 'live';
              return (
                <g key={n} className={`dial-wheel__slot dial-wheel__slot--${kind}`} data-slot={n} data-kind={kind}>
                  <path d={wedge(angle, step)} />
                  <text x={x} y={y} transform={`rotate(${angle} ${x} ${y})`} dominantBaseline="central" textAnchor="middle">
                    {ko ? 'KO' : n}
                  </text>
                </g>
              );
            })}
          </g>
          <path d={wedge(0, Math.min(step, 60))} className="dial-wheel__frame" />
          <path
            d={`M${CENTRE - 7},${CENTRE - OUTER - 3} L${CENTRE + 7},${CENTRE - OUTER - 3} L${CENTRE},${CENTRE - OUTER + 6} Z`}
            className="dial-wheel__pointer"
          />
        </svg>
        <WheelWindow slot={slot} click={click} start={slot === startingClick} swatches={swatches} />
      </div>
      <div className="dial-wheel__controls">
        <button type="button" className="button button--secondary" onClick={() => turn(-1)} aria-label="Turn back one click" data-testid="dial-wheel-back">
          <span aria-hidden="true">◀</span> Back
        </button>
        <button type="button" className="button button--secondary" onClick={() => turn(1)} aria-label="Turn on one click" data-testid="dial-wheel-on">
          On <span aria-hidden="true">▶</span>
        </button>
      </div>
      <p className="dial-wheel__live" aria-live="polite" data-testid="dial-wheel-live">
        {text}
      </p>
      <p id={`${id}-keys`} className="visually-hidden">
        Arrow keys turn the wheel one click; Home turns it back to {props.currentLabel ?? 'the starting click'}.
      </p>
    </section>
  );
}

/** The window over the disc: the click showing, its four values in their power colours, or KO. */
function WheelWindow({ slot, click, start, swatches }: { slot: number; click: WheelClick | undefined; start: boolean; swatches: ReadonlyMap<string, string> }) {
  return (
    <div
      className="dial-wheel__window"
      data-testid="dial-wheel-window"
      data-click={slot}
      data-start={start || undefined}
      data-ko={!click || undefined}
      aria-hidden="true"
    >
      <span className="dial-wheel__number">
        {start ? '▶ ' : ''}
        {slot}
      </span>
      {click ? (
        <dl className="dial-wheel__values">
          {STATS.map((s) => {
            const power = click[s.power];
            return (
              <div
                key={s.key}
                className={`dial-wheel__value ${power ? (swatches.get(power) ?? '') : ''}`}
                data-value={s.value}
                data-number={click[s.key]}
                data-power={power ?? undefined}
              >
                <dt>{s.short}</dt>
                <dd>{click[s.key]}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <span className="dial-wheel__ko">KO</span>
      )}
    </div>
  );
}
