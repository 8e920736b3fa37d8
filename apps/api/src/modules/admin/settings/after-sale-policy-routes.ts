import {
  AFTER_SALE_POLICY_MESSAGES,
  type AfterSalePolicyAnswer,
  afterSalePolicy,
  afterSalePolicyInput,
} from "@chhaap/contract/admin/after-sale-policy";
import { envelope } from "@chhaap/contract/envelope";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "#src/db/client.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import { type AfterSalePolicy, readAfterSalePolicy, writeAfterSalePolicy } from "#src/modules/after-sales/policy.ts";
import { ok } from "#src/plugins/envelope.ts";

const tags = ["back office"];

function answer({ updatedAt, ...policy }: AfterSalePolicy & { updatedAt: Date }): AfterSalePolicyAnswer {
  return { ...policy, updatedAt: updatedAt.toISOString() };
}

/**
 * The after-sale policy, inside the back office's guarded scope: every member reads it (the desk and
 * the returns queue follow it), the owner changes it, audited with before and after. It applies from
 * the next request on: every cancellation, return and refund reads it in its own transaction.
 */
export function afterSalePolicyRoutes(
  scope: FastifyInstance,
  ctx: { db: Database; now: () => Date },
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
  ownerOnly: (request: FastifyRequest) => Promise<void>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/after-sale-policy",
    {
      schema: {
        tags,
        summary: "The after-sale policy: cancellation cut-off, return window, refund working days, COD after returns to origin",
        response: { 200: envelope(afterSalePolicy) },
      },
    },
    async () => ok(answer(await readAfterSalePolicy(ctx.db))),
  );

  app.put(
    "/api/admin/after-sale-policy",
    {
      schema: {
        tags,
        summary: "Change the after-sale policy (owner)",
        body: afterSalePolicyInput,
        response: { 200: envelope(afterSalePolicy) },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const actor = await signedIn(request);
      const at = ctx.now();
      const saved = await ctx.db.transaction(async (tx) => {
        const { updatedAt: _before, ...before } = await readAfterSalePolicy(tx, { lock: true });
        await writeAfterSalePolicy(tx, request.body, at);
        await auditChange(tx, actor, {
          action: "after_sale_policy.update",
          recordType: "after_sale_policy",
          recordId: "shop",
          before,
          after: request.body,
          at,
        });
        return readAfterSalePolicy(tx);
      });
      return ok(answer(saved), { message: AFTER_SALE_POLICY_MESSAGES.saved });
    },
  );
}
