/**
 * Opens the browser's print dialog, where the sheet can be printed or saved as a PDF, once the page's
 * fonts have loaded: a face still on its way would print as its fallback.
 */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="invoice__print" onClick={() => void document.fonts.ready.then(() => window.print())}>
      {label}
    </button>
  );
}
