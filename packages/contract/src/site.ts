import { z } from "zod";

/** GET /api/site: the shop's contact facts shown in the header and footer. */
export const siteInfo = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Support hours as prose; the shop's are 10:00 to 18:00 Monday to Saturday. */
  hours: z.string(),
  /** The footer line saying the shop belongs to a larger group. */
  groupLine: z.string(),
  /** The trade-sales contact block of /contact-us; optional for older clients. */
  tradeSales: z.object({ email: z.string(), phone: z.string(), note: z.string() }).optional(),
  /** The shop's bank details for the bank-transfer payment step of checkout; optional for older clients. */
  bank: z
    .object({
      accountName: z.string(),
      accountNumber: z.string(),
      ifsc: z.string(),
      bankName: z.string(),
      branch: z.string(),
      upiId: z.string(),
      /** For transfers from abroad; empty when the shop has not given one. */
      swift: z.string(),
    })
    .optional(),
  /** Whether checkout offers "Pay online (UPI, cards, net banking)": the shop has its gateway keys. */
  onlinePayment: z.boolean().optional(),
  social: z.object({
    instagram: z.string(),
    facebook: z.string(),
    youtube: z.string(),
    pinterest: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfo>;
