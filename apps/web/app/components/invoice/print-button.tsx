/** Opens the browser's print dialog, where the sheet can be printed or saved as a PDF. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="invoice__print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
