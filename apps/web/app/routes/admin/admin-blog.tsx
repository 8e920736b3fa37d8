import {
  adminBlogCategory,
  BLOG_POST_STATUS_LABELS,
  BLOG_POST_STATUSES,
  type BlogPostListItem,
  blogPostListItem,
} from "@chhaap/contract/admin/blog";
import { envelope } from "@chhaap/contract/envelope";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS } from "#app/features/admin/kit/admin-api.server.ts";
import { DataTable, deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterSelect, ListPages } from "#app/features/admin/kit/list-query.tsx";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-blog";

const listAnswer = envelope(z.array(blogPostListItem));
const FILTERS = ["search", "categoryId", "status", "page"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** GET /api/admin/blog/posts with the page's own query (search, category, status, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value);
  }
  const [answer, categoryAnswer] = await Promise.all([
    callApi(context, `/api/admin/blog/posts?${query}`, { method: "GET" }),
    callApi(context, "/api/admin/blog/categories", { method: "GET" }),
  ]);
  const filters = Object.fromEntries(FILTERS.map((name) => [name, query.get(name) ?? ""])) as Filters;
  const categories = (dataFrom(categoryAnswer, z.array(adminBlogCategory)) ?? []).map((c) => ({ _id: c._id, name: c.name }));
  const parsed = listAnswer.safeParse(answer.body);
  if (!parsed.success) {
    // A filter the API refuses (a page number typed by hand, say) shows an empty list with a word about it.
    if (answer.status === 400)
      return data(
        { posts: [], totalPages: 0, filters, categories, problem: answer.answer.message ?? "Those filters could not be read." },
        { headers: BACK_OFFICE_HEADERS },
      );
    throw data(null, { status: answer.status === 200 ? 502 : answer.status });
  }
  return data(
    { posts: parsed.data.data, totalPages: parsed.data.totalPages ?? 0, filters, categories, problem: null },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function meta() {
  return [{ title: "Blog · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const column = deskColumns<BlogPostListItem>();
const POST_COLUMNS = column.columns([
  column.accessor("title", {
    header: "Title",
    sortFn: "text",
    cell: (info) => {
      const post = info.row.original;
      return (
        <>
          <Link to={`/admin/blog/${post._id}`}>{post.title}</Link>
          <br />
          <span className="admin-muted">/blog-details/{post.slug}</span>
        </>
      );
    },
  }),
  column.accessor("category", { header: "Category", sortFn: "text" }),
  column.accessor((post) => BLOG_POST_STATUSES.indexOf(post.status), {
    id: "status",
    header: "Status",
    cell: (info) => {
      const status = info.row.original.status;
      return <span className={`admin-badge admin-badge--blog-${status}`}>{BLOG_POST_STATUS_LABELS[status]}</span>;
    },
  }),
  column.accessor("publishAt", {
    header: "Publish date",
    sortFn: "text",
    cell: (info) => (info.row.original.status === "draft" ? "—" : WHEN.format(new Date(info.getValue()))),
  }),
  column.accessor("updatedAt", { header: "Last edited", sortFn: "text", cell: (info) => WHEN.format(new Date(info.getValue())) }),
]);

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts, totalPages, filters, categories, problem } = loaderData;
  const loading = useNavigation().state === "loading";
  const filtered = FILTERS.some((name) => name !== "page" && filters[name] !== "");
  return (
    <section aria-labelledby="admin-blog-title">
      <div className="admin-heading-row">
        <h1 id="admin-blog-title">Blog</h1>
        <div className="admin-actions">
          <Link to="/admin/blog/categories" className="admin-button admin-button--ghost">
            Categories
          </Link>
          <Link to="/admin/blog/new" className="admin-button admin-button--primary">
            New post
          </Link>
        </div>
      </div>

      <Form method="get" className="admin-filters">
        <label className="admin-field">
          <span>Search</span>
          <input name="search" type="search" defaultValue={filters.search} placeholder="Title" maxLength={100} />
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
          options={BLOG_POST_STATUSES.map((status) => [status, BLOG_POST_STATUS_LABELS[status]] as const)}
        />
        <button type="submit" className="admin-button admin-button--primary">
          Show posts
        </button>
      </Form>

      {problem ? <p className="admin-message admin-message--warning">{problem}</p> : null}
      <div aria-busy={loading}>
        {posts.length === 0 ? (
          <p className="admin-empty">
            {filtered ? "No posts match these filters." : "The blog is empty. Write the first post with “New post”."}
          </p>
        ) : (
          <DataTable
            columns={POST_COLUMNS}
            data={posts}
            caption="Blog posts, last edited first, 25 a page"
            rowId={(post) => post._id}
          />
        )}
      </div>
      <ListPages label="Blog post pages" filters={filters} totalPages={totalPages} />
    </section>
  );
}
