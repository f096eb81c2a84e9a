import type { User } from '../../domain/rest/accounts.js';
import type { UserRow } from '../repositories/users.js';

/** The user as the client sees it (SPEC §3): never the password hash or provider ids. */
export function rowToUser(user: UserRow): User {
  return {
    _id: String(user.id),
    name: user.name,
    email: user.email,
    phone: user.phone,
    dob: user.dob ? (user.dob instanceof Date ? user.dob.toISOString().slice(0, 10) : String(user.dob)) : null,
    profile_pic: user.profile_pic,
  };
}
