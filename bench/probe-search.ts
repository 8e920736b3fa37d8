import { openDatabase } from "../apps/api/src/db/client.ts";
import { searchVariantIds } from "../apps/api/src/modules/catalog/search-queries.ts";
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const terms = (process.argv[2] ?? "ajrakh,ajra,kutch badam,modal si,indigo saree,dabu ajr,natural,dabu blo,kharek,badam kurta").split(",");
for (const text of terms) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const page = await searchVariantIds(database.db, { text, limit: 12, offset: 0 }, { shape: "summary" });
    times.push(performance.now() - t0);
    total = page.total;
  }
  times.sort((a, b) => a - b);
  console.log(`${text.padEnd(14)} total ${String(total).padStart(6)}  median ${times[2]?.toFixed(1)} ms  min ${times[0]?.toFixed(1)}`);
}
await database.close();
