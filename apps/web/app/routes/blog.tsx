import "#app/styles/content.css";
import { seoTag } from "@chhaap/contract/catalog";
import { blog, blogCategory } from "@chhaap/contract/content";
import { Form, useSubmit } from "react-router";
import { BlogCard } from "#app/features/content/blog-card.tsx";
import { summariseBlog } from "#app/features/content/blog-summary.ts";
import { LIST_EXCERPT_WORDS } from "#app/features/content/excerpt.ts";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { fetchList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { readShopperPreferences } from "#app/lib/preferences.ts";
import type { Route } from "./+types/blog";

/**
 * `/blog/`: the categories with one latest post each. The Category Filter (?category=slug)
 * narrows the page to every post of one category, newest first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = readShopperPreferences(request).language.code;
  const wanted = new URL(request.url).searchParams.get("category");
  const [categories, tags] = await Promise.all([
    fetchList(context, "/api/blogcategory/", blogCategory),
    fetchList(context, "/api/seo-tag", seoTag),
  ]);
  const selected = categories.find((category) => category.slug === wanted) ?? null;
  const posts = selected
    ? (await fetchList(context, `/api/blogcategory/${selected._id}`, blog)).map((post) => ({
        post: summariseBlog(post, LIST_EXCERPT_WORDS, language),
        eyebrow: null,
      }))
    : categories.flatMap((category) =>
        category.latestBlog
          ? [{ post: summariseBlog(category.latestBlog, LIST_EXCERPT_WORDS, language), eyebrow: category.name }]
          : [],
      );
  return {
    categories: categories.map(({ _id, name, slug }) => ({ _id, name, slug })),
    selected: selected ? { name: selected.name, slug: selected.slug } : null,
    posts,
    seo: seoFor(tags, "blog"),
  };
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  const title = pageData?.selected
    ? `${pageData.selected.name} · ${translate(messages, "blogTitle")}`
    : (pageData?.seo?.title ?? translate(messages, "blogTitle"));
  return pageMeta({
    title,
    description: pageData?.seo?.description ?? translate(messages, "blogIntro"),
    publicUrl: root?.publicUrl,
    // One address whether the page was asked for as /blog or /blog/ (the server's router reports the
    // path without its trailing slash, the browser with it): the one the menus and the sitemap link to.
    pathname: `/blog/${location.search}`,
  });
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const submit = useSubmit();
  const { categories, selected, posts } = loaderData;
  return (
    <div className="blog-page container">
      <header className="blog-page__header">
        <h1 className="content-title">{selected ? selected.name : t("blogTitle")}</h1>
        <p className="blog-page__intro">{t("blogIntro")}</p>
        <Form method="get" className="blog-filter" preventScrollReset>
          <label htmlFor="blog-category" className="blog-filter__label">
            {t("blogCategoryFilter")}
          </label>
          <select
            id="blog-category"
            name="category"
            className="content-select"
            defaultValue={selected?.slug ?? ""}
            key={selected?.slug ?? ""}
            // With script, choosing is enough; without it, the Show button sends the same GET form.
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          >
            <option value="">{t("blogAllCategories")}</option>
            {categories.map((category) => (
              <option key={category._id} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--ghost">
              {t("blogShow")}
            </button>
          </noscript>
        </Form>
      </header>
      {posts.length === 0 ? (
        <p className="blog-page__empty">{t("blogNoPosts")}</p>
      ) : (
        <ul className="blog-grid">
          {posts.map(({ post, eyebrow }, index) => (
            <li key={post._id}>
              <BlogCard
                post={post}
                eyebrow={eyebrow ? t("blogLatestIn", { category: eyebrow }) : undefined}
                headingLevel={2}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
