/** The signed-in buyer as the client keeps it (SPEC §3 User). */
export interface Buyer {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  dob?: string | null;
  profilePicture?: string | null;
  /** The account is an operator's (ADMIN_EMAILS): the header links to the console. */
  operator?: boolean;
}

/** Approximate location of a signed-in buyer (SPEC §1), from an IP-location service. */
export interface BuyerLocation {
  postal?: string | null;
  city?: string | null;
  country?: string | null;
}
