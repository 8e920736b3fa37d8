import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, seoColumns, updatedAt } from "./columns.ts";

/** Blog, the shop's own pages, SEO tags per page, contact enquiries and newsletter subscribers. */

export const blogCategories = pgTable("blog_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => blogCategories.id),
    image: text("image").notNull(),
    /** The day shoppers see on the post: the day of `publishedAt`, kept beside it. */
    date: date("date", { mode: "string" }).notNull(),
    /**
     * draft: staff only. published: shoppers see it from `publishedAt` on, so a post published with
     * a future time is scheduled, and appears when that time passes without anything having to run.
     */
    status: text("status").$type<BlogPostStatusValue>().notNull().default("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** A short summary for lists and search engines; empty lets lists cut one from the body. */
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised on write. */
    contentHtml: text("content_html").notNull(),
    uploadBy: text("upload_by").notNull(),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_category_date_idx").on(t.categoryId, t.date),
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt),
    check("blog_posts_status_check", sql`${t.status} in ('draft', 'published')`),
  ],
);

export type BlogPostStatusValue = "draft" | "published";

/** A post's earlier slugs: their old addresses answer with a permanent redirect to the post's current one. */
export const blogSlugRedirects = pgTable(
  "blog_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_slug_redirects_post_idx").on(t.postId)],
);

/**
 * The shop's own pages (policies, FAQ, Help & Support), one row each, written by migration 0016 with
 * the copy they had as code. The name is the page's address and SEO page name; it and the layout are
 * fixed, staff edit the rest. HTML is sanitised on write (and again on read).
 */
export const shopPages = pgTable(
  "shop_pages",
  {
    name: text("name").primaryKey(),
    /** Where the page stands in the back office's list: the order of the shop's policy menu. */
    position: integer("position").notNull(),
    layout: text("layout").$type<ShopPageLayoutValue>().notNull(),
    title: text("title").notNull(),
    /** Plain text. */
    intro: text("intro").notNull(),
    /** A `sections` page's body; empty on a `faq` page. */
    bodyHtml: text("body_html").notNull().default(""),
    /** A `faq` page's questions in order; empty on a `sections` page. */
    items: jsonb("items").$type<ShopPageItemValue[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check("shop_pages_layout_check", sql`${t.layout} in ('sections', 'faq')`)],
);

export type ShopPageLayoutValue = "sections" | "faq";
export interface ShopPageItemValue {
  question: string;
  answerHtml: string;
}

export const seoTags = pgTable("seo_tags", {
  id: id(),
  pageName: text("page_name").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
});

export const contactEnquiries = pgTable("contact_enquiries", {
  id: id(),
  email: text("email").notNull(),
  fullName: text("full_name").notNull(),
  number: text("number").notNull(),
  subject: text("subject").notNull(),
  enquiry: text("enquiry").notNull(),
  /** When staff marked it answered, and who (their name as it was). */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  answeredBy: text("answered_by"),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`)],
);
