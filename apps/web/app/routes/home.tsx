import { imageSrcSet } from "@chhaap/contract/media";
import { category } from "@chhaap/contract/reference";
import { Banknote, Globe, Headset, Landmark, RotateCcw, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { AjrakhPanel } from "#app/components/block-print.tsx";
import { fetchList } from "#app/lib/api.server.ts";
import { en } from "#app/lib/i18n/en.ts";
import { useT } from "#app/lib/i18n/i18n-provider.tsx";
import type { MessageKey } from "#app/lib/i18n/messages.ts";
import { translate } from "#app/lib/i18n/translate.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { productSearchUrl } from "#app/lib/product-search-url.ts";
import type { Route } from "./+types/home";

/** Spec 2 (Home page): the home page tolerates partial failure, so a failed call is an empty grid. */
export async function loader({ context }: Route.LoaderArgs) {
  const topCategories = await fetchList(context, "/api/category/isTopCategory", category);
  return { topCategories };
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

/** Spec 1: the home feature strip. */
const FEATURES: { key: MessageKey; Icon: typeof Globe }[] = [
  { key: "worldwideDelivery", Icon: Globe },
  { key: "securePayment", Icon: ShieldCheck },
  { key: "cashOnDelivery", Icon: Banknote },
  { key: "customerSupport", Icon: Headset },
  { key: "easyReturn", Icon: RotateCcw },
  { key: "madeInIndia", Icon: Landmark },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
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

      <section className="features" aria-label={t("featuresLabel")}>
        <ul className="features__list container">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="features__item">
              <Icon aria-hidden="true" size={26} strokeWidth={1.6} />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="collection container" aria-labelledby="collection-title">
        <h2 id="collection-title" className="section-title">
          {t("ourCollection")}
        </h2>
        {loaderData.topCategories.length === 0 ? (
          <p className="collection__empty">{t("collectionEmpty")}</p>
        ) : (
          <ul className="collection__grid">
            {loaderData.topCategories.map((entry) => (
              <li key={entry._id}>
                <Link to={productSearchUrl(entry.name)} className="collection-card">
                  <img
                    className="collection-card__image"
                    src={entry.cateImg}
                    srcSet={imageSrcSet(entry.cateImg) || undefined}
                    sizes="(min-width: 992px) 23vw, (min-width: 600px) 31vw, 46vw"
                    width={800}
                    height={1000}
                    alt=""
                    // Below the hero on every screen: let the fonts and the page come first.
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="collection-card__name">{entry.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
