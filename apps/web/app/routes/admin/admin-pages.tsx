import { type ShopPageListItem, shopPageListItem } from "@chhaap/contract/admin/shop-pages";
import { data, isRouteErrorResponse } from "react-router";
import { z } from "zod";
import { Link } from "#app/components/link.tsx";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { ListPage } from "#app/features/admin/kit/list-page.tsx";
import type { Route } from "./+types/admin-pages";

const pageList = z.array(shopPageListItem);

/** GET /api/admin/pages: the shop's pages, in the order of its policy menu (a handful: no paging). */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: pages } = await loadAdmin(context, "/api/admin/pages", pageList);
  return data({ pages }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Pages · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const column = deskColumns<ShopPageListItem>();
const PAGE_COLUMNS = column.columns([
  column.accessor("title", {
    header: "Page",
    sortFn: "text",
    cell: (info) => {
      const page = info.row.original;
      return (
        <>
          <Link to={`/admin/pages/${page.name}`}>{page.title}</Link>
          <br />
          <span className="admin-muted">{page.path}</span>
        </>
      );
    },
  }),
  column.accessor((page) => (page.layout === "faq" ? page.questions : -1), {
    id: "layout",
    header: "Layout",
    cell: (info) => {
      const page = info.row.original;
      // Cells say what they are: on a phone, rows become cards without the header row.
      return page.layout === "faq" ? `${page.questions} question${page.questions === 1 ? "" : "s"}` : "In sections";
    },
  }),
  column.accessor("updatedAt", {
    header: "Last edited",
    sortFn: "text",
    cell: (info) => `Edited ${WHEN.format(new Date(info.getValue()))}`,
  }),
]);

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  return (
    <ListPage
      id="admin-pages"
      title="Pages"
      rows={pages}
      empty="The shop has no pages yet. They are written when the shop starts: please restart it."
      columns={PAGE_COLUMNS}
      caption="The shop's pages, in the order of its policy menu"
      rowId={(page) => page.name}
    >
      <p className="admin-muted">
        The shop's policy pages, FAQ and Help &amp; Support. Their addresses stay as they are; their copy is English only.
      </p>
    </ListPage>
  );
}

/** A failed load keeps the back office's frame around it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section aria-labelledby="admin-pages-title">
      <h1 id="admin-pages-title">Pages</h1>
      <p className="admin-message admin-message--danger" role="alert">
        {status === 403
          ? "Your account may not edit the shop's pages."
          : "The pages could not be loaded. Please reload to try again."}
      </p>
    </section>
  );
}
