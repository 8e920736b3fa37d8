import type { InvoiceSettings, RazorpaySettings } from "#src/config.ts";
import type { Database } from "#src/db/client.ts";
import type { MailOutbox } from "#src/modules/mail/outbox.ts";
import { type RazorpayGateway, razorpayGateway } from "./razorpay.ts";

/** Paying online, as the shop has it when its gateway keys are set (none otherwise: not offered). */
export interface OnlinePayments {
  gateway: RazorpayGateway;
  /** How long an order waits for its payment before it is cancelled (ONLINE_PAYMENT_MINUTES). */
  minutes: number;
}

export function onlinePaymentsOf(settings: RazorpaySettings | undefined, minutes: number): OnlinePayments | undefined {
  return settings ? { gateway: razorpayGateway(settings), minutes } : undefined;
}

/** What the payment steps work with beside the gateway. */
export interface PaymentContext extends OnlinePayments {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  /** The shop's address: the gateway sends the shopper back to its order page; mails link to it. */
  publicUrl: string;
  invoiceSettings: InvoiceSettings;
  /** Pieces over all sizes at or below which a colourway reads "low stock". */
  lowStockThreshold: number;
}
