/** SPEC §2.4: seven articles, dated 2025-02-20 to 2025-03-03, on fabric topics a buyer of cloth by the metre cares about. */
export interface BlogArticle {
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  author: string;
  topic: string;
  paragraphs: readonly string[];
}

export const BLOGS: readonly BlogArticle[] = [
  {
    slug: 'sustainable-fabrics-for-indian-brands',
    title: 'Sustainable Fabrics: A Practical Guide for Indian Apparel Brands',
    date: '2025-03-03',
    author: 'Meera Iyer',
    topic: 'Sustainability',
    paragraphs: [
      'Sustainability used to be a line in a brand deck. Today buyers in Europe and a growing share of customers in Indian metros ask for proof: where the fibre was grown, how much water the dyeing took, and whether the mill treats its effluent. For a brand sourcing fabric by the metre, the good news is that most of the proof already exists at the mill; it only has to be asked for.',
      'Start with the fibre. Organic and recycled cottons, linen, hemp blends, lyocell and recycled polyester all cut the footprint of a garment compared with conventional cotton or virgin polyester, but each in a different way. Linen and hemp need little irrigation; lyocell is made in a closed loop that recovers almost all of its solvent; recycled polyester keeps bottles out of landfill but still sheds microfibres in the wash. Choose the fibre for the product, not for the label.',
      'Then look at the wet processing, where most of the water and chemistry goes. Ask the mill whether it runs a zero-liquid-discharge plant, which dye classes it uses for your shade, and whether it can show a recent restricted-substances test. Reactive dyes on cotton, for instance, can be run at lower salt and temperature with modern auxiliaries, and a good dye house will tell you the difference in the price per metre.',
      'Finally, order in a way that wastes less. Sampling on the exact base you will bulk on, approving a lab dip before the full lot, and buying to the cut plan instead of a round number all reduce the fabric that ends up as dead stock. On FabricMart every listing shows the GSM, count and construction, so you can compare like with like before you ask for a sample.',
    ],
  },
  {
    slug: 'cotton-vs-linen',
    title: 'Cotton vs Linen: Which Fabric Is Right for Your Next Collection?',
    date: '2025-03-01',
    author: 'Arjun Mehta',
    topic: 'Fabric basics',
    paragraphs: [
      'Cotton and linen are the two fibres Indian summer wear is built on, and they are often sold side by side at similar weights. They behave very differently on the body and on the cutting table, so it pays to know which one a design really needs.',
      'Cotton is soft from the first wear, takes dye evenly and comes in every construction from a 40s poplin for shirts to a heavy twill for trousers. It wrinkles less than linen and is easier to sew, which keeps making costs down. Its weakness is heat: a closely woven cotton holds moisture against the skin once you sweat.',
      'Linen, spun from flax, is stronger and more absorbent, and it dries quickly, which is why it feels cool in humid weather. It creases readily, and buyers either love that lived-in look or return the garment. Linen also has natural slubs, so a perfectly clean surface means a blend or a finishing treatment. Expect a higher price per metre and a little more shrinkage, and ask for the shrinkage figure before you grade the pattern.',
      'For a shirting programme that must survive an office day, a cotton poplin or a cotton-linen blend is the safer choice. For resort wear, kurtas and relaxed trousers where breathability matters most, pure linen earns its price. Order a metre of each on the same shade and wash them twice before you decide: the fabric will tell you more than any catalogue.',
    ],
  },
  {
    slug: 'bamboo-fabric-explained',
    title: 'Bamboo Fabric Explained: Soft, Breathable and Often Misunderstood',
    date: '2025-02-27',
    author: 'Kavya Rao',
    topic: 'Fibres',
    paragraphs: [
      'Bamboo grows fast without irrigation or pesticides, which makes it an attractive raw material. The fabric sold as bamboo, though, is almost always bamboo viscose: the plant is dissolved into cellulose and spun again into a fibre. The result is wonderfully soft and drapey, but it is a regenerated fibre, not a natural one like cotton or linen.',
      'That distinction matters for labelling. In many export markets a garment must say viscose from bamboo rather than bamboo, and a buyer who promises otherwise risks a rejected shipment. Ask the mill which process made the yarn; lyocell-type processes that recover their solvent have a much smaller environmental cost than the older viscose route.',
      'On the body, bamboo viscose feels cool, absorbs moisture well and resists odour, which makes it popular for innerwear, baby clothing, loungewear and towels. It is weaker when wet and can lose shape if hung to dry, so care labels should say to dry flat. It is usually knitted or blended with cotton or spandex to add recovery.',
      'When you compare offers, look at the GSM and the blend percentage rather than the word bamboo. A 160 GSM single jersey with 70 percent bamboo viscose and 30 percent cotton behaves very differently from a 200 GSM fabric with 95 percent bamboo and 5 percent spandex, and the price per metre should reflect it.',
    ],
  },
  {
    slug: 'caring-for-delicate-fabrics',
    title: 'Caring for Delicate Fabrics: Silk, Chiffon and Georgette Without Tears',
    date: '2025-02-25',
    author: 'Meera Iyer',
    topic: 'Care',
    paragraphs: [
      'Silk, chiffon, georgette and fine modal make the garments customers remember, and they are also the fabrics most often returned because of damage in the first wash. Good care instructions protect both the customer and the brand, and they begin with handling in the workshop.',
      'Cut delicate fabrics on paper or a fine cloth so they do not slide, use new fine needles and a short stitch, and press with a cloth between the iron and the fabric at the silk setting. Pins leave holes in chiffon; pattern weights do not. Store rolls away from sunlight, which fades many silk dyes within weeks.',
      'For the customer, the safest instruction is a gentle hand wash in cold water with a mild, pH-neutral detergent, no wringing, and drying flat in the shade. Dry cleaning is appropriate for heavily embellished pieces or structured garments. Avoid bleach and enzymes, which attack protein fibres such as silk.',
      'Test before you promise. Wash a metre of the bulk fabric the way your care label says and measure the shrinkage and colour loss; a reputable mill will share its own test report too. Writing care instructions from a real test is the cheapest way to keep delicate collections out of the returns pile.',
    ],
  },
  {
    slug: 'wool-beyond-winter',
    title: 'Wool Beyond Winter: Weights, Blends and Where It Works in India',
    date: '2025-02-23',
    author: 'Arjun Mehta',
    topic: 'Fibres',
    paragraphs: [
      'Wool is often treated as a winter-only fibre in India, but fine wool suiting is worn year round in air-conditioned offices, and wool blends appear in uniforms, blazers and shawls. Knowing how wool is described helps you buy the right weight for the season.',
      'Fineness is measured in microns: the lower the number, the softer the fibre. Suiting wools are usually below 20 microns, while blanket and coat wools are coarser. Worsted fabrics, spun from combed long fibres, are smooth and crisp; woollen fabrics are fuzzier, warmer and more casual.',
      'Weight matters as much as fibre. A tropical wool suiting of about 220 to 250 GSM breathes well enough for much of the year, while 300 GSM and above belongs in north Indian winters and outerwear. Blends with polyester or viscose lower the price and add crease resistance, which is why they dominate uniforms.',
      'Wool shrinks and felts with heat and agitation, so ask whether the fabric is shrink-resist treated and give clear care instructions. Store rolls with cedar or lavender rather than naphthalene, and keep them dry: moths and damp are the two enemies of a wool stock.',
    ],
  },
  {
    slug: 'organic-cotton-certification',
    title: 'Organic Cotton: What the Certificates Really Mean',
    date: '2025-02-21',
    author: 'Kavya Rao',
    topic: 'Sustainability',
    paragraphs: [
      'India grows more organic cotton than any other country, and Indian mills export organic fabric all over the world. Yet organic on a swing tag only means something when the chain of certificates behind it is complete, from the farm to the fabric you buy.',
      'Two standards come up most often. The Organic Content Standard confirms the share of organic fibre in a product. The Global Organic Textile Standard goes further, covering the chemicals used in processing, wastewater treatment and social criteria in the mills. A brand selling to Europe is usually asked for the second.',
      'Each company that handles the fibre must be certified, and each shipment travels with a transaction certificate that names the quantity. If a mill cannot issue a transaction certificate for your order, the fabric cannot be sold as certified, however it was grown. Ask for it before you pay, not after the garments are made.',
      'Organic cotton feels the same as conventional cotton of the same count and construction; the difference is in how it was grown and processed. Expect a premium of ten to thirty percent per metre, lower on large repeat orders, and plan for slightly longer lead times while certificates are issued.',
    ],
  },
  {
    slug: 'reading-gsm-count-construction',
    title: 'Reading a Fabric Listing: GSM, Count and Construction in Plain Words',
    date: '2025-02-20',
    author: 'Meera Iyer',
    topic: 'Fabric basics',
    paragraphs: [
      'Every fabric on FabricMart lists its GSM, count and construction. These three numbers tell an experienced buyer most of what they need to know before a sample arrives, and they are easy to learn.',
      'GSM is grams per square metre: the weight of the fabric. Voiles and mulmuls sit around 50 to 80 GSM, shirting poplins around 100 to 130, bottom-weight twills and drills 200 and above, and canvas heavier still. Use the weight filter to keep to the band your product needs.',
      'Count describes the yarn. In the cotton system a higher number is a finer yarn, so 60s is finer than 20s. A count written 40x40 gives the warp yarn first and the weft second; 2/40 means two 40s yarns plied together, which is stronger and smoother. Construction gives the threads per inch in warp and weft, such as 132x72: the higher the numbers, the denser and usually smoother the cloth.',
      'Put together, a 40x40 count with a 132x72 construction at about 110 GSM describes a classic shirting poplin. Once you know the numbers of the fabric you like, filter by them and compare prices across mills on equal terms.',
    ],
  },
];

/** Featured description (SPEC §2.4): cut to 90 words when the text is over 100 words. */
export function featuredDescription(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > 100 ? `${words.slice(0, 90).join(' ')}…` : text;
}
