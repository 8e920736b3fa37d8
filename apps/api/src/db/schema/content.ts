import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, seoColumns, updatedAt } from "./columns.ts";

/** Blog, SEO tags per page, contact enquiries and newsletter subscribers. */

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
    date: date("date", { mode: "string" }).notNull(),
    /** Sanitised on write. */
    contentHtml: text("content_html").notNull(),
    uploadBy: text("upload_by").notNull(),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_category_date_idx").on(t.categoryId, t.date)],
);

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
