import type { Database } from "#src/db/client.ts";
import { countStaff } from "./queries.ts";
import { addStaff } from "./service.ts";

/** The demo shop's owner of the README: signs in at /admin/login straight away (no forced change). */
export const DEMO_OWNER = { name: "Ruksana Khatri", email: "owner@chhaap.shop", password: "chhaap-owner-2026" } as const;

/**
 * Adds the demo owner to a shop that has no staff yet. Only ever asked for on the embedded demo shop,
 * or by `npm run seed -- --demo-owner`: a real shop's first owner comes from `npm run staff -- add`.
 */
export async function ensureDemoOwner(db: Database): Promise<boolean> {
  if ((await countStaff(db)) > 0) return false;
  try {
    await addStaff(
      { db, now: () => new Date() },
      { id: null, name: "demo seed" },
      { ...DEMO_OWNER, role: "owner", mustChangePassword: false },
    );
    return true;
  } catch {
    // Another process seeding at the same moment added them first.
    return false;
  }
}
