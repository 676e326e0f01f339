'use client';

/** Opens the browser's print dialog; the sheet's print style leaves only the sheet on paper. */
export function PrintButton() {
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()} data-testid="print-sheet">
      Print the sheet
    </button>
  );
}
