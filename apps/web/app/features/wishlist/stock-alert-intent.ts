import { z } from "zod";
import type { ErrorReason } from "#app/lib/error-text.ts";

/** "Tell me when it's back", posted by the product page to /stock-alerts. */
export const stockAlertForm = z.object({
  variantId: z.string().trim().min(1).max(64),
  // A missing size or address is the shopper's to fix: the API answers it in their words.
  size: z.string().trim().max(40).default(""),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((email) => email || undefined),
});

export interface StockAlertAnswer {
  intent: "stock-alert";
  ok: boolean;
  status: number;
  message: string | null;
  error: ErrorReason | null;
  /** What happens next: mailed when back, or a confirmation link sent first. */
  state: "waiting" | "confirm_sent" | null;
  variantId: string;
  size: string;
  /** As typed, so that the form shown again without scripts keeps it ("" for none). */
  email: string;
  at: number;
}
