import { productTag } from "@chhaap/contract/catalog";
import { category } from "@chhaap/contract/reference";
import { Suspense } from "react";
import { AjrakhPanel } from "#app/components/block-print.tsx";
import { Link } from "#app/components/link.tsx";
import { AboutBlock } from "#app/features/home/about-block.tsx";
import { CategoryCarousel } from "#app/features/home/category-carousel.tsx";
import { CollectionRow } from "#app/features/home/collection-row.tsx";
import { CustomerStories } from "#app/features/home/customer-stories.tsx";
import { BlockSkeleton, DeferredBlock } from "#app/features/home/deferred-block.tsx";
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
 * Every block is its own call, all started at once. The blocks at the top are
 * awaited; the rest stream in after the first paint (crawlers still get the whole page: entry.server
 * waits for everything when the visitor is a bot). A failed call reads as "no data" and its block is
 * simply left out, so one failing block never breaks the page. The product rows below the first screen
 * are only headed here: the browser asks for their cards as they near the screen (collection-row.tsx).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const tags = fetchList(context, "/api/product-tag", productTag);
  const story = Promise.all([loadCollectionDetail(context), loadVideos(context)]).then(([detail, videos]) => ({
    detail,
    videos,
  }));
  const happyCustomers = loadHappyCustomers(context);
  const about = loadAbout(context);
  const special = loadSpecialProduct(context);

  // The rows' headings are awaited with the top: a deferred part costs a render a second pass (decision 0060).
  const [topCategories, month, trending, week, mostSelling, mostLiked] = await Promise.all([
    fetchList(context, "/api/category/isTopCategory", category),
    loadCollection(context, "/api/product-of-month"),
    loadRowHeading(context, ROWS.trending),
    loadRowHeading(context, ROWS.week),
    loadRowHeading(context, ROWS.mostSelling),
    loadRowHeading(context, ROWS.mostLiked),
  ]);
  return {
    // Month links carry a timestamp; made here so server HTML and hydrated links agree.
    uniId: Date.now(),
    topCategories: topCategories.map(({ _id, name, slug, cateImg }) => ({ _id, name, slug, cateImg })),
    month,
    trending,
    tags,
    story,
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

      <DeferredBlock resolve={data.tags} skeleton={<BlockSkeleton kind="text" />}>
        {(tags) => (tags.length > 0 ? <TagRow tags={tags} /> : null)}
      </DeferredBlock>
      <DeferredBlock resolve={data.story} skeleton={<BlockSkeleton kind="band" />}>
        {({ detail, videos }) => (detail || videos.length > 0 ? <WorkshopStory detail={detail} videos={videos} /> : null)}
      </DeferredBlock>
      {data.week ? <CollectionRow id="week" path={ROWS.week} heading={data.week} /> : null}
      {data.mostSelling ? <CollectionRow id="most-selling" path={ROWS.mostSelling} heading={data.mostSelling} /> : null}
      {data.mostLiked ? <CollectionRow id="most-liked" path={ROWS.mostLiked} heading={data.mostLiked} /> : null}
      <DeferredBlock resolve={data.happyCustomers} skeleton={<BlockSkeleton kind="band" />}>
        {(customers) => (customers.length > 0 ? <CustomerStories customers={customers} /> : null)}
      </DeferredBlock>
      <DeferredBlock resolve={data.about} skeleton={<BlockSkeleton kind="text" />}>
        {(about) => (about ? <AboutBlock about={about} /> : null)}
      </DeferredBlock>
      <DeferredBlock resolve={data.special} skeleton={<BlockSkeleton kind="band" />}>
        {(special) => (special ? <SpecialBanner special={special} /> : null)}
      </DeferredBlock>

      <RecentlyViewed />

      <Suspense>
        <FeatureStrip />
      </Suspense>
    </>
  );
}
