import { randomBytes } from "node:crypto";
import type { Database } from "#src/db/client.ts";
import { type OrderStatus, orderLines, orders } from "#src/db/schema.ts";

/**
 * Gives a customer an order of one colourway, in `status` (delivered by default: they received it),
 * written straight to the tables: the review tests need the fact, not the checkout and the desk.
 */
export async function orderPiece(db: Database, userId: string, variantId: string, status: OrderStatus = "delivered") {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `RV${randomBytes(5).toString("hex").toUpperCase()}`,
      userId,
      status,
      paymentMethod: "cash_on_delivery",
      paymentStatus: status === "delivered" ? "paid" : "pending",
      subtotalPaise: 150_000,
      totalPaise: 150_000,
      shippingAddress: {
        name: "Review Tester",
        phone: "9876543210",
        email: "review.tester@example.com",
        addressLine1: "12 Khatri Street",
        addressLine2: "",
        city: "Bhuj",
        state: "Gujarat",
        zip: "370001",
        country: "India",
        addressType: "home",
      },
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("no order");
  await db.insert(orderLines).values({
    orderId: order.id,
    variantId,
    productName: "A reviewed piece",
    size: "M",
    quantity: 1,
    unitPricePaise: 150_000,
    unitSalePricePaise: 150_000,
  });
}
