import {
  HOME_COLLECTION_KINDS,
  HOME_MESSAGES,
  type HomeBlock,
  type HomeBlockChange,
  type HomeCollectionChange,
  type HomeCollectionKind,
  type HomeEditor,
} from "@chhaap/contract/admin/home";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "#src/db/client.ts";
import { forgetPublicAnswers } from "#src/fresh-answers.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import {
  findVariantIdsByCode,
  readBlocks,
  readCollections,
  replaceAbout,
  replaceDetails,
  replaceSpecial,
  replaceStories,
  replaceTopMenu,
  replaceVideos,
  writeCollection,
} from "./home-editor-queries.ts";

export interface HomeEditorContext {
  db: Database;
  now: () => Date;
}

export async function readHomeEditor(db: Database | Transaction): Promise<HomeEditor> {
  const [collections, [special, videos, about, details, stories, topMenu]] = await Promise.all([
    readCollections(db),
    readBlocks(db),
  ]);
  return {
    collections: HOME_COLLECTION_KINDS.map((kind) => ({
      kind,
      ...(collections.get(kind) ?? { tittle: "", subTittle: "", itemCodes: [] }),
    })),
    special,
    videos,
    about,
    details,
    stories,
    topMenu,
  };
}

/** Item codes to variant ids, refusing the whole change when any code is not in the shop (400, naming them). */
async function variantIdsOf(tx: Transaction, codes: readonly string[], field: string): Promise<string[]> {
  const found = await findVariantIdsByCode(tx, codes);
  const unknown = [...new Set(codes.filter((code) => !found.has(code)))];
  if (unknown.length > 0) {
    const message = HOME_MESSAGES.itemCodesUnknown.replace("{codes}", unknown.join(", "));
    throw new ApiError(400, "admin.item_codes_unknown", message, {
      params: { codes: unknown.join(", ") },
      errors: { [field]: message },
    });
  }
  return codes.map((code) => found.get(code) as string);
}

/** One home-page change at a time: each replaces a whole list, and two at once must not interleave. */
async function inHomeTransaction<T>(
  ctx: HomeEditorContext,
  actor: StaffUser,
  recordId: string,
  change: (tx: Transaction, at: Date) => Promise<T>,
): Promise<T> {
  const at = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chhaap-home-editor'))`);
    const before = await readHomeEditor(tx);
    const value = await change(tx, at);
    const after = await readHomeEditor(tx);
    const part = (editor: HomeEditor) =>
      recordId.startsWith("collection:")
        ? editor.collections.find((c) => `collection:${c.kind}` === recordId)
        : editor[recordId === "top-menu" ? "topMenu" : (recordId as Exclude<HomeBlock, "top-menu">)];
    await auditChange(tx, actor, {
      action: "home.update",
      recordType: "home",
      recordId,
      before: part(before),
      after: part(after),
      at,
    });
    return value;
  });
  forgetPublicAnswers();
  return result;
}

export function saveCollection(ctx: HomeEditorContext, actor: StaffUser, kind: HomeCollectionKind, change: HomeCollectionChange) {
  return inHomeTransaction(ctx, actor, `collection:${kind}`, async (tx) => {
    // A piece listed twice shows once.
    const codes = [...new Set(change.itemCodes)];
    const variantIds = await variantIdsOf(tx, codes, "itemCodes");
    await writeCollection(tx, kind, { tittle: change.tittle, subTittle: change.subTittle, variantIds });
  });
}

export function saveBlock<B extends HomeBlock>(ctx: HomeEditorContext, actor: StaffUser, block: B, change: HomeBlockChange<B>) {
  return inHomeTransaction(ctx, actor, block, async (tx, at) => {
    switch (block) {
      case "special": {
        const { items } = change as HomeBlockChange<"special">;
        const ids = await variantIdsOf(
          tx,
          items.map((item) => item.itemCode),
          "items",
        );
        await replaceSpecial(
          tx,
          items.map(({ itemCode: _, ...item }, n) => ({ ...item, variantId: ids[n] as string })),
          at,
        );
        return;
      }
      case "videos":
        return replaceVideos(tx, (change as HomeBlockChange<"videos">).items);
      case "about":
        return replaceAbout(tx, (change as HomeBlockChange<"about">).items, at);
      case "details":
        return replaceDetails(tx, (change as HomeBlockChange<"details">).items, at);
      case "stories":
        return replaceStories(tx, (change as HomeBlockChange<"stories">).items);
      case "top-menu":
        return replaceTopMenu(tx, (change as HomeBlockChange<"top-menu">).items);
    }
  });
}
