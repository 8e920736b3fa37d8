import { type APIRequestContext, expect, test } from "@playwright/test";

/** What an attacker tries against pages, over real HTTP: none of it may leave the site, leak or cache. */

const DEMO = { email: "demo@chhaap.shop", password: "ajrakh-demo-2026" };

async function loggedIn(playwright: { request: { newContext(options: object): Promise<APIRequestContext> } }, baseURL: string) {
  const context = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const login = await context.post("/api/users/login", { data: DEMO, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
  return context;
}

const OFF_SITE = ["/.//evil.example/phish", "/..//evil.example", "/%2e//evil.example", "//evil.example", "/\\evil.example"];

test("after login, a redirect target never leaves the site, however it is dressed up", async ({
  playwright,
  baseURL,
  request,
}) => {
  const shopper = await loggedIn(playwright, baseURL ?? "");
  for (const target of OFF_SITE) {
    for (const page of ["/login", "/register"]) {
      const res = await shopper.get(`${page}?${new URLSearchParams({ redirectTo: target })}`);
      const location = res.headers().location ?? "";
      expect(location, `${page} ${target}`).not.toMatch(/^\/\/|^\/\\|evil\.example/);
    }
  }
  await shopper.dispose();

  // Logging in by the form with such a target sets the session and stays on the site.
  for (const target of OFF_SITE) {
    const res = await request.post("/login", {
      form: { email: DEMO.email, password: DEMO.password, redirectTo: target },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(res.status(), target).toBe(302);
    expect(res.headers().location, target).toBe("/");
  }
});

test("personal pages and their data answers are private, no-store", async ({ playwright, baseURL }) => {
  const shopper = await loggedIn(playwright, baseURL ?? "");
  for (const path of ["/orders", "/orders.data", "/cart", "/cart.data", "/shopping-cart", "/place-order", "/user-profile", "/"]) {
    const res = await shopper.get(path);
    expect(res.headers()["cache-control"], path).toBe("private, no-store");
  }
  await shopper.dispose();
});

test("a form posted to a page without one is sent back to the page, and a data request gets the envelope", async ({
  request,
  baseURL,
}) => {
  const page = await request.post("/blog?x=1", { form: { a: "1" }, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(page.status()).toBe(303);
  expect(page.headers().location).toBe("/blog?x=1");
  expect(await page.text()).toBe("");

  // A path that starts with two slashes is sent back to this site, never to the host it names.
  const doubled = await request.post(`${baseURL}//evil.example/`, {
    form: { a: "1" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(doubled.headers().location ?? "").toMatch(/^\/(?!\/)/);

  const data = await request.post("/_root.data", { form: { a: "1" }, headers: { origin: baseURL ?? "" } });
  expect(data.status()).toBe(405);
  expect(await data.json()).toEqual({
    status: false,
    message: "This page does not take form posts.",
    code: "request.form_post_refused",
  });
});

test("a page action refuses a body no form sends with 415, before the action reads it", async ({ request, baseURL }) => {
  const origin = baseURL ?? "";
  for (const path of ["/login", "/admin/staff", "/cart"]) {
    const types: Record<string, string>[] = [{ "content-type": "text/plain" }, { "content-type": "application/json" }, {}];
    for (const headers of types) {
      const res = await request.post(path, { headers: { origin, ...headers }, data: "a=b", maxRedirects: 0 });
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(415);
      expect(await res.json()).toEqual({
        status: false,
        message: "That content type is not accepted here.",
        code: "request.unsupported_type",
      });
    }
  }
});

test("a back-office sign-in carrying line breaks in its redirect target lands on the back office", async ({
  request,
  baseURL,
}) => {
  for (const redirectTo of ["/admin?x=\r\nSet-Cookie: chhaap_staff=forged", "/admin/orders\u2028x"]) {
    const signIn = await request.post("/admin/login", {
      form: { email: "owner@chhaap.shop", password: "chhaap-owner-2026", redirectTo },
      headers: { origin: baseURL ?? "" },
      maxRedirects: 0,
    });
    expect(signIn.status(), JSON.stringify(redirectTo)).toBe(302);
    expect(signIn.headers().location).toMatch(/^\/admin(\/orders%E2%80%A8x)?$/);
    expect(signIn.headers()["set-cookie"]).not.toContain("forged");
  }
  const asked = await request.get(`/admin/login?redirectTo=${encodeURIComponent("/admin\r\nX: y")}`, { maxRedirects: 0 });
  expect(asked.status()).toBeLessThan(500);
});
