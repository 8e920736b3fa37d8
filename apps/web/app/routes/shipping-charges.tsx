import "#app/styles/content.css";
import { seoTag } from "@chhaap/contract/catalog";
import { shippingCharge } from "@chhaap/contract/content";
import { country } from "@chhaap/contract/reference";
import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { seoFor } from "#app/features/content/seo-tag-meta.ts";
import { shippingRows } from "#app/features/content/shipping-table.ts";
import { fetchList, fetchSharedList } from "#app/lib/api.server.ts";
import { BASE_CURRENCY, formatPrice } from "#app/lib/currency.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { useDisplayCurrency } from "#app/lib/use-display-currency.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/shipping-charges";

const INDIA = "India";

/**
 * "Shipping charges": a country and Calculate (a GET form, so it works without script and the
 * result has a URL); the table appears only once a country was chosen and the API returned a charge.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const countryId = new URL(request.url).searchParams.get("countryId")?.trim() ?? "";
  // The form posts a country's id: the list with ids is this page's (the root's countries carry none).
  const [tags, countries, charges] = await Promise.all([
    fetchList(context, "/api/seo-tag", seoTag),
    fetchSharedList(context, "/api/country", country),
    countryId ? fetchList(context, `/api/shipping-charge?countryId=${encodeURIComponent(countryId)}`, shippingCharge) : [],
  ]);
  // The first returned record is the country's charge.
  const first = charges[0];
  return {
    countries: countries.map(({ _id, countryName }) => ({ _id, countryName })),
    countryId,
    result: first ? { countryName: first.countryId.countryName, perKg: first.shipping_charge } : null,
    seo: seoFor(tags, "shipping-charges"),
  };
}

export function meta({ data: pageData, matches, location }: Route.MetaArgs) {
  const root = matches[0]?.data;
  const messages = root?.messages ?? en;
  return pageMeta({
    title: pageData?.seo?.title ?? translate(messages, "shippingCharges"),
    description: pageData?.seo?.description ?? translate(messages, "shippingIntro"),
    publicUrl: root?.publicUrl,
    pathname: location.pathname,
  });
}

export default function ShippingCharges({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const navigation = useNavigation();
  const { countries, countryId, result } = loaderData;
  const shopperCountryId = countries.find((c) => c.countryName === root?.countryName)?._id ?? "";
  const selected = countryId || shopperCountryId;
  const calculating = navigation.state === "loading" && navigation.location.pathname === "/shipping-charges";
  // Amounts are INR, what the shop charges in, whatever the display currency; a shopper who sees
  // prices in another currency gets that currency beside them, for reference (docs/decisions/0023).
  const inr = (amount: number) => formatPrice(amount, BASE_CURRENCY);
  const currency = useDisplayCurrency();
  const showConverted = currency.code !== BASE_CURRENCY.code;
  const shown = (amount: number) => formatPrice(amount, currency);
  return (
    <div className="shipping-page container">
      <h1 className="content-title">{t("shippingCharges")}</h1>
      <p className="shipping-page__intro">{t("shippingIntro")}</p>
      <Form method="get" className="shipping-form" preventScrollReset>
        <div className="form-field">
          <label htmlFor="shipping-country" className="form-field__label">
            {t("shippingCountry")}
          </label>
          <select
            id="shipping-country"
            name="countryId"
            className="content-select"
            required
            defaultValue={selected}
            key={selected}
          >
            <option value="" disabled>
              {t("chooseCountry")}
            </option>
            {countries.map((country) => (
              <option key={country._id} value={country._id}>
                {country.countryName}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={calculating}>
          {t("calculate")}
        </button>
      </Form>

      {result ? (
        <section className="shipping-result" aria-labelledby="shipping-result-title" aria-live="polite">
          <h2 id="shipping-result-title" className="content-subtitle">
            {t("shippingTo", { country: result.countryName })}
          </h2>
          {result.perKg === 0 ? (
            <p className="shipping-result__free">
              {result.countryName === INDIA ? t("freeShippingIndia") : t("freeShippingTo", { country: result.countryName })}
            </p>
          ) : (
            <>
              <p className="shipping-result__rate">
                {t("shippingRate", { price: inr(result.perKg) })}
                {showConverted ? (
                  <span className="shipping-result__approx"> {t("aboutAmount", { amount: shown(result.perKg) })}</span>
                ) : null}
              </p>
              <table className="shipping-table">
                <thead>
                  <tr>
                    <th scope="col">{t("shippingWeight")}</th>
                    <th scope="col">{t("shippingChargeColumn")}</th>
                    {showConverted ? <th scope="col">{t("shippingChargeIn", { currency: currency.code })}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {shippingRows(result.perKg).map((row) => (
                    <tr key={row.kg}>
                      <th scope="row">{t("weightKg", { kg: row.kg })}</th>
                      <td>{inr(row.amountInr)}</td>
                      {showConverted ? <td className="shipping-table__approx">{shown(row.amountInr)}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      ) : countryId ? (
        <p className="shipping-result__none" role="status">
          {t("shippingNotFound")}
        </p>
      ) : null}
    </div>
  );
}
