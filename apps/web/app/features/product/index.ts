// What other features may use of the catalogue: the product card and its data.
export { cardOf, ProductCard, type ProductCardVariant } from "./product-card.tsx";
export { readCards } from "./read-cards.ts";
export { useCardsNearScreen } from "./use-related-cards.ts";
