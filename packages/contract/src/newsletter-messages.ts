/**
 * Newsletter messages without their schema: the browser can translate them without loading zod.
 * One answer for every valid address, on the list before or not: the box must not tell a stranger
 * who subscribed.
 */

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thank you for subscribing!",
} as const;
