import type { Blog } from "@chhaap/contract/content";
import { excerpt } from "./excerpt.ts";

/** What a blog card shows: the post without its HTML, so lists send only a short excerpt to the browser. */
export interface BlogSummary {
  _id: string;
  title: string;
  slug: string;
  image: string;
  date: string;
  dateLabel: string;
  excerpt: string;
  categoryId: string;
  categoryName: string;
  uploadBy: string;
}

export function summariseBlog(post: Blog, words: number, language: string): BlogSummary {
  return {
    _id: post._id,
    title: post.title,
    slug: post.slug,
    image: post.image,
    date: post.date,
    dateLabel: formatBlogDate(post.date, language),
    excerpt: post.excerpt || excerpt(post.content, words),
    categoryId: post.category._id,
    categoryName: post.category.name,
    uploadBy: post.uploadBy,
  };
}

/** A post's day in the shopper's language, formatted once on the server so the browser shows the same text. */
export function formatBlogDate(date: string, language: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(day);
  } catch {
    return date;
  }
}
