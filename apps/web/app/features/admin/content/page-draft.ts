import type { ShopPageForEditing } from "@chhaap/contract/admin/shop-pages";
import { SHOP_PAGE_LIMITS } from "@chhaap/contract/admin/shop-pages";
import { z } from "zod";

/**
 * One of the shop's pages as its editor's form holds it: the text that was typed, so a refused save
 * (or a question added, removed or moved, which saves nothing) shows the page again as it was sent.
 * A FAQ page's questions are fields `items.{n}.question` and `items.{n}.answerHtml`, in order.
 */
export interface PageDraft {
  title: string;
  intro: string;
  bodyHtml: string;
  items: { question: string; answerHtml: string }[];
}

export function pageDraftOf(page: ShopPageForEditing): PageDraft {
  return { title: page.title, intro: page.intro, bodyHtml: page.bodyHtml, items: page.items.map((item) => ({ ...item })) };
}

const ITEM_FIELD = /^items\.(\d{1,3})\.(question|answerHtml)$/;

export function pageDraftFromForm(form: FormData): PageDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const items = new Map<number, { question: string; answerHtml: string }>();
  for (const [name, value] of form) {
    const match = ITEM_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    // More rows than a page may hold are not read: the save is refused for their number anyway.
    if (index > SHOP_PAGE_LIMITS.questions) continue;
    const item = items.get(index) ?? { question: "", answerHtml: "" };
    item[match[2] as "question" | "answerHtml"] = value;
    items.set(index, item);
  }
  return {
    title: text("title"),
    intro: text("intro"),
    bodyHtml: text("bodyHtml"),
    items: [...items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item),
  };
}

/**
 * What a button of the editor asks for: save, or change the list of questions without saving
 * (`add-question`, `remove-question:{n}`, `move-question-up:{n}`, `move-question-down:{n}`).
 */
export const pageIntent = z.object({
  intent: z.union([
    z.literal("save").transform(() => ({ kind: "save" as const })),
    z.literal("add-question").transform(() => ({ kind: "add-question" as const })),
    z
      .string()
      .regex(/^(remove-question|move-question-up|move-question-down):\d{1,3}$/)
      .transform((value) => {
        const [kind, index] = value.split(":") as [QuestionMove, string];
        return { kind, index: Number(index) };
      }),
  ]),
});
type QuestionMove = "remove-question" | "move-question-up" | "move-question-down";
export type QuestionChange = { kind: "add-question" } | { kind: QuestionMove; index: number };

/** The id of a question's control, for the focus to land on after the list changed. */
export function questionControlId(index: number, control: "question" | "up" | "down"): string {
  return `page-question-${index}-${control}`;
}
export const ADD_QUESTION_ID = "page-add-question";

/**
 * The draft with its questions changed as asked, and the id of the control that should have the
 * focus next: the new question's field, the moved question's button (the other one once it reached
 * an end), or the question that took a removed one's place.
 */
export function changeQuestions(draft: PageDraft, change: QuestionChange): { draft: PageDraft; focus: string } {
  const items = [...draft.items];
  if (change.kind === "add-question") {
    items.push({ question: "", answerHtml: "" });
    return { draft: { ...draft, items }, focus: questionControlId(items.length - 1, "question") };
  }
  const { index } = change;
  if (index >= items.length) return { draft, focus: ADD_QUESTION_ID };
  if (change.kind === "remove-question") {
    items.splice(index, 1);
    const next = Math.min(index, items.length - 1);
    return { draft: { ...draft, items }, focus: next < 0 ? ADD_QUESTION_ID : questionControlId(next, "question") };
  }
  const up = change.kind === "move-question-up";
  const to = up ? index - 1 : index + 1;
  if (to < 0 || to >= items.length) return { draft, focus: questionControlId(index, up ? "down" : "up") };
  const [moved] = items.splice(index, 1);
  if (moved) items.splice(to, 0, moved);
  const atEnd = up ? to === 0 : to === items.length - 1;
  return { draft: { ...draft, items }, focus: questionControlId(to, up !== atEnd ? "up" : "down") };
}
