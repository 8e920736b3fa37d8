import type { SiteInfo } from "@chhaap/contract/site";

/**
 * The shop's facts the header and footer show. Every page carries the root's data, so the bank
 * details, the trade-sales block and the online-payment switch stay with the pages that show them
 * (checkout, contact, cash on delivery), which ask for the shop's facts themselves.
 */
export type ShellSite = Pick<SiteInfo, "name" | "email" | "phone" | "groupLine" | "social">;

export function shellSite({ name, email, phone, groupLine, social }: SiteInfo): ShellSite {
  return { name, email, phone, groupLine, social };
}
