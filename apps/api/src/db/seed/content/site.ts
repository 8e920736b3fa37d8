import type { SeoTagContent } from "./types.ts";

/**
 * SEO tags per page name: the shop's page names, plus the other public pages that set their own
 * title. The shop's own pages (how to order, the policies, FAQ, help) have no description here:
 * theirs is the page's introduction, which staff edit with the page. The shop's contact details live
 * in modules/site/shop.ts.
 */
export const seoTags: SeoTagContent[] = [
  {
    pageName: "home",
    title: "Chhaap | Ajrakh Hand Block Prints from Kutch",
    description:
      "Ajrakh sarees, suits, dupattas and fabric, hand block printed in Ajrakhpur, Kutch with indigo, madder and natural dyes. Free shipping in India.",
  },
  {
    pageName: "product",
    title: "Shop Ajrakh Sarees, Suits and Fabric | Chhaap",
    description:
      "Browse hand block printed Ajrakh sarees, suit sets, dress material, dupattas, shirts and bedsheets in modal silk, gajji silk, mul cotton and linen.",
  },
  {
    pageName: "blog",
    title: "The Chhaap Journal: Ajrakh, Dyes and Kutch",
    description:
      "Stories from our workshop in Ajrakhpur: how Ajrakh is printed, the natural dyes behind indigo and madder, the Khatri craft and caring for your cloth.",
  },
  {
    pageName: "cart",
    title: "Your Shopping Bag | Chhaap",
    description:
      "Review the Ajrakh pieces in your bag, apply a coupon and see your total with shipping before checkout. Free shipping across India on every order.",
  },
  {
    pageName: "shipping-charges",
    title: "Shipping Charges by Country | Chhaap",
    description:
      "Check what it costs to ship Chhaap's Ajrakh to your country, priced per kilogram. Delivery within India is free; worldwide in 6 to 10 working days.",
  },
  {
    pageName: "contact-us",
    title: "Contact Chhaap | Ajrakh Workshop in Kutch",
    description:
      "Write to our team in Ajrakhpur, Kutch for orders, sizing, custom yardage or trade sales. We answer from 10:00 to 18:00, Monday to Saturday.",
  },
  {
    pageName: "track-order",
    title: "Track Your Order | Chhaap",
    description:
      "Follow your Chhaap parcel from our workshop in Ajrakhpur to your door. Enter the e-mail you ordered with and your order number to see its status.",
  },
  {
    pageName: "how-to-order",
    title: "How to Order Ajrakh Online | Chhaap",
    description: "",
  },
  {
    pageName: "payment-options",
    title: "Payment Options: Bank Transfer, UPI, COD | Chhaap",
    description: "",
  },
  {
    pageName: "faq",
    title: "Frequently Asked Questions | Chhaap",
    description: "",
  },
  {
    pageName: "refund-policy",
    title: "Refund Policy | Chhaap",
    description: "",
  },
  {
    pageName: "return-policy",
    title: "Return and Exchange Policy | Chhaap",
    description: "",
  },
  {
    pageName: "privacy-policy",
    title: "Privacy Policy | Chhaap",
    description: "",
  },
  {
    pageName: "terms-and-conditions",
    title: "Terms and Conditions | Chhaap",
    description: "",
  },
  {
    pageName: "help-support",
    title: "Help & Support | Chhaap",
    description: "",
  },
  {
    pageName: "forgot-password",
    title: "Reset Your Password | Chhaap",
    description:
      "Forgotten your Chhaap password? Enter the e-mail address of your account and we will e-mail you a link to set a new one and sign you back in.",
  },
];
