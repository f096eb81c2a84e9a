import { isIP } from 'node:net';
import type { ObjectStorage } from './s3-photos.js';
import path from 'node:path';
import { gstinProblem, normalGstin } from '../domain/gstin.js';
import { DEFAULT_SUPPLIER, type Supplier } from '../domain/invoice.js';
import { accountNumberProblem, DEMO_PAY_TO, ifscProblem, upiIdProblem, type PayTo } from '../domain/pay-to.js';
import { parseTransporterTracking, type TransporterTracking } from '../domain/dispatch.js';
import { DEFAULT_CLAIM_WINDOW_DAYS } from '../domain/claims.js';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './jobs/job-settings.js';

export interface Config {
  port: number;
  /** Where buyers reach the shop (PUBLIC_URL), for the links in its emails; http://localhost:PORT unless set. */
  publicUrl: string;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica for catalogue reads (DATABASE_READ_URL; only with DATABASE_URL). */
  databaseReadUrl: string | undefined;
  /** Connections in the PostgreSQL pool (PG_POOL_SIZE). */
  poolSize: number;
  /**
   * Connections of the catalogue reads' own pool (PG_CATALOGUE_POOL_SIZE): 0 shares the primary's pool; with a replica
   * they always have their own, of PG_POOL_SIZE when this is 0. None by default: on two cores with the sale's load an
   * own pool made browsing's p99 a third and carts' and orders' twice as long (docs/benchmarks.md, ninth session):
   * Node's one thread is the queue, and the pool only chooses who waits in it.
   */
  cataloguePoolSize: number;
  /** Megabytes of catalogue answers each process keeps in memory (CATALOGUE_CACHE_MB; 0 turns it off). */
  catalogueCacheMb: number;
  /** Base URL of the REST backend the BFF calls; defaults to this server's own /api. */
  backendUrl: string | undefined;
  /** How long the BFF waits for one backend call before telling the browser (BACKEND_TIMEOUT_MS). */
  backendTimeoutMs: number;
  seedProducts: number;
  production: boolean;
  /** How long a SIGTERM waits for requests in flight before the process exits anyway (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Server processes on the one port (WORKERS; more than 1 only on PostgreSQL: PGlite belongs to one process). */
  workers: number;
  /** How long a client may take, and how many may be connected at once. */
  connections: ConnectionLimits;
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY): addresses or a hop count. Loopback always. */
  trustProxy: string[] | number;
  /** S3-compatible object storage for photos (S3_ENDPOINT and S3_BUCKET); PostgreSQL or DATA_DIR otherwise. */
  objectStorage: ObjectStorage | undefined;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN, 16 characters or more); without it there is no /metrics. */
  metricsToken: string | undefined;
  /** How the job queue retries a failed job and takes back the tries of a process that died (JOB_*). */
  jobs: JobSettings;
  auth: AuthConfig;
  /** IP-location service the BFF asks for signed-in buyers; `{ip}` is replaced by their address. */
  locationUrl: string | undefined;
  /** Map tiles for the address popup's map tab (MAP_TILE_URL, a Leaflet URL template). */
  mapTileUrl: string | undefined;
  /** Reverse geocoding for a point picked on the map (GEOCODE_URL; `{lat}` and `{lon}` are replaced). */
  geocodeUrl: string | undefined;
  /**
   * The seller on tax invoices (INVOICE_SUPPLIER_NAME, INVOICE_SUPPLIER_ADDRESS, INVOICE_SUPPLIER_GSTIN), and whether it
   * is a micro or small enterprise (INVOICE_SUPPLIER_MSME=micro|small: buyers on account see the day the law wants
   * them to pay by).
   */
  supplier: Supplier;
  /**
   * Where companies on account pay (PAY_TO_ACCOUNT_NAME, PAY_TO_ACCOUNT_NUMBER, PAY_TO_IFSC, PAY_TO_BANK, PAY_TO_BRANCH,
   * PAY_TO_UPI_ID): a made-up demo account unless set; none in production unless set (said at start-up).
   */
  payTo: PayTo | null;
  /** EINVOICE=true: the supplier e-invoices (turnover above ₹5 crore): B2B invoices are registered. */
  einvoicing: boolean;
  /** TRANSPORTER_TRACKING: `Name=https://…{lr}` entries, separated by semicolons: the buyer's tracking links to them. */
  trackingLinks: TransporterTracking[];
  /** INSPECT=true: the pages open the Stately inspector with every actor (for testers); off unless asked, in production too. */
  inspect: boolean;
}

export interface ConnectionLimits {
  /** A request's headers must arrive within this (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this (REQUEST_TIMEOUT_MS): 25 MB of photos at 2 Mbit/s. */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves either way is closed after this (IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
  /** Connections open at once; more are closed as they arrive (MAX_CONNECTIONS). */
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 1_000,
};

function loadConnectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const limits = {
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.headersTimeoutMs, 100, 600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.requestTimeoutMs, 100, 3_600_000),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs, 100, 600_000),
    idleTimeoutMs: integer(env, 'IDLE_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.idleTimeoutMs, 100, 3_600_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.maxConnections, 1, 1_000_000),
  };
  // Node checks the headers' deadline only while the whole request's is still ahead.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) throw new Error('HEADERS_TIMEOUT_MS must not be more than REQUEST_TIMEOUT_MS');
  return limits;
}

/** Google and Facebook sign-in: a token counts only when the provider says it was issued to our app. */
export interface ProviderConfig {
  /** GOOGLE_CLIENT_ID (or the build's VITE_GOOGLE_CLIENT_ID); without it Google sign-in is refused. */
  google: { clientId: string | undefined; tokeninfoUrl: string; userinfoUrl: string };
  /** FACEBOOK_APP_ID (or VITE_FACEBOOK_APP_ID) and FACEBOOK_APP_SECRET; without both Facebook sign-in is refused. */
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
}

export interface AuthConfig {
  tokenTtlDays: number;
  /** scrypt cost N (2^17 at OWASP cost; tests may lower it). */
  scryptCost: number;
  /** Return one-time codes in the response (SPEC §7 demo behaviour): only when OTP_IN_RESPONSE=true, never in production. */
  otpInResponse: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  providers: ProviderConfig;
  /** Operators (ADMIN_EMAILS, comma-separated, lower case): they may use /api/admin. */
  adminEmails: string[];
  limits: {
    windowMinutes: number;
    signinFailuresPerEmail: number;
    codeRequestsPerEmail: number;
    /** Code mails to one email an hour from browsers that never signed in to it, whatever their address (CODE_MAILS_PER_EMAIL). */
    codeMailsPerEmail: number;
    requestsPerAddress: number;
    /** Support and contact messages per client address per window (SUPPORT_REQUESTS_PER_ADDRESS). */
    supportRequestsPerAddress: number;
    /** Reviews one buyer may write per window (REVIEWS_PER_BUYER): each one changes what the product's page shows. */
    reviewsPerBuyer: number;
    /** Support and contact messages naming one email per window (SUPPORT_REQUESTS_PER_EMAIL), whatever the address. */
    supportRequestsPerEmail: number;
    /** Quotes one buyer may ask for per hour (QUOTE_REQUESTS_PER_HOUR), and have open at once (OPEN_QUOTES_PER_BUYER). */
    quoteRequestsPerHour: number;
    openQuotesPerBuyer: number;
    /** Messages one buyer may write on their quotes per hour (QUOTE_MESSAGES_PER_HOUR). */
    quoteMessagesPerHour: number;
    /** Claims opened and claim messages written by one buyer per hour (CLAIM_ACTIONS_PER_HOUR). */
    claimActionsPerHour: number;
    /** Days after delivery a buyer may open a claim (CLAIM_WINDOW_DAYS). */
    claimWindowDays: number;
  };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Both or neither: an endpoint without a bucket (or the reverse) is a mistake to say at start. */
function objectStorage(env: NodeJS.ProcessEnv): ObjectStorage | undefined {
  const endpoint = url(env, 'S3_ENDPOINT');
  const bucket = env.S3_BUCKET;
  if (!endpoint && !bucket) return undefined;
  if (!endpoint || !bucket) throw new Error('Object storage needs both S3_ENDPOINT and S3_BUCKET');
  return { endpoint, bucket };
}

/** A replica serves only beside a primary: the embedded database has none. */
function readReplicaUrl(env: NodeJS.ProcessEnv): string | undefined {
  const read = url(env, 'DATABASE_READ_URL');
  if (read && !env.DATABASE_URL) throw new Error('DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replicas');
  return read;
}

/** A token guessable in a few tries would open the metrics to anyone: it must be long. */
function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.METRICS_TOKEN;
  if (!token) return undefined;
  if (token.length < 16 || /\s/.test(token)) throw new Error('METRICS_TOKEN must be 16 characters or more, without spaces');
  return token;
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got "${raw}"`);
  }
  return raw.replace(/\/$/, '');
}

function powerOfTwo(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback, 2 ** 10, 2 ** 20);
  if ((value & (value - 1)) !== 0) throw new Error(`${name} must be a power of two, got "${env[name]}"`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

function loadAuthConfig(env: NodeJS.ProcessEnv, production: boolean): AuthConfig {
  return {
    tokenTtlDays: integer(env, 'TOKEN_TTL_DAYS', 30, 1, 365),
    scryptCost: powerOfTwo(env, 'SCRYPT_COST', 2 ** 17),
    otpInResponse: !production && flag(env, 'OTP_IN_RESPONSE', false),
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: env.MAIL_FROM || 'FabricMart <no-reply@fabricmart.example.in>',
    providers: {
      google: {
        clientId: env.GOOGLE_CLIENT_ID || env.VITE_GOOGLE_CLIENT_ID || undefined,
        tokeninfoUrl: url(env, 'GOOGLE_TOKENINFO_URL') ?? 'https://oauth2.googleapis.com/tokeninfo',
        userinfoUrl: url(env, 'GOOGLE_USERINFO_URL') ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
      },
      facebook: {
        appId: env.FACEBOOK_APP_ID || env.VITE_FACEBOOK_APP_ID || undefined,
        appSecret: env.FACEBOOK_APP_SECRET || undefined,
        graphUrl: url(env, 'FACEBOOK_GRAPH_URL') ?? 'https://graph.facebook.com',
      },
    },
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    limits: {
      windowMinutes: integer(env, 'RATE_WINDOW_MINUTES', 15, 1, 1440),
      signinFailuresPerEmail: integer(env, 'SIGNIN_FAILURES_PER_EMAIL', 10, 1, 10_000),
      codeRequestsPerEmail: integer(env, 'CODE_REQUESTS_PER_EMAIL', 5, 1, 10_000),
      codeMailsPerEmail: integer(env, 'CODE_MAILS_PER_EMAIL', 10, 1, 1_000_000),
      requestsPerAddress: integer(env, 'REQUESTS_PER_ADDRESS', 100, 1, 1_000_000),
      supportRequestsPerAddress: integer(env, 'SUPPORT_REQUESTS_PER_ADDRESS', 10, 1, 1_000_000),
      reviewsPerBuyer: integer(env, 'REVIEWS_PER_BUYER', 10, 1, 1_000_000),
      supportRequestsPerEmail: integer(env, 'SUPPORT_REQUESTS_PER_EMAIL', 10, 1, 1_000_000),
      quoteRequestsPerHour: integer(env, 'QUOTE_REQUESTS_PER_HOUR', 30, 1, 1_000_000),
      openQuotesPerBuyer: integer(env, 'OPEN_QUOTES_PER_BUYER', 20, 1, 1_000_000),
      quoteMessagesPerHour: integer(env, 'QUOTE_MESSAGES_PER_HOUR', 60, 1, 1_000_000),
      claimActionsPerHour: integer(env, 'CLAIM_ACTIONS_PER_HOUR', 30, 1, 1_000_000),
      claimWindowDays: integer(env, 'CLAIM_WINDOW_DAYS', DEFAULT_CLAIM_WINDOW_DAYS, 1, 90),
    },
  };
}

const LOOPBACK = ['127.0.0.1', '::1'];

/** TRUST_PROXY: a hop count ("1"), or comma-separated addresses and CIDR ranges; the BFF's own hop (loopback) is always trusted. */
function loadSupplier(env: NodeJS.ProcessEnv): Supplier {
  const gstin = normalGstin(env.INVOICE_SUPPLIER_GSTIN || DEFAULT_SUPPLIER.gstin);
  const problem = gstinProblem(gstin);
  if (problem) throw new Error(`INVOICE_SUPPLIER_GSTIN: ${problem}`);
  const msme = env.INVOICE_SUPPLIER_MSME?.trim().toLowerCase() || undefined;
  if (msme !== undefined && msme !== 'micro' && msme !== 'small')
    throw new Error('INVOICE_SUPPLIER_MSME: micro or small (the Udyam category), or unset for a medium or large supplier.');
  return {
    name: env.INVOICE_SUPPLIER_NAME || DEFAULT_SUPPLIER.name,
    address: env.INVOICE_SUPPLIER_ADDRESS || DEFAULT_SUPPLIER.address,
    gstin,
    ...(msme ? { msme } : {}),
  };
}

const PAY_TO_NAMES = ['PAY_TO_ACCOUNT_NAME', 'PAY_TO_ACCOUNT_NUMBER', 'PAY_TO_IFSC', 'PAY_TO_BANK', 'PAY_TO_BRANCH', 'PAY_TO_UPI_ID'];

/** The bank account and UPI ID buyers pay into: all of name, number, IFSC and bank, or none (the demo one, or none in production). */
function loadPayTo(env: NodeJS.ProcessEnv, production: boolean): PayTo | null {
  const value = (name: string) => env[name]?.trim() ?? '';
  if (PAY_TO_NAMES.every((name) => value(name) === '')) return production ? null : DEMO_PAY_TO;
  const missing = PAY_TO_NAMES.slice(0, 4).filter((name) => value(name) === '');
  if (missing.length > 0) throw new Error(`${missing.join(', ')}: set with the other PAY_TO_* settings (the account buyers pay into).`);
  const accountNumber = value('PAY_TO_ACCOUNT_NUMBER').replace(/\s+/g, '');
  const ifsc = value('PAY_TO_IFSC').toUpperCase();
  const upiId = value('PAY_TO_UPI_ID') || null;
  const problem = accountNumberProblem(accountNumber) ?? ifscProblem(ifsc) ?? (upiId === null ? null : upiIdProblem(upiId));
  if (problem) throw new Error(`PAY_TO_*: ${problem}`);
  return {
    accountName: value('PAY_TO_ACCOUNT_NAME').slice(0, 120),
    accountNumber,
    ifsc,
    bank: value('PAY_TO_BANK').slice(0, 80),
    branch: value('PAY_TO_BRANCH').slice(0, 80),
    upiId,
  };
}

/**
 * EINVOICE=true registers B2B invoices with the local stand-in registry. EINVOICE_URL would name the Invoice
 * Registration Portal; its adapter is not built, so a start that names one is refused rather than silently using the
 * stand-in.
 */
function loadEinvoicing(env: NodeJS.ProcessEnv): boolean {
  if (env.EINVOICE_URL)
    throw new Error('EINVOICE_URL: the Invoice Registration Portal adapter is not built yet; leave it unset to use the stand-in');
  if (env.EINVOICE !== undefined && env.EINVOICE !== '' && env.EINVOICE !== 'true' && env.EINVOICE !== 'false')
    throw new Error('EINVOICE must be true or false');
  return env.EINVOICE === 'true';
}

function trustedProxies(env: NodeJS.ProcessEnv): string[] | number {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return LOOPBACK;
  if (/^[0-9]+$/.test(raw)) return integer(env, 'TRUST_PROXY', 1, 1, 10);
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^[0-9]+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!version || !bitsOk || extra !== undefined)
      throw new Error(`TRUST_PROXY must be a hop count or addresses/CIDR ranges, got "${entry}"`);
  }
  return [...LOOPBACK, ...entries];
}

/** Reads and validates the environment once, at start-up. See .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  return {
    port,
    publicUrl: url(env, 'PUBLIC_URL') ?? `http://localhost:${port}`,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url(env, 'DATABASE_URL'),
    databaseReadUrl: readReplicaUrl(env),
    poolSize: integer(env, 'PG_POOL_SIZE', 10, 1, 500),
    cataloguePoolSize: integer(env, 'PG_CATALOGUE_POOL_SIZE', 0, 0, 500),
    catalogueCacheMb: integer(env, 'CATALOGUE_CACHE_MB', 32, 0, 4096),
    backendUrl: url(env, 'BACKEND_URL'),
    backendTimeoutMs: integer(env, 'BACKEND_TIMEOUT_MS', 10_000, 100, 600_000),
    seedProducts: integer(env, 'SEED_PRODUCTS', 300, 0, 1_000_000),
    production,
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    workers: integer(env, 'WORKERS', 1, 1, 64),
    connections: loadConnectionLimits(env),
    trustProxy: trustedProxies(env),
    metricsToken: metricsToken(env),
    jobs: {
      retries: integer(env, 'JOB_RETRIES', DEFAULT_JOB_SETTINGS.retries, 0, 50),
      retryDelaySeconds: integer(env, 'JOB_RETRY_DELAY_SECONDS', DEFAULT_JOB_SETTINGS.retryDelaySeconds, 1, 86_400),
      expireSeconds: integer(env, 'JOB_EXPIRE_SECONDS', DEFAULT_JOB_SETTINGS.expireSeconds, 2, 86_400),
    },
    objectStorage: objectStorage(env),
    auth: loadAuthConfig(env, production),
    locationUrl: env.LOCATION_URL || undefined,
    mapTileUrl: env.MAP_TILE_URL || undefined,
    geocodeUrl: env.GEOCODE_URL || undefined,
    supplier: loadSupplier(env),
    payTo: loadPayTo(env, production),
    einvoicing: loadEinvoicing(env),
    trackingLinks: parseTransporterTracking(env.TRANSPORTER_TRACKING ?? ''),
    inspect: env.INSPECT === 'true',
  };
}
