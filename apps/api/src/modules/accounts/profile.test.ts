import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ACCOUNT_MESSAGES } from "@chhaap/contract/accounts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#src/db/schema.ts";
import { createTestApp, registerCustomer, type TestApp } from "#src/test/app.ts";
import { clientAddress, multipartBody } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

async function png(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 31, g: 58, b: 95 } } })
    .png()
    .withExif({ IFD0: { Copyright: "secret-camera-owner" } })
    .toBuffer();
}

describe("GET and PUT /api/users/{id}", () => {
  it("shows a customer their own profile and nobody else's", async () => {
    const me = await registerCustomer(t.app, { name: "Meher" });
    const other = await registerCustomer(t.app);
    const own = await t.app.inject({ url: `/api/users/${me.userId}`, headers: me.browser });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual({
      _id: me.userId,
      name: "Meher",
      last_name: "",
      email: me.email,
      number: "9876543210",
      address: "",
      gender: "",
      image: "",
      profilePicture: "",
      cartId: me.cartId,
      // Until the link mailed at registration is opened.
      emailConfirmed: false,
    });
    for (const request of [
      { method: "GET" as const, url: `/api/users/${other.userId}` },
      { method: "PUT" as const, url: `/api/users/${other.userId}`, payload: { name: "Hijacked" } },
      {
        method: "PUT" as const,
        url: `/api/users/${other.userId}/password`,
        payload: { currentPassword: me.password, newPassword: "new-secret-ajrakh" },
      },
    ]) {
      const res = await t.app.inject({ ...request, headers: me.browser, remoteAddress: clientAddress() });
      expect(res.statusCode, request.method + request.url).toBe(403);
      expect(res.json()).toEqual({
        status: false,
        message: "You can only see your own profile.",
        code: "account.own_profile_only",
      });
    }
    const [row] = await t.database.db
      .select({ name: users.name, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, other.userId));
    expect(row).toEqual({ name: "Test", lastName: "Customer" });
  });

  it("needs a session (401) for every profile call", async () => {
    const me = await registerCustomer(t.app);
    for (const [method, url] of [
      ["GET", `/api/users/${me.userId}`],
      ["PUT", `/api/users/${me.userId}`],
      ["PUT", `/api/users/${me.userId}/password`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "PUT" ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("updates name, last name, phone, address and gender from a multipart form; the email stays", async () => {
    const me = await registerCustomer(t.app);
    const form = multipartBody({
      name: "Kavya",
      last_name: "Rathod",
      number: "9123456780",
      address: "Dhamadka, Kutch",
      gender: "Female",
      email: "changed@example.com",
      role: "admin",
    });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: form.payload,
      headers: { ...form.headers, ...me.browser },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: "Profile updated.",
      data: {
        name: "Kavya",
        last_name: "Rathod",
        number: "9123456780",
        address: "Dhamadka, Kutch",
        gender: "female",
        email: me.email,
      },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.role).toBe("customer");
    expect(row?.email).toBe(me.email);
  });

  it("checks the fields it changes", async () => {
    const me = await registerCustomer(t.app);
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: { number: "12ab" },
      headers: me.browser,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ACCOUNT_MESSAGES.invalidNumber);
    // A number abroad is given with its country code, checked for that country, and kept whole.
    const put = (number: string) =>
      t.app.inject({ method: "PUT", url: `/api/users/${me.userId}`, payload: { number }, headers: me.browser });
    expect((await put("07911123456")).json().message).toBe(ACCOUNT_MESSAGES.invalidNumber);
    expect((await put("+44 7911 12345")).json().message).toBe(ACCOUNT_MESSAGES.invalidInternationalNumber);
    const abroad = await put("+44 7911 123456");
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json().data.number).toBe("+447911123456");
  });

  it("accepts a PNG picture, re-encodes it to WebP without metadata, and serves it to its owner only", async () => {
    const me = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const form = multipartBody(
      { name: "Picture Owner" },
      { field: "image", name: "me.png", type: "image/png", content: await png() },
    );
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: form.payload,
      headers: { ...form.headers, ...me.browser },
    });
    expect(res.statusCode).toBe(200);
    const { image, profilePicture } = res.json().data;
    expect(image).toMatch(/^\/uploads\/profile\/[0-9a-f]{32}\.webp$/);
    expect(profilePicture).toBe(image);

    const served = await t.app.inject({ url: image, headers: { cookie: me.browser.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("secret-camera-owner"))).toBe(false);

    expect((await t.app.inject({ url: image, headers: { cookie: other.browser.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/uploads/profile/..%2F..%2Fsession-secret", headers: me.bearer })).statusCode).toBe(404);

    // A new picture replaces the old file.
    const again = multipartBody({}, { field: "image", name: "me2.png", type: "image/png", content: await png(300, 300) });
    const replaced = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: again.payload,
      headers: { ...again.headers, ...me.browser },
    });
    expect(replaced.statusCode).toBe(200);
    expect(existsSync(path.join(t.dataDir, "uploads", "profile", path.basename(image)))).toBe(false);
    expect(readdirSync(path.join(t.dataDir, "uploads", "profile"))).toContain(path.basename(replaced.json().data.image));
  });

  it("refuses a text file named .png (415) and a picture over 5 MB (413)", async () => {
    const me = await registerCustomer(t.app);
    const fake = multipartBody(
      {},
      { field: "image", name: "me.png", type: "image/png", content: Buffer.from("<html><script>alert(1)</script></html>") },
    );
    const notImage = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: fake.payload,
      headers: { ...fake.headers, ...me.browser },
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({
      status: false,
      message: ACCOUNT_MESSAGES.pictureNotImage,
      code: "account.picture_not_image",
    });

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    const gifForm = multipartBody({}, { field: "image", name: "me.png", type: "image/png", content: gif });
    const gifRes = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: gifForm.payload,
      headers: { ...gifForm.headers, ...me.browser },
    });
    expect(gifRes.statusCode).toBe(415);

    const huge = multipartBody(
      {},
      { field: "image", name: "big.png", type: "image/png", content: Buffer.alloc(5 * 1024 * 1024 + 10, 7) },
    );
    const tooLarge = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: huge.payload,
      headers: { ...huge.headers, ...me.browser },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      status: false,
      message: ACCOUNT_MESSAGES.pictureTooLarge,
      code: "account.picture_too_large",
    });
    const [row] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, me.userId));
    expect(row?.image).toBeNull();
  });
});

describe("PUT /api/users/{id}/password", () => {
  it("needs the current password and a good new one", async () => {
    const me = await registerCustomer(t.app);
    const url = `/api/users/${me.userId}/password`;
    const wrong = await t.app.inject({
      method: "PUT",
      url,
      payload: { currentPassword: "not-my-password", newPassword: "fresh-indigo-vat" },
      headers: me.browser,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const weak = await t.app.inject({
      method: "PUT",
      url,
      payload: { currentPassword: me.password, newPassword: "password1" },
      headers: me.browser,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(ACCOUNT_MESSAGES.commonPassword);
  });

  it("ends every other session and renews the caller's", async () => {
    const me = await registerCustomer(t.app);
    const phone = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { email: me.email, password: me.password },
      remoteAddress: clientAddress(),
    });
    const phoneToken = phone.json().token as string;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}/password`,
      payload: { currentPassword: me.password, newPassword: "fresh-indigo-vat" },
      headers: me.browser,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    const renewed = res.json().token as string;
    expect(String(res.headers["set-cookie"])).toContain(`chhaap_session=${renewed}`);

    const profileWith = (authorization: string) =>
      t.app.inject({ url: `/api/users/${me.userId}`, headers: { authorization: `Bearer ${authorization}` } });
    expect((await profileWith(phoneToken)).statusCode).toBe(401);
    expect((await profileWith(me.token)).statusCode).toBe(401);
    expect((await profileWith(renewed)).statusCode).toBe(200);

    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/users/login",
        payload: { email: me.email, password },
        remoteAddress: clientAddress(),
      });
    expect((await login(me.password)).statusCode).toBe(401);
    expect((await login("fresh-indigo-vat")).statusCode).toBe(200);
  });
});
