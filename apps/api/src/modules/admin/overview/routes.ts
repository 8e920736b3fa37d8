import {
  ADMIN_PAGE_SIZE,
  enquiry,
  enquiryIdParams,
  enquiryListQuery,
  overview,
  subscriber,
} from "@chhaap/contract/admin/overview";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { indiaDate, indiaInstant, weekdayOf } from "#src/india-time.ts";
import { guardCsvCell } from "#src/modules/admin/catalog/csv-cells.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { rupees } from "#src/money.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";
import {
  countByStatus,
  countCancellationsAsked,
  countLateOrders,
  countOpenEnquiries,
  countPaymentsToVerify,
  countReturnsToAnswer,
  enquiryExists,
  listEnquiries,
  listSubscribers,
  lowStockSizes,
  markAnswered,
  ordersOwedRefund,
  ordersSince,
  returnsOwedRefund,
} from "./queries.ts";

const tags = ["back office"];
/** The shop keeps Indian time: "today" starts at midnight in Kolkata. */
export function startOfIndianDay(now: Date): Date {
  return indiaInstant(indiaDate(now));
}

/** Monday, midnight in Kolkata. */
export function startOfIndianWeek(now: Date): Date {
  const day = startOfIndianDay(now);
  const weekday = (weekdayOf(indiaDate(now)) + 6) % 7;
  return new Date(day.getTime() - weekday * 86_400_000);
}

const REFUNDS_LISTED = 20;

/** Every refund owed, soonest due first: whole orders and received returns together. */
async function refundClock(db: Database, today: string) {
  const [owedOrders, owedReturns] = await Promise.all([
    ordersOwedRefund(db, today, REFUNDS_LISTED),
    returnsOwedRefund(db, today, REFUNDS_LISTED),
  ]);
  const items = [
    ...owedOrders.rows.map((row) => ({ kind: "order" as const, number: row.orderNumber, ...row })),
    ...owedReturns.rows.map((row) => ({ kind: "return" as const, ...row })),
  ]
    .flatMap(({ kind, number, orderNumber, dueOn, amountPaise }) =>
      dueOn ? [{ kind, number, orderNumber, dueOn, amount: rupees(amountPaise), overdue: dueOn < today }] : [],
    )
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.number.localeCompare(b.number))
    .slice(0, REFUNDS_LISTED);
  return { count: owedOrders.all + owedReturns.all, overdue: owedOrders.overdue + owedReturns.overdue, items };
}

/** A spreadsheet cell: quoted, and never read as a formula (a cell starting with =, +, - or @). */
function csvCell(value: string): string {
  return `"${guardCsvCell(value).replaceAll('"', '""')}"`;
}

/** The overview, enquiries and subscribers, inside the back office's guarded scope. */
export function overviewRoutes(
  scope: FastifyInstance,
  ctx: { db: Database; now: () => Date; lowStockThreshold: number },
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db, now } = ctx;

  app.get(
    "/api/admin/overview",
    {
      schema: {
        tags,
        summary:
          "Today's and this week's orders and revenue, what waits, sizes low on stock, open enquiries, refunds owed and overdue",
        response: { 200: envelope(overview) },
      },
    },
    async () => {
      const at = now();
      const [
        today,
        week,
        waiting,
        toVerify,
        openEnquiries,
        returnsToAnswer,
        cancellationsAsked,
        lateOrders,
        lowStock,
        refundsOwed,
      ] = await Promise.all([
        ordersSince(db, startOfIndianDay(at)),
        ordersSince(db, startOfIndianWeek(at)),
        countByStatus(db, ["confirmed", "packed"]),
        countPaymentsToVerify(db),
        countOpenEnquiries(db),
        countReturnsToAnswer(db),
        countCancellationsAsked(db),
        countLateOrders(db, indiaDate(at)),
        lowStockSizes(db, ctx.lowStockThreshold, 20),
        refundClock(db, indiaDate(at)),
      ]);
      return ok({
        today: { orders: today.orders, revenue: rupees(today.totalPaise) },
        week: { orders: week.orders, revenue: rupees(week.totalPaise) },
        waitingForPayment: toVerify,
        toPack: waiting.get("confirmed") ?? 0,
        toShip: waiting.get("packed") ?? 0,
        unansweredEnquiries: openEnquiries,
        returnsToAnswer,
        cancellationsAsked,
        lateOrders,
        lowStock,
        refundsOwed,
      });
    },
  );

  app.get(
    "/api/admin/enquiries",
    {
      schema: {
        tags,
        summary: "Contact-form enquiries, newest first (open ones, or all)",
        querystring: enquiryListQuery,
        response: { 200: envelope(z.array(enquiry)) },
      },
    },
    async (request) => {
      const { show, page } = request.query;
      const { rows, total } = await listEnquiries(db, show === "open", page, ADMIN_PAGE_SIZE);
      const data = rows.map((row) => ({
        _id: row.id,
        name: row.fullName,
        email: row.email,
        number: row.number,
        subject: row.subject,
        enquiry: row.enquiry,
        createdAt: row.createdAt.toISOString(),
        answered: row.answeredAt && row.answeredBy ? { by: row.answeredBy, at: row.answeredAt.toISOString() } : null,
      }));
      return ok(data, { totalPages: Math.ceil(total / ADMIN_PAGE_SIZE) });
    },
  );

  app.post(
    "/api/admin/enquiries/:id/answered",
    { schema: { tags, summary: "Mark an enquiry answered", params: enquiryIdParams, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const actor = await signedIn(request);
      const id = request.params.id.toLowerCase();
      if (!isUuid(id) || !(await enquiryExists(db, id))) throw new ApiError(404, "admin.enquiry_not_found", "No such enquiry.");
      const at = now();
      await db.transaction(async (tx) => {
        if (!(await markAnswered(tx, id, actor.name, at)))
          throw new ApiError(409, "admin.enquiry_answered", "This enquiry is already marked answered.");
        await auditChange(tx, actor, {
          action: "enquiry.answered",
          recordType: "enquiry",
          recordId: id,
          after: { answered: true },
          at,
        });
      });
      return ok(null, { message: "Marked as answered." });
    },
  );

  app.get(
    "/api/admin/subscribers",
    { schema: { tags, summary: "Newsletter subscribers, newest first", response: { 200: envelope(z.array(subscriber)) } } },
    async () => ok((await listSubscribers(db)).map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() }))),
  );

  app.get(
    "/api/admin/subscribers.csv",
    { schema: { tags, summary: "Newsletter subscribers as CSV (e-mail, subscribed at)" } },
    async (_request, reply) => {
      const rows = await listSubscribers(db);
      const lines = [
        "email,subscribed_at",
        ...rows.map((row) => `${csvCell(row.email)},${csvCell(row.createdAt.toISOString())}`),
      ];
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="chhaap-subscribers.csv"')
        .send(`${lines.join("\r\n")}\r\n`);
    },
  );
}
