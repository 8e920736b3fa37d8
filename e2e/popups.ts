import { type BrowserContext, expect, type Page } from "@playwright/test";

/**
 * The shop's notification popup clears itself after 3–4 s. On a loaded two-core machine an
 * assertion that polls the page can miss a popup that was shown, so pages record each popup as it
 * appears (title, message and role, read when React inserts it) and journeys assert on that record.
 */
interface ShownPopup {
  role: string;
  text: string;
}

declare global {
  interface Window {
    shownPopups?: ShownPopup[];
  }
}

/**
 * Every page of the context records its popups from its first script on; a record lasts as long as
 * its document, so a popup shown just before a full page load is not in the next one's. Call before
 * the first `goto`.
 */
export async function recordPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: ShownPopup[] = [];
    const seen = new WeakSet<Element>();
    window.shownPopups = shown;
    new MutationObserver(() => {
      for (const popup of document.querySelectorAll(".notification-region .notification")) {
        if (seen.has(popup)) continue;
        seen.add(popup);
        shown.push({ role: popup.getAttribute("role") ?? "", text: popup.textContent ?? "" });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits until a popup with these words has been shown (it may have cleared itself since) and answers
 * its whole text, title included. It is taken off the record, so the next call for the same words
 * waits for the next popup. `role` is "status" for success, "alert" for warnings and failures.
 */
export async function shownPopup(page: Page, words: string, role: "status" | "alert"): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        found = await page
          .evaluate(
            ({ words, role }) => {
              const shown = window.shownPopups ?? [];
              const at = shown.findIndex((popup) => popup.role === role && popup.text.includes(words));
              return at >= 0 ? (shown.splice(at, 1)[0]?.text ?? "") : "";
            },
            { words, role },
          )
          .catch((error: unknown) => {
            // A client navigation replacing the page between two polls: poll again. Anything else is a failure.
            if (String(error).includes("Execution context was destroyed")) return "";
            throw error;
          });
        return found !== "";
      },
      { message: `a "${role}" popup saying "${words}"` },
    )
    .toBe(true);
  return found;
}
