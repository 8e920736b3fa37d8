import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductListItem, productListItem } from "@chhaap/contract/admin/catalog";
import { imageUrlAt } from "@chhaap/contract/media";
import { category } from "@chhaap/contract/reference";
import { data } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatInr, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterInput, FilterSelect, isFiltered, ListFilters, ListPage, readFilters } from "#app/features/admin/kit/list-page.tsx";
import { fetchList } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-products";

const productList = z.array(productListItem);
const FILTERS = ["search", "categoryId", "status", "stock", "page"] as const;

/** GET /api/admin/products with the page's own query (search, category, status, stock, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const [list, categories] = await Promise.all([
    loadAdminList(context, `/api/admin/products?${query}`, productList, []),
    fetchList(context, "/api/category", category),
  ]);
  return data(
    {
      products: list.data,
      totalPages: list.totalPages,
      filters,
      categories: categories.map((c) => ({ _id: c._id, name: c.name })),
      problem: list.problem,
    },
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
  return (
    <ListPage
      id="admin-products"
      title="Products"
      actions={
        <>
          <Link to="/admin/catalog/import" className="admin-button admin-button--ghost">
            Stock and prices by CSV
          </Link>
          <Link to="/admin/products/new" className="admin-button admin-button--primary">
            New product
          </Link>
        </>
      }
      problem={problem}
      rows={products}
      empty={
        isFiltered(filters)
          ? "No products match these filters."
          : "The catalog is empty. Add the first product with “New product”."
      }
      columns={PRODUCT_COLUMNS}
      caption="Products, last edited first, 25 a page"
      rowId={(product) => product._id}
      pages={{ label: "Product pages", filters, totalPages }}
    >
      <ListFilters submit="Show products">
        <FilterInput name="search" value={filters.search} placeholder="Name or item code" maxLength={100} />
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
      </ListFilters>
    </ListPage>
  );
}
