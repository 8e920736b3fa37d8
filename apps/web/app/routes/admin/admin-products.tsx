import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductListItem, productListItem } from "@chhaap/contract/admin/catalog";
import { envelope } from "@chhaap/contract/envelope";
import { imageUrlAt } from "@chhaap/contract/media";
import { category } from "@chhaap/contract/reference";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { DataTable, deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatInr, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterSelect, ListPages } from "#app/features/admin/kit/list-query.tsx";
import { callApi, fetchList } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-products";

const listAnswer = envelope(z.array(productListItem));
const FILTERS = ["search", "categoryId", "status", "stock", "page"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** GET /api/admin/products with the page's own query (search, category, status, stock, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const [answer, categories] = await Promise.all([
    callApi(context, `/api/admin/products?${query}`, { method: "GET" }),
    fetchList(context, "/api/category", category),
  ]);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ""])) as Filters;
  const categoryChoices = categories.map((c) => ({ _id: c._id, name: c.name }));
  const parsed = listAnswer.safeParse(answer.body);
  if (!parsed.success) {
    // A filter the API refuses (a page number typed by hand, say) shows the first page with a word about it.
    if (answer.status === 400)
      return data(
        {
          products: [],
          totalPages: 0,
          filters,
          categories: categoryChoices,
          problem: answer.answer.message ?? "Those filters could not be read.",
        },
        { headers: BACK_OFFICE_HEADERS },
      );
    throw data(null, { status: answer.status === 200 ? 502 : answer.status });
  }
  return data(
    { products: parsed.data.data, totalPages: parsed.data.totalPages ?? 0, filters, categories: categoryChoices, problem: null },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function meta() {
  return [{ title: "Products · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const column = deskColumns<ProductListItem>();
const PRODUCT_COLUMNS = column.columns([
  column.accessor("name", {
    header: "Product",
    sortFn: "text",
    cell: (info) => {
      const product = info.row.original;
      return (
        <span className="admin-product-cell">
          {product.picture ? <img src={imageUrlAt(product.picture, 320)} alt="" width={48} height={48} loading="lazy" /> : null}
          <span>
            <Link to={`/admin/products/${product._id}`}>{product.name}</Link>
            <br />
            <span className="admin-muted">{product.itemCodes.join(", ")}</span>
          </span>
        </span>
      );
    },
  }),
  column.accessor("category", { header: "Category", sortFn: "text" }),
  column.accessor((product) => PRODUCT_STATUSES.indexOf(product.status), {
    id: "status",
    header: "Status",
    cell: (info) => {
      const status = info.row.original.status;
      return <span className={`admin-badge admin-badge--product-${status}`}>{PRODUCT_STATUS_LABELS[status]}</span>;
    },
  }),
  column.accessor("stock", {
    header: "In stock",
    cell: (info) => {
      const { stock, colourways } = info.row.original;
      return (
        <>
          {stock} {stock === 1 ? "piece" : "pieces"}
          <br />
          <span className="admin-muted">
            {colourways} {colourways === 1 ? "colourway" : "colourways"}
          </span>
        </>
      );
    },
  }),
  column.accessor("lowestSalePrice", { header: "From", cell: (info) => formatInr(info.getValue()) }),
  column.accessor("updatedAt", { header: "Last edited", sortFn: "text", cell: (info) => WHEN.format(new Date(info.getValue())) }),
]);

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, totalPages, filters, categories, problem } = loaderData;
  const loading = useNavigation().state === "loading";
  const filtered = FILTERS.some((name) => name !== "page" && filters[name] !== "");
  return (
    <section aria-labelledby="admin-products-title">
      <div className="admin-heading-row">
        <h1 id="admin-products-title">Products</h1>
        <div className="admin-actions">
          <Link to="/admin/catalog/import" className="admin-button admin-button--ghost">
            Stock and prices by CSV
          </Link>
          <Link to="/admin/products/new" className="admin-button admin-button--primary">
            New product
          </Link>
        </div>
      </div>

      <Form method="get" className="admin-filters">
        <label className="admin-field">
          <span>Search</span>
          <input name="search" type="search" defaultValue={filters.search} placeholder="Name or item code" maxLength={100} />
        </label>
        <FilterSelect
          label="Category"
          name="categoryId"
          value={filters.categoryId}
          options={categories.map((c) => [c._id, c.name] as const)}
        />
        <FilterSelect
          label="Status"
          name="status"
          value={filters.status}
          options={PRODUCT_STATUSES.map((status) => [status, PRODUCT_STATUS_LABELS[status]] as const)}
        />
        <FilterSelect
          label="Stock"
          name="stock"
          value={filters.stock}
          options={[
            ["low", "Low (a colourway running out)"],
            ["out", "Out (a colourway sold out)"],
          ]}
        />
        <button type="submit" className="admin-button admin-button--primary">
          Show products
        </button>
      </Form>

      {problem ? <p className="admin-message admin-message--warning">{problem}</p> : null}
      <div aria-busy={loading}>
        {products.length === 0 ? (
          <p className="admin-empty">
            {filtered ? "No products match these filters." : "The catalog is empty. Add the first product with “New product”."}
          </p>
        ) : (
          <DataTable
            columns={PRODUCT_COLUMNS}
            data={products}
            caption="Products, last edited first, 25 a page"
            rowId={(product) => product._id}
          />
        )}
      </div>
      <ListPages label="Product pages" filters={filters} totalPages={totalPages} />
    </section>
  );
}
