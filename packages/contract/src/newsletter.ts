import { z } from "zod";
import { isEmailAddress } from "./email.ts";

export { NEWSLETTER_MESSAGES } from "./newsletter-messages.ts";

export const newsletterSubscription = z.object({
  email: z
    .string({ error: "Please enter a valid email address." })
    .trim()
    .refine(isEmailAddress, "Please enter a valid email address."),
});
