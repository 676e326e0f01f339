import type { CharacterDetailQuery, CombatValue } from '@/gql/graphql';
import { RANK_LABELS } from '@/lib/labels';
import './dial-print.css';

type FullVersion = NonNullable<CharacterDetailQuery['character']>['versions'][number];
type Click = FullVersion['clicks'][number];
/** What a dial table reads of a version: any query selecting these fields (the character page, the team sheet) fits. */
export type DialVersion = Pick<FullVersion, 'id' | 'rank' | 'dialLength' | 'startingClick' | 'koClicks'> & { clicks: readonly DialClick[] };
/** A click with its four values and their powers. */
export type DialClick = Omit<Click, '__typename'>;

type StatKey = 'speed' | 'attack' | 'defense' | 'damage';

const STATS: readonly { key: StatKey; value: CombatValue; label: string; power: `${StatKey}Power` }[] = [
  { key: 'speed', value: 'SPEED', label: 'Speed', power: 'speedPower' },
  { key: 'attack', value: 'ATTACK', label: 'Attack', power: 'attackPower' },
  { key: 'defense', value: 'DEFENSE', label: 'Defense', power: 'defensePower' },
  { key: 'damage', value: 'DAMAGE', label: 'Damage', power: 'damagePower' },
];

/** Enough distinct, light swatches for the powers of one dial; dark text stays readable on each. */
const POWER_SWATCHES = 10;

interface PowerUse {
  name: string;
  swatch: number;
  /** A short mark for the power ("Fl", "RS"), printed beside its colour so a greyscale page still tells powers apart. */
  abbr: string;
  /** Combat value label → the click numbers where this power shows. */
  where: Map<string, number[]>;
}

/** A click as far as its powers go: any query's DialClick selection with the four power fields fits. */
type PowerClick = Pick<Click, 'number' | 'speedPower' | 'attackPower' | 'defensePower' | 'damagePower'>;

/** The powers this dial shows, in order of first appearance (the order a player meets them). */
function powersOf(clicks: readonly PowerClick[]): Map<string, PowerUse> {
  const powers = new Map<string, PowerUse>();
  for (const click of clicks) {
    for (const stat of STATS) {
      const name = click[stat.power];
      if (!name) continue;
      let use = powers.get(name);
      if (!use) {
        use = { name, swatch: powers.size % POWER_SWATCHES, abbr: uniqueAbbreviation(name, powers), where: new Map() };
        powers.set(name, use);
      }
      const numbers = use.where.get(stat.label) ?? [];
      numbers.push(click.number);
      use.where.set(stat.label, numbers);
    }
  }
  return powers;
}

/** "Running Shot" → "RS", "Flurry" → "Fl"; a second power with the same mark gets a digit ("Fl2"). */
function uniqueAbbreviation(name: string, taken: ReadonlyMap<string, PowerUse>): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const base = words.length > 1 ? words.map((w) => w[0].toUpperCase()).join('') : (words[0] ?? '?').slice(0, 2).replace(/^./, (c) => c.toUpperCase());
  const used = new Set([...taken.values()].map((u) => u.abbr));
  let abbr = base;
  for (let n = 2; used.has(abbr); n++) abbr = `${base}${n}`;
  return abbr;
}

/**
 * Each power of a dial → its swatch class ("power-swatch-3"), the colours the dial table uses, so
 * a click shown elsewhere (the match tracker) is coloured as on the character's page.
 */
export function powerSwatchClasses(clicks: readonly PowerClick[]): Map<string, string> {
  return new Map([...powersOf(clicks)].map(([name, use]) => [name, `power-swatch-${use.swatch}`]));
}

/** "1–3, 5" from [1, 2, 3, 5]. */
function clickRanges(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? String(start) : `${start}–${sorted[i]}`);
  }
  return parts.join(', ');
}

/**
 * A combat dial read click by click, the way a player turns it: one column per slot
 * (1 … dialLength), one row per combat value. Slots after the live clicks are KO.
 * Each cell carries data-click (slot), data-value (the combat value: SPEED, ATTACK, DEFENSE,
 * DAMAGE) and data-number (what is printed: a number or "KO") for tests and tools.
 */
export function DialTable({ version }: { version: DialVersion }) {
  const clicksByNumber = new Map(version.clicks.map((c) => [c.number, c]));
  const slots = Array.from({ length: version.dialLength }, (_, i) => i + 1);
  const powers = powersOf(version.clicks);
  const rank = RANK_LABELS[version.rank];
  const captionId = `dial-caption-${version.id}`;

  const slotClass = (slot: number) =>
    ['dial__slot', slot === version.startingClick ? 'dial__slot--start' : '', clicksByNumber.has(slot) ? '' : 'dial__slot--ko'].filter(Boolean).join(' ');

  return (
    <figure className="dial">
      <div className="dial__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className="dial__table" data-testid={`dial-${version.rank}`}>
          <caption id={captionId}>
            {rank} dial: {version.clicks.length} live {version.clicks.length === 1 ? 'click' : 'clicks'}, {version.koClicks} KO, starts on click{' '}
            {version.startingClick}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="dial__corner">
                Click
              </th>
              {slots.map((slot) => (
                <th key={slot} scope="col" className={slotClass(slot)} data-click={slot}>
                  {slot}
                  {slot === version.startingClick && <span className="visually-hidden"> (starting click)</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {STATS.map((stat) => (
              <tr key={stat.key}>
                <th scope="row" className="dial__stat">
                  {stat.label}
                </th>
                {slots.map((slot) => {
                  const click = clicksByNumber.get(slot);
                  if (!click) {
                    return (
                      <td
                        key={slot}
                        className={`${slotClass(slot)} dial__cell dial__cell--ko`}
                        data-testid="dial-cell"
                        data-click={slot}
                        data-value={stat.value}
                        data-number="KO"
                        data-start={slot === version.startingClick || undefined}
                      >
                        KO
                      </td>
                    );
                  }
                  const power = click[stat.power];
                  const use = power ? powers.get(power) : undefined;
                  const swatch = use?.swatch;
                  return (
                    <td
                      key={slot}
                      className={[slotClass(slot), 'dial__cell', swatch !== undefined ? `dial__cell--power power-swatch-${swatch}` : '']
                        .filter(Boolean)
                        .join(' ')}
                      data-testid="dial-cell"
                      data-click={slot}
                      data-value={stat.value}
                      data-number={click[stat.key]}
                      data-start={slot === version.startingClick || undefined}
                      data-power={power ?? undefined}
                      title={power ?? undefined}
                    >
                      {click[stat.key]}
                      {use && (
                        <span className="dial__abbr" aria-hidden="true">
                          {use.abbr}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="dial__legend">
        <ul className="legend" aria-label={`Legend of the ${rank} dial`}>
          <li className="legend__item">
            <span className="legend__swatch legend__swatch--start" aria-hidden="true" />
            Green line: starting click ({version.startingClick})
          </li>
          {version.koClicks > 0 && (
            <li className="legend__item">
              <span className="legend__swatch legend__swatch--ko" aria-hidden="true" />
              KO: knocked out
            </li>
          )}
          {[...powers.values()].map((use) => (
            <li key={use.name} className="legend__item" data-testid="dial-power">
              <span className={`legend__swatch power-swatch-${use.swatch}`} aria-hidden="true">
                <span className="dial__abbr">{use.abbr}</span>
              </span>
              <strong>{use.name}</strong>
              <span className="muted">
                {' '}
                ({[...use.where].map(([stat, numbers]) => `${stat} ${numbers.length === 1 ? 'click' : 'clicks'} ${clickRanges(numbers)}`).join('; ')})
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
