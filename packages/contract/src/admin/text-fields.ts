import { z } from "zod";
import { withoutInvisibleFormatting } from "../text-rules.ts";

/**
 * The two kinds of free text the back office's editors send: a line (a name, a title, an address on
 * one line) and paragraphs (a description, a story). Both lose invisible formatting and surrounding
 * spaces before their length is checked, so what is counted is what a shopper sees.
 */

export interface LineOptions {
  /** Runs of spaces, tabs and line breaks become one space: for text printed on one line (an invoice's address). */
  singleSpaced?: boolean;
  /** What a missing field (or one that is not text) says; without it, the schema library's own message. */
  missing?: string;
}

/** A line of text within `max` characters; `required` names the message for an empty one. */
export function line(max: number, required?: string, options: LineOptions = {}) {
  const text = z
    .string(options.missing === undefined ? undefined : { error: options.missing })
    .transform((value) => {
      const visible = withoutInvisibleFormatting(value);
      return (options.singleSpaced ? visible.replace(/\s+/g, " ") : visible).trim();
    })
    .pipe(z.string().max(max, `Please keep this under ${max} characters.`));
  return required ? text.pipe(z.string().min(1, required)) : text;
}

/**
 * Several paragraphs within `max` characters: line breaks kept (Windows' CRLF stored as LF), a blank
 * line between paragraphs, as the shop's pages show them.
 */
export function paragraphs(max: number) {
  return z
    .string()
    .transform((value) => withoutInvisibleFormatting(value).replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(max, `Please keep this under ${max.toLocaleString("en-IN")} characters.`));
}
