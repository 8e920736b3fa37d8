import { describe, expect, it } from "vitest";
import { blogDraftFromForm, blogDraftOf, editableBlogOf } from "./blog-draft.ts";

const post = {
  _id: "p1",
  title: "Indigo",
  slug: "indigo",
  previousSlugs: [],
  categoryId: "c1",
  status: "scheduled" as const,
  publishAt: "2026-12-01T04:00:00.000Z",
  image: "/media/catalog/abc-800.webp",
  excerpt: "",
  contentHtml: "<p>Vat</p>",
  metaTitle: "",
  metaDescription: "",
  ogTitle: "",
  ogDescription: "",
  uploadBy: "Salma",
  updatedAt: "2026-11-26T00:00:00.000Z",
};

describe("a blog post's form", () => {
  it("shows and reads publish times as India time", () => {
    const draft = blogDraftOf(post);
    expect(draft.publishAt).toBe("2026-12-01T09:30");
    const form = new FormData();
    for (const [name, value] of Object.entries(draft)) form.set(name, value);
    const sent = editableBlogOf(blogDraftFromForm(form));
    expect(new Date(sent.publishAt as string).toISOString()).toBe(post.publishAt);
  });

  it("sends no time when the field is empty, and a draft offers none", () => {
    const draft = blogDraftOf({ ...post, status: "draft" });
    expect(draft.publishAt).toBe("");
    expect(editableBlogOf(draft).publishAt).toBeNull();
  });
});
