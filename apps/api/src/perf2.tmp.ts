import { openDatabase } from "#src/db/client.ts";
import { findOtherColourways } from "#src/modules/catalog/variant-queries.ts";
import { findRatingSummary } from "#src/modules/catalog/review-queries.ts";
import { loadVariants } from "#src/modules/catalog/load-variants.ts";
import { variants } from "#src/db/schema.ts";
const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const db = h.db;
const ids = (await db.select({ id: variants.id }).from(variants).limit(200)).map(r => r.id);
for (const [name, fn] of [["colourways", (id: string) => findOtherColourways(db, id)], ["rating", (id: string) => findRatingSummary(db, id)], ["load1", (id: string) => loadVariants(db, [id])]] as const) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) { const t0 = performance.now(); await fn(ids[i]!); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  console.log(name, times[15]!.toFixed(2));
}
console.log(await findOtherColourways(db, ids[0]!));
await h.close();
