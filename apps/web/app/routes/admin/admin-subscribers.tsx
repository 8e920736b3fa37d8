import { type Subscriber, subscriber } from "@chhaap/contract/admin/overview";
import { data } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { ListPage } from "#app/features/admin/kit/list-page.tsx";
import type { Route } from "./+types/admin-subscribers";

const subscriberList = z.array(subscriber);

const column = deskColumns<Subscriber>();
const SUBSCRIBER_COLUMNS = column.columns([
  column.accessor("email", { header: "E-mail", sortFn: "text" }),
  column.accessor("createdAt", { header: "Subscribed", sortFn: "text", cell: (info) => WHEN.format(new Date(info.getValue())) }),
]);

export async function loader({ context }: Route.LoaderArgs) {
  const { data: subscribers } = await loadAdmin(context, "/api/admin/subscribers", subscriberList);
  return data({ subscribers }, { headers: BACK_OFFICE_HEADERS });
}

export function meta() {
  return [{ title: "Subscribers · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers } = loaderData;
  return (
    <ListPage
      id="admin-subscribers"
      title="Newsletter subscribers"
      rows={subscribers}
      empty="Nobody has subscribed yet."
      columns={SUBSCRIBER_COLUMNS}
      caption="Newsletter subscribers, newest first"
      rowId={(row) => row.email}
    >
      <p>
        {subscribers.length} {subscribers.length === 1 ? "subscriber" : "subscribers"}.{" "}
        {subscribers.length > 0 ? (
          <a className="admin-button admin-button--ghost" href="/api/admin/subscribers.csv" download>
            Export CSV
          </a>
        ) : null}
      </p>
    </ListPage>
  );
}
