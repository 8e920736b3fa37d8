import { ERROR_CODES } from "@chhaap/contract/error-codes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe("the API platform", () => {
  it("answers health and readiness in the envelope", async () => {
    const health = await t.app.inject("/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: true });
    const ready = await t.app.inject("/api/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: true, data: { database: "up" } });
  });

  it("gives unknown API paths a JSON 404 that names the path", async () => {
    const res = await t.app.inject("/api/no-such-thing?x=1");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      status: false,
      message: "No such endpoint: GET /api/no-such-thing",
      code: "request.not_found",
      params: { method: "GET", path: "/api/no-such-thing" },
    });
  });

  it("sends security headers and a request id on every answer", async () => {
    const res = await t.app.inject("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // JSON runs nothing: the API's policy allows no inline script at all (pages add their nonce, e2e/platform.spec.ts).
    expect(res.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("keeps a well-formed incoming request id and replaces a hostile one", async () => {
    const kept = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "lb-trace-12345678" } });
    expect(kept.headers["x-request-id"]).toBe("lb-trace-12345678");
    const replaced = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "evil\nlog line" } });
    expect(replaced.headers["x-request-id"]).not.toContain("evil");
  });

  it("refuses bad JSON, oversize bodies and wrong content types with readable messages", async () => {
    const badJson = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      status: false,
      message: "The request body is not valid JSON.",
      code: "request.invalid_json",
    });

    const huge = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ status: false, message: "That request is too large.", code: "request.too_large" });

    // Text is no more JSON than XML is: refused as such, not read as a string the schema then rejects.
    for (const [type, payload] of [
      ["application/xml", "<email/>"],
      ["text/plain", '{"email":"a@example.com"}'],
    ]) {
      const refused = await t.app.inject({ method: "POST", url: "/api/newsletter", headers: { "content-type": type }, payload });
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json()).toEqual({
        status: false,
        message: "That content type is not accepted here.",
        code: "request.unsupported_type",
      });
    }
  });

  it("compresses large answers for clients that accept it", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("publishes an OpenAPI document generated from the contract schemas", async () => {
    const res = await t.app.inject("/api/openapi.json");
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/currency",
        "/api/country",
        "/api/header-item",
        "/api/product/searchSuggestion",
        "/api/newsletter",
      ]),
    );
    const body = doc.paths["/api/newsletter"].post.requestBody.content["application/json"].schema;
    expect(body.required).toContain("email");
    // Every operation names the error envelope, whose code is one of the contract's list.
    const failure = doc.paths["/api/newsletter"].post.responses.default.content["application/json"].schema;
    expect(failure.$ref).toBe("#/components/schemas/Error");
    expect(doc.components.schemas.Error.properties.code.enum).toEqual(ERROR_CODES);
  });

  it("answers 503 from /api/ready when the database is gone, without leaking details", async () => {
    const own = await createTestApp({ seed: false });
    await own.database.close();
    const res = await own.app.inject("/api/ready");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: false,
      message: "The shop's database is not reachable.",
      code: "server.database_unreachable",
    });
    await own.app.close();
  });
});
