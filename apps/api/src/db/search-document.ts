import { type SQL, sql } from "drizzle-orm";

/**
 * The words a shopper may search a variant by, weighted so that product names rank first.
 * Written with every insert or update of a variant (or of its product, category or tags);
 * queries must use the same `english` configuration (e.g. `websearch_to_tsquery('english', ...)`).
 */
export interface SearchDocumentParts {
  productName: string;
  categoryName: string;
  tagNames: readonly string[];
  colour: string;
  material: string;
}

export function searchDocumentSql(parts: SearchDocumentParts): SQL {
  return sql`setweight(to_tsvector('english', ${parts.productName}), 'A')
    || setweight(to_tsvector('english', ${parts.categoryName}), 'B')
    || setweight(to_tsvector('english', ${`${parts.colour} ${parts.material}`}), 'B')
    || setweight(to_tsvector('english', ${parts.tagNames.join(" ")}), 'C')`;
}
