import {
  type AdminReview,
  adminReview,
  REVIEW_STATE_LABELS,
  REVIEW_STATES,
  reviewedProduct,
} from "@chhaap/contract/admin/reviews";
import { data } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { ActionStatus } from "#app/features/admin/kit/action-status.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterSelect, isFiltered, ListFilters, ListPage, readFilters } from "#app/features/admin/kit/list-page.tsx";
import { reviewModerationIntent, reviewModerationRequest } from "#app/features/admin/marketing/review-moderation.ts";
import { ReviewRowActions } from "#app/features/admin/marketing/review-row-actions.tsx";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-reviews";

const reviewList = z.array(adminReview);
const FILTERS = ["productId", "rating", "state", "page"] as const;

/** GET /api/admin/reviews with the page's own query (product, rating, state, page), and the products to filter by. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const [list, productAnswer] = await Promise.all([
    loadAdminList(context, `/api/admin/reviews?${query}`, reviewList, []),
    callApi(context, "/api/admin/reviews/products", { method: "GET" }),
  ]);
  const products = dataFrom(productAnswer, z.array(reviewedProduct)) ?? [];
  return data(
    { reviews: list.data, totalPages: list.totalPages, filters, products, problem: list.problem },
    { headers: BACK_OFFICE_HEADERS },
  );
}

/** Hide, show again or delete one review; the list reloads with its filters after the answer. */
export async function action({ request, context }: Route.ActionArgs) {
  const intent = reviewModerationIntent.safeParse(Object.fromEntries(await request.formData()));
  if (!intent.success)
    return data({ ok: false, intent: null, message: "That change is not one this page makes.", at: Date.now() }, { status: 400 });
  const { path, method, json } = reviewModerationRequest(intent.data);
  const sent = await callApi(context, path, { method, json });
  const ok = sent.status === 200;
  const message = sent.answer.message ?? (ok ? "Review updated." : "The review could not be changed.");
  return data({ ok, intent: intent.data.intent, message, at: Date.now() }, { status: sent.status });
}

export function meta() {
  return [{ title: "Reviews · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const column = deskColumns<AdminReview>();
// Cells say what they are: on a phone, rows become cards without the header row.
const REVIEW_COLUMNS = column.columns([
  column.accessor((review) => review.product.name, {
    id: "product",
    header: "Product",
    sortFn: "text",
    cell: (info) => {
      const { product } = info.row.original;
      return (
        <>
          <Link to={`/product-details/${product.variantId}`}>{product.name}</Link>
          <br />
          <span className="admin-muted">{[product.colour, product.itemCode].filter(Boolean).join(" · ")}</span>
        </>
      );
    },
  }),
  column.accessor((review) => review.author.name, {
    id: "author",
    header: "Author",
    sortFn: "text",
    cell: (info) => {
      const { author, verified } = info.row.original;
      return (
        <>
          {author.name || "A customer"}
          <br />
          <span className="admin-muted admin-review__email">{author.email}</span>
          <br />
          {verified ? (
            <span className="admin-status">Verified buyer</span>
          ) : (
            <span className="admin-muted">No delivered order of this piece</span>
          )}
        </>
      );
    },
  }),
  column.accessor("rating", {
    header: "Rating",
    cell: (info) => (
      <span className="admin-review__stars">
        <span aria-hidden="true">
          {"★".repeat(info.getValue())}
          {"☆".repeat(5 - info.getValue())}
        </span>{" "}
        {info.getValue()} of 5
      </span>
    ),
  }),
  column.accessor("review", {
    header: "Review",
    enableSorting: false,
    // Customers' words are shown as text, never as HTML.
    cell: (info) => <p className="admin-review__text">{info.getValue()}</p>,
  }),
  column.accessor("createdAt", {
    header: "Written",
    sortFn: "text",
    cell: (info) => `Written ${WHEN.format(new Date(info.getValue()))}`,
  }),
  column.accessor((review) => REVIEW_STATES.indexOf(review.state), {
    id: "state",
    header: "State",
    cell: (info) => {
      const { state, hiddenAt } = info.row.original;
      return (
        <>
          <span className={`admin-badge admin-badge--review-${state}`}>{REVIEW_STATE_LABELS[state]}</span>
          {hiddenAt ? <span className="admin-muted"> since {WHEN.format(new Date(hiddenAt))}</span> : null}
        </>
      );
    },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: (info) => <ReviewRowActions review={info.row.original} />,
  }),
]);

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, totalPages, filters, products, problem } = loaderData;
  // A deleted review takes its buttons with it: focus goes to the word about what happened.
  return (
    <ListPage
      id="admin-reviews"
      title="Reviews"
      problem={problem}
      rows={reviews}
      empty={
        isFiltered(filters)
          ? "No reviews match these filters."
          : "No reviews yet. Customers can review pieces once they are delivered."
      }
      columns={REVIEW_COLUMNS}
      caption="Reviews, newest first, 25 a page"
      rowId={(r) => r._id}
      pages={{ label: "Review pages", filters, totalPages }}
    >
      <p className="admin-muted">
        Only customers who received a piece can review it. Hide a review to take it off the shop and out of the rating while
        keeping it; delete it to remove it for good.
      </p>
      <ListFilters submit="Show reviews">
        <FilterSelect
          label="Product"
          name="productId"
          value={filters.productId}
          options={products.map((p) => [p._id, `${p.name} (${p.reviews})`] as const)}
        />
        <FilterSelect
          label="Rating"
          name="rating"
          value={filters.rating}
          options={[5, 4, 3, 2, 1].map((stars) => [String(stars), stars === 1 ? "1 star" : `${stars} stars`] as const)}
        />
        <FilterSelect
          label="State"
          name="state"
          value={filters.state}
          options={REVIEW_STATES.map((state) => [state, REVIEW_STATE_LABELS[state]] as const)}
        />
      </ListFilters>
      <ActionStatus outcome={actionData} focus={actionData?.intent === "delete"} />
    </ListPage>
  );
}
