import type { ProductCardVariant } from "./product-card.tsx";

/**
 * Reader of the catalogue's card lists in the browser (`POST /api/variant/cards`, `GET
 * /api/variant/{id}/related`: `{status: true, data: VariantSummary[]}`): what a card shows, checked by
 * hand instead of shipping the catalogue's schemas to every phone (as the header's search suggestions do). A malformed card is left out like an unlisted piece; a malformed
 * answer is null, so the caller tells a failure from "nothing listed".
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type StockStatus = ProductCardVariant["stock"]["status"];
const STOCK_STATUSES: readonly StockStatus[] = ["in_stock", "low_stock", "out_of_stock"];

function isStockStatus(value: unknown): value is StockStatus {
  return STOCK_STATUSES.some((status) => status === value);
}

function readCard(value: unknown): ProductCardVariant | null {
  if (!isRecord(value)) return null;
  const { _id, product, price, salePrice, discount, images, stock, attributes, rating } = value;
  if (typeof _id !== "string" || typeof price !== "number" || typeof salePrice !== "number" || typeof discount !== "number") {
    return null;
  }
  if (!isRecord(product) || typeof product._id !== "string" || typeof product.name !== "string") return null;
  if (!isRecord(stock) || !isStockStatus(stock.status)) return null;
  if (!isRecord(attributes) || typeof attributes.color !== "string") return null;
  if (!isRecord(rating) || typeof rating.average !== "number" || typeof rating.count !== "number") return null;
  const first: unknown = Array.isArray(images) ? images[0] : undefined;
  const image =
    isRecord(first) && typeof first.url === "string"
      ? { url: first.url, alt: typeof first.alt === "string" ? first.alt : "" }
      : null;
  return {
    _id,
    product: { _id: product._id, name: product.name },
    price,
    salePrice,
    discount,
    images: image ? [image] : [],
    stock: { status: stock.status },
    attributes: { color: attributes.color },
    rating: { average: rating.average, count: rating.count },
  };
}

/**
 * The cards of a successful answer, in its order, and the ids it listed (a card this reader cannot
 * show is still a listed piece, not one to forget); null when the body is not such an answer.
 */
export function readCards(body: unknown): { cards: ProductCardVariant[]; listed: string[] } | null {
  if (!isRecord(body) || body.status !== true || !Array.isArray(body.data)) return null;
  const listed = body.data.flatMap((entry) => (isRecord(entry) && typeof entry._id === "string" ? [entry._id] : []));
  return { cards: body.data.map(readCard).filter((card) => card !== null), listed };
}
