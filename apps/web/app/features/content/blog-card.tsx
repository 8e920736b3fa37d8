import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { BlogSummary } from "./blog-summary.ts";

/**
 * One post in the blog list or the Trending Blogs grid. Links carry the category in navigation state;
 * the post page does not need it, since the post names its own category.
 * The picture repeats the title link, so it is hidden from screen readers and the tab order.
 * `priority`: the list's first card, whose picture is the page's largest paint on a phone.
 */
export function BlogCard({
  post,
  eyebrow,
  headingLevel,
  priority = false,
}: {
  post: BlogSummary;
  eyebrow?: string;
  headingLevel: 2 | 3;
  priority?: boolean;
}) {
  const t = useT();
  const to = `/blog-details/${post.slug}`;
  const state = { categoryId: post.categoryId };
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="blog-card">
      <Link to={to} state={state} className="blog-card__image-link" tabIndex={-1} aria-hidden="true">
        <Picture
          className="blog-card__image"
          src={post.image}
          sizes="(min-width: 992px) 30vw, (min-width: 600px) 45vw, 92vw"
          width={800}
          height={1000}
          alt=""
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
      </Link>
      <div className="blog-card__body">
        {eyebrow ? <p className="blog-card__eyebrow">{eyebrow}</p> : null}
        <Heading className="blog-card__title" lang="en">
          <Link to={to} state={state}>
            {post.title}
          </Link>
        </Heading>
        <p className="blog-card__meta">
          <time dateTime={post.date}>{post.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          {t("blogByline", { author: post.uploadBy })}
        </p>
        <p className="blog-card__excerpt" lang="en">
          {post.excerpt}
        </p>
        <Link to={to} state={state} className="blog-card__more">
          {t("continueReading")}
          <span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
