import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";

/** Every JSON body is this envelope: `status`, an optional readable `message`, the `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z.string().optional(),
    data,
    totalPages: z.number().int().optional(),
  });
}

/** The values named in an error's message, by name: `{ limit: 50 }`, `{ count: 2, size: "M" }`. */
export const errorParamValues = z.record(z.string(), z.union([z.string(), z.number()]));

/** The parts every error answer has, for bodies that add their own fields (a refused coupon's `discount`). */
export const errorFields = {
  status: z.literal(false),
  /** What went wrong, in English, for a person to read. */
  message: z.string(),
  /** What went wrong, for a program: stable, to translate or branch on (see the API guide's list). */
  code: z.enum(ERROR_CODES),
  /** The values `message` names, by name, so a translation can put them in its own words. */
  params: errorParamValues.optional(),
  /** Per-field messages for 400 answers, keyed by the field's path ("email", "items.0.size"). */
  errors: z.record(z.string(), z.string()).optional(),
};

export const errorBody = z.object(errorFields);
export type ErrorBody = z.infer<typeof errorBody>;

export type Envelope<T> = { status: boolean; message?: string; data: T; totalPages?: number };
