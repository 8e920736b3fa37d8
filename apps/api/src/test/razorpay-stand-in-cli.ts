import { startRazorpayStandIn } from "./razorpay-stand-in.ts";

/**
 * The Razorpay stand-in as a process, for the browser journeys (Playwright's webServer):
 * `npx tsx apps/api/src/test/razorpay-stand-in-cli.ts`, with STAND_IN_PORT, RAZORPAY_KEY_ID,
 * RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET and STAND_IN_WEBHOOK_URL (the shop's webhook).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} must be set`);
    process.exit(1);
  }
  return value;
}

const standIn = await startRazorpayStandIn({
  port: Number(process.env.STAND_IN_PORT ?? 0),
  keyId: required("RAZORPAY_KEY_ID"),
  keySecret: required("RAZORPAY_KEY_SECRET"),
  webhookSecret: required("RAZORPAY_WEBHOOK_SECRET"),
  webhookUrl: process.env.STAND_IN_WEBHOOK_URL || undefined,
});
console.log(`Razorpay stand-in ready at ${standIn.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    standIn.close().then(() => process.exit(0));
  });
}
