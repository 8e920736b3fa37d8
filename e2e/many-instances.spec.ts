import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { startLoadBalancer } from "./load-balancer.ts";
import {
  bhujAddress,
  cookieFrom,
  freshDatabase,
  type ShopInstance,
  serverUrl,
  staffCommand,
  startShop,
} from "./shop-instances.ts";

// Two instances of the shop, each with its own DATA_DIR as two machines would have, on one PostgreSQL
// and one Redis behind a load balancer: what one is told, the other knows (issue 33's proof).
test.describe("two instances behind a load balancer", () => {
  test.skip(!serverUrl, "needs a PostgreSQL server: DATABASE_URL or PG_TEST_URL (CI sets it)");
  test.setTimeout(240_000);

  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const shops: ShopInstance[] = [];
  let balancer: Awaited<ReturnType<typeof startLoadBalancer>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await freshDatabase("instances");
    balancer = await startLoadBalancer(["http://127.0.0.1:4531", "http://127.0.0.1:4532"], 4533);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: "redis://127.0.0.1:6379",
      WEB_CONCURRENCY: "1",
      PUBLIC_URL: balancer.url,
      TRUST_PROXY: "127.0.0.1",
    };
    // Started together on an empty database: one migrates and seeds while the other waits.
    shops.push(...(await Promise.all([startShop(4531, env), startShop(4532, env)])));
  });

  test.afterAll(async () => {
    for (const shop of shops) shop.process.kill("SIGTERM");
    await Promise.all(shops.map((shop) => shop.exited));
    await balancer?.close();
    await database?.drop();
  });

  /** A request through the balancer, sent to instance `to` (0 or 1), from the shop's own pages. */
  function via(to: number, path: string, init: RequestInit & { cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-upstream", String(to));
    headers.set("origin", balancer.url);
    if (init.cookie) headers.set("cookie", init.cookie);
    return fetch(balancer.url + path, { ...init, headers, redirect: "manual" });
  }
  const json = (body: unknown) => ({
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

  test("a customer, a screenshot, a staff edit and a limit are each the same through either instance", async () => {
    // Signed in through one, signed in on both.
    const email = `two-instances-${Date.now()}@example.com`;
    const registered = await via(
      0,
      "/api/users/",
      json({ name: "Asha Khatri", email, number: "9876543210", password: "indigo-madder-resist" }),
    );
    expect(registered.status, await registered.clone().text()).toBe(201);
    const { token, data: account } = (await registered.json()) as { token: string; data: { cartId: string } };
    const customer = `chhaap_session=${token}`;
    for (const to of [0, 1]) {
      const session = await via(to, "/api/users/session", { cookie: customer });
      expect(session.headers.get("x-served-by")).toBe(String(to));
      expect((await session.json()).data?.email).toBe(email);
    }

    // A bank transfer with its screenshot, placed through instance 1.
    const search = await (await via(1, "/api/variant/search?limit=24&search=saree")).json();
    const piece = (search.data as { _id: string; size: { sizeName: string; inStock: boolean }[] }[]).find((v) =>
      v.size.some((s) => s.inStock),
    );
    if (!piece) throw new Error("the demo shop has no saree in stock");
    const size = piece.size.find((s) => s.inStock)?.sizeName;
    const added = await via(1, "/api/cart-item", {
      ...json({ cartId: account.cartId, product_variant_id: piece._id, size, quantity: 1 }),
      cookie: customer,
    });
    expect(added.status, await added.clone().text()).toBeLessThan(300);
    const address = await via(0, "/api/address", { ...json(bhujAddress("Asha Khatri", email)), cookie: customer });
    expect(address.status, await address.clone().text()).toBe(201);
    const screenshot = await sharp({ create: { width: 300, height: 500, channels: 3, background: "#1f3a5f" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("addressId", (await address.json()).data._id);
    form.set("payment_id", "412345678901");
    form.set("payment_snap", new Blob([new Uint8Array(screenshot)], { type: "image/png" }), "payment.png");
    const placed = await via(1, "/api/order", { method: "POST", body: form, cookie: customer });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const orderNumber = (await placed.json()).data.order_id as string;

    // The owner, added on the command line, signs in through one and reads the screenshot through the other.
    await staffCommand(
      database.url,
      ["add", "--email", "owner@two.example", "--name", "Owner", "--role", "owner", "--password-stdin"],
      "first-password-2026\n",
    );
    const signedIn = await via(0, "/api/staff/session", json({ email: "owner@two.example", password: "first-password-2026" }));
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    const changed = await via(1, "/api/staff/password", {
      ...json({ currentPassword: "first-password-2026", newPassword: "second-password-2026" }),
      method: "PUT",
      cookie: cookieFrom(signedIn, "chhaap_staff"),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const staff = cookieFrom(changed, "chhaap_staff");
    for (const to of [0, 1]) {
      const picture = await via(to, `/api/admin/orders/${orderNumber}/payment-screenshot`, { cookie: staff });
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");
      const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect([width, height]).toEqual([300, 500]);
    }

    // A price saved through instance 0 is on instance 1's anonymous product page within a second,
    // though instance 1 had just kept that page (for 5 s, were nobody to tell it).
    const page = `/product-details/${piece._id}`;
    await expect
      .poll(async () => (await via(1, page)).headers.get("age"), { message: "instance 1 keeps the page" })
      .not.toBeNull();
    const productId = (search.data as { _id: string; product: { _id: string } }[]).find((v) => v._id === piece._id)?.product._id;
    const editing = (await (await via(0, `/api/admin/products/${productId}`, { cookie: staff })).json()).data;
    const colourway = editing.variants.find((v: { _id: string }) => v._id === piece._id);
    const newPrice = colourway.price - 111;
    colourway.salePrice = newPrice;
    const { _id, ...product } = editing;
    const saved = await via(0, `/api/admin/products/${productId}`, { ...json(product), method: "PUT", cookie: staff });
    expect(saved.status, await saved.clone().text()).toBe(200);
    // The page's own price tag for link previews and search engines, as the server renders it.
    const shown = `<meta property="product:price:amount" content="${newPrice.toFixed(2)}"/>`;
    await expect
      .poll(async () => (await (await via(1, page)).text()).includes(shown), { timeout: 1_000, intervals: [50] })
      .toBe(true);

    // Ten wrong passwords from one address, shared out between the instances: the eleventh is refused by either.
    for (let n = 0; n < 10; n++) {
      const tried = await via(
        n % 2,
        "/api/users/login",
        json({ email: `nobody-${n}@example.com`, password: "wrong-password-1" }),
      );
      expect(tried.status).toBe(401);
    }
    for (const to of [0, 1]) {
      const refused = await via(to, "/api/users/login", json({ email: "nobody-else@example.com", password: "wrong-password-1" }));
      expect(refused.status).toBe(429);
    }
  });
});
