import { z } from "zod";
import { isEmailAddress } from "./email.ts";
import { seoFields } from "./seo.ts";

/**
 * Content and service calls: the blog, the contact enquiry and the
 * shipping-charge lookup. Field names are the public contract (`full_Name`, `subject_Of_Enquiry`, ...).
 */

// ---------------------------------------------------------------- blog

const blogCategoryRef = z.object({ _id: z.string(), name: z.string() });

/** A blog post. `content` is HTML that the server has sanitised with an allow-list. */
export const blog = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  category: blogCategoryRef,
  image: z.string(),
  /** Publication day, `YYYY-MM-DD`. */
  date: z.string(),
  content: z.string(),
  /** Staff's own summary; empty when they wrote none (lists then cut one from `content`). */
  excerpt: z.string().default(""),
  uploadBy: z.string(),
  ...seoFields,
});
export type Blog = z.infer<typeof blog>;

/** Its newest post, or null while it has none. */
export const blogCategory = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  latestBlog: blog.nullable(),
});

export const blogCategoryParams = z.object({ categoryId: z.string() });
export const blogSlugParams = z.object({ slug: z.string() });

/** The 301 answer for a slug a post had before: its current one. */
export const blogMoved = z.object({ slug: z.string() });

export const BLOG_MESSAGES = {
  categoryNotFound: "This blog category does not exist.",
  postNotFound: "This blog post does not exist.",
  moved: "This blog post has moved.",
} as const;

// ---------------------------------------------------------------- contact

export const CONTACT_LIMITS = {
  email: 254,
  fullName: 100,
  subject: 150,
  enquiry: 2000,
} as const;

/** Per-field messages, so the web app can show each under its field (and translate it). */
export const CONTACT_MESSAGES = {
  // The contact form's answers.
  submitted: "Your enquiry has been submitted successfully!",
  failed: "Failed to submit your enquiry. Please try again later.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid email address.",
  emailTooLong: "Please keep the e-mail address under 254 characters.",
  nameRequired: "Please enter your full name.",
  nameTooLong: "Please keep your name under 100 characters.",
  numberRequired: "Please enter your phone number.",
  numberInvalid: "Please enter a phone number of 7 to 15 digits.",
  subjectRequired: "Please enter the subject of your enquiry.",
  subjectTooLong: "Please keep the subject under 150 characters.",
  enquiryRequired: "Please write your enquiry.",
  enquiryTooLong: "Please keep your enquiry under 2000 characters.",
} as const;

/** Digits with an optional leading +, spaces and dashes between them (how people write numbers). */
const PHONE_PATTERN = /^\+?\d[\d\s-]*$/;

function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/**
 * POST /api/contactUs. The public form only checks that all five fields are filled;
 * we also check the e-mail and phone formats and cap lengths, with the same schema in the browser and the API.
 */
export const contactEnquiry = z.object({
  email: requiredText(CONTACT_MESSAGES.emailRequired, CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong).refine(
    isEmailAddress,
    CONTACT_MESSAGES.emailInvalid,
  ),
  full_Name: requiredText(CONTACT_MESSAGES.nameRequired, CONTACT_LIMITS.fullName, CONTACT_MESSAGES.nameTooLong),
  number: requiredText(CONTACT_MESSAGES.numberRequired, 30, CONTACT_MESSAGES.numberInvalid)
    .regex(PHONE_PATTERN, CONTACT_MESSAGES.numberInvalid)
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, CONTACT_MESSAGES.numberInvalid),
  subject_Of_Enquiry: requiredText(CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectTooLong),
  your_Enquiry: requiredText(CONTACT_MESSAGES.enquiryRequired, CONTACT_LIMITS.enquiry, CONTACT_MESSAGES.enquiryTooLong),
});
export type ContactEnquiry = z.infer<typeof contactEnquiry>;
export const CONTACT_FIELDS = ["email", "full_Name", "number", "subject_Of_Enquiry", "your_Enquiry"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

// ---------------------------------------------------------------- shipping

export const shippingChargeQuery = z.object({ countryId: z.string().optional() });

export const SHIPPING_MESSAGES = { invalidCountryId: "Please choose a country from the list." } as const;

/** `shipping_charge` is INR (rupees) per kg of packed weight. */
export const shippingCharge = z.object({
  _id: z.string(),
  shipping_charge: z.number(),
  countryId: z.object({ _id: z.string(), countryName: z.string() }),
});
