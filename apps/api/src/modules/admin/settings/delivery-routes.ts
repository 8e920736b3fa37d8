import {
  type CodExclusion,
  codExclusion,
  codExclusionIdParams,
  codExclusionInput,
  DELIVERY_ADMIN_MESSAGES,
  type DeliveryPolicyAnswer,
  type DeliveryPolicyInput,
  deliveryPolicy,
  deliveryPolicyInput,
} from "@chhaap/contract/admin/delivery";
import { envelope } from "@chhaap/contract/envelope";
import { isUuid } from "@chhaap/contract/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "#src/db/client.ts";
import { auditChange } from "#src/modules/admin/staff/audit.ts";
import type { StaffUser } from "#src/modules/admin/staff/sessions.ts";
import {
  type CodExclusionRow,
  deleteCodExclusion,
  insertCodExclusion,
  listCodExclusions,
} from "#src/modules/delivery/cod-exclusions.ts";
import { lookupPin, stateOfDistrict } from "#src/modules/delivery/pin-registry.ts";
import { type DeliveryPolicy, readDeliveryPolicy, writeDeliveryPolicy } from "#src/modules/delivery/policy.ts";
import { ApiError, notFound } from "#src/plugins/api-error.ts";
import { ok } from "#src/plugins/envelope.ts";

const tags = ["back office"];

async function policyAnswer({ updatedAt, days, ...policy }: DeliveryPolicy & { updatedAt: Date }): Promise<DeliveryPolicyAnswer> {
  const origin = await lookupPin(policy.originPinCode);
  return {
    originPinCode: policy.originPinCode,
    origin: origin ? { office: origin.office, district: origin.district, state: origin.state } : null,
    dispatchWeekdays: [...policy.dispatchWeekdays],
    dispatchCutoff: policy.dispatchCutoff,
    days: {
      sameCity: days.same_city,
      sameState: days.same_state,
      metro: days.metro,
      restOfIndia: days.rest_of_india,
      remote: days.remote,
    },
    updatedAt: updatedAt.toISOString(),
  };
}

function policyOf(input: DeliveryPolicyInput): DeliveryPolicy {
  return {
    originPinCode: input.originPinCode,
    dispatchWeekdays: input.dispatchWeekdays,
    dispatchCutoff: input.dispatchCutoff,
    days: {
      same_city: input.days.sameCity,
      same_state: input.days.sameState,
      metro: input.days.metro,
      rest_of_india: input.days.restOfIndia,
      remote: input.days.remote,
    },
  };
}

/** A PIN code's place, or a district's state, beside the exclusion: staff see what they excluded. */
async function exclusionAnswer(row: CodExclusionRow): Promise<CodExclusion> {
  let place: string | null;
  if (row.kind === "pin") {
    const found = await lookupPin(row.value);
    place = found ? [found.office, found.district, found.state].filter(Boolean).join(", ") : null;
  } else place = (await stateOfDistrict(row.value)) ?? null;
  return { _id: row.id, kind: row.kind, value: row.value, reason: row.reason, place, createdAt: row.createdAt.toISOString() };
}

/**
 * The delivery promise's settings (decision 0057), inside the back office's guarded scope: every
 * member reads them; the owner changes the policy (it is what the shop promises every shopper), and
 * any member keeps the cash-on-delivery exclusions (a courier's news reaches whoever packs). Every
 * change is audited; it applies to the next PIN code check and the next order.
 */
export function deliverySettingsRoutes(
  scope: FastifyInstance,
  ctx: { db: Database; now: () => Date },
  signedIn: (request: FastifyRequest) => Promise<StaffUser>,
  ownerOnly: (request: FastifyRequest) => Promise<void>,
) {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/settings/delivery",
    {
      schema: {
        tags,
        summary: "The delivery policy: origin PIN code, dispatch days and cut-off, courier days per zone",
        response: { 200: envelope(deliveryPolicy) },
      },
    },
    async () => ok(await policyAnswer(await readDeliveryPolicy(ctx.db))),
  );

  app.put(
    "/api/admin/settings/delivery",
    {
      schema: {
        tags,
        summary: "Change the delivery policy (owner)",
        body: deliveryPolicyInput,
        response: { 200: envelope(deliveryPolicy) },
      },
      onRequest: ownerOnly,
    },
    async (request) => {
      const actor = await signedIn(request);
      if (!(await lookupPin(request.body.originPinCode))) {
        throw new ApiError(400, "admin.origin_pin_unknown", DELIVERY_ADMIN_MESSAGES.originUnknown, {
          errors: { originPinCode: DELIVERY_ADMIN_MESSAGES.originUnknown },
        });
      }
      const at = ctx.now();
      const policy = policyOf(request.body);
      const saved = await ctx.db.transaction(async (tx) => {
        const { updatedAt: _before, ...before } = await readDeliveryPolicy(tx, { lock: true });
        await writeDeliveryPolicy(tx, policy, at);
        await auditChange(tx, actor, {
          action: "delivery_policy.update",
          recordType: "delivery_policy",
          recordId: "shop",
          before,
          after: policy,
          at,
        });
        return readDeliveryPolicy(tx);
      });
      return ok(await policyAnswer(saved), { message: DELIVERY_ADMIN_MESSAGES.saved });
    },
  );

  app.get(
    "/api/admin/settings/cod-exclusions",
    {
      schema: {
        tags,
        summary: "PIN codes and districts where cash on delivery is refused, newest first",
        response: { 200: envelope(z.array(codExclusion)) },
      },
    },
    async () => ok(await Promise.all((await listCodExclusions(ctx.db)).map(exclusionAnswer))),
  );

  app.post(
    "/api/admin/settings/cod-exclusions",
    {
      schema: {
        tags,
        summary: "Refuse cash on delivery at a PIN code or in a district (the registry's spelling)",
        body: codExclusionInput,
        response: { 201: envelope(codExclusion) },
      },
    },
    async (request, reply) => {
      const actor = await signedIn(request);
      const { kind, value, reason } = request.body;
      if (kind === "district" && !(await stateOfDistrict(value))) {
        throw new ApiError(400, "admin.district_unknown", DELIVERY_ADMIN_MESSAGES.districtUnknown, {
          params: { district: value },
          errors: { value: DELIVERY_ADMIN_MESSAGES.districtUnknown },
        });
      }
      const at = ctx.now();
      const row = await ctx.db.transaction(async (tx) => {
        const added = await insertCodExclusion(tx, { kind, value, reason, createdAt: at });
        if (!added) throw new ApiError(409, "admin.cod_exclusion_exists", DELIVERY_ADMIN_MESSAGES.exclusionExists);
        await auditChange(tx, actor, {
          action: "cod_exclusion.create",
          recordType: "cod_exclusion",
          recordId: added.id,
          before: null,
          after: { kind, value, reason },
          at,
        });
        return added;
      });
      reply.status(201);
      return ok(await exclusionAnswer(row), { message: DELIVERY_ADMIN_MESSAGES.exclusionAdded });
    },
  );

  app.delete(
    "/api/admin/settings/cod-exclusions/:id",
    {
      schema: {
        tags,
        summary: "Take cash on delivery there again",
        params: codExclusionIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const actor = await signedIn(request);
      const id = request.params.id.toLowerCase();
      const at = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const removed = isUuid(id) ? await deleteCodExclusion(tx, id) : undefined;
        if (!removed) throw notFound("admin.cod_exclusion_not_found", DELIVERY_ADMIN_MESSAGES.exclusionNotFound);
        await auditChange(tx, actor, {
          action: "cod_exclusion.delete",
          recordType: "cod_exclusion",
          recordId: removed.id,
          before: { kind: removed.kind, value: removed.value, reason: removed.reason },
          after: null,
          at,
        });
      });
      return ok(null, { message: DELIVERY_ADMIN_MESSAGES.exclusionRemoved });
    },
  );
}
