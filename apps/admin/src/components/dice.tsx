/** Where the pips of each d6 face sit on a 3 × 3 grid (0 top left, 8 bottom right). */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

const CELLS = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** One die as rolled: its pips for a d6 face, else the number. */
function Die({ face }: { face: number }) {
  const pips = PIPS[face];
  return (
    <span className={`die${pips ? '' : ' die--number'}`} data-testid="die" data-face={face} title={String(face)}>
      {pips ? CELLS.map((cell) => <span key={cell} className={pips.includes(cell) ? 'die__pip' : undefined} />) : face}
    </span>
  );
}

/** Dice as rolled, read out as their numbers. */
export function Dice({ faces, size = 'small' }: { faces: readonly number[]; size?: 'small' | 'large' }) {
  return (
    <span className={`dice dice--${size}`} data-testid="dice" role="img" aria-label={`Dice: ${faces.join(', ')}`}>
      {faces.map((face, i) => (
        <Die key={i} face={face} />
      ))}
    </span>
  );
}
