import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import sharp from "sharp";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/** The shop owner runs the back office: signs in, adds a member of staff, sees it in the activity log. */

const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };
const SIGN_IN_REFUSED =
  "Those sign-in details do not match a staff account. With two-factor sign-in on, the current code from your authenticator app is needed too.";

async function signIn(page: Page, email: string, password: string) {
  // After a sign-out the sign-in page is still on its way: fill in the one that has arrived.
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
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
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_REFUSED);
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
  // Narrowed to one kind of record, then to one member's changes, then back to everything.
  await page.getByRole("combobox", { name: "Record", exact: true }).selectOption("order");
  await page.getByRole("button", { name: "Show changes" }).click();
  await expect(page).toHaveURL(/recordType=order/);
  await expect(page.getByRole("cell", { name: "staff.add staff" })).toHaveCount(0);
  await page.getByRole("link", { name: "Show all changes" }).click();
  await page.getByRole("cell", { name: "staff.add staff" }).first().getByRole("link").click();
  await expect(page).toHaveURL(/recordType=staff&recordId=/);
  await expect(page.getByRole("cell", { name: "staff.add staff" })).toHaveCount(1);

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
  await page.getByRole("link", { name: "Staff", exact: true }).click();
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

interface SearchVariant {
  _id: string;
  size: { sizeName: string; inStock: boolean }[];
}

/** A new customer's bank-transfer order with a payment screenshot, placed through the API as the checkout does. */
async function placeBankTransfer(request: APIRequestContext, baseURL: string): Promise<{ orderNumber: string; email: string }> {
  const headers = { origin: baseURL };
  const { email, cartId } = await registerShopper(request, "Farida Sheikh", { phone: "9825012345" });
  const search = await request.get("/api/variant/search?limit=48&page=2");
  const variant = ((await search.json()).data as SearchVariant[]).find((v) => v.size.length === 1 && v.size[0]?.inStock);
  if (!variant) throw new Error("no single-size piece in stock");
  const added = await request.post("/api/cart-item", {
    data: { cartId, product_variant_id: variant._id, size: variant.size[0]?.sizeName, quantity: 1 },
    headers,
  });
  expect(added.status()).toBe(201);
  const address = await request.post("/api/address", {
    data: {
      name: "Farida Sheikh",
      phone: "9825012345",
      email,
      addressLine1: "14 Khatri Street",
      city: "Bhuj",
      state: "Gujarat",
      zip: "370001",
      country: "India",
      addressType: "home",
    },
    headers,
  });
  expect(address.status()).toBe(201);
  const addressId = (await address.json()).data._id as string;
  const screenshot = await sharp({ create: { width: 60, height: 90, channels: 3, background: "#1f2e5c" } })
    .png()
    .toBuffer();
  const order = await request.post("/api/order", {
    multipart: { addressId, payment_snap: { name: "paid.png", mimeType: "image/png", buffer: screenshot } },
    headers,
  });
  expect(order.status(), await order.text()).toBe(201);
  return { orderNumber: (await order.json()).data.order_id as string, email };
}

test("the owner verifies a bank transfer from its screenshot, then packs and ships the order; the customer sees each step", async ({
  page,
  playwright,
  baseURL,
}) => {
  const customer = await playwright.request.newContext({ baseURL });
  const { orderNumber } = await placeBankTransfer(customer, baseURL ?? "");

  await page.goto("/admin/orders");
  await signIn(page, OWNER.email, OWNER.password);
  await page.getByRole("link", { name: /^Payment pending verification \(\d+\)$/ }).click();
  // The list sorts within the page by a header, keyboard first.
  const total = page.getByRole("columnheader", { name: "Total" });
  await expect(total).toHaveAttribute("aria-sort", "none");
  await total.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(total).toHaveAttribute("aria-sort", /ascending|descending/);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
  const screenshot = page.getByRole("img", { name: "Payment screenshot" });
  await expect(screenshot).toBeVisible();
  // Loaded for real (a staff-only address: a broken image would have no width).
  await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Confirming asks once, for what the shop's account shows, and says the invoice is issued now.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Confirm payment" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm payment" });
  await expect(confirm).toContainText("issues the order's GST invoice now");
  await expect(confirm.getByLabel("Amount received (₹)")).not.toHaveValue("");
  await confirm.getByLabel("Bank's reference (UTR or transaction ID)").fill("UTR 2026112799");
  await confirm.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page.getByRole("status")).toHaveText("Order updated.");
  await expect(page.getByText("Received in the shop's account")).toContainText("UTR 2026112799");
  await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  const theirs = await customer.get(`/api/order/${orderNumber}`);
  expect((await theirs.json()).data.order_status).toBe("confirmed");

  await page.getByRole("button", { name: "Mark as packed" }).click();
  await expect(page.getByRole("button", { name: "Mark as shipped" })).toBeVisible();
  await page.getByRole("button", { name: "Mark as shipped" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark as shipped" });
  await dialog.getByRole("button", { name: "Mark as shipped" }).click();
  // Both fields are required before anything is sent.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Carrier").fill("India Post");
  await dialog.getByLabel("Tracking number").fill("EK123456789IN");
  await dialog.getByRole("button", { name: "Mark as shipped" }).click();
  await expect(page.getByText("Shipped with India Post, tracking number EK123456789IN")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as delivered" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  expect((await (await customer.get(`/api/order/${orderNumber}`)).json()).data.order_status).toBe("shipped");

  await page.getByRole("link", { name: "Packing slip" }).click();
  await expect(page.getByRole("heading", { name: "Packing slip" })).toBeVisible();
  await expect(page.getByText(`Order ${orderNumber}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);

  // The tax invoice, numbered when the payment was confirmed: within Gujarat, so CGST and SGST.
  await page.getByRole("link", { name: `← Order ${orderNumber}` }).click();
  await page.getByRole("link", { name: /^Tax invoice CH\/\d\d-\d\d\/\d{6}$/ }).click();
  await expect(page.getByRole("heading", { name: "Tax invoice" })).toBeVisible();
  await expect(page.getByText("Gujarat (24)").first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "CGST" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "IGST" })).toHaveCount(0);
  const invoiceNumber = (await page.locator(".invoice__facts dd").first().textContent()) ?? "";
  expect(invoiceNumber).toMatch(/^CH\/\d\d-\d\d\/\d{6}$/);
  await expect(page.getByText(/Rupees .*Only$/)).toBeVisible();
  await customer.dispose();
});

test("the customer opens the tax invoice of their confirmed order from its page, and prints it as the sheet alone", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? "" };
  const shopper = await browser.newContext({ baseURL });
  const { orderNumber } = await placeBankTransfer(shopper.request, baseURL ?? "");
  const sheet = await shopper.newPage();
  await sheet.goto(`/orders/${orderNumber}`);
  await expect(sheet.getByRole("heading", { name: new RegExp(orderNumber) })).toBeVisible();
  // No invoice while the payment waits to be verified.
  await expect(sheet.getByRole("link", { name: /^Tax invoice/ })).toHaveCount(0);

  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post("/api/staff/session", { data: OWNER, headers: origin })).status()).toBe(200);
  const { total } = (await (await staff.get(`/api/admin/orders/${orderNumber}`)).json()).data;
  const confirmed = await staff.post(`/api/admin/orders/${orderNumber}/actions`, {
    data: { action: "confirm-payment", reference: "UTR 2026112701", amountReceived: total },
    headers: origin,
  });
  expect(confirmed.status()).toBe(200);
  const invoiceNumber = (await confirmed.json()).data.invoiceNumber as string;
  await staff.dispose();

  await sheet.reload();
  await sheet.getByRole("link", { name: `Tax invoice ${invoiceNumber}` }).click();
  await expect(sheet).toHaveURL(new RegExp(`/orders/${orderNumber}/invoice$`));
  await expect(sheet.getByRole("heading", { name: "Tax invoice" })).toBeVisible();
  await expect(sheet.getByText(invoiceNumber, { exact: true })).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  await sheet.emulateMedia({ media: "print" });
  await expect(sheet.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  // As A4 prints it (210 mm less 12 mm margins each side, 96 px an inch), the description has room
  // for its words instead of one a line: a dozen ems or more, whatever the other columns' figures
  // take (its share of the table varies with the piece's price and the tax columns).
  await sheet.setViewportSize({ width: 703, height: 1000 });
  const ems = await sheet
    .locator(".invoice__lines tbody td:nth-child(2)")
    .first()
    .evaluate((description) => {
      return description.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(description).fontSize);
    });
  expect(ems).toBeGreaterThan(12);
  const pdf = await sheet.pdf({ format: "A4" });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  // The mark's छाप comes from the shop's own face, embedded in the PDF, not from the printing machine (often boxes).
  expect(pdf.includes("NotoSansDevanagari")).toBe(true);
  await shopper.close();
});

test("the owner's overview leads to an enquiry, which is marked answered; subscribers export as CSV", async ({
  page,
  request,
}) => {
  const subject = `Wholesale ${randomBytes(3).toString("hex")}`;
  const sent = await request.post("/api/contactUs", {
    data: {
      email: "boutique@example.org",
      full_Name: "Boutique Owner",
      number: "9876543210",
      subject_Of_Enquiry: subject,
      your_Enquiry: "Fifty stoles?",
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/admin/login");
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await page.getByRole("link", { name: /enquiries to answer$/ }).click();
  const card = page.getByRole("row").filter({ hasText: subject });
  await expect(card.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    /^mailto:boutique@example\.org\?subject=/,
  );
  await card.getByRole("button", { name: "Mark as answered" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as answered.");
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: "Newsletter subscribers" })).toBeVisible();
  const csv = await page.request.get("/api/admin/subscribers.csv");
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n")[0]).toBe("email,subscribed_at");
});

test("a member turns on two-factor sign-in and is asked for the authenticator's code from then on", async ({ page }) => {
  // A member of the owner's making, who chooses a password first.
  await page.goto("/admin/login");
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await page.goto("/admin/staff");
  const email = `totp-${Date.now()}@chhaap.shop`;
  await page.getByLabel("Name").fill("Sana Two-Factor");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Add staff member" }).click();
  const oneTime = (await page.locator(".admin-secret").textContent()) ?? "";
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, email, oneTime);
  await page.getByLabel("Current password").fill(oneTime);
  await page.getByLabel("New password").fill("sana-packing-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Sana Two-Factor" })).toBeVisible();

  await page.getByRole("link", { name: "Security" }).click();
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "Authenticator set-up code" })).toBeVisible();
  const secret = (await page.locator(".admin-secret").textContent()) ?? "";
  await page.getByLabel("Code from your authenticator app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-factor sign-in is on.");

  await page.getByRole("button", { name: "Sign out" }).click();
  // Without the code the answer is the one every failure gets: it does not confirm the password.
  await signIn(page, email, "sana-packing-2026");
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_REFUSED);
  await page.getByLabel("Password", { exact: true }).fill("sana-packing-2026");
  // The code of the next step: the one that turned it on was used already.
  await page
    .getByLabel("Code from your authenticator app")
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Sana Two-Factor" })).toBeVisible();
});

test("a payment the shop turns down is sent again from the customer's order page", async ({ page, playwright, baseURL }) => {
  const customer = await playwright.request.newContext({ baseURL });
  const { orderNumber } = await placeBankTransfer(customer, baseURL ?? "");
  await page.goto("/admin/login");
  await signIn(page, OWNER.email, OWNER.password);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await page.goto(`/admin/orders/${orderNumber}`);
  const dialog = page.getByRole("dialog", { name: "Reject payment" });
  // The dialog opens once the page has hydrated.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Reject payment" }).click();
  await expect(dialog).toBeVisible();
  // The reason is mailed to the customer word for word: the dialog says so before it is typed.
  await expect(dialog.getByLabel("Reason")).toHaveAccessibleDescription(/The customer will see this/);
  await dialog.getByLabel("Reason").fill("The screenshot shows a different amount.");
  await dialog.getByRole("button", { name: "Reject payment" }).click();
  await expect(page.getByText("Turned down: The screenshot shows a different amount.")).toBeVisible();

  // The customer, in a browser of their own, reads why and sends a reference instead.
  const shopper = await page
    .context()
    .browser()
    ?.newContext({ storageState: await customer.storageState() });
  if (!shopper) throw new Error("no browser");
  const theirs = await shopper.newPage();
  // The reference is typed while the page's scripts are still on their way (a slow phone): it must
  // survive hydration and the renders after it.
  let scriptsArrive = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    scriptsArrive = resolve;
  });
  await theirs.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await theirs.goto(`/orders/${orderNumber}`, { waitUntil: "domcontentloaded" });
  await expect(theirs.getByText(/We could not verify your payment: The screenshot shows a different amount\./)).toBeVisible();
  // The timeline shows the payment turned down as such, and no delivery date is promised meanwhile.
  await expect(theirs.getByRole("list", { name: "Order status timeline" }).getByText("Payment not accepted")).toBeVisible();
  await expect(theirs.getByText("We will give a delivery date once your payment is verified.")).toBeVisible();
  await theirs.getByLabel("Transaction / reference ID").fill("UTR 2026 1125 0101");
  scriptsArrive();
  await waitForHydration(theirs);
  await theirs.waitForLoadState("networkidle");
  await expect(theirs.getByLabel("Transaction / reference ID")).toHaveValue("UTR 2026 1125 0101");
  await theirs.getByRole("button", { name: "Send to the shop" }).click();
  await expect(theirs.getByRole("status").filter({ hasText: "we will check the new payment evidence" })).toBeVisible();
  await expect(theirs.getByRole("button", { name: "Send to the shop" })).toHaveCount(0);
  await shopper.close();

  await page.reload();
  await expect(page.getByText("Reference typed by the customer: UTR 2026 1125 0101")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reject payment" })).toBeVisible();
  await customer.dispose();
});

test("the staff sign-in is the back office's own page whatever the case of its address", async ({ page }) => {
  // React Router matches paths whatever their case; the page's frame must follow the route it matched.
  for (const address of ["/admin/login", "/ADMIN/login", "/Admin/Login"]) {
    await page.goto(address);
    await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
    await expect(page.locator("header.site-header")).toHaveCount(0);
  }
});
