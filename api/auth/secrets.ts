import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Session tokens: 256 random bits, sent to the client once, stored only as a SHA-256 hash. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit one-time code from the CSPRNG. */
export const newCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Codes are hashed with the code row's own id, so equal codes never share a hash. */
export const hashCode = (codeId: number, code: string): string => sha256(`${codeId}:${code}`);

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
