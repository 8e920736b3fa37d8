/**
 * `npm run bench:bytes`: how many bytes the home, list and product pages weigh, uncompressed, and
 * what they are spent on: icons, picture srcsets, wishlist hearts, product cards, scripts (the
 * hydration data) and the rest. Asks a running shop, as a first-time English, USD visitor would:
 *   PORT=4531 HOST=127.0.0.1 DATA_DIR=/tmp/bytes-data PUBLIC_URL=http://127.0.0.1:4531 node scripts/start.mjs
 *   npm run bench:bytes -- --url http://127.0.0.1:4531
 * The parts overlap as the page nests them (a card holds its srcsets, its heart and the heart's icon):
 * "cards" is the cards whole, the other parts are counted wherever they stand.
 */
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:4531" },
    /** Pages to weigh; the product page is the home page's first product link unless given. */
    path: { type: "string", multiple: true },
  },
});
const origin = values.url.replace(/\/$/, "");

const PARTS: Record<string, RegExp> = {
  icons: /<svg[^>]*class="i[ "][\s\S]*?<\/svg>/g,
  srcset: / srcSet="[^"]*"| sizes="[^"]*"/g,
  hearts: /<form[^>]*wishlist-heart[\s\S]*?<\/form>/g,
  cards: /<article class="product-card[\s\S]*?<\/article>/g,
  scripts: /<script[\s\S]*?<\/script>/g,
};

async function page(pathname: string): Promise<string> {
  const answer = await fetch(origin + pathname, { headers: { "accept-language": "en" } });
  if (!answer.ok) throw new Error(`${pathname}: ${answer.status}`);
  return answer.text();
}

function weigh(html: string) {
  const row: Record<string, string> = { total: kB(html.length) };
  for (const [part, pattern] of Object.entries(PARTS)) {
    const found = html.match(pattern) ?? [];
    row[part] = `${kB(found.reduce((sum, text) => sum + text.length, 0))} (${found.length})`;
  }
  row.elements = String(html.match(/<[a-zA-Z]/g)?.length ?? 0);
  return row;
}

const kB = (chars: number) => `${(chars / 1000).toFixed(1)} kB`;

const home = await page("/");
const productPath = home.match(/href="(\/product-details\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
const paths = values.path ?? ["/", "/product", ...(productPath ? [productPath] : [])];
const table: Record<string, Record<string, string>> = {};
for (const pathname of paths) table[pathname.split("?")[0] ?? pathname] = weigh(pathname === "/" ? home : await page(pathname));
console.table(table);
