import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the document and run the first page's effects: the root layout
 * then marks <html data-hydrated> (apps/web/app/root.tsx). Before that a click on a form's button posts
 * the form as a plain page (it works without scripts), and what an effect records (a piece the shopper
 * viewed, a guest's bag merged) may not be there yet. Waiting only until React began hydrating let a
 * loaded machine's journey open the next page before the first had recorded its piece.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}
