/** SPEC §2.10 FAQ: four questions a buyer asks before ordering fabric by the metre. */
export const FAQ = [
  {
    question: 'What is the minimum order?',
    answer:
      'One metre of any colour. Mills quote better rates from 100 metres; the Bulk coupons in your cart apply automatically where they can.',
  },
  {
    question: 'When will my fabric arrive?',
    answer:
      'Regular shipping takes 3 to 10 working days and express about 3. You can also schedule a delivery day from tomorrow on. Order History shows every stage.',
  },
  {
    question: 'Can I cancel or return an order?',
    answer:
      'You can cancel within 12 hours of ordering or before dispatch, whichever is earlier, from Track My Order. Returns are accepted only for defective, damaged or incorrect items reported within 3 days of delivery, unused and uncut.',
  },
  {
    question: 'How do I pay?',
    answer:
      'By credit card, UPI or cash on delivery. Prices are per metre in rupees; GST at the rate in force for each fabric (5% for woven and knitted fabrics) and shipping are shown before you place the order.',
  },
] as const;
