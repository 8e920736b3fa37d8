import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories, blogPosts } from "#src/db/schema.ts";
import { createTestApp, type TestApp } from "#src/test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function get(url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

interface BlogBody {
  _id: string;
  slug: string;
  date: string;
  content: string;
  category: { _id: string; name: string };
}

describe("GET /api/blogcategory/", () => {
  it("lists every category with its newest post", async () => {
    const body = await get("/api/blogcategory/");
    expect(body.status).toBe(true);
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([
      "The Craft",
      "Natural Dyes",
      "Kutch Stories",
      "Care & Styling",
    ]);
    for (const category of body.data) {
      const posts = (await get(`/api/blogcategory/${category._id}`)).data as BlogBody[];
      expect(category.latestBlog.slug).toBe(posts[0]?.slug);
      expect(category.latestBlog.category).toEqual({ _id: category._id, name: category.name });
    }
    const craft = body.data[0];
    expect(craft.latestBlog).toMatchObject({
      slug: "ajrakh-bagh-and-dabu-compared",
      date: "2026-02-17",
      uploadBy: expect.any(String),
      meta_title: expect.stringContaining("Chhaap"),
      og_type: "article",
      og_image: expect.stringMatching(/^\/media\/ajrakh\//),
    });
    expect(body.data.every((c: { slug: string }) => /^[a-z-]+$/.test(c.slug))).toBe(true);
  });

  it("gives a category without posts a null latestBlog", async () => {
    await t.database.db.insert(blogCategories).values({ name: "Workshop News", slug: "workshop-news", sortOrder: 9 });
    const body = await get("/api/blogcategory");
    expect(body.data.find((c: { slug: string }) => c.slug === "workshop-news").latestBlog).toBeNull();
  });

  it("may be kept briefly by shared caches", async () => {
    const res = await t.app.inject("/api/blogcategory/");
    expect(res.headers["cache-control"]).toBe("public, max-age=5, stale-while-revalidate=5");
  });
});

describe("GET /api/blogcategory/{categoryId}", () => {
  it("lists a category's posts newest first", async () => {
    const categories = await get("/api/blogcategory/");
    const dyes = categories.data.find((c: { name: string }) => c.name === "Natural Dyes");
    const posts = (await get(`/api/blogcategory/${dyes._id}`)).data as BlogBody[];
    expect(posts.length).toBe(4);
    expect(posts.every((p) => p.category._id === dyes._id)).toBe(true);
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "1%27%20or%201=1"]) {
      const res = await t.app.inject(`/api/blogcategory/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        status: false,
        message: "This blog category does not exist.",
        code: "blog.category_not_found",
      });
    }
  });
});

describe("GET /api/blog/{slug}", () => {
  it("answers one post with its category, SEO fields and formatted HTML", async () => {
    const body = await get("/api/blog/what-is-ajrakh");
    expect(body.data).toMatchObject({
      slug: "what-is-ajrakh",
      title: expect.stringContaining("What Is Ajrakh"),
      category: { name: "The Craft" },
      meta_description: expect.any(String),
      keywords: expect.stringContaining("ajrakh"),
    });
    expect(body.data.content).toContain("<h2>");
    expect(body.data.content).toContain("<strong>");
  });

  it("answers 404 for an unknown slug", async () => {
    for (const slug of ["no-such-post", "..%2F..%2Fetc", "UPPER_case!"]) {
      const res = await t.app.inject(`/api/blog/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().message).toBe("This blog post does not exist.");
    }
  });

  it("sanitises stored HTML again when reading it", async () => {
    await t.database.db
      .update(blogPosts)
      .set({ contentHtml: '<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">x</a></p>' })
      .where(eq(blogPosts.slug, "how-to-wash-ajrakh"));
    const body = await get("/api/blog/how-to-wash-ajrakh");
    expect(body.data.content).toBe('<p>Hi <a rel="noopener">x</a></p>');
  });
});
