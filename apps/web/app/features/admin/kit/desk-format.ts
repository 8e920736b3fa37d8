/** How the back office writes times, money and payment methods: Indian time, rupees, plain words. */

export const WHEN = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

const DAY = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** "15 Dec 2026": a day in India given as YYYY-MM-DD (a refund's due date, say). */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00+05:30`));
}

const INR = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });

export function formatInr(rupees: number): string {
  return INR.format(rupees).replace(/\.00$/, "");
}

export const PAYMENT_LABELS = {
  bank_transfer: "Bank transfer",
  cash_on_delivery: "Cash on delivery",
  credit_card: "Online (Razorpay)",
} as const;
