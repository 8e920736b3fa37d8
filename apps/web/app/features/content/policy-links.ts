import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * The shop's own pages the shared side menu lists: address, page name (their text from
 * GET /api/pages/{name}, their SEO tag by the same name) and the interface's name for them.
 */
export const POLICY_LINKS: { path: string; pageName: string; titleKey: MessageKey }[] = [
  { path: "/how-to-order", pageName: "how-to-order", titleKey: "howToOrder" },
  { path: "/payment-options", pageName: "payment-options", titleKey: "paymentOptions" },
  { path: "/faq", pageName: "faq", titleKey: "faq" },
  { path: "/refund-policy", pageName: "refund-policy", titleKey: "refundPolicy" },
  { path: "/return-policy", pageName: "return-policy", titleKey: "returnPolicy" },
  { path: "/privacy-policy", pageName: "privacy-policy", titleKey: "privacyPolicy" },
  { path: "/terms-and-conditions", pageName: "terms-and-conditions", titleKey: "termsAndConditions" },
];

/** The menu's page at this address, with or without a trailing slash. */
export function policyLinkFor(pathname: string) {
  const path = pathname.replace(/\/+$/, "") || "/";
  return POLICY_LINKS.find((link) => link.path === path);
}
