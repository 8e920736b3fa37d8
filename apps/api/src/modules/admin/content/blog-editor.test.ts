import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#src/db/schema/back-office.ts";
import { blogCategories } from "#src/db/schema/content.ts";
import { clientAddress } from "#src/modules/accounts/test-support.ts";
import { addStaff } from "#src/modules/admin/staff/service.ts";
import { createTestApp, registerCustomer, TEST_PUBLIC_URL, type TestApp } from "#src/test/app.ts";

const HOUR = 3_600_000;

let t: TestApp;
let staff: { cookie: string; origin: string };
let categoryId: string;
let cover: string;
let serial = 0;
/** The shop's clock: tests move it forward to let a scheduled post's time pass. */
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  const member = { name: "Salma", email: "blog-staff@shop.test", password: "blog-staff-2026-ok" };
  const ctx = { db: t.database.db, now: () => new Date(clock), log: t.app.log };
  await addStaff(ctx, { id: null, name: "test" }, { ...member, role: "staff", mustChangePassword: false });
  const signIn = await t.app.inject({
    method: "POST",
    url: "/api/staff/session",
    payload: member,
    remoteAddress: clientAddress(),
  });
  staff = { cookie: String(signIn.headers["set-cookie"]).split(";")[0] ?? "", origin: TEST_PUBLIC_URL };
  const [category] = await t.database.db.select({ id: blogCategories.id }).from(blogCategories).limit(1);
  if (!category) throw new Error("the demo shop has blog categories");
  categoryId = category.id;
  cover = await uploadCover();
});
afterAll(async () => t?.close());

async function uploadCover(): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#1F2E5C" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("picture", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "cover.png");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/pictures",
    headers: { ...staff, "content-type": request.headers.get("content-type") ?? "" },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.url as string;
}

function newPost(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const tag = `${Date.now().toString(36)}-${serial}`;
  return {
    title: `Indigo Vats of Ajrakhpur ${tag}`,
    slug: "",
    categoryId,
    status: "published",
    publishAt: null,
    image: cover,
    excerpt: "How the indigo vat is kept alive.",
    contentHtml: "<h2>The vat</h2><p>Indigo is <strong>fermented</strong>, not boiled.</p>",
    metaTitle: "",
    metaDescription: "",
    ogTitle: "",
    ogDescription: "",
    ...overrides,
  };
}

async function create(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/blog/posts", headers: staff, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data._id as string;
  const read = await t.app.inject({ url: `/api/admin/blog/posts/${id}`, headers: staff });
  expect(read.statusCode).toBe(200);
  return read.json().data as { _id: string; slug: string; status: string; contentHtml: string } & Record<string, unknown>;
}

function save(id: string, body: Record<string, unknown>) {
  return t.app.inject({ method: "PUT", url: `/api/admin/blog/posts/${id}`, headers: staff, payload: body });
}

/** Every slug shoppers can reach: the blog list of each category (what the sitemap lists too). */
async function publicSlugs(): Promise<string[]> {
  const categories = (await t.app.inject("/api/blogcategory")).json().data as {
    _id: string;
    latestBlog: { slug: string } | null;
  }[];
  const lists = await Promise.all(categories.map((c) => t.app.inject(`/api/blogcategory/${c._id}`)));
  return [
    ...categories.flatMap((c) => (c.latestBlog ? [c.latestBlog.slug] : [])),
    ...lists.flatMap((res) => res.json().data.map((p: { slug: string }) => p.slug)),
  ];
}

describe("the blog editor's API", () => {
  it("answers 401 without a staff session and 403 to a customer's", async () => {
    expect((await t.app.inject({ url: "/api/admin/blog/posts" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/admin/blog/categories" })).statusCode).toBe(401);
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: customer.browser,
      payload: newPost(),
    });
    expect(res.statusCode).toBe(403);
    const rename = await t.app.inject({
      method: "PUT",
      url: `/api/admin/blog/categories/${categoryId}`,
      headers: customer.bearer,
      payload: { name: "Hijacked" },
    });
    expect(rename.statusCode).toBe(403);
  });

  it("refuses a post without a title, with a bad slug, an unknown category or a cover never uploaded", async () => {
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: staff,
      payload: newPost({ title: "  " }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty("title");
    const slug = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: staff,
      payload: newPost({ slug: "Bad Slug!" }),
    });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().errors).toHaveProperty("slug");
    const category = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: staff,
      payload: newPost({ categoryId: "7d6f1c1e-0000-4000-8000-000000000000" }),
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().code).toBe("admin.category_unknown");
    const picture = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: staff,
      payload: newPost({ image: "https://elsewhere.example/x.webp" }),
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().code).toBe("admin.blog_cover_unknown");
  });

  it("makes the slug from the title, refuses another post's slug, and lists posts by status, category and title", async () => {
    const post = await create(newPost({ title: "Dabu: Mud Resist, Explained" }));
    expect(post.slug).toBe("dabu-mud-resist-explained");
    const clash = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: staff,
      payload: newPost({ slug: "dabu-mud-resist-explained" }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("admin.blog_slug_taken");

    const list = await t.app.inject({ url: "/api/admin/blog/posts?search=mud%20resist&status=published", headers: staff });
    expect(list.json().data.map((p: { _id: string }) => p._id)).toEqual([post._id]);
    const drafts = await t.app.inject({ url: "/api/admin/blog/posts?search=mud%20resist&status=draft", headers: staff });
    expect(drafts.json().data).toEqual([]);
  });

  it("removes script, event handlers and javascript: links from the body before storing it", async () => {
    const post = await create(
      newPost({
        contentHtml:
          '<h2>Blocks</h2><script>alert(1)</script><p>Teak <img src="https://x.example/a.png" onerror="alert(2)"> blocks ' +
          '<a href="javascript:alert(3)">carved</a> by hand.</p>',
      }),
    );
    expect(post.contentHtml).not.toMatch(/script|onerror|javascript:/i);
    expect(post.contentHtml).toContain("<h2>Blocks</h2>");
    expect(post.contentHtml).toContain('<img src="https://x.example/a.png" />');
    const shown = (await t.app.inject(`/api/blog/${post.slug}`)).json().data.content as string;
    expect(shown).not.toMatch(/script|onerror|javascript:/i);
  });

  it("keeps drafts and scheduled posts from shoppers until their time comes", async () => {
    const draft = await create(newPost({ status: "draft" }));
    expect(draft.status).toBe("draft");
    const at = new Date(clock + HOUR).toISOString();
    const scheduled = await create(newPost({ status: "scheduled", publishAt: at }));
    expect(scheduled.status).toBe("scheduled");
    expect(scheduled.publishAt).toBe(at);

    for (const post of [draft, scheduled]) expect((await t.app.inject(`/api/blog/${post.slug}`)).statusCode).toBe(404);
    const visible = await publicSlugs();
    expect(visible).not.toContain(draft.slug);
    expect(visible).not.toContain(scheduled.slug);
    const list = await t.app.inject({ url: "/api/admin/blog/posts?status=scheduled", headers: staff });
    expect(list.json().data.map((p: { _id: string }) => p._id)).toContain(scheduled._id);

    const past = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: staff,
      payload: newPost({ status: "scheduled", publishAt: new Date(clock - HOUR).toISOString() }),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe("admin.blog_date_not_future");

    clock += 2 * HOUR;
    expect((await t.app.inject(`/api/blog/${scheduled.slug}`)).statusCode).toBe(200);
    expect(await publicSlugs()).toContain(scheduled.slug);
    expect((await t.app.inject(`/api/blog/${draft.slug}`)).statusCode).toBe(404);
    const read = await t.app.inject({ url: `/api/admin/blog/posts/${scheduled._id}`, headers: staff });
    expect(read.json().data.status).toBe("published");
  });

  it("answers a post's old slug with a 301 to its new one after the slug changes, and writes the audit entry", async () => {
    const post = await create(newPost());
    const oldSlug = post.slug;
    const body = { ...newPost(), title: post.title, slug: `${oldSlug}-renamed`, image: post.image };
    const res = await save(post._id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.previousSlugs).toEqual([oldSlug]);

    const moved = await t.app.inject(`/api/blog/${oldSlug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/api/blog/${oldSlug}-renamed`);
    expect(moved.json().data).toEqual({ slug: `${oldSlug}-renamed` });
    expect((await t.app.inject(`/api/blog/${oldSlug}-renamed`)).statusCode).toBe(200);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, post._id), eq(auditLog.action, "blog.update")));
    expect(entry?.staffName).toBe("Salma");
    expect(entry?.recordType).toBe("blog_post");
    expect(entry?.before).toMatchObject({ slug: oldSlug });
    expect(entry?.after).toMatchObject({ slug: `${oldSlug}-renamed` });

    // Going back to the first slug: it is the post's own again, and the second one now redirects.
    await save(post._id, { ...body, slug: oldSlug });
    expect((await t.app.inject(`/api/blog/${oldSlug}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/blog/${oldSlug}-renamed`)).statusCode).toBe(301);

    // A post sent back to draft takes its old addresses with it.
    await save(post._id, { ...body, slug: oldSlug, status: "draft" });
    expect((await t.app.inject(`/api/blog/${oldSlug}-renamed`)).statusCode).toBe(404);
  });

  it("adds, renames and reorders categories, each with an audit entry", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/categories",
      headers: staff,
      payload: { name: "Workshop Diary" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data._id as string;
    const twice = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/categories",
      headers: staff,
      payload: { name: "workshop diary" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("admin.blog_category_exists");

    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/blog/categories/${id}`,
      headers: staff,
      payload: { name: "From the Workshop" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = renamed.json().data as { _id: string; name: string; slug: string; posts: number }[];
    expect(listed.at(-1)).toMatchObject({ _id: id, name: "From the Workshop", slug: "workshop-diary" });
    expect(listed.find((c) => c._id === categoryId)?.posts).toBeGreaterThan(0);
    expect(listed.at(-1)).toMatchObject({ posts: 0 });

    const ids = listed.map((c) => c._id);
    const order = [id, ...ids.filter((other) => other !== id)];
    const reordered = await t.app.inject({
      method: "PUT",
      url: "/api/admin/blog/categories/order",
      headers: staff,
      payload: { ids: order },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const shopperOrder = (await t.app.inject("/api/blogcategory")).json().data.map((c: { _id: string }) => c._id);
    expect(shopperOrder).toEqual(order);
    const partial = await t.app.inject({
      method: "PUT",
      url: "/api/admin/blog/categories/order",
      headers: staff,
      payload: { ids: [id] },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe("admin.blog_category_order_mismatch");

    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.recordType, "blog_category"));
    expect(entries.map((e) => e.action).sort()).toEqual([
      "blog_category.create",
      "blog_category.rename",
      "blog_category.reorder",
    ]);
  });
});
