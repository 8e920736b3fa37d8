import { expect, type Page, test } from "@playwright/test";

/** The shop owner runs the back office: signs in, adds a member of staff, sees it in the activity log. */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the owner signs in, adds a member of staff who must choose a password, and finds it in the activity", async ({
  page,
  browser,
}, testInfo) => {
  await page.goto("/admin/staff");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fstaff$/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await signIn(page, OWNER.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("That e-mail and password do not match a staff account.");
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" })).toBeVisible();

  const email = `packer-${testInfo.workerIndex}-${Date.now()}@chhaap.shop`;
  await page.getByLabel("Name").fill("Imran Packer");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Add staff member" }).click();
  const handedOut = page.locator(".admin-secret");
  await expect(handedOut).toBeVisible();
  const oneTimePassword = (await handedOut.textContent()) ?? "";
  await expect(page.getByRole("cell", { name: email })).toBeVisible();

  await page.getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("cell", { name: "staff.add staff" }).first()).toBeVisible();

  // The new member, on a phone: the one-time password leads to choosing their own first.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const packer = await phone.newPage();
  await packer.goto("/admin/login");
  await signIn(packer, email, oneTimePassword);
  await expect(packer).toHaveURL(/\/admin\/password$/);
  await packer.getByLabel("Current password").fill(oneTimePassword);
  await packer.getByLabel("New password").fill("indigo-packing-table");
  await packer.getByRole("button", { name: "Change password" }).click();
  await expect(packer.getByRole("heading", { name: "Welcome, Imran Packer" })).toBeVisible();
  // Managing staff is the owner's.
  await expect(packer.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" })).toHaveCount(0);
  await packer.getByRole("button", { name: "Sign out" }).click();
  await expect(packer).toHaveURL(/\/admin\/login$/);
  await phone.close();

  // Disabled by the owner, the member can no longer sign in.
  await page.getByRole("link", { name: "Staff" }).click();
  await page.getByRole("button", { name: "Disable Imran Packer" }).first().click();
  await expect(page.getByRole("status")).toHaveText("Staff member updated.");
});

test("a customer's session never opens the back office", async ({ page, baseURL }) => {
  const login = await page.request.post("/api/users/login", {
    data: { email: "demo@chhaap.shop", password: "ajrakh-demo-2026" },
    headers: { origin: baseURL ?? "" },
  });
  expect(login.status()).toBe(200);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);
  const api = await page.request.get("/api/admin/activity");
  expect(api.status()).toBe(403);
});
