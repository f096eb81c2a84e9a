import type { User } from '../../domain/rest/accounts.js';
import type { UserRow } from '../repositories/users.js';

/**
 * The user as the client sees it (SPEC §3): never the password hash or provider ids; `operator` when the email is
 * listed in ADMIN_EMAILS (the storefront then shows the console's link).
 */
export function rowToUser(user: UserRow, operators: readonly string[]): User {
  return {
    _id: String(user.id),
    name: user.name,
    email: user.email,
    phone: user.phone,
    dob: user.dob ? (user.dob instanceof Date ? user.dob.toISOString().slice(0, 10) : String(user.dob)) : null,
    profile_pic: user.profile_pic,
    operator: operators.includes(user.email.toLowerCase()),
  };
}
