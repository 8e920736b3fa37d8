import { z } from "zod";
import { SHOP_PAGE_LAYOUTS, shopPageItem } from "../shop-pages.ts";
import { line } from "./text-fields.ts";

/**
 * The shop's pages as staff edit them: the title, the introduction and either the body (a `sections`
 * page) or the questions (a `faq` page). The name, address and layout of a page are fixed. Bodies and
 * answers are HTML from the rich-text editor, which the server sanitises with the blog's allow-list
 * whatever the client sent. `{email}` and `{phone}` stand for the shop's contact details.
 */

export const SHOP_PAGE_LIMITS = {
  title: 120,
  intro: 600,
  question: 200,
  /** HTML characters of a `sections` page's body. */
  body: 200_000,
  /** HTML characters of one answer. */
  answer: 10_000,
  questions: 50,
} as const;

export const SHOP_PAGE_EDITOR_MESSAGES = {
  titleRequired: "Please enter the page's title.",
  introRequired:
    "Please write the introduction: it opens the page, and search engines show it when the page has no description of its own.",
  bodyRequired: "Please write the page: the body is empty (or held only what the shop does not keep).",
  bodyTooLong: `Please keep the page under ${SHOP_PAGE_LIMITS.body.toLocaleString("en-IN")} characters of HTML.`,
  questionRequired: "Please enter the question.",
  answerRequired: "Please write the answer: it is empty (or held only what the shop does not keep).",
  answerTooLong: `Please keep each answer under ${SHOP_PAGE_LIMITS.answer.toLocaleString("en-IN")} characters of HTML.`,
  questionsRequired: "Please keep at least one question on this page.",
  tooManyQuestions: `A page holds up to ${SHOP_PAGE_LIMITS.questions} questions.`,
  saved: "Page saved. Shoppers see it within seconds.",
} as const;

/** A title, an intro or a question: missing or empty, the editor is told the same. */
function requiredLine(max: number, message: string) {
  return line(max, message, { missing: message });
}

/**
 * `PUT /api/admin/pages/{name}`: the whole page as its editor sends it. A `sections` page keeps
 * `bodyHtml` and no questions; a `faq` page keeps `items` (in order) and no body: the other is ignored.
 */
export const editableShopPage = z.object({
  title: requiredLine(SHOP_PAGE_LIMITS.title, SHOP_PAGE_EDITOR_MESSAGES.titleRequired),
  intro: requiredLine(SHOP_PAGE_LIMITS.intro, SHOP_PAGE_EDITOR_MESSAGES.introRequired),
  bodyHtml: z.string().max(SHOP_PAGE_LIMITS.body, SHOP_PAGE_EDITOR_MESSAGES.bodyTooLong),
  items: z
    .array(
      z.object({
        question: requiredLine(SHOP_PAGE_LIMITS.question, SHOP_PAGE_EDITOR_MESSAGES.questionRequired),
        answerHtml: z
          .string({ error: SHOP_PAGE_EDITOR_MESSAGES.answerRequired })
          .max(SHOP_PAGE_LIMITS.answer, SHOP_PAGE_EDITOR_MESSAGES.answerTooLong),
      }),
    )
    .max(SHOP_PAGE_LIMITS.questions, SHOP_PAGE_EDITOR_MESSAGES.tooManyQuestions),
});
export type EditableShopPage = z.infer<typeof editableShopPage>;

/** `GET /api/admin/pages/{name}`: the page as stored, `{email}` and `{phone}` unfilled. */
export const shopPageForEditing = z.object({
  name: z.string(),
  path: z.string(),
  layout: z.enum(SHOP_PAGE_LAYOUTS),
  title: z.string(),
  intro: z.string(),
  bodyHtml: z.string(),
  items: z.array(shopPageItem),
  updatedAt: z.string(),
});
export type ShopPageForEditing = z.infer<typeof shopPageForEditing>;

/** `GET /api/admin/pages`: every page, in the order of the shop's policy menu. */
export const shopPageListItem = z.object({
  name: z.string(),
  path: z.string(),
  layout: z.enum(SHOP_PAGE_LAYOUTS),
  title: z.string(),
  /** Questions of a `faq` page; 0 for a `sections` page. */
  questions: z.number().int(),
  updatedAt: z.string(),
});
export type ShopPageListItem = z.infer<typeof shopPageListItem>;
