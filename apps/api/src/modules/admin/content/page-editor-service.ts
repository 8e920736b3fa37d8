import {
  type EditableShopPage,
  SHOP_PAGE_EDITOR_MESSAGES,
  type ShopPageForEditing,
  type ShopPageListItem,
} from "@chhaap/contract/admin/shop-pages";
import { SHOP_PAGE_MESSAGES, shopPageNameOf, shopPagePath } from "@chhaap/contract/shop-pages";
import type { Database } from "#src/db/client.ts";
import type { ShopPageItemValue } from "#src/db/schema/content.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { sanitizeBlogHtml } from "#src/modules/content/sanitize-blog-html.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { findShopPageRow, listShopPages, lockShopPageRow, type ShopPageRecord, updateShopPage } from "./page-editor-queries.ts";

export interface PageEditorContext {
  db: Database;
  now: () => Date;
}

const pageNotFound = () => notFound("page.not_found", SHOP_PAGE_MESSAGES.notFound);

export async function shopPageList(ctx: PageEditorContext): Promise<ShopPageListItem[]> {
  const rows = await listShopPages(ctx.db);
  return rows.map((row) => ({
    name: row.name,
    path: shopPagePath(row.name),
    layout: row.layout,
    title: row.title,
    questions: row.layout === "faq" ? row.items.length : 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

function forEditing(row: ShopPageRecord): ShopPageForEditing {
  return {
    name: row.name,
    path: shopPagePath(row.name),
    layout: row.layout,
    title: row.title,
    intro: row.intro,
    bodyHtml: row.bodyHtml,
    items: row.items,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function shopPageForEditing(ctx: PageEditorContext, rawName: string): Promise<ShopPageForEditing> {
  const name = shopPageNameOf(rawName);
  const row = name ? await findShopPageRow(ctx.db, name) : undefined;
  if (!row) throw pageNotFound();
  return forEditing(row);
}

/** Whether sanitised HTML shows anything: text, or a picture. */
function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\s/g, "") !== "";
}

/**
 * What the row keeps of what staff sent: the HTML sanitised here whatever the browser did, and only
 * the part the page's layout shows. Refuses a body or an answer that sanitising leaves empty.
 */
function pageValues(layout: ShopPageRecord["layout"], input: EditableShopPage) {
  const errors: Record<string, string> = {};
  let bodyHtml = "";
  let items: ShopPageItemValue[] = [];
  if (layout === "sections") {
    bodyHtml = sanitizeBlogHtml(input.bodyHtml);
    if (!hasContent(bodyHtml)) errors.bodyHtml = SHOP_PAGE_EDITOR_MESSAGES.bodyRequired;
  } else {
    items = input.items.map((item) => ({ question: item.question, answerHtml: sanitizeBlogHtml(item.answerHtml) }));
    if (items.length === 0) errors.items = SHOP_PAGE_EDITOR_MESSAGES.questionsRequired;
    for (const [index, item] of items.entries())
      if (!hasContent(item.answerHtml)) errors[`items.${index}.answerHtml`] = SHOP_PAGE_EDITOR_MESSAGES.answerRequired;
  }
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw new ApiError(400, "validation.field", message, { params: { field }, errors });
  return { title: input.title, intro: input.intro, bodyHtml, items };
}

type PageValues = ReturnType<typeof pageValues>;

function samePage(a: PageValues, b: PageValues): boolean {
  const questions = (page: PageValues) => page.items.map((item) => [item.question, item.answerHtml]);
  return (
    a.title === b.title &&
    a.intro === b.intro &&
    a.bodyHtml === b.bodyHtml &&
    JSON.stringify(questions(a)) === JSON.stringify(questions(b))
  );
}

/**
 * The whole page as its editor sends it, in one transaction with its row locked, with one audit entry
 * (every editable value before and after). A save that changes nothing writes nothing.
 */
export async function saveShopPage(
  ctx: PageEditorContext,
  actor: StaffUser,
  rawName: string,
  input: EditableShopPage,
): Promise<ShopPageForEditing> {
  const name = shopPageNameOf(rawName);
  if (!name) throw pageNotFound();
  const at = ctx.now();
  const { saved, changed } = await ctx.db.transaction(async (tx) => {
    const row = await lockShopPageRow(tx, name);
    if (!row) throw pageNotFound();
    const after = pageValues(row.layout, input);
    const before = { title: row.title, intro: row.intro, bodyHtml: row.bodyHtml, items: row.items };
    if (samePage(before, after)) return { saved: forEditing(row), changed: false };
    await updateShopPage(tx, name, after, at);
    await auditChange(tx, actor, {
      action: "page.update",
      recordType: "shop_page",
      recordId: name,
      before,
      after,
      at,
    });
    return { saved: forEditing({ ...row, ...after, updatedAt: at }), changed: true };
  });
  if (changed) forgetPublicAnswers();
  return saved;
}
