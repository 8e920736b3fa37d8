import { MATCH_RULE_LABELS, type StatementLine, type StatementLineState } from "@chhaap/contract/admin/bank-statements";
import { Form, useActionData, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { type DeskColumn, deskColumns } from "#app/features/admin/kit/data-table.tsx";
import { formatDay, formatInr, WHEN } from "#app/features/admin/kit/desk-format.ts";
import { FieldNotes } from "#app/features/admin/kit/field-notes.tsx";
import type { PaymentsAnswer } from "./payments-answer.ts";

/**
 * A statement's credits beside the orders they pay: the bank's side (day, amount, narration,
 * reference), the order's (number, customer, total, what the customer typed) and, by state, what staff
 * can do with the line. Matched lines are ticked for the one "Confirm" form above the table.
 */

/** The form that confirms the ticked matched lines: its checkboxes sit in the table's rows. */
export const CONFIRM_FORM_ID = "recon-confirm";

type LineOrder = NonNullable<StatementLine["order"]>;

function bookedDay(line: StatementLine): string {
  return formatDay(line.bookedOn.slice(0, 10));
}

/** How a line reads in a control's name: "₹1,250 of 5 Nov 2026". */
function lineName(line: StatementLine): string {
  return `${formatInr(line.amount)} of ${bookedDay(line)}`;
}

/** The order a line matched, paid or could pay, and how its total compares with the credit (short, or more). */
function OrderSide({ order, amount }: { order: LineOrder; amount: number }) {
  const short = order.total - amount;
  return (
    <>
      <Link to={`/admin/orders/${order.orderNumber}`}>{order.orderNumber}</Link> · {order.customer}
      <br />
      <span className="admin-muted">
        total {formatInr(order.total)}, placed {WHEN.format(new Date(order.createdAt))}
      </span>
      {order.reference ? (
        <>
          <br />
          <span className="admin-muted">customer typed {order.reference}</span>
        </>
      ) : null}
      {short !== 0 ? (
        <>
          <br />
          <span className="admin-badge admin-badge--cancelled">
            {short > 0 ? `${formatInr(short)} short` : `${formatInr(-short)} more than the total`}
          </span>
        </>
      ) : null}
    </>
  );
}

/** The answer of the last change to this line, when it was refused: its messages and what was typed. */
function useRefusal(line: StatementLine, intent: "assign" | "dismiss") {
  const answer = useActionData<PaymentsAnswer>();
  if (answer?.intent !== intent || answer.lineId !== line._id || answer.ok) return { errors: {}, values: {} };
  return { errors: answer.errors, values: answer.values };
}

/** "Match to CHP-…": one of a doubtful line's candidates. */
function MatchCandidate({ line, order }: { line: StatementLine; order: LineOrder }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="recon-candidate">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="lineId" value={line._id} />
      <input type="hidden" name="orderNumber" value={order.orderNumber} />
      <span>
        <OrderSide order={order} amount={line.amount} />
      </span>
      <button type="submit" className="admin-button admin-button--ghost" disabled={busy}>
        Match to {order.orderNumber}
      </button>
    </Form>
  );
}

/** "Match to order…": staff type the order the credit pays. */
function AssignForm({ line, label }: { line: StatementLine; label: string }) {
  const busy = useNavigation().state !== "idle";
  const { errors, values } = useRefusal(line, "assign");
  const id = `assign-${line._id}`;
  return (
    <Form method="post" className="admin-inline-form recon-assign">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="lineId" value={line._id} />
      <span className="admin-field">
        <label htmlFor={id}>
          {label}
          <span className="visually-hidden"> for {lineName(line)}</span>
        </label>
        <input
          id={id}
          name="orderNumber"
          defaultValue={values.orderNumber ?? ""}
          placeholder="CHP-…"
          maxLength={40}
          autoComplete="off"
          required
          aria-invalid={errors.orderNumber ? true : undefined}
          aria-describedby={errors.orderNumber ? `${id}-error` : undefined}
        />
        <FieldNotes id={id} error={errors.orderNumber} />
      </span>
      <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
        Match
      </button>
    </Form>
  );
}

/** "Not an order payment": the credit is something else (the owner's own transfer, a refund reversed…). */
function DismissForm({ line }: { line: StatementLine }) {
  const busy = useNavigation().state !== "idle";
  const { errors, values } = useRefusal(line, "dismiss");
  const id = `dismiss-${line._id}`;
  return (
    // Open again after a refusal, with what was typed.
    <details className="recon-dismiss" open={errors.note ? true : undefined}>
      <summary>
        Not an order payment<span className="visually-hidden"> ({lineName(line)})</span>
      </summary>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="dismiss" />
        <input type="hidden" name="lineId" value={line._id} />
        <div className="admin-field">
          <label htmlFor={id}>What is this credit?</label>
          <textarea
            id={id}
            name="note"
            rows={2}
            maxLength={300}
            required
            defaultValue={values.note ?? ""}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${id}-hint${errors.note ? ` ${id}-error` : ""}`}
          />
          <FieldNotes id={id} hint="For example “Owner's own transfer” or “Courier's COD remittance”." error={errors.note} />
        </div>
        <div>
          <button type="submit" className="admin-button admin-button--ghost" disabled={busy}>
            Set aside
          </button>
        </div>
      </Form>
    </details>
  );
}

const column = deskColumns<StatementLine>();

const BOOKED = column.accessor("bookedOn", { header: "Booked", sortFn: "text", cell: (info) => bookedDay(info.row.original) });
const AMOUNT = column.accessor("amount", { header: "Amount", cell: (info) => <strong>{formatInr(info.getValue())}</strong> });
const NARRATION = column.accessor("narration", {
  header: "Narration",
  sortFn: "text",
  cell: (info) => (
    <>
      <span className="recon-narration">{info.getValue()}</span>
      {info.row.original.reference ? (
        <>
          <br />
          <span className="admin-muted">bank ref. {info.row.original.reference}</span>
        </>
      ) : null}
    </>
  ),
});
const ORDER = column.accessor((line) => line.order?.orderNumber ?? "", {
  id: "order",
  header: "Order",
  sortFn: "alphanumeric",
  cell: (info) => {
    const { order, amount } = info.row.original;
    return order ? <OrderSide order={order} amount={amount} /> : "—";
  },
});
const RULE = column.accessor((line) => (line.rule ? MATCH_RULE_LABELS[line.rule] : ""), {
  id: "rule",
  header: "Matched by",
  sortFn: "text",
});
const CANDIDATES = column.display({
  id: "candidates",
  header: "Could be",
  cell: (info) => {
    const line = info.row.original;
    return (
      <>
        {line.note ? <p className="recon-why">{line.note}</p> : null}
        {line.candidates.length === 0 ? <span className="admin-muted">No waiting order fits.</span> : null}
        {line.candidates.map((order) => (
          <MatchCandidate key={order.orderNumber} line={line} order={order} />
        ))}
      </>
    );
  },
});
const SETTLE = column.display({
  id: "settle",
  header: "What it pays",
  cell: (info) => (
    <>
      <AssignForm line={info.row.original} label={info.row.original.state === "doubtful" ? "Another order" : "Match to order"} />
      <DismissForm line={info.row.original} />
    </>
  ),
});
const RESOLVED = column.accessor((line) => line.resolved?.at ?? "", {
  id: "resolved",
  header: "Settled",
  sortFn: "text",
  cell: (info) => {
    const { resolved, note, state } = info.row.original;
    return (
      <>
        {state === "dismissed" && note ? <p className="recon-why">{note}</p> : null}
        {resolved ? (
          <span className="admin-muted">
            {resolved.by}, {WHEN.format(new Date(resolved.at))}
          </span>
        ) : null}
      </>
    );
  },
});

/** The tick that puts a matched line in the confirmation, all ticked to start with. */
function confirmColumn(onToggle: () => void): DeskColumn<StatementLine> {
  return column.display({
    id: "confirm",
    header: "Confirm",
    cell: (info) => {
      const line = info.row.original;
      return (
        <label className="admin-check">
          <input type="checkbox" name="lineIds" value={line._id} form={CONFIRM_FORM_ID} defaultChecked onChange={onToggle} />
          <span className="visually-hidden">
            Confirm {lineName(line)} for {line.order?.orderNumber ?? "its order"}
          </span>
        </label>
      );
    },
  });
}

/** The table's columns for one state's lines. */
export function lineColumns(state: StatementLineState, onToggle: () => void): DeskColumn<StatementLine>[] {
  switch (state) {
    case "matched":
      return column.columns([confirmColumn(onToggle), BOOKED, AMOUNT, NARRATION, ORDER, RULE]);
    case "doubtful":
      return column.columns([BOOKED, AMOUNT, NARRATION, CANDIDATES, SETTLE]);
    case "unmatched":
      return column.columns([BOOKED, AMOUNT, NARRATION, SETTLE]);
    case "applied":
      return column.columns([BOOKED, AMOUNT, NARRATION, ORDER, RULE, RESOLVED]);
    case "dismissed":
      return column.columns([BOOKED, AMOUNT, NARRATION, RESOLVED]);
  }
}
