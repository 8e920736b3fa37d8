import type { Variant } from "@chhaap/contract/catalog";
import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import { dyeSwatches } from "#app/features/product/dye-swatches.ts";
import { WishlistHeart } from "#app/features/wishlist/index.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";
import { RatingStars } from "./rating-stars.tsx";

/** What a card needs of a variant: lists, home blocks and related products all pass whole variants. */
export type ProductCardVariant = Pick<Variant, "_id" | "price" | "salePrice" | "discount" | "images" | "stock" | "rating"> & {
  product: Pick<Variant["product"], "_id" | "name">;
  attributes: Pick<Variant["attributes"], "color">;
};

/**
 * Only what a card shows. Loaders send this rather than whole variants: the product's description,
 * details and SEO text would add kilobytes per card to the page's serialised data for nothing.
 */
export function cardOf(variant: ProductCardVariant): ProductCardVariant {
  return {
    _id: variant._id,
    product: { _id: variant.product._id, name: variant.product.name },
    price: variant.price,
    salePrice: variant.salePrice,
    discount: variant.discount,
    images: variant.images.slice(0, 1),
    stock: variant.stock,
    attributes: { color: variant.attributes.color },
    rating: variant.rating,
  };
}

/**
 * A product card: image, sale price, list price, discount, name, colour and stars, linking to
 * /product-details/{variantId}: no `?d={product name}`, which nothing reads; it cost a list page about
 * half a kilobyte and kept a piece's page under two addresses for anonymous shoppers (decision 0009: kept pages
 * are told apart by their whole address). Sale price leads; the list price is struck through.
 * `sizes` tells the browser how wide the card is drawn so it picks the right srcset entry. The heart
 * sits over the picture, outside the link (a button inside a link is neither), unless `saveable` is false
 * (the wishlist's own cards, which have their Remove button).
 */
export function ProductCard({
  variant,
  sizes = "(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw",
  priority = false,
  saveable = true,
}: {
  variant: ProductCardVariant;
  sizes?: string;
  /**
   * What a phone shows first: fetched at once and ahead of other images; the others stay lazy, so
   * they do not share a slow link with the first row and the stylesheets.
   */
  priority?: boolean;
  saveable?: boolean;
}) {
  const price = useFormatPrice();
  const t = useT();
  const image = variant.images[0];
  const href = `/product-details/${variant._id}`;
  const outOfStock = variant.stock.status === "out_of_stock";
  return (
    <article className="product-card">
      <Link to={href} className="product-card__link" prefetch="intent">
        <div className="product-card__media">
          {image ? (
            <Picture
              src={image.url}
              sizes={sizes}
              upTo={800}
              alt={image.alt || variant.product.name}
              width={800}
              height={1000}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              decoding="async"
            />
          ) : null}
          {outOfStock ? <span className="product-card__stock">{t("outOfStock")}</span> : null}
        </div>
        <h3 className="product-card__name">{variant.product.name}</h3>
        {/* Colourways of one product share its name: the colour tells their cards apart. */}
        <p className="product-card__colour" dir="auto">
          {dyeSwatches(variant.attributes.color).map((dye) => (
            <span key={dye} className={`product-card__swatch product-card__swatch--${dye}`} aria-hidden="true" />
          ))}
          <span className="product-card__colour-name">{variant.attributes.color}</span>
        </p>
        {variant.rating.count > 0 ? (
          <p className="product-card__rating">
            <RatingStars rating={variant.rating.average} size={14} />
            <span aria-hidden="true">{t("reviewCountShort", { count: variant.rating.count })}</span>
            <span className="visually-hidden">{t("reviewCount", { count: variant.rating.count })}</span>
          </p>
        ) : null}
        <p className="product-card__prices">
          <span className="price price--sale">{price(variant.salePrice)}</span>
          {variant.price > variant.salePrice ? (
            <>
              <s className="price price--list">
                <span className="visually-hidden">{`${t("listPrice")} `}</span>
                {price(variant.price)}
              </s>
              <span className="price price--discount">{t("percentOff", { percent: variant.discount })}</span>
            </>
          ) : null}
        </p>
      </Link>
      {saveable ? <WishlistHeart variantId={variant._id} name={variant.product.name} className="product-card__heart" /> : null}
    </article>
  );
}
