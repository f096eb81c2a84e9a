import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base URL of the REST backend the BFF calls; defaults to this server's own /api. */
  backendUrl: string | undefined;
  seedProducts: number;
  production: boolean;
  auth: AuthConfig;
  /** IP-location service the BFF asks for signed-in buyers; `{ip}` is replaced by their address. */
  locationUrl: string | undefined;
}

export interface AuthConfig {
  tokenTtlDays: number;
  /** scrypt cost N (2^17 at OWASP cost; tests may lower it). */
  scryptCost: number;
  /** Return one-time codes in the response (SPEC §7 demo behaviour); never in production. */
  otpInResponse: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleUserinfoUrl: string;
  facebookGraphUrl: string;
  limits: {
    windowMinutes: number;
    signinFailuresPerEmail: number;
    codeRequestsPerEmail: number;
    requestsPerAddress: number;
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
    otpInResponse: !production && flag(env, 'OTP_IN_RESPONSE', true),
    smtpUrl: url(env, 'SMTP_URL'),
    mailFrom: env.MAIL_FROM || 'FabricMart <no-reply@fabricmart.example.in>',
    googleUserinfoUrl: url(env, 'GOOGLE_USERINFO_URL') ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
    facebookGraphUrl: url(env, 'FACEBOOK_GRAPH_URL') ?? 'https://graph.facebook.com',
    limits: {
      windowMinutes: integer(env, 'RATE_WINDOW_MINUTES', 15, 1, 1440),
      signinFailuresPerEmail: integer(env, 'SIGNIN_FAILURES_PER_EMAIL', 10, 1, 10_000),
      codeRequestsPerEmail: integer(env, 'CODE_REQUESTS_PER_EMAIL', 5, 1, 10_000),
      requestsPerAddress: integer(env, 'REQUESTS_PER_ADDRESS', 100, 1, 1_000_000),
    },
  };
}

/** Reads and validates the environment once, at start-up. See .env.example. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: url(env, 'DATABASE_URL'),
    backendUrl: url(env, 'BACKEND_URL'),
    seedProducts: integer(env, 'SEED_PRODUCTS', 300, 0, 1_000_000),
    production,
    auth: loadAuthConfig(env, production),
    locationUrl: env.LOCATION_URL || undefined,
  };
}
