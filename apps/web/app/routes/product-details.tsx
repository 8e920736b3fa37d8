import { review, reviewEligibility, VARIANT_NOT_FOUND, variantDetail } from "@chhaap/contract/catalog";
import { imageUrlAt } from "@chhaap/contract/media";
import { data, type MetaDescriptor, useRouteLoaderData } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { runAddToBagIntent } from "#app/features/cart/add-to-bag.server.ts";
import { deliveryCheckAsked } from "#app/features/delivery/delivery-check.server.ts";
import { DeliveryCheck } from "#app/features/delivery/delivery-check.tsx";
import { BuyPanel } from "#app/features/product/buy-panel.tsx";
import { ColourSwatches } from "#app/features/product/colour-swatches.tsx";
import { ProductAccordions } from "#app/features/product/product-accordions.tsx";
import { ProductGallery } from "#app/features/product/product-gallery.tsx";
import { absoluteUrl, productJsonLd, serializeJsonLd } from "#app/features/product/product-json-ld.ts";
import { ProductPrices } from "#app/features/product/product-prices.tsx";
import { RatingStars } from "#app/features/product/rating-stars.tsx";
import { RelatedProducts } from "#app/features/product/related-products.tsx";
import { ReviewComposer } from "#app/features/product/review-composer.tsx";
import { ReviewEditorProvider } from "#app/features/product/review-editor.tsx";
import { submitReviewIntent } from "#app/features/product/review-intent.server.ts";
import { ReviewOwnerActions } from "#app/features/product/review-owner-actions.tsx";
import { REVIEWS_ANCHOR, ReviewsSection } from "#app/features/product/reviews-section.tsx";
import { StockLabel } from "#app/features/product/stock-label.tsx";
import { RecentlyViewed } from "#app/features/recently-viewed/recently-viewed.tsx";
import { BackInStock } from "#app/features/wishlist/back-in-stock.tsx";
import { WishlistHeart } from "#app/features/wishlist/index.ts";
import { fetchData, fetchEnvelope, fetchList } from "#app/lib/api.server.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useNonce } from "#app/lib/nonce.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { productSearchUrl } from "#app/lib/product-search-url.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import "../styles/product-list.css";
import "../styles/product-detail.css";
import "../styles/review-form.css";
import type { Route } from "./+types/product-details";

function productPath(id: string): string {
  return `/product-details/${id}`;
}

// A heart's save or remove does not load the page again.
export { shouldRevalidate } from "#app/features/wishlist/heart-revalidation.ts";
// Anonymous shoppers share this page for five seconds (docs/decisions/0009).
export { headers } from "#app/lib/shared-page.ts";

/**
 * The variant (a 404 for an unknown id, so the page answers with a real 404 status) and, for a
 * customer, whether they may review it, asked alongside (null for guests or on failure). Then the
 * reviews, never failing (an empty list instead), asked only when the variant counts some (most
 * pieces have none). They are awaited, not streamed: a streamed list cost the page a second render
 * pass and about 1.2 kB of React's reveal script and markers. Related products are the browser's to
 * fetch (features/product/related-products.tsx).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = encodeURIComponent(params.pId);
  // "Check delivery" sent without scripts: `?pin=` answered here.
  const delivery = deliveryCheckAsked(request, context, [params.pId]);
  const eligibility = context
    .shopper()
    .then(({ user }) => (user ? fetchData(context, `/api/review/eligibility?varient=${id}`, reviewEligibility) : null));
  const detail = await fetchEnvelope(context, `/api/variant/${id}`, variantDetail);
  if (detail.status === 404) throw data(VARIANT_NOT_FOUND, { status: 404 });
  // The single product's error state; the root boundary shows it inside the shell.
  if (!detail.data) throw data(null, { status: 503 });
  const [reviews, mayReview, deliveryAnswer] = await Promise.all([
    detail.data.rating.count > 0 ? fetchList(context, `/api/review?varient=${id}`, review) : [],
    eligibility,
    delivery,
  ]);
  return { variant: detail.data, reviews, eligibility: mayReview, delivery: deliveryAnswer };
}

/**
 * The page's forms, by `intent`: ADD TO CART and BUY NOW (the bag's), and a review's create, update
 * or delete, on behalf of the session's user. A review's 2xx answer reloads the page's data, so the
 * list, count and average follow; a refusal does not.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "add-to-cart" || intent === "buy-now") return runAddToBagIntent(context, form);
  const { result, status } = await submitReviewIntent(context, params.pId, form);
  return data(result, { status });
}

/** Title, description, canonical and Open Graph from the variant's SEO fields. */
export function meta({ data: loaderData, matches }: Route.MetaArgs): MetaDescriptor[] {
  const root = matches[0]?.data;
  if (!loaderData) return [];
  const { variant } = loaderData;
  const name = variant.og_title || variant.product.name;
  const description = variant.meta_description || variant.product.description;
  const base = pageMeta({ title: name, description, publicUrl: root?.publicUrl, pathname: productPath(variant._id) });
  const replaced = new Set(["og:type", "og:title", "og:description"]);
  const tags = base.filter((tag) => !("title" in tag) && !("property" in tag && replaced.has(String(tag.property))));
  const image = variant.og_image || variant.images[0]?.url;
  return [
    // meta_title already names the shop.
    { title: variant.meta_title || `${name} · Chhaap` },
    ...tags,
    ...(variant.keywords ? [{ name: "keywords", content: variant.keywords }] : []),
    { property: "og:type", content: variant.og_type || "product" },
    { property: "og:title", content: name },
    { property: "og:description", content: variant.og_description || description },
    ...(image && root?.publicUrl
      ? [
          { property: "og:image", content: absoluteUrl(imageUrlAt(image, 1200), root.publicUrl) },
          { property: "og:image:alt", content: variant.images[0]?.alt || name },
        ]
      : []),
    { property: "product:price:amount", content: variant.salePrice.toFixed(2) },
    { property: "product:price:currency", content: "INR" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

export default function ProductDetails({ loaderData, matches }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  const { variant, reviews, eligibility } = loaderData;
  const publicUrl = matches[0]?.data?.publicUrl ?? "";
  // The root loader asks the API whose session cookie this is (and reloads after every action).
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  const viewer = user ? { _id: user._id, name: user.name } : null;
  const path = productPath(variant._id);
  const name = variant.product.name;

  return (
    // Keyed: another piece is another page. Its parts keyed one by one once left a reviewed piece's
    // streamed reviews and related row standing under the next piece's (e2e/catalog.spec.ts).
    <div key={variant._id} className="product-page container">
      <Breadcrumb
        trail={[
          { label: t("home"), href: "/" },
          { label: variant.category.name, href: productSearchUrl(variant.category.name) },
          { label: name },
        ]}
      />
      <article className="product-detail" aria-labelledby="product-title">
        <div className="product-detail__gallery">
          <ProductGallery images={variant.images} name={name} />
        </div>
        {/* On phones the buy bar sticks to the bottom while this part is on screen, never over the gallery. */}
        <div className="product-detail__main">
          <div className="product-detail__summary">
            <div className="product-detail__heading">
              <h1 id="product-title" dir="auto">
                {name}
              </h1>
              <WishlistHeart variantId={variant._id} />
            </div>
            <p className="product-detail__meta">
              <span>
                {t("itemCode")}: <span className="product-detail__code">{variant.item_code}</span>
              </span>
              {variant.rating.count > 0 ? (
                <a href={`#${REVIEWS_ANCHOR}`} className="product-detail__rating">
                  <RatingStars rating={variant.rating.average} size={16} />
                  <span>{t("reviewCount", { count: variant.rating.count })}</span>
                </a>
              ) : null}
            </p>
            <StockLabel status={variant.stock.status} />
            <ProductPrices price={variant.price} salePrice={variant.salePrice} discount={variant.discount} />
            <p className="product-detail__tax">{t("pricesInclusive")}</p>
            <ColourSwatches
              current={{ color: variant.attributes.color, image: variant.images[0]?.url ?? "" }}
              others={variant.otherColourways}
            />
          </div>
          <BuyPanel variant={variant} sizeChart={variant.sizeChart} />
          <BackInStock variant={variant} />
          <DeliveryCheck variantIds={[variant._id]} initial={loaderData.delivery} />
          <div className="product-detail__more">
            <ProductAccordions variant={variant} />
            <a href={`#${REVIEWS_ANCHOR}`} className="product-detail__review-link">
              {t("addYourReview")}
            </a>
          </div>
        </div>
      </article>

      <ReviewEditorProvider>
        <ReviewsSection
          rating={variant.rating}
          reviews={reviews}
          reviewActions={(review) => <ReviewOwnerActions review={review} viewerId={viewer?._id} />}
        >
          <ReviewComposer
            viewer={viewer}
            loginHref={`/login?redirectTo=${encodeURIComponent(`${path}#${REVIEWS_ANCHOR}`)}`}
            reviews={reviews}
            eligibility={eligibility}
          />
        </ReviewsSection>
      </ReviewEditorProvider>

      <RelatedProducts variantId={variant._id} category={variant.category.name} />
      <RecentlyViewed current={variant._id} />

      {publicUrl ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          // Escaped by serializeJsonLd: no `<` can close the element early.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data for crawlers, built from our own catalog.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(variant, absoluteUrl(path, publicUrl), publicUrl)) }}
        />
      ) : null}
    </div>
  );
}
