import { ORDER_MESSAGES, PAYMENT_SNAP_MAX_BYTES } from "@chhaap/contract/orders";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../../plugins/api-error.ts";

/**
 * The bank-transfer checkout posts a multipart form (spec 3 "Bank-transfer order payload"). This
 * preValidation hook turns it into plain fields for the route's zod schema and keeps the one
 * `payment_snap` file aside. The spec's `products` field is a JSON list, hence the roomier field size;
 * it is stripped by the schema anyway (the server cart decides what is ordered).
 */
const snaps = new WeakMap<FastifyRequest, Buffer>();

export function paymentSnap(request: FastifyRequest): Buffer | undefined {
  return snaps.get(request);
}

export async function readOrderForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = Object.create(null);
  const parts = request.parts({
    limits: { fields: 30, fieldSize: 64 * 1024, files: 1, fileSize: PAYMENT_SNAP_MAX_BYTES, parts: 31 },
  });
  try {
    for await (const part of parts) {
      if (part.type === "file") {
        if (part.fieldname !== "payment_snap") {
          await part.toBuffer().catch(() => undefined);
          throw new ApiError(400, "This form does not take a file there.");
        }
        const buffer = await part.toBuffer();
        if (buffer.length > 0) snaps.set(request, buffer);
      } else if (typeof part.value === "string" && !Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new ApiError(413, ORDER_MESSAGES.paymentSnapTooLarge);
    throw error;
  }
  request.body = fields;
}
