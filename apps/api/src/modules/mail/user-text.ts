import { hasLinkLikeText, replaceLinkLikeText } from "@chhaap/contract/link-like-text";

/**
 * What a customer typed, as the shop's mails may repeat it. Mail clients turn anything that reads as
 * a link into one, and a mail in the shop's name that greets with "Your refund: evil.test/r" is a
 * phishing mail the shop sent for a stranger. So no mail carries link-like text a customer typed
 * (link-like-text.ts in the contract says what reads as a link): a name that holds any is left out of
 * the greeting, and other text (a delivery address) has those words replaced. Names are also refused
 * at registration and in the profile; this rule covers names stored before that, and every other field.
 */

/** Replaces a link-like word of quoted customer text. */
const LEFT_OUT = "[link removed]";

/** "Hello Meera,", or "Hello," for a name that is empty or reads as a link. */
export function greeting(name: string | null | undefined): string {
  const shown = (name ?? "").replace(/\s+/g, " ").trim();
  return shown === "" || hasLinkLikeText(shown) ? "Hello," : `Hello ${shown},`;
}

/** Customer text repeated in a mail's body, each word that reads as a link or an address replaced. */
export function quotedText(text: string): string {
  return replaceLinkLikeText(text, LEFT_OUT);
}
