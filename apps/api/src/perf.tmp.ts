import { buildApp } from "#src/app.ts";
import { openDatabase } from "#src/db/client.ts";
import { searchVariantIds, normaliseSearchText } from "#src/modules/catalog/search-queries.ts";
import { loadVariants, loadVariantDetail } from "#src/modules/catalog/load-variants.ts";
import { variants } from "#src/db/schema.ts";
const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const db = h.db;
const terms = ["", "saree", "indigo", "modal silk", "dupatta", "madder red", "suit", "ajrakh", "cotton", "stole", "black", "ajra", "zzzz"];
function p50(xs: number[]) { const s = [...xs].sort((a,b)=>a-b); return s[Math.floor(s.length/2)]!.toFixed(1); }
for (const sort of [undefined, 1, -1] as const) {
  const line: string[] = [];
  for (const term of terms) {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const page = await searchVariantIds(db, { text: normaliseSearchText(term), sort, limit: 12, offset: 12 * (i % 3) });
      times.push(performance.now() - t0);
    }
    line.push(`${term || "(all)"}=${p50(times)}`);
  }
  console.log(`sort=${sort}: ${line.join("  ")}`);
}
const ids = (await db.select({ id: variants.id }).from(variants).limit(200)).map(r => r.id);
let times: number[] = [];
for (let i = 0; i < 50; i++) { const t0 = performance.now(); await loadVariants(db, ids.slice(i, i + 12)); times.push(performance.now() - t0); }
console.log("loadVariants(12) p50", p50(times));
times = [];
for (let i = 0; i < 50; i++) { const t0 = performance.now(); await loadVariantDetail(db, ids[i * 3]!); times.push(performance.now() - t0); }
console.log("loadVariantDetail p50", p50(times));
await h.close();
