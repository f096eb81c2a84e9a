import { CONTACT } from './contact.js';
import type { TextDocument } from './document.js';

/** SPEC §2.4 About Us, with SPEC §1's claims and §9's policy text word for word. */
export const ABOUT: TextDocument = {
  title: 'About Us',
  intro: 'FabricMart is a B2B marketplace for every fabric need, built on a textile legacy that began in 1970.',
  sections: [
    {
      heading: 'Our story',
      paragraphs: [
        'Our family has traded fabric since 1970. Over 55+ years of experience we have bought from spinning mills, weavers and dye houses across India and supplied apparel makers, exporters and boutiques from Tiruppur to Ludhiana.',
        'FabricMart puts that network online. Apparel makers, designers, exporters, boutique owners, manufacturers, home-furnishing exporters, wholesale distributors and brands browse fabric from verified Indian mills, compare it by GSM, count, construction and end use, and order by the metre in rupees.',
      ],
    },
    {
      heading: 'What you get',
      items: [
        'Best Price: transparent bulk pricing straight from the mill',
        'On Time Delivery: dispatch tracked from order to door',
        'VIP Assistance: a sourcing expert for every account',
        'Trade financing for growing businesses',
      ],
    },
    {
      heading: 'Our promise',
      paragraphs: [
        'Every fabric is described honestly, sampled before bulk when you ask, and replaced when it arrives defective. Your first sample is free.',
      ],
    },
    {
      heading: 'Our vision',
      paragraphs: [
        'To make sourcing fabric in India as simple, fair and traceable as buying any product online, for the smallest boutique and the largest exporter alike.',
      ],
    },
    {
      heading: 'Core values',
      items: [
        'Trust: verified vendors and secure card payments',
        'Quality: every lot checked against its listing',
        'Sustainability: members of a cotton-sustainability initiative, working with mills that save water and energy',
      ],
    },
    {
      heading: 'Why choose FabricMart',
      items: [
        'Free first sample on every new fabric',
        'Replacement for defects',
        'Verified vendors only',
        'Transparent bulk pricing, with free shipping above ₹2000',
        '24/7 phone and email support',
      ],
    },
    {
      heading: 'Refund and shipping policy',
      paragraphs: [
        'Delivery takes 3-10 working days.',
        'Returns are accepted only for defective, damaged or incorrect items reported within 3 days of delivery, unused and uncut. There are no returns on customised or cut-length fabrics.',
        'Refunds are made in 7-10 business days or as a credit note.',
        'An order can be cancelled within 12 hours of ordering or before dispatch, whichever is earlier.',
      ],
    },
    {
      heading: 'Legal disclaimer',
      paragraphs: [
        'Fabric colours on screen may differ slightly from the fabric itself; request a sample where the exact shade matters. Descriptions, weights and constructions are given by the mills in good faith. Only registered business entities may use the service, and users must be 18 or older. Disputes are governed by Indian law and subject to the courts of Delhi.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Write to us at ${CONTACT.email}.`],
    },
  ],
};
