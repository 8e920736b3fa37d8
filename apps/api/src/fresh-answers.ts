/**
 * Staff edits reach shoppers at once on this process: every in-process cache of public answers
 * (short-lived-cache.ts, the page cache) remembers the generation it filled at and drops what it
 * kept when the generation has moved on. Other instances on the same PostgreSQL hear of it within a
 * second (public-changes.ts); without that they keep theirs until it expires, which is why those
 * lifetimes are a few seconds (docs/operations.md, "Freshness").
 */
let generation = 0;

/** Who hears of this process's changes (public-changes.ts tells the other instances). */
const listeners = new Set<() => void>();

/** Called after a committed change to the catalog, the shop's content or settings, or shipping. */
export function forgetPublicAnswers(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

/** Another instance made such a change: forget here too, without telling anyone again. */
export function forgetPublicAnswersChangedElsewhere(): void {
  generation += 1;
}

/** Calls `listener` after each forgetPublicAnswers of this process; answers a function that stops it. */
export function onPublicAnswersForgotten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current generation, for caches outside this module's reach (the web app's shared answers). */
export function publicAnswersGeneration(): number {
  return generation;
}

/** A check for one cache: true once after each forgetPublicAnswers since the cache last asked. */
export function generationWatch(): () => boolean {
  let seen = generation;
  return () => {
    if (seen === generation) return false;
    seen = generation;
    return true;
  };
}

/**
 * Cache-Control of public answers staff can change (catalog, home blocks, menus, tags, blog, the
 * shop's details, countries, currencies and shipping charges): a
 * browser or proxy reuses one for 5 s and may show it 5 s more while it asks again, so an edit is
 * seen within 10 s everywhere.
 */
export const EDITABLE_PUBLIC_ANSWER = "public, max-age=5, stale-while-revalidate=5";
