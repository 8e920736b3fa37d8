import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** Every journey's shoppers sign up with this password. */
export const SHOPPER_PASSWORD = "indigo-madder-resist";

export interface Shopper {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** The shopper's bag, when registered through the API (its answer names it). */
  cartId?: string;
}

export interface ShopperOptions {
  /** The mobile number; checkout's address form starts from the account's. */
  phone?: string;
  /**
   * "page" (the default for a page): through the Register page, as a shopper does; they land logged
   * in on `redirectTo`, else on /. "api" (the only way for a request context): `POST /api/users/`
   * with the page's own request context, whose cookie jar takes the session, for journeys about
   * something else.
   */
  via?: "page" | "api";
  /** Where the Register page sends them once registered (its `?redirectTo=`). */
  redirectTo?: string;
}

/** A fresh customer with a unique e-mail address, logged in in `client`'s browser (or request) context. */
export async function registerShopper(
  client: Page | APIRequestContext,
  name: string,
  options: ShopperOptions = {},
): Promise<Shopper> {
  const shopper: Shopper = {
    name,
    email: `shopper-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`,
    phone: options.phone ?? "9876543210",
    password: SHOPPER_PASSWORD,
  };
  const page = "goto" in client ? client : null;
  const request = "goto" in client ? client.request : client;
  if (!page || options.via === "api") {
    // State-changing calls from a browser name the shop's origin.
    const origin = test.info().project.use.baseURL ?? "";
    const response = await request.post("/api/users/", {
      data: { name, email: shopper.email, number: shopper.phone, password: shopper.password },
      headers: { origin },
    });
    expect(response.status(), await response.text()).toBe(201);
    const answer = (await response.json()) as { data?: { cartId?: string } };
    return { ...shopper, cartId: answer.data?.cartId };
  }
  const landing = options.redirectTo ?? "/";
  await page.goto(options.redirectTo ? `/register?${new URLSearchParams({ redirectTo: landing })}` : "/register");
  await page.getByLabel("Full Name").fill(shopper.name);
  await page.getByLabel("Email Id").fill(shopper.email);
  await page.getByLabel("Mobile Number").fill(shopper.phone);
  await page.getByLabel("Password", { exact: true }).fill(shopper.password);
  await page.getByRole("button", { name: "Register Now" }).click();
  // "/register?redirectTo=/cart" ends in /cart too: wait for the page itself, and the header's account link.
  await expect(page).toHaveURL((url) => url.pathname === landing);
  await expect(page.locator("header.site-header").getByRole("link", { name: "Profile" })).toBeVisible();
  return shopper;
}
