import { z } from "zod";

/**
 * The shop's own pages (how to order, payment options, the FAQ, the refund, return and privacy
 * policies, the terms and Help & Support), as staff keep them in the back office. Each has a fixed
 * name, which is also its address (`/return-policy`) and its SEO tag's page name, and a fixed layout:
 * `sections`, one rich-text body with its own headings, or `faq`, questions that open one by one.
 * The copy is English only (decision 0034).
 */

export const SHOP_PAGE_LAYOUTS = ["sections", "faq"] as const;

export const SHOP_PAGE_MESSAGES = { notFound: "No such page." } as const;

/** A page's address in the shop: its name, under the root. */
export function shopPagePath(name: string): string {
  return `/${name}`;
}

export const shopPageParams = z.object({ name: z.string().max(60) });

/** A page's name as the shop spells it (lower-case words joined by dashes), or undefined for one that cannot be. */
export function shopPageNameOf(raw: string): string | undefined {
  const name = raw.toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) ? name : undefined;
}

/** One question of a FAQ page; the answer is HTML the server has sanitised with the blog's allow-list. */
export const shopPageItem = z.object({ question: z.string(), answerHtml: z.string() });

/**
 * `GET /api/pages/{name}`: what shoppers read. `intro` is plain text; `bodyHtml` (a `sections` page)
 * and each `answerHtml` (a `faq` page) are sanitised HTML. `{email}` and `{phone}` in the stored copy
 * arrive filled with the shop's contact details.
 */
export const shopPage = z.object({
  name: z.string(),
  layout: z.enum(SHOP_PAGE_LAYOUTS),
  title: z.string(),
  intro: z.string(),
  bodyHtml: z.string(),
  items: z.array(shopPageItem),
  updatedAt: z.string(),
});
export type ShopPage = z.infer<typeof shopPage>;
