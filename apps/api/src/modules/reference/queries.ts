import { asc, eq } from "drizzle-orm";
import type { Database } from "#src/db/client.ts";
import { categories, countries, currencies, headerCategories, shopTextTranslations, topMenuMessages } from "#src/db/schema.ts";

export function listCurrencies(db: Database) {
  return db
    .select({
      id: currencies.id,
      countryName: countries.countryName,
      currencyName: currencies.currencyName,
      currencyRate: currencies.currencyRate,
      status: currencies.status,
    })
    .from(currencies)
    .innerJoin(countries, eq(countries.id, currencies.countryId))
    .orderBy(asc(countries.sortOrder), asc(countries.countryName));
}

export function listCountries(db: Database, countryName?: string) {
  return db
    .select({ id: countries.id, countryName: countries.countryName, isoCode: countries.isoCode })
    .from(countries)
    .where(countryName === undefined ? undefined : eq(countries.countryName, countryName))
    .orderBy(asc(countries.sortOrder), asc(countries.countryName));
}

export function listTopMenuMessages(db: Database) {
  return db
    .select({ id: topMenuMessages.id, message: topMenuMessages.message, status: topMenuMessages.status })
    .from(topMenuMessages)
    .orderBy(asc(topMenuMessages.position));
}

export function listHeaderCategories(db: Database) {
  return db
    .select({ id: headerCategories.id, name: headerCategories.name })
    .from(headerCategories)
    .orderBy(asc(headerCategories.sortOrder), asc(headerCategories.name));
}

export function listCategories(db: Database, options: { topOnly?: boolean } = {}) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      imageKey: categories.imageKey,
      picture: categories.picture,
      isTopCategory: categories.isTopCategory,
      headerCategoryId: categories.headerCategoryId,
    })
    .from(categories)
    .where(options.topOnly ? eq(categories.isTopCategory, true) : undefined)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export function listShopText(db: Database, language: string): Promise<{ source: string; text: string }[]> {
  return db
    .select({ source: shopTextTranslations.source, text: shopTextTranslations.text })
    .from(shopTextTranslations)
    .where(eq(shopTextTranslations.language, language))
    .orderBy(asc(shopTextTranslations.source));
}
