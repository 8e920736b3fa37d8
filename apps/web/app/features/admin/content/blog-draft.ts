import type { BlogPostForEditing, BlogPostStatus, EditableBlogPost } from "@chhaap/contract/admin/blog";

/**
 * A blog post as its form holds it: every field the text that was typed, so a refused save shows
 * the page again exactly as it was sent.
 */
const BLOG_TEXT_FIELDS = [
  "title",
  "slug",
  "categoryId",
  "status",
  "publishAt",
  "image",
  "excerpt",
  "contentHtml",
  "metaTitle",
  "metaDescription",
  "ogTitle",
  "ogDescription",
] as const;
type BlogField = (typeof BLOG_TEXT_FIELDS)[number];
export type BlogDraft = Record<BlogField, string>;

/**
 * The back office's publish times are India time (UTC+05:30, no daylight saving): a
 * `datetime-local` field carries no offset, and the shop and its staff are in India.
 */
const INDIA_OFFSET_MS = 330 * 60_000;

/** `2026-12-01T09:30` (India time) from an ISO instant. */
function indiaLocalTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The ISO instant of a `datetime-local` value read as India time; null when empty, the text itself when unreadable (the contract refuses it). */
function instantOf(local: string): string | null {
  const text = local.trim();
  if (text === "") return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return text;
  return `${text.length === 16 ? `${text}:00` : text}+05:30`;
}

export function blogDraftOf(post: BlogPostForEditing): BlogDraft {
  return {
    title: post.title,
    slug: post.slug,
    categoryId: post.categoryId,
    status: post.status,
    // A draft's stored time is only when it was written: publishing it without a new date dates it then.
    publishAt: post.status === "draft" ? "" : indiaLocalTime(post.publishAt),
    image: post.image,
    excerpt: post.excerpt,
    contentHtml: post.contentHtml,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    ogTitle: post.ogTitle,
    ogDescription: post.ogDescription,
  };
}

export function emptyBlogDraft(): BlogDraft {
  const draft = Object.fromEntries(BLOG_TEXT_FIELDS.map((name) => [name, ""])) as BlogDraft;
  draft.status = "draft" satisfies BlogPostStatus;
  return draft;
}

export function blogDraftFromForm(form: FormData): BlogDraft {
  const draft = emptyBlogDraft();
  for (const name of BLOG_TEXT_FIELDS) {
    const value = form.get(name);
    draft[name] = typeof value === "string" ? value : "";
  }
  return draft;
}

/** What the API takes, before the contract's own checks (which the action runs next). */
export function editableBlogOf(draft: BlogDraft): Record<keyof EditableBlogPost, unknown> {
  return { ...draft, publishAt: instantOf(draft.publishAt) };
}
