// One variable file per family instead of one per weight: each web font that arrives lays the page
// out again, and two files are lighter than five (85 kB against 109 kB for Latin).
import "./styles/fonts.css";
import { logLine } from "#app/lib/log-line.ts";
import "./styles/base.css";
import "./styles/header.css";
import "./styles/footer.css";
import "./styles/notification.css";
import "./styles/pages.css";
import "./styles/product-card.css";
// Before any module builds a zod schema: the root route is the first module the page's hydration
// script imports, and this its first script import.
import "./lib/zod-without-eval.ts";

import { category, country, currencyEntry, headerCategory, headerItem, shopText, topMenuEntry } from "@chhaap/contract/reference";
import { siteInfo } from "@chhaap/contract/site";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage, NotFoundPage } from "./components/error-pages.tsx";
import { NotificationProvider } from "./components/notification.tsx";
import { SiteShell } from "./components/site-shell.tsx";
import { AccountStorageSync } from "./features/account/account-storage-sync.tsx";
import { GuestCartMerge } from "./features/cart/guest-cart-merge.tsx";
import { WishlistMerge } from "./features/wishlist/index.ts";
import { fetchSharedData, fetchSharedList } from "./lib/api.server.ts";
import { resolveDisplayCurrency } from "./lib/currency.ts";
import { messagesFor } from "./lib/i18n/dictionaries.server.ts";
import { en } from "./lib/i18n/en.ts";
import { I18nProvider } from "./lib/i18n/i18n-provider.tsx";
import { LANGUAGES } from "./lib/i18n/languages.ts";
import { translate } from "./lib/i18n/translate.ts";
import { buildNavGroups } from "./lib/nav-groups.ts";
import { useNonce } from "./lib/nonce.tsx";
import { pageMeta } from "./lib/page-meta.ts";
import { firstVisitCountry, readShopperPreferences } from "./lib/preferences.ts";
import { shellSite } from "./lib/shell-site.ts";
import { useStylesheetsFirst } from "./lib/stylesheets-first.ts";
import devanagariStylesheet from "./styles/fonts-hindi.css?url";
import nastaliqStylesheet from "./styles/fonts-urdu.css?url";

/**
 * Everything the page shell shows, fetched in parallel. Each call may fail on its own and then reads as
 * empty (the drawer's loading texts; such failures are only logged), never a broken page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const preferences = readShopperPreferences(request);
  const { language } = preferences;
  const [headerCategories, headerItems, categories, topMenu, currencies, countries, site, shopper, shopTexts] = await Promise.all(
    [
      fetchSharedList(context, "/api/header-category", headerCategory),
      fetchSharedList(context, "/api/header-item", headerItem),
      fetchSharedList(context, "/api/category", category),
      fetchSharedList(context, "/api/top-menu", topMenuEntry),
      fetchSharedList(context, "/api/currency", currencyEntry),
      fetchSharedList(context, "/api/country", country),
      fetchSharedData(context, "/api/site", siteInfo),
      // The session cookie is httpOnly: the server says who is logged in, so the header is right from the first paint.
      context.shopper(),
      // English is the shop's own text: only other languages fetch translations of it.
      language.code === "en" ? [] : fetchSharedList(context, `/api/shop-text?lang=${language.code}`, shopText),
    ],
  );
  const countryName = preferences.countryName ?? firstVisitCountry(request, countries);
  const footerCategories = categories.map(({ name, slug }) => ({ name, slug }));
  return {
    language,
    // English ships in the browser bundle (the fallback everywhere): only other languages travel as data.
    messages: language.code === "en" ? undefined : messagesFor(language.code),
    shopText: Object.fromEntries(shopTexts.map((entry) => [entry.source, entry.text])),
    countryName,
    currency: resolveDisplayCurrency(countryName, currencies),
    // No ids: only the shipping-charges page posts one, and it asks for its own list.
    countries: countries.map((entry) => ({
      countryName: entry.countryName,
      isoCode: entry.isoCode,
      currencyCode: resolveDisplayCurrency(entry.countryName, currencies).code,
    })),
    navGroups: buildNavGroups(headerCategories, headerItems, footerCategories),
    categoriesLoading: headerCategories.length === 0,
    itemsLoading: headerItems.length === 0,
    footerCategories,
    topMessages: topMenu.filter((entry) => entry.status).map((entry) => entry.message),
    site: site ? shellSite(site) : null,
    publicUrl: context.publicUrl,
    user: shopper.user,
    // A logged-in shopper's bag count, in the first paint; a guest's bag is in browser storage.
    bagCount: shopper.bagCount,
  };
}

/** The shell follows the shopper's cookies and mutations, not the URL: moving between pages does not refetch it. */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href !== nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export function meta({ data, error, location }: Route.MetaArgs) {
  const messages = data?.messages ?? en;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({
    title: error ? translate(messages, notFound ? "notFoundTitle" : "errorTitle") : translate(messages, "homeTitle"),
    description: translate(messages, "homeDescription"),
    publicUrl: data?.publicUrl,
    pathname: error ? undefined : location.pathname,
  });
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  useStylesheetsFirst();
  const language = data?.language ?? LANGUAGES[0];
  // The back office has its own frame (routes/admin/admin-layout.tsx), none of the shop's; an invoice
  // or a credit note is a sheet to print, without any frame. Paths match routes whatever their case.
  const pathname = useLocation().pathname;
  const ownFrame = /^\/admin(\/|$)/i.test(pathname) || /^\/orders\/[^/]+\/(invoice|credit-notes\/[^/]+)\/?$/i.test(pathname);
  // Set once the first page's effects have run (a parent's run after its children's): what the browser
  // journeys wait for before acting on a page (e2e/hydration.ts), and a hook for anything else that must.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={language.code} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1F2E5C" />
        <Meta />
        <Links />
        {/* The Devanagari and Nastaliq faces load only for Hindi and Urdu, from the device when it has
            them; the logo's छाप brings its own three glyphs (fonts.css). */}
        {language.code === "hi" ? <link rel="stylesheet" href={devanagariStylesheet} /> : null}
        {language.code === "ur" ? <link rel="stylesheet" href={nastaliqStylesheet} /> : null}
      </head>
      <body>
        <I18nProvider messages={data?.messages ?? en} shopText={data?.shopText}>
          <NotificationProvider>
            {ownFrame ? (
              children
            ) : (
              <>
                <AccountStorageSync user={data?.user ?? null} />
                <GuestCartMerge userId={data?.user?._id ?? null} />
                <WishlistMerge userId={data?.user?._id ?? null} />
                <SiteShell
                  countries={data?.countries ?? []}
                  countryName={data?.countryName ?? "US"}
                  language={language.code}
                  navGroups={data?.navGroups ?? []}
                  categoriesLoading={data?.categoriesLoading ?? true}
                  itemsLoading={data?.itemsLoading ?? true}
                  footerCategories={data?.footerCategories ?? []}
                  topMessages={data?.topMessages ?? []}
                  site={data?.site ?? null}
                >
                  {children}
                </SiteShell>
              </>
            )}
          </NotificationProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unknown pages get the designed 404; anything else a plain apology. Both sit inside the shell (Layout). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) logLine("error", "[web] a page failed", error);
  return <ErrorPage />;
}
