import type { AuthConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createAuthEventRepository } from '../repositories/auth-events.js';
import { createCodeRepository, type CodePurpose } from '../repositories/one-time-codes.js';
import { createSessionRepository } from '../repositories/sessions.js';
import { createUserRepository, isEmailTaken, type UserRow } from '../repositories/users.js';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../routes/http-errors.js';
import type { Mailer } from './mailer.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { CODE_TTL_MINUTES, normaliseEmail, PASSWORD_HINT, PASSWORD_PATTERN, PHONE_PATTERN } from './rules.js';
import type { SocialProfile } from './social.js';

export interface SignedIn {
  user: UserRow;
  token: string;
}

export interface NewAccount {
  name: string;
  phone: string;
  password: string;
}

const byEmail = (email: string) => `email:${email}`;
const byAddress = (address: string) => `ip:${address}`;

/** Sign-up, sign-in by password, code or provider, and sessions: every rule that protects an account. */
export function createAccountService(database: Database, config: AuthConfig, mailer: Mailer) {
  const users = createUserRepository(database.db);
  const sessions = createSessionRepository(database.db, config.tokenTtlDays);
  const codes = createCodeRepository(database.db);
  const events = createAuthEventRepository(database.db);
  const { limits } = config;
  const retryAfter = `Please try again in ${limits.windowMinutes} minutes.`;

  async function ensureUnderLimit(kind: 'signin_failure' | 'code_request', email: string, address: string, perEmail: number) {
    if ((await events.count(kind, byEmail(email), limits.windowMinutes)) >= perEmail) {
      throw tooManyRequests(kind === 'code_request'
        ? `Too many codes requested for this email. ${retryAfter}`
        : `Too many failed sign-ins for this email. ${retryAfter}`);
    }
    if ((await events.count(kind, byAddress(address), limits.windowMinutes)) >= limits.requestsPerAddress) {
      throw tooManyRequests(`Too many attempts from your network. ${retryAfter}`);
    }
  }

  async function sendCode(email: string, purpose: CodePurpose, address: string): Promise<string> {
    await ensureUnderLimit('code_request', email, address, limits.codeRequestsPerEmail);
    await events.record('code_request', [byEmail(email), byAddress(address)], limits.windowMinutes);
    const code = await codes.issue(email, purpose);
    await mailer.send({
      to: email,
      subject: `Your FabricMart code is ${code}`,
      text: `Your one-time code is ${code}. It works once, for ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
    });
    return code;
  }

  async function checkCode(email: string, purpose: CodePurpose, code: string): Promise<void> {
    const result = await codes.consume(email, purpose, code);
    if (result === 'wrong') throw badRequest('That code is not right. Check the email and try again.');
    if (result === 'expired') throw badRequest('That code has expired. Please request a new one.');
    if (result === 'none') throw badRequest('This code no longer works. Please request a new one.');
  }

  const open = async (user: UserRow): Promise<SignedIn> => ({ user, token: await sessions.open(user.id) });

  return {
    /** POST /user/signup: a code to create an account with this email. */
    async requestSignupCode(rawEmail: string, address: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      if (await users.byEmail(email)) throw conflict('An account with this email already exists. Please sign in.');
      return sendCode(email, 'signin', address);
    },

    /** POST /user/login: a code to sign in to an existing account. */
    async requestLoginCode(rawEmail: string, address: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      if (!(await users.byEmail(email))) throw notFound('No account uses this email. Please sign up first.');
      return sendCode(email, 'login', address);
    },

    /** POST /user/verifyOtp with type signin: the code proves the email; the account is created. */
    async createAccount(rawEmail: string, code: string, account: NewAccount): Promise<SignedIn> {
      const email = normaliseEmail(rawEmail);
      if (!PHONE_PATTERN.test(account.phone)) throw badRequest('Please enter a valid 10-digit phone number');
      if (!PASSWORD_PATTERN.test(account.password)) throw badRequest(PASSWORD_HINT);
      if (await users.byEmail(email)) throw conflict('An account with this email already exists. Please sign in.');
      await checkCode(email, 'signin', code);
      const passwordHash = await hashPassword(account.password, config.scryptCost);
      const user = await users.create({ name: account.name.trim(), email, phone: account.phone, passwordHash }).catch((error: unknown) => {
        if (isEmailTaken(error)) throw conflict('An account with this email already exists. Please sign in.');
        throw error;
      });
      return open(user);
    },

    /** POST /user/verifyOtp with type login. */
    async signInWithCode(rawEmail: string, code: string): Promise<SignedIn> {
      const email = normaliseEmail(rawEmail);
      await checkCode(email, 'login', code);
      const user = await users.byEmail(email);
      if (!user) throw notFound('No account uses this email. Please sign up first.');
      return open(user);
    },

    /** POST /user/signin. Failures count towards the per-email and per-address limits. */
    async signInWithPassword(rawEmail: string, password: string, address: string): Promise<SignedIn> {
      const email = normaliseEmail(rawEmail);
      await ensureUnderLimit('signin_failure', email, address, limits.signinFailuresPerEmail);
      const user = await users.byEmail(email);
      if (!user?.password_hash || !(await verifyPassword(password, user.password_hash))) {
        await events.record('signin_failure', [byEmail(email), byAddress(address)], limits.windowMinutes);
        throw unauthorized('Incorrect email or password.');
      }
      return open(user);
    },

    /** Google or Facebook: the provider's account, else the account with the same email, else a new one. */
    async signInWithProvider(provider: 'google_id' | 'facebook_id', profile: SocialProfile): Promise<SignedIn> {
      const linked = await users.byProvider(provider, profile.id);
      if (linked) return open(linked);
      if (!profile.email) throw badRequest('The provider did not share an email address; please allow email access.');
      const email = normaliseEmail(profile.email);
      const existing = await users.byEmail(email);
      if (existing) return open(await users.linkProvider(existing.id, provider, profile.id));
      const user = await users.create({ name: profile.name.slice(0, 100), email, [provider === 'google_id' ? 'googleId' : 'facebookId']: profile.id, profilePic: profile.picture ?? null });
      return open(user);
    },

    async userForToken(token: string | undefined): Promise<UserRow | undefined> {
      if (!token) return undefined;
      const userId = await sessions.userIdFor(token);
      return userId === undefined ? undefined : users.byId(userId);
    },

    signOut: (token: string) => sessions.revoke(token),
    users,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
