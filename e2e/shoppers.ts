import { expect, type Page } from "@playwright/test";

/**
 * A fresh customer, registered through the API with the page's own request context: the session
 * cookie it answers lands in the browser context, so the page is logged in. State-changing calls
 * from a browser name the shop's origin.
 */
export async function registerShopper(page: Page, baseURL: string, name: string): Promise<void> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post("/api/users/", {
    data: { name, email, number: "9876543210", password: "indigo-madder-resist" },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
}
