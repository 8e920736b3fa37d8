import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import type { TestApp } from "#src/test/app.ts";
import { TEST_PUBLIC_URL } from "#src/test/app.ts";

/** Headers of a signed-in staff member's browser: the staff cookie and the shop's origin. */
export type StaffBrowser = {
  cookie: string;
  origin: string;
};

/** Adds a member of staff (with their own password, as after their first sign-in) and signs them in. */
export async function signInNewStaff(
  t: TestApp,
  member: { name: string; email: string; password: string; role?: "owner" | "staff" },
  now: () => Date = () => new Date(),
): Promise<StaffBrowser> {
  const ctx = { db: t.database.db, now, log: t.app.log };
  const { role = "staff", ...details } = member;
  await addStaff(ctx, { id: null, name: "test" }, { ...details, role, mustChangePassword: false });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: details,
    remoteAddress: clientAddress(),
  });
  if (signIn.statusCode !== 200) throw new Error(`staff sign-in answered ${signIn.statusCode}`);
  return { cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
}

/**
 * Confirms a bank transfer as staff do once the money is in the shop's account: the order's own total,
 * with the bank's reference.
 */
export async function confirmPaymentReceived(t: TestApp, staff: StaffBrowser, orderNumber: string, reference = "UTR 998877") {
  const detail = await t.app.inject({ url: `/api/admin/orders/${orderNumber}`, headers: staff });
  const amountReceived = (detail.json() as { data: { total: number } }).data.total;
  return t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderNumber}/actions`,
    headers: staff,
    payload: { action: "confirm-payment", reference, amountReceived },
  });
}
