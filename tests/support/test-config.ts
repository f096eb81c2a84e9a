import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AuthConfig } from '../../api/config.js';

/** Settings as the server reads them, with a cheap scrypt cost (tests only) and codes in responses. */
export function testAuthConfig(env: NodeJS.ProcessEnv = {}): AuthConfig {
  return loadConfig({ SCRYPT_COST: '1024', OTP_IN_RESPONSE: 'true', ...env }).auth;
}

export const tempDataDir = (): string => mkdtempSync(path.join(os.tmpdir(), 'fabric-data-'));
