import { CONTACT } from './contact.js';
import type { TextDocument } from './document.js';

/** /tNc: the terms of use, with SPEC §1's eligibility and §9's policy text word for word. */
export const TERMS: TextDocument = {
  title: 'Terms & Conditions',
  intro: 'These terms apply to every use of FabricMart. By creating an account or placing an order you accept them.',
  sections: [
    {
      heading: 'Who may use the service',
      paragraphs: [
        'Only registered business entities may use the service: apparel makers, designers, exporters, boutique owners, manufacturers, home-furnishing exporters, wholesale distributors and brands. Users must be 18 or older and must be authorised to order on behalf of their business.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password and sign-in codes to yourself. You are responsible for orders placed from your account. We may suspend accounts used for fraud or abuse.',
      ],
    },
    {
      heading: 'Prices and orders',
      items: [
        'Prices are per metre in Indian rupees. The estimated tax and the shipping price are shown at checkout before you place the order.',
        'An order is accepted when it appears in your Order History. Stock is reserved when the order is placed.',
        'Coupons are subject to their own conditions and may be withdrawn.',
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: ['Delivery takes 3-10 working days. Scheduled delivery dates are targets, not guarantees.'],
    },
    {
      heading: 'Cancellation',
      paragraphs: ['An order can be cancelled within 12 hours of ordering or before dispatch, whichever is earlier.'],
    },
    {
      heading: 'Returns and refunds',
      paragraphs: [
        'Returns are accepted only for defective, damaged or incorrect items reported within 3 days of delivery, unused and uncut. There are no returns on customised or cut-length fabrics. Refunds are made in 7-10 business days or as a credit note.',
      ],
    },
    {
      heading: 'Reviews and content',
      paragraphs: [
        'Reviews and photos you publish must be your own and truthful. We may remove content that is unlawful, misleading or abusive.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: ['Fabric is described by the mills in good faith. Our liability for any order is limited to the amount paid for it.'],
    },
    {
      heading: 'Law and disputes',
      paragraphs: [`These terms are governed by Indian law, and disputes are subject to the courts of Delhi. Questions: ${CONTACT.email}.`],
    },
  ],
};
