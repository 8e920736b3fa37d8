import { envelope } from "@chhaap/contract/envelope";
import {
  category,
  country,
  countryQuery,
  currencyEntry,
  headerCategory,
  headerItem,
  shopText,
  shopTextQuery,
  topMenuEntry,
} from "@chhaap/contract/reference";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { EDITABLE_PUBLIC_ANSWER } from "#src/fresh-answers.ts";
import { categoryPictureUrl } from "#src/modules/media/media-url.ts";
import { ok } from "#src/plugins/envelope.ts";
import { rememberFor } from "#src/short-lived-cache.ts";
import {
  listCategories,
  listCountries,
  listCurrencies,
  listHeaderCategories,
  listShopText,
  listTopMenuMessages,
} from "./queries.ts";

/** The reference lists the page shell reads. */
export async function referenceRoutes(fastify: FastifyInstance, { db, cacheMs }: { db: Database; cacheMs: number }) {
  // Every page's shell reads these lists; they change a few times a year.
  const currencies = rememberFor(cacheMs, () => listCurrencies(db));
  const allCountries = rememberFor(cacheMs, () => listCountries(db));
  const topMenu = rememberFor(cacheMs, () => listTopMenuMessages(db));
  const headerCategories = rememberFor(cacheMs, () => listHeaderCategories(db));
  const allCategories = rememberFor(cacheMs, () => listCategories(db));
  const shopTextByLanguage = new Map<string, () => Promise<{ source: string; text: string }[]>>();
  function shopTextIn(language: string) {
    const known = shopTextByLanguage.get(language);
    if (known) return known();
    const read = rememberFor(cacheMs, () => listShopText(db, language));
    // A few languages are worth remembering; any code beyond them is read each time.
    if (shopTextByLanguage.size < 32) shopTextByLanguage.set(language, read);
    return read();
  }
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" && reply.statusCode === 200) reply.header("cache-control", EDITABLE_PUBLIC_ANSWER);
    return payload;
  });
  const tags = ["reference"];

  app.get("/api/currency", { schema: { tags, response: { 200: envelope(z.array(currencyEntry)) } } }, async () => {
    const rows = await currencies();
    return ok(
      rows.map((r) => ({
        _id: r.id,
        countryName: r.countryName,
        currencyName: r.currencyName,
        currencyRate: String(Number(r.currencyRate)),
        status: String(r.status),
      })),
    );
  });

  app.get(
    "/api/country",
    { schema: { tags, querystring: countryQuery, response: { 200: envelope(z.array(country)) } } },
    async (request) => {
      const { countryName } = request.query;
      const rows = (await allCountries()).filter((r) => countryName === undefined || r.countryName === countryName);
      return ok(rows.map((r) => ({ _id: r.id, countryName: r.countryName, isoCode: r.isoCode })));
    },
  );

  app.get("/api/top-menu", { schema: { tags, response: { 200: envelope(z.array(topMenuEntry)) } } }, async () => {
    const rows = await topMenu();
    return ok(rows.map((r) => ({ _id: r.id, message: r.message, status: r.status })));
  });

  app.get("/api/header-category", { schema: { tags, response: { 200: envelope(z.array(headerCategory)) } } }, async () => {
    const rows = await headerCategories();
    return ok(rows.map((r) => ({ _id: r.id, name: r.name })));
  });

  app.get("/api/header-item", { schema: { tags, response: { 200: envelope(z.array(headerItem)) } } }, async () => {
    const [headers, cats] = await Promise.all([headerCategories(), allCategories()]);
    return ok(
      headers.map((h) => ({
        _id: h.id,
        headerCateId: { _id: h.id, name: h.name },
        categoryId: cats.filter((c) => c.headerCategoryId === h.id).map((c) => ({ _id: c.id, name: c.name, slug: c.slug })),
      })),
    );
  });

  // The shop's own words in another language; pages show the English source where none is stored.
  app.get(
    "/api/shop-text",
    { schema: { tags, querystring: shopTextQuery, response: { 200: envelope(z.array(shopText)) } } },
    async (request) => ok(await shopTextIn(request.query.lang.toLowerCase())),
  );

  const toCategory = (r: Awaited<ReturnType<typeof listCategories>>[number]) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    cateImg: categoryPictureUrl(r),
    isTopCategory: r.isTopCategory,
  });
  app.get("/api/category", { schema: { tags, response: { 200: envelope(z.array(category)) } } }, async () =>
    ok((await allCategories()).map(toCategory)),
  );
  app.get("/api/category/isTopCategory", { schema: { tags, response: { 200: envelope(z.array(category)) } } }, async () =>
    ok((await allCategories()).filter((r) => r.isTopCategory).map(toCategory)),
  );
}
