import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#src/db/client.ts";
import { createTestDatabase } from "#src/test/database.ts";
import { refreshStock, SizeStock } from "./search-stock.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

/** Six colourways changed over and over, and a seventh, G, once after them. */
const OFTEN = Array.from({ length: 6 }, (_, n) => `00000000-0000-4000-8000-00000000000${n}`);
const G = "00000000-0000-4000-8000-0000000000aa";
const docOf = (id: string) => [...OFTEN, G].indexOf(id);

describe("the stock bits' refresh", () => {
  it("rebuilds rather than skip changes when the log holds more rows than one read takes", async () => {
    const { db } = database;
    // 850 transactions change the six (5,100 log rows), then one sells out G.
    await db.execute(sql`insert into stock_changes (epoch, variant_id)
      select e, v::uuid from generate_series(1, 850) e, unnest(array[${sql.join(
        OFTEN.map((id) => sql`${id}`),
        sql`, `,
      )}]) v`);
    await db.execute(sql`insert into stock_changes (epoch, variant_id) values (851, ${G})`);
    await db.execute(sql`update stock_epoch set n = 851`);
    const stock = new SizeStock(["M"], 7, 0);
    // The first 5,001 rows name the six only: applying them and claiming epoch 851 would miss G.
    expect(await refreshStock(db, stock, docOf, false)).toBe("rebuild");
    expect(stock.epoch).toBe(0);

    // From epoch 849 on, seven rows: read whole, applied, and the bits stand for 851.
    const near = new SizeStock(["M"], 7, 849);
    expect(await refreshStock(db, near, docOf, false)).toEqual({ menu: [] });
    expect(near.epoch).toBe(851);
  });
});
