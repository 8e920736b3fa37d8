/**
 * Content of the home page blocks. Field names follow the public API,
 * including its spelling `tittle`/`subTittle`. Products are referenced by slug from catalog.ts;
 * the seeder resolves each slug to the product's first colourway (the API's `varient`).
 */
import type { HappyCustomerContent } from "./types.ts";

export interface CollectionBlockContent {
  tittle: string;
  subTittle: string;
  productSlugs: string[];
}

export type CollectionBlockName = "month" | "week" | "trending" | "mostSelling" | "mostLiked";

export interface HomeCollectionDetailContent {
  heading: string;
  subHeading: string;
  contents: string[];
  status: boolean;
}

export interface VideoContent {
  mainImg: string; // pattern key
  url: string;
  status: boolean;
}

export interface AboutContent {
  title: string;
  subTitle: string;
  description: string[];
  status: boolean;
}

export interface SpecialProductContent {
  tittle: string;
  subTittle: string;
  description: string;
  productSlug: string;
  status: boolean;
}

export interface TopMenuMessageContent {
  message: string;
  status: boolean;
}

export const collections: Record<CollectionBlockName, CollectionBlockContent> = {
  month: {
    tittle: "Products of the Month",
    subTittle: "Indigo season: fresh from the vats in Ajrakhpur",
    productSlugs: [
      "kutch-indigo-ajrakh-modal-silk-saree",
      "indigo-ajrakh-modal-silk-suit-set",
      "night-sky-ajrakh-modal-silk-saree",
      "indigo-ajrakh-modal-silk-dupatta",
      "indigo-ajrakh-cotton-a-line-kurta",
      "indigo-ajrakh-cotton-shirt-for-men",
      "indigo-ajrakh-cotton-double-bedsheet-with-pillow-covers",
      "indigo-ajrakh-modal-silk-stole",
    ],
  },
  week: {
    tittle: "Product of the Week",
    subTittle: "Madder reds for the wedding season",
    productSlugs: [
      "madder-red-jaal-ajrakh-modal-silk-saree",
      "madder-red-mul-cotton-suit-set",
      "gul-buta-ajrakh-modal-silk-saree",
      "champakali-yoke-modal-silk-suit-set",
      "madder-red-ajrakh-modal-silk-kurta",
      "madder-red-ajrakh-modal-silk-mens-kurta",
      "madder-red-ajrakh-king-size-bedsheet",
    ],
  },
  trending: {
    tittle: "Trending Now",
    subTittle: "What shoppers are opening most this week",
    productSlugs: [
      "mustard-ajrakh-gajji-silk-saree",
      "double-sided-ajrakh-modal-silk-saree",
      "jaal-ajrakh-linen-co-ord-suit-set",
      "ajrakh-and-bandhani-modal-silk-dupatta",
      "black-ajrakh-linen-shirt",
      "ajrakh-kalidar-cotton-skirt",
      "kala-cotton-ajrakh-stole",
      "ekdana-ajrakh-linen-saree",
      "champakali-ajrakh-chanderi-saree",
    ],
  },
  mostSelling: {
    tittle: "Most Selling",
    subTittle: "The pieces customers come back for",
    productSlugs: [
      "kharek-stripe-ajrakh-mul-cotton-saree",
      "kutch-indigo-ajrakh-modal-silk-saree",
      "angrakha-ajrakh-cotton-suit-set",
      "unstitched-ajrakh-modal-silk-dress-material",
      "badam-buti-ajrakh-cotton-saree",
      "madder-red-ajrakh-mul-cotton-dupatta",
      "ajrakh-cotton-canvas-tote-bag",
      "indigo-ajrakh-cotton-cambric-fabric-by-the-metre",
    ],
  },
  mostLiked: {
    tittle: "Most Liked",
    subTittle: "Pieces with the warmest reviews",
    productSlugs: [
      "gajji-silk-ajrakh-saree-with-zari-border",
      "black-and-natural-white-ajrakh-mul-cotton-saree",
      "mustard-and-indigo-ajrakh-chanderi-suit-set",
      "leaf-green-ajrakh-mul-cotton-suit-set",
      "gajji-silk-ajrakh-dupatta-with-tassels",
      "ajrakh-mandarin-collar-cotton-shirt",
      "kharek-ajrakh-cotton-bedcover",
    ],
  },
};

export const homeCollectionDetail: HomeCollectionDetailContent = {
  heading: "Ajrakh, printed by hand in Kutch",
  subHeading: "Sixteen stages, two dyes, one block at a time",
  contents: [
    "Every piece in this shop is printed in Ajrakhpur, the village near Bhuj founded by Khatri block printers after the 2001 earthquake, a few kilometres from Dhamadka where their families had worked for nearly four hundred years. The craft came with them from Sindh, and the name is often traced to azrak, the Arabic word for blue.",
    "A length of ajrakh passes through fourteen to sixteen stages before it is ready: scouring in saaj, a bath of harda, resist printing with lime and gum, iron-black outlines, clay and alum resists, indigo dipping, a madder or alizarin boil and a final wash in running water. It takes two to three weeks, and the small shifts in shade and line are how you can tell a hand-printed cloth from a screen print.",
  ],
  status: true,
};

/** Video ids are placeholders for the shop's own films; nothing is fetched while seeding. */
export const videos: VideoContent[] = [
  { mainImg: "indigo-video-printing-the-ajrakh-star", url: "https://www.youtube.com/watch?v=Qm3vKx7RtA2", status: true },
  { mainImg: "madder-video-the-madder-bath", url: "https://www.youtube.com/watch?v=hD8pLw4ZcN6", status: true },
];

export const happyCustomers: HappyCustomerContent[] = [
  {
    name: "Meera Iyer",
    place: "Chennai, India",
    review:
      "I bought the Kutch indigo modal silk saree for my sister's engagement and wore it again to a Carnatic concert a week later. It drapes like silk, weighs next to nothing, and three aunties asked where it came from.",
    image: "natural-customer-meera-iyer",
  },
  {
    name: "Rohan Desai",
    place: "Pune, India",
    review:
      "The indigo cotton shirt has become my Friday shirt at work. After a dozen washes the colour is still deep and the fabric is softer than when it arrived. Delivery to Pune took four days.",
    image: "indigo-customer-rohan-desai",
  },
  {
    name: "Farah Siddiqui",
    place: "Dubai, United Arab Emirates",
    review:
      "My grandmother wore ajrakh in Hyderabad, Sindh, and I had been looking for the real thing for years. The double-sided saree smells faintly of the dye when you open it, just as she described. Customs took two days and the parcel was perfectly packed.",
    image: "madder-customer-farah-siddiqui",
  },
  {
    name: "Anjali Mehta",
    place: "Ahmedabad, India",
    review:
      "I ordered the madder red suit set and an extra dupatta for my mother. The team answered my sizing question on WhatsApp within the hour and even sent a photo of the actual piece in daylight.",
    image: "mustard-customer-anjali-mehta",
  },
  {
    name: "Claire Dubois",
    place: "Lyon, France",
    review:
      "I visited Ajrakhpur in 2024 and regretted not buying more. The linen fabric by the metre arrived in Lyon in eight days; I made a summer dress and two cushion covers from four metres.",
    image: "leaf-customer-claire-dubois",
  },
  {
    name: "Priya Raman",
    place: "Singapore",
    review:
      "The gajji silk saree with the zari border was my wedding reception saree. The red is richer in person than in the photographs, and the care card that came with it told me exactly how to store it.",
    image: "madder-customer-priya-raman",
  },
  {
    name: "Sarah Whitfield",
    place: "Bristol, United Kingdom",
    review:
      "I bought the indigo double bedsheet as a housewarming gift and ended up ordering another for myself. It washes beautifully and the print makes the whole room feel calmer.",
    image: "indigo-customer-sarah-whitfield",
  },
];

export const about: AboutContent = {
  title: "About Chhaap",
  subTitle: "A family workshop in Ajrakhpur, Kutch",
  description: [
    "Chhaap means print. We are a small workshop of Khatri block printers in Ajrakhpur, near Bhuj, selling directly the cloth we print: sarees, suits, dupattas, shirts and household linen in indigo, madder red, iron black and natural white. Our families carried the craft from Sindh to Dhamadka on the Saran river and moved to Ajrakhpur after the 2001 earthquake.",
    "Everything is printed with carved wooden blocks made by block makers in Pethapur and dyed with natural dyes and mordants: harda, alum, iron, indigo and madder. Twenty-two printers, dyers and washers work with us year round on monthly wages, and the water from our dye baths is settled and reused in the fields behind the workshop.",
  ],
  status: true,
};

export const specialProduct: SpecialProductContent = {
  tittle: "The Double-Sided Ajrakh",
  subTittle: "Printed on both faces, the old Sindhi way",
  description:
    "Each block is placed twice, once on each face of the cloth, so the pallu looks finished from either side. Only a handful of these sarees leave the workshop each month.",
  productSlug: "double-sided-ajrakh-modal-silk-saree",
  status: true,
};

export const topMenuMessages: TopMenuMessageContent[] = [
  { message: "Free shipping across India on every order", status: true },
  { message: "Cash on delivery available across India", status: true },
  { message: "Hand block printed in Ajrakhpur, Kutch, with natural dyes", status: true },
  { message: "Worldwide delivery in 6 to 10 working days", status: true },
  { message: "Festive sale: up to 35% off madder red sarees", status: false },
];
