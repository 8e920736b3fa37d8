import { z } from "zod";
import { isEmailAddress } from "./email.ts";

export const newsletterSubscription = z.object({
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .refine(isEmailAddress, "Please enter a valid email address."),
});

export const NEWSLETTER_MESSAGES = {
  subscribed: "Thank you for subscribing!",
  alreadySubscribed: "You are already subscribed.",
} as const;
