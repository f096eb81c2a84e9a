import { CONTACT } from './contact.js';

/** SPEC §2.3 landing sections, with SPEC §1's claims and §9's marketing figures word for word. */
export const LANDING = {
  about: {
    title: 'About Us',
    heading: 'A textile legacy since 1970, now a marketplace',
    paragraphs: [
      "Founded in 1970, we bring 55+ years of experience in sourcing fabric from India's mills to apparel makers, designers, exporters, boutique owners, manufacturers, home-furnishing exporters, wholesale distributors and brands.",
      'We are members of a cotton-sustainability initiative and work with verified vendors only, so every metre you order comes with a known origin.',
    ],
  },
  certifications: ['ISO 9001 Quality', 'Organic Content', 'Sustainable Cotton', 'OEKO-TEX Tested', 'Fair Trade Sourcing'],
  features: [
    { title: 'Best Price', text: 'Transparent bulk pricing straight from the mill.' },
    { title: 'On Time Delivery', text: 'Delivery in 3-10 working days, tracked to your door.' },
    { title: 'VIP Assistance', text: 'A sourcing expert for every business account.' },
    { title: 'Trade financing', text: 'Credit that grows with your orders.' },
  ],
  whyChooseUs: {
    title: 'Why Choose Us',
    text: 'Free first sample, replacement for defects, verified vendors and secure card payments, backed by 55+ years in textiles.',
    bars: [
      { label: 'Strategy', value: 87 },
      { label: 'Positive Feedback', value: 91 },
      { label: 'Strategy', value: 85 },
      { label: 'Service', value: 96 },
    ],
  },
  source: {
    title: 'Source Highest Quality Fabric',
    benefits: [
      { title: 'Verified vendors', text: 'Every mill is visited and checked before it lists.' },
      { title: 'Free first sample', text: 'Feel the fabric before you commit to bulk.' },
      { title: 'Replacement for defects', text: 'Defective, damaged or incorrect metres are replaced.' },
      { title: 'Transparent bulk pricing', text: 'See the price per metre, tax and shipping before you order.' },
    ],
  },
  purpose: {
    title: 'Our Purpose',
    text: 'To make sourcing fabric in India simple, fair and traceable, for the smallest boutique and the largest exporter alike.',
    images: ['Looms weaving cotton in a mill', 'Rolls of dyed fabric ready to ship'],
  },
  stats: [
    { value: '1102', label: 'Export products' },
    { value: '₹400+ Cr', label: 'Fabric sold' },
    { value: '₹19 Lakhs+', label: 'Average order' },
    { value: '1M+', label: 'Meters sourced' },
    { value: '78k+', label: 'Satisfied customers' },
  ],
  testimonials: {
    title: 'What Customers Say About Us ?',
    cards: [
      {
        name: 'Ritika Sharma',
        designation: 'Founder, Ritika Studio, Jaipur',
        text: 'The sample arrived in three days and the bulk lot matched it exactly. Ordering 600 metres of mulmul has never been this easy.',
      },
      {
        name: 'Anand Krishnan',
        designation: 'Sourcing Head, Coastline Exports, Tiruppur',
        text: 'Filtering by count and construction saves my team hours every week, and the tracking means no more chasing couriers.',
      },
      {
        name: 'Farah Qureshi',
        designation: 'Owner, Noor Boutique, Lucknow',
        text: 'Fair prices, honest descriptions and support that actually answers the phone. We reorder every month.',
      },
    ],
  },
  services: [
    { title: 'Digital Fabric Printing', text: 'From sampling to bulk, on cotton, rayon, silk and blends.' },
    { title: 'Fabric Dyeing', text: 'From solids to custom shades, matched to your lab dip.' },
    { title: 'Weaving', text: 'Plain, dobby, twill and jacquard weaves to your construction.' },
  ],
  support: {
    title: 'Need help? We are here 24/7',
    links: [
      { label: 'Phone', href: `tel:${CONTACT.phones[0].replace(/\s/g, '')}` },
      { label: 'WhatsApp', href: `https://wa.me/${CONTACT.phones[1].replace(/\D/g, '')}` },
      { label: 'Message', href: `sms:${CONTACT.phones[1].replace(/\s/g, '')}` },
      { label: 'Email', href: `mailto:${CONTACT.email}` },
    ],
  },
  process: [
    { title: 'Browse', text: 'Filter by price, GSM, count, construction and end use.' },
    { title: 'Sample', text: 'Order a metre first; your first sample is free.' },
    { title: 'Order', text: 'Pay by card, UPI or cash on delivery.' },
    { title: 'Track', text: 'Follow every stage until it reaches your door.' },
  ],
} as const;
