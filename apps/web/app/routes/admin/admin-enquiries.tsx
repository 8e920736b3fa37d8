import { type Enquiry, enquiry } from "@chhaap/contract/admin/overview";
import { useMemo } from "react";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { BACK_OFFICE_HEADERS, loadAdmin } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { ListPage, ListTabs } from "#app/features/admin/kit/list-page.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-enquiries";

const enquiryList = z.array(enquiry);

export async function loader({ request, context }: Route.LoaderArgs) {
  const show = new URL(request.url).searchParams.get("show") === "all" ? "all" : "open";
  const { data: enquiries } = await loadAdmin(context, `/api/admin/enquiries?show=${show}`, enquiryList);
  return data({ enquiries, show }, { headers: BACK_OFFICE_HEADERS });
}

const enquiryIntent = z.discriminatedUnion("intent", [z.object({ intent: z.literal("answered"), id: z.string() })]);

export async function action({ request, context }: Route.ActionArgs) {
  const intent = enquiryIntent.safeParse(Object.fromEntries(await request.formData()));
  if (!intent.success) return data({ ok: false, message: "That change is not one this page makes." }, { status: 400 });
  const sent = await callApi(context, `/api/admin/enquiries/${encodeURIComponent(intent.data.id)}/answered`, { method: "POST" });
  return data(
    { ok: sent.status === 200, message: sent.answer.message ?? "The enquiry could not be marked answered." },
    { status: sent.status },
  );
}

export function meta() {
  return [{ title: "Enquiries · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const column = deskColumns<Enquiry>();

function replyLink(item: Enquiry): string {
  return `mailto:${encodeURIComponent(item.email).replace("%40", "@")}?subject=${encodeURIComponent(`Re: ${item.subject}`)}`;
}

/** Newest first from the API; each row replies by e-mail or is marked answered. The buttons wait while a change is on its way. */
function useEnquiryColumns(pending: boolean) {
  return useMemo(
    () =>
      column.columns([
        column.accessor("createdAt", {
          header: "Received",
          sortFn: "text",
          cell: (info) => WHEN.format(new Date(info.getValue())),
        }),
        column.accessor("name", {
          header: "From",
          sortFn: "text",
          cell: (info) => {
            const item = info.row.original;
            return (
              <>
                {item.name}
                <br />
                <span className="admin-muted">
                  {item.email} · {item.number}
                </span>
              </>
            );
          },
        }),
        column.accessor("subject", {
          header: "Enquiry",
          sortFn: "text",
          cell: (info) => (
            <>
              <strong className="admin-enquiry__subject">{info.getValue()}</strong>
              <p className="admin-enquiry__text">{info.row.original.enquiry}</p>
            </>
          ),
        }),
        column.accessor((item) => (item.answered ? item.answered.at : ""), {
          id: "answered",
          header: "Answered",
          sortFn: "text",
          cell: (info) => {
            const item = info.row.original;
            return (
              <div className="admin-actions">
                <a className="admin-button admin-button--ghost" href={replyLink(item)}>
                  Reply by e-mail
                </a>
                {item.answered ? (
                  <span className="admin-status">
                    Answered by {item.answered.by}, {WHEN.format(new Date(item.answered.at))}
                  </span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="answered" />
                    <input type="hidden" name="id" value={item._id} />
                    <button type="submit" className="admin-button admin-button--primary" disabled={pending}>
                      Mark as answered
                    </button>
                  </Form>
                )}
              </div>
            );
          },
        }),
      ]),
    [pending],
  );
}

export default function AdminEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiries, show } = loaderData;
  const pending = useNavigation().state !== "idle";
  const columns = useEnquiryColumns(pending);
  return (
    <ListPage
      id="admin-enquiries"
      title="Enquiries"
      rows={enquiries}
      empty={show === "open" ? "Every enquiry has been answered." : "No enquiries yet."}
      columns={columns}
      caption="Contact-form enquiries, newest first"
      rowId={(item) => item._id}
    >
      <ListTabs
        label="Which enquiries"
        tabs={[
          { to: "?show=open", label: "To answer", current: show === "open" },
          { to: "?show=all", label: "All", current: show === "all" },
        ]}
      />
      <div role="status" className="admin-form__alert">
        {actionData ? (
          <p className={`admin-message admin-message--${actionData.ok ? "success" : "danger"}`}>{actionData.message}</p>
        ) : null}
      </div>
    </ListPage>
  );
}
