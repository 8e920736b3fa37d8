import { MAIL_STATE_LABELS, MAIL_STATES, type MailState, type OutboxMail, outboxList } from "@chhaap/contract/admin/mail-outbox";
import { data } from "react-router";
import { z } from "zod";
import { ActionStatus } from "#app/features/admin/kit/action-status.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { ListPage, ListTabs, readFilters, withFilter } from "#app/features/admin/kit/list-page.tsx";
import { SendAgainButton } from "#app/features/admin/mail/send-again-button.tsx";
import { callApi } from "#app/lib/api.server.ts";
import type { Route } from "./+types/admin-mail";

const FILTERS = ["state", "page"] as const;
const NO_MAIL = { counts: { failed: 0, pending: 0, sending: 0, sent: 0 }, mails: [] };

/** GET /api/admin/mail: one state's mails (failed unless the URL says otherwise) and how many each state holds. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const list = await loadAdminList(context, `/api/admin/mail?${query}`, outboxList, NO_MAIL);
  const state: MailState = MAIL_STATES.find((s) => s === filters.state) ?? "failed";
  return data(
    { ...list.data, state, totalPages: list.totalPages, filters, problem: list.problem },
    { headers: BACK_OFFICE_HEADERS },
  );
}

const mailIntent = z.discriminatedUnion("intent", [z.object({ intent: z.literal("send-again"), id: z.string().max(100) })]);

/** "Send again": the failed mail goes back in the queue; the list reloads without it. */
export async function action({ request, context }: Route.ActionArgs) {
  const intent = mailIntent.safeParse(Object.fromEntries(await request.formData()));
  if (!intent.success)
    return data({ ok: false, message: "That change is not one this page makes.", at: Date.now() }, { status: 400 });
  const sent = await callApi(context, `/api/admin/mail/${encodeURIComponent(intent.data.id)}/send-again`, { method: "POST" });
  const ok = sent.status === 200;
  const message = sent.answer.message ?? (ok ? "The mail is back in the queue." : "The mail could not be sent again.");
  return data({ ok, message, at: Date.now() }, { status: sent.status });
}

export function meta() {
  return [{ title: "Mail · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const EMPTY: Record<MailState, string> = {
  failed: "No mail has failed. Every mail the shop wrote has reached the mail server or is still being tried.",
  pending: "No mail is waiting: everything has gone out.",
  sending: "No mail is being sent right now.",
  sent: "No mail was sent in the last 7 days.",
};

const column = deskColumns<OutboxMail>();
// Cells say what they are: on a phone, rows become cards without the header row.
const MAIL_COLUMNS = column.columns([
  column.accessor("recipient", {
    header: "To",
    sortFn: "text",
    cell: (info) => <span className="admin-mail__address">{info.getValue()}</span>,
  }),
  column.accessor("subject", { header: "Subject", sortFn: "text" }),
  column.accessor("createdAt", {
    header: "Written",
    sortFn: "text",
    cell: (info) => `Written ${WHEN.format(new Date(info.getValue()))}`,
  }),
  column.accessor("attempts", {
    header: "Tries",
    cell: (info) => (info.getValue() === 1 ? "1 try" : `${info.getValue()} tries`),
  }),
  column.display({
    id: "outcome",
    header: "Outcome",
    cell: (info) => {
      const mail = info.row.original;
      const when =
        mail.state === "sent" && mail.sentAt
          ? `Sent ${WHEN.format(new Date(mail.sentAt))}`
          : mail.state === "pending"
            ? `Next try ${WHEN.format(new Date(mail.dueAt))}`
            : null;
      return (
        <>
          <span className={`admin-badge admin-badge--mail-${mail.state}`}>{MAIL_STATE_LABELS[mail.state]}</span>
          {when ? <span className="admin-muted"> {when}</span> : null}
          {mail.lastError ? <p className="admin-mail__error">Last error: {mail.lastError}</p> : null}
        </>
      );
    },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: (info) => (info.row.original.state === "failed" ? <SendAgainButton mail={info.row.original} /> : null),
  }),
]);

export default function AdminMail({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, mails, state, totalPages, filters, problem } = loaderData;
  // The row and its button go once the mail is queued again: focus goes to the word about what happened.
  return (
    <ListPage
      id="admin-mail"
      title="Mail"
      problem={problem}
      rows={mails}
      empty={EMPTY[state]}
      columns={MAIL_COLUMNS}
      caption={`${MAIL_STATE_LABELS[state]}: mails, newest first, 25 a page`}
      rowId={(m) => m._id}
      pages={{ label: "Mail pages", filters, totalPages }}
    >
      <p className="admin-muted">
        Every mail the shop sends (order confirmations, order news, reset and confirmation links, enquiries) waits here until the
        mail server takes it. A mail that fails is tried again after 30 seconds, 2 minutes, 10 minutes, 1 hour and 6 hours; after
        that it is marked failed. Send it again once the problem is fixed.
      </p>
      <ListTabs
        label="Mail by state"
        tabs={MAIL_STATES.map((s) => ({
          to: withFilter(filters, { state: s }),
          label: `${MAIL_STATE_LABELS[s]} (${counts[s]})`,
          current: s === state,
        }))}
      />
      <ActionStatus outcome={actionData} focus />
    </ListPage>
  );
}
