import { asc } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { seoTags, tags } from "#src/db/schema.ts";

export function listProductTags(db: Database) {
  return db.select({ id: tags.id, tag: tags.tag, taglink: tags.taglink }).from(tags).orderBy(asc(tags.sortOrder), asc(tags.tag));
}

export function listSeoTags(db: Database) {
  return db
    .select({ id: seoTags.id, pageName: seoTags.pageName, title: seoTags.title, description: seoTags.description })
    .from(seoTags)
    .orderBy(asc(seoTags.pageName));
}
