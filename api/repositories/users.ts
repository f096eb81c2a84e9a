import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UsersTable } from '../db/types.js';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  name: string;
  email: string;
  phone?: string | null;
  passwordHash?: string | null;
  googleId?: string | null;
  facebookId?: string | null;
  profilePic?: string | null;
}

/** Unique-violation of users_email_lower_key: someone took the email first. */
export const isEmailTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: string }).code === '23505';

/** What the users' writes tell the sessions kept in memory (api/auth/session-cache.ts): a changed user is read afresh. */
export interface SessionForgetting {
  forgetUser(userId: number): void;
}

/** Buyers' and operators' accounts; every write tells the session cache the user changed. */
export interface UserRepository {
  byEmail(email: string): Promise<UserRow | undefined>;
  byId(id: number): Promise<UserRow | undefined>;
  byProvider(provider: SocialIdColumn, providerId: string): Promise<UserRow | undefined>;
  create(user: NewUser): Promise<UserRow>;
  linkProvider(id: number, provider: SocialIdColumn, providerId: string): Promise<UserRow>;
  updateProfile(id: number, changes: { name: string; dob: string | null; profilePic?: string }): Promise<UserRow>;
}

/** The column that keeps a Google or Facebook identity. */
type SocialIdColumn = 'google_id' | 'facebook_id';

export function createUserRepository(db: Kysely<DB>, sessions: SessionForgetting): UserRepository {
  /** A user changed: their next request reads them afresh, here at once and elsewhere by NOTIFY (migration 0054). */
  const changed = async (user: Promise<UserRow>) => {
    const row = await user;
    sessions.forgetUser(row.id);
    return row;
  };
  return {
    byEmail: (email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst(),

    byId: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    byProvider: (provider: 'google_id' | 'facebook_id', providerId: string) =>
      db.selectFrom('users').selectAll().where(provider, '=', providerId).executeTakeFirst(),

    create: (user: NewUser) =>
      db
        .insertInto('users')
        .values({
          name: user.name,
          email: user.email,
          phone: user.phone ?? null,
          password_hash: user.passwordHash ?? null,
          google_id: user.googleId ?? null,
          facebook_id: user.facebookId ?? null,
          profile_pic: user.profilePic ?? null,
          signed_up_with: user.googleId ? 'google' : user.facebookId ? 'facebook' : 'email',
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    linkProvider: (id: number, provider: 'google_id' | 'facebook_id', providerId: string) =>
      changed(
        db
          .updateTable('users')
          .set({ [provider]: providerId })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),

    updateProfile: (id: number, changes: { name: string; dob: string | null; profilePic?: string }) =>
      changed(
        db
          .updateTable('users')
          .set({ name: changes.name, dob: changes.dob, ...(changes.profilePic ? { profile_pic: changes.profilePic } : {}) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      ),
  };
}
