import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";

/**
 * Input an attacker sends on purpose: control characters in any text field, broken multipart forms.
 * Each must be refused with a 400 that names the field, never a 500, and change nothing.
 */
let t: TestApp;
let customer: TestCustomer;
let variantId: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t.app);
  const search = await t.app.inject("/api/variant/search?limit=1");
  const first = (search.json() as { data: { _id: string }[] }).data[0];
  if (!first) throw new Error("the demo shop has no variants");
  variantId = first._id;
});
afterAll(async () => t?.close());

const NUL = "\u0000";

describe("control characters in text", () => {
  const address = {
    name: "Meera Joshi",
    phone: "9876543210",
    email: "meera@example.org",
    addressLine1: "12 Block Printers Lane",
    city: "Bhuj",
    state: "Gujarat",
    zip: "370001",
    country: "India",
    addressType: "home",
  };

  const cases: {
    what: string;
    method: "GET" | "POST" | "PUT";
    url: () => string;
    body?: () => object;
    field: string;
    auth?: boolean;
  }[] = [
    {
      what: "review text",
      method: "POST",
      url: () => "/api/review",
      body: () => ({ varient: variantId, rating: 5, review: `Lovely${NUL}` }),
      field: "review",
      auth: true,
    },
    {
      what: "address line",
      method: "POST",
      url: () => "/api/address",
      body: () => ({ ...address, addressLine1: `12${NUL}Lane` }),
      field: "addressLine1",
      auth: true,
    },
    {
      what: "profile name",
      method: "PUT",
      url: () => `/api/users/${customer.userId}`,
      body: () => ({ name: `Meera${NUL}` }),
      field: "name",
      auth: true,
    },
    {
      what: "contact enquiry",
      method: "POST",
      url: () => "/api/contactUs",
      body: () => ({
        email: "a@example.org",
        full_Name: "A",
        number: "9876543210",
        subject_Of_Enquiry: "Hi",
        your_Enquiry: `x${NUL}`,
      }),
      field: "your_Enquiry",
    },
    {
      what: "login e-mail",
      method: "POST",
      url: () => "/api/users/login",
      body: () => ({ email: `a${NUL}@example.org`, password: "whatever-long" }),
      field: "email",
    },
    {
      what: "registration name",
      method: "POST",
      url: () => "/api/users",
      body: () => ({ name: `New${NUL}`, email: "nul-reg@example.org", number: "9876543210", password: "indigo-madder-resist" }),
      field: "name",
    },
    {
      what: "search suggestion",
      method: "GET",
      url: () => `/api/product/searchSuggestion?name=saree${encodeURIComponent(NUL)}`,
      field: "name",
    },
    {
      what: "product search",
      method: "GET",
      url: () => `/api/variant/search?search=saree${encodeURIComponent(NUL)}`,
      field: "search",
    },
    {
      what: "coupon code",
      method: "POST",
      url: () => "/api/couponcode/applyCoupon",
      body: () => ({ code: `WELCOME10${NUL}`, salePrice: 1000 }),
      field: "code",
      auth: true,
    },
    {
      what: "order tracking",
      method: "POST",
      url: () => "/api/order/track",
      body: () => ({ email: "a@example.org", order_number: `CHP${NUL}` }),
      field: "order_number",
    },
    { what: "a path parameter", method: "GET", url: () => `/api/variant/${encodeURIComponent(`abc${NUL}`)}`, field: "id" },
    {
      what: "an object key",
      method: "POST",
      url: () => "/api/newsletter",
      body: () => ({ email: "a@example.org", [`x${NUL}`]: "1" }),
      field: `x${NUL}`,
    },
    {
      what: "the escape character",
      method: "POST",
      url: () => "/api/newsletter",
      body: () => ({ email: "a\u001b[31m@example.org" }),
      field: "email",
    },
  ];

  for (const c of cases) {
    it(`refuses a control character in ${c.what} with a field message`, async () => {
      const res = await t.app.inject({
        method: c.method,
        url: c.url(),
        ...(c.body ? { payload: c.body() } : {}),
        headers: c.auth ? customer.browser : {},
        remoteAddress: clientAddress(),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { status: boolean; message: string; errors?: Record<string, string> };
      expect(body.status).toBe(false);
      expect(body.message).toBe("Please remove the invisible control characters from this field.");
      expect(body.errors?.[c.field]).toBe(body.message);
    });
  }

  it("keeps tabs and line breaks in multi-line text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contactUs",
      payload: {
        email: "lines@example.org",
        full_Name: "Asha",
        number: "9876543210",
        subject_Of_Enquiry: "Sizes",
        your_Enquiry: "First line\r\nSecond line\twith a tab",
      },
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("stores nothing when a registration is refused for a NUL byte", async () => {
    const email = "nul-multipart@example.org";
    const form = multipartBody({ name: "Asha", email, number: `98765${NUL}43210`, password: "indigo-madder-resist" });
    const refused = await t.app.inject({ method: "POST", url: "/api/users", ...form, remoteAddress: clientAddress() });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { errors: Record<string, string> }).errors.number).toBeDefined();
    const retry = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { name: "Asha", email, number: "9876543210", password: "indigo-madder-resist" },
      remoteAddress: clientAddress(),
    });
    expect(retry.statusCode).toBe(201);
  });
});

describe("broken multipart forms", () => {
  it("answers 400, not 500, for a form cut off in the middle", async () => {
    const form = multipartBody({
      name: "Asha",
      email: "cut@example.org",
      number: "9876543210",
      password: "indigo-madder-resist",
    });
    const cut = form.payload.subarray(0, form.payload.length - 30);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: cut,
      headers: form.headers,
      remoteAddress: clientAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      message: "The form could not be read. Please send it again.",
      code: "upload.form_malformed",
    });
  });

  it("answers 400 for a multipart body without its boundary or with garbage", async () => {
    for (const [contentType, payload] of [
      ["multipart/form-data", "--x\r\nnothing"],
      ["multipart/form-data; boundary=abc", "garbage without any boundary"],
    ] as const) {
      const res = await t.app.inject({
        method: "PUT",
        url: `/api/users/${customer.userId}`,
        payload: payload,
        headers: { ...customer.browser, "content-type": contentType },
        remoteAddress: clientAddress(),
      });
      expect(res.statusCode, `${contentType}: ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${contentType}: ${payload}`).toBeLessThan(500);
    }
  });
});
