import type { SiteInfo } from "@chhaap/contract/site";

/** Fills `{email}` and `{phone}` in policy copy with the shop's contact details (or a neutral phrase while they are unknown). */
export function fillContact(text: string, site: Pick<SiteInfo, "email" | "phone"> | null): string {
  return text
    .replaceAll("{email}", site?.email ?? "the e-mail address on our Contact Us page")
    .replaceAll("{phone}", site?.phone ?? "the phone number on our Contact Us page");
}
