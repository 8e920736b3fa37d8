import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * The shop owner in the journeys about money in: signed in on a back-office page, or as an API
 * session for the desk's steps a journey is not about; and a customer's delivery address in Bhuj.
 */

/** The demo shop's owner (the seed's). */
const OWNER = { email: "owner@chhaap.shop", password: "chhaap-owner-2026" };

/** Opens `path`, is sent to the staff sign-in, signs in as the owner and lands back on `path`. */
export async function signInAsOwner(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** The owner's API session, naming the shop's origin as a browser would. */
export async function ownerApi(
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  origin: string,
): Promise<APIRequestContext> {
  const owner = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await owner.post("/api/staff/session", { data: OWNER })).status()).toBe(200);
  return owner;
}

/** Saves an address in Bhuj (India) to the signed-in customer's account: its id. */
export async function saveBhujAddress(
  request: APIRequestContext,
  origin: string,
  customer: { name: string; phone: string; email: string },
): Promise<string> {
  const address = await request.post("/api/address", {
    data: {
      ...customer,
      addressLine1: "14 Khatri Street",
      city: "Bhuj",
      state: "Gujarat",
      zip: "370001",
      country: "India",
      addressType: "home",
    },
    headers: { origin },
  });
  expect(address.status()).toBe(201);
  return (await address.json()).data._id as string;
}
