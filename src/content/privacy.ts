import { CONTACT } from './contact.js';
import type { TextDocument } from './document.js';

/** /privacy-policy: what FabricMart keeps about a buyer and why. */
export const PRIVACY: TextDocument = {
  title: 'Privacy Policy',
  intro: 'This policy explains what we collect when your business uses FabricMart, why we collect it and the choices you have.',
  sections: [
    {
      heading: 'What we collect',
      items: [
        'Account details: your name, business email, phone number, date of birth if you give it, and a profile picture if you upload one.',
        'Order details: delivery addresses, the fabrics you order, coupons used and the payment method (card numbers are passed to the payment provider and never stored by us).',
        'Reviews and photos you publish on product pages, and messages you send through Support & Help or the contact form.',
        'Technical data: your approximate location (postal code, city and country) looked up from your IP address when you are signed in, and the session token kept in your browser.',
      ],
    },
    {
      heading: 'Why we use it',
      items: [
        'To run your account, deliver your orders and show you their tracking.',
        'To answer your support requests.',
        'To keep the service safe: limiting repeated sign-in attempts and messages from one network.',
        'To meet our obligations under Indian tax and commercial law.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share order and delivery details with the mill that supplies your fabric and with the courier that delivers it, and payment details with the payment provider. We do not sell personal data.',
      ],
    },
    {
      heading: 'Sign-in with Google or Facebook',
      paragraphs: ['If you sign in with Google or Facebook we receive your name, email and profile picture from them, and nothing else.'],
    },
    {
      heading: 'Storage in your browser',
      paragraphs: [
        'Your session, your profile and recent catalogue pages are kept in your browser so that pages open quickly. Logging out removes your session.',
      ],
    },
    {
      heading: 'Keeping and deleting data',
      paragraphs: [
        'We keep order records as long as the law requires. You may ask us to correct or delete your account details at any time; write to us and we will answer within 30 days.',
      ],
    },
    {
      heading: 'Who may use FabricMart',
      paragraphs: [
        'Only registered business entities may use the service, and users must be 18 or older. We do not knowingly collect data about anyone younger.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about your data: ${CONTACT.email}. Disputes are governed by Indian law and subject to the courts of Delhi.`],
    },
  ],
};
