import { isUuid } from "@chhaap/contract/ids";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { ApiError } from "#src/plugins/api-error.ts";
import type { PaymentContext } from "./online-payments.ts";
import { claimFlag, findFlag, releaseFlag, resolveFlag } from "./queries.ts";
import { RefundRefused, RefundUnknown, refundOnce } from "./refunds.ts";

const FLAG_MESSAGES = {
  notFound: "This order has no such flagged payment.",
  resolved: "This flagged payment was already settled. Please reload the order.",
  noGateway: "Razorpay's keys are not set, so the shop cannot refund through it: refund it another way and keep it with a note.",
  refused: "Razorpay did not refund the payment: ",
  unknown:
    "Razorpay did not answer in time, so the refund may have been made: check the payment in Razorpay's dashboard. Refunding again looks for a refund made meanwhile and records it instead of refunding twice.",
} as const;

/**
 * Settles a flagged payment: "refund" gives it back through the gateway (the refund's id recorded),
 * "keep" records how staff settled it otherwise. Audited. The flag is claimed by one conditional
 * update before the gateway is asked: of two staff settling it at once, one does, the other gets 409.
 * A refund the gateway refused gives the claim up; one it did not answer leaves the flag open, marked
 * FLAG_REFUND_UNKNOWN, and asking again records a refund made meanwhile instead of refunding twice.
 */
export async function settlePaymentFlag(
  ctx: Pick<PaymentContext, "db" | "now"> & { payments?: Pick<PaymentContext, "gateway" | "minutes"> },
  actor: StaffUser,
  orderNumber: string,
  flagId: string,
  request: { resolution: "refund" | "keep"; note: string },
): Promise<void> {
  const found = isUuid(flagId.toLowerCase()) ? await findFlag(ctx.db, orderNumber, flagId.toLowerCase()) : undefined;
  if (!found) throw new ApiError(404, "admin.order_not_found", FLAG_MESSAGES.notFound);
  const { flag } = found;
  if (flag.resolvedAt) throw new ApiError(409, "admin.order_step_not_allowed", FLAG_MESSAGES.resolved);
  const at = ctx.now();
  let resolution = request.note ? `Kept: ${request.note}` : "Kept";
  if (request.resolution === "refund") {
    const { payments } = ctx;
    if (!payments) throw new ApiError(409, "admin.order_step_not_allowed", FLAG_MESSAGES.noGateway);
    if (!(await claimFlag(ctx.db, flag.id, actor.name, at)))
      throw new ApiError(409, "admin.order_step_not_allowed", FLAG_MESSAGES.resolved);
    try {
      const refundId = await refundOnce(
        payments,
        { paymentId: flag.paymentId, amountPaise: flag.amountPaise },
        { orderNumber, why: flag.kind },
      );
      resolution = `Refunded through Razorpay, ${refundId}${request.note ? ` (${request.note})` : ""}`;
    } catch (error) {
      if (error instanceof RefundRefused) {
        await releaseFlag(ctx.db, flag.id);
        throw new ApiError(503, "server.unavailable", `${FLAG_MESSAGES.refused}${error.message}`);
      }
      if (error instanceof RefundUnknown) {
        await releaseFlag(ctx.db, flag.id, true);
        throw new ApiError(503, "server.unavailable", FLAG_MESSAGES.unknown);
      }
      await releaseFlag(ctx.db, flag.id);
      throw error;
    }
  }
  await ctx.db.transaction(async (tx) => {
    // A refund settles the flag it claimed; "keep" settles it only if nobody settled it meanwhile.
    const settled = await resolveFlag(tx, flag.id, { by: actor.name, text: resolution, at }, request.resolution === "refund");
    if (!settled) throw new ApiError(409, "admin.order_step_not_allowed", FLAG_MESSAGES.resolved);
    await auditChange(tx, actor, {
      action: "order.payment_flag",
      recordType: "order",
      recordId: orderNumber,
      before: { flag: flag.kind, paymentId: flag.paymentId },
      after: { resolution },
      at,
    });
  });
}
