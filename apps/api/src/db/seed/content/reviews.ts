/**
 * Reviews of the demo shop, written by demo shoppers who never log in. Each names a product by slug
 * (its first colourway is reviewed), so the home block "Pieces with the warmest reviews" and the cards'
 * stars have something true to show.
 */
export interface ReviewerContent {
  name: string;
  lastName: string;
  email: string;
}

export interface ReviewContent {
  productSlug: string;
  /** Index into `reviewers`. */
  reviewer: number;
  rating: 1 | 2 | 3 | 4 | 5;
  review: string;
}

export const reviewers: ReviewerContent[] = [
  { name: "Kavita", lastName: "Sharma", email: "kavita.sharma@reviews.chhaap.shop" },
  { name: "Arjun", lastName: "Nair", email: "arjun.nair@reviews.chhaap.shop" },
  { name: "Nusrat", lastName: "Khan", email: "nusrat.khan@reviews.chhaap.shop" },
  { name: "Deepa", lastName: "Kulkarni", email: "deepa.kulkarni@reviews.chhaap.shop" },
  { name: "Hannah", lastName: "Becker", email: "hannah.becker@reviews.chhaap.shop" },
  { name: "Ritu", lastName: "Bhatia", email: "ritu.bhatia@reviews.chhaap.shop" },
  { name: "Sameer", lastName: "Joshi", email: "sameer.joshi@reviews.chhaap.shop" },
  { name: "Lucía", lastName: "Fernández", email: "lucia.fernandez@reviews.chhaap.shop" },
];

export const reviews: ReviewContent[] = [
  {
    productSlug: "gajji-silk-ajrakh-saree-with-zari-border",
    reviewer: 0,
    rating: 5,
    review:
      "Wore it to my cousin's wedding and three aunts asked where it was from. The zari border is fine, not heavy, and the madder has a depth that photos don't catch.",
  },
  {
    productSlug: "gajji-silk-ajrakh-saree-with-zari-border",
    reviewer: 2,
    rating: 5,
    review: "The gajji silk has a lovely sheen and falls well. Came with a note about the first wash, which I appreciated.",
  },
  {
    productSlug: "gajji-silk-ajrakh-saree-with-zari-border",
    reviewer: 5,
    rating: 4,
    review: "Beautiful print, slightly darker red than on my screen. Blouse piece was generous.",
  },
  {
    productSlug: "black-and-natural-white-ajrakh-mul-cotton-saree",
    reviewer: 3,
    rating: 5,
    review: "Feather-light mul, perfect for Pune summers. The black is a soft iron black, not harsh. My everyday favourite now.",
  },
  {
    productSlug: "black-and-natural-white-ajrakh-mul-cotton-saree",
    reviewer: 6,
    rating: 4,
    review:
      "Bought it for my mother. She loves how easy it is to drape. A little colour came out in the first wash, as the card said.",
  },
  {
    productSlug: "mustard-and-indigo-ajrakh-chanderi-suit-set",
    reviewer: 5,
    rating: 5,
    review: "The mustard is so cheerful and the chanderi dupatta is sheer without being flimsy. Stitching on the kurta is neat.",
  },
  {
    productSlug: "mustard-and-indigo-ajrakh-chanderi-suit-set",
    reviewer: 4,
    rating: 4,
    review: "Arrived in Hamburg in eight days, well packed. The size chart was accurate; I took an M.",
  },
  {
    productSlug: "leaf-green-ajrakh-mul-cotton-suit-set",
    reviewer: 0,
    rating: 5,
    review: "You rarely see green in Ajrakh. Soft, breathable and the palazzo has real pockets!",
  },
  {
    productSlug: "leaf-green-ajrakh-mul-cotton-suit-set",
    reviewer: 3,
    rating: 4,
    review: "Lovely set. The kurta runs a little long on me (I'm 5'2\"), but the tailor fixed it in ten minutes.",
  },
  {
    productSlug: "gajji-silk-ajrakh-dupatta-with-tassels",
    reviewer: 2,
    rating: 5,
    review: "Gifted this to my sister for Eid. The tassels are hand-knotted and the indigo is deep and even.",
  },
  {
    productSlug: "gajji-silk-ajrakh-dupatta-with-tassels",
    reviewer: 7,
    rating: 5,
    review: "I wear it as a scarf over a plain black dress. Everyone asks about it. Worth every rupee.",
  },
  {
    productSlug: "ajrakh-mandarin-collar-cotton-shirt",
    reviewer: 1,
    rating: 5,
    review: "Finally an Ajrakh shirt that fits like a proper shirt. Cotton softens nicely after a couple of washes.",
  },
  {
    productSlug: "ajrakh-mandarin-collar-cotton-shirt",
    reviewer: 6,
    rating: 4,
    review: "Good fit across the shoulders. The print lines aren't perfectly even, which is how you know it's hand-printed.",
  },
  {
    productSlug: "kharek-ajrakh-cotton-bedcover",
    reviewer: 4,
    rating: 5,
    review: "Heavy enough to use as a throw in winter. The dates-palm stripe looks wonderful in our living room.",
  },
  {
    productSlug: "kharek-stripe-ajrakh-mul-cotton-saree",
    reviewer: 5,
    rating: 5,
    review: "My third saree from Chhaap. The kharek stripe is classic and the mul is as airy as promised.",
  },
  {
    productSlug: "kharek-stripe-ajrakh-mul-cotton-saree",
    reviewer: 0,
    rating: 4,
    review: "Lovely and light. I wish it came with a fall already attached, but that's easy to get done.",
  },
  {
    productSlug: "kutch-indigo-ajrakh-modal-silk-saree",
    reviewer: 3,
    rating: 5,
    review: "The indigo is gorgeous, with little flecks of madder. Modal silk drapes like a dream and doesn't crush.",
  },
  {
    productSlug: "kutch-indigo-ajrakh-modal-silk-saree",
    reviewer: 2,
    rating: 5,
    review: "Ordered with cash on delivery, arrived in Lucknow in four days. Exactly as pictured.",
  },
  {
    productSlug: "kutch-indigo-ajrakh-modal-silk-saree",
    reviewer: 7,
    rating: 4,
    review: "Stunning piece. Shipping to Spain took nine days and customs were already paid.",
  },
  {
    productSlug: "angrakha-ajrakh-cotton-suit-set",
    reviewer: 5,
    rating: 4,
    review: "The angrakha tie is flattering and the cotton is thick enough not to need a lining.",
  },
  {
    productSlug: "unstitched-ajrakh-modal-silk-dress-material",
    reviewer: 3,
    rating: 5,
    review: "Plenty of fabric for a long kurta with sleeves. My tailor said the print placement made her job easy.",
  },
  {
    productSlug: "badam-buti-ajrakh-cotton-saree",
    reviewer: 6,
    rating: 4,
    review: "Bought for my wife's birthday. She says the cotton is soft and the little almond motifs are charming.",
  },
  {
    productSlug: "madder-red-ajrakh-mul-cotton-dupatta",
    reviewer: 2,
    rating: 5,
    review: "The red is warm, almost brick, and pairs with everything in my wardrobe.",
  },
  {
    productSlug: "ajrakh-cotton-canvas-tote-bag",
    reviewer: 1,
    rating: 4,
    review: "Sturdy canvas, fits a laptop and lunch. The inner pocket could be a little bigger.",
  },
  {
    productSlug: "ajrakh-cotton-canvas-tote-bag",
    reviewer: 4,
    rating: 5,
    review: "Carry it to the market every week. Still looks new after months of use.",
  },
  {
    productSlug: "indigo-ajrakh-cotton-cambric-fabric-by-the-metre",
    reviewer: 7,
    rating: 5,
    review: "Bought four metres for cushion covers. Consistent print across the length and very little shrinkage.",
  },
  {
    productSlug: "mustard-ajrakh-gajji-silk-saree",
    reviewer: 0,
    rating: 3,
    review: "Pretty colour, but gajji silk is warmer than I expected for summer. Will keep it for Diwali.",
  },
  {
    productSlug: "double-sided-ajrakh-modal-silk-saree",
    reviewer: 2,
    rating: 5,
    review: "You really can't tell which side is the front. A piece to keep for a lifetime.",
  },
];
