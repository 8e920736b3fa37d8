/**
 * The demo shop's catalogue: what a small Ajrakh workshop in Kutch would actually sell.
 * Product copy is written per piece; only the fabric care notes are shared, because the
 * care of a modal silk or a mul cotton does not change from one print to the next.
 */
import type { CategoryContent, ColourwayContent, HeaderCategoryContent, Palette, ProductContent, TagContent } from "./types.ts";

export const headerCategories: HeaderCategoryContent[] = [
  { name: "Women", categories: ["Sarees", "Suits", "Dress Material", "Dupattas", "Kurtas", "Skirts"] },
  { name: "Men", categories: ["Men's Shirts", "Men's Kurtas"] },
  { name: "Home & Fabric", categories: ["Bedsheets", "Fabric by the Metre"] },
  // Stoles are worn by everyone: an accessory, not menswear.
  { name: "Accessories", categories: ["Stoles", "Bags", "Face Masks"] },
];

export const categories: CategoryContent[] = [
  { name: "Sarees", slug: "sarees", garment: "saree", isTopCategory: true, image: "indigo-category-sarees", sizeChart: "Sarees" },
  { name: "Suits", slug: "suits", garment: "suit", isTopCategory: true, image: "madder-category-suits", sizeChart: "Womenswear" },
  {
    name: "Dress Material",
    slug: "dress-material",
    garment: "dress-material",
    isTopCategory: true,
    image: "black-category-dress-material",
    sizeChart: "Dress material",
  },
  {
    name: "Dupattas",
    slug: "dupattas",
    garment: "dupatta",
    isTopCategory: true,
    image: "mustard-category-dupattas",
    sizeChart: "Dupattas",
  },
  {
    name: "Kurtas",
    slug: "kurtas",
    garment: "kurta",
    isTopCategory: true,
    image: "leaf-category-kurtas",
    sizeChart: "Womenswear",
  },
  {
    name: "Skirts",
    slug: "skirts",
    garment: "skirt",
    isTopCategory: false,
    image: "madder-category-skirts",
    sizeChart: "Skirts",
  },
  {
    name: "Men's Shirts",
    slug: "mens-shirts",
    garment: "shirt",
    isTopCategory: true,
    image: "indigo-category-mens-shirts",
    sizeChart: "Men's shirts",
  },
  {
    name: "Men's Kurtas",
    slug: "mens-kurtas",
    garment: "kurta",
    isTopCategory: false,
    image: "black-category-mens-kurtas",
    sizeChart: "Men's kurtas",
  },
  {
    name: "Stoles",
    slug: "stoles",
    garment: "stole",
    isTopCategory: true,
    image: "natural-category-stoles",
    sizeChart: "Stoles",
  },
  {
    name: "Bedsheets",
    slug: "bedsheets",
    garment: "bedsheet",
    isTopCategory: true,
    image: "indigo-category-bedsheets",
    sizeChart: "Bed linen",
  },
  {
    name: "Fabric by the Metre",
    slug: "fabric-by-the-metre",
    garment: "fabric",
    isTopCategory: true,
    image: "madder-category-fabric-by-the-metre",
    sizeChart: "Fabric by the metre",
  },
  { name: "Bags", slug: "bags", garment: "bag", isTopCategory: false, image: "mustard-category-bags" },
  { name: "Face Masks", slug: "face-masks", garment: "mask", isTopCategory: false, image: "natural-category-face-masks" },
];

/** Taglinks are search text; the search document holds tag names too (db/search-document.ts). */
export const tags: TagContent[] = [
  { tag: "Natural Dyes", taglink: "natural dyes" },
  { tag: "Indigo", taglink: "indigo" },
  { tag: "Madder Red", taglink: "madder red" },
  { tag: "Black Ajrakh", taglink: "black ajrakh" },
  { tag: "Modal Silk", taglink: "modal silk" },
  { tag: "Mul Cotton", taglink: "mul cotton" },
  { tag: "Gajji Silk", taglink: "gajji silk" },
  { tag: "Chanderi", taglink: "chanderi" },
  { tag: "Linen", taglink: "linen" },
  { tag: "Bestsellers", taglink: "bestsellers" },
  { tag: "New Arrivals", taglink: "new arrivals" },
  { tag: "Gifts", taglink: "gifts" },
];

/** Stock follows quantity so the two cannot disagree: 0 is sold out, 1 to 4 is the low-stock band. */
function colourway(colour: string, palette: Palette, price: number, salePrice: number, quantity: number): ColourwayContent {
  const stock = quantity === 0 ? "out_of_stock" : quantity <= 4 ? "low_stock" : "in_stock";
  return { colour, palette, price, salePrice, stock, quantity };
}

/** Folded parcel sizes, measured on the packed piece. */
const PARCEL = {
  saree: { length: 36, width: 28, height: 5 },
  silkSaree: { length: 38, width: 30, height: 7 },
  suit: { length: 38, width: 30, height: 8 },
  dressMaterial: { length: 36, width: 28, height: 6 },
  dupatta: { length: 30, width: 24, height: 3 },
  kurta: { length: 34, width: 26, height: 4 },
  skirt: { length: 34, width: 26, height: 5 },
  shirt: { length: 32, width: 24, height: 4 },
  stole: { length: 26, width: 20, height: 3 },
  bedsheet: { length: 42, width: 34, height: 8 },
  fabric: { length: 30, width: 24, height: 3 },
  mask: { length: 20, width: 14, height: 2 },
};

const CARE = {
  modalSilk:
    "Modal silk, as the trade calls it, is a fine modal (beech-wood cellulose) cloth with a silky hand; it takes natural dyes deeply and drapes without stiffness. Dry clean for the first wash, then hand wash in cold water with a mild soap such as reetha, dry inside out in the shade and iron on the reverse.",
  gajjiSilk:
    "Gajji silk is a dense, lustrous mulberry silk satin long woven in Gujarat for bandhani and ajrakh. Dry clean only; store folded in muslin away from sunlight and refold it along new lines every few months so the silk does not crack at the creases.",
  mulCotton:
    "Mul cotton is a fine, open plain weave, feather-light and cool in an Indian summer. Hand wash separately in cold water for the first few washes, since natural dyes may release a little colour; dry in the shade and iron on medium heat.",
  cambric:
    "Cotton cambric is a close, smooth plain weave with enough body to hold a crisp print line and a tailored shape. Machine wash cold on a gentle cycle with similar colours, dry in the shade and iron on medium heat, inside out.",
  chanderi:
    "Chanderi, woven in Madhya Pradesh with a silk warp and a cotton weft, is sheer and light with a soft sheen. Dry clean for the first wash, then hand wash gently in cold water; never wring it, and dry flat in the shade.",
  linen:
    "Linen is strong and cool and grows softer with every wash; the slubs are part of the weave. Hand wash, or machine wash cold on a gentle cycle, dry in the shade and iron while still damp; some creasing is natural.",
  tussar:
    "Tussar is a wild silk with a natural gold-beige tone and a slightly uneven, textured weave. Dry clean only, store it wrapped in cotton and keep perfume off the fabric.",
  mashru:
    "Mashru is a satin weave with a silk face and a cotton back, woven so that only cotton touches the skin. Dry clean for the first wash; afterwards hand wash in cold water, dry in the shade and iron on the reverse.",
  rayon:
    "Rayon is a smooth, cool viscose that falls straight and moves well. Hand wash in cold water, do not wring or tumble dry, and iron on low heat on the reverse.",
  kalaCotton:
    "Kala cotton is an old-world, rain-fed cotton grown in Kutch without irrigation or pesticides and handwoven by Vankar weavers in Bhujodi; it is a little coarse at first and softens with use. Hand wash in cold water and dry in the shade.",
  kotaDoria:
    "Kota doria is a light, open weave from Kota in Rajasthan, recognisable by its small square checks (khat). Hand wash gently in cold water, dry flat in the shade and iron on low heat.",
  canvas:
    "Heavy cotton canvas, printed by hand and lined with plain cotton. Spot clean, or hand wash in cold water; reshape while damp and dry in the shade.",
  bedLinen:
    "Woven from 180-thread-count cotton, pre-washed so it will not shrink further. Wash the first time on its own in cold water, then machine wash at 30 °C with mild detergent; dry in the shade, since strong sun fades natural dyes over the years.",
};

const sarees: ProductContent[] = [
  {
    name: "Kutch Indigo Ajrakh Modal Silk Saree",
    slug: "kutch-indigo-ajrakh-modal-silk-saree",
    category: "Sarees",
    material: "Modal silk",
    weightKg: 0.55,
    dimensionsCm: PARCEL.saree,
    description:
      "Our signature saree: the classic ajrakh star printed as a close repeat, each eight-pointed taro set in its own square of indigo. A lahar border runs along both edges and the pallu is printed in bands of kharek. Modal silk falls in soft, weighty pleats, so it drapes as easily as cotton and catches light like silk.",
    details: `5.5 m saree with a 0.8 m running blouse piece in the same print. Printed by hand in Ajrakhpur over fourteen stages: harda mordant, lime and gum resist, iron-black outlines, then indigo and alizarin baths. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Indigo", "Modal Silk", "Bestsellers"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 6800, 5780, 22),
      colourway("Indigo and Black", "indigo", 6800, 6120, 14),
      colourway("Madder Red and Indigo", "madder", 6800, 5780, 3),
    ],
  },
  {
    name: "Madder Red Jaal Ajrakh Modal Silk Saree",
    slug: "madder-red-jaal-ajrakh-modal-silk-saree",
    category: "Sarees",
    material: "Modal silk",
    weightKg: 0.55,
    dimensionsCm: PARCEL.saree,
    description:
      "A trellis jaal of interlocking lotus buds covers the body of this saree, printed in alum so the madder bath turns every bud a deep, warm red. The pallu switches to broad stripes of black and red, and the blouse piece carries the jaal alone.",
    details: `5.5 m saree with a 0.8 m blouse piece. The red comes from alizarin, the dye of the madder root, fixed with alum; the black is scrap iron fermented with jaggery. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Madder Red", "Modal Silk"],
    colourways: [
      colourway("Madder Red", "madder", 6400, 5440, 18),
      colourway("Madder Red and Black", "madder", 6400, 6400, 11),
      colourway("Rust and Indigo", "madder", 6400, 4990, 0),
    ],
  },
  {
    name: "Black and Natural White Ajrakh Mul Cotton Saree",
    slug: "black-and-natural-white-ajrakh-mul-cotton-saree",
    category: "Sarees",
    material: "Mul cotton",
    weightKg: 0.45,
    dimensionsCm: PARCEL.saree,
    description:
      "An everyday saree in the plainest ajrakh palette: crisp iron-black outlines on a cloth left white where lime and gum resisted the dye. The small ekdana dots across the body keep it quiet enough for the office, and the printed lahar border gives the fall some weight.",
    details: `5.5 m saree without blouse piece. The black, called kat by the printers, is scrap iron fermented with jaggery for weeks and thickened with tamarind seed flour, printed over the harda mordant. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Black Ajrakh", "Mul Cotton"],
    colourways: [
      colourway("Black and Natural White", "black", 2600, 2210, 34),
      colourway("Natural White and Indigo", "natural", 2600, 2210, 19),
      colourway("Black and Madder Red", "black", 2600, 2340, 4),
    ],
  },
  {
    name: "Gajji Silk Ajrakh Saree with Zari Border",
    slug: "gajji-silk-ajrakh-saree-with-zari-border",
    category: "Sarees",
    material: "Gajji silk",
    weightKg: 0.75,
    dimensionsCm: PARCEL.silkSaree,
    description:
      "A wedding saree in lustrous gajji silk with a woven gold zari border, printed in the full ajrakh field of stars, jaal and champakali. Silk takes the madder bath more slowly than cotton, so every piece goes through the dye twice for depth. Made in small lots; each one differs a little in shade.",
    details: `5.5 m saree with a 0.9 m plain gajji blouse piece, packed in a cloth box. Printed in Ajrakhpur on both the body and pallu, then finished with a light hand wash in running water. The zari border is wrapped and kept out of every bath, so the metal thread keeps its shine while the silk takes indigo and alizarin. ${CARE.gajjiSilk}`,
    tags: ["Natural Dyes", "Gajji Silk", "Madder Red", "Gifts"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 13800, 12420, 9),
      colourway("Black and Madder Red", "black", 13800, 12420, 2),
      colourway("Leaf Green and Madder Red", "leaf", 13800, 13800, 0),
    ],
  },
  {
    name: "Mustard Ajrakh Gajji Silk Saree",
    slug: "mustard-ajrakh-gajji-silk-saree",
    category: "Sarees",
    material: "Gajji silk",
    weightKg: 0.72,
    dimensionsCm: PARCEL.silkSaree,
    description:
      "Mustard is the rarest ground in the workshop: the yellow comes from pomegranate rind over harda and fades if rushed, so these sarees are dyed in the dry months only. Fine badam motifs sit in a diagonal grid, and the pallu closes with a wide indigo band printed with the ajrakh star.",
    details: `5.5 m saree with a 0.9 m blouse piece. The indigo border is resisted with gach, a paste of clay, alum and millet flour, before the cloth goes into the vat. ${CARE.gajjiSilk}`,
    tags: ["Natural Dyes", "Gajji Silk", "Gifts"],
    colourways: [
      colourway("Mustard and Indigo", "mustard", 12400, 10540, 10),
      colourway("Mustard and Black", "mustard", 12400, 11160, 3),
    ],
  },
  {
    name: "Champakali Ajrakh Chanderi Saree",
    slug: "champakali-ajrakh-chanderi-saree",
    category: "Sarees",
    material: "Chanderi",
    weightKg: 0.45,
    dimensionsCm: PARCEL.saree,
    description:
      "Named for the champakali, the champa-bud necklace that the motif copies, this saree scatters small rows of buds across sheer chanderi. The light ground leaves much of the cloth open, so the print reads almost like embroidery. A good choice for day functions and warm evenings.",
    details: `5.5 m saree with a 0.8 m blouse piece. Chanderi is printed on a padded table with lighter blocks than cotton so the fine weave is not crushed. The buds are printed in alum and iron on a harda ground, and one alizarin boil turns them red and black together. ${CARE.chanderi}`,
    tags: ["Natural Dyes", "Chanderi", "New Arrivals"],
    colourways: [
      colourway("Natural White and Indigo", "natural", 5200, 4420, 16),
      colourway("Madder Red and Natural White", "madder", 5200, 4420, 12),
      colourway("Mustard and Madder Red", "mustard", 5200, 4680, 1),
    ],
  },
  {
    name: "Kharek Stripe Ajrakh Mul Cotton Saree",
    slug: "kharek-stripe-ajrakh-mul-cotton-saree",
    category: "Sarees",
    material: "Mul cotton",
    weightKg: 0.45,
    dimensionsCm: PARCEL.saree,
    description:
      "Kharek means dates in Kutchi, and this old stripe takes its name from the rows of dried dates it resembles. Printed on soft mul cotton in a single dominant dye, it is the saree our customers buy in more than one colour.",
    details: `5.5 m saree with a 0.8 m blouse piece. Stripes are printed by hand, block beside block, so small joins in the line show where each impression meets the next. Each colourway is a single dye, indigo, alizarin or iron, laid over the harda mordant; the leaf green is indigo dipped over pomegranate yellow. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Mul Cotton", "Bestsellers"],
    colourways: [
      colourway("Indigo", "indigo", 2900, 2320, 28),
      colourway("Madder Red", "madder", 2900, 2320, 24),
      colourway("Black and Natural White", "black", 2900, 2460, 15),
      colourway("Leaf Green", "leaf", 2900, 2460, 0),
    ],
  },
  {
    name: "Double-Sided Ajrakh Modal Silk Saree",
    slug: "double-sided-ajrakh-modal-silk-saree",
    category: "Sarees",
    material: "Modal silk",
    weightKg: 0.6,
    dimensionsCm: PARCEL.saree,
    description:
      "Printed on both faces of the cloth in register, the way ajrakh was printed in Sindh, so the pallu looks finished from whichever side it falls. Lining up every block on the reverse doubles the printing time; a master printer completes two such sarees a week.",
    details: `5.5 m saree with a 0.8 m blouse piece. Both faces go through every resist stage separately before the indigo and madder baths. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk", "Indigo", "Gifts"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 8900, 8010, 9),
      colourway("Black and Madder Red", "black", 8900, 8010, 4),
    ],
  },
  {
    name: "Lahar Border Ajrakh Tussar Silk Saree",
    slug: "lahar-border-ajrakh-tussar-silk-saree",
    category: "Sarees",
    material: "Tussar silk",
    weightKg: 0.62,
    dimensionsCm: PARCEL.silkSaree,
    description:
      "The natural gold of tussar is left showing in the body, with only a wide lahar, the wave border, printed along each edge in indigo and black. It is the most restrained saree in the collection and one of the most striking in daylight.",
    details: `5.5 m saree with a 0.8 m blouse piece. Tussar is scoured gently so its own colour survives; the wave border is resisted before dyeing. ${CARE.tussar}`,
    tags: ["Natural Dyes", "Indigo"],
    colourways: [
      colourway("Natural Tussar and Indigo", "natural", 9600, 8640, 8),
      colourway("Madder Red and Black", "madder", 9600, 8640, 8),
      colourway("Indigo", "indigo", 9600, 7680, 0),
    ],
  },
  {
    name: "Ekdana Ajrakh Linen Saree",
    slug: "ekdana-ajrakh-linen-saree",
    category: "Sarees",
    material: "Linen",
    weightKg: 0.58,
    dimensionsCm: PARCEL.saree,
    description:
      "Ekdana, the single seed, is the smallest block in the workshop: one dot, printed thousands of times across this linen saree. The body stays calm and the pallu opens into a full ajrakh square. Linen keeps it cool and gives the drape a little structure.",
    details: `5.5 m saree with a 0.8 m blouse piece. Linen is soaked longer in harda than cotton so the iron-black and alizarin take evenly. ${CARE.linen}`,
    tags: ["Natural Dyes", "Linen", "Indigo"],
    colourways: [
      colourway("Indigo and Natural White", "indigo", 4800, 4080, 17),
      colourway("Black and Natural White", "black", 4800, 4320, 13),
      colourway("Leaf Green and Indigo", "leaf", 4800, 4080, 2),
    ],
  },
  {
    name: "Badam Buti Ajrakh Cotton Saree",
    slug: "badam-buti-ajrakh-cotton-saree",
    category: "Sarees",
    material: "Mul cotton",
    weightKg: 0.46,
    dimensionsCm: PARCEL.saree,
    description:
      "Small badam, the almond motif that became the paisley, are printed in staggered rows across this cotton saree. A first ajrakh for many of our customers: light, easy to wear and easy to wash.",
    details: `5.5 m saree without blouse piece. Each badam is printed in three blocks, outline, resist and fill, one over the other. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Mul Cotton", "Madder Red"],
    colourways: [
      colourway("Madder Red and Indigo", "madder", 2400, 2040, 31),
      colourway("Mustard and Black", "mustard", 2400, 2040, 12),
      colourway("Indigo and Natural White", "indigo", 2400, 2400, 20),
    ],
  },
  {
    name: "Mashru Ajrakh Saree",
    slug: "mashru-ajrakh-saree",
    category: "Sarees",
    material: "Mashru",
    weightKg: 0.68,
    dimensionsCm: PARCEL.saree,
    description:
      "Mashru, a satin with a silk face and cotton back, was woven so that only cotton touched the skin. Printed with a bold ajrakh square and a jaal pallu, the satin face gives the dyes a glow that cotton alone never has.",
    details: `5.5 m saree with a 0.8 m blouse piece. The mashru is woven in Gujarat and printed in Ajrakhpur; the satin face is printed first and the dyes pass through to the cotton back. ${CARE.mashru}`,
    tags: ["Natural Dyes", "Madder Red", "New Arrivals"],
    colourways: [
      colourway("Madder Red and Indigo", "madder", 7800, 6630, 10),
      colourway("Indigo and Mustard", "indigo", 7800, 7020, 3),
    ],
  },
  {
    name: "Night Sky Ajrakh Modal Silk Saree",
    slug: "night-sky-ajrakh-modal-silk-saree",
    category: "Sarees",
    material: "Modal silk",
    weightKg: 0.55,
    dimensionsCm: PARCEL.saree,
    description:
      "A dark field of indigo and iron-black printed with small white stars, the ajrakh taro at its simplest. The cloth goes into the indigo vat three times to reach this depth. Hand-knotted tassels finish the pallu.",
    details: `5.5 m saree with a 0.8 m blouse piece and tasselled pallu. The white stars are kept by a lime and gum resist printed before any dye touches the cloth. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Black Ajrakh", "Modal Silk", "Bestsellers"],
    colourways: [
      colourway("Black and Indigo", "black", 5900, 5020, 21),
      colourway("Indigo and Natural White", "indigo", 5900, 5020, 16),
      colourway("Black and Madder Red", "black", 5900, 5310, 0),
    ],
  },
  {
    name: "Gul Buta Ajrakh Modal Silk Saree",
    slug: "gul-buta-ajrakh-modal-silk-saree",
    category: "Sarees",
    material: "Modal silk",
    weightKg: 0.55,
    dimensionsCm: PARCEL.saree,
    description:
      "Large gul, flower heads of eight petals, spaced wide on a madder ground so the saree reads from across a room. The border is a narrow chain of buds and the pallu repeats the flower in mustard.",
    details: `5.5 m saree with a 0.8 m blouse piece. Alum is printed only where the flowers should turn red, so a single madder bath gives both the deep red and the paler ground. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk", "Madder Red"],
    colourways: [
      colourway("Madder Red and Mustard", "madder", 5600, 4760, 14),
      colourway("Leaf Green and Madder Red", "leaf", 5600, 5040, 9),
    ],
  },
];

const suits: ProductContent[] = [
  {
    name: "Madder Red Mul Cotton Suit Set",
    slug: "madder-red-mul-cotton-suit-set",
    category: "Suits",
    material: "Mul cotton",
    weightKg: 0.8,
    dimensionsCm: PARCEL.suit,
    description:
      "A straight kurta printed all over in a madder jaal, with a matching pant and a mul dupatta finished in kharek stripes. Light enough for summer, and the red deepens a little with the first few washes.",
    details: `Three pieces: calf-length straight kurta with side slits and a round neck, elasticated pant with a drawstring, 2.25 m dupatta. The red is alizarin fixed on alum; the kurta is stitched in Bhuj after printing. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Madder Red", "Mul Cotton", "Bestsellers"],
    colourways: [
      colourway("Madder Red", "madder", 3400, 2720, 26),
      colourway("Madder Red and Indigo", "madder", 3400, 2720, 18),
      colourway("Rust and Black", "madder", 3400, 2890, 3),
    ],
  },
  {
    name: "Indigo Ajrakh Modal Silk Suit Set",
    slug: "indigo-ajrakh-modal-silk-suit-set",
    category: "Suits",
    material: "Modal silk",
    weightKg: 0.9,
    dimensionsCm: PARCEL.suit,
    description:
      "The full ajrakh square on the kurta, a plain indigo pant, and a dupatta printed with the star field and a lahar border. Modal silk makes the set dressy enough for evenings without the weight of a silk suit.",
    details: `Three pieces: A-line kurta with a V-neck and three-quarter sleeves, straight pant, 2.5 m modal silk dupatta. Printed in Ajrakhpur through harda, lime resist, iron black, indigo and alizarin. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Indigo", "Modal Silk", "New Arrivals"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 5800, 4930, 15),
      colourway("Indigo and Black", "indigo", 5800, 5220, 12),
      colourway("Indigo and Natural White", "indigo", 5800, 4930, 0),
    ],
  },
  {
    name: "Black Ajrakh Cotton Cambric Suit Set",
    slug: "black-ajrakh-cotton-cambric-suit-set",
    category: "Suits",
    material: "Cotton cambric",
    weightKg: 0.95,
    dimensionsCm: PARCEL.suit,
    description:
      "A crisp cambric kurta in black and white ajrakh with a printed yoke, paired with a solid black pant and a cotton dupatta. The kind of suit that travels well and needs little ironing.",
    details: `Three pieces: straight kurta with a mandarin collar and placket, straight pant with pockets, 2.25 m cotton dupatta. The black is iron printed on harda, which turns the yellowish cloth a deep black where it lands. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Black Ajrakh", "New Arrivals"],
    colourways: [
      colourway("Black and Natural White", "black", 2800, 2380, 30),
      colourway("Black and Madder Red", "black", 2800, 2520, 17),
    ],
  },
  {
    name: "Mustard and Indigo Ajrakh Chanderi Suit Set",
    slug: "mustard-and-indigo-ajrakh-chanderi-suit-set",
    category: "Suits",
    material: "Chanderi",
    weightKg: 0.75,
    dimensionsCm: PARCEL.suit,
    description:
      "Mustard chanderi kurta with small indigo champakali buds, lined in soft cotton, with an indigo pant and a sheer printed dupatta. Festive without any embellishment but the print.",
    details: `Three pieces: lined straight kurta with a round neck, cotton pant, 2.5 m chanderi dupatta. The mustard is pomegranate rind over harda; the indigo is resisted around the buds. ${CARE.chanderi}`,
    tags: ["Natural Dyes", "Chanderi", "Indigo", "New Arrivals"],
    colourways: [
      colourway("Mustard and Indigo", "mustard", 4900, 4170, 11),
      colourway("Mustard and Madder Red", "mustard", 4900, 4410, 4),
    ],
  },
  {
    name: "Kharek Ajrakh Rayon Kurta and Palazzo Suit Set",
    slug: "kharek-ajrakh-rayon-kurta-and-palazzo-suit-set",
    category: "Suits",
    material: "Rayon",
    weightKg: 0.7,
    dimensionsCm: PARCEL.suit,
    description:
      "Kharek stripes run the length of a flowing rayon kurta, and the wide palazzo picks up the ajrakh star. Cool and quick to dry; the set most often chosen for travel.",
    details: `Three pieces: flared kurta with a round neck, wide palazzo with an elasticated waist, 2.25 m rayon dupatta. Rayon takes natural dyes a shade lighter than cotton, so the indigo is dipped an extra time. ${CARE.rayon}`,
    tags: ["Natural Dyes", "Indigo"],
    colourways: [
      colourway("Indigo", "indigo", 2400, 1920, 33),
      colourway("Black and Madder Red", "black", 2400, 1920, 22),
      colourway("Leaf Green", "leaf", 2400, 2160, 0),
    ],
  },
  {
    name: "Champakali Yoke Modal Silk Suit Set",
    slug: "champakali-yoke-modal-silk-suit-set",
    category: "Suits",
    material: "Modal silk",
    weightKg: 0.9,
    dimensionsCm: PARCEL.suit,
    description:
      "A kurta with a deep yoke printed in rows of champakali, the body left in a quieter jaal, and a dupatta finished with tassels. Our most requested set for weddings in the family.",
    details: `Three pieces: kurta with a yoke and gathered body, churidar-cut pant, 2.5 m modal silk dupatta with hand-knotted tassels. Yoke and body are printed as separate panels and matched when stitched. Both are printed with lime resist and iron black, then dyed together in indigo and alizarin so the shades match. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk", "Madder Red", "Gifts"],
    colourways: [
      colourway("Madder Red and Indigo", "madder", 6200, 5270, 9),
      colourway("Black and Mustard", "black", 6200, 5580, 9),
    ],
  },
  {
    name: "Leaf Green Ajrakh Mul Cotton Suit Set",
    slug: "leaf-green-ajrakh-mul-cotton-suit-set",
    category: "Suits",
    material: "Mul cotton",
    weightKg: 0.8,
    dimensionsCm: PARCEL.suit,
    description:
      "There is no green dye in ajrakh: this leaf green is indigo laid over a pomegranate yellow, and no two batches match exactly. The kurta carries a soft jaal and the dupatta a madder lahar border.",
    details: `Three pieces: straight kurta with a notched neck, straight pant, 2.25 m mul dupatta. Because the green is a double dye, it is made only a few times a year. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Mul Cotton"],
    colourways: [
      colourway("Leaf Green and Madder Red", "leaf", 3200, 2720, 13),
      colourway("Leaf Green and Black", "leaf", 3200, 2880, 2),
    ],
  },
  {
    name: "Angrakha Ajrakh Cotton Suit Set",
    slug: "angrakha-ajrakh-cotton-suit-set",
    category: "Suits",
    material: "Cotton cambric",
    weightKg: 0.95,
    dimensionsCm: PARCEL.suit,
    description:
      "An angrakha kurta, wrapped across the chest and tied at the side, in a bold ajrakh square with a plain border at the hem. The wrap is faced inside so the ties sit flat, and the pant is cut straight to balance the flare.",
    details: `Three pieces: angrakha kurta with side ties, straight pant, 2.25 m cotton dupatta. The border stays plain because it is covered with gach, the clay resist, through the indigo bath. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo", "Bestsellers"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 3600, 2880, 24),
      colourway("Madder Red and Black", "madder", 3600, 3060, 14),
      colourway("Natural White and Indigo", "natural", 3600, 3240, 1),
    ],
  },
  {
    name: "Gajji Silk Ajrakh Suit Set",
    slug: "gajji-silk-ajrakh-suit-set",
    category: "Suits",
    material: "Gajji silk",
    weightKg: 1.05,
    dimensionsCm: PARCEL.suit,
    description:
      "A gajji silk kurta printed in the classic star and jaal, with a cotton silk pant and a modal silk dupatta. The sheen of the silk makes the madder glow; a set for festivals and receptions.",
    details: `Three pieces: lined kurta with a round neck and slit sleeves, cotton silk pant, 2.5 m modal silk dupatta. Packed in a cloth box. The kurta is mordanted in harda, printed in iron black and alum, dipped in indigo and boiled with alizarin. ${CARE.gajjiSilk}`,
    tags: ["Natural Dyes", "Gajji Silk", "Gifts"],
    colourways: [
      colourway("Madder Red and Black", "madder", 6500, 5850, 8),
      colourway("Indigo and Madder Red", "indigo", 6500, 5850, 0),
    ],
  },
  {
    name: "Jaal Ajrakh Linen Co-ord Suit Set",
    slug: "jaal-ajrakh-linen-co-ord-suit-set",
    category: "Suits",
    material: "Linen",
    weightKg: 0.85,
    dimensionsCm: PARCEL.suit,
    description:
      "A short linen kurta and a matching straight pant in one continuous jaal, with a plain linen stole instead of a dupatta. Wears as a suit at home and as a co-ord in the city.",
    details: `Three pieces: hip-length kurta with pockets, straight pant with an elasticated back, 2 m linen stole. Linen is pre-washed before printing to keep the pattern from shrinking out of line. The jaal is printed in lime and gum resist before the indigo vat, which leaves its lines in natural white. ${CARE.linen}`,
    tags: ["Natural Dyes", "Linen", "New Arrivals"],
    colourways: [
      colourway("Indigo and Natural White", "indigo", 4200, 3570, 16),
      colourway("Black and Madder Red", "black", 4200, 3780, 10),
      colourway("Mustard and Black", "mustard", 4200, 3570, 4),
    ],
  },
];

const dressMaterials: ProductContent[] = [
  {
    name: "Unstitched Ajrakh Modal Silk Dress Material",
    slug: "unstitched-ajrakh-modal-silk-dress-material",
    category: "Dress Material",
    material: "Modal silk",
    weightKg: 0.75,
    dimensionsCm: PARCEL.dressMaterial,
    description:
      "Three lengths of modal silk for your own tailor: a kurta piece in the ajrakh star, a bottom in a small jaal, and a dupatta that brings both together. Generous lengths leave room for a flared or a straight cut.",
    details: `Kurta 2.5 m, bottom 2.5 m, dupatta 2.5 m, all 44 inches wide. Each piece is printed separately and dyed in the same baths so the colours match. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk", "Bestsellers"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 4200, 3570, 20),
      colourway("Black and Madder Red", "black", 4200, 3570, 14),
      colourway("Mustard and Indigo", "mustard", 4200, 3780, 0),
    ],
  },
  {
    name: "Ajrakh Mul Cotton Dress Material",
    slug: "ajrakh-mul-cotton-dress-material",
    category: "Dress Material",
    material: "Mul cotton",
    weightKg: 0.7,
    dimensionsCm: PARCEL.dressMaterial,
    description:
      "Unstitched summer set in soft mul: a kurta length in badam buti, a plain bottom in the ground colour and a dupatta printed with a double lahar. Easy to sew and easy to wear.",
    details: `Kurta 2.5 m, bottom 2.5 m, dupatta 2.25 m, 44 inches wide. The plain bottom is dyed in the same vat as the printed pieces. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Mul Cotton"],
    colourways: [
      colourway("Madder Red and Indigo", "madder", 2400, 2040, 27),
      colourway("Indigo", "indigo", 2400, 2040, 19),
      colourway("Black and Natural White", "black", 2400, 2160, 3),
    ],
  },
  {
    name: "Chanderi Ajrakh Dress Material",
    slug: "chanderi-ajrakh-dress-material",
    category: "Dress Material",
    material: "Chanderi",
    weightKg: 0.6,
    dimensionsCm: PARCEL.dressMaterial,
    description:
      "A sheer chanderi kurta length with a printed border along one selvedge, ready to be placed at the hem, a cotton bottom and a chanderi dupatta. The border is what makes this set: ask your tailor to keep it whole.",
    details: `Kurta 2.5 m chanderi, bottom 2.5 m cotton, dupatta 2.5 m chanderi. Use a cotton lining for the kurta; the chanderi is semi-sheer. The border is resisted with lime and gum, and the ground dyed in one bath of alizarin or indigo. ${CARE.chanderi}`,
    tags: ["Natural Dyes", "Chanderi"],
    colourways: [
      colourway("Natural White and Madder Red", "natural", 3800, 3230, 12),
      colourway("Indigo and Mustard", "indigo", 3800, 3420, 8),
    ],
  },
  {
    name: "Gajji Silk Ajrakh Dress Material",
    slug: "gajji-silk-ajrakh-dress-material",
    category: "Dress Material",
    material: "Gajji silk",
    weightKg: 0.85,
    dimensionsCm: PARCEL.dressMaterial,
    description:
      "Gajji silk kurta fabric in the full ajrakh square, with a cotton silk bottom and a modal silk dupatta. Cut it into an anarkali and the satin sheen does the rest.",
    details: `Kurta 2.5 m gajji silk, bottom 2.5 m cotton silk, dupatta 2.5 m modal silk. Each kurta length is printed from a single set of blocks, so the repeat runs unbroken. Dyed with indigo and alizarin over a harda mordant, with iron-black outlines. ${CARE.gajjiSilk}`,
    tags: ["Natural Dyes", "Gajji Silk", "Madder Red"],
    colourways: [
      colourway("Madder Red and Black", "madder", 5500, 4680, 9),
      colourway("Leaf Green and Madder Red", "leaf", 5500, 4950, 2),
    ],
  },
  {
    name: "Cotton Cambric Ajrakh Dress Material",
    slug: "cotton-cambric-ajrakh-dress-material",
    category: "Dress Material",
    material: "Cotton cambric",
    weightKg: 0.9,
    dimensionsCm: PARCEL.dressMaterial,
    description:
      "Cambric is the cloth the Khatri printers themselves reach for: it holds the finest line of the kat block. This set pairs a dense geometric kurta length with a kharek bottom and a mul dupatta.",
    details: `Kurta 2.5 m, bottom 2.5 m cambric, dupatta 2.25 m mul cotton. The cambric is washed after printing to remove every trace of the resist paste. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo"],
    colourways: [
      colourway("Indigo and Black", "indigo", 2200, 1870, 24),
      colourway("Madder Red and Mustard", "madder", 2200, 1870, 15),
      colourway("Black and Madder Red", "black", 2200, 2200, 11),
    ],
  },
];

const dupattas: ProductContent[] = [
  {
    name: "Indigo Ajrakh Modal Silk Dupatta",
    slug: "indigo-ajrakh-modal-silk-dupatta",
    category: "Dupattas",
    material: "Modal silk",
    weightKg: 0.25,
    dimensionsCm: PARCEL.dupatta,
    description:
      "The ajrakh star in a deep indigo field with a madder border, sized to lift a plain white kurta. Soft enough to wear as a stole in winter.",
    details: `2.5 m x 1.1 m with hand-rolled edges. Printed through the full sequence of harda, resist, iron black, indigo and alizarin. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Indigo", "Modal Silk", "Gifts"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 2200, 1760, 29),
      colourway("Indigo and Black", "indigo", 2200, 1870, 17),
      colourway("Indigo and Natural White", "indigo", 2200, 1870, 0),
    ],
  },
  {
    name: "Madder Red Ajrakh Mul Cotton Dupatta",
    slug: "madder-red-ajrakh-mul-cotton-dupatta",
    category: "Dupattas",
    material: "Mul cotton",
    weightKg: 0.2,
    dimensionsCm: PARCEL.dupatta,
    description:
      "A light madder dupatta printed with small jaal and finished with a kharek pallu at each end. The simplest way to add a little ajrakh to what you already wear.",
    details: `2.25 m x 1 m. Red from alizarin on an alum mordant, with iron-black outlines. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Madder Red", "Mul Cotton"],
    colourways: [colourway("Madder Red", "madder", 1100, 990, 38), colourway("Madder Red and Black", "madder", 1100, 940, 21)],
  },
  {
    name: "Gajji Silk Ajrakh Dupatta with Tassels",
    slug: "gajji-silk-ajrakh-dupatta-with-tassels",
    category: "Dupattas",
    material: "Gajji silk",
    weightKg: 0.32,
    dimensionsCm: PARCEL.dupatta,
    description:
      "Lustrous gajji silk printed edge to edge in ajrakh squares, finished with tassels knotted by hand. Wear it over a plain silk kurta and let it carry the outfit.",
    details: `2.5 m x 1.1 m. Silk is mordanted and dyed more slowly than cotton; this dupatta takes about three weeks from first wash to final rinse. ${CARE.gajjiSilk}`,
    tags: ["Natural Dyes", "Gajji Silk", "Gifts"],
    colourways: [
      colourway("Black and Madder Red", "black", 2800, 2520, 8),
      colourway("Indigo and Madder Red", "indigo", 2800, 2520, 4),
    ],
  },
  {
    name: "Chanderi Ajrakh Dupatta",
    slug: "chanderi-ajrakh-dupatta",
    category: "Dupattas",
    material: "Chanderi",
    weightKg: 0.18,
    dimensionsCm: PARCEL.dupatta,
    description:
      "Sheer chanderi printed in a sparse ajrakh grid so light comes through between the motifs. A finishing layer for festive suits.",
    details: `2.5 m x 1 m. The open weave is printed with lighter blocks to avoid crushing the threads. Coloured with indigo, pomegranate-rind yellow and alizarin, each fixed with its own natural mordant. ${CARE.chanderi}`,
    tags: ["Natural Dyes", "Chanderi"],
    colourways: [
      colourway("Natural White and Indigo", "natural", 1800, 1530, 18),
      colourway("Mustard and Madder Red", "mustard", 1800, 1620, 12),
      colourway("Madder Red and Black", "madder", 1800, 1530, 2),
    ],
  },
  {
    name: "Kota Doria Ajrakh Dupatta",
    slug: "kota-doria-ajrakh-dupatta",
    category: "Dupattas",
    material: "Kota doria",
    weightKg: 0.16,
    dimensionsCm: PARCEL.dupatta,
    description:
      "Kota doria's small woven checks sit under an ajrakh print of stars and kharek, so the dupatta has two patterns at two scales. Airy and crisp in the heat.",
    details: `2.5 m x 1 m. Kota doria is woven in Rajasthan and printed in Ajrakhpur. The yellow is pomegranate rind over harda; the green is indigo dipped over that yellow. ${CARE.kotaDoria}`,
    tags: ["Natural Dyes", "New Arrivals"],
    colourways: [
      colourway("Mustard and Indigo", "mustard", 1400, 1190, 16),
      colourway("Leaf Green and Madder Red", "leaf", 1400, 1260, 0),
    ],
  },
  {
    name: "Ajrakh and Bandhani Modal Silk Dupatta",
    slug: "ajrakh-and-bandhani-modal-silk-dupatta",
    category: "Dupattas",
    material: "Modal silk",
    weightKg: 0.25,
    dimensionsCm: PARCEL.dupatta,
    description:
      "Two crafts of Kutch on one cloth: an ajrakh border printed in Ajrakhpur, and a centre tied and dyed in bandhani dots by hand. Each dot is pinched and bound with thread before dyeing, so no two pieces are identical.",
    details: `2.5 m x 1.1 m. The bandhani centre is dyed after the ajrakh printing, with the printed border wrapped to protect it. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk", "Madder Red", "Bestsellers"],
    colourways: [
      colourway("Black and Madder Red", "black", 2600, 2210, 14),
      colourway("Indigo and Madder Red", "indigo", 2600, 2210, 10),
      colourway("Madder Red and Mustard", "madder", 2600, 2340, 3),
    ],
  },
];

const kurtas: ProductContent[] = [
  {
    name: "Indigo Ajrakh Cotton A-Line Kurta",
    slug: "indigo-ajrakh-cotton-a-line-kurta",
    category: "Kurtas",
    material: "Cotton cambric",
    weightKg: 0.32,
    dimensionsCm: PARCEL.kurta,
    description:
      "An A-line kurta in indigo ajrakh with side pockets and a plain facing at the neck. Pairs with white pants or jeans and holds its shape through a long day.",
    details: `Knee length, round neck, three-quarter sleeves, pockets in both side seams. Printed before cutting, so the pattern runs across the seams as it falls. The indigo is dipped and aired three times to reach its depth, with madder picked out in alum before the boil. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo", "Bestsellers"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 1900, 1520, 36),
      colourway("Indigo and Natural White", "indigo", 1900, 1620, 22),
      colourway("Indigo and Black", "indigo", 1900, 1900, 14),
    ],
  },
  {
    name: "Madder Red Ajrakh Modal Silk Kurta",
    slug: "madder-red-ajrakh-modal-silk-kurta",
    category: "Kurtas",
    material: "Modal silk",
    weightKg: 0.3,
    dimensionsCm: PARCEL.kurta,
    description:
      "A straight madder kurta with a printed lahar at the hem and cuffs. The modal silk gives it a sheen that moves it from day to evening.",
    details: `Calf length, V-neck, full sleeves with printed cuffs, side slits. Alum printed where the red should be, then a boil in alizarin with dhavdi flowers to brighten it. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Madder Red", "Modal Silk"],
    colourways: [
      colourway("Madder Red and Indigo", "madder", 2800, 2380, 13),
      colourway("Madder Red and Black", "madder", 2800, 2240, 0),
    ],
  },
  {
    name: "Black Ajrakh Angrakha Kurta",
    slug: "black-ajrakh-angrakha-kurta",
    category: "Kurtas",
    material: "Mul cotton",
    weightKg: 0.3,
    dimensionsCm: PARCEL.kurta,
    description:
      "A wrap angrakha in black ajrakh, tied at the side with fabric ties, with a flared body that swings as you walk. The white of the lime resist keeps it bright.",
    details: `Knee length, wrap front with inner and outer ties, three-quarter sleeves, lined bodice. The black is kat, fermented iron printed over harda; the white is kept by a lime and gum resist. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Black Ajrakh", "Mul Cotton"],
    colourways: [
      colourway("Black and Madder Red", "black", 2100, 1790, 19),
      colourway("Black and Natural White", "black", 2100, 1790, 4),
    ],
  },
  {
    name: "Mustard Ajrakh Linen Kurta",
    slug: "mustard-ajrakh-linen-kurta",
    category: "Kurtas",
    material: "Linen",
    weightKg: 0.34,
    dimensionsCm: PARCEL.kurta,
    description:
      "Mustard linen printed in small indigo badam, with a band collar and wooden buttons. Linen softens with each wash, and the mustard mellows with it.",
    details: `Hip length, band collar, half placket with wooden buttons, full sleeves that roll up. The mustard is pomegranate rind over harda, and the badam are resisted before the indigo vat. ${CARE.linen}`,
    tags: ["Natural Dyes", "Linen", "New Arrivals"],
    colourways: [
      colourway("Mustard and Indigo", "mustard", 2600, 2210, 15),
      colourway("Mustard and Black", "mustard", 2600, 2340, 8),
    ],
  },
  {
    name: "Ajrakh Chanderi Straight Kurta",
    slug: "ajrakh-chanderi-straight-kurta",
    category: "Kurtas",
    material: "Chanderi",
    weightKg: 0.28,
    dimensionsCm: PARCEL.kurta,
    description:
      "A lined chanderi kurta with a yoke of champakali and a body of fine ajrakh stars. Light for summer weddings and day functions.",
    details: `Calf length, round neck with a keyhole, three-quarter sleeves, cotton lining. Printed with a lime and gum resist and iron outlines, then dyed in indigo and alizarin. ${CARE.chanderi}`,
    tags: ["Natural Dyes", "Chanderi"],
    colourways: [
      colourway("Natural White and Madder Red", "natural", 3200, 2720, 10),
      colourway("Indigo and Mustard", "indigo", 3200, 2880, 10),
      colourway("Leaf Green and Madder Red", "leaf", 3200, 2720, 1),
    ],
  },
];

const skirts: ProductContent[] = [
  {
    name: "Ajrakh Kalidar Cotton Skirt",
    slug: "ajrakh-kalidar-cotton-skirt",
    category: "Skirts",
    material: "Cotton cambric",
    weightKg: 0.5,
    dimensionsCm: PARCEL.skirt,
    description:
      "A full kalidar skirt cut from twelve printed panels, each one a strip of ajrakh with its own lahar at the hem. It flares wide when you turn.",
    details: `Ankle length, drawstring waist with an inner elastic, side pocket. Panels are printed in iron black and alum, dipped in indigo and boiled with alizarin before they are cut. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 2200, 1760, 17),
      colourway("Black and Madder Red", "black", 2200, 1870, 11),
      colourway("Madder Red and Mustard", "madder", 2200, 1870, 0),
    ],
  },
  {
    name: "Ajrakh Modal Silk Wrap Skirt",
    slug: "ajrakh-modal-silk-wrap-skirt",
    category: "Skirts",
    material: "Modal silk",
    weightKg: 0.38,
    dimensionsCm: PARCEL.skirt,
    description:
      "A midi wrap skirt in modal silk, printed with a jaal and tied at the waist. It adjusts to fit and drapes softly over the hip.",
    details: `Midi length, full wrap with long waist ties, one size fits waist 26 to 36 inches. The jaal is kept in resist through the indigo bath and printed in alum for the madder. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk"],
    colourways: [
      colourway("Indigo and Black", "indigo", 2600, 2210, 14),
      colourway("Madder Red and Indigo", "madder", 2600, 2210, 9),
    ],
  },
  {
    name: "Tiered Ajrakh Mul Cotton Skirt",
    slug: "tiered-ajrakh-mul-cotton-skirt",
    category: "Skirts",
    material: "Mul cotton",
    weightKg: 0.42,
    dimensionsCm: PARCEL.skirt,
    description:
      "Three tiers, each printed with a different ajrakh block, so the pattern changes from waist to hem. Light mul keeps it cool; it is lined to below the knee.",
    details: `Ankle length, elasticated waist with drawstring, half lining. All three tiers go through the same harda, iron, indigo and alizarin baths, so the colours hold together. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Mul Cotton"],
    colourways: [
      colourway("Madder Red and Black", "madder", 1800, 1530, 20),
      colourway("Mustard and Indigo", "mustard", 1800, 1530, 12),
      colourway("Leaf Green and Black", "leaf", 1800, 1620, 4),
    ],
  },
];

const mensShirts: ProductContent[] = [
  {
    name: "Indigo Ajrakh Cotton Shirt for Men",
    slug: "indigo-ajrakh-cotton-shirt-for-men",
    category: "Men's Shirts",
    material: "Cotton cambric",
    weightKg: 0.3,
    dimensionsCm: PARCEL.shirt,
    description:
      "A full-sleeve shirt in indigo ajrakh with a small star repeat that reads as texture from a distance. Cut regular, with a spread collar and a chest pocket.",
    details: `Regular fit, spread collar, single chest pocket, coconut-shell buttons. The pattern is matched across the front placket. The stars are lime-resisted white before three dips in the indigo vat. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo", "Bestsellers"],
    colourways: [
      colourway("Indigo and Natural White", "indigo", 1900, 1620, 32),
      colourway("Indigo and Black", "indigo", 1900, 1620, 25),
      colourway("Indigo and Madder Red", "indigo", 1900, 1710, 4),
    ],
  },
  {
    name: "Black Ajrakh Linen Shirt",
    slug: "black-ajrakh-linen-shirt",
    category: "Men's Shirts",
    material: "Linen",
    weightKg: 0.32,
    dimensionsCm: PARCEL.shirt,
    description:
      "Black and white ajrakh on washed linen, relaxed through the body with a curved hem. Wear it open over a tee or buttoned up for dinner.",
    details: `Relaxed fit, cutaway collar, curved hem, horn-effect buttons. Iron black printed on a harda ground, with the white held back by lime and gum. ${CARE.linen}`,
    tags: ["Natural Dyes", "Black Ajrakh", "Linen"],
    colourways: [
      colourway("Black and Natural White", "black", 2600, 2210, 18),
      colourway("Black and Madder Red", "black", 2600, 2340, 0),
    ],
  },
  {
    name: "Madder Red Ajrakh Mul Cotton Half-Sleeve Shirt",
    slug: "madder-red-ajrakh-mul-cotton-half-sleeve-shirt",
    category: "Men's Shirts",
    material: "Mul cotton",
    weightKg: 0.24,
    dimensionsCm: PARCEL.shirt,
    description:
      "A light half-sleeve shirt in a madder jaal for the hottest months. Mul breathes better than any other cotton we print.",
    details: `Regular fit, camp collar, half sleeves, straight hem for wearing untucked. Alum printed on harda and boiled with alizarin for the red, with iron-black outlines. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Madder Red", "Mul Cotton"],
    colourways: [
      colourway("Madder Red and Black", "madder", 1700, 1450, 21),
      colourway("Madder Red and Indigo", "madder", 1700, 1450, 15),
    ],
  },
  {
    name: "Ajrakh Mandarin Collar Cotton Shirt",
    slug: "ajrakh-mandarin-collar-cotton-shirt",
    category: "Men's Shirts",
    material: "Cotton cambric",
    weightKg: 0.3,
    dimensionsCm: PARCEL.shirt,
    description:
      "A band-collar shirt printed in kharek stripes, with the stripe turned across the yoke. Smart enough for a wedding lunch with a plain bundi over it.",
    details: `Slim fit, mandarin collar, full sleeves, concealed placket. Stripes printed in iron black, then dyed in pomegranate yellow, or in indigo over yellow for the green. ${CARE.cambric}`,
    tags: ["Natural Dyes", "New Arrivals"],
    colourways: [
      colourway("Mustard and Black", "mustard", 2100, 1790, 12),
      colourway("Leaf Green and Black", "leaf", 2100, 1790, 9),
      colourway("Natural White and Indigo", "natural", 2100, 1890, 16),
    ],
  },
  {
    name: "Ajrakh Modal Silk Party Shirt",
    slug: "ajrakh-modal-silk-party-shirt",
    category: "Men's Shirts",
    material: "Modal silk",
    weightKg: 0.28,
    dimensionsCm: PARCEL.shirt,
    description:
      "The full ajrakh square in modal silk, fluid and lightly lustrous, for evenings out. The print is placed so a star sits at the centre of the back.",
    details: `Regular fit, spread collar, full sleeves, mother-of-pearl-effect buttons. Printed with lime resist and iron black, dipped in indigo and boiled with alizarin. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk", "Gifts"],
    colourways: [
      colourway("Black and Madder Red", "black", 2800, 2380, 11),
      colourway("Indigo and Madder Red", "indigo", 2800, 2380, 3),
    ],
  },
];

const mensKurtas: ProductContent[] = [
  {
    name: "Indigo Ajrakh Cotton Men's Kurta",
    slug: "indigo-ajrakh-cotton-mens-kurta",
    category: "Men's Kurtas",
    material: "Cotton cambric",
    weightKg: 0.38,
    dimensionsCm: PARCEL.kurta,
    description:
      "A long kurta in indigo ajrakh with a plain indigo placket, the way it might be worn at a Kutchi wedding. Side pockets, straight hem.",
    details: `Knee length, band collar, full sleeves, pockets in both side seams. The placket is covered in gach, the clay resist, while the body is printed, then the whole kurta length goes into the indigo vat. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 2200, 1870, 20),
      colourway("Indigo and Black", "indigo", 2200, 1870, 13),
    ],
  },
  {
    name: "Black Ajrakh Linen Men's Short Kurta",
    slug: "black-ajrakh-linen-mens-short-kurta",
    category: "Men's Kurtas",
    material: "Linen",
    weightKg: 0.34,
    dimensionsCm: PARCEL.kurta,
    description:
      "A short kurta in black ajrakh linen that works over jeans as well as churidar. The small ekdana print keeps it understated.",
    details: `Hip length, band collar, half placket, side slits. Iron black printed on harda; the ekdana dots are lime-resisted before dyeing. ${CARE.linen}`,
    tags: ["Natural Dyes", "Black Ajrakh", "Linen"],
    colourways: [
      colourway("Black and Natural White", "black", 2400, 2040, 16),
      colourway("Black and Mustard", "black", 2400, 2160, 10),
      colourway("Black and Madder Red", "black", 2400, 2040, 0),
    ],
  },
  {
    name: "Madder Red Ajrakh Modal Silk Men's Kurta",
    slug: "madder-red-ajrakh-modal-silk-mens-kurta",
    category: "Men's Kurtas",
    material: "Modal silk",
    weightKg: 0.36,
    dimensionsCm: PARCEL.kurta,
    description:
      "A festive kurta in deep madder with a printed placket of champakali. Modal silk gives it a soft fall and a low sheen.",
    details: `Knee length, band collar, full sleeves, fabric-covered buttons. A double madder: alum printed twice and boiled in alizarin for a deep, even red. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Madder Red", "Modal Silk", "Gifts"],
    colourways: [
      colourway("Madder Red and Black", "madder", 3200, 2720, 9),
      colourway("Madder Red and Indigo", "madder", 3200, 2880, 2),
    ],
  },
];

const stoles: ProductContent[] = [
  {
    name: "Indigo Ajrakh Modal Silk Stole",
    slug: "indigo-ajrakh-modal-silk-stole",
    category: "Stoles",
    material: "Modal silk",
    weightKg: 0.15,
    dimensionsCm: PARCEL.stole,
    description: "A narrow stole in the indigo ajrakh star, soft enough to wear all day. The gift we wrap most often.",
    details: `2 m x 0.7 m with hand-rolled edges. Dipped in indigo three times after a lime and gum resist, with madder accents boiled in alizarin. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Indigo", "Modal Silk", "Gifts"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 1500, 1200, 40),
      colourway("Indigo and Black", "indigo", 1500, 1280, 26),
      colourway("Indigo and Natural White", "indigo", 1500, 1280, 3),
    ],
  },
  {
    name: "Madder Red Ajrakh Cotton Stole",
    slug: "madder-red-ajrakh-cotton-stole",
    category: "Stoles",
    material: "Mul cotton",
    weightKg: 0.12,
    dimensionsCm: PARCEL.stole,
    description:
      "A light madder stole in kharek stripes with fringed ends. Thrown over the shoulders on a summer evening, or worn as a scarf.",
    details: `1.9 m x 0.6 m with twisted fringes. Alizarin on an alum mordant, with iron-black stripes. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Madder Red", "Mul Cotton", "Gifts"],
    colourways: [
      colourway("Madder Red and Black", "madder", 750, 750, 34),
      colourway("Madder Red and Mustard", "madder", 750, 640, 18),
    ],
  },
  {
    name: "Kala Cotton Ajrakh Stole",
    slug: "kala-cotton-ajrakh-stole",
    category: "Stoles",
    material: "Kala cotton",
    weightKg: 0.2,
    dimensionsCm: PARCEL.stole,
    description:
      "Kala cotton is grown in Kutch on rain alone and woven by hand in Bhujodi; this stole is printed a few kilometres away in Ajrakhpur. Slightly coarse when new, it softens with every wear.",
    details: `2 m x 0.7 m, handwoven with a fringed end. Printed in iron black with a lime resist on a harda ground, then dipped in indigo for the blue colourway. ${CARE.kalaCotton}`,
    tags: ["Natural Dyes", "Black Ajrakh", "New Arrivals"],
    colourways: [
      colourway("Black and Natural White", "black", 1200, 1020, 14),
      colourway("Indigo and Madder Red", "indigo", 1200, 1080, 0),
    ],
  },
  {
    name: "Gajji Silk Ajrakh Stole",
    slug: "gajji-silk-ajrakh-stole",
    category: "Stoles",
    material: "Gajji silk",
    weightKg: 0.16,
    dimensionsCm: PARCEL.stole,
    description:
      "Gajji silk stole in the full ajrakh square, the satin catching light at every fold. A small piece of the wedding sarees, for those who want only a touch of silk.",
    details: `1.8 m x 0.55 m with hand-rolled edges. Iron black and alum printed on harda, then dyed in indigo and alizarin. ${CARE.gajjiSilk}`,
    tags: ["Natural Dyes", "Gajji Silk", "Gifts"],
    colourways: [
      colourway("Black and Madder Red", "black", 1900, 1710, 12),
      colourway("Mustard and Indigo", "mustard", 1900, 1620, 4),
      colourway("Leaf Green and Madder Red", "leaf", 1900, 1710, 9),
    ],
  },
];

const bags: ProductContent[] = [
  {
    name: "Ajrakh Cotton Canvas Tote Bag",
    slug: "ajrakh-cotton-canvas-tote-bag",
    category: "Bags",
    material: "Cotton canvas",
    weightKg: 0.35,
    dimensionsCm: { length: 42, width: 36, height: 3 },
    description:
      "A sturdy canvas tote printed with the ajrakh star, lined in plain cotton with an inner pocket. Big enough for a laptop and a day's shopping.",
    details: `40 x 38 cm with a 10 cm gusset and 60 cm handles, zip closure. The canvas goes through the same harda, resist, indigo and alizarin stages as our sarees before it is stitched. ${CARE.canvas}`,
    tags: ["Natural Dyes", "Gifts"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 850, 720, 38),
      colourway("Black and Madder Red", "black", 850, 720, 24),
      colourway("Mustard and Black", "mustard", 850, 850, 10),
    ],
  },
  {
    name: "Quilted Ajrakh Laptop Sleeve",
    slug: "quilted-ajrakh-laptop-sleeve",
    category: "Bags",
    material: "Cotton cambric",
    weightKg: 0.3,
    dimensionsCm: { length: 40, width: 30, height: 4 },
    description:
      "Two layers of ajrakh cambric quilted by hand over cotton wadding, with running stitches that follow the print. Fits most 13 and 14 inch laptops.",
    details: `36 x 26 cm inside, zip along three sides. Both layers are dyed in natural indigo, or in alizarin with iron black, before quilting. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo"],
    colourways: [colourway("Indigo", "indigo", 1400, 1190, 15), colourway("Madder Red and Black", "madder", 1400, 1260, 0)],
  },
  {
    name: "Ajrakh Modal Silk Potli Bag",
    slug: "ajrakh-modal-silk-potli-bag",
    category: "Bags",
    material: "Modal silk",
    weightKg: 0.12,
    dimensionsCm: { length: 24, width: 18, height: 5 },
    description:
      "A drawstring potli in ajrakh modal silk with a beaded tassel, for weddings and evenings. Holds a phone, keys and a little more.",
    details: `22 x 18 cm, cotton lining, silk cord drawstring. Cut from the ends of our modal silk sarees, dyed in alizarin, indigo and iron black. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk", "Gifts"],
    colourways: [
      colourway("Madder Red and Indigo", "madder", 650, 550, 30),
      colourway("Black and Mustard", "black", 650, 550, 2),
    ],
  },
];

const faceMasks: ProductContent[] = [
  {
    name: "Ajrakh Cotton Face Masks, Set of Three",
    slug: "ajrakh-cotton-face-masks-set-of-three",
    category: "Face Masks",
    material: "Cotton cambric",
    weightKg: 0.06,
    dimensionsCm: PARCEL.mask,
    description:
      "Three pleated masks cut from the offcuts of our cambric kurtas, so no printed cloth is wasted. Three layers of cotton with soft adjustable ear loops.",
    details: `Set of three, each in a different print of the same colourway; 18 x 9 cm pleated. Wash before first use. Dyed with indigo or alizarin over harda, with no synthetic finish on the cloth. ${CARE.cambric}`,
    tags: ["Natural Dyes"],
    colourways: [colourway("Indigo Set", "indigo", 450, 360, 40), colourway("Madder Red Set", "madder", 450, 360, 28)],
  },
];

const bedsheets: ProductContent[] = [
  {
    name: "Indigo Ajrakh Cotton Double Bedsheet with Pillow Covers",
    slug: "indigo-ajrakh-cotton-double-bedsheet-with-pillow-covers",
    category: "Bedsheets",
    material: "Cotton",
    weightKg: 1.2,
    dimensionsCm: PARCEL.bedsheet,
    description:
      "A double bedsheet in the classic ajrakh square with a wide border, and two pillow covers in the border print. The sheet our Kutch neighbours keep for guests.",
    details: `Flat sheet 228 x 254 cm (90 x 100 inches), two pillow covers 46 x 69 cm. A sheet this wide is printed on a long table by two printers working towards each other, then dipped in indigo and boiled in alizarin. ${CARE.bedLinen}`,
    tags: ["Natural Dyes", "Indigo", "Bestsellers"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 3400, 2720, 22),
      colourway("Indigo and Natural White", "indigo", 3400, 2890, 14),
      colourway("Indigo and Black", "indigo", 3400, 3060, 4),
    ],
  },
  {
    name: "Madder Red Ajrakh King Size Bedsheet",
    slug: "madder-red-ajrakh-king-size-bedsheet",
    category: "Bedsheets",
    material: "Cotton",
    weightKg: 1.45,
    dimensionsCm: PARCEL.bedsheet,
    description:
      "A king size sheet printed end to end in a madder jaal, with matching pillow covers. The red warms a room in winter and fades gently over years of washing.",
    details: `Flat sheet 274 x 274 cm (108 x 108 inches), two pillow covers 46 x 69 cm. Alum printed across the full width and boiled with alizarin in a large copper vessel. ${CARE.bedLinen}`,
    tags: ["Natural Dyes", "Madder Red"],
    colourways: [
      colourway("Madder Red and Black", "madder", 4600, 3910, 11),
      colourway("Madder Red and Indigo", "madder", 4600, 4140, 0),
    ],
  },
  {
    name: "Black Ajrakh Single Bedsheet",
    slug: "black-ajrakh-single-bedsheet",
    category: "Bedsheets",
    material: "Cotton",
    weightKg: 0.8,
    dimensionsCm: PARCEL.bedsheet,
    description:
      "A single bedsheet with one pillow cover in black and white ajrakh, graphic enough for a teenager's room and calm enough for a guest bed. The border repeats on the pillow cover so the set reads as one.",
    details: `Flat sheet 152 x 228 cm (60 x 90 inches), one pillow cover 46 x 69 cm. Iron black printed on a harda ground, with lime and gum resist for the white. ${CARE.bedLinen}`,
    tags: ["Natural Dyes", "Black Ajrakh"],
    colourways: [
      colourway("Black and Natural White", "black", 2200, 1870, 18),
      colourway("Black and Madder Red", "black", 2200, 1980, 9),
    ],
  },
  {
    name: "Kharek Ajrakh Cotton Bedcover",
    slug: "kharek-ajrakh-cotton-bedcover",
    category: "Bedsheets",
    material: "Cotton",
    weightKg: 1.6,
    dimensionsCm: PARCEL.bedsheet,
    description:
      "A heavier bedcover in kharek stripes and a star border, lined with plain cotton so it lies flat over a duvet. Also used by many of our customers as a wall hanging.",
    details: `248 x 264 cm, lined, with two matching pillow covers. Pomegranate-rind yellow and indigo over harda, with iron-black stripes and alizarin in the star border. ${CARE.bedLinen}`,
    tags: ["Natural Dyes", "New Arrivals"],
    colourways: [
      colourway("Mustard and Indigo", "mustard", 5400, 4590, 10),
      colourway("Leaf Green and Madder Red", "leaf", 5400, 4860, 3),
    ],
  },
];

const fabrics: ProductContent[] = [
  {
    name: "Indigo Ajrakh Cotton Cambric Fabric by the Metre",
    slug: "indigo-ajrakh-cotton-cambric-fabric-by-the-metre",
    category: "Fabric by the Metre",
    material: "Cotton cambric",
    weightKg: 0.14,
    dimensionsCm: PARCEL.fabric,
    description:
      "Our cambric yardage in four indigo prints, sold by the metre for kurtas, shirts and cushion covers. Order several metres and they arrive as one continuous length.",
    details: `Price per metre, 44 inches (112 cm) wide. Allow 2.5 m for a kurta and 2 m for a shirt. Dyed in natural indigo after a lime and gum resist, with madder in alizarin where it appears. ${CARE.cambric}`,
    tags: ["Natural Dyes", "Indigo"],
    colourways: [
      colourway("Indigo and Madder Red", "indigo", 480, 430, 40),
      colourway("Indigo and Natural White", "indigo", 480, 430, 35),
      colourway("Indigo and Black", "indigo", 480, 480, 28),
      colourway("Indigo", "indigo", 480, 410, 4),
    ],
  },
  {
    name: "Ajrakh Modal Silk Fabric by the Metre",
    slug: "ajrakh-modal-silk-fabric-by-the-metre",
    category: "Fabric by the Metre",
    material: "Modal silk",
    weightKg: 0.1,
    dimensionsCm: PARCEL.fabric,
    description:
      "Modal silk by the metre in the full ajrakh square, for tailored blouses, kurtas and lehenga panels. The same cloth as our bestselling sarees.",
    details: `Price per metre, 44 inches (112 cm) wide. A blouse needs about 1 m. Harda, lime resist, iron black, indigo and alizarin: the full ajrakh sequence. ${CARE.modalSilk}`,
    tags: ["Natural Dyes", "Modal Silk"],
    colourways: [
      colourway("Madder Red and Indigo", "madder", 950, 810, 32),
      colourway("Black and Madder Red", "black", 950, 810, 24),
      colourway("Mustard and Indigo", "mustard", 950, 860, 0),
    ],
  },
  {
    name: "Ajrakh Gajji Silk Fabric by the Metre",
    slug: "ajrakh-gajji-silk-fabric-by-the-metre",
    category: "Fabric by the Metre",
    material: "Gajji silk",
    weightKg: 0.12,
    dimensionsCm: PARCEL.fabric,
    description:
      "Gajji silk yardage for a special blouse or a jacket: heavy, lustrous and printed in the ajrakh star with a jaal in between. Cut lengths come from the same roll as our gajji sarees, so you can match a blouse to one.",
    details: `Price per metre, 42 inches (107 cm) wide. Iron black and alum printed on a harda ground, dipped in indigo and boiled with alizarin. ${CARE.gajjiSilk}`,
    tags: ["Natural Dyes", "Gajji Silk"],
    colourways: [
      colourway("Madder Red and Black", "madder", 1200, 1080, 18),
      colourway("Indigo and Madder Red", "indigo", 1200, 1080, 2),
    ],
  },
  {
    name: "Ajrakh Linen Fabric by the Metre",
    slug: "ajrakh-linen-fabric-by-the-metre",
    category: "Fabric by the Metre",
    material: "Linen",
    weightKg: 0.16,
    dimensionsCm: PARCEL.fabric,
    description:
      "Washed linen printed in ekdana and small badam, sold by the metre for shirts, dresses and table linen. The wider loom width leaves less waste when cutting a shirt or a tablecloth.",
    details: `Price per metre, 56 inches (142 cm) wide. Iron black on harda, with lime resist for the white and indigo over pomegranate yellow for the green. ${CARE.linen}`,
    tags: ["Natural Dyes", "Linen"],
    colourways: [
      colourway("Black and Natural White", "black", 890, 760, 26),
      colourway("Leaf Green and Black", "leaf", 890, 800, 12),
      colourway("Natural White and Indigo", "natural", 890, 760, 20),
    ],
  },
  {
    name: "Ajrakh Mul Cotton Fabric by the Metre",
    slug: "ajrakh-mul-cotton-fabric-by-the-metre",
    category: "Fabric by the Metre",
    material: "Mul cotton",
    weightKg: 0.08,
    dimensionsCm: PARCEL.fabric,
    description:
      "Soft mul in kharek stripes and small jaal, by the metre, for summer dresses, dupattas and children's clothes. It is soft enough against a baby's skin and gets softer with washing.",
    details: `Price per metre, 44 inches (112 cm) wide. Alizarin on alum for the red, iron for the black and natural indigo for the blue. ${CARE.mulCotton}`,
    tags: ["Natural Dyes", "Mul Cotton"],
    colourways: [
      colourway("Madder Red", "madder", 520, 450, 37),
      colourway("Mustard and Black", "mustard", 520, 450, 21),
      colourway("Indigo", "indigo", 520, 520, 29),
    ],
  },
];

export const products: ProductContent[] = [
  ...sarees,
  ...suits,
  ...dressMaterials,
  ...dupattas,
  ...kurtas,
  ...skirts,
  ...mensShirts,
  ...mensKurtas,
  ...stoles,
  ...bags,
  ...faceMasks,
  ...bedsheets,
  ...fabrics,
];
