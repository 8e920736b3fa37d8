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

/** The day in India of an instant. */
const indiaDay = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '330 minutes')::date`;

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

/**
 * What moved sales, in either period: counted orders placed (+, on the order's day), counted orders
 * cancelled or returned to origin (−, on that day), and returns' credit notes (−, on the note's day).
 * `lines` adds each order's lines; a return is its one line either way.
 */
function movements(range: ReportRange, withLines: boolean): SQL {
  const { start, end } = range;
  const orderColumns = sql`o.payment_method, o.shipping_address ->> 'state' as state, o.shipping_address ->> 'country' as country,
    least(o.discount_paise, o.subtotal_paise) as discount, o.subtotal_paise as goods`;
  const touched = sql`
    touched as (
      select 'sale' as kind, o.id, o.created_at as at, ${orderColumns}
      from orders o
      where o.created_at >= ${instant(start)} and o.created_at < ${instant(end)} and ${counted(sql`o`)}
      union all
      select 'undone', o.id, ended.created_at, ${orderColumns}
      from order_status_events ended
      join orders o on o.id = ended.order_id and o.status = ended.status
      where ended.status in ('cancelled', 'returned_to_origin') and ended.created_at >= ${instant(start)} and ended.created_at < ${instant(end)}
        and ${counted(sql`o`)}
        -- A refund adds another step of the same status: the first one is when the sale was undone.
        and not exists (
          select 1 from order_status_events earlier where earlier.order_id = ended.order_id and earlier.status = ended.status
            and (earlier.created_at, earlier.id) < (ended.created_at, ended.id))
    ),
    returned as (
      select 'return' as kind, cn.order_id, cn.issued_at as at, o.payment_method, o.shipping_address ->> 'state' as state,
        o.shipping_address ->> 'country' as country, r.order_line_id, round((cn.document -> 'totals' ->> 'amount')::numeric * 100)::bigint as credited
      from credit_notes cn
      join return_requests r on r.id = cn.return_request_id
      join orders o on o.id = cn.order_id
      where cn.return_request_id is not null and cn.issued_at >= ${instant(start)} and cn.issued_at < ${instant(end)}
    )`;
  if (!withLines) return touched;
  return sql`${touched},
    lines as (
      select t.kind, t.id as order_id, t.at, l.variant_id, l.product_name, l.colour, l.size,
        case when t.kind = 'sale' then l.quantity else 0 end as units,
        case when t.kind = 'sale' then l.merch else 0 end as gross,
        case when t.kind = 'sale' then l.share else 0 end as discount,
        case when t.kind = 'sale' then l.merch - l.share else l.share - l.merch end as net
      from touched t
      -- Each order's lines by their index (offset 0 keeps it a lookup per order): far fewer than all lines.
      cross join lateral (
        select l.variant_id, l.product_name, l.colour, l.size, l.quantity, l.quantity::bigint * l.unit_sale_price_paise as merch,
          case when t.goods = 0 then 0 else l.quantity::numeric * l.unit_sale_price_paise * t.discount / t.goods end as share
        from order_lines l where l.order_id = t.id offset 0
      ) l
      union all
      select r.kind, r.order_id, r.at, l.variant_id, l.product_name, l.colour, l.size, 0, 0, 0, -r.credited
      from returned r join order_lines l on l.id = r.order_line_id
    )`;
}

/**
 * Sales by order: the totals, by day, by payment method, delivery state and country. Whole orders,
 * so every amount is a sum of integer paise (an order's merchandise less its coupon).
 */
export async function orderSales(db: Database, range: ReportRange): Promise<FactRow[]> {
  return readRows(
    db,
    sql`
    with ${movements(range, false)},
    facts as (
      select kind, at, payment_method, state, country,
        case when kind = 'sale' then (select sum(l.quantity) from order_lines l where l.order_id = t.id) else 0 end as units,
        case when kind = 'sale' then goods else 0 end as gross,
        case when kind = 'sale' then discount else 0 end as discount,
        case when kind = 'sale' then goods - discount else discount - goods end as net
      from touched t
      union all
      select kind, at, payment_method, state, country, 0, 0, 0, -credited from returned
    ),
    keyed as (
      select kind, units, gross, discount, net, payment_method, ${periodOf(sql`at`, range)} as period, ${indiaDay(sql`at`)}::text as day,
        coalesce(nullif(trim(state), ''), 'Unknown') as state, coalesce(nullif(trim(country), ''), 'Unknown') as country
      from facts
    )
    select period,
      case
        when grouping(day) = 0 then 'day'
        when grouping(payment_method) = 0 then 'payment-method'
        when grouping(state) = 0 then 'delivery-state'
        when grouping(country) = 0 then 'country'
        else 'all' end as dim,
      coalesce(day, payment_method, state, country, '') as key,
      coalesce(day, payment_method, state, country, '') as label,
      sum(gross)::bigint as gross, sum(discount)::bigint as discounts,
      coalesce(-sum(net) filter (where kind = 'undone'), 0)::bigint as cancellations,
      coalesce(-sum(net) filter (where kind = 'return'), 0)::bigint as returns,
      sum(net)::bigint as net, sum(units)::bigint as units, count(*) filter (where kind = 'sale') as orders
    from keyed
    group by grouping sets ((period), (period, day), (period, payment_method), (period, state), (period, country))
    `,
    factRow,
  );
}

/**
 * Sales by what was sold: category, product, colourway and size. The coupon is shared among an
 * order's lines in proportion to their price, as exact decimals, and each row is rounded to the paisa
 * once; an order counts once in a row however many of its lines fall in it.
 */
export async function lineSales(db: Database, range: ReportRange): Promise<FactRow[]> {
  return readRows(
    db,
    sql`
    with ${movements(range, true)},
    keyed as (
      select l.kind, l.order_id, l.units, l.gross, l.discount, l.net, l.size, ${periodOf(sql`l.at`, range)} as period,
        coalesce(c.id::text, '') as category_key, coalesce(c.name, 'Uncategorised') as category_label,
        coalesce(p.id::text, 'name:' || l.product_name) as product_key, coalesce(p.name, l.product_name) as product_label,
        coalesce(l.variant_id::text, 'name:' || l.product_name || ' · ' || l.colour) as colourway_key,
        coalesce(p.name, l.product_name) || ' · ' || coalesce(v.colour, nullif(l.colour, ''), 'Unknown') as colourway_label
      from lines l
      left join variants v on v.id = l.variant_id
      left join products p on p.id = v.product_id
      left join categories c on c.id = p.category_id
    )
    select period,
      case
        when grouping(category_key) = 0 then 'category'
        when grouping(product_key) = 0 then 'product'
        when grouping(colourway_key) = 0 then 'colourway'
        else 'size' end as dim,
      coalesce(category_key, product_key, colourway_key, size) as key,
      coalesce(category_label, product_label, colourway_label, size) as label,
      sum(gross)::bigint as gross, round(sum(discount))::bigint as discounts,
      coalesce(round(-sum(net) filter (where kind = 'undone')), 0)::bigint as cancellations,
      coalesce(round(-sum(net) filter (where kind = 'return')), 0)::bigint as returns,
      round(sum(net))::bigint as net, sum(units)::bigint as units,
      count(distinct order_id) filter (where kind = 'sale') as orders
    from keyed
    group by grouping sets (
      (period, category_key, category_label), (period, product_key, product_label),
      (period, colourway_key, colourway_label), (period, size))
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
 * Order-level figures of the counted orders placed in either period: by payment method, by coupon, and
 * their outcomes (delivered or returned to origin) by delivery state, PIN-code prefix and carrier.
 */
export async function orderFacts(db: Database, range: ReportRange): Promise<OrderRow[]> {
  return readRows(
    db,
    sql`
    with placed as (
      select ${periodOf(sql`o.created_at`, range)} as period, o.payment_method, o.status, o.coupon_code,
        o.subtotal_paise - least(o.discount_paise, o.subtotal_paise) as sales, least(o.discount_paise, o.subtotal_paise) as discount,
        coalesce(nullif(trim(o.shipping_address ->> 'state'), ''), 'Unknown') as state,
        coalesce(nullif(left(regexp_replace(o.shipping_address ->> 'zip', '\\s', '', 'g'), 3), ''), 'Unknown') as pin_prefix,
        coalesce(nullif(trim(o.carrier), ''), 'Not recorded') as carrier,
        o.status in ('delivered', 'returned_to_origin') as outcome
      from orders o
      where o.created_at >= ${instant(range.start)} and o.created_at < ${instant(range.end)} and ${counted(sql`o`)}
    )
    select period,
      case
        when grouping(payment_method) = 0 then 'payment-method'
        when grouping(state) = 0 then 'rto-state'
        when grouping(pin_prefix) = 0 then 'rto-pin-prefix'
        when grouping(carrier) = 0 then 'rto-carrier'
        when grouping(coupon_code) = 0 then 'coupon'
        else 'all' end as dim,
      coalesce(payment_method, state, pin_prefix, carrier, coupon_code, '') as key,
      count(*) as orders, sum(sales)::bigint as sales, sum(discount)::bigint as discount,
      count(*) filter (where outcome) as outcomes, count(*) filter (where status = 'returned_to_origin') as rto
    from placed
    group by grouping sets ((period), (period, payment_method), (period, state), (period, pin_prefix), (period, carrier), (period, coupon_code))
    -- Orders without a coupon make a group of their own (a null code): not a coupon's use.
    having not (grouping(coupon_code) = 0 and coupon_code is null)
    `,
    orderRow,
  );
}

const customerRow = z.object({ period, returning: z.boolean(), customers: count, orders: count, sales: paise });
export type CustomerRow = z.infer<typeof customerRow>;

/**
 * Customers with counted orders in each period: returning when they had a counted order before that
 * period began, new otherwise (their first ever is in it).
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
    select b.period, exists (
        select 1 from orders earlier
        where earlier.user_id = b.user_id
          and earlier.created_at < case when b.period = 'c' then ${instant(range.middle)} else ${instant(range.start)} end
          and ${counted(sql`earlier`)}
      ) as returning,
      count(*) as customers, sum(b.orders)::bigint as orders, sum(b.sales)::bigint as sales
    from buyers b
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
