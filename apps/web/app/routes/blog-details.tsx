import "#app/styles/content.css";
import { type Blog, blog, blogCategory, blogMoved } from "@chhaap/contract/content";
import { imageUrlAt } from "@chhaap/contract/media";
import { Suspense } from "react";
import { Await, data, type MetaDescriptor, redirect } from "react-router";
import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { ArticleJsonLd } from "#app/features/content/article-json-ld.tsx";
import { BlogCard } from "#app/features/content/blog-card.tsx";
import { type BlogSummary, formatBlogDate, summariseBlog } from "#app/features/content/blog-summary.ts";
import { EnglishOnlyNote } from "#app/features/content/english-only.tsx";
import { TRENDING_EXCERPT_WORDS } from "#app/features/content/excerpt.ts";
import { callApi, fetchEnvelope, fetchList } from "#app/lib/api.server.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { SHOP_NAME } from "#app/lib/page-meta.ts";
import { readShopperPreferences } from "#app/lib/preferences.ts";
import type { Route } from "./+types/blog-details";

const TRENDING_MAX = 6;

/**
 * `/blog-details/{slug}`: the post, server-rendered whether reached from the list or opened by
 * its URL, and a Trending Blogs grid (deferred: it sits below the post and must not hold it up).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = readShopperPreferences(request).language.code;
  const post = await loadPost(context, params.slug);
  return {
    post,
    dateLabel: formatBlogDate(post.date, language),
    canonicalUrl: new URL(`/blog-details/${post.slug}`, context.publicUrl).toString(),
    imageUrl: new URL(imageUrlAt(post.og_image || post.image, 1200), context.publicUrl).toString(),
    trending: loadTrending(context, post, language),
  };
}

async function loadPost(context: Route.LoaderArgs["context"], slug: string): Promise<Blog> {
  const path = `/api/blog/${encodeURIComponent(slug)}`;
  const answer = await fetchEnvelope(context, path, blog);
  if (answer.status === 301) {
    // A slug the post had before: its old address leads to the current one for good.
    const moved = await callApi(context, path, { method: "GET" });
    const current = blogMoved.safeParse((moved.body as { data?: unknown } | null)?.data);
    if (current.success) throw redirect(`/blog-details/${encodeURIComponent(current.data.slug)}`, 301);
  }
  if (answer.status === 404) throw data(null, { status: 404 });
  if (!answer.data) throw data(null, { status: 503 });
  return answer.data;
}

/** Other posts of the same category first, then the newest of the other categories. Never throws. */
async function loadTrending(context: Route.LoaderArgs["context"], post: Blog, language: string): Promise<BlogSummary[]> {
  const [sameCategory, categories] = await Promise.all([
    fetchList(context, `/api/blogcategory/${post.category._id}`, blog),
    fetchList(context, "/api/blogcategory/", blogCategory),
  ]);
  const others = categories.flatMap((category) => (category.latestBlog ? [category.latestBlog] : []));
  const seen = new Set([post._id]);
  const picked: BlogSummary[] = [];
  for (const candidate of [...sameCategory, ...others]) {
    if (seen.has(candidate._id) || picked.length >= TRENDING_MAX) continue;
    seen.add(candidate._id);
    picked.push(summariseBlog(candidate, TRENDING_EXCERPT_WORDS, language));
  }
  return picked;
}

export function meta({ data: pageData }: Route.MetaArgs): MetaDescriptor[] {
  if (!pageData) return [];
  const { post, canonicalUrl, imageUrl } = pageData;
  const title = post.meta_title || `${post.title} · ${SHOP_NAME}`;
  const description = post.meta_description;
  return [
    { title },
    { name: "description", content: description },
    ...(post.keywords ? [{ name: "keywords", content: post.keywords }] : []),
    { tagName: "link", rel: "canonical", href: canonicalUrl },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:type", content: post.og_type || "article" },
    { property: "og:title", content: post.og_title || post.title },
    { property: "og:description", content: post.og_description || description },
    { property: "og:image", content: imageUrl },
    { property: "og:url", content: canonicalUrl },
    { property: "article:published_time", content: post.date },
    { property: "article:section", content: post.category.name },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { post, dateLabel, canonicalUrl, imageUrl, trending } = loaderData;
  return (
    <div className="blog-post container">
      <ArticleJsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Article",
          headline: post.title.slice(0, 110),
          description: post.meta_description,
          image: [imageUrl],
          datePublished: post.date,
          author: { "@type": "Organization", name: post.uploadBy },
          publisher: { "@type": "Organization", name: SHOP_NAME },
          mainEntityOfPage: canonicalUrl,
          keywords: post.keywords,
          articleSection: post.category.name,
          inLanguage: "en",
        }}
      />
      <p className="blog-post__back">
        <Link to="/blog/">
          <span className="back-arrow" aria-hidden="true">
            ←
          </span>{" "}
          {t("allStories")}
        </Link>
      </p>
      <article className="blog-post__article" aria-labelledby="post-title">
        <header className="blog-post__header">
          <div className="blog-post__heading">
            <p className="eyebrow">{post.category.name}</p>
            <h1 id="post-title" className="blog-post__title" lang="en">
              {post.title}
            </h1>
            <p className="blog-post__meta">
              <time dateTime={post.date}>{dateLabel}</time>
              <span aria-hidden="true"> · </span>
              {t("blogByline", { author: post.uploadBy })}
            </p>
            <EnglishOnlyNote />
          </div>
          <Picture
            className="blog-post__image"
            src={post.image}
            sizes="(min-width: 900px) 380px, 92vw"
            width={800}
            height={1000}
            alt=""
            fetchPriority="high"
          />
        </header>
        <div
          className="prose"
          lang="en"
          // The only HTML written into the page: the API sanitised it with an allow-list when it was stored
          // and again when it was read (modules/content/sanitize-blog-html.ts). Nothing a shopper types gets here.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised blog HTML, see above.
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      </article>
      <section className="trending" aria-labelledby="trending-title">
        <h2 id="trending-title" className="section-title">
          {t("trendingBlogs")}
        </h2>
        <Suspense fallback={<div className="trending__placeholder" />}>
          <Await resolve={trending}>
            {(posts) => (
              <ul className="blog-grid blog-grid--trending">
                {posts.map((entry) => (
                  <li key={entry._id}>
                    <BlogCard post={entry} headingLevel={3} />
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </section>
    </div>
  );
}
