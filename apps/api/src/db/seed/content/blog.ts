/**
 * Blog content of the demo shop (blog categories and posts).
 * Written to be read: facts about Ajrakh are stated plainly where they are well established and
 * hedged where they are told differently (etymology, dates of migration). Artisans are generic on
 * purpose; no named living people, no invented figures.
 */
import type { BlogCategoryContent, BlogPostContent } from "./types.ts";

export const blogCategories: BlogCategoryContent[] = [
  { name: "The Craft", slug: "the-craft" },
  { name: "Natural Dyes", slug: "natural-dyes" },
  { name: "Kutch Stories", slug: "kutch-stories" },
  { name: "Care & Styling", slug: "care-and-styling" },
];

export const blogPosts: BlogPostContent[] = [
  {
    title: "What Is Ajrakh? A Beginner's Guide to the Resist-Printed Cloth of Kutch and Sindh",
    slug: "what-is-ajrakh",
    category: "The Craft",
    image: "indigo-blog-what-is-ajrakh",
    date: "2025-01-14",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Ajrakh is a hand block-printed, resist-dyed cloth from Sindh and Kutch. Learn how it is made, what its colours mean and where its name may come from.",
    keywords: "what is ajrakh, ajrakh print, ajrakh meaning, kutch ajrakh, sindh ajrak, resist printing, block print",
    content: `<p>Ajrakh is a cloth printed by hand with carved wooden blocks, dyed in indigo and red, and finished with a black that comes from iron. Its home is the lower Indus: Sindh in present-day Pakistan and, across the border, Kutch in Gujarat and Barmer in Rajasthan. For centuries it was both the everyday and the ceremonial cloth of the herding and farming communities of this region, worn as a turban, a shoulder cloth, a lungi or a wrap, and offered to a guest as a mark of respect.</p>

<h2>A cloth made by holding colour back</h2>
<p>What sets Ajrakh apart from most block printing is that the printer rarely stamps colour straight onto the cloth. The blocks lay down <strong>resists</strong>, pastes that keep dye away from the fibre, and <strong>mordants</strong>, metallic salts that let a dye bind where they are printed. The whole cloth then goes into the dye bath. Where there is resist, it stays pale; where there is mordant, the colour takes; everywhere else the loose dye washes out. The pattern is built up in layers, through a long sequence of printing, dyeing, washing and drying that is usually counted as fourteen to sixteen stages.</p>

<h2>The colours</h2>
<p>A classic Ajrakh works with a small palette:</p>
<ul>
<li><strong>Indigo blue</strong>, from an indigo vat, deepened with repeated dips.</li>
<li><strong>Red</strong>, from madder root or from alizarin, the red colouring compound of madder, fixed with alum.</li>
<li><strong>Black</strong>, which appears when an iron solution meets the tannin of harda (myrobalan) already in the cloth.</li>
<li><strong>White</strong>, kept by a resist of lime and gum so that the motifs are outlined crisply.</li>
</ul>
<p>Workshops add their own variations: a warm yellowish ground left by harda, a mustard, a green where yellow sits over blue. But the deep blue and red with sharp black and white outlines is what most people picture when they hear the word.</p>

<h2>Where the name comes from</h2>
<p>Nobody can point to a single source for the word. One explanation, heard often in Kutch, splits it into <em>aaj rakh</em>, "keep it today", as if the cloth were too precious, or too long in the making, to be used at once. Another links it to the Arabic <em>azraq</em>, "blue", for the indigo that dominates so many pieces. Both are best taken as folk explanations: they say something true about how people feel about the cloth, even if they cannot settle where the word began.</p>

<h2>Geometry on both sides</h2>
<p>Traditional Ajrakh is built from tight geometric repeats: stars, rosettes, lattices and borders that lock into one another across the whole width. The finest pieces are printed on both sides of the cloth, with the blocks placed so precisely that front and back match. That care, together with the patience of the dyeing, is why a good Ajrakh looks calm from across a room and still rewards a close look.</p>

<h2>Ajrakh today</h2>
<p>The craft is carried on mainly by the Khatri community of printers and dyers, in villages such as Ajrakhpur and Dhamadka in Kutch and in workshops in Sindh and Barmer. Alongside the heavy cotton lungis and shoulder cloths, printers now work on modal, silk, mashru and linen, making sarees, dupattas, stoles, shirts and bedsheets. The materials and products have changed, but the logic of resist, mordant and dye has not. When you buy a piece of Ajrakh, you are buying that logic, carried out by hand, one block impression at a time.</p>`,
  },
  {
    title: "From Saaj to the Final Wash: The Stages of Ajrakh Printing",
    slug: "stages-of-ajrakh-printing",
    category: "The Craft",
    image: "madder-blog-stages-of-ajrakh-printing",
    date: "2025-03-04",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Saaj, kasanu, khariyanu, kat, gach, indigo and alizarin: a step-by-step walk through the fourteen to sixteen stages that turn plain cotton into Ajrakh.",
    keywords:
      "ajrakh process, ajrakh stages, saaj, kasanu, khariyanu, gach, kat, indigo dyeing, alizarin, block printing process",
    content: `<p>An Ajrakh cloth passes through a printer's hands many times before it is finished. The stages are usually counted as fourteen to sixteen, and the whole journey takes a couple of weeks or more, depending on the weather. Names, recipes and order vary a little from one workshop to the next, so read what follows as the common shape of the process rather than a fixed recipe.</p>

<h2>1. Preparing the cloth: saaj</h2>
<p>Mill cloth arrives stiff with starch and finishes that would stop dye from taking evenly, so it is first washed. Then comes <strong>saaj</strong>: the cloth is soaked overnight in a mixture of <strong>camel dung, soda ash and castor oil</strong>, half dried in the sun the next day, and returned to the mixture. The cycle is repeated several times, until the cloth foams when it is rubbed, and then the cloth is rinsed in plain water. Saaj softens the fibre and prepares it to hold mordants evenly; it is one reason old Ajrakh feels so supple.</p>

<h2>2. The harda bath: kasanu</h2>
<p>In <strong>kasanu</strong> the cloth is dipped in a cold solution of <strong>harda</strong>, the powdered fruit of the myrobalan tree. Harda is rich in tannin and turns the cloth a pale yellow. That tannin will later react with iron to make black and helps the other colours fix. The cloth is beaten smooth and dried flat in strong sun, turned over if both sides are to be printed.</p>

<h2>3. The white outline: khariyanu</h2>
<p>Now the blocks come out. In <strong>khariyanu</strong> the printer stamps a resist of <strong>lime and gum arabic</strong> along the outlines of the design. These lines will stay pale through every dye bath that follows. On a double-sided piece, the reverse is printed too, block matched to block.</p>

<h2>4. Black and red mordants</h2>
<p>Next the <strong>kat</strong> is printed: a paste of iron water, made by fermenting scrap iron with jaggery, thickened with tamarind seed powder. Where it meets the harda in the cloth it turns black. Areas meant to become red are printed with a paste of <strong>alum</strong>, the mordant that will hold the red dye.</p>

<h2>5. Mud resist: gach</h2>
<p>Before the indigo, parts of the design are covered with <strong>gach</strong>, a resist of clay, alum and gum, dusted with sawdust or powdered dung so it does not smudge. Gach protects the red and white areas from the blue.</p>

<h2>6. Indigo</h2>
<p>The cloth is dipped in the indigo vat, aired so the colour can develop, dried and dipped again. Several dips give an even, deep blue.</p>

<h2>7. Washing and the red bath</h2>
<p>The cloth is washed thoroughly to remove the resists and loose dye, then boiled in a bath of <strong>alizarin or madder</strong>. Only the alum-mordanted areas take a lasting red; elsewhere the colour rinses away. Dyers often add <em>dhavdi</em> flowers to the boil, which is said to help keep the pale ground clean.</p>

<h2>8. Again, and again</h2>
<p>For deeper or more complex pieces, the cloth may be printed with resist once more and dyed in indigo a second time. Between every stage it is washed, traditionally in running river water, and spread flat to dry in the sun, historically on the open banks of the river. Only after the last wash and the last drying is the cloth finished.</p>

<blockquote>Every stage depends on the one before it. A mistake in the outline cannot be hidden by the dye; a poorly washed cloth will not take an even red. That is why Ajrakh is slow, and why it lasts.</blockquote>`,
  },
  {
    title: "Wood That Remembers: How Ajrakh Printing Blocks Are Carved",
    slug: "carving-ajrakh-blocks",
    category: "The Craft",
    image: "natural-blog-carving-ajrakh-blocks",
    date: "2025-05-20",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Ajrakh blocks are hand-carved from sheesham or teak, many in Pethapur near Gandhinagar. See how a block set is cut, matched and cared for over decades.",
    keywords:
      "ajrakh blocks, wooden printing blocks, pethapur block carving, sheesham wood, teak blocks, block carver, hand block printing",
    content: `<p>Every line on an Ajrakh cloth begins as a cut in a piece of wood. The blocks are the printer's most valuable tools: a good set is used for decades, repaired rather than replaced, and handed down. Yet most printers do not carve their own. Much of the carving is done by specialist craftsmen, and the town best known for it in Gujarat is <strong>Pethapur</strong>, near Gandhinagar, where families of block makers supply printers across western India.</p>

<h2>Choosing the wood</h2>
<p>Blocks are usually carved from <strong>sheesham</strong> (Indian rosewood) or <strong>teak</strong>. Both are dense and close-grained, so a fine line holds its edge, and both stand up to years of being soaked in pastes and pressed hard against cloth. The wood is seasoned first; a block cut from green timber warps and cracks, and a warped block cannot print a clean repeat.</p>

<h2>From drawing to relief</h2>
<p>A block maker starts by planing the face of the block perfectly flat and checking it against a straight edge. The face is whitened so a drawing shows clearly, and the design is drawn or pasted onto it. Then the carving begins, with a small set of chisels, gouges and a hand drill. Everything that should not print is cut away, leaving the pattern standing in relief. Small holes are drilled through from the back to let air and excess paste escape, so that the impression comes out even rather than blotched. A handle is shaped on the back, and the block is oiled so it does not dry out and split.</p>
<p>A simple block can be finished in a day or two. A dense Ajrakh block, full of tiny dots and interlocking lines, can take many days of steady work, and a single slip of the chisel can spoil it.</p>

<h2>Blocks come in sets</h2>
<p>Ajrakh is printed in layers, so a single design needs several blocks that fit one another exactly:</p>
<ul>
<li>an <strong>outline block</strong> for the lime and gum resist that keeps the white lines;</li>
<li>one or more <strong>filling blocks</strong> for the iron black and the alum that will turn red;</li>
<li>blocks for the <strong>mud resist</strong> that protects areas from indigo.</li>
</ul>
<p>Each block in a set must register with the others down to a fraction of a millimetre. For double-sided printing the set must also line up from the back of the cloth. This is why the carver's precision matters as much as the printer's: a pattern can only be as exact as the wood it starts from.</p>

<h2>Caring for a block</h2>
<p>After a day's printing, blocks are washed and left to dry in the shade, and they are oiled from time to time. Printers keep them stacked in their workshops, some old enough to have printed for more than one generation. Worn blocks are recut or copied, which is one way old patterns stay alive.</p>

<h2>What this means for your cloth</h2>
<p>When you look at a hand-printed piece, you can often see where one impression meets the next: a tiny overlap, a faint gap, a line that is a hair thicker. These are not faults. They are the trace of a wooden block placed by hand, hundreds of times, along the length of the cloth.</p>`,
  },
  {
    title: "Stars, Lattices and Borders: Reading the Geometry of Ajrakh",
    slug: "ajrakh-geometry-and-the-star-motif",
    category: "The Craft",
    image: "black-blog-ajrakh-geometry-and-the-star-motif",
    date: "2025-08-12",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Why are Ajrakh patterns so symmetrical? A guide to the star motif, the lattice, borders and the printer's grid that holds an Ajrakh design together.",
    keywords:
      "ajrakh motifs, ajrakh star motif, ajrakh symmetry, geometric block print, jaal pattern, ajrakh design, islamic geometry textile",
    content: `<p>Spread out an Ajrakh shoulder cloth and the first thing you notice is order. Motifs repeat in tight rows, turn around a centre, and stop neatly at a border. Nothing seems to float free. That sense of order is not decoration added on top of the craft; it comes from the way the cloth is made.</p>

<h2>The grid behind the pattern</h2>
<p>A block can only print the same shape again and again, so every Ajrakh design starts from a repeat that tiles without gaps. Most are built on a square grid: the printer places the first impression against the edge of the cloth and lines every following one up against it, using small registration points carved into the block. Because each stage of resist and mordant has its own block, every block in the set must follow the same grid. The result is a pattern that is symmetrical in almost every direction.</p>

<h2>The star</h2>
<p>The motif most people associate with Ajrakh is the <strong>star</strong>: a many-pointed figure, often eight-pointed, set inside a square or a roundel, surrounded by smaller geometric fills. Its roots are usually traced to the geometric art of the Islamic world, which shaped so much of the design of Sindh, and its appeal is easy to see. A star grows out of a grid naturally, and when stars are repeated edge to edge, the spaces between them form a second pattern of their own.</p>
<p>Alongside the star you will find rosettes, small flowers reduced to geometry, and the <strong>jaal</strong>, a lattice that links motifs into a continuous net. Some pieces carry a trefoil shape, and people like to compare it with the trefoil pattern on the robe of the well-known sculpture from Mohenjo-daro, the so-called priest-king. It is a lovely comparison, and a reminder of how old cloth-making is in the Indus region, but it is a resemblance rather than a proven line of descent.</p>

<h2>Borders and the field</h2>
<p>A traditional Ajrakh is composed like a carpet. The central field carries the main repeat, and one or more borders frame it, each printed with its own narrower blocks. The borders give the eye somewhere to rest and mark the edges where a cloth will be folded or tied. On sarees and dupattas, printers often keep this structure: a dense field, a strong border along the length and a richer pallu.</p>

<h2>Colour as part of the geometry</h2>
<p>Because colour is added by resist and mordant rather than painted on, each colour occupies its own exact territory. The white outline traces every shape, black fills are tucked inside, red sits where alum was printed, and indigo fills what is left. Look closely and you can see these layers stacked, one block over another, like a drawing made in several passes.</p>

<h2>How to look at a piece</h2>
<ul>
<li>Find the smallest unit that repeats; that is roughly the size of one block.</li>
<li>Follow a row along the cloth and look for the faint joins between impressions.</li>
<li>Check the border corners, where the printer has to resolve two directions at once.</li>
<li>Turn the cloth over; on a double-sided piece the geometry should line up from behind.</li>
</ul>
<p>Once you start reading Ajrakh this way, you see it not as a busy print but as a carefully built structure, where every small shape has a place.</p>`,
  },
  {
    title: "Ajrakh, Bagh and Dabu: Three Resist Traditions Compared",
    slug: "ajrakh-bagh-and-dabu-compared",
    category: "The Craft",
    image: "mustard-blog-ajrakh-bagh-and-dabu-compared",
    date: "2026-02-17",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Ajrakh, Bagh and Dabu are all hand block prints that rely on mordants and resists. Here is how they differ in region, colours, technique and look.",
    keywords:
      "ajrakh vs bagh, dabu print, bagh print, mud resist printing, block print types india, ajrakh vs dabu, natural dye prints",
    content: `<p>India has many hand block printing traditions, and three of them are often confused on shop shelves: Ajrakh from Kutch and Sindh, Bagh from Madhya Pradesh, and Dabu from Rajasthan. All three use carved wooden blocks, and all three depend on the chemistry of resists and mordants rather than simply stamping on colour. But they look different, and knowing why helps you buy with open eyes.</p>

<h2>Ajrakh</h2>
<p><strong>Where:</strong> Sindh, Kutch in Gujarat, and Barmer in Rajasthan.</p>
<p><strong>Look:</strong> dense, symmetrical geometry, star and lattice motifs, strong borders. The classic palette is indigo and madder red with black and white outlines, often printed on both sides of the cloth.</p>
<p><strong>Technique:</strong> the most layered of the three. The cloth is prepared with saaj and harda, then printed in turn with a lime resist, an iron black, an alum mordant and a mud resist, dyed in indigo, boiled in alizarin or madder, and washed between stages. The result is a cloth where blue and red share the same field.</p>

<h2>Bagh</h2>
<p><strong>Where:</strong> the town of Bagh in Madhya Pradesh, whose printers, like those of Kutch, are Khatris who trace their roots to Sindh.</p>
<p><strong>Look:</strong> mostly red and black on a white or off-white ground, with fine floral and geometric motifs, some of them inspired by architecture. Bagh is lighter and more open than Ajrakh.</p>
<p><strong>Technique:</strong> the cloth is prepared and treated with harda, then printed with an alum mordant for red and an iron mordant for black. It is boiled with alizarin and flowers, so the colour fixes only where the mordants were printed, and washed in running water. The river at Bagh is traditionally credited with helping the brightness of the colours. There is little or no indigo in classic Bagh.</p>

<h2>Dabu</h2>
<p><strong>Where:</strong> Rajasthan, especially villages around Chittorgarh and the printing centres near Jaipur.</p>
<p><strong>Look:</strong> soft, slightly cracked-looking motifs in pale tones on indigo or other dyed grounds, often with a charming irregularity.</p>
<p><strong>Technique:</strong> Dabu is a <strong>mud resist</strong>. A paste of clay, lime, gum and grain husk is printed onto the cloth and dusted with sawdust. When the cloth is dyed, the paste blocks the colour, and fine cracks in the drying mud let thin veins of dye seep through. That crackle is the signature of Dabu. Pieces may be resisted and dyed more than once to build shades.</p>

<h2>Side by side</h2>
<ul>
<li><strong>Colour:</strong> Ajrakh, indigo and red with black; Bagh, red and black on white; Dabu, usually indigo or earth tones with pale motifs.</li>
<li><strong>Pattern:</strong> Ajrakh is tight and geometric; Bagh is delicate and airy; Dabu is softer and more organic.</li>
<li><strong>Key step:</strong> Ajrakh layers several resists and mordants; Bagh relies on mordants and a red boil; Dabu relies on mud resist.</li>
</ul>
<p>Ajrakh itself uses a mud resist at the gach stage, so the techniques overlap, and printers in each place have borrowed from the others over time. What keeps them distinct is the combination: the region, the palette, the blocks and the habits of the families who carry each craft on.</p>`,
  },
  {
    title: "Inside the Indigo Vat: How Ajrakh Gets Its Blue",
    slug: "inside-the-indigo-vat",
    category: "Natural Dyes",
    image: "indigo-blog-inside-the-indigo-vat",
    date: "2025-02-06",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Indigo is the deep blue of Ajrakh. Learn how an indigo vat works, why cloth comes out green and turns blue in the air, and why dyers dip again and again.",
    keywords: "natural indigo, indigo vat, indigo dyeing, ajrakh blue, indigofera, indigo fermentation, how indigo dye works",
    content: `<p>Of all the colours in Ajrakh, indigo is the one that carries the most history. The dye comes from plants of the genus <em>Indigofera</em>, grown and processed in India for thousands of years and traded across the Indian Ocean long before synthetic dyes existed. In an Ajrakh workshop, the indigo vat is often the heart of the yard.</p>

<h2>A dye that will not dissolve</h2>
<p>Indigo behaves unlike almost any other dye. In its blue form it does not dissolve in water, so you cannot simply stir it into a pot and dip cloth in. The dyer first has to change it chemically, removing oxygen from the indigo molecule in an alkaline bath. This <strong>reduced</strong> form, sometimes called leuco-indigo, is soluble and pale, a yellowish or greenish liquid rather than a blue one. That prepared bath is the <strong>vat</strong>.</p>
<p>Traditionally the reduction is done by fermentation. The dyer feeds the vat with ingredients such as jaggery and lime and keeps it warm and alkaline, so that bacteria do the work of taking the oxygen away. A fermentation vat is alive: it has to be tasted, smelled and tended, fed when it weakens and rested when it is overworked. Many workshops today use natural indigo with a faster chemical reducer instead, and some use synthetic indigo, which is chemically the same colouring molecule made in a factory.</p>

<h2>Green to blue</h2>
<p>When the cloth is lowered into the vat, it soaks up the soluble indigo. Lifted out, it is yellow-green. Then, within a minute or two in the air, it turns blue before your eyes, as oxygen converts the dye back into its insoluble form, now locked among the fibres. It is one of the small wonders of the craft, and every dyer still stops to watch it.</p>

<h2>Why dip again and again</h2>
<p>One dip gives a pale sky blue. To reach the deep blue of a classic Ajrakh, the cloth is dipped, aired, dried and dipped again, often several times. Each layer adds depth, and building colour slowly in thin layers gives a more even, more durable result than trying to do it all at once in a strong vat.</p>

<h2>Indigo and the resists</h2>
<p>Indigo does not need a mordant. It attaches to the fibre wherever the vat can reach. That is why Ajrakh printers protect the red and white areas with mud resist, the <strong>gach</strong>, before dyeing. The sticky clay paste, dusted with sawdust, keeps the vat away, and is washed off afterwards to reveal the pale motifs waiting for the red bath.</p>

<h2>Living with indigo</h2>
<ul>
<li>Indigo can rub off a little onto pale fabrics when new. This is normal and lessens with washing.</li>
<li>The first washes may release some loose dye; wash a new indigo piece on its own.</li>
<li>Over years, indigo softens from ink-dark to a lived-in blue, much like a favourite pair of jeans, which are dyed with the same molecule.</li>
</ul>
<p>When you wear an indigo Ajrakh, you are wearing a colour that had to be coaxed out of a plant, transformed in a vat and brought back to blue by the air itself.</p>`,
  },
  {
    title: "Red From Roots: Madder, Alizarin and the Alum Mordant",
    slug: "madder-alizarin-and-alum",
    category: "Natural Dyes",
    image: "madder-blog-madder-alizarin-and-alum",
    date: "2025-06-17",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Ajrakh red comes from madder or alizarin fixed with alum. Learn how mordants work, why only printed areas turn red, and how madder differs from alizarin.",
    keywords: "madder dye, alizarin, alum mordant, ajrakh red, manjistha, mordant dyeing, natural red dye",
    content: `<p>The warm red of Ajrakh looks as if it had been printed straight onto the cloth. It was not. The printer prints something almost colourless, and the red appears later, in a boiling dye bath, exactly where it was meant to. The secret is the <strong>mordant</strong>.</p>

<h2>What a mordant does</h2>
<p>Many natural dyes have little attraction to cotton on their own; they wash out almost as easily as they go in. A mordant, usually a metal salt, changes that. It attaches to the fibre and gives the dye something to bond with, forming a stable, coloured complex. The word comes from the French for "to bite", because the mordant was thought to help the dye bite into the cloth.</p>
<p>In Ajrakh the red mordant is <strong>alum</strong>. It is mixed into a printable paste and stamped with blocks onto the areas that should become red. A little temporary colour is often added so the printer can see where he has printed. At this stage the cloth looks nothing like the finished piece.</p>

<h2>The red bath</h2>
<p>After the indigo dyeing and a thorough wash, the cloth is boiled in a bath of red dye. Where there is alum, the dye bonds and a lasting red develops. Where there is iron, printed earlier for black, the same bath deepens the black. Where there is no mordant, the dye stains only loosely and washes out in the rinses that follow, leaving the ground pale. Dyers add <em>dhavdi</em> flowers to the boil, which is said to help keep the unmordanted areas clean. One bath, several results: the pattern was decided by the blocks long before the dye arrived.</p>

<h2>Madder and alizarin</h2>
<p>The traditional source of this red is <strong>madder</strong>, the roots of plants in the genus <em>Rubia</em>. In India the native species, <em>Rubia cordifolia</em>, is known as manjistha. Madder roots contain several colouring compounds, the most important of which is <strong>alizarin</strong>.</p>
<p>In the late 1860s chemists learned to make alizarin synthetically, and it quickly replaced madder in much of the world's dyeing. Many Ajrakh workshops today use this alizarin: it is the same molecule as the main red in madder, used with the same alum mordant and the same boiling process. Others dye with madder root itself. The two are not identical in effect. Madder carries other compounds alongside alizarin, which give it a slightly different, often warmer or more varied red, and it behaves less predictably in the pot. Neither is a cheap shortcut like a pigment print; both rely on the full mordant process.</p>

<h2>Shades of red</h2>
<ul>
<li>A stronger alum paste gives a deeper red; a weaker one, a soft pink.</li>
<li>Alum over an indigo ground can give purples and aubergine tones.</li>
<li>The hardness and minerals of the washing water shift the shade, which is why the water a workshop uses matters so much.</li>
</ul>
<p>Mordant reds are remarkably durable, but like all natural colours they mellow over years of wear and washing. A red that softens slowly towards rose is a sign of a dye that is part of the fibre, not sitting on top of it.</p>`,
  },
  {
    title: "Harda and Iron: Where Ajrakh's Black Comes From",
    slug: "harda-and-iron-black",
    category: "Natural Dyes",
    image: "black-blog-harda-and-iron-black",
    date: "2025-10-07",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "The black outlines in Ajrakh come from iron meeting the tannin of harda (myrobalan). Learn how kat is made, printed and fixed, and why it needs care.",
    keywords: "harda, myrobalan, iron black dye, kat ajrakh, tannin dyeing, natural black dye, ajrakh black",
    content: `<p>Black is the colour that gives Ajrakh its crispness. It outlines the stars, fills the small triangles and dots between motifs, and makes the red and blue look brighter beside it. Yet there is no black dye in an Ajrakh workshop. The black is made on the cloth, by bringing two ingredients together at exactly the right place.</p>

<h2>Harda, the first ingredient</h2>
<p><strong>Harda</strong> is the dried fruit of the myrobalan tree, <em>Terminalia chebula</em>, familiar in India as an ingredient in traditional medicine. For dyers, its value is its high content of <strong>tannins</strong>, the same family of compounds that make strong tea taste dry. Early in the process, at the stage called kasanu, the whole cloth is soaked in a cold harda solution and dried in the sun. The cloth turns a pale, creamy yellow, and every fibre now carries tannin.</p>
<p>Tannin does more than prepare for black. It also helps other mordants attach to cotton, which is why a harda bath appears in so many Indian dyeing traditions, from Ajrakh to Bagh to Kalamkari.</p>

<h2>Kat, the second ingredient</h2>
<p>The iron solution is made slowly. Scrap iron is left to ferment in water with jaggery, sometimes with a little flour, for days or weeks, depending on the season; the warmer it is, the faster it works. The result is a rust-coloured iron liquor. The dyer strains it, thickens it with tamarind seed powder and cooks it into a printable paste known as <strong>kat</strong>.</p>

<h2>Where they meet</h2>
<p>When the printer stamps kat onto the harda-treated cloth, the iron reacts with the tannin in the fibre and forms dark iron-tannin compounds, the same chemistry behind old iron gall inks. The printed lines darken to grey and then to black. Later, when the cloth is boiled in the red bath, the iron areas take up some of the dye as well, and the black becomes deeper and more settled.</p>
<p>Because the black forms only where kat touches harda, the printer's block controls it precisely. That is why Ajrakh black is so sharp: it is a chemical reaction drawn with a piece of wood.</p>

<h2>Why iron needs respect</h2>
<p>Iron is a strong mordant, and too much of it can weaken cellulose fibres over time. Skilled dyers balance the strength of their kat for that reason, and washing out loose iron thoroughly after printing is part of their work. For you, as the wearer, it means a few simple habits:</p>
<ul>
<li>Wash in cool water with a mild soap; harsh alkalis and bleach are hard on iron-dyed areas.</li>
<li>Dry in the shade rather than strong sun.</li>
<li>Store pieces clean and dry, so that any stain does not sit in the fibre for months.</li>
</ul>
<p>Iron also explains something about the history of the craft. Water rich in iron disturbs the careful balance of mordants and can dull the colours, which is why printing families have always cared so much about the water they wash and dye with.</p>`,
  },
  {
    title: "Natural or Synthetic? How to Tell What Coloured Your Ajrakh",
    slug: "natural-or-synthetic-dyes",
    category: "Natural Dyes",
    image: "leaf-blog-natural-or-synthetic-dyes",
    date: "2026-04-14",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Hand-printed Ajrakh with natural dyes, chemical-dyed block prints and digital copies can look alike. Practical clues to tell them apart before you buy.",
    keywords:
      "natural dye vs synthetic, how to identify natural dye, real ajrakh, fake ajrakh, screen print vs block print, pigment print, natural dye test",
    content: `<p>The popularity of Ajrakh has brought a flood of cloth that borrows its look. Some of it is honest hand block printing with synthetic colours, some of it is screen or digital printing of Ajrakh designs, and some of it is genuine resist-dyed work with natural dyes. None of these is wrong in itself, but they are different products at different prices, and you deserve to know what you are buying.</p>

<h2>First, a word on "natural"</h2>
<p>Even genuine Ajrakh workshops use a mix of materials. The red may come from madder root or from alizarin, the same colouring compound made synthetically. Indigo may be plant-derived or synthetic, reduced by fermentation or with a chemical. A fair description tells you which; a vague "100% natural" claim on a very cheap piece deserves a second look. There is no single home test that proves a dye is natural, so use the clues below together.</p>

<h2>Clues in the cloth</h2>
<ul>
<li><strong>Look at the back.</strong> In resist and mordant dyeing, colour goes through the fibre, so the back is nearly as strong as the front. Pigment and screen prints often sit on the surface, leaving a much paler reverse. Many traditional Ajrakh pieces are printed on both sides.</li>
<li><strong>Feel the surface.</strong> Pigment printing leaves a faintly stiff or rubbery film over printed areas. Dyed cloth feels the same everywhere.</li>
<li><strong>Study the edges.</strong> Resist edges are crisp but alive: a slight halo, a hairline where the outline resist met the dye. Digital prints have perfect, flat edges and no layering.</li>
<li><strong>Find the joins.</strong> Hand block printing shows small overlaps or gaps where one impression meets the next. A long, flawless repeat with no variation at all suggests a screen or a machine.</li>
<li><strong>Read the colour.</strong> Natural and mordant dyes give colours with depth and slight unevenness. Very bright, flat colours, especially neon-like pinks or greens, are usually synthetic.</li>
<li><strong>Smell it.</strong> New natural indigo often carries a faint earthy smell. Many synthetic prints smell of nothing, or faintly of chemicals.</li>
</ul>

<h2>Clues in the washing</h2>
<p>Natural indigo may rub off a little and release some dye in its first washes; that is normal. A mordant red should hold well, softening slowly over years rather than running badly. If a piece loses most of its colour in a few washes, or the print cracks and flakes, the colour was never part of the fibre.</p>

<h2>Clues in the price and the story</h2>
<p>A genuine Ajrakh passes through many stages over a couple of weeks or more, with skilled work at each one. It cannot be sold at the price of a printed polyester dupatta. Ask the seller where it was made, on what cloth, with which dyes, and whether it is block printed or screen printed. A seller who knows the answers will be glad you asked.</p>

<blockquote>Synthetic dyes are not the enemy; many honest block printers use them well. What matters is that the description matches the cloth, and that the price pays for the work it describes.</blockquote>`,
  },
  {
    title: "From Sindh to Dhamadka: The Khatri Printers' Journey",
    slug: "from-sindh-to-dhamadka",
    category: "Kutch Stories",
    image: "natural-blog-from-sindh-to-dhamadka",
    date: "2025-04-08",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "How the Khatri community of printers and dyers carried Ajrakh from Sindh to the village of Dhamadka in Kutch, and what the river there meant to the craft.",
    keywords: "khatri community, ajrakh history, dhamadka, sindh to kutch, ajrakh printers, kutch history, khatri dyers",
    content: `<p>Ajrakh did not begin in Kutch. It belongs to the wider Indus region, and its oldest home is Sindh, where it remains a symbol of identity to this day. The story of how it came to be printed in the small Kutch village of Dhamadka is, above all, the story of a community: the <strong>Khatris</strong>, hereditary printers and dyers.</p>

<h2>A craft that travelled with its makers</h2>
<p>By the accounts kept in printing families, Khatri dyers moved from Sindh into Kutch several centuries ago, and some families trace their line back around four hundred years. The version most often told is that the ruler of Kutch at the time invited skilled craftsmen into his lands, and that the printers came because they were offered a place to work, water to work with, and customers. Family histories differ on the details, and it is wise to treat exact dates with caution, but the broad movement is not in doubt: the knowledge of Ajrakh crossed from Sindh with the people who practised it.</p>
<p>Kutch and Sindh were never strangers. Across the salt flats of the Rann, herders, traders and craftspeople moved back and forth for generations, speaking related languages and sharing dress, music and trade. The pastoral communities of Kutch, particularly in the grasslands of Banni, were already wearing Ajrakh as turbans, lungis and shoulder cloths. The printers followed their customers.</p>

<h2>Why Dhamadka</h2>
<p>For a dyer, water is everything. Cloth must be washed many times over, between each stage of printing and dyeing, and the quality of that water affects every colour. Dhamadka sat beside a river, and for generations the Khatri families there washed their cloth in its flowing water and spread it to dry on the open ground along its banks. The village became known for its Ajrakh, and its name became linked with the craft across Kutch.</p>

<h2>A village of workshops</h2>
<p>Life in a printing village followed the rhythm of the process. Cloth soaked overnight in saaj; mornings were for printing while the light was good; afternoons for drying; the indigo vats were tended daily. Whole families took part, with children learning by helping long before they picked up a block. Patterns were made for particular customers: a herder's community could recognise its own style of Ajrakh, and a printer could often recognise the work of another workshop by its details.</p>

<h2>Change comes</h2>
<p>The twentieth century brought mill cloth, synthetic dyes and new markets, and many printing families across India gave up natural dyeing or the craft altogether. In Kutch, too, demand from the old customers fell. Some Khatri families turned back towards natural dyes and traditional methods in the later decades of the century, and found new buyers in cities and abroad who valued exactly what had made the old cloths special.</p>
<p>But Dhamadka's river was changing. The next chapter of the story, the founding of Ajrakhpur, begins with water.</p>`,
  },
  {
    title: "Ajrakhpur: A Village Built Around Water",
    slug: "ajrakhpur-a-village-built-around-water",
    category: "Kutch Stories",
    image: "indigo-blog-ajrakhpur-a-village-built-around-water",
    date: "2025-09-09",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Why Ajrakh printers left Dhamadka after the water changed and the 2001 Kutch earthquake struck, and how they built a new craft village named Ajrakhpur.",
    keywords: "ajrakhpur, ajrakhpur kutch, dhamadka, 2001 gujarat earthquake, ajrakh village, bhuj, khatri printers",
    content: `<p>There are not many villages named after a textile. <strong>Ajrakhpur</strong>, a short drive from Bhuj in Kutch, is one of them. It was founded by Khatri printing families from Dhamadka in the years after the earthquake of 2001, and its story shows how closely this craft is tied to its most basic raw material: water.</p>

<h2>When the river changed</h2>
<p>For generations the printers of Dhamadka washed their cloth in the river beside the village and dried it on the banks. By the later decades of the twentieth century the water had begun to change. It became scarcer, and, as printers tell it, its iron content rose. For most uses this would hardly matter. For an Ajrakh dyer it is serious. The whole process is a careful balance of mordants, with iron printed only where black is wanted and alum where red is wanted. Iron arriving uninvited in the washing water dulls the reds, muddies the pale ground and makes colours unpredictable. Printers found it harder and harder to get the results their families had always got.</p>

<h2>The earthquake</h2>
<p>On 26 January 2001 a powerful earthquake struck Gujarat, with its epicentre in Kutch. It destroyed homes, workshops and livelihoods across the district, and Dhamadka was badly affected. Faced with rebuilding anyway, and already troubled by the water, several printing families decided to make a fresh start elsewhere rather than rebuild in the old place.</p>

<h2>Building a craft village</h2>
<p>They chose land near Bhuj and built a new settlement, planned from the start around the needs of the craft: space for printing tables, yards for drying cloth, room for indigo vats and dye kitchens, and access to water of the right quality. They called it Ajrakhpur, the place of Ajrakh. Over the following years it grew into one of the best-known centres of the craft, with workshops of many sizes, from a family printing in its own courtyard to larger units employing printers, dyers and washers from the surrounding area.</p>
<p>Some families stayed in Dhamadka, and printing continues there too. The two villages are part of the same story, linked by family, by blocks passed down and by shared techniques.</p>

<h2>Water, still</h2>
<p>Water remains the constant concern. Ajrakh needs a great deal of it, for washing between every stage, in a region where rain is scarce and unreliable. Workshops in and around Ajrakhpur think carefully about where their water comes from and what happens to it after use, and natural dyes, which leave behind plant matter and mineral mordants rather than harsh synthetic chemicals, are part of that conversation.</p>

<h2>Visiting in spirit</h2>
<p>If you imagine Ajrakhpur on a winter morning, picture long tables under cover, printers moving blocks down the cloth with a steady rhythm, and outside, lengths of freshly washed cloth spread across open ground to dry, blue and red against the pale earth. It is a modern village built for a very old craft, and it exists because its makers refused to let that craft be washed away.</p>`,
  },
  {
    title: "The Cloth of Herders and Hosts: Ajrakh's Place in Kutch and Sindh",
    slug: "ajrakh-of-herders-and-hosts",
    category: "Kutch Stories",
    image: "madder-blog-ajrakh-of-herders-and-hosts",
    date: "2026-01-20",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Before it became sarees and stoles, Ajrakh was the turban, lungi and shoulder cloth of herders and a gift of honour. A look at its traditional uses.",
    keywords: "ajrakh tradition, ajrakh turban, maldhari, banni kutch, sindhi ajrak, ajrakh culture, ajrakh history",
    content: `<p>Today Ajrakh is sold as sarees, dupattas, stoles and shirts in shops far from the desert. But for most of its history it was something more practical and more personal: the cloth of the pastoral and farming communities of Kutch and Sindh, worn every day and brought out on the days that mattered.</p>

<h2>A working cloth</h2>
<p>In the grasslands of Banni, in northern Kutch, and across Sindh, herding communities moved with their cattle, buffalo and camels through heat, wind and dust. Their clothing had to be tough. A heavy, double-sided Ajrakh served as a <strong>turban</strong> against the sun, a <strong>lungi</strong> or wrap around the waist, and above all a <strong>shoulder cloth</strong>: a length of fabric that could be a shawl in the cold, a sunshade, a cushion, a bundle for carrying things, or a sheet to sleep on. The saaj and mordant processes gave the cloth its famous suppleness and durability, and the dark indigo and red hid the dirt of long journeys.</p>
<p>Because it was printed on both sides, a traditional Ajrakh looked finished however it was folded or thrown over a shoulder. That is not decoration for its own sake; it is design for a life lived outdoors.</p>

<h2>A cloth that says who you are</h2>
<p>Patterns were not chosen at random. Printers made particular designs and colourings for particular communities, and people could often tell from a cloth where its wearer came from, or which workshop had printed it. Certain patterns were associated with certain occasions, and some were made only to order.</p>
<p>In Sindh especially, Ajrakh became a symbol of identity. It is worn with pride at festivals and public gatherings, and presenting an Ajrakh to a guest is a traditional gesture of welcome and respect. Across the region it has a place in weddings and family ceremonies, given as a gift that marks an important moment.</p>

<h2>How the market changed</h2>
<p>Over the twentieth century, as lifestyles changed and cheap mill cloth spread, fewer people in the old communities wore Ajrakh every day. Printers looked for new customers, and found them among people who had never herded a cow but loved the cloth for its beauty and its story. The products changed to match: lighter fabrics like modal and silk, lengths cut for sarees and dupattas, garments and home linen.</p>
<p>Some purists mourn this shift, and it is fair to ask what is lost when a cloth leaves the people it was made for. But the new demand is also what allowed many workshops to keep natural dyeing alive and to train the next generation. The old shoulder cloths are still printed, and many of the patterns on a modern saree come from the same blocks.</p>

<h2>Wearing it with that history</h2>
<p>When you drape an Ajrakh dupatta over your shoulder, you are, in a small way, repeating a gesture made for centuries on the plains of Kutch and Sindh. It is worth knowing that the cloth was made to be used: folded, carried, slept on and worn in the sun. It is not too precious to live in.</p>`,
  },
  {
    title: "What the GI Tag Means for Kutch Ajrakh",
    slug: "kutch-ajrakh-gi-tag",
    category: "Kutch Stories",
    image: "mustard-blog-kutch-ajrakh-gi-tag",
    date: "2026-06-09",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Kutch Ajrakh is registered as a Geographical Indication in India. What a GI tag protects, what it does not, and how to use it when you shop for Ajrakh.",
    keywords:
      "kutch ajrakh gi tag, geographical indication, gi tag india, authentic ajrakh, ajrakh certification, craft protection",
    content: `<p>Kutch Ajrakh has been registered in India as a <strong>Geographical Indication</strong>, or GI. You may have seen the phrase "GI-tagged" on product pages and wondered what it actually means. Here is a plain explanation of what this kind of registration does, what it does not do, and why it matters to the people who make the cloth.</p>

<h2>What a Geographical Indication is</h2>
<p>A Geographical Indication is a form of intellectual property. It recognises that a product's qualities, reputation or character come from a particular place, and it reserves the name of that product for goods that genuinely come from there and are made in the agreed way. You already know famous examples from food and drink, and India has registered many handicrafts and handloom traditions in the same way, from sarees to metalwork to paintings.</p>
<p>Registration is usually sought by an association of producers, who set out in their application what the product is, where it is made and how. Once registered, the name is meant to be used only by producers who meet that description, and authorised producers can be listed as users of the GI.</p>

<h2>What it means for Ajrakh</h2>
<p>For Kutch Ajrakh, the registration formally links the name to the region and to the traditional process: hand block printing with resists and mordants, dyeing and repeated washing, as carried out by the printing communities of Kutch. In principle, it gives makers a legal footing against goods that use the name but are made elsewhere or by entirely different means, such as machine-printed fabric sold as Kutch Ajrakh.</p>

<h2>What it does not do</h2>
<ul>
<li><strong>It is not a quality grade.</strong> A GI says where and how a product is made, not that every piece is the best of its kind.</li>
<li><strong>It does not cover every Ajrakh.</strong> Ajrakh is also made in Sindh and in Barmer in Rajasthan, with its own long histories. A Kutch GI is about Kutch.</li>
<li><strong>It does not enforce itself.</strong> Protection depends on makers, sellers and buyers taking it seriously, and on action when the name is misused.</li>
<li><strong>It does not forbid inspiration.</strong> Designers may still draw on Ajrakh patterns; what the GI protects is the name and the claim of origin.</li>
</ul>

<h2>How to use it as a shopper</h2>
<p>Treat a GI claim as a useful starting point rather than the end of the conversation. Ask where the piece was printed, by which workshop or cluster, and whether it was block printed and resist dyed. Combine that with what you can see in the cloth itself: colour through to the back, the small joins of hand block printing, the depth of mordant and indigo colours.</p>

<h2>Why it matters to makers</h2>
<p>For printing families, recognition of this kind is about more than legal protection. It is public acknowledgement that the craft belongs to a place and a community, and that the long process behind it has value. In a market full of look-alike prints, that acknowledgement helps keep the real thing worth making.</p>`,
  },
  {
    title: "Why Ajrakh Takes Weeks, and What a Fair Price Pays For",
    slug: "slow-fashion-fair-wages",
    category: "Kutch Stories",
    image: "leaf-blog-slow-fashion-fair-wages",
    date: "2026-08-18",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Ajrakh is slow fashion by nature. Where the time goes, what a fair price covers for printers, dyers and washers, and how to buy hand-printed cloth well.",
    keywords:
      "slow fashion, fair wages artisans, ethical fashion india, handmade textiles, sustainable ajrakh, artisan pay, conscious shopping",
    content: `<p>"Slow fashion" is a phrase that gets used for almost anything now. Ajrakh was slow long before the phrase existed. A single piece passes through many stages of preparation, printing, dyeing, washing and drying, over a couple of weeks or more, and many people's skills go into it. Understanding where that time goes helps explain the price, and why a fair price matters.</p>

<h2>Where the time goes</h2>
<ul>
<li><strong>Preparation.</strong> Saaj alone takes several days of soaking and half-drying before any printing can begin, followed by the harda bath and a full day in the sun.</li>
<li><strong>Printing.</strong> Each layer of resist and mordant is printed by hand, impression by impression, on one side and often on the back as well. Each layer must dry before the next.</li>
<li><strong>Dyeing.</strong> Indigo is built up in several dips, with airing and drying in between. The red bath is a long, hot boil.</li>
<li><strong>Washing and drying.</strong> Between stages the cloth is washed thoroughly and spread out to dry, which depends entirely on the weather. A cloudy spell or a humid monsoon week simply stops the work.</li>
</ul>
<p>None of this can be rushed without showing in the cloth: a resist that has not dried smudges, a mordant that has not set gives a weak red, and an underwashed cloth bleeds.</p>

<h2>Who is paid</h2>
<p>The name on a label rarely tells you how many people touched a piece. Behind one Ajrakh there may be the weaver or mill that made the cloth, the block carver, the printers, the dyers who tend the vats and cook the mordants, the washers, the people who fold, check and pack. Paying them fairly means paying for skill learned over years, for work done in heat and water, and for the slow weeks when the weather will not cooperate.</p>

<h2>What else the price carries</h2>
<p>Natural dyes and mordants, good base cloth, fuel for the red bath, water and its responsible handling, the upkeep of blocks that may be decades old: these are real costs. So is the time a workshop spends training younger printers. A very low price for "hand-printed natural dye Ajrakh" means that one of these things has been cut, and usually it is the people.</p>

<h2>Buying well</h2>
<ul>
<li><strong>Buy fewer, better pieces.</strong> A well-made Ajrakh lasts for years and improves as it softens.</li>
<li><strong>Ask questions.</strong> Where was it made, by hand block or screen, with which dyes? Good sellers know.</li>
<li><strong>Accept small irregularities.</strong> A slight variation in colour or a visible block join is part of what you are paying for.</li>
<li><strong>Care for it.</strong> Gentle washing and shade drying keep a piece in use longer, which is the most sustainable thing of all.</li>
</ul>

<h2>Our part</h2>
<p>We want every price on Chhaap to make sense when you hold the cloth in your hands, and every piece to be described honestly: how it was printed, on what fabric, with which dyes. Slow fashion is not about paying more for a label. It is about paying what the work is worth, and then wearing it for a long time.</p>`,
  },
  {
    title: "How to Wash and Care for Your Ajrakh So It Ages Beautifully",
    slug: "how-to-wash-ajrakh",
    category: "Care & Styling",
    image: "natural-blog-how-to-wash-ajrakh",
    date: "2025-07-15",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Cold hand wash, mild soap, shade drying and a first wash on its own: simple care for natural-dyed Ajrakh, and why its colours mellow gracefully over time.",
    keywords:
      "ajrakh care, how to wash ajrakh, natural dye care, wash block print saree, ajrakh colour bleeding, hand wash cotton, modal silk care",
    content: `<p>An Ajrakh made with indigo, mordant red and iron black is a sturdy cloth. The same processes that give it colour also give it a long life. But natural dyes are not the same as the synthetic colours in most of our wardrobes, and a little knowledge goes a long way. Here is how to look after yours.</p>

<h2>The first wash: on its own</h2>
<p>Wash a new piece <strong>separately</strong> the first time, and for the first few washes if it is deep indigo. Some loose dye may come out, especially from indigo, and the water may turn blue. This is normal. It is not the colour washing away from the cloth, but surplus dye from the surface that did not bind. It will lessen with each wash.</p>

<h2>Everyday washing</h2>
<ol>
<li><strong>Use cold water.</strong> Hot water loosens dye and can shrink cotton.</li>
<li><strong>Choose a mild soap.</strong> A gentle liquid detergent, a mild bar soap or soapnut (reetha) solution all work well. Avoid strong detergents, optical brighteners and anything with bleach.</li>
<li><strong>Hand wash gently.</strong> Swish and squeeze rather than scrubbing. Do not soak for hours, and never soak with other clothes.</li>
<li><strong>Rinse well</strong> in cold water until it runs clear.</li>
<li><strong>Do not wring hard.</strong> Press the water out, or roll the cloth in a towel.</li>
</ol>
<p>Modal silk and silk Ajrakh sarees are best hand washed with extra care or dry cleaned, especially the first time. Cotton pieces can go on a gentle, cold machine cycle once the first washes are done, turned inside out and ideally in a wash bag.</p>

<h2>Drying: in the shade</h2>
<p>It may seem odd, given that Ajrakh is dried in the sun during making, but at home you should <strong>dry it in the shade</strong>, inside out. Strong sun on a damp cloth, day after day, fades natural colours faster. Hang it flat or over a line rather than pegging at one point, so it keeps its shape.</p>

<h2>Ironing and storing</h2>
<ul>
<li>Iron on the reverse on a medium setting for cotton, lower for silk and modal.</li>
<li>Store clean and completely dry, folded, in a cotton bag or wrapped in muslin rather than sealed in plastic.</li>
<li>Refold sarees now and then so the creases do not always fall in the same place.</li>
<li>Keep away from perfume, deodorant and direct contact with metal hangers, which can mark the cloth.</li>
</ul>

<h2>Stains</h2>
<p>Treat spills quickly with cold water and a little mild soap, dabbing rather than rubbing. Do not use bleach or stain removers containing it: they will strip the mordant colours, leaving pale patches that cannot be repaired.</p>

<h2>Colours that mellow</h2>
<p>Over months and years your Ajrakh will change. The indigo softens from deep ink to a lived-in blue, the red warms towards rose, and the cloth becomes softer in the hand. This gentle <strong>mellowing</strong> is the nature of natural dyes, and many people love their pieces more for it. What you should not see is sudden, heavy fading or colours running into one another; good care and a well-made cloth will prevent that.</p>

<blockquote>Think of caring for Ajrakh less as protecting something fragile and more as keeping company with something that will grow old well.</blockquote>`,
  },
  {
    title: "Styling an Ajrakh Saree: Blouses, Drapes and Jewellery",
    slug: "styling-an-ajrakh-saree",
    category: "Care & Styling",
    image: "madder-blog-styling-an-ajrakh-saree",
    date: "2025-11-25",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Ideas for wearing an Ajrakh saree from office to wedding: choosing a blouse colour, drapes that show the print, fabrics for each occasion and jewellery.",
    keywords:
      "ajrakh saree styling, how to style ajrakh saree, blouse for ajrakh saree, modal silk saree, saree drape, ajrakh jewellery, block print saree",
    content: `<p>An Ajrakh saree carries a lot of pattern, and that is exactly why it is easy to style. The print does the talking; your job is mostly to give it room. Here are some ways to wear one, from a working day to a wedding.</p>

<h2>Start with the fabric</h2>
<ul>
<li><strong>Cotton</strong> is crisp, breathable and perfect for daytime, office and travel. It holds pleats well and softens beautifully with washing.</li>
<li><strong>Modal silk</strong> drapes fluidly with a gentle sheen, and takes dye richly. It is the easy choice for evenings and festive daytime events.</li>
<li><strong>Silk</strong>, including mashru and gajji-style silks, brings depth and lustre for weddings and celebrations.</li>
</ul>

<h2>Choosing the blouse</h2>
<p>The simplest rule is to <strong>pick one colour from the print</strong> and wear a plain blouse in it. With the classic indigo and red Ajrakh, that gives you three good options:</p>
<ul>
<li><strong>Madder red</strong> makes the saree warm and festive.</li>
<li><strong>Black</strong> sharpens the geometry and looks modern and graphic.</li>
<li><strong>Indigo</strong> gives a calm, tonal look that is perfect for work.</li>
</ul>
<p>For contrast, try an off-white handloom cotton blouse, which picks up the white resist lines, or a mustard blouse with an indigo saree. If you enjoy pattern, a Kutchi mirror-work or embroidered blouse is a natural partner: both crafts come from the same region and share a colour sense. Keep any second print small in scale so the two do not compete.</p>

<h2>Drapes that show the print</h2>
<p>Ajrakh pallus are often the richest part of the saree, with denser motifs and wider borders. A classic <strong>nivi</strong> drape with an open, pleated or pinned pallu lets the pattern fall freely down your back. For a Gujarati-style <strong>seedha pallu</strong>, brought over the right shoulder to the front, the pallu becomes the centrepiece across your body, which suits Ajrakh especially well. For work, a neatly pleated pallu pinned at the shoulder is tidy and practical.</p>

<h2>Jewellery</h2>
<ul>
<li><strong>Oxidised silver</strong> is the natural choice: chunky earrings, a torque or a cuff echo the craft heritage of Kutch.</li>
<li><strong>Gold</strong> pairs well with silk Ajrakh for weddings, especially temple-style or simple heavy pieces.</li>
<li><strong>Minimal</strong> works too: a single pair of statement earrings and nothing else lets the print lead.</li>
</ul>

<h2>Finishing touches</h2>
<p>Kolhapuri sandals or embroidered juttis suit cotton Ajrakh; block heels or embellished flats suit silk. A plain tote or a small embroidered potli keeps the look grounded. Hair in a low bun with a few flowers is classic with madder red; loose and simple works for daytime cotton.</p>

<h2>One saree, many occasions</h2>
<p>The same indigo Ajrakh can go to the office with a black blouse and a silver cuff, to a lunch with a mustard blouse and juttis, and to a festive evening with a red silk blouse and heavier earrings. That versatility is part of why an Ajrakh saree is worth investing in.</p>`,
  },
  {
    title: "Seven Ways to Wear an Ajrakh Dupatta",
    slug: "ways-to-wear-an-ajrakh-dupatta",
    category: "Care & Styling",
    image: "indigo-blog-ways-to-wear-an-ajrakh-dupatta",
    date: "2026-03-24",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "An Ajrakh dupatta is the easiest way to wear the craft. Seven ideas for plain kurtas, jeans, dresses, workwear and winter layering, with colour tips.",
    keywords:
      "ajrakh dupatta, how to style dupatta, dupatta draping styles, ajrakh stole, kurta and dupatta, block print dupatta, indo western styling",
    content: `<p>If you want to start wearing Ajrakh, a dupatta is the easiest way in. It needs no tailoring, works with clothes you already own, and carries the full richness of the print in one piece of cloth. Here are seven ways to wear one.</p>

<h2>1. Over a plain kurta</h2>
<p>The classic. A solid kurta in white, black, indigo or a deep red, with straight pants or a churidar, lets the dupatta become the whole outfit. Drape it over both shoulders with the ends falling down the back, or over one shoulder for a relaxed look. Match the kurta to the strongest colour in the dupatta and the result always looks deliberate.</p>

<h2>2. With a white shirt and jeans</h2>
<p>Indigo Ajrakh and denim are dyed with the same colouring molecule, and they look as if they know each other. Wear the dupatta loosely around your neck like a long scarf, or thrown over one shoulder, with a crisp white shirt. It is an easy weekend look with real character.</p>

<h2>3. As a stole over a dress</h2>
<p>Over a simple black or navy dress, an Ajrakh dupatta draped across the elbows adds colour and warmth for an evening out. Lighter modal or silk dupattas are best for this; they fall softly and do not add bulk.</p>

<h2>4. Belted at the waist</h2>
<p>For a neater look at work or at a festive gathering, drape the dupatta over one shoulder, bring it across the front and hold it at the waist with a slim leather or fabric belt. This keeps it in place all day and shows off the border.</p>

<h2>5. With another print</h2>
<p>Ajrakh can be mixed with other patterns if they share a colour. A small-scale indigo bandhani kurta or a fine stripe works well under an indigo Ajrakh dupatta. Keep one print large and one small, and stay within two or three colours.</p>

<h2>6. As winter layering</h2>
<p>A heavier cotton Ajrakh dupatta, folded lengthwise and wrapped twice around the neck, works as a scarf with a coat or a jacket. Over a plain sweater, it brings colour into a season of dark clothes.</p>

<h2>7. As a head covering or shawl</h2>
<p>For temple visits, ceremonies or simply the sun, an Ajrakh dupatta over the head is both practical and graceful, and close to how the cloth was worn for generations in Kutch and Sindh, where Ajrakh served as a shoulder cloth, a head covering and a shade against the sun.</p>

<h2>Choosing your dupatta</h2>
<ul>
<li><strong>Cotton</strong> is easy-going, holds its drape, and is ideal for daily wear.</li>
<li><strong>Modal</strong> is soft and fluid with a gentle sheen, good for dressing up.</li>
<li><strong>Silk</strong> gives lustre for weddings and festivals.</li>
</ul>
<p>Colour-wise, an indigo-and-red dupatta is the most versatile, since it picks up both cool and warm outfits. A black-ground Ajrakh is dramatic and modern, and a natural or mustard ground is softer and sunnier.</p>
<p>Whichever you choose, wash it cold and on its own for the first few times, and dry it in the shade. A good Ajrakh dupatta can be a daily companion for years.</p>`,
  },
  {
    title: "Ajrakh Beyond the Saree: Shirts, Stoles and Home Linen",
    slug: "ajrakh-beyond-the-saree",
    category: "Care & Styling",
    image: "black-blog-ajrakh-beyond-the-saree",
    date: "2026-10-13",
    uploadBy: "Chhaap Studio",
    metaDescription:
      "Ajrakh is not only for sarees. Ideas for men's shirts and kurtas, stoles, skirts, bedsheets and cushions, with tips on choosing fabrics and caring for them.",
    keywords: "ajrakh shirt, ajrakh for men, ajrakh bedsheet, ajrakh stole, ajrakh home decor, block print shirt, ajrakh kurta",
    content: `<p>Ajrakh's strong geometry and deep colours make it at home on far more than sarees. In its own history it was first a men's cloth, worn by herders as turbans, lungis and shoulder cloths, and it was used at home as bedding and wraps. Today it turns up on shirts, skirts, stoles, bags and bed linen. Here is how to bring it into your wardrobe and your home.</p>

<h2>For men</h2>
<p>An <strong>Ajrakh shirt</strong> in cotton is one of the easiest ways to wear pattern. With its tight, all-over repeat, it reads almost as a texture from a distance. Wear it untucked with plain chinos or jeans for the weekend, or under a solid jacket for an evening. A short <strong>kurta</strong> in indigo Ajrakh with white pyjamas is a natural choice for festivals and weddings, and a <strong>stole</strong> thrown over a plain kurta or a bandhgala adds colour without taking over.</p>
<p>If you are new to print, start with a darker ground, indigo or black, where the motifs stay subtle, and pair it with solids only.</p>

<h2>Skirts, dresses and co-ords</h2>
<p>Ajrakh suits full, simple shapes that let the pattern move: a gathered or A-line skirt, a wrap skirt, a loose dress with a plain bodice. Wear an Ajrakh skirt with a plain T-shirt or a fitted top in one of its colours. Full co-ord sets are bold and striking; break them up with a plain jacket or a solid dupatta if you want something gentler.</p>

<h2>Stoles and scarves</h2>
<p>A stole is the most versatile Ajrakh of all. Lighter modal stoles sit softly around the neck and add colour to office wear; heavier cotton ones are warm enough for cool evenings and travel. Because many pieces are printed or dyed through, both sides look good when the stole is wrapped.</p>

<h2>At home</h2>
<ul>
<li><strong>Bedsheets and quilt covers</strong> in Ajrakh bring warmth to a bedroom. Pair a busy sheet with plain pillowcases in indigo or natural, or reverse it.</li>
<li><strong>Cushion covers</strong> are a small, affordable way to add Ajrakh to a sofa of plain colours.</li>
<li><strong>Table linen</strong>, such as runners and napkins, looks beautiful with simple white or earthen crockery.</li>
<li><strong>Curtains</strong> in natural-dyed Ajrakh glow when the light comes through, but hang them out of harsh direct sun to slow fading.</li>
</ul>

<h2>Care for everyday pieces</h2>
<p>Shirts and home linen get washed more often than a saree, so choose cotton for them and give them the same basic care: cold water, mild soap, inside out, dried in the shade. Wash them separately for the first few times, and expect the colours to soften gently with use. Bedsheets can go on a gentle, cold machine cycle once the first washes are done.</p>

<h2>A cloth for living in</h2>
<p>Ajrakh was never meant to be kept in a cupboard for best. It was made to be worn in the sun, slept on and carried across the desert. Using it every day, in whatever form suits your life, is the best way to honour that.</p>`,
  },
];
