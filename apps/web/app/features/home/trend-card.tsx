import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import type { ProductCardVariant } from "#app/features/product/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";

/**
 * A slide of the trending row: name, sale price, list price, discount percent and a Buy Now button
 * to /product-details/{variantId}.
 */
export function TrendCard({ variant }: { variant: ProductCardVariant }) {
  const t = useT();
  const price = useFormatPrice();
  const image = variant.images[0];
  const href = `/product-details/${variant._id}`;
  return (
    <article className="trend-card">
      <Link to={href} className="trend-card__media" tabIndex={-1} aria-hidden="true">
        {image ? (
          <Picture
            src={image.url}
            sizes="(min-width: 1024px) 240px, (min-width: 640px) 24vw, 38vw"
            upTo={800}
            width={800}
            height={1000}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </Link>
      <div className="trend-card__body">
        <h3 className="trend-card__name">{variant.product.name}</h3>
        <p className="trend-card__prices">
          <span className="trend-card__sale">{price(variant.salePrice)}</span>
          {variant.price > variant.salePrice ? (
            <>
              <s className="trend-card__list">
                <span className="visually-hidden">{t("trendingListPrice")} </span>
                {price(variant.price)}
              </s>
              <span className="trend-card__discount">{t("trendingOff", { n: variant.discount })}</span>
            </>
          ) : null}
        </p>
        <Link to={href} className="button button--primary trend-card__buy">
          {t("trendingBuyNow")}
          <span className="visually-hidden">: {variant.product.name}</span>
        </Link>
      </div>
    </article>
  );
}
