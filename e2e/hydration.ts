import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the document. Before that a click on a form's button posts the
 * form as a plain page (it works without scripts), which a journey testing the hydrated page must not
 * mistake for the app's answer.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
}
