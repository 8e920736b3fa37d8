import {
  BANK_STATEMENT_MESSAGES,
  bankColumnMapping,
  RECONCILIATION_PAGE_SIZE,
  STATEMENT_LINE_STATES,
  STATEMENT_MAX_ROWS,
  type StatementLayoutNeeded,
  type StatementLine,
  type StatementLineState,
  type StatementUploadFields,
} from "@chhaap/contract/admin/bank-statements";
import { isUuid } from "@chhaap/contract/ids";
import type { BankColumnMapping } from "#src/db/schema.ts";
import { type DeskContext, takeDeskAction } from "#src/modules/admin/orders-desk/service.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { rupees } from "#src/money.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { amountNote, matchLines } from "./match-lines.ts";
import { parseCsvStatement } from "./parse-csv.ts";
import { parseXlsxStatement } from "./parse-xlsx.ts";
import {
  assignedLineOf,
  countLines,
  describeOrders,
  findLayout,
  findLine,
  findWaitingOrder,
  insertNewLines,
  insertStatement,
  listLines,
  listOpenLines,
  listWaitingOrders,
  moveLine,
  OPEN_STATES,
  orderOfLine,
  recentStatements,
  saveLayout,
  setNewLines,
  writeVerdict,
} from "./queries.ts";
import { findHeaderRow, mappingProblems, type RefusedRows, readCredits, suggestMapping } from "./statement-rows.ts";

/** Confirming lines is the orders desk's "Confirm payment": it needs what the desk needs. */
export type StatementsContext = DeskContext;

/** The shop's day of an instant: India's time, where the bank books it. */
function shopDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** An unknown layout: the route answers 422 with what the mapping form needs. */
export class LayoutUnknown extends Error {
  constructor(readonly details: StatementLayoutNeeded) {
    super(BANK_STATEMENT_MESSAGES.layoutUnknown);
  }
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function readSheet(file: Buffer): Promise<string[][]> {
  let rows: string[][] | undefined;
  if (file.subarray(0, 4).equals(XLSX_MAGIC)) {
    const read = await parseXlsxStatement(file, STATEMENT_MAX_ROWS);
    if ("refused" in read && read.refused === "too_large")
      throw new ApiError(413, "statement.file_too_large", BANK_STATEMENT_MESSAGES.workbookTooLarge);
    if ("refused" in read && read.refused === "too_wide")
      throw new ApiError(413, "statement.file_too_large", BANK_STATEMENT_MESSAGES.tooManyColumns);
    rows = "rows" in read ? read.rows : undefined;
  } else rows = parseCsvStatement(file, STATEMENT_MAX_ROWS);
  if (!rows || rows.length === 0) throw new ApiError(415, "statement.file_unreadable", BANK_STATEMENT_MESSAGES.fileUnreadable);
  if (rows.length > STATEMENT_MAX_ROWS) throw new ApiError(413, "statement.file_too_large", BANK_STATEMENT_MESSAGES.tooManyRows);
  return rows;
}

/**
 * Imports a statement: its layout recognised by the header row (or saved now from the mapping staff
 * gave), its credits stored unless already known by their fingerprint, then every open line matched
 * again. A row that cannot be read refuses the whole file; nothing is stored.
 */
export async function importStatement(
  ctx: StatementsContext,
  actor: StaffUser,
  upload: { fileName: string; file: Buffer; fields: StatementUploadFields },
) {
  const rows = await readSheet(upload.file);
  const header = findHeaderRow(rows);
  if (!header) throw new ApiError(422, "statement.no_header_row", BANK_STATEMENT_MESSAGES.noHeaderRow);
  const known = await findLayout(ctx.db, header.signature);
  const given = known ? undefined : newLayout(upload.fields, header.headers);
  if (!known && !given)
    throw new LayoutUnknown({
      headers: header.headers,
      sample: rows.slice(header.index + 1, header.index + 6),
      suggested: suggestMapping(header.headers),
    });
  const mapping = (known?.mapping ?? given?.mapping) as BankColumnMapping;
  const { credits, ...refused } = readCredits(rows, header, bankColumnMapping.parse(mapping), shopDay(ctx.now()));
  refuseRows(refused);
  const at = ctx.now();
  const imported = await ctx.db.transaction(async (tx) => {
    const layout = known ?? (await saveLayout(tx, { name: given?.name ?? "", signature: header.signature, mapping }));
    const statementId = await insertStatement(tx, {
      layoutId: layout.id,
      fileName: upload.fileName.slice(0, 200),
      uploadedBy: actor.name,
      creditLines: credits.length,
      newLines: 0,
      createdAt: at,
    });
    const newLines = await insertNewLines(
      tx,
      credits.map((credit) => ({ ...credit, statementId, createdAt: at, updatedAt: at })),
    );
    await setNewLines(tx, statementId, newLines);
    await auditChange(tx, actor, {
      action: "bank_statement.import",
      recordType: "bank_statement",
      recordId: statementId,
      before: known ? null : { layout: "new" },
      after: {
        layout: layout.name,
        fileName: upload.fileName,
        creditLines: credits.length,
        newLines,
        ...(known ? {} : { mapping }),
      },
      at,
    });
    return { statementId, layoutName: layout.name, creditLines: credits.length, newLines };
  });
  await rematch(ctx);
  return { ...imported, counts: await lineCounts(ctx) };
}

/** The mapping staff gave for a new layout, checked against its headers; undefined when they gave none. */
function newLayout(fields: StatementUploadFields, headers: string[]) {
  const mappingFields = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => key !== "layoutName" && typeof value === "string" && value.trim() !== ""),
  );
  if (!fields.layoutName && Object.keys(mappingFields).length === 0) return undefined;
  const errors: Record<string, string> = {};
  if (!fields.layoutName) errors.layoutName = BANK_STATEMENT_MESSAGES.layoutNameRequired;
  const parsed = bankColumnMapping.safeParse(mappingFields);
  if (parsed.success) Object.assign(errors, mappingProblems(parsed.data, headers));
  else for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "mapping")] ??= issue.message;
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw new ApiError(400, "validation.field", message, { params: { field }, errors });
  if (!parsed.success || !fields.layoutName) return undefined;
  const mapping: BankColumnMapping = Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined && value !== ""),
  ) as unknown as BankColumnMapping;
  return { name: fields.layoutName, mapping };
}

/** Rows the shop cannot take refuse the whole file (422), each kind said with its row numbers. */
function refuseRows({ badRows, tooLargeRows, futureRows }: RefusedRows): void {
  const kinds = [
    [badRows, BANK_STATEMENT_MESSAGES.badRows],
    [tooLargeRows, BANK_STATEMENT_MESSAGES.amountTooLarge],
    [futureRows, BANK_STATEMENT_MESSAGES.futureDated],
  ] as const;
  const said = kinds.filter(([rows]) => rows.length > 0);
  if (said.length === 0) return;
  const message = said.map(([rows, text]) => `${text} Rows: ${summariseRows(rows)}.`).join(" ");
  const all = [...badRows, ...tooLargeRows, ...futureRows].sort((a, b) => a - b);
  throw new ApiError(422, "statement.bad_rows", message, { params: { rows: summariseRows(all) } });
}

/** "4, 9, 12" or "4, 9, 12 and 31 more". */
function summariseRows(rows: number[]): string {
  const shown = rows.slice(0, 10).join(", ");
  return rows.length > 10 ? `${shown} and ${rows.length - 10} more` : shown;
}

/** Matches every line staff have not settled against the orders waiting for a transfer now. */
async function rematch(ctx: StatementsContext): Promise<void> {
  const [lines, waiting] = await Promise.all([listOpenLines(ctx.db), listWaitingOrders(ctx.db)]);
  if (lines.length === 0) return;
  const verdicts = matchLines(
    lines.map((line) => ({ ...line, assignedOrderId: line.state === "matched" && line.rule === null ? line.orderId : null })),
    waiting.map((order) => ({ ...order, placedOn: shopDay(order.createdAt) })),
  );
  const at = ctx.now();
  for (const line of lines) {
    const verdict = verdicts.get(line.id);
    if (!verdict) continue;
    const same =
      verdict.state === line.state &&
      verdict.orderId === line.orderId &&
      verdict.rule === line.rule &&
      verdict.note === line.note &&
      JSON.stringify(verdict.candidates) === JSON.stringify(line.candidates);
    if (!same) await writeVerdict(ctx.db, line, verdict, at);
  }
}

async function lineCounts(ctx: StatementsContext) {
  const counts = Object.fromEntries(STATEMENT_LINE_STATES.map((state) => [state, 0])) as Record<StatementLineState, number>;
  for (const row of await countLines(ctx.db)) counts[row.state] = row.count;
  return counts;
}

/** Staff's "Match again": the open lines against the orders waiting now; the counts after. */
export async function matchAgain(ctx: StatementsContext) {
  await rematch(ctx);
  return { counts: await lineCounts(ctx) };
}

/**
 * The reconciliation page: one state's lines (or all), newest booking first, as last matched. Reading
 * it writes nothing: lines are matched at upload, after staff settle lines, and on "Match again".
 */
export async function reconciliationPage(ctx: StatementsContext, query: { state?: StatementLineState; page: number }) {
  const [counts, rows, statements] = await Promise.all([
    lineCounts(ctx),
    listLines(
      ctx.db,
      { state: query.state },
      { limit: RECONCILIATION_PAGE_SIZE, offset: (query.page - 1) * RECONCILIATION_PAGE_SIZE },
    ),
    recentStatements(ctx.db, 10),
  ]);
  const total = query.state ? counts[query.state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    lines: await describeLines(ctx, rows),
    counts,
    totalPages: Math.max(1, Math.ceil(total / RECONCILIATION_PAGE_SIZE)),
    statements: statements.map((statement) => ({
      _id: statement.id,
      fileName: statement.fileName,
      layoutName: statement.layoutName,
      uploadedBy: statement.uploadedBy,
      createdAt: statement.createdAt.toISOString(),
      creditLines: statement.creditLines,
      newLines: statement.newLines,
    })),
  };
}

async function describeLines(ctx: StatementsContext, rows: Awaited<ReturnType<typeof listLines>>): Promise<StatementLine[]> {
  const [byId, byNumber] = await Promise.all([
    describeOrders(ctx.db, { ids: [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))] }),
    describeOrders(ctx.db, { numbers: [...new Set(rows.flatMap((row) => row.candidates))] }),
  ]);
  const view = (order: (typeof byId)[number]) => ({
    orderNumber: order.orderNumber,
    customer: order.customer,
    total: rupees(order.totalPaise),
    createdAt: order.createdAt.toISOString(),
    reference: order.reference,
  });
  return rows.map((row) => {
    const order = row.orderId ? byId.find((candidate) => candidate.id === row.orderId) : undefined;
    return {
      _id: row.id,
      bookedOn: row.bookedOn,
      narration: row.narration,
      reference: row.reference,
      amount: rupees(row.amountPaise),
      state: row.state,
      rule: row.rule,
      order: order ? view(order) : null,
      candidates: row.candidates.flatMap((number) => {
        const candidate = byNumber.find((described) => described.orderNumber === number);
        return candidate ? [view(candidate)] : [];
      }),
      note: row.note,
      resolved: row.resolvedBy && row.resolvedAt ? { by: row.resolvedBy, at: row.resolvedAt.toISOString() } : null,
    };
  });
}

/** One line as the page shows it. */
export async function statementLine(ctx: StatementsContext, lineId: string): Promise<StatementLine> {
  const [line] = await describeLines(ctx, await listLines(ctx.db, { id: lineId }, { limit: 1, offset: 0 }));
  if (!line) throw lineNotFound();
  return line;
}

function lineNotFound() {
  return new ApiError(404, "statement.line_not_found", BANK_STATEMENT_MESSAGES.lineNotFound);
}

type ConfirmOutcome = { _id: string; outcome: "applied" | "moved_on" | "short"; orderNumber: string | null };

/**
 * Confirms matched lines' orders as paid, one at a time, each the desk's own "Confirm payment" (audited,
 * invoiced, mailed) for the line's amount and reference. The line is taken first by a conditional move
 * from matched to applied, so of two staff confirming it at once one applies it and the other hears it
 * moved on; when the desk then refuses (the order moved on meanwhile), the line goes back as doubtful
 * with the desk's reason.
 */
export async function confirmLines(ctx: StatementsContext, actor: StaffUser, lineIds: string[]): Promise<ConfirmOutcome[]> {
  const outcomes: ConfirmOutcome[] = [];
  for (const id of new Set(lineIds)) outcomes.push(await confirmLine(ctx, actor, id));
  // Orders paid now are out of reach; lines sent back as doubtful may fit another order.
  await rematch(ctx);
  return outcomes;
}

async function confirmLine(ctx: StatementsContext, actor: StaffUser, id: string): Promise<ConfirmOutcome> {
  const movedOn = { _id: id, outcome: "moved_on", orderNumber: null } as const;
  const line = isUuid(id) ? await findLine(ctx.db, id) : undefined;
  if (line?.state !== "matched" || !line.orderId) return movedOn;
  const order = await orderOfLine(ctx.db, line.orderId);
  if (!order) return movedOn;
  const at = ctx.now();
  // Less than the total is never a payment of it; more is one only when staff assigned the line
  // themselves (they saw the difference): the matcher's lines must pay the total exactly.
  const matcherLine = line.rule !== null;
  if (line.amountPaise < order.totalPaise || (matcherLine && line.amountPaise !== order.totalPaise)) {
    const note = amountNote(line.amountPaise, order.totalPaise);
    const moved = await moveLine(
      ctx.db,
      id,
      ["matched"],
      {
        state: "doubtful",
        orderId: null,
        candidates: [order.orderNumber],
        note,
        resolvedBy: null,
        resolvedAt: null,
        updatedAt: at,
      },
      line.orderId,
    );
    return moved ? { _id: id, outcome: "short", orderNumber: order.orderNumber } : movedOn;
  }
  const orderId = line.orderId;
  try {
    // The line is taken in the payment's own transaction: both happen, or neither (a crash between them
    // cannot leave a line applied to an order still waiting).
    await takeDeskAction(
      ctx,
      actor,
      order.orderNumber,
      {
        action: "confirm-payment",
        reference: (line.reference || line.narration).slice(0, 120),
        amountReceived: rupees(line.amountPaise),
      },
      async (tx) => {
        const taken = await moveLine(
          tx,
          id,
          ["matched"],
          { state: "applied", resolvedBy: actor.name, resolvedAt: at, updatedAt: at },
          orderId,
        ).catch((error: unknown) => {
          // Another line was applied to this order first (one order is paid from the statement once).
          if (isUniqueViolation(error)) return false;
          throw error;
        });
        if (!taken) throw new LineMovedOn();
      },
    );
  } catch (error) {
    if (error instanceof LineMovedOn) return movedOn;
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    // The desk refused (the order moved on meanwhile, or another staff member confirmed it first).
    const settled = await moveLine(ctx.db, id, ["matched"], {
      state: "doubtful",
      orderId: null,
      candidates: [order.orderNumber],
      note: `${order.orderNumber}: ${error.message}`,
      resolvedBy: null,
      resolvedAt: null,
      updatedAt: ctx.now(),
    });
    return settled ? { _id: id, outcome: "moved_on", orderNumber: order.orderNumber } : movedOn;
  }
  return { _id: id, outcome: "applied", orderNumber: order.orderNumber };
}

/** The line was taken by someone else between reading it and confirming its payment. */
class LineMovedOn extends Error {}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Staff say which waiting order a doubtful or unmatched credit pays: it is matched to it, and keeps it. */
export async function assignLine(ctx: StatementsContext, actor: StaffUser, lineId: string, orderNumber: string) {
  const line = isUuid(lineId) ? await findLine(ctx.db, lineId) : undefined;
  if (!line) throw lineNotFound();
  const order = await findWaitingOrder(ctx.db, orderNumber.toUpperCase());
  if (!order) throw new ApiError(409, "statement.order_not_waiting", BANK_STATEMENT_MESSAGES.orderNotWaiting);
  const holder = await assignedLineOf(ctx.db, order.id);
  if (holder && holder.id !== lineId) throw new ApiError(409, "statement.order_not_waiting", BANK_STATEMENT_MESSAGES.orderTaken);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const moved = await moveLine(tx, lineId, ["doubtful", "unmatched"], {
      state: "matched",
      orderId: order.id,
      rule: null,
      candidates: [],
      note: "",
      resolvedBy: actor.name,
      resolvedAt: at,
      updatedAt: at,
    });
    if (!moved) throw new ApiError(409, "statement.line_moved_on", BANK_STATEMENT_MESSAGES.lineMovedOn);
    await auditChange(tx, actor, {
      action: "bank_statement.assign",
      recordType: "bank_statement",
      recordId: lineId,
      before: { state: line.state },
      after: { state: "matched", orderNumber: order.orderNumber },
      at,
    });
  });
  await rematch(ctx);
  return statementLine(ctx, lineId);
}

/** Not an order payment (the owner's own transfer, a refund coming back): set aside with staff's note. */
export async function dismissLine(ctx: StatementsContext, actor: StaffUser, lineId: string, note: string) {
  const line = isUuid(lineId) ? await findLine(ctx.db, lineId) : undefined;
  if (!line) throw lineNotFound();
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const moved = await moveLine(tx, lineId, OPEN_STATES, {
      state: "dismissed",
      orderId: null,
      candidates: [],
      note,
      resolvedBy: actor.name,
      resolvedAt: at,
      updatedAt: at,
    });
    if (!moved) throw new ApiError(409, "statement.line_moved_on", BANK_STATEMENT_MESSAGES.lineMovedOn);
    await auditChange(tx, actor, {
      action: "bank_statement.dismiss",
      recordType: "bank_statement",
      recordId: lineId,
      before: { state: line.state },
      after: { state: "dismissed", note },
      at,
    });
  });
  // An order the dismissed line held doubtfully is in reach of other lines again.
  await rematch(ctx);
  return statementLine(ctx, lineId);
}
