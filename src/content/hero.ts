/** SPEC §2.3 hero texts; kept apart from the other landing texts so the first screen downloads only these. */
export const HERO = {
  kicker: 'Quality is Our First Priority',
  title: 'Your Marketplace for Every Fabric Need',
  tagline: 'A next-generation B2B marketplace built on a legacy of trust, experience, and excellence in textiles',
  narrow:
    'Source fabric by the metre from verified Indian mills: compare GSM, count and construction, and order at transparent bulk prices.',
  strip: [
    { title: 'Free Shipping', text: 'On orders above ₹2000' },
    { title: 'Secure Payments', text: 'Cards, UPI and cash on delivery' },
    { title: '24/7 Support', text: 'Phone and email, any time' },
  ],
} as const;
