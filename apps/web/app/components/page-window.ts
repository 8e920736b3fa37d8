/** The pagination shows a window of 5 page numbers around the current page. */
const PAGE_WINDOW_SIZE = 5;

export type PageItem = { kind: "page"; page: number } | { kind: "gap"; key: "start" | "end" };

/** Only pages 1..totalPages exist; anything outside is pulled to the nearest end. */
export function clampPage(page: number, totalPages: number): number {
  if (totalPages < 1) return 1;
  return Math.min(totalPages, Math.max(1, Math.trunc(page) || 1));
}

/** The numbers to show: a window of `size` around `current`, centred where it can be. */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW_SIZE): number[] {
  if (totalPages < 1) return [];
  const page = clampPage(current, totalPages);
  const end = Math.min(totalPages, Math.max(page + Math.floor(size / 2), size));
  const start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The window plus the first and last pages as shortcuts, with a gap marker wherever
 * pages are skipped. A gap of exactly one page shows that page instead: an ellipsis hiding one
 * number saves nothing.
 */
export function pageItems(current: number, totalPages: number, size = PAGE_WINDOW_SIZE): PageItem[] {
  const window = pageWindow(current, totalPages, size);
  const first = window[0];
  const last = window[window.length - 1];
  if (first === undefined || last === undefined) return [];
  const items: PageItem[] = [];
  if (first > 1) items.push({ kind: "page", page: 1 });
  if (first === 3) items.push({ kind: "page", page: 2 });
  else if (first > 3) items.push({ kind: "gap", key: "start" });
  for (const page of window) items.push({ kind: "page", page });
  if (last === totalPages - 2) items.push({ kind: "page", page: totalPages - 1 });
  else if (last < totalPages - 2) items.push({ kind: "gap", key: "end" });
  if (last < totalPages) items.push({ kind: "page", page: totalPages });
  return items;
}
