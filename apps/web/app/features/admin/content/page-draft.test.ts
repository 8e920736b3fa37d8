import { describe, expect, it } from "vitest";
import { ADD_QUESTION_ID, changeQuestions, type PageDraft, pageDraftFromForm, pageIntent } from "./page-draft.ts";

const q = (n: number) => ({ question: `Q${n}?`, answerHtml: `<p>A${n}</p>` });
const draft = (...items: number[]): PageDraft => ({ title: "FAQ", intro: "Short answers.", bodyHtml: "", items: items.map(q) });
const questions = (d: PageDraft) => d.items.map((item) => item.question);

describe("the page editor's draft", () => {
  it("reads the questions from the form in their order, whatever order the fields came in", () => {
    const form = new FormData();
    form.set("title", "FAQ");
    form.set("intro", "Short answers.");
    form.set("items.1.question", "Second?");
    form.set("items.0.answerHtml", "<p>One</p>");
    form.set("items.1.answerHtml", "<p>Two</p>");
    form.set("items.0.question", "First?");
    form.set("items.x.question", "Not a question");
    expect(pageDraftFromForm(form)).toEqual({
      title: "FAQ",
      intro: "Short answers.",
      bodyHtml: "",
      items: [
        { question: "First?", answerHtml: "<p>One</p>" },
        { question: "Second?", answerHtml: "<p>Two</p>" },
      ],
    });
  });

  it("knows the editor's buttons and nothing else", () => {
    expect(pageIntent.parse({ intent: "save" }).intent).toEqual({ kind: "save" });
    expect(pageIntent.parse({ intent: "move-question-up:3" }).intent).toEqual({ kind: "move-question-up", index: 3 });
    for (const intent of ["delete", "remove-question:", "remove-question:-1", "move-question-up:1;drop"])
      expect(pageIntent.safeParse({ intent }).success, intent).toBe(false);
  });

  it("adds an empty question at the end and focuses it", () => {
    const { draft: next, focus } = changeQuestions(draft(1, 2), { kind: "add-question" });
    expect(next.items.at(-1)).toEqual({ question: "", answerHtml: "" });
    expect(focus).toBe("page-question-2-question");
  });

  it("removes a question and focuses the one that took its place, or the add button when none is left", () => {
    const removed = changeQuestions(draft(1, 2, 3), { kind: "remove-question", index: 2 });
    expect(questions(removed.draft)).toEqual(["Q1?", "Q2?"]);
    expect(removed.focus).toBe("page-question-1-question");
    expect(changeQuestions(draft(1), { kind: "remove-question", index: 0 }).focus).toBe(ADD_QUESTION_ID);
  });

  it("moves a question and keeps the focus on a button that can still move it", () => {
    const up = changeQuestions(draft(1, 2, 3), { kind: "move-question-up", index: 2 });
    expect(questions(up.draft)).toEqual(["Q1?", "Q3?", "Q2?"]);
    expect(up.focus).toBe("page-question-1-up");
    const top = changeQuestions(up.draft, { kind: "move-question-up", index: 1 });
    expect(questions(top.draft)).toEqual(["Q3?", "Q1?", "Q2?"]);
    expect(top.focus).toBe("page-question-0-down");
    const down = changeQuestions(draft(1, 2, 3), { kind: "move-question-down", index: 1 });
    expect(questions(down.draft)).toEqual(["Q1?", "Q3?", "Q2?"]);
    expect(down.focus).toBe("page-question-2-up");
    // Past either end, or a question that is not there: nothing moves.
    expect(questions(changeQuestions(draft(1, 2), { kind: "move-question-up", index: 0 }).draft)).toEqual(["Q1?", "Q2?"]);
    expect(changeQuestions(draft(1, 2), { kind: "remove-question", index: 5 }).draft.items).toHaveLength(2);
  });
});
