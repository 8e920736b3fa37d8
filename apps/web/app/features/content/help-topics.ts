import type { PolicyPage } from "./policies.ts";

/**
 * Help & Support is an accordion of four questions (managing an order,
 * returns and refunds, order issues, contacting the seller), with
 * answers that agree with the policy pages. English only, like the policies (see policies.ts).
 */
export const HELP_SUPPORT_DESCRIPTION =
  "Answers on managing an order, returns and refunds, problems with a parcel and reaching our workshop in Kutch.";

export const HELP_SUPPORT: PolicyPage = {
  path: "/help-support",
  pageName: "help-support",
  titleKey: "helpSupport",
  layout: "faq",
  intro:
    "Quick answers about your orders. For anything else, write to {email} or call {phone}, 10:00 to 18:00, Monday to Saturday.",
  sections: [
    {
      heading: "How do I manage my order?",
      blocks: [
        {
          type: "paragraph",
          text: "Your orders, with their status, are listed under Orders in your account. To change the delivery address or cancel, write to {email} with the order number: card and cash on delivery orders can be cancelled before 18:00 India time (IST) on the day you order, Reserve & Pick orders within 24 hours.",
        },
      ],
    },
    {
      heading: "How do returns and refunds work?",
      blocks: [
        {
          type: "paragraph",
          text: "Ask for an exchange or return within 14 days of delivery; the piece must be unused, unwashed and with its tags. Once it reaches us and passes its check, refunds are made within 7 working days.",
          link: { to: "/return-policy", text: "Our return policy" },
        },
      ],
    },
    {
      heading: "Something is wrong with my order",
      blocks: [
        {
          type: "paragraph",
          text: "If a piece arrived damaged, is not what you ordered, or is missing from the parcel, write to {email} within 14 days of delivery with the order number and a photograph. We send a replacement or refund you in full, including shipping. If a parcel is late, check its status with Order Tracking at the top of the page first.",
        },
      ],
    },
    {
      heading: "How can I contact the seller?",
      blocks: [
        {
          type: "paragraph",
          text: "Chhaap prints and sells every piece itself, from our workshop in Ajrakhpur, Kutch: there is no other seller to reach. Write to {email}, call {phone}, or send an enquiry from the contact page, and a person from the workshop will answer.",
          link: { to: "/contact-us", text: "Contact us" },
        },
      ],
    },
  ],
};
