import type { SeoTagContent } from "./types.ts";

/**
 * SEO tags per page name: the shop's page names, plus the other public pages that set their own
 * title. The shop's contact details live in modules/site/shop.ts.
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
    description:
      "A step-by-step guide to ordering from Chhaap: choose a colourway and size, check out as a guest or with an account, and pay by bank transfer or COD.",
  },
  {
    pageName: "payment-options",
    title: "Payment Options: Bank Transfer, UPI, COD | Chhaap",
    description:
      "Pay for your Ajrakh order by bank transfer or UPI with a payment screenshot, by card, or cash on delivery within India. All amounts are billed in INR.",
  },
  {
    pageName: "faq",
    title: "Frequently Asked Questions | Chhaap",
    description:
      "Answers on natural dyes, colour bleeding, sizes, blouse pieces, shipping times, customs duties, returns and caring for hand block printed Ajrakh.",
  },
  {
    pageName: "refund-policy",
    title: "Refund Policy | Chhaap",
    description:
      "How Chhaap refunds returned or cancelled orders: approved refunds reach your original payment method or bank account within 7 working days.",
  },
  {
    pageName: "return-policy",
    title: "Return and Exchange Policy | Chhaap",
    description:
      "Request an exchange or return within 14 days of delivery. Pieces must be unused, unwashed and with tags; hand-printed irregularities are not defects.",
  },
  {
    pageName: "privacy-policy",
    title: "Privacy Policy | Chhaap",
    description:
      "What personal data Chhaap collects when you shop or write to us, why we keep it, who we share it with for delivery and payment, and how to remove it.",
  },
  {
    pageName: "terms-and-conditions",
    title: "Terms and Conditions | Chhaap",
    description:
      "The terms for buying from Chhaap: orders, prices in INR, currency display, shipping, cancellations, returns, reviews and the use of this website.",
  },
  {
    pageName: "help-support",
    title: "Help & Support | Chhaap",
    description: "Answers on managing an order, returns and refunds, problems with a parcel and reaching our workshop in Kutch.",
  },
  {
    pageName: "forgot-password",
    title: "Reset Your Password | Chhaap",
    description:
      "Forgotten your Chhaap password? Enter the e-mail address of your account and we will e-mail you a link to set a new one and sign you back in.",
  },
];
