import {
  assignLine,
  BANK_STATEMENT_MESSAGES,
  bankColumnMapping,
  confirmLines,
  confirmLinesAnswer,
  dismissLine,
  matchAgainAnswer,
  STATEMENT_MAX_BYTES,
  type StatementLine,
  statementImported,
  statementLayoutNeeded,
  statementLine,
} from "@chhaap/contract/admin/bank-statements";
import { type AppLoadContext, data } from "react-router";
import { z } from "zod";
import { refusedStatus } from "#app/features/admin/kit/admin-api.server.ts";
import { formatInr } from "#app/features/admin/kit/desk-format.ts";
import { callApi, dataFrom } from "#app/lib/api.server.ts";
import { fieldErrorsOf } from "#app/lib/form-values.ts";
import { type CarriedFile, MAPPING_FIELDS, type PaymentsResult } from "./payments-answer.ts";

/**
 * The payments page's changes: upload a statement (and, for a bank layout the shop has not seen,
 * say once which column holds what), match the open lines again, confirm matched lines, match a line
 * to an order, or set one aside as not an order payment. Each passes to the reconciliation API and answers what it said.
 */

const API = "/api/admin/payments";

/** A file small enough to travel in the mapping form, so staff need not choose it again. */
const CARRY_MAX_BYTES = 1024 * 1024;

const lineIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("assign"), lineId: z.string().max(64), orderNumber: z.string() }),
  z.object({ intent: z.literal("dismiss"), lineId: z.string().max(64), note: z.string() }),
]);

function answer(result: PaymentsResult, status = 200) {
  return data({ ...result, at: Date.now() }, { status });
}

const layoutRefusal = z.object({ code: z.literal("statement.layout_unknown"), details: statementLayoutNeeded });

/** The statement the form sent: chosen in its file field, or carried by the mapping form. */
async function statementFile(form: FormData): Promise<File | null> {
  const chosen = form.get("statement");
  if (chosen instanceof File && chosen.size > 0) return chosen;
  const carried = form.get("carriedFile");
  if (typeof carried !== "string" || !carried) return null;
  const name = String(form.get("carriedName") ?? "statement.csv");
  return new File([Buffer.from(carried, "base64")], name, { type: String(form.get("carriedType") ?? "") });
}

/** A form field holding JSON, read; anything unreadable is null (the schema then refuses it). */
function jsonOf(field: FormDataEntryValue | null): unknown {
  try {
    return typeof field === "string" ? JSON.parse(field) : null;
  } catch {
    return null;
  }
}

async function carry(file: File): Promise<CarriedFile | null> {
  if (file.size > CARRY_MAX_BYTES) return null;
  return { name: file.name, type: file.type, base64: Buffer.from(await file.arrayBuffer()).toString("base64") };
}

/** The mapping as typed: each field's column (empty when none), the layout's name and the date format. */
function typedMapping(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of ["layoutName", ...MAPPING_FIELDS, "dateFormat"]) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.trim() : "";
  }
  return values;
}

/** The same rules the API applies, checked first so a refused mapping keeps the file in hand. */
function mappingErrors(values: Record<string, string>): Record<string, string> {
  const mapping = bankColumnMapping.safeParse(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "")));
  const errors = mapping.success ? {} : fieldErrorsOf(mapping.error);
  if (!values.layoutName) errors.layoutName = BANK_STATEMENT_MESSAGES.layoutNameRequired;
  if (!values.credit && !(values.amount && values.creditDebit)) errors.credit = BANK_STATEMENT_MESSAGES.amountColumnsRequired;
  return errors;
}

async function upload(context: AppLoadContext, form: FormData, mapping: boolean) {
  const file = await statementFile(form);
  // The layout form the page showed, sent back with the mapping, so a refusal shows it again as it was.
  const shown = mapping ? statementLayoutNeeded.safeParse(jsonOf(form.get("layout"))) : null;
  const values = mapping ? typedMapping(form) : {};
  const layout = shown?.success ? { needed: shown.data, carried: file ? await carry(file) : null, values } : undefined;
  const refuse = (message: string, errors: Record<string, string>, status: number) =>
    answer({ intent: "upload", ok: false, message, errors, layout }, status);
  if (!file) return refuse(BANK_STATEMENT_MESSAGES.fileRequired, { statement: BANK_STATEMENT_MESSAGES.fileRequired }, 400);
  if (file.size > STATEMENT_MAX_BYTES)
    return refuse(BANK_STATEMENT_MESSAGES.fileTooLarge, { statement: BANK_STATEMENT_MESSAGES.fileTooLarge }, 413);
  const errors = mapping ? mappingErrors(values) : {};
  if (Object.keys(errors).length > 0) return refuse("Please check the highlighted fields.", errors, 400);
  const multipart = new FormData();
  multipart.set("statement", file, file.name);
  for (const [name, value] of Object.entries(values)) if (value) multipart.set(name, value);
  const sent = await callApi(context, `${API}/statements`, { method: "POST", multipart });
  const imported = dataFrom(sent, statementImported);
  if (imported) return answer({ intent: "upload", ok: true, message: sent.answer.message ?? "", errors: {}, imported });
  const unknown = layoutRefusal.safeParse(sent.body);
  if (unknown.success) {
    const needed = unknown.data.details;
    return answer(
      {
        intent: "upload",
        ok: false,
        message: sent.answer.message ?? BANK_STATEMENT_MESSAGES.layoutUnknown,
        errors: {},
        layout: { needed, carried: await carry(file), values: { ...stringsOf(needed.suggested), ...values } },
      },
      422,
    );
  }
  return refuse(
    sent.answer.message ?? BANK_STATEMENT_MESSAGES.fileUnreadable,
    sent.answer.fieldErrors,
    refusedStatus(sent.status),
  );
}

function stringsOf(suggested: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(suggested).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

async function confirm(context: AppLoadContext, form: FormData) {
  const request = confirmLines.safeParse({ lineIds: form.getAll("lineIds").filter((id) => typeof id === "string") });
  if (!request.success)
    return answer({ intent: "confirm", ok: false, message: "Please tick the payments to confirm.", results: [] }, 400);
  const sent = await callApi(context, `${API}/reconciliation/confirm`, { method: "POST", json: request.data });
  const confirmed = dataFrom(sent, confirmLinesAnswer);
  if (!confirmed)
    return answer(
      { intent: "confirm", ok: false, message: sent.answer.message ?? "The payments could not be confirmed.", results: [] },
      refusedStatus(sent.status),
    );
  const applied = confirmed.results.filter((result) => result.outcome === "applied").length;
  const message = `${applied} ${applied === 1 ? "payment" : "payments"} confirmed: each order is paid and its invoice issued.`;
  return answer({ intent: "confirm", ok: applied === confirmed.results.length, message, results: confirmed.results });
}

/** "Match again": the open lines against the orders waiting now (placed or their reference typed since the upload). */
async function matchAgain(context: AppLoadContext) {
  const sent = await callApi(context, `${API}/reconciliation/match`, { method: "POST", json: {} });
  const matched = dataFrom(sent, matchAgainAnswer);
  if (!matched)
    return answer(
      { intent: "match", ok: false, message: sent.answer.message ?? "The lines could not be matched again." },
      refusedStatus(sent.status),
    );
  const { matched: ready, doubtful, unmatched } = matched.counts;
  return answer({
    intent: "match",
    ok: true,
    message: `Matched again: ${ready} matched, ${doubtful} doubtful, ${unmatched} unmatched.`,
  });
}

const refusalCode = z.object({ code: z.string() });
/** Refusals about the order typed, not the line: shown beside the order number's field. */
const ABOUT_THE_ORDER = new Set(["statement.order_not_waiting", "statement.order_not_found"]);

/** The API's answer to matching a line to an order or setting it aside, with what staff typed. */
async function lineChanged(
  context: AppLoadContext,
  change: {
    intent: "assign" | "dismiss";
    lineId: string;
    body: object;
    values: Record<string, string>;
    /** What to say once changed, from the line as it now stands. */
    done: (line: StatementLine) => string;
  },
) {
  const { intent, lineId, values } = change;
  const path = `${API}/reconciliation/lines/${encodeURIComponent(lineId)}/${intent}`;
  const sent = await callApi(context, path, { method: "POST", json: change.body });
  const line = dataFrom(sent, statementLine);
  if (line) return answer({ intent, lineId, ok: true, message: change.done(line), errors: {}, values });
  const message = sent.answer.message ?? "The line could not be changed.";
  const code = refusalCode.safeParse(sent.body);
  const errors =
    intent === "assign" && code.success && ABOUT_THE_ORDER.has(code.data.code)
      ? { orderNumber: message }
      : sent.answer.fieldErrors;
  return answer({ intent, lineId, ok: false, message, errors, values }, refusedStatus(sent.status));
}

async function settleLine(context: AppLoadContext, fields: Record<string, unknown>) {
  const intent = lineIntent.safeParse(fields);
  if (!intent.success) return answer({ intent: "unknown", ok: false, message: "That change is not one this page makes." }, 400);
  const { lineId } = intent.data;
  if (intent.data.intent === "assign") {
    const values = { orderNumber: intent.data.orderNumber };
    const assign = assignLine.safeParse(values);
    if (!assign.success)
      return answer({ intent: "assign", lineId, ok: false, message: "", errors: fieldErrorsOf(assign.error), values }, 400);
    const orderNumber = assign.data.orderNumber.toUpperCase();
    // Staff's order keeps the line even when the credit falls short of its total: then it stays doubtful.
    const done = (line: StatementLine) =>
      line.order && line.amount < line.order.total
        ? `Matched to ${orderNumber}, but the credit falls short of its total (${formatInr(line.order.total - line.amount)} less): it stays under Doubtful.`
        : `Matched to ${orderNumber}: it is under Matched, ready to confirm.`;
    return lineChanged(context, { intent: "assign", lineId, body: { orderNumber }, values, done });
  }
  const values = { note: intent.data.note };
  const dismiss = dismissLine.safeParse(values);
  if (!dismiss.success)
    return answer({ intent: "dismiss", lineId, ok: false, message: "", errors: fieldErrorsOf(dismiss.error), values }, 400);
  const done = () => "Set aside as not an order payment.";
  return lineChanged(context, { intent: "dismiss", lineId, body: dismiss.data, values, done });
}

export async function paymentsAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  switch (form.get("intent")) {
    case "upload":
      return upload(context, form, false);
    case "map":
      return upload(context, form, true);
    case "confirm":
      return confirm(context, form);
    case "match":
      return matchAgain(context);
    default:
      return settleLine(context, Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
  }
}
