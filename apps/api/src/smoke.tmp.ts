import { buildApp } from "#src/app.ts";
import { openDatabase } from "#src/db/client.ts";
const h = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const app = await buildApp({ db: h.db, config: { dataDir: "/tmp/chh", publicUrl: "http://x", logLevel: "silent", trustProxy: false }, pingDatabase: h.ping, logger: false });
for (const url of process.argv.slice(2)) {
  const t0 = performance.now();
  const res = await app.inject(url);
  const ms = (performance.now() - t0).toFixed(1);
  const body = res.body.length > 1500 ? res.body.slice(0, 1500) + "..." : res.body;
  console.log(res.statusCode, ms + "ms", url, "\n", body, "\n");
}
await app.close(); await h.close();
