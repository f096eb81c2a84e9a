import type { AuthConfig } from '../config.js';
import { randomBytes } from 'node:crypto';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../errors.js';
import type { AuthEventKind } from '../repositories/auth-events.js';
import type { Repositories } from '../repositories/index.js';
import type { CodePurpose } from '../repositories/one-time-codes.js';
import { isEmailTaken, type UserRow } from '../repositories/users.js';
import type { Mailer } from './mailer.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { CODE_TTL_MINUTES, EMAIL_PATTERN, normaliseEmail, PASSWORD_HINT, PASSWORD_PATTERN, PHONE_PATTERN } from './rules.js';
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

const NO_ACCOUNT = 'No account uses this email. Please sign up first.';
const CANNOT_SIGN_IN = 'This account cannot sign in.';

/** Seeded reviewers are accounts that exist only to have written reviews: they cannot sign in at all. */
const canSignIn = (user: UserRow | undefined): user is UserRow => user !== undefined && user.can_sign_in;

const byEmail = (email: string) => `email:${email}`;
const byAddress = (address: string) => `ip:${address}`;

/** Sign-up, sign-in by password, code or provider, and sessions: every rule that protects an account. */
export function createAccountService(repos: Repositories, config: AuthConfig, mailer: Mailer) {
  const { users, sessions, codes, authEvents: events } = repos;
  const { limits } = config;
  const retryAfter = `Please try again in ${limits.windowMinutes} minutes.`;

  /** Checks and counts one attempt against the per-email and per-address limits in one atomic step. */
  async function reserve(kind: AuthEventKind, email: string, address: string, perEmail: number): Promise<number[]> {
    const reservation = await events.reserve(kind, [
      { subject: byEmail(email), max: perEmail },
      { subject: byAddress(address), max: limits.requestsPerAddress },
    ], limits.windowMinutes);
    if (reservation.ok) return reservation.ids;
    if (reservation.subject.startsWith('ip:')) throw tooManyRequests(`Too many attempts from your network. ${retryAfter}`);
    throw tooManyRequests(kind === 'code_request'
      ? `Too many codes requested for this email. ${retryAfter}`
      : `Too many failed sign-ins for this email. ${retryAfter}`);
  }

  /** A hash to check unknown emails against, so that they take as long to refuse as a wrong password. */
  let dummyHash: Promise<string> | undefined;
  const passwordMatches = async (password: string, hash: string | null | undefined): Promise<boolean> => {
    if (hash) return verifyPassword(password, hash);
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'), config.scryptCost);
    await verifyPassword(password, await dummyHash);
    return false;
  };

  /** Emails a code. The request counts toward the limits before anything else is checked, whatever the answer. */
  async function sendCode(email: string, purpose: CodePurpose, address: string, check: () => Promise<void>): Promise<string> {
    await reserve('code_request', email, address, limits.codeRequestsPerEmail);
    await check();
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
      return sendCode(email, 'signin', address, async () => {
        if (await users.byEmail(email)) throw conflict('An account with this email already exists. Please sign in.');
      });
    },

    /** POST /user/login: a code to sign in to an existing account. */
    async requestLoginCode(rawEmail: string, address: string): Promise<string> {
      const email = normaliseEmail(rawEmail);
      return sendCode(email, 'login', address, async () => {
        if (!canSignIn(await users.byEmail(email))) throw notFound(NO_ACCOUNT);
      });
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
      if (!canSignIn(user)) throw notFound(NO_ACCOUNT);
      return open(user);
    },

    /**
     * POST /user/signin. Each attempt is counted as a failure before the password is checked, and taken back when it
     * was right, so no more attempts than the limit are ever checked, however many arrive at once. An unknown email
     * is checked against a dummy hash and takes as long as a wrong password.
     */
    async signInWithPassword(rawEmail: string, password: string, address: string): Promise<SignedIn> {
      const email = normaliseEmail(rawEmail);
      const reserved = await reserve('signin_failure', email, address, limits.signinFailuresPerEmail);
      const user = await users.byEmail(email);
      const right = await passwordMatches(password, canSignIn(user) ? user.password_hash : null);
      if (!right || !user) throw unauthorized('Incorrect email or password.');
      await events.release(reserved);
      return open(user);
    },

    /**
     * Google or Facebook: the account linked to the provider's identity, else the account with the same email (linked
     * now, and only when the provider vouches for the email), else a new account recording the identity.
     */
    async signInWithProvider(provider: 'google_id' | 'facebook_id', profile: SocialProfile): Promise<SignedIn> {
      const linked = await users.byProvider(provider, profile.id);
      if (linked) {
        if (!canSignIn(linked)) throw forbidden(CANNOT_SIGN_IN);
        return open(linked);
      }
      if (!profile.email) throw badRequest('The provider did not share an email address; please allow email access.');
      if (!EMAIL_PATTERN.test(profile.email) || profile.email.length > 254) throw badRequest('The provider shared an email address that is not valid.');
      if (!profile.emailVerified) throw forbidden('Your email address is not verified with the provider. Please verify it there, or sign in with your password.');
      const email = normaliseEmail(profile.email);
      const existing = await users.byEmail(email);
      if (existing && !canSignIn(existing)) throw forbidden(CANNOT_SIGN_IN);
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
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
