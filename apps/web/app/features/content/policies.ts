import type { MessageKey } from "#app/lib/i18n/messages.ts";

/**
 * The shop's policy pages, written once as data so every page says the same
 * thing about returns, refunds, cancellation, shipping and payment.
 *
 * Long-form copy stays in English whatever the interface language: it is legal and service text that
 * must be translated by a person, not by the interface dictionaries. Page titles and menus are translated.
 *
 * `{email}` and `{phone}` in a text are filled with the shop's contact details from GET /api/site.
 */

export type PolicyBlock =
  | { type: "paragraph"; text: string; link?: { to: string; text: string } }
  | { type: "list"; items: string[]; ordered?: boolean };

interface PolicySection {
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyPage {
  path: string;
  /** The SEO tag of this page (GET /api/seo-tag page names). */
  pageName: string;
  titleKey: MessageKey;
  intro: string;
  /** FAQ sections are questions, shown as an accordion. */
  layout: "sections" | "faq";
  sections: PolicySection[];
}

const p = (text: string, link?: { to: string; text: string }): PolicyBlock => ({ type: "paragraph", text, link });
const ul = (...items: string[]): PolicyBlock => ({ type: "list", items });
const ol = (...items: string[]): PolicyBlock => ({ type: "list", items, ordered: true });

// The rules every page repeats, in one place.
const RETURN_WINDOW = "14 days of delivery";
const REFUND_TIME = "7 working days";
const CUT_OFF = "18:00 India time (IST) on the day you order";

export const POLICY_PAGES: PolicyPage[] = [
  {
    path: "/how-to-order",
    pageName: "how-to-order",
    titleKey: "howToOrder",
    layout: "sections",
    intro:
      "Ordering hand block-printed Ajrakh from our workshop in Kutch takes a few minutes. Here is the whole journey, from choosing a piece to following it to your door.",
    sections: [
      {
        heading: "1. Find your piece",
        blocks: [
          p(
            "Browse by category from the menu, or search for a garment, colour or motif. Every product page shows the colourways in stock, the fabric, the care instructions and what other customers have said.",
          ),
          p(
            "Because every piece is printed by hand, small differences in line and shade from the photographs are part of the craft, not faults.",
          ),
        ],
      },
      {
        heading: "2. Choose a size and add it to your bag",
        blocks: [
          p(
            "Pick your size (the size guide beside the sizes gives measurements in inches and centimetres), set the quantity and press ADD TO CART. BUY NOW takes a single piece straight to checkout.",
          ),
          p("You can fill your bag as a guest; it is kept in your browser until you sign in."),
        ],
      },
      {
        heading: "3. Review your bag",
        blocks: [
          p(
            "Your bag shows each piece, its price, the packed weight of the parcel and the delivery charge for your country. Enter a coupon code here if you have one; the discount is checked and applied before you pay.",
          ),
        ],
      },
      {
        heading: "4. Sign in and give a delivery address",
        blocks: [
          p(
            "To place an order you need an account, so that you can follow the order and return a piece if you need to. Sign in or register, then choose a saved address or add a new one. Untick the billing box if the bill should go to a different address.",
          ),
        ],
      },
      {
        heading: "5. Pay",
        blocks: [
          p(
            "Pay by bank transfer or UPI to the account shown at checkout, then upload a screenshot of the payment or type its transaction reference. Within India you can also choose cash on delivery. All prices are charged in Indian rupees.",
            { to: "/payment-options", text: "All payment options" },
          ),
        ],
      },
      {
        heading: "6. Follow your order",
        blocks: [
          p(
            "We confirm your order by e-mail once the payment is matched (straight away for cash on delivery). Orders within India usually arrive within 5 working days; worldwide parcels within 6 to 10 working days of dispatch. You can follow its status at any time from Order Tracking, at the top of every page, with your e-mail address and order number.",
          ),
        ],
      },
      {
        heading: "Need a hand?",
        blocks: [
          p(
            "Write to {email} or call {phone}, 10:00 to 18:00, Monday to Saturday. We are happy to help with sizes, colours and gifts.",
            { to: "/contact-us", text: "Contact us" },
          ),
        ],
      },
    ],
  },
  {
    path: "/payment-options",
    pageName: "payment-options",
    titleKey: "paymentOptions",
    layout: "sections",
    intro:
      "Every order is billed in Indian rupees (INR). Prices can be shown in your own currency as a guide, but the amount you pay is the rupee amount shown at checkout.",
    sections: [
      {
        heading: "Bank transfer or UPI",
        blocks: [
          p(
            "At the payment step of checkout we show our bank account, IFSC code and UPI id. Pay the order total from your bank or UPI app, then either:",
          ),
          ul(
            "upload a screenshot of the completed payment, or",
            "type the transaction or reference number your bank gives you (UTR or UPI reference).",
          ),
          p(
            "We match the payment to your order, usually within a few working hours, and then confirm it by e-mail. International customers can pay by SWIFT transfer to the same account; any bank charges are the sender's.",
          ),
        ],
      },
      {
        heading: "Cash on delivery (India only)",
        blocks: [
          p(
            "Within India you can pay the courier in cash when the parcel arrives. Please keep the exact amount ready; couriers often cannot give change. Cash on delivery orders that are refused at the door may lose the option for later orders.",
          ),
        ],
      },
      {
        heading: "Card",
        blocks: [
          p(
            "Where card payment is offered at checkout, your card is charged in rupees; your bank converts the amount into your currency at its own rate and may add a fee.",
          ),
        ],
      },
      {
        heading: "Coupons",
        blocks: [
          p(
            "Enter a coupon code in your bag before checkout. One coupon applies per order, within its dates and minimum order value; the discount is shown in the order summary before you pay.",
          ),
        ],
      },
      {
        heading: "Is my payment safe?",
        blocks: [
          p(
            "We never see or store card numbers or banking passwords. Payment screenshots and references are kept privately with your order and are seen only by the staff who check payments.",
            { to: "/privacy-policy", text: "Read our privacy policy" },
          ),
        ],
      },
    ],
  },
  {
    path: "/faq",
    pageName: "faq",
    titleKey: "faq",
    layout: "faq",
    intro: "Short answers to the questions we hear most. If yours is not here, write to us and a person will answer.",
    sections: [
      {
        heading: "Are the colours really natural dyes?",
        blocks: [
          p(
            "Our indigo, madder red and iron black are natural dyes, fixed with mordants such as alum and harda in the traditional way. Where a colourway uses a different dye, its product page says so.",
          ),
        ],
      },
      {
        heading: "Will the colour bleed when I wash it?",
        blocks: [
          p(
            "Natural dyes can release a little colour in the first washes. Wash the piece on its own in cold water with a mild detergent, do not soak it, and dry it in the shade. After two or three washes it settles.",
          ),
        ],
      },
      {
        heading: "Why does my piece look slightly different from the photograph?",
        blocks: [
          p(
            "Each cloth is printed by hand with wooden blocks and dyed in open vats, so no two are identical. Small shifts in alignment, shade and line are marks of the handwork and are not treated as defects.",
          ),
        ],
      },
      {
        heading: "Do sarees come with a blouse piece?",
        blocks: [
          p(
            "Most of our sarees include an unstitched blouse piece; the product details say so for each one. Suits and dress material list exactly which pieces are included.",
          ),
        ],
      },
      {
        heading: "How much does shipping cost?",
        blocks: [
          p(
            "Shipping within India is free. For other countries we charge per kilogram of packed weight; the rate for your country is on our shipping charges page and in your bag before you pay.",
            { to: "/shipping-charges", text: "See shipping charges" },
          ),
        ],
      },
      {
        heading: "How long does delivery take?",
        blocks: [
          p(
            "Within India, usually within 5 working days. Worldwide, 6 to 10 working days after dispatch. Customs clearance can add a few days.",
          ),
        ],
      },
      {
        heading: "Will I pay customs duties?",
        blocks: [
          p(
            "Outside India, your country may charge import duties or taxes when the parcel arrives. These are set by your country's customs, are not included in our prices and are paid by the receiver.",
          ),
        ],
      },
      {
        heading: "Can I pay cash on delivery?",
        blocks: [p("Yes, for delivery addresses in India.", { to: "/payment-options", text: "All payment options" })],
      },
      {
        heading: "Can I cancel my order?",
        blocks: [
          p(
            `Card and cash on delivery orders can be cancelled before ${CUT_OFF}; Reserve & Pick orders within 24 hours of reserving. After that the parcel may already be packed, and you can return it instead.`,
            { to: "/refund-policy", text: "Cancellations and refunds" },
          ),
        ],
      },
      {
        heading: "How do I return or exchange something?",
        blocks: [
          p(
            `Ask for an exchange or return within ${RETURN_WINDOW}. Once we receive and check the piece, refunds are made within ${REFUND_TIME}.`,
            { to: "/return-policy", text: "Our return policy" },
          ),
        ],
      },
      {
        heading: "Do you print fabric to order for boutiques or designers?",
        blocks: [
          p(
            "Yes. We print yardage to order for boutiques, designers and hotels, in our blocks or yours. Our trade team's details are on the contact page.",
            { to: "/contact-us", text: "Contact us" },
          ),
        ],
      },
    ],
  },
  {
    path: "/refund-policy",
    pageName: "refund-policy",
    titleKey: "refundPolicy",
    layout: "sections",
    intro: `When an order is cancelled in time, or a return is approved, we refund you within ${REFUND_TIME}. This page explains when, how much and how.`,
    sections: [
      {
        heading: "Cancelling an order",
        blocks: [
          ul(
            `Card and cash on delivery orders: cancel before ${CUT_OFF}.`,
            "Reserve & Pick orders (reserved online, collected and paid at our Ajrakhpur workshop): cancel within 24 hours of reserving.",
          ),
          p(
            "To cancel, write to {email} or call {phone} with your order number. After the cut-off the parcel may already be with the courier; you can then return it under our return policy.",
          ),
        ],
      },
      {
        heading: "When the refund is made",
        blocks: [
          p(
            `For a cancelled order, the refund starts on the day we confirm the cancellation. For a return, it starts once the piece reaches us and passes its check, usually within 2 working days of arrival. Either way the money is sent within ${REFUND_TIME}.`,
          ),
          p(
            "Banks and card issuers can take a few more days to show the credit on your statement; that part is outside our hands.",
          ),
        ],
      },
      {
        heading: "How you are refunded",
        blocks: [
          ul(
            "Bank transfer or UPI payments: back to the account the payment came from.",
            "Card payments: back to the same card.",
            "Cash on delivery: by bank transfer or UPI to an account you give us.",
          ),
        ],
      },
      {
        heading: "How much is refunded",
        blocks: [
          p(
            "You receive the price you paid for the piece, less any coupon discount that applied to it. Shipping within India is free. For international orders, the original shipping charge and the cost of sending the piece back are not refunded, unless the piece was faulty or not what you ordered. Customs duties paid on arrival cannot be reclaimed from us.",
          ),
        ],
      },
      {
        heading: "Exchanges",
        blocks: [
          p(
            "If you asked for an exchange, we send the new size or colourway as soon as the returned piece passes its check. If it is no longer in stock, we refund you instead, within the same 7 working days.",
          ),
        ],
      },
    ],
  },
  {
    path: "/return-policy",
    pageName: "return-policy",
    titleKey: "returnPolicy",
    layout: "sections",
    intro: `Something not right? You can ask for an exchange or a return within ${RETURN_WINDOW}.`,
    sections: [
      {
        heading: "What can be returned",
        blocks: [
          p("A piece can be exchanged or returned when it is:"),
          ul(
            "unused, unwashed and unaltered,",
            "returned with its tags and the packing it came in, and",
            `requested within ${RETURN_WINDOW}.`,
          ),
          p(
            "Fabric cut to the length you asked for, face masks and pieces altered or stitched for you cannot be returned, unless they arrive faulty.",
          ),
        ],
      },
      {
        heading: "What is not a defect",
        blocks: [
          p(
            "Slight differences in shade, small breaks or overlaps in the printed line and a soft natural-dye smell in a new cloth come from printing and dyeing by hand. They are part of every Ajrakh and are not treated as defects.",
          ),
        ],
      },
      {
        heading: "How to ask for a return or exchange",
        blocks: [
          ol(
            "Write to {email} with your order number, the piece you are returning, and whether you want an exchange or a refund. For a faulty or wrong piece, add a photograph.",
            "We reply within one working day with the return address and, within India, a courier pickup where one serves your pin code.",
            "Pack the piece securely with its tags. Keep the courier's receipt until your refund or exchange is done.",
          ),
        ],
      },
      {
        heading: "Return shipping",
        blocks: [
          p(
            "Within India, returns are free when we can arrange a pickup; otherwise send the parcel by a tracked service and we repay the postage up to the cost of a standard courier. From other countries, return postage is paid by the sender unless the piece was faulty or not what you ordered.",
          ),
        ],
      },
      {
        heading: "After we receive it",
        blocks: [
          p(
            `We check the piece within 2 working days of arrival and e-mail you. Refunds are made within ${REFUND_TIME}; exchanges are sent as soon as the check is done.`,
            { to: "/refund-policy", text: "Our refund policy" },
          ),
        ],
      },
    ],
  },
  {
    path: "/privacy-policy",
    pageName: "privacy-policy",
    titleKey: "privacyPolicy",
    layout: "sections",
    intro:
      "We collect only what we need to sell you cloth, deliver it and answer you. We never sell your data and we do not use advertising trackers.",
    sections: [
      {
        heading: "What we collect",
        blocks: [
          ul(
            "Your account: name, e-mail address, phone number and, if you add one, a profile picture.",
            "Your addresses, so that parcels and bills reach the right place.",
            "Your orders: what you bought, what you paid and the payment screenshot or reference you gave us.",
            "What you send us: contact enquiries, reviews and your newsletter subscription.",
          ),
        ],
      },
      {
        heading: "Cookies and browser storage",
        blocks: [
          p(
            "A session cookie keeps you signed in; it cannot be read by scripts on the page. Your chosen country, currency and language are remembered in your browser, and a guest's bag is kept in browser storage until you sign in. We use no advertising or cross-site tracking cookies.",
          ),
        ],
      },
      {
        heading: "Who sees it",
        blocks: [
          ul(
            "Our staff, to pack, ship and support your orders.",
            "Couriers, who receive your name, delivery address and phone number.",
            "Banks and payment providers, only for the payment itself.",
            "Authorities, where Indian law requires it.",
          ),
        ],
      },
      {
        heading: "How long we keep it",
        blocks: [
          p(
            "Order and invoice records are kept for as long as Indian tax law requires. Contact enquiries are kept while we need them to answer and follow up. Your account stays until you ask us to close it; newsletter mail stops as soon as you unsubscribe.",
          ),
        ],
      },
      {
        heading: "Your choices",
        blocks: [
          p(
            "You can see and correct your profile and addresses in your account at any time. To get a copy of your data, or to have your account and data deleted, write to {email}. We answer within 30 days.",
          ),
        ],
      },
      {
        heading: "Security",
        blocks: [
          p(
            "Passwords are stored only as a slow, salted hash. Payment screenshots and profile pictures are stored privately and shown only to you and the staff who need them. The shop is served over an encrypted connection.",
          ),
        ],
      },
    ],
  },
  {
    path: "/terms-and-conditions",
    pageName: "terms-and-conditions",
    titleKey: "termsAndConditions",
    layout: "sections",
    intro:
      "These terms apply when you use this website or buy from Chhaap Hand Block Prints LLP, Ajrakhpur, Kutch, Gujarat, India. Please read them with our shipping, return, refund and privacy pages, which form part of them.",
    sections: [
      {
        heading: "Orders",
        blocks: [
          p(
            "An order is a request to buy. The contract is made when we confirm the order by e-mail. We may decline or cancel an order, with a full refund, if a piece turns out to be out of stock, a price was plainly wrong, or a payment cannot be matched.",
          ),
        ],
      },
      {
        heading: "Prices and currency",
        blocks: [
          p(
            "All prices are in Indian rupees and include Indian taxes. Amounts shown in another currency are a guide at a recent rate; you are charged the rupee amount. Shipping within India is free; international shipping is charged per kilogram of packed weight, as shown before you pay.",
          ),
        ],
      },
      {
        heading: "Handmade goods",
        blocks: [
          p(
            "Our cloth is printed and dyed by hand. Colours on screens vary, and each piece differs slightly from its photograph and from every other piece. These differences are not defects.",
          ),
        ],
      },
      {
        heading: "Delivery",
        blocks: [
          p(
            "Delivery times are estimates: usually within 5 working days in India, and 6 to 10 working days after dispatch elsewhere. Import duties and taxes outside India are paid by the receiver. The risk in a parcel passes to you when it is delivered.",
          ),
        ],
      },
      {
        heading: "Cancellations, returns and refunds",
        blocks: [
          p(
            `Card and cash on delivery orders can be cancelled before ${CUT_OFF}, Reserve & Pick orders within 24 hours. Exchanges and returns can be requested within ${RETURN_WINDOW}; refunds are made within ${REFUND_TIME}. The details are in our return and refund policies.`,
            { to: "/return-policy", text: "Our return policy" },
          ),
        ],
      },
      {
        heading: "Your account and reviews",
        blocks: [
          p(
            "Keep your password to yourself; you are responsible for orders placed from your account. Reviews must be your own honest experience. By posting one you let us show it on this website; we remove reviews that are abusive, off-topic or advertise something else.",
          ),
        ],
      },
      {
        heading: "Our liability",
        blocks: [
          p(
            "Nothing in these terms limits your rights as a consumer under Indian law. Beyond those rights, our liability for an order is limited to the amount you paid for it.",
          ),
        ],
      },
      {
        heading: "Law and disputes",
        blocks: [
          p(
            "These terms are governed by the laws of India, and the courts at Bhuj, Gujarat have jurisdiction. Before going to law, please write to {email}: most problems are solved with one e-mail.",
          ),
        ],
      },
    ],
  },
];

export function policyPageFor(pathname: string): PolicyPage | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return POLICY_PAGES.find((page) => page.path === path);
}
