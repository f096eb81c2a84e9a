/**
 * Addresses of the shop that emails link to. The profile's sections are navigation state in the app; a link names
 * one in the query string (`?section=quotes&quote=12`), which the profile page turns into that state.
 */
export const PROFILE_SECTIONS = ['myAccount', 'orderHistory', 'quotes', 'supportHelp', 'faq'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

const section = (base: string, name: ProfileSection, extra = '') => `${base}/user-profile?section=${name}${extra}`;

/** The links of a shop at `base` (PUBLIC_URL, e.g. https://fabricmart.example.in). */
export const shopLinks = (base: string) => ({
  quote: (id: string | number) => section(base, 'quotes', `&quote=${encodeURIComponent(String(id))}`),
  orders: () => section(base, 'orderHistory'),
  /** My Account, where the company account (its members, approvals and ledger) is. */
  company: () => section(base, 'myAccount'),
  /** One order awaiting approval, in My Account's company account. */
  approval: (id: string | number) => section(base, 'myAccount', `&approval=${encodeURIComponent(String(id))}`),
  /** A company's invitation: My Account, where the signed-in invitee accepts it. */
  invitation: (token: string) => section(base, 'myAccount', `&invitation=${encodeURIComponent(token)}`),
  support: () => section(base, 'supportHelp'),
  product: (id: string | number) => `${base}/product/${encodeURIComponent(String(id))}`,
  /** The operators' console: a quote, a claim (as src/admin/admin-paths.ts names them). */
  adminQuote: (id: string | number) => `${base}/admin/quotes/${encodeURIComponent(String(id))}`,
  adminClaim: (id: string | number) => `${base}/admin/claims/${encodeURIComponent(String(id))}`,
});
export type ShopLinks = ReturnType<typeof shopLinks>;

/** The section (and quote) a profile link names, or null for any other query string. */
export function sectionFromSearch(search: string): { page: ProfileSection; quote?: string; invitation?: string; approval?: string } | null {
  const query = new URLSearchParams(search.length > 2048 ? '' : search);
  const page = query.get('section');
  if (!PROFILE_SECTIONS.includes(page as ProfileSection)) return null;
  const quote = query.get('quote');
  const invitation = query.get('invitation');
  const approval = query.get('approval');
  return {
    page: page as ProfileSection,
    ...(quote && /^\d{1,12}$/.test(quote) ? { quote } : {}),
    ...(invitation && /^[A-Za-z0-9_-]{1,100}$/.test(invitation) ? { invitation } : {}),
    ...(approval && /^\d{1,12}$/.test(approval) ? { approval } : {}),
  };
}
