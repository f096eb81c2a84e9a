import type { Motif } from '../swatch/motifs.js';

export interface SubcategorySeed {
  name: string;
  fabricType: string;
  gsm: [number, number];
  priceRupees: [number, number];
  patterns: readonly string[];
}

export interface CategorySeed {
  name: string;
  subcategories: SubcategorySeed[];
}

const cottonPatterns = ['Solid', 'Stripes', 'Checks', 'Floral Print', 'Block Print', 'Polka Dots', 'Paisley Print', 'Ikat'];
const wovenPatterns = ['Solid', 'Stripes', 'Checks', 'Herringbone', 'Twill', 'Dobby'];
const printPatterns = ['Floral Print', 'Paisley Print', 'Geometric Print', 'Polka Dots', 'Block Print', 'Solid'];

export const CATEGORIES: CategorySeed[] = [
  {
    name: 'Cotton',
    subcategories: [
      { name: 'Cambric', fabricType: '100% Cotton', gsm: [90, 130], priceRupees: [70, 180], patterns: cottonPatterns },
      { name: 'Poplin', fabricType: '100% Cotton', gsm: [100, 140], priceRupees: [80, 220], patterns: cottonPatterns },
      { name: 'Voile', fabricType: '100% Cotton', gsm: [55, 80], priceRupees: [60, 160], patterns: cottonPatterns },
      { name: 'Mulmul', fabricType: '100% Cotton', gsm: [50, 70], priceRupees: [55, 150], patterns: cottonPatterns },
      {
        name: 'Cotton Satin',
        fabricType: '97% Cotton 3% Spandex',
        gsm: [120, 180],
        priceRupees: [120, 300],
        patterns: ['Solid', 'Floral Print', 'Geometric Print'],
      },
    ],
  },
  {
    name: 'Linen',
    subcategories: [
      {
        name: 'Pure Linen',
        fabricType: '100% Linen',
        gsm: [140, 220],
        priceRupees: [350, 1200],
        patterns: ['Solid', 'Stripes', 'Checks', 'Herringbone'],
      },
      {
        name: 'Cotton Linen',
        fabricType: '60% Cotton 40% Linen',
        gsm: [130, 200],
        priceRupees: [180, 480],
        patterns: ['Solid', 'Stripes', 'Checks', 'Slub'],
      },
      { name: 'Linen Slub', fabricType: '100% Linen', gsm: [150, 230], priceRupees: [400, 1100], patterns: ['Slub', 'Solid'] },
    ],
  },
  {
    name: 'Rayon',
    subcategories: [
      { name: 'Rayon Crepe', fabricType: '100% Rayon', gsm: [100, 140], priceRupees: [70, 160], patterns: printPatterns },
      { name: 'Rayon Challis', fabricType: '100% Rayon', gsm: [110, 150], priceRupees: [65, 150], patterns: printPatterns },
      { name: 'Airjet Rayon', fabricType: '100% Rayon', gsm: [120, 160], priceRupees: [80, 180], patterns: printPatterns },
    ],
  },
  {
    name: 'Silk',
    subcategories: [
      {
        name: 'Mulberry Silk',
        fabricType: '100% Mulberry Silk',
        gsm: [60, 110],
        priceRupees: [900, 3200],
        patterns: ['Solid', 'Jacquard', 'Floral Print'],
      },
      {
        name: 'Tussar Silk',
        fabricType: '100% Tussar Silk',
        gsm: [80, 130],
        priceRupees: [700, 2400],
        patterns: ['Solid', 'Stripes', 'Block Print'],
      },
      {
        name: 'Chanderi',
        fabricType: '50% Silk 50% Cotton',
        gsm: [55, 90],
        priceRupees: [350, 1400],
        patterns: ['Solid', 'Polka Dots', 'Jacquard'],
      },
      { name: 'Banarasi Brocade', fabricType: 'Silk Zari Brocade', gsm: [150, 260], priceRupees: [1100, 4500], patterns: ['Jacquard'] },
    ],
  },
  {
    name: 'Denim',
    subcategories: [
      { name: 'Stretch Denim', fabricType: '98% Cotton 2% Elastane', gsm: [270, 380], priceRupees: [180, 420], patterns: ['Denim Twill'] },
      { name: 'Rigid Denim', fabricType: '100% Cotton', gsm: [300, 400], priceRupees: [200, 480], patterns: ['Denim Twill'] },
      { name: 'Chambray', fabricType: '100% Cotton', gsm: [120, 170], priceRupees: [140, 320], patterns: ['Chambray', 'Stripes'] },
    ],
  },
  {
    name: 'Polyester',
    subcategories: [
      { name: 'Georgette', fabricType: '100% Polyester', gsm: [60, 90], priceRupees: [32, 110], patterns: printPatterns },
      { name: 'Chiffon', fabricType: '100% Polyester', gsm: [50, 70], priceRupees: [28, 90], patterns: printPatterns },
      {
        name: 'Polyester Satin',
        fabricType: '100% Polyester',
        gsm: [90, 130],
        priceRupees: [38, 120],
        patterns: ['Solid', 'Floral Print'],
      },
    ],
  },
  {
    name: 'Viscose',
    subcategories: [
      { name: 'Viscose Muslin', fabricType: '100% Viscose', gsm: [60, 90], priceRupees: [90, 220], patterns: printPatterns },
      {
        name: 'Viscose Organza',
        fabricType: '100% Viscose',
        gsm: [50, 70],
        priceRupees: [150, 380],
        patterns: ['Solid', 'Floral Print', 'Polka Dots'],
      },
      {
        name: 'Modal',
        fabricType: '100% Modal',
        gsm: [100, 150],
        priceRupees: [180, 420],
        patterns: ['Solid', 'Floral Print', 'Geometric Print'],
      },
    ],
  },
  {
    name: 'Khadi',
    subcategories: [
      {
        name: 'Handspun Khadi',
        fabricType: '100% Handspun Cotton',
        gsm: [110, 180],
        priceRupees: [160, 420],
        patterns: ['Solid', 'Stripes', 'Checks', 'Slub'],
      },
      {
        name: 'Khadi Silk',
        fabricType: '70% Silk 30% Cotton',
        gsm: [90, 140],
        priceRupees: [450, 1300],
        patterns: ['Solid', 'Slub', 'Stripes'],
      },
    ],
  },
  {
    name: 'Wool',
    subcategories: [
      {
        name: 'Merino Suiting',
        fabricType: '100% Merino Wool',
        gsm: [220, 320],
        priceRupees: [900, 2800],
        patterns: ['Solid', 'Herringbone', 'Twill', 'Checks'],
      },
      {
        name: 'Tweed',
        fabricType: '80% Wool 20% Nylon',
        gsm: [300, 400],
        priceRupees: [700, 2200],
        patterns: ['Herringbone', 'Checks', 'Twill'],
      },
      {
        name: 'Wool Blend',
        fabricType: '55% Polyester 45% Wool',
        gsm: [230, 330],
        priceRupees: [380, 950],
        patterns: ['Solid', 'Twill', 'Herringbone'],
      },
    ],
  },
  {
    name: 'Blends',
    subcategories: [
      { name: 'Poly Cotton', fabricType: '65% Polyester 35% Cotton', gsm: [110, 180], priceRupees: [42, 120], patterns: wovenPatterns },
      {
        name: 'Cotton Lycra',
        fabricType: '95% Cotton 5% Lycra',
        gsm: [150, 240],
        priceRupees: [140, 320],
        patterns: ['Solid', 'Twill', 'Stripes'],
      },
      {
        name: 'Terry Rayon',
        fabricType: '80% Polyester 20% Rayon',
        gsm: [180, 280],
        priceRupees: [120, 300],
        patterns: ['Solid', 'Twill', 'Checks'],
      },
    ],
  },
  {
    name: 'Organic & Sustainable',
    subcategories: [
      {
        name: 'Organic Cotton',
        fabricType: '100% GOTS Organic Cotton',
        gsm: [100, 180],
        priceRupees: [160, 420],
        patterns: ['Solid', 'Stripes', 'Block Print'],
      },
      { name: 'Bamboo', fabricType: '70% Bamboo 30% Cotton', gsm: [120, 200], priceRupees: [220, 520], patterns: ['Solid', 'Slub'] },
      { name: 'Tencel', fabricType: '100% Lyocell', gsm: [110, 170], priceRupees: [260, 640], patterns: ['Solid', 'Twill'] },
      {
        name: 'Hemp',
        fabricType: '55% Hemp 45% Cotton',
        gsm: [160, 280],
        priceRupees: [300, 780],
        patterns: ['Solid', 'Slub', 'Herringbone'],
      },
    ],
  },
  {
    name: 'Knits',
    subcategories: [
      {
        name: 'Single Jersey',
        fabricType: '100% Combed Cotton',
        gsm: [140, 200],
        priceRupees: [160, 380],
        patterns: ['Jersey Knit', 'Stripes'],
      },
      { name: 'Interlock', fabricType: '100% Cotton', gsm: [180, 260], priceRupees: [200, 420], patterns: ['Jersey Knit'] },
      { name: 'Pique', fabricType: '100% Cotton', gsm: [180, 240], priceRupees: [220, 460], patterns: ['Dobby', 'Jersey Knit'] },
    ],
  },
  {
    name: 'Jacquard & Dobby',
    subcategories: [
      { name: 'Jacquard', fabricType: '100% Cotton', gsm: [150, 280], priceRupees: [280, 900], patterns: ['Jacquard'] },
      { name: 'Dobby', fabricType: '100% Cotton', gsm: [110, 180], priceRupees: [150, 420], patterns: ['Dobby', 'Stripes'] },
    ],
  },
  {
    name: 'Corduroy & Velvet',
    subcategories: [
      { name: 'Corduroy', fabricType: '100% Cotton', gsm: [240, 380], priceRupees: [220, 560], patterns: ['Corduroy'] },
      { name: 'Velvet', fabricType: '90% Polyester 10% Spandex', gsm: [220, 340], priceRupees: [260, 780], patterns: ['Solid'] },
    ],
  },
];

/** How each pattern is drawn on its swatch. */
export const PATTERN_MOTIFS: Record<string, Motif> = {
  Solid: 'plain',
  Stripes: 'stripes',
  Checks: 'checks',
  'Floral Print': 'floral',
  'Block Print': 'block',
  'Polka Dots': 'dots',
  'Paisley Print': 'paisley',
  'Geometric Print': 'geometric',
  Ikat: 'ikat',
  Herringbone: 'herringbone',
  Twill: 'twill',
  Dobby: 'dobby',
  Jacquard: 'jacquard',
  Slub: 'slub',
  'Denim Twill': 'denim',
  Chambray: 'chambray',
  'Jersey Knit': 'knit',
  Corduroy: 'corduroy',
};

export const MILL_TOWNS = [
  'Surat',
  'Bhiwandi',
  'Erode',
  'Tiruppur',
  'Ludhiana',
  'Ahmedabad',
  'Jaipur',
  'Sanganer',
  'Bagru',
  'Varanasi',
  'Chanderi',
  'Panipat',
  'Ichalkaranji',
  'Salem',
  'Coimbatore',
  'Bhagalpur',
  'Mysuru',
  'Balotra',
  'Pali',
  'Kolkata',
];

export const PATTERN_ADJECTIVES: Record<string, readonly string[]> = {
  Solid: ['Plain Dyed', 'Piece Dyed', 'Garment Dyed', 'Mercerised'],
  Stripes: ['Yarn-Dyed Pinstripe', 'Candy Stripe', 'Bengal Stripe', 'Pencil Stripe'],
  Checks: ['Gingham Check', 'Madras Check', 'Tattersall Check', 'Windowpane Check'],
  'Floral Print': ['Jaipuri Floral', 'Ditsy Floral', 'Botanical Floral', 'Chintz Floral'],
  'Block Print': ['Bagru Hand Block', 'Dabu Block', 'Ajrakh Block', 'Sanganeri Block'],
  'Polka Dots': ['Polka Dot', 'Bandhani Dot', 'Pin Dot'],
  'Paisley Print': ['Paisley', 'Kalamkari Paisley', 'Boota Paisley'],
  'Geometric Print': ['Geometric', 'Chevron', 'Trellis'],
  Ikat: ['Pochampally Ikat', 'Double Ikat'],
  Herringbone: ['Herringbone'],
  Twill: ['Twill', 'Drill Twill', 'Gabardine Twill'],
  Dobby: ['Dobby Weave', 'Self Dobby', 'Butti Dobby'],
  Jacquard: ['Jacquard', 'Damask Jacquard', 'Zari Jacquard'],
  Slub: ['Slub', 'Nub Slub'],
  'Denim Twill': ['Indigo', 'Raw', 'Washed', 'Selvedge'],
  Chambray: ['Chambray', 'End-on-End Chambray'],
  'Jersey Knit': ['Bio-Washed', 'Combed', 'Melange'],
  Corduroy: ['8 Wale', '14 Wale', '21 Wale'],
};

export const REVIEWERS = [
  'Ananya Mehta',
  'Rohit Agarwal',
  'Priya Nair',
  'Vikram Singh',
  'Kavya Reddy',
  'Arjun Malhotra',
  'Sneha Iyer',
  'Farhan Qureshi',
  'Meera Joshi',
  'Karan Kapoor',
  'Divya Pillai',
  'Siddharth Jain',
  'Neha Bansal',
  'Rahul Verma',
  'Ishita Ghosh',
  'Aditya Rao',
  'Pooja Shah',
  'Manish Gupta',
  'Lakshmi Subramanian',
  'Harpreet Kaur',
];

export const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    'Colour matched the swatch exactly and the hand feel is excellent. Reordered 300 metres for our summer line.',
    'Consistent GSM across the whole lot, no shade variation between rolls. Our cutting team was very happy.',
    'Shrinkage under 2% after wash, exactly as promised. Great fabric for kurtas.',
    'Dispatched in three days, packed well. The print registration is sharp.',
  ],
  4: [
    'Good quality for the price. Slight shade difference between two rolls but within tolerance.',
    'Soft fabric and drapes well. Delivery took a week to Bengaluru.',
    'Very good for shirting. Would like more colour options in this count.',
  ],
  3: [
    'Decent fabric but a little thinner than expected for the stated GSM.',
    'Average. Colour is slightly duller than the photos. Works for uniforms.',
  ],
  2: ['Some weaving faults in the second roll. Support replaced part of it.'],
  1: ['Shade did not match the sample at all. Returned the lot.'],
};
