import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const script = fileURLToPath(new URL("./check-api-boundaries.mjs", import.meta.url));
const OWNERSHIP = `| Table (Drizzle name) | Owner | Editor |
| --- | --- | --- |
| variantSizes | catalog | admin/catalog |
| couponRedemptions | coupons | |
`;
const SCHEMA = {
  "db/schema/catalog.ts": 'export const variantSizes = pgTable("variant_sizes", {});\n',
  "db/schema/orders.ts": 'export const couponRedemptions = pgTable("coupon_redemptions", {});\n',
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** An API src folder holding `files`, checked against the ownership table above. */
function check(files: Record<string, string>, ownership = OWNERSHIP) {
  const src = mkdtempSync(join(tmpdir(), "api-boundaries-"));
  dirs.push(src);
  for (const [path, text] of Object.entries({ ...SCHEMA, ...files })) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  writeFileSync(join(src, "ownership.md"), ownership);
  const run = spawnSync(process.execPath, [script, "--src", src, "--ownership", join(src, "ownership.md")], {
    encoding: "utf8",
  });
  return { status: run.status, errors: run.stderr };
}

describe("check-api-boundaries", () => {
  it("passes modules that write their own tables, or tables they edit, and call others' services", () => {
    const result = check({
      "modules/catalog/stock.ts": "await tx.update(variantSizes).set({});\n",
      "modules/admin/catalog/queries.ts": "await tx.delete(variantSizes);\n",
      "modules/coupons/queries.ts": "await tx.delete(couponRedemptions);\n",
      "modules/orders/service.ts": 'import { releaseRedemption } from "../coupons/service.ts";\n',
      "modules/orders/orders.test.ts": 'await db.delete(couponRedemptions);\nimport { x } from "../coupons/queries.ts";\n',
    });
    expect(result.errors).toBe("");
    expect(result.status).toBe(0);
  });

  it("fails on a write to another module's table, naming the file, the table and its owner", () => {
    const result = check({
      "modules/admin/orders-desk/queries.ts":
        "await tx\n    .update(variantSizes)\n    .set({});\nawait tx.delete(couponRedemptions);\n",
    });
    expect(result.status).toBe(1);
    expect(result.errors).toContain("modules/admin/orders-desk/queries.ts: updates variantSizes, which catalog owns");
    expect(result.errors).toContain("modules/admin/orders-desk/queries.ts: deletes couponRedemptions, which coupons owns");
  });

  it("fails on an import of another module's queries, by a relative path or #src/", () => {
    const result = check({
      "modules/admin/content/blog-service.ts": 'import { auditChange } from "#src/modules/admin/staff/queries.ts";\n',
      "modules/admin/catalog/queries.ts": 'import { escapeLike } from "../../catalog/search-suggestion-queries.ts";\n',
      "modules/admin/catalog/service.ts": 'import { findProduct } from "./queries.ts";\n',
    });
    expect(result.status).toBe(1);
    expect(result.errors).toContain("modules/admin/content/blog-service.ts: imports #src/modules/admin/staff/queries.ts");
    expect(result.errors).toContain("modules/admin/catalog/queries.ts: imports ../../catalog/search-suggestion-queries.ts");
    expect(result.errors).not.toContain("modules/admin/catalog/service.ts");
  });

  it("fails on a table of the schema that has no owner", () => {
    const result = check({ "modules/cart/queries.ts": "" }, OWNERSHIP.replace("| couponRedemptions | coupons | |\n", ""));
    expect(result.status).toBe(1);
    expect(result.errors).toContain("table couponRedemptions has no owner");
  });
});
