import { isIP } from 'node:net';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections in the PostgreSQL pool (PG_POOL_SIZE). */
  poolSize: number;
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
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY): addresses or a hop count. Loopback always. */
  trustProxy: string[] | number;
  auth: AuthConfig;
  /** IP-location service the BFF asks for signed-in buyers; `{ip}` is replaced by their address. */
  locationUrl: string | undefined;
  /** Map tiles for the address popup's map tab (MAP_TILE_URL, a Leaflet URL template). */
  mapTileUrl: string | undefined;
  /** Reverse geocoding for a point picked on the map (GEOCODE_URL; `{lat}` and `{lon}` are replaced). */
  geocodeUrl: string | undefined;
}

export interface AuthConfig {
  tokenTtlDays: number;
  /** scrypt cost N (2^17 at OWASP cost; tests may lower it). */
  scryptCost: number;
  /** Return one-time codes in the response (SPEC §7 demo behaviour): only when OTP_IN_RESPONSE=true, never in production. */
  otpInResponse: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleUserinfoUrl: string;
  facebookGraphUrl: string;
  /** Operators (ADMIN_EMAILS, comma-separated, lower case): they may use /api/admin. */
  adminEmails: string[];
  limits: {
    windowMinutes: number;
    signinFailuresPerEmail: number;
    codeRequestsPerEmail: number;
    requestsPerAddress: number;
    /** Support and contact messages per client address per window (SUPPORT_REQUESTS_PER_ADDRESS). */
    supportRequestsPerAddress: number;
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
    googleUserinfoUrl: url(env, 'GOOGLE_USERINFO_URL') ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
    facebookGraphUrl: url(env, 'FACEBOOK_GRAPH_URL') ?? 'https://graph.facebook.com',
    adminEmails: (env.ADMIN_EMAILS ?? '').split(',').map((email) => email.trim().toLowerCase()).filter(Boolean),
    limits: {
      windowMinutes: integer(env, 'RATE_WINDOW_MINUTES', 15, 1, 1440),
      signinFailuresPerEmail: integer(env, 'SIGNIN_FAILURES_PER_EMAIL', 10, 1, 10_000),
      codeRequestsPerEmail: integer(env, 'CODE_REQUESTS_PER_EMAIL', 5, 1, 10_000),
      requestsPerAddress: integer(env, 'REQUESTS_PER_ADDRESS', 100, 1, 1_000_000),
      supportRequestsPerAddress: integer(env, 'SUPPORT_REQUESTS_PER_ADDRESS', 10, 1, 1_000_000),
    },
  };
}

const LOOPBACK = ['127.0.0.1', '::1'];

/** TRUST_PROXY: a hop count ("1"), or comma-separated addresses and CIDR ranges; the BFF's own hop (loopback) is always trusted. */
function trustedProxies(env: NodeJS.ProcessEnv): string[] | number {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return LOOPBACK;
  if (/^[0-9]+$/.test(raw)) return integer(env, 'TRUST_PROXY', 1, 1, 10);
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^[0-9]+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!version || !bitsOk || extra !== undefined) throw new Error(`TRUST_PROXY must be a hop count or addresses/CIDR ranges, got "${entry}"`);
  }
  return [...LOOPBACK, ...entries];
}

/** Reads and validates the environment once, at start-up. See .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url(env, 'DATABASE_URL'),
    poolSize: integer(env, 'PG_POOL_SIZE', 10, 1, 500),
    catalogueCacheMb: integer(env, 'CATALOGUE_CACHE_MB', 32, 0, 4096),
    backendUrl: url(env, 'BACKEND_URL'),
    backendTimeoutMs: integer(env, 'BACKEND_TIMEOUT_MS', 10_000, 100, 600_000),
    seedProducts: integer(env, 'SEED_PRODUCTS', 300, 0, 1_000_000),
    production,
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    trustProxy: trustedProxies(env),
    auth: loadAuthConfig(env, production),
    locationUrl: env.LOCATION_URL || undefined,
    mapTileUrl: env.MAP_TILE_URL || undefined,
    geocodeUrl: env.GEOCODE_URL || undefined,
  };
}
