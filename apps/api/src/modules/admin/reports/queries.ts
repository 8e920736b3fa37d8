import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import type { ReportRange } from "./periods.ts";

/**
 * The reports' reads (decision 0053): a few aggregate queries over both periods at once, each row
 * tagged `c` (current) or `p` (previous). Sums are of integer paise as bigint; nothing is a float.
 */

const count = z.coerce.number().int();
const paise = z.coerce.number().int();
const period = z.enum(["c", "p"]);

/**
 * One report query's rows, checked. Without JIT compilation: these queries are estimated dear (their
 * per-order lookups) but run in tens of milliseconds, and compiling them took longer than running them
 * (a quarter's sales: 1.4 s of 2.2 s). PGlite has no JIT and accepts the setting all the same.
 */
async function readRows<T extends z.ZodType>(db: Database, query: SQL, row: T): Promise<z.infer<T>[]> {
  const result: unknown = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/**
 * An order the shop accepted: it reached `confirmed` (paid online, transfer confirmed or cash on
 * delivery confirmed), whatever happened to it since. Only a cancelled order needs its timeline read:
 * every other status past `confirmed` passed through it.
 */
const counted = (order: SQL) => sql`(${order}.status in ('confirmed', 'packed', 'shipped', 'delivered', 'returned_to_origin')
  or (${order}.status = 'cancelled' and exists (
    select 1 from order_status_events confirmed_step where confirmed_step.order_id = ${order}.id and confirmed_step.status = 'confirmed'
      -- Compared with the order's own time, the check stays a probe of this order's steps (by their
      -- index), not a hash of every confirmation in the shop.
      and confirmed_step.created_at >= ${order}.created_at)))`;

/** An instant as a query parameter, the same on PostgreSQL and PGlite. */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

const periodOf = (column: SQL, range: ReportRange) => sql`case when ${column} >= ${instant(range.middle)} then 'c' else 'p' end`;

const factRow = z.object({
  period,
  dim: z.enum(["all", "day", "category", "product", "colourway", "size", "payment-method", "delivery-state", "country"]),
  key: z.string(),
  label: z.string(),
  gross: paise,
  discounts: paise,
  cancellations: paise,
  returns: paise,
  net: paise,
  units: count,
  orders: count,
});
export type FactRow = z.infer<typeof factRow>;

/** What a product or colourway key of the daily summary names once its product is gone. */
const DELETED_PRODUCT = "Deleted product";
const goneName = (key: SQL) => sql`case when ${key} like 'name:%' then substr(${key}, 6) else ${DELETED_PRODUCT} end`;

/**
 * Sales of both periods from the daily summary (`report_days`, decision 0053): every dimension's rows,
 * and the whole shop's by day. Categories are the products' rows summed under each product's category
 * of today (a product that moved takes its past sales and their undoing along; a deleted one is under
 * "Deleted products"), so a category's orders count an order once for each of its products. Amounts are
 * summed exactly and rounded to the paisa once per row; net sales are gross − discounts − cancellations
 * − returns of the row.
 */
export async function salesByDay(db: Database, range: ReportRange): Promise<FactRow[]> {
  const from = sql`${range.previous.from}::date`;
  const to = sql`${range.current.to}::date`;
  const periodOfDay = sql`case when d.day >= ${range.current.from}::date then 'c' else 'p' end`;
  // Exact here; rounded to the paisa once per row shown (a category's after adding its products).
  const sums = sql`sum(d.gross) as gross, sum(d.discount) as discounts, sum(d.undone) as cancellations,
    sum(d.returned) as returns, sum(d.units) as units, sum(d.orders) as orders`;
  const rounded = (r: string) =>
    sql.raw(`sum(${r}.gross)::bigint as gross, round(sum(${r}.discounts))::bigint as discounts,
      round(sum(${r}.cancellations))::bigint as cancellations, round(sum(${r}.returns))::bigint as returns,
      round(sum(${r}.gross - ${r}.discounts - ${r}.cancellations - ${r}.returns))::bigint as net,
      sum(${r}.units)::bigint as units, sum(${r}.orders)::bigint as orders`);
  return readRows(
    db,
    sql`
    with rows as (
      select ${periodOfDay} as period, d.dim, d.key, ${sums}
      from report_days d where d.day >= ${from} and d.day <= ${to}
        and d.dim in ('all', 'payment-method', 'delivery-state', 'country', 'product', 'colourway', 'size')
      group by 1, 2, 3
      union all
      select ${periodOfDay}, 'day', d.day::text, ${sums}
      from report_days d where d.dim = 'all' and d.day >= ${from} and d.day <= ${to}
      group by 1, 3
    ),
    labelled as (
      select r.*, p.category_id, p.id is not null as found,
        case r.dim
          when 'product' then coalesce(p.name, ${goneName(sql`r.key`)})
          when 'colourway' then coalesce(cp.name || ' · ' || v.colour, ${goneName(sql`r.key`)})
          else r.key end as label
      from rows r
      left join products p on r.dim = 'product' and p.id::text = r.key
      left join variants v on r.dim = 'colourway' and v.id::text = r.key
      left join products cp on cp.id = v.product_id
    )
    select l.period, l.dim, l.key, l.label, ${rounded("l")} from labelled l group by 1, 2, 3, 4
    union all
    select l.period, 'category', case when not l.found then 'deleted' else coalesce(l.category_id::text, '') end,
      case when not l.found then 'Deleted products' else coalesce(min(c.name), 'Uncategorised') end, ${rounded("l")}
    from labelled l left join categories c on c.id = l.category_id
    where l.dim = 'product'
    group by l.period, l.found, l.category_id
    `,
    factRow,
  );
}

const orderRow = z.object({
  period,
  dim: z.enum(["all", "payment-method", "rto-state", "rto-pin-prefix", "rto-carrier", "coupon"]),
  key: z.string(),
  orders: count,
  sales: paise,
  discount: paise,
  outcomes: count,
  rto: count,
});
export type OrderRow = z.infer<typeof orderRow>;

/**
 * Order-level figures of the counted orders placed in either period, from the daily summary: the whole
 * shop, by payment method and by coupon, and their outcomes (delivered or returned to origin) by
 * delivery state, PIN-code prefix and carrier.
 */
export async function orderFacts(db: Database, range: ReportRange): Promise<OrderRow[]> {
  return readRows(
    db,
    sql`
    select case when d.day >= ${range.current.from}::date then 'c' else 'p' end as period, d.dim, d.key,
      sum(d.orders)::bigint as orders, round(sum(d.gross - d.discount))::bigint as sales, round(sum(d.discount))::bigint as discount,
      sum(d.outcomes)::bigint as outcomes, sum(d.rto)::bigint as rto
    from report_days d
    where d.day >= ${range.previous.from}::date and d.day <= ${range.current.to}::date
      and d.dim in ('all', 'payment-method', 'rto-state', 'rto-pin-prefix', 'rto-carrier', 'coupon')
    group by 1, 2, 3
    `,
    orderRow,
  );
}

const customerRow = z.object({ period, returning: z.boolean(), customers: count, orders: count, sales: paise });
export type CustomerRow = z.infer<typeof customerRow>;

/**
 * Customers with counted orders in each period: returning when their first counted order
 * (`report_customers`, kept by the confirmation trigger) was before that period began, new otherwise.
 */
export async function customerFacts(db: Database, range: ReportRange): Promise<CustomerRow[]> {
  return readRows(
    db,
    sql`
    with buyers as (
      select ${periodOf(sql`o.created_at`, range)} as period, o.user_id, count(*) as orders,
        sum(o.subtotal_paise - least(o.discount_paise, o.subtotal_paise)) as sales
      from orders o
      where o.created_at >= ${instant(range.start)} and o.created_at < ${instant(range.end)} and ${counted(sql`o`)}
      group by 1, 2
    )
    select b.period,
      f.first_counted_at < case when b.period = 'c' then ${instant(range.middle)} else ${instant(range.start)} end as returning,
      count(*) as customers, sum(b.orders)::bigint as orders, sum(b.sales)::bigint as sales
    from buyers b join report_customers f on f.user_id = b.user_id
    group by 1, 2
    `,
    customerRow,
  );
}

const refundRow = z.object({ period, refunds: paise });

/**
 * Money paid back in each period: whole orders marked refunded on the orders desk (what the order
 * cost), on the day of that step; returns refunded, on the day the money went back.
 */
export async function refundsPaid(db: Database, range: ReportRange): Promise<{ period: "c" | "p"; refunds: number }[]> {
  return readRows(
    db,
    sql`
    select period, sum(amount)::bigint as refunds from (
      select ${periodOf(sql`a.created_at`, range)} as period, o.total_paise as amount
      from audit_log a join orders o on o.order_number = a.record_id
      where a.record_type = 'order' and a.action in ('order.refund', 'order.refund-online')
        and a.created_at >= ${instant(range.start)} and a.created_at < ${instant(range.end)}
      union all
      select case when r.refunded_on >= ${range.current.from}::date then 'c' else 'p' end, r.refund_paise
      from return_requests r
      where r.refunded_on >= ${range.previous.from}::date and r.refunded_on <= ${range.current.to}::date and r.refund_paise is not null
    ) paid
    group by period
    `,
    refundRow,
  );
}

const missRow = z.object({ term: z.string(), current: count, previous: count });

/** Search terms that found nothing, the most searched in the current period first. */
export async function searchMissTerms(
  db: Database,
  range: ReportRange,
  limit: number,
): Promise<{ term: string; current: number; previous: number }[]> {
  return readRows(
    db,
    sql`
    select term,
      coalesce(sum(searches) filter (where day >= ${range.current.from}::date), 0)::bigint as current,
      coalesce(sum(searches) filter (where day < ${range.current.from}::date), 0)::bigint as previous
    from search_misses
    where day >= ${range.previous.from}::date and day <= ${range.current.to}::date
    group by term
    having sum(searches) filter (where day >= ${range.current.from}::date) > 0
    order by current desc, term
    limit ${limit}
    `,
    missRow,
  );
}
