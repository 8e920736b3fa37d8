import { type SQL, sql } from "drizzle-orm";

/**
 * Who may review a colourway, and whose review carries the verified mark: a customer an order of
 * whose holding that very colourway was delivered. The colourway, not the product: a review sits on
 * its colourway's page and in its rating, natural dyes wear differently from one colourway to the
 * next, and one parcel should not let its receiver review every colour of the design.
 * Delivered is an order's last step: once received, always received.
 * `userId` and `variantId` are values, or SQL naming the outer query's columns with their table.
 */
export function receivedBy(userId: string | SQL, variantId: string | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from order_lines received_line
    join orders received_order on received_order.id = received_line.order_id
    where received_order.user_id = ${userId} and received_line.variant_id = ${variantId}
      and received_order.status = 'delivered')`.mapWith(Boolean);
}

/**
 * The author of the outer query's review received its colourway. Spelled with the table's name:
 * Drizzle leaves a column unqualified in a query on one table, and inside this subquery an
 * unqualified user_id would be the order's.
 */
export function authorReceived(): SQL<boolean> {
  return receivedBy(sql.raw(`"reviews"."user_id"`), sql.raw(`"reviews"."variant_id"`));
}
