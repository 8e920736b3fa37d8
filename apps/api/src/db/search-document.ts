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

/**
 * Rewrites the search document of every variant whose product `products.id` satisfies `productsWhere`
 * (a condition on `p`, the product, and `c`, its category), from the names as they now are: after a
 * category or tag is renamed or removed. The same weights as searchDocumentSql, tags in name order.
 */
export async function rebuildSearchDocuments(db: { execute(query: SQL): Promise<unknown> }, productsWhere: SQL): Promise<void> {
  await db.execute(sql`update variants v set search_document =
      setweight(to_tsvector('english', p.name), 'A')
      || setweight(to_tsvector('english', c.name), 'B')
      || setweight(to_tsvector('english', v.colour || ' ' || v.material), 'B')
      || setweight(to_tsvector('english', coalesce((select string_agg(t.tag, ' ' order by t.sort_order, t.tag)
        from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id), '')), 'C')
    from products p join categories c on c.id = p.category_id
    where p.id = v.product_id and ${productsWhere}`);
}
