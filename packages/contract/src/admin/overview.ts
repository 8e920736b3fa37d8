import { z } from "zod";

/** What the owner looks at every morning (`GET /api/admin/overview`): each figure links to its list. */
export const overview = z.object({
  today: z.object({ orders: z.number().int(), revenue: z.number() }),
  week: z.object({ orders: z.number().int(), revenue: z.number() }),
  waitingForPayment: z.number().int(),
  toPack: z.number().int(),
  toShip: z.number().int(),
  unansweredEnquiries: z.number().int(),
  /** Return and exchange requests waiting for approval or rejection. */
  returnsToAnswer: z.number().int(),
  /** Orders whose customer asked to cancel after the day's cut-off, not yet cancelled or declined. */
  cancellationsAsked: z.number().int(),
  /** Orders past their promised last day and not yet delivered or cancelled (the desk's `late=1`). */
  lateOrders: z.number().int(),
  /** Up to 20 sizes with the shop's low-stock threshold of pieces or fewer, those that sold most recently first. */
  lowStock: z.array(
    z.object({ variantId: z.string(), productName: z.string(), itemCode: z.string(), size: z.string(), left: z.number().int() }),
  ),
  /**
   * The refund clock: money owed back and by when. Paid orders cancelled or returned to origin, and
   * returns received, not yet refunded; an overdue one's date has passed (in India).
   */
  refundsOwed: z.object({
    count: z.number().int(),
    overdue: z.number().int(),
    /** Up to 20, soonest due first. */
    items: z.array(
      z.object({
        /** A whole order's refund, or a return request's. */
        kind: z.enum(["order", "return"]),
        /** The order's number, or the return request's. */
        number: z.string(),
        orderNumber: z.string(),
        dueOn: z.string(),
        /** What is owed: the order's total, or the return's credit (what its pieces cost, before invoices). */
        amount: z.number(),
        overdue: z.boolean(),
      }),
    ),
  }),
});

export const enquiry = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  subject: z.string(),
  enquiry: z.string(),
  createdAt: z.string(),
  answered: z.object({ by: z.string(), at: z.string() }).nullable(),
});
export type Enquiry = z.infer<typeof enquiry>;

export const enquiryListQuery = z.object({
  /** Unanswered first by default; `all` shows answered ones too. */
  show: z.enum(["open", "all"]).default("open"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const enquiryIdParams = z.object({ id: z.string().max(100) });

export const subscriber = z.object({ email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof subscriber>;

export const ADMIN_PAGE_SIZE = 50;
