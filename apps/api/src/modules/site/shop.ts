/**
 * The shop's own details: its name, tagline, group line and trade-sales contact, and the first
 * values of what the owner edits in the back office (contact e-mail, phone, hours, bank, UPI and
 * social links), which a shop's first start copies into its settings row (shop-settings.ts).
 * Every account number and id here is fictional and marked as such.
 */
export interface ShopContent {
  name: string;
  legalName: string;
  tagline: string;
  email: string;
  phone: string;
  whatsapp: { number: string; url: string };
  address: {
    line1: string;
    line2: string;
    city: string;
    district: string;
    state: string;
    pinCode: string;
    country: string;
  };
  supportHours: string;
  groupLine: string;
  tradeSales: { email: string; phone: string; note: string };
  social: { instagram: string; facebook: string; youtube: string; pinterest: string };
  bank: {
    accountName: string;
    accountNumber: string;
    ifsc: string;
    swift: string;
    bankName: string;
    branch: string;
    upiId: string;
  };
}

export const shop: ShopContent = {
  name: "Chhaap",
  legalName: "Chhaap Hand Block Prints LLP",
  tagline: "Ajrakh hand block printed in Kutch with natural dyes",
  email: "care@chhaap.shop",
  phone: "+91 98250 41763",
  whatsapp: { number: "+91 98250 41763", url: "https://wa.me/919825041763" },
  address: {
    line1: "Plot 27, Ajrakhpur",
    line2: "Bhuj-Bhachau Road, near Kukma",
    city: "Bhuj",
    district: "Kutch",
    state: "Gujarat",
    pinCode: "370105",
    country: "India",
  },
  // Support hours 10:00 to 18:00 Monday to Saturday.
  supportHours: "10:00 to 18:00, Monday to Saturday",
  // The footer says the shop belongs to a larger group.
  groupLine: "Chhaap is part of the Khatri Craft Collective, Kutch",
  tradeSales: {
    email: "trade@chhaap.shop",
    phone: "+91 98250 41764",
    note: "Boutiques, designers and hotels: we print yardage to order from 50 metres, in our blocks or yours, with samples in two weeks.",
  },
  social: {
    instagram: "https://www.instagram.com/chhaap.ajrakh/",
    facebook: "https://www.facebook.com/chhaap.ajrakh",
    youtube: "https://www.youtube.com/@chhaap.ajrakh",
    pinterest: "https://www.pinterest.com/chhaapajrakh/",
  },
  bank: {
    accountName: "Chhaap Hand Block Prints LLP",
    accountNumber: "DEMO-0000-1234-5678",
    ifsc: "DEMO0001234",
    swift: "DEMOINBB",
    bankName: "Demo Bank of Kutch (fictional)",
    branch: "Station Road, Bhuj",
    upiId: "chhaap@demo",
  },
};
