import { z } from "zod";

/** ARCHITECTURE.md "API contract": every JSON body is this envelope. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z.string().optional(),
    data,
    totalPages: z.number().int().optional(),
  });
}

export const errorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  /** Per-field messages for 400 answers, keyed by the field's path ("email", "items.0.size"). */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export type Envelope<T> = { status: boolean; message?: string; data: T; totalPages?: number };
