import type { MessageKey } from "#app/lib/i18n/messages.ts";

/** The static pages the shared side menu lists, with their SEO page names. */
export const POLICY_LINKS: { path: string; pageName: string; titleKey: MessageKey }[] = [
  { path: "/how-to-order", pageName: "how-to-order", titleKey: "howToOrder" },
  { path: "/payment-options", pageName: "payment-options", titleKey: "paymentOptions" },
  { path: "/faq", pageName: "faq", titleKey: "faq" },
  { path: "/refund-policy", pageName: "refund-policy", titleKey: "refundPolicy" },
  { path: "/return-policy", pageName: "return-policy", titleKey: "returnPolicy" },
  { path: "/privacy-policy", pageName: "privacy-policy", titleKey: "privacyPolicy" },
  { path: "/terms-and-conditions", pageName: "terms-and-conditions", titleKey: "termsAndConditions" },
];
