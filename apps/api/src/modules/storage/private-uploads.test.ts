import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, multipartBody } from "#src/modules/accounts/test-support.ts";
import { signInNewStaff } from "#src/modules/admin/test-support.ts";
import { addToCart, createVariant, saveAddress } from "#src/modules/cart/test-support.ts";
import { confirmEmailOf, createTestApp, registerCustomer, type TestApp, type TestCustomer } from "#src/test/app.ts";
import { startLocalBucket } from "#src/test/local-bucket.ts";
import { bucketFileStore } from "./bucket-store.ts";
import { databaseFileStore } from "./database-store.ts";
import type { FileStore } from "./file-store.ts";

/**
 * Uploads through the real routes on every store: private files reach their owner and staff only,
 * whichever store holds them; catalog pictures are public and kept for a year.
 */
let bucket: Awaited<ReturnType<typeof startLocalBucket>>;
let bucketStore: ReturnType<typeof bucketFileStore>;
let picture: Buffer;
beforeAll(async () => {
  bucket = await startLocalBucket();
  bucketStore = bucketFileStore(bucket.settings);
  picture = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#1f3a7a" } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  bucketStore?.close();
  await bucket?.close();
});

const storeFor: Record<FileStore["kind"], ((db: TestApp["database"]["db"]) => FileStore) | undefined> = {
  disk: undefined,
  database: (db) => databaseFileStore(db),
  bucket: () => bucketStore.store,
};

describe.each(Object.keys(storeFor) as FileStore["kind"][])("uploads kept in the %s store", (kind) => {
  let t: TestApp;
  let files: FileStore | undefined;
  beforeAll(async () => {
    const open = storeFor[kind];
    t = await createTestApp({
      files:
        open &&
        ((db) => {
          files = open(db);
          return files;
        }),
    });
  });
  afterAll(async () => t?.close());

  /** Where a served URL's file lives: in the store, and on disk only for the disk store. */
  async function expectStored(url: string) {
    const key = url.slice(1);
    expect(existsSync(path.join(t.dataDir, key))).toBe(kind === "disk");
    if (files) expect(await files.has(key)).toBe(true);
  }

  it("serves a profile picture to its owner only", async () => {
    const me = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const form = multipartBody({}, { field: "image", name: "me.png", type: "image/png", content: picture });
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/users/${me.userId}`,
      payload: form.payload,
      headers: { ...form.headers, ...me.browser },
    });
    expect(put.statusCode).toBe(200);
    const { image } = put.json().data;
    await expectStored(image);

    const mine = await t.app.inject({ url: image, headers: { cookie: me.browser.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/webp");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(512);
    expect((await t.app.inject({ url: image, headers: { cookie: other.browser.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image })).statusCode).toBe(404);
  });

  it("serves a payment screenshot to the order's owner and to staff, to no other customer", async () => {
    const owner = await shopper(t);
    const body = multipartBody(
      { addressId: owner.addressId, payment_id: "UTR 5512 2026 1128" },
      { field: "payment_snap", name: "paid.png", type: "image/png", content: picture },
    );
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order",
      headers: { ...owner.browser, ...body.headers },
      payload: body.payload,
      remoteAddress: clientAddress(),
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    const url: string = order.payment_proof.image;
    await expectStored(url);

    const own = await t.app.inject({ url, headers: owner.browser });
    expect(own.statusCode).toBe(200);
    expect((await sharp(own.rawPayload).metadata()).format).toBe("webp");
    const stranger = await registerCustomer(t.app);
    expect((await t.app.inject({ url, headers: stranger.browser })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(404);

    const staff = await signInNewStaff(t, { name: "Desk", email: `desk-${kind}@chhaap.test`, password: "a long desk password" });
    const desk = await t.app.inject({ url: `/api/admin/orders/${order.order_id}/payment-screenshot`, headers: staff });
    expect(desk.statusCode).toBe(200);
    expect(desk.rawPayload).toEqual(own.rawPayload);
  });

  it("serves a catalog picture staff uploaded to anyone, kept for a year; an unknown one is 404", async () => {
    const staff = await signInNewStaff(t, { name: "Cat", email: `cat-${kind}@chhaap.test`, password: "a long catalog password" });
    const form = multipartBody({}, { field: "picture", name: "kurta.png", type: "image/png", content: picture });
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/admin/pictures",
      payload: form.payload,
      headers: { ...form.headers, ...staff },
    });
    expect(upload.statusCode).toBe(201);
    const url: string = upload.json().data.url;
    await expectStored(url);
    await expectStored(url.replace("-800.webp", "-480.avif"));

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    expect((await t.app.inject({ url: url.replace(/[0-9a-f]{24}/, "0".repeat(24)) })).statusCode).toBe(404);
  });
});

/** A confirmed customer with a piece in the bag and an Indian address, ready to check out. */
async function shopper(t: TestApp): Promise<TestCustomer & { addressId: string }> {
  const customer = await registerCustomer(t.app);
  await confirmEmailOf(t, customer);
  const { variantId } = await createVariant(t.database.db, { sizes: { M: 3 }, pricePaise: 150_000, weightKg: 0.5 });
  const added = await addToCart(t.app, customer, { variantId, size: "M", quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  return { ...customer, addressId: await saveAddress(t.app, customer) };
}
