import "#app/styles/admin-payments.css";
import {
  RECONCILIATION_PAGE_SIZE,
  reconciliationPage,
  STATEMENT_LINE_STATE_LABELS,
  STATEMENT_LINE_STATES,
  type StatementLineState,
} from "@chhaap/contract/admin/bank-statements";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { ActionStatus } from "#app/features/admin/kit/action-status.tsx";
import { BACK_OFFICE_HEADERS, loadAdminList } from "#app/features/admin/kit/admin-api.server.ts";
import { WHEN } from "#app/features/admin/kit/desk-format.ts";
import { ListPage, ListTabs, readFilters, withFilter } from "#app/features/admin/kit/list-page.tsx";
import { paymentsAction } from "#app/features/admin/payments/payments-action.server.ts";
import type { PaymentsAnswer } from "#app/features/admin/payments/payments-answer.ts";
import { CONFIRM_FORM_ID, lineColumns } from "#app/features/admin/payments/statement-lines.tsx";
import { ImportSummary, LayoutMappingForm, StatementUploadForm } from "#app/features/admin/payments/statement-upload.tsx";
import type { Route } from "./+types/admin-payments";

const FILTERS = ["state", "page"] as const;
const NO_LINES = {
  lines: [],
  counts: Object.fromEntries(STATEMENT_LINE_STATES.map((state) => [state, 0])) as Record<StatementLineState, number>,
  totalPages: 0,
  statements: [],
};

/** GET /api/admin/payments/reconciliation: one state's lines (matched unless the URL says otherwise), counts, statements. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query } = readFilters(request, FILTERS);
  const state: StatementLineState = STATEMENT_LINE_STATES.find((s) => s === filters.state) ?? "matched";
  query.set("state", state);
  const list = await loadAdminList(context, `/api/admin/payments/reconciliation?${query}`, reconciliationPage, NO_LINES);
  return data(
    { ...list.data, state, totalPages: list.data.totalPages || list.totalPages, filters, problem: list.problem },
    { headers: BACK_OFFICE_HEADERS },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return paymentsAction(request, context);
}

export function meta() {
  return [{ title: "Payments · Chhaap back office" }, { name: "robots", content: "noindex, nofollow" }];
}

const OUTCOME_WORDS = {
  moved_on:
    "not confirmed: the order is no longer waiting for a bank transfer (another member confirmed it, or it was cancelled). Open it to see what happened.",
  short:
    "not confirmed: the credit is less than the order's total. Ask the customer for the rest, or confirm it on the order's page.",
} as const;

/** After "Confirm": how many were confirmed, and each line that was not, with why. */
function ConfirmResults({ answer }: { answer: Extract<PaymentsAnswer, { intent: "confirm" }> }) {
  const missed = answer.results.filter((result) => result.outcome !== "applied");
  if (missed.length === 0) return null;
  return (
    <div className="admin-message admin-message--warning">
      <p>
        {missed.length} {missed.length === 1 ? "line was" : "lines were"} not confirmed:
      </p>
      <ul>
        {missed.map((result) => (
          <li key={result._id}>
            {result.orderNumber ? <Link to={`/admin/orders/${result.orderNumber}`}>{result.orderNumber}</Link> : "A line"}{" "}
            {result.outcome === "applied" ? "" : OUTCOME_WORDS[result.outcome]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a state's tab says when it holds no line. */
function emptyWords(state: StatementLineState, counts: Record<StatementLineState, number>, anyStatement: boolean): ReactNode {
  if (!anyStatement)
    return "No statements yet. Export the shop's account statement from net banking (CSV or Excel, as the bank gives it) and upload it above: its credits are matched to the orders awaiting a bank transfer.";
  const open = counts.doubtful + counts.unmatched;
  switch (state) {
    case "matched":
      return open > 0 ? (
        <>
          No matched payment waits for confirming. <Link to="?state=doubtful">{counts.doubtful} doubtful</Link> and{" "}
          <Link to="?state=unmatched">{counts.unmatched} unmatched</Link> {open === 1 ? "line needs" : "lines need"} a decision.
        </>
      ) : (
        "No matched payment waits for confirming. Upload the next statement when it comes."
      );
    case "doubtful":
      return "No doubtful line: every credit matched one order, or none.";
    case "unmatched":
      return "Every credit is matched or set aside.";
    case "applied":
      return "No payment confirmed from a statement yet.";
    case "dismissed":
      return "No credit set aside as not an order payment.";
  }
}

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, counts, statements, state, totalPages, filters, problem } = loaderData;
  const busy = useNavigation().state !== "idle";
  // "Confirm N payments" counts the ticked lines; on the server, and before scripts run, all are ticked.
  const [count, setCount] = useState(lines.length);
  const recount = useCallback(
    () => setCount(document.querySelectorAll(`input[form="${CONFIRM_FORM_ID}"][name="lineIds"]:checked`).length),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list of lines is counted again.
  useEffect(recount, [recount, lines]);
  const columns = useMemo(() => lineColumns(state, recount), [state, recount]);
  const upload = actionData?.intent === "upload" ? actionData : undefined;
  // The mapping form and an import's summary say their own words; every other answer is read out here.
  const said = actionData && !(upload?.layout || upload?.imported) ? actionData : undefined;
  const tabs = STATEMENT_LINE_STATES.map((tab) => ({
    to: withFilter(filters, { state: tab === "matched" ? "" : tab }),
    label: `${STATEMENT_LINE_STATE_LABELS[tab]} (${counts[tab] ?? 0})`,
    current: state === tab,
  }));
  return (
    <ListPage
      id="admin-payments"
      title="Payments"
      problem={problem}
      rows={lines}
      empty={emptyWords(state, counts, statements.length > 0)}
      columns={columns}
      caption={`${STATEMENT_LINE_STATE_LABELS[state]} statement lines, ${RECONCILIATION_PAGE_SIZE} a page`}
      rowId={(line) => line._id}
      pages={{ label: "Statement line pages", filters, totalPages }}
      footer={
        statements.length > 0 ? (
          <div className="recon-statements">
            <h2>Statements uploaded</h2>
            <ul className="admin-timeline">
              {statements.map((statement) => (
                <li key={statement._id}>
                  <strong>{statement.fileName}</strong> <span className="admin-muted">({statement.layoutName})</span>
                  <br />
                  <span className="admin-muted">
                    {statement.creditLines} {statement.creditLines === 1 ? "credit" : "credits"}, {statement.newLines} new ·{" "}
                    {statement.uploadedBy}, {WHEN.format(new Date(statement.createdAt))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null
      }
    >
      <p className="admin-muted">
        Money in by bank transfer, from the bank's own statement: upload it, check what matched, confirm in one step.
      </p>
      {upload?.layout ? (
        <LayoutMappingForm layout={upload.layout} errors={upload.errors} message={upload.message} />
      ) : (
        <StatementUploadForm error={upload?.errors.statement} again={upload !== undefined && !upload.ok} />
      )}
      {upload?.imported ? <ImportSummary imported={upload.imported} /> : null}
      <ActionStatus
        outcome={said?.message ? { ok: said.ok, message: said.message, at: said.at } : undefined}
        focus={said?.ok === true && said.intent !== "upload"}
      />
      {actionData?.intent === "confirm" ? <ConfirmResults answer={actionData} /> : null}
      <ListTabs label="Statement lines by state" tabs={tabs} />
      {counts.doubtful + counts.unmatched > 0 ? (
        <Form method="post" className="recon-confirm">
          <p className="admin-muted">
            Lines are matched when a statement is uploaded. Orders placed, or references typed, since then are matched on the next
            upload, or now.
          </p>
          <button type="submit" name="intent" value="match" className="admin-button" disabled={busy}>
            Match again
          </button>
        </Form>
      ) : null}
      {state === "matched" && lines.length > 0 ? (
        <Form method="post" id={CONFIRM_FORM_ID} className="recon-confirm">
          <p>
            Each ticked line's order is confirmed as paid, as “Confirm payment” on the order does: the customer is mailed and the
            GST invoice issued.
          </p>
          <button
            type="submit"
            name="intent"
            value="confirm"
            className="admin-button admin-button--primary"
            disabled={busy || count === 0}
          >
            Confirm {count} {count === 1 ? "payment" : "payments"}
          </button>
        </Form>
      ) : null}
    </ListPage>
  );
}
