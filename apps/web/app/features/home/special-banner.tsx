import { Link } from "#app/components/link.tsx";
import { Picture } from "#app/components/picture.tsx";
import type { ProductCardVariant } from "#app/features/product/index.ts";
import { useShopText, useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";

export interface SpecialProductBanner {
  _id: string;
  tittle: string;
  subTittle: string;
  description: string;
  varient: ProductCardVariant;
}

/** The featured special-product banner, leading to /product-details/{variantId}. */
export function SpecialBanner({ special }: { special: SpecialProductBanner }) {
  const t = useT();
  const shopText = useShopText();
  const price = useFormatPrice();
  const { varient } = special;
  const image = varient.images[0];
  const href = `/product-details/${varient._id}`;
  return (
    <section className="special" aria-labelledby="special-title">
      <div className="container special__inner">
        {image ? (
          <Link to={href} className="special__media" tabIndex={-1} aria-hidden="true">
            <Picture
              src={image.url}
              sizes="(min-width: 992px) 420px, (min-width: 640px) 40vw, 80vw"
              width={800}
              height={1000}
              alt=""
              loading="lazy"
              decoding="async"
            />
          </Link>
        ) : null}
        <div className="special__text">
          <p className="special__eyebrow">{shopText(special.subTittle)}</p>
          <h2 id="special-title" className="special__title">
            {shopText(special.tittle)}
          </h2>
          <p className="special__description">{special.description}</p>
          <p className="special__product">
            <span>{varient.product.name}</span>
            <span className="special__price">{price(varient.salePrice)}</span>
          </p>
          <Link to={href} className="button button--light">
            {t("shopThisPiece")}
          </Link>
        </div>
      </div>
    </section>
  );
}
