import type { AuthConfig } from '../config.js';
import { randomBytes } from 'node:crypto';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../errors.js';
import { BLOCKED_MESSAGE } from '../../domain/admin.js';
import type { AuthEventKind, SubjectLimit } from '../repositories/auth-events.js';
import type { Repositories } from '../repositories/index.js';
import type { CodePurpose } from '../repositories/one-time-codes.js';
import { isEmailTaken, type UserRow } from '../repositories/users.js';
import type { Mailer, MailMessage } from './mailer.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { sha256 } from './secrets.js';
import { tryAgainIn } from '../../domain/day.js';
import { phoneDigits } from '../../domain/validation.js';
import {
  CODE_MAX_FAILED_ATTEMPTS,
  CODE_TTL_MINUTES,
  EMAIL_PATTERN,
  normaliseEmail,
  PASSWORD_HINT,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
} from './rules.js';
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

const blockedCheck = (user: UserRow) => {
  if (user.blocked_at) throw forbidden(BLOCKED_MESSAGE);
};
const NO_ACCOUNT = 'No account uses this email. Please sign up first.';
const CANNOT_SIGN_IN = 'This account cannot sign in.';
const OPERATORS_SIGN_IN = 'Operators sign in with their password or a one-time code.';

/** Seeded reviewers are accounts that exist only to have written reviews: they cannot sign in at all. */
const canSignIn = (user: UserRow | undefined): user is UserRow => user !== undefined && user.can_sign_in;

const byEmail = (email: string) => `email:${email}`;
const newChallenge = () => randomBytes(16).toString('hex');

/** What a code request gives back: the challenge the code is tied to, and the code when one was sent. */
export interface CodeRequest {
  challenge: string;
  code: string | null;
}
const byAddress = (address: string) => `ip:${address}`;

/** The per-email cap on code mails counts over this window. */
const CODE_MAIL_WINDOW_MINUTES = 60;
const CODE_MAILS_CAPPED = (seconds: number) =>
  `Too many codes have been sent to this email in the last hour. Sign in with your password, or from a browser you have signed in with before, or try again ${tryAgainIn(seconds)}.`;

/** Accounts and signing in: codes by email, passwords, Google and Facebook, and the session a token names. */
export interface AccountService {
  /** POST /user/signup: a code to create an account with this email; an owner of the email is told they have one. */
  requestSignupCode(rawEmail: string, address: string, device?: string): Promise<CodeRequest>;
  /** POST /user/login: a code to sign in to an existing account; an address without one is told so. */
  requestLoginCode(rawEmail: string, address: string, device?: string): Promise<CodeRequest>;
  /** POST /user/verifyOtp with type signin: the code proves the email; the account is created. */
  createAccount(rawEmail: string, otp: OtpProof, account: NewAccount, address: string): Promise<SignedIn>;
  /** POST /user/verifyOtp with type login. */
  signInWithCode(rawEmail: string, otp: OtpProof, address: string): Promise<SignedIn>;
  /** POST /user/signin: no more attempts than the limit are ever checked, however many arrive at once. */
  signInWithPassword(rawEmail: string, password: string, address: string): Promise<SignedIn>;
  /** Google or Facebook: the linked account, else the one with the provider's vouched email, else a new one. */
  signInWithProvider(provider: 'google_id' | 'facebook_id', profile: SocialProfile): Promise<SignedIn>;
  userForToken(token: string | undefined): Promise<UserRow | undefined>;
  signOut(token: string): Promise<void>;
}

/** A one-time code as the buyer sends it back, with the challenge its request answered. */
interface OtpProof {
  code: string;
  challenge?: string | undefined;
}

/** Sign-up, sign-in by password, code or provider, and sessions: every rule that protects an account. */
export function createAccountService(repos: Repositories, config: AuthConfig, mailer: Mailer): AccountService {
  const { users, sessions, codes, devices, authEvents: events } = repos;
  const { limits } = config;
  const retryAfter = `Please try again in ${limits.windowMinutes} minutes.`;
  const TOO_MANY: Record<AuthEventKind, string> = {
    code_request: `Too many codes requested for this email. ${retryAfter}`,
    signin_failure: `Too many failed sign-ins for this email. Sign in with a one-time code instead (Forget Password), or try again in ${limits.windowMinutes} minutes.`,
    code_guess: `Too many wrong codes for this email. ${retryAfter}`,
    support_request: `Too many messages. ${retryAfter}`,
    review: `Too many reviews. ${retryAfter}`,
    quote_message: `Too many quote messages. ${retryAfter}`,
    claim: `Too many claims and claim messages. ${retryAfter}`,
    company_invite: `Too many invitations. ${retryAfter}`,
  };

  /** Checks and counts one attempt against its limits and the client address's, in one atomic step. */
  async function reserve(kind: AuthEventKind, subjects: SubjectLimit[], address: string): Promise<number[]> {
    const reservation = await events.reserve(
      kind,
      [...subjects, { subject: byAddress(address), max: limits.requestsPerAddress }],
      limits.windowMinutes,
    );
    if (reservation.ok) return reservation.ids;
    if (reservation.subject.startsWith('ip:')) throw tooManyRequests(`Too many attempts from your network. ${retryAfter}`);
    if (kind === 'code_request' && !reservation.subject.includes(' '))
      throw tooManyRequests(CODE_MAILS_CAPPED(reservation.retryAfterSeconds), reservation.retryAfterSeconds);
    throw tooManyRequests(TOO_MANY[kind]);
  }

  /** A hash to check unknown emails against, so that they take as long to refuse as a wrong password. */
  let dummyHash: Promise<string> | undefined;
  const passwordMatches = async (password: string, hash: string | null | undefined): Promise<boolean> => {
    if (hash) return verifyPassword(password, hash);
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'), config.scryptCost);
    await verifyPassword(password, await dummyHash);
    return false;
  };

  /**
   * Answers a code request, always in the same words, whoever asks (so the answer never tells whether an account
   * exists). The request counts toward its limits first: per email and asking address, and per address, so others'
   * requests never use up the owner's; and, unless it comes from a browser that has signed in to this account before
   * (its device cookie), per email whatever the address (codeMailsPerEmail an hour), so that many addresses cannot
   * flood a mailbox while the owner's own browser is never held by them. Then `notice` decides what the address
   * receives, a code or a notice.
   */
  async function answerCodeRequest(
    email: string,
    purpose: CodePurpose,
    address: string,
    device: string | undefined,
    notice: (owner: UserRow | undefined) => MailMessage | null,
  ): Promise<CodeRequest> {
    const [owner, deviceUser] = await Promise.all([users.byEmail(email), device ? devices.userOf(device) : undefined]);
    const ownDevice = device !== undefined && owner !== undefined && deviceUser === owner.id;
    const subjects: SubjectLimit[] = ownDevice
      ? [{ subject: `${byEmail(email)} device:${sha256(device).slice(0, 16)}`, max: limits.codeRequestsPerEmail }]
      : [
          { subject: `${byEmail(email)} ${byAddress(address)}`, max: limits.codeRequestsPerEmail },
          { subject: byEmail(email), max: limits.codeMailsPerEmail, windowMinutes: CODE_MAIL_WINDOW_MINUTES },
        ];
    await reserve('code_request', subjects, address);
    const challenge = newChallenge();
    const instead = notice(owner);
    if (instead) {
      await mailer.send(instead);
      return { challenge, code: null };
    }
    const code = await codes.issue(email, purpose, challenge);
    await mailer.send({
      to: email,
      subject: `Your FabricMart code is ${code}`,
      text: `Your one-time code is ${code}. It works once, for ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
    });
    return { challenge, code };
  }

  /**
   * With the challenge its request was given, a code can be tried 5 times. Without one (the bare SPEC §7 call), the
   * newest code is tried, and such tries are limited per email, so they can never use up the owner's code.
   */
  async function checkCode(
    email: string,
    purpose: CodePurpose,
    code: string,
    challenge: string | undefined,
    address: string,
  ): Promise<void> {
    const guess =
      challenge === undefined ? await reserve('code_guess', [{ subject: byEmail(email), max: CODE_MAX_FAILED_ATTEMPTS }], address) : [];
    const result = await codes.consume(email, purpose, code, challenge);
    if (result === 'ok') await events.release(guess);
    if (result === 'wrong') throw badRequest('That code is not right. Check the email and try again.');
    if (result === 'expired') throw badRequest('That code has expired. Please request a new one.');
    if (result === 'none') throw badRequest('This code no longer works. Please request a new one.');
  }

  const open = async (user: UserRow): Promise<SignedIn> => ({ user, token: await sessions.open(user.id) });

  return {
    /** POST /user/signup: a code to create an account with this email; an owner of the email is told they have one. */
    async requestSignupCode(rawEmail: string, address: string, device?: string): Promise<CodeRequest> {
      const email = normaliseEmail(rawEmail);
      return answerCodeRequest(email, 'signin', address, device, (owner) =>
        owner
          ? {
              to: email,
              subject: 'You already have a FabricMart account',
              text: 'Someone asked to open a FabricMart account with this email, but you already have one. Sign in with your password, or with a one-time code from Forget Password. If it was not you, ignore this email.',
            }
          : null,
      );
    },

    /** POST /user/login: a code to sign in to an existing account; an address without one is told so. */
    async requestLoginCode(rawEmail: string, address: string, device?: string): Promise<CodeRequest> {
      const email = normaliseEmail(rawEmail);
      return answerCodeRequest(email, 'login', address, device, (owner) =>
        canSignIn(owner)
          ? null
          : {
              to: email,
              subject: 'Signing in to FabricMart',
              text: 'Someone asked for a code to sign in to FabricMart with this email, but no account uses it. To open one, sign up with this email. If it was not you, ignore this email.',
            },
      );
    },

    /** POST /user/verifyOtp with type signin: the code proves the email; the account is created. */
    async createAccount(
      rawEmail: string,
      otp: { code: string; challenge?: string | undefined },
      account: NewAccount,
      address: string,
    ): Promise<SignedIn> {
      const email = normaliseEmail(rawEmail);
      const phone = phoneDigits(account.phone);
      if (!PHONE_PATTERN.test(phone)) throw badRequest('Please enter a valid 10-digit phone number');
      if (!PASSWORD_PATTERN.test(account.password)) throw badRequest(PASSWORD_HINT);
      // The code first: only the owner of the email may learn that it already has an account.
      await checkCode(email, 'signin', otp.code, otp.challenge, address);
      const passwordHash = await hashPassword(account.password, config.scryptCost);
      const user = await users.create({ name: account.name.trim(), email, phone, passwordHash }).catch((error: unknown) => {
        if (isEmailTaken(error)) throw conflict('An account with this email already exists. Please sign in.');
        throw error;
      });
      return open(user);
    },

    /** POST /user/verifyOtp with type login. */
    async signInWithCode(rawEmail: string, otp: { code: string; challenge?: string | undefined }, address: string): Promise<SignedIn> {
      const email = normaliseEmail(rawEmail);
      await checkCode(email, 'login', otp.code, otp.challenge, address);
      const user = await users.byEmail(email);
      if (!canSignIn(user)) throw notFound(NO_ACCOUNT);
      blockedCheck(user);
      return open(user);
    },

    /**
     * POST /user/signin. Each attempt is counted as a failure before the password is checked, and taken back when it
     * was right, so no more attempts than the limit are ever checked, however many arrive at once. An unknown email
     * is checked against a dummy hash and takes as long as a wrong password.
     */
    async signInWithPassword(rawEmail: string, password: string, address: string): Promise<SignedIn> {
      const email = normaliseEmail(rawEmail);
      const reserved = await reserve('signin_failure', [{ subject: byEmail(email), max: limits.signinFailuresPerEmail }], address);
      const user = await users.byEmail(email);
      const right = await passwordMatches(password, canSignIn(user) ? user.password_hash : null);
      if (!right || !user) throw unauthorized('Incorrect email or password.');
      await events.release(reserved);
      blockedCheck(user);
      return open(user);
    },

    /**
     * Google or Facebook: the account linked to the provider's identity, else the account with the same email (linked
     * now, and only when the provider vouches for the email), else a new account recording the identity. An
     * operator's account opens this way only when this provider created it: a provider account is never a way into
     * the console.
     */
    async signInWithProvider(provider: 'google_id' | 'facebook_id', profile: SocialProfile): Promise<SignedIn> {
      const createdBy = provider === 'google_id' ? 'google' : 'facebook';
      const isOperator = (user: UserRow) => config.adminEmails.includes(normaliseEmail(user.email)) && user.signed_up_with !== createdBy;
      const linked = await users.byProvider(provider, profile.id);
      if (linked) {
        if (!canSignIn(linked)) throw forbidden(CANNOT_SIGN_IN);
        if (isOperator(linked)) throw forbidden(OPERATORS_SIGN_IN);
        blockedCheck(linked);
        return open(linked);
      }
      if (!profile.email) throw badRequest('The provider did not share an email address; please allow email access.');
      if (!EMAIL_PATTERN.test(profile.email) || profile.email.length > 254)
        throw badRequest('The provider shared an email address that is not valid.');
      if (!profile.emailVerified)
        throw forbidden('Your email address is not verified with the provider. Please verify it there, or sign in with your password.');
      const email = normaliseEmail(profile.email);
      const existing = await users.byEmail(email);
      if (existing && !canSignIn(existing)) throw forbidden(CANNOT_SIGN_IN);
      if (existing && isOperator(existing)) throw forbidden(OPERATORS_SIGN_IN);
      if (existing) blockedCheck(existing);
      if (existing) return open(await users.linkProvider(existing.id, provider, profile.id));
      const user = await users.create({
        name: profile.name.slice(0, 100),
        email,
        [provider === 'google_id' ? 'googleId' : 'facebookId']: profile.id,
        profilePic: profile.picture ?? null,
      });
      return open(user);
    },

    async userForToken(token: string | undefined): Promise<UserRow | undefined> {
      if (!token) return undefined;
      const user = await sessions.userFor(token);
      // Blocking revokes every session too; this also covers a token checked while the block commits.
      return user?.blocked_at ? undefined : user;
    },

    signOut: (token: string) => sessions.revoke(token),
  };
}
