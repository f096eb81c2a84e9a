/** How to reach FabricMart (the contact page and the support block). */
export const CONTACT = {
  phones: ['+91 120 456 7890', '+91 98111 22334'],
  email: 'support@fabricmart.example.in',
  address: ['FabricMart Sourcing Office', 'B-42, Sector 63', 'Noida, Uttar Pradesh 201301', 'India'],
  hours: 'Support 24/7',
} as const;
