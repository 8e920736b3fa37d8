import {
  adminBlogCategory,
  BLOG_POST_STATUS_LABELS,
  BLOG_POST_STATUSES,
  type BlogPostListItem,
  blogPostListItem,
} from "@chhaap/contract/admin/blog";
import { data } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FilterInput, FilterSelect, isFiltered, ListFilters, ListPage, readFilters } from "#app/features/admin/kit/list-page.tsx";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-blog";

const postList = z.array(blogPostListItem);
const FILTERS = ["search", "categoryId", "status", "page"] as const;

/** GET /api/admin/blog/posts with the page's own query (search, category, status, page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const [list, categoryAnswer] = await Promise.all([
    loadAdminList(context, `/api/admin/blog/posts?${query}`, postList, []),
    callApi(context, "/api/admin/blog/categories", { method: "GET" }),
  ]);
  const categories = (dataFrom(categoryAnswer, z.array(adminBlogCategory)) ?? []).map((c) => ({ _id: c._id, name: c.name }));
  return data(
    { posts: list.data, totalPages: list.totalPages, filters, categories, problem: list.problem },
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
  return (
    <ListPage
      id="admin-blog"
      title="Blog"
      actions={
        <>
          <Link to="/admin/blog/categories" className="admin-button admin-button--ghost">
            Categories
          </Link>
          <Link to="/admin/blog/new" className="admin-button admin-button--primary">
            New post
          </Link>
        </>
      }
      problem={problem}
      rows={posts}
      empty={isFiltered(filters) ? "No posts match these filters." : "The blog is empty. Write the first post with “New post”."}
      columns={POST_COLUMNS}
      caption="Blog posts, last edited first, 25 a page"
      rowId={(post) => post._id}
      pages={{ label: "Blog post pages", filters, totalPages }}
    >
      <ListFilters submit="Show posts">
        <FilterInput name="search" value={filters.search} placeholder="Title" maxLength={100} />
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
      </ListFilters>
    </ListPage>
  );
}
