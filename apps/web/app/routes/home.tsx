import { productTag } from "@chhaap/contract/catalog";
import { category } from "@chhaap/contract/reference";
import { Suspense } from "react";
import { AjrakhPanel } from "#app/components/block-print.tsx";
import { Link } from "#app/components/link.tsx";
import { AboutBlock } from "#app/features/home/about-block.tsx";
import { CategoryCarousel } from "#app/features/home/category-carousel.tsx";
import { CollectionRow } from "#app/features/home/collection-row.tsx";
import { CustomerStories } from "#app/features/home/customer-stories.tsx";
import { FeatureStrip } from "#app/features/home/feature-strip.tsx";
import {
  loadAbout,
  loadCollection,
  loadCollectionDetail,
  loadHappyCustomers,
  loadRowHeading,
  loadSpecialProduct,
  loadVideos,
} from "#app/features/home/home-data.server.ts";
import { MonthCarousel } from "#app/features/home/month-carousel.tsx";
import { SpecialBanner } from "#app/features/home/special-banner.tsx";
import { TagRow } from "#app/features/home/tag-row.tsx";
import { WorkshopStory } from "#app/features/home/workshop-story.tsx";
import { RecentlyViewed } from "#app/features/recently-viewed/recently-viewed.tsx";
import { fetchList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import homeStylesheet from "#app/styles/home.css?url";
import type { Route } from "./+types/home";

// A heart's save or remove does not load the page again.
export { shouldRevalidate } from "#app/features/wishlist/heart-revalidation.ts";
// Anonymous shoppers share this page for five seconds (decision 0009).
export { headers } from "#app/lib/shared-page.ts";

/** The collections the browser draws as they near the screen, read from the same public answers. */
const ROWS = {
  trending: "/api/trending-product",
  week: "/api/product-of-week",
  mostSelling: "/api/most-sealing-product",
  mostLiked: "/api/most-like-product",
} as const;

/**
 * Every block is its own call, all started at once and all awaited: each is an answer the API keeps
 * (one read a minute serves them all), and a streamed part cost the render a second pass whether or
 * not it had anything to show (decision 0060). A failed call reads as "no data" and its block is
 * simply left out, so one failing block never breaks the page. The product rows below the first
 * screen are only headed here: the browser asks for their cards as they near the screen
 * (collection-row.tsx).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [topCategories, month, trending, tags, detail, videos, week, mostSelling, mostLiked, happyCustomers, about, special] =
    await Promise.all([
      fetchList(context, "/api/category/isTopCategory", category),
      loadCollection(context, "/api/product-of-month"),
      loadRowHeading(context, ROWS.trending),
      fetchList(context, "/api/product-tag", productTag),
      loadCollectionDetail(context),
      loadVideos(context),
      loadRowHeading(context, ROWS.week),
      loadRowHeading(context, ROWS.mostSelling),
      loadRowHeading(context, ROWS.mostLiked),
      loadHappyCustomers(context),
      loadAbout(context),
      loadSpecialProduct(context),
    ]);
  return {
    // Month links carry a timestamp; made here so server HTML and hydrated links agree.
    uniId: Date.now(),
    topCategories: topCategories.map(({ _id, name, slug, cateImg }) => ({ _id, name, slug, cateImg })),
    month,
    trending,
    tags,
    story: detail || videos.length > 0 ? { detail, videos } : null,
    week,
    mostSelling,
    mostLiked,
    happyCustomers,
    about,
    special,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return pageMeta({
    title: translate(messages, "homeTitle"),
    description: translate(messages, "homeDescription"),
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "stylesheet", href: homeStylesheet }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const data = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          <div className="hero__text">
            <p className="eyebrow">{t("heroEyebrow")}</p>
            <h1 id="hero-title">{t("heroTitle")}</h1>
            <p className="hero__lead">{t("heroText")}</p>
            <p className="hero__actions">
              <Link to="/product" className="button button--primary">
                {t("heroShop")}
              </Link>
              <Link to="/blog/" className="button button--ghost">
                {t("heroStory")}
              </Link>
            </p>
          </div>
          <AjrakhPanel className="hero__art" />
        </div>
      </section>

      {/* Each section its own boundary: React hydrates them one task at a time, yielding between them,
          where the whole page in one task blocked a phone's main thread for 200-500 ms. */}
      <Suspense>{data.topCategories.length > 0 ? <CategoryCarousel categories={data.topCategories} /> : null}</Suspense>
      <Suspense>{data.month ? <MonthCarousel collection={data.month} uniId={data.uniId} /> : null}</Suspense>
      {data.trending ? <CollectionRow id="trending" path={ROWS.trending} heading={data.trending} wide /> : null}

      <Suspense>{data.tags.length > 0 ? <TagRow tags={data.tags} /> : null}</Suspense>
      <Suspense>{data.story ? <WorkshopStory detail={data.story.detail} videos={data.story.videos} /> : null}</Suspense>
      {data.week ? <CollectionRow id="week" path={ROWS.week} heading={data.week} /> : null}
      {data.mostSelling ? <CollectionRow id="most-selling" path={ROWS.mostSelling} heading={data.mostSelling} /> : null}
      {data.mostLiked ? <CollectionRow id="most-liked" path={ROWS.mostLiked} heading={data.mostLiked} /> : null}
      <Suspense>{data.happyCustomers.length > 0 ? <CustomerStories customers={data.happyCustomers} /> : null}</Suspense>
      <Suspense>{data.about ? <AboutBlock about={data.about} /> : null}</Suspense>
      <Suspense>{data.special ? <SpecialBanner special={data.special} /> : null}</Suspense>

      <RecentlyViewed />

      <Suspense>
        <FeatureStrip />
      </Suspense>
    </>
  );
}
