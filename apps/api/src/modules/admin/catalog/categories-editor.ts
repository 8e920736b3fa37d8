import {
  CATEGORY_MESSAGES,
  type CategoriesEditor,
  type categoriesChange,
  type menusChange,
  type tagsChange,
} from "@chhaap/contract/admin/categories";
import { isUuid } from "@chhaap/contract/ids";
import { asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Transaction } from "#src/db/client.ts";
import { categories, headerCategories, products, productTags, tags, variants } from "#src/db/schema/catalog.ts";
import { rebuildSearchDocuments } from "#src/db/search-document.ts";
import { slugify } from "#src/db/seed/seo-text.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { lockColourways } from "#src/modules/catalog/colourway-locks.ts";
import { isStoredCatalogPicture } from "#src/modules/media/catalog-pictures.ts";
import { categoryPictureUrl } from "#src/modules/media/media-url.ts";
import type { FileStore } from "#src/modules/storage/file-store.ts";
import { ApiError } from "#src/plugins/api-error.ts";

/**
 * Menus, categories and tags, each list saved whole: existing entries (with `_id`) renamed and
 * reordered in place, new ones added, those left out removed. Category and tag names are part of
 * every product's search document, so a rename rewrites those of the products concerned in the
 * same transaction, with their colourways locked first in the catalog's one order (colourway-locks.ts).
 */

export interface CategoriesContext {
  db: Database;
  now: () => Date;
  /** Where uploaded pictures are kept (DATA_DIR): a category's new picture must be one of them. */
  /** Where uploaded catalog pictures are kept. */
  files: FileStore;
}

export async function readCategoriesEditor(db: Database | Transaction): Promise<CategoriesEditor> {
  const [menus, categoryRows, tagRows] = await Promise.all([
    db
      .select({ _id: headerCategories.id, name: headerCategories.name })
      .from(headerCategories)
      .orderBy(asc(headerCategories.sortOrder)),
    db
      .select({
        _id: categories.id,
        name: categories.name,
        menuId: categories.headerCategoryId,
        isTopCategory: categories.isTopCategory,
        picture: categories.picture,
        imageKey: categories.imageKey,
        // Written out: in a one-table select drizzle leaves columns unqualified, and "id" would be the product's.
        products: sql<number>`(select count(*)::int from products p where p.category_id = categories.id)`,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({
        _id: tags.id,
        name: tags.tag,
        link: tags.taglink,
        products: sql<number>`(select count(*)::int from product_tags pt where pt.tag_id = tags.id)`,
      })
      .from(tags)
      .orderBy(asc(tags.sortOrder), asc(tags.tag)),
  ]);
  return {
    menus,
    categories: categoryRows.map(({ imageKey, ...row }) => ({ ...row, cateImg: categoryPictureUrl({ ...row, imageKey }) })),
    tags: tagRows,
  };
}

/** Ids the list names must be the table's own: anything else is a page loaded before another change. */
function knownIds(items: readonly { _id?: string }[], existing: ReadonlySet<string>): void {
  for (const item of items)
    if (item._id !== undefined && !existing.has(item._id.toLowerCase()))
      throw new ApiError(
        409,
        "admin.list_changed",
        "This list was changed elsewhere since the page was loaded. Please reload it.",
      );
}

async function inTransaction(
  ctx: CategoriesContext,
  actor: StaffUser,
  recordId: "menus" | "categories" | "tags",
  change: (tx: Transaction) => Promise<void>,
) {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // One change of the catalog's structure at a time: each rewrites a whole list.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chhaap-categories-editor'))`);
    const before = await readCategoriesEditor(tx);
    await change(tx);
    const after = await readCategoriesEditor(tx);
    await auditChange(tx, actor, {
      action: "catalog.structure",
      recordType: "catalog",
      recordId,
      before: before[recordId],
      after: after[recordId],
      at,
    });
  });
  forgetPublicAnswers();
}

export function saveMenus(ctx: CategoriesContext, actor: StaffUser, change: z.output<typeof menusChange>) {
  return inTransaction(ctx, actor, "menus", async (tx) => {
    const existing = await tx.select({ id: headerCategories.id }).from(headerCategories);
    knownIds(change.items, new Set(existing.map((row) => row.id)));
    const kept = change.items.flatMap((item) => (item._id ? [item._id.toLowerCase()] : []));
    // Removed menus leave their categories in no menu (the foreign key sets null).
    await tx.delete(headerCategories).where(kept.length > 0 ? notInArray(headerCategories.id, kept) : undefined);
    // Names move in two steps so a swap never meets the unique index halfway.
    for (const id of kept)
      await tx
        .update(headerCategories)
        .set({ name: sql`'~' || ${headerCategories.id}::text` })
        .where(eq(headerCategories.id, id));
    for (const [sortOrder, item] of change.items.entries()) {
      if (item._id)
        await tx
          .update(headerCategories)
          .set({ name: item.name, sortOrder })
          .where(eq(headerCategories.id, item._id.toLowerCase()));
      else await tx.insert(headerCategories).values({ name: item.name, sortOrder });
    }
  });
}

export function saveCategories(ctx: CategoriesContext, actor: StaffUser, change: z.output<typeof categoriesChange>) {
  return inTransaction(ctx, actor, "categories", async (tx) => {
    const existing = await tx
      .select({ id: categories.id, name: categories.name, slug: categories.slug, picture: categories.picture })
      .from(categories);
    knownIds(change.items, new Set(existing.map((row) => row.id)));
    const menus = new Set((await tx.select({ id: headerCategories.id }).from(headerCategories)).map((row) => row.id));
    change.items.forEach((item, index) => {
      if (item.menuId !== null && !(isUuid(item.menuId) && menus.has(item.menuId.toLowerCase())))
        throw new ApiError(400, "admin.menu_unknown", CATEGORY_MESSAGES.menuUnknown, {
          errors: { [`items.${index}.menuId`]: CATEGORY_MESSAGES.menuUnknown },
        });
    });
    // A picture is the category's own, the drawn one (""), or one just uploaded.
    const pictureOf = new Map(existing.map((row) => [row.id, row.picture]));
    for (const [index, item] of change.items.entries()) {
      const picture = item.picture;
      if (picture === undefined || picture === "" || picture === pictureOf.get(item._id?.toLowerCase() ?? "")) continue;
      if (!(await isStoredCatalogPicture(ctx.files, picture)))
        throw new ApiError(400, "admin.picture_unknown", CATEGORY_MESSAGES.pictureUnknown, {
          errors: { [`items.${index}.picture`]: CATEGORY_MESSAGES.pictureUnknown },
        });
    }
    const kept = new Set(change.items.flatMap((item) => (item._id ? [item._id.toLowerCase()] : [])));
    const removed = existing.filter((row) => !kept.has(row.id));
    if (removed.length > 0) {
      const [inUse] = await tx
        .select({ name: categories.name, n: count(products.id) })
        .from(categories)
        .innerJoin(products, eq(products.categoryId, categories.id))
        .where(
          inArray(
            categories.id,
            removed.map((row) => row.id),
          ),
        )
        .groupBy(categories.name)
        .limit(1);
      if (inUse)
        throw new ApiError(
          409,
          "admin.category_in_use",
          `“${inUse.name}” still has products: move them to another category first.`,
          {
            params: { name: inUse.name },
          },
        );
      await tx.delete(categories).where(
        inArray(
          categories.id,
          removed.map((row) => row.id),
        ),
      );
    }
    const before = new Map(existing.map((row) => [row.id, row.name]));
    for (const id of kept)
      await tx
        .update(categories)
        .set({ name: sql`'~' || ${categories.id}::text` })
        .where(eq(categories.id, id));
    const renamed: string[] = [];
    for (const [sortOrder, item] of change.items.entries()) {
      const columns = {
        name: item.name,
        headerCategoryId: item.menuId?.toLowerCase() ?? null,
        isTopCategory: item.isTopCategory,
        sortOrder,
        ...(item.picture === undefined ? {} : { picture: item.picture }),
      };
      if (item._id) {
        const id = item._id.toLowerCase();
        await tx.update(categories).set(columns).where(eq(categories.id, id));
        if (before.get(id) !== item.name) renamed.push(id);
      } else {
        const slugs = new Set(existing.map((row) => row.slug));
        let slug = slugify(item.name) || "category";
        for (let n = 2; slugs.has(slug); n++) slug = `${slugify(item.name)}-${n}`;
        // A new category's picture is drawn from its name, like the shop's own.
        await tx.insert(categories).values({ ...columns, slug, imageKey: `indigo-category-${slug}`.slice(0, 100) });
      }
    }
    if (renamed.length > 0) {
      await lockColourways(
        tx,
        inArray(variants.productId, tx.select({ id: products.id }).from(products).where(inArray(products.categoryId, renamed))),
      );
      await rebuildSearchDocuments(
        tx,
        sql`c.id in (${sql.join(
          renamed.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    }
  });
}

export function saveTags(ctx: CategoriesContext, actor: StaffUser, change: z.output<typeof tagsChange>) {
  return inTransaction(ctx, actor, "tags", async (tx) => {
    const existing = await tx.select({ id: tags.id, tag: tags.tag }).from(tags);
    knownIds(change.items, new Set(existing.map((row) => row.id)));
    const kept = new Set(change.items.flatMap((item) => (item._id ? [item._id.toLowerCase()] : [])));
    const before = new Map(existing.map((row) => [row.id, row.tag]));
    const touched = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
    // Products of a removed or renamed tag get their search documents rewritten below.
    const affectedProducts = async (ids: string[]) =>
      ids.length === 0
        ? []
        : (await tx.selectDistinct({ id: productTags.productId }).from(productTags).where(inArray(productTags.tagId, ids))).map(
            (row) => row.id,
          );
    for (const item of change.items)
      if (item._id && before.get(item._id.toLowerCase()) !== item.name) touched.push(item._id.toLowerCase());
    const productIds = await affectedProducts(touched);
    const removed = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (removed.length > 0) await tx.delete(tags).where(inArray(tags.id, removed));
    for (const id of kept)
      await tx
        .update(tags)
        .set({ tag: sql`'~' || ${tags.id}::text` })
        .where(eq(tags.id, id));
    for (const [sortOrder, item] of change.items.entries()) {
      if (item._id)
        await tx.update(tags).set({ tag: item.name, taglink: item.link, sortOrder }).where(eq(tags.id, item._id.toLowerCase()));
      else await tx.insert(tags).values({ tag: item.name, taglink: item.link, sortOrder });
    }
    if (productIds.length > 0) {
      await lockColourways(tx, inArray(variants.productId, productIds));
      await rebuildSearchDocuments(
        tx,
        sql`p.id in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    }
  });
}
