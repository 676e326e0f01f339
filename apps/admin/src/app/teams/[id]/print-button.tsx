'use client';

/** Opens the browser's print dialog; the print style leaves only the sheets on paper. */
export function PrintButton({ label = 'Print the sheet' }: { label?: string }) {
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()} data-testid="print-sheet">
      {label}
    </button>
  );
}
