import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { useFormatPrice } from "#app/lib/use-display-currency.ts";

/** Sale price prominent, list price struck through in muted, discount in madder. */
export function ProductPrices({ price, salePrice, discount }: { price: number; salePrice: number; discount: number }) {
  const t = useT();
  const format = useFormatPrice();
  return (
    <p className="detail-prices">
      <span className="detail-prices__sale">
        <span className="visually-hidden">{t("salePrice")} </span>
        {format(salePrice)}
      </span>
      {price > salePrice ? (
        <>
          <s className="detail-prices__list">
            <span className="visually-hidden">{t("listPrice")} </span>
            {format(price)}
          </s>
          <span className="detail-prices__discount">{t("percentOff", { percent: discount })}</span>
        </>
      ) : null}
    </p>
  );
}
