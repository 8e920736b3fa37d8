import { randomInt } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { saveBhujAddress, signInAsOwner } from "./back-office-session.ts";
import { waitForHydration } from "./hydration.ts";
import { registerShopper } from "./shoppers.ts";

/**
 * Money in by bank transfer, checked against the bank's own statement: 18 customers' orders await
 * their transfers; staff upload the bank's statement of 20 credits (HDFC's CSV export), see 15 matched
 * (by the order number in the narration, or by the reference the customer typed), 3 doubtful (a
 * short payment, two credits that fit two orders of the same amount) and 2 unmatched, confirm the 15 in
 * one step and find those orders confirmed on the desk. The same file uploaded again applies nothing.
 */

const PHONE = { width: 390, height: 844 };

interface SearchVariant {
  _id: string;
  salePrice: number;
  size: { sizeName: string; inStock: boolean }[];
}

interface WaitingOrder {
  orderNumber: string;
  total: number;
  /** The 12-digit UPI reference the customer typed at checkout. */
  typed: string;
}

/** A made-up 12-digit UPI reference (UTR), drawn fresh so parallel runs never share one. */
function utr(): string {
  return String(randomInt(100_000_000_000, 999_999_999_999));
}

/**
 * Pieces in several sizes, in stock, from the catalogue's end (the other journeys buy single-size
 * pieces): one with two sizes in stock for two orders of the same amount, one size of others for the rest.
 * The twin piece is drawn at random among those whose price no other piece has: once one twin is
 * matched, the other credit must fit one waiting order only, and an order of that amount left waiting
 * (this journey's short payment, a retry of it, or another journey's order) would make it doubtful.
 */
async function piecesToBuy(request: APIRequestContext, count: number): Promise<{ variant: string; size: string }[]> {
  const first = await (await request.get("/api/variant/search?limit=48")).json();
  const pages: number = first.totalPages ?? 1;
  const all: SearchVariant[] = [];
  for (let page = pages; page >= 1; page--) {
    const body: { data: SearchVariant[] } = await (await request.get(`/api/variant/search?limit=48&page=${page}`)).json();
    all.push(...body.data.reverse());
  }
  // Pieces in several sizes: the other journeys buy single-size ones.
  const variants = all.filter((v) => v.size.length >= 2);
  const pieces = (price: number) => all.filter((v) => v.salePrice === price).length;
  const twins = variants.filter((v) => v.size.filter((s) => s.inStock).length >= 2 && pieces(v.salePrice) === 1);
  if (twins.length === 0) throw new Error("no piece with two sizes in stock and a price of its own");
  const twin = twins[randomInt(twins.length)] as SearchVariant;
  const [a, b] = twin.size.filter((s) => s.inStock);
  const rest = variants
    .filter((v) => v !== twin)
    .flatMap((v) => {
      const size = v.size.find((s) => s.inStock);
      return size ? [{ variant: v._id, size: size.sizeName }] : [];
    })
    .slice(0, count - 2);
  if (rest.length < count - 2) throw new Error("too few pieces in stock");
  return [...rest, { variant: twin._id, size: a?.sizeName ?? "" }, { variant: twin._id, size: b?.sizeName ?? "" }];
}

/** One customer's bank-transfer orders, one piece each, placed through the API as checkout does, each with a typed UTR. */
async function placeTransfers(request: APIRequestContext, origin: string, count: number): Promise<WaitingOrder[]> {
  const headers = { origin };
  const { cartId, email } = await registerShopper(request, "Farida Sheikh", { via: "api", phone: "9825012345" });
  const addressId = await saveBhujAddress(request, origin, { name: "Farida Sheikh", phone: "9825012345", email });
  const orders: WaitingOrder[] = [];
  for (const piece of await piecesToBuy(request, count)) {
    const added = await request.post("/api/cart-item", {
      data: { cartId, product_variant_id: piece.variant, size: piece.size, quantity: 1 },
      headers,
    });
    expect(added.status(), await added.text()).toBe(201);
    const typed = utr();
    const placed = await request.post("/api/order", { multipart: { addressId, payment_id: typed }, headers });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderNumber = (await placed.json()).data.order_id as string;
    const detail = await (await request.get(`/api/order/${orderNumber}`)).json();
    orders.push({ orderNumber, total: detail.data.total_amount as number, typed });
  }
  return orders;
}

/** "05/11/26": a day as HDFC's export writes it. */
function hdfcDate(day: Date): string {
  const [year, month, date] = day.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }).split("-");
  return `${date}/${month}/${year?.slice(2)}`;
}

/**
 * HDFC's CSV export: the bank's title and account rows, the header row, one row per transaction with
 * the credit under "Deposit Amt.", and the closing balance; a footer of totals after the rows.
 */
function hdfcStatement(credits: { narration: string; reference: string; amount: number }[]): string {
  const day = hdfcDate(new Date());
  let balance = 250_000;
  const rows = credits.map(({ narration, reference, amount }) => {
    balance += amount;
    return [day, narration, reference, day, "", amount.toFixed(2), balance.toFixed(2)].join(",");
  });
  return [
    "HDFC BANK Ltd.,,,,,,",
    "Statement of accounts,,,,,,",
    "Account Branch :BHUJ,,,,,,",
    "Account No :50200012345678,,,,,,",
    ",,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    ...rows,
    ",,,,,,",
    `STATEMENT SUMMARY :-,,,,,,`,
    "",
  ].join("\n");
}

/** The statement of 20 credits: 15 that match one order each, 3 doubtful, 2 that pay no order. */
function statementFor(orders: WaitingOrder[]) {
  const byNumber = orders.slice(0, 12);
  const byTyped = orders.slice(12, 15);
  const [short, twinA, twinB] = orders.slice(15, 18);
  if (!short || !twinA || !twinB) throw new Error("18 orders needed");
  const bank = () => `0000${utr()}`;
  // The credits that pay no order name this run, to be told apart from an earlier run's.
  const run = String(randomInt(1000, 9999));
  const credits = [
    ...byNumber.map((order) => ({
      narration: `UPI-FARIDA SHEIKH-FARIDA@OKHDFC-HDFC0001234-${utr()}-${order.orderNumber}`,
      reference: bank(),
      amount: order.total,
    })),
    ...byTyped.map((order) => ({
      narration: `IMPS-${order.typed}-FARIDA SHEIKH-SBIN-XXXXXXXX4321-PAYMENT`,
      reference: order.typed,
      amount: order.total,
    })),
    // Paid ₹100 less than the order's total.
    {
      narration: `UPI-FARIDA SHEIKH-FARIDA@OKSBI-SBIN0004321-${utr()}-${short.orderNumber}`,
      reference: bank(),
      amount: short.total - 100,
    },
    // Two credits of the same amount, neither naming its order: each could pay either twin order.
    { narration: `NEFT CR-SBIN0004321-FARIDA SHEIKH-ORDER PAYMENT ${run}`, reference: bank(), amount: twinA.total },
    { narration: `UPI-F SHEIKH-FSHEIKH@YBL-YESB0000001-${utr()}-PAYMENT ${run}`, reference: bank(), amount: twinB.total },
    { narration: `NEFT CR-ICIC0000123-KUTCH CRAFT TRADERS-REFUND OF ADVANCE ${run}`, reference: bank(), amount: 9876.54 },
    { narration: `IMPS-OWNER OWN TRANSFER-TOP UP ${run}`, reference: bank(), amount: 4321.09 },
  ];
  return { csv: hdfcStatement(credits), byNumber, byTyped, short, twinA, twinB, own: `OWNER OWN TRANSFER-TOP UP ${run}`, run };
}

/** How many lines each open tab holds, as its link says: "Matched (15)". */
async function tabCounts(page: Page): Promise<{ matched: number; doubtful: number; unmatched: number }> {
  const tabs = page.getByRole("navigation", { name: "Statement lines by state" });
  const count = async (name: string) =>
    Number((await tabs.getByRole("link", { name: new RegExp(`^${name} \\(`) }).textContent())?.match(/\((\d+)\)/)?.[1]);
  return { matched: await count("Matched"), doubtful: await count("Doubtful"), unmatched: await count("Unmatched") };
}

/** Uploads the statement; the first time the shop sees HDFC's layout, staff say once which column is which. */
async function uploadStatement(page: Page, csv: string) {
  await page
    .getByLabel(/^Statement file/)
    .setInputFiles({ name: "hdfc-statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload statement" }).click();
  const mapping = page.getByRole("heading", { name: "A new bank layout: which column holds what?" });
  const imported = page.getByText(/^Statement imported with the layout/);
  await expect(mapping.or(imported)).toBeVisible();
  if (await mapping.isVisible()) {
    // The file's rows are shown beside the form, and the columns are guessed from their names.
    await expect(page.getByRole("table", { name: "The file's first rows" })).toContainText("FARIDA SHEIKH");
    await expect(page.getByLabel("Narration", { exact: true })).toHaveValue("Narration");
    await expect(page.getByLabel("Credit (money in) (optional)")).toHaveValue("Deposit Amt.");
    await page.getByLabel("Name of this layout").fill("HDFC current account");
    await page.getByLabel("Date", { exact: true }).selectOption("Date");
    // Without the date format: refused beside it, the rest kept, the file still in hand.
    await page.getByRole("button", { name: "Save layout and import" }).click();
    await expect(page.getByLabel("How the bank writes dates")).toHaveAccessibleDescription(
      /Please choose how the bank writes dates\.$/,
    );
    await expect(page.getByLabel("Name of this layout")).toHaveValue("HDFC current account");
    await expect(page.getByText("File: hdfc-statement.csv")).toBeVisible();
    await page.getByLabel("How the bank writes dates").selectOption("DD/MM/YY");
    await page.getByRole("button", { name: "Save layout and import" }).click();
  }
  await expect(imported).toBeVisible();
}

test("staff reconcile a statement of 20 credits: 15 matched confirmed in one step, 3 doubtful, 2 unmatched; the same file again applies nothing", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const customer = await playwright.request.newContext({ baseURL: origin });
  const orders = await placeTransfers(customer, origin, 18);
  const { csv, byNumber, byTyped, short, twinA, twinB, own: ownTransfer, run } = statementFor(orders);
  const matched = [...byNumber, ...byTyped];

  await signInAsOwner(page, "/admin/payments");
  await waitForHydration(page);
  const before = await tabCounts(page);
  await uploadStatement(page, csv);
  await expect(page.getByText(/^Statement imported with the layout/)).toContainText("20 credits in the file, 20 new.");
  // The tabs count again once the page has reloaded its lines.
  await expect
    .poll(async () => {
      const now = await tabCounts(page);
      return [now.matched - before.matched, now.doubtful - before.doubtful, now.unmatched - before.unmatched];
    })
    .toEqual([15, 3, 2]);
  const after = await tabCounts(page);
  const counts = page.locator(".recon-summary__counts");
  await expect(counts).toContainText(`Matched: ${after.matched}`);
  await expect(counts).toContainText(`Doubtful: ${after.doubtful}`);
  await expect(counts).toContainText(`Unmatched: ${after.unmatched}`);

  // Matched: each credit beside its order, how it matched, all ticked.
  for (const order of byNumber.slice(0, 2)) {
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: order.orderNumber }) });
    await expect(row).toContainText("Order number in the narration");
    await expect(row.getByRole("checkbox")).toBeChecked();
  }
  const typedRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: byTyped[0]?.orderNumber ?? "" }) });
  await expect(typedRow).toContainText("Reference the customer typed");
  await expect(typedRow).toContainText(`customer typed ${byTyped[0]?.typed}`);

  // One step confirms them all: each order paid, its invoice issued.
  const confirm = page.getByRole("button", { name: /^Confirm \d+ payments$/ });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole("status")).toContainText(/^\d+ payments confirmed/);
  await expect(page.getByRole("link", { name: /^Confirmed \(\d+\)$/ })).toBeVisible();
  for (const order of matched) {
    const theirs = await (await customer.get(`/api/order/${order.orderNumber}`)).json();
    expect(theirs.data.order_status, order.orderNumber).toBe("confirmed");
  }
  const confirmedTab = page.getByRole("link", { name: /^Confirmed \(\d+\)$/ });
  await confirmedTab.click();
  await expect(confirmedTab).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: byNumber[0]?.orderNumber ?? "" }).click();
  await expect(page.getByRole("heading", { name: `Order ${byNumber[0]?.orderNumber}` })).toBeVisible();
  await expect(page.getByText("Received in the shop's account")).toBeVisible();
  await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();

  // Doubtful: the short payment names its order; the two same-amount credits could each be either twin.
  await page.goto("/admin/payments?state=doubtful");
  const shortRow = page.getByRole("row").filter({ hasText: short.orderNumber }).filter({ hasText: "short" });
  await expect(shortRow).toContainText("Paid ₹");
  const twinRows = page
    .getByRole("row")
    .filter({ hasText: run })
    .filter({ has: page.getByRole("button", { name: `Match to ${twinA.orderNumber}` }) });
  await expect(twinRows).toHaveCount(2);
  await waitForHydration(page);
  await twinRows
    .first()
    .getByRole("button", { name: `Match to ${twinA.orderNumber}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(`Matched to ${twinA.orderNumber}: it is under Matched, ready to confirm.`);
  // With its twin taken, the other credit of that amount fits one order: matched by amount and date.
  const matchedTab = page.getByRole("link", { name: /^Matched \(\d+\)$/ });
  await matchedTab.click();
  await expect(matchedTab).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: twinA.orderNumber })).toBeVisible();
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: twinB.orderNumber }) })).toContainText(
    "Same amount, within days of the order",
  );

  // Unmatched: one is the owner's own transfer, set aside with a note.
  const unmatchedTab = page.getByRole("link", { name: /^Unmatched \(\d+\)$/ });
  await unmatchedTab.click();
  await expect(unmatchedTab).toHaveAttribute("aria-current", "page");
  const own = page.getByRole("row").filter({ hasText: ownTransfer });
  await own.getByText("Not an order payment").click();
  await own.getByLabel("What is this credit?").fill("The owner's own top-up");
  await own.getByRole("button", { name: "Set aside" }).click();
  await expect(page.getByRole("status")).toHaveText("Set aside as not an order payment.");
  await expect(page.getByRole("row").filter({ hasText: ownTransfer })).toHaveCount(0);

  // The same file again: every line is known, nothing new is applied.
  await uploadStatement(page, csv);
  await expect(page.getByText(/^Statement imported with the layout/)).toContainText("20 credits in the file, 0 new.");
  await expect(page.getByText("20 lines were in an earlier upload and changed nothing.")).toBeVisible();
  expect((await (await customer.get(`/api/order/${twinB.orderNumber}`)).json()).data.order_status).not.toBe("confirmed");

  // On a phone, before any script has run: the doubtful lines read as cards within the screen, and the
  // short payment is matched by typing its order; an order another credit was given to is refused
  // beside the field, what was typed kept.
  const phone = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const small = await phone.newPage();
  await small.goto("/admin/payments?state=doubtful");
  const shortCard = small.getByRole("row").filter({ hasText: short.orderNumber });
  await expect(shortCard.getByRole("button", { name: `Match to ${short.orderNumber}` })).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await small.screenshot({ path: test.info().outputPath("doubtful-at-390.png"), fullPage: true });
  await shortCard.getByLabel(/^Another order/).fill(twinA.orderNumber);
  await shortCard.getByRole("button", { name: "Match", exact: true }).click();
  await expect(shortCard.getByLabel(/^Another order/)).toHaveValue(twinA.orderNumber);
  await expect(shortCard.getByLabel(/^Another order/)).toHaveAccessibleDescription(
    "Staff have already matched another credit to that order.",
  );
  await shortCard.getByLabel(/^Another order/).fill(short.orderNumber);
  await shortCard.getByRole("button", { name: "Match", exact: true }).click();
  await expect(small.getByRole("status")).toHaveText(new RegExp(`^Matched to ${short.orderNumber}, but the credit falls short`));
  await phone.close();
});
