import { z } from "zod";

/** The meta and Open Graph fields that variants and blog posts carry. */
export const seoFields = {
  meta_title: z.string(),
  meta_description: z.string(),
  keywords: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  og_type: z.string(),
  og_image: z.string(),
};
