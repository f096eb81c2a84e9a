import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { EARLY_CLICKS_SCRIPT } from '../domain/early-clicks.js';

/** The one inline script a drawn page carries (domain/early-clicks.ts), allowed by its hash. */
const EARLY_CLICKS_HASH = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;

export interface ContentPolicyOptions {
  /** Google sign-in is configured (VITE_GOOGLE_CLIENT_ID): its script and frames are allowed. */
  google?: boolean;
  /** Facebook sign-in is configured (VITE_FACEBOOK_APP_ID). */
  facebook?: boolean;
  /** Origins the SPA loads images from besides itself (for example a map tile server). */
  imageOrigins?: string[];
}

/** The Content-Security-Policy: only what the SPA uses, plus the sign-in providers' hosts when they are configured. */
export function contentSecurityDirectives({ google = false, facebook = false, imageOrigins = [] }: ContentPolicyOptions) {
  const scripts = [
    "'self'",
    EARLY_CLICKS_HASH,
    ...(google ? ['https://accounts.google.com'] : []),
    ...(facebook ? ['https://connect.facebook.net'] : []),
  ];
  const frames = [
    ...(google ? ['https://accounts.google.com'] : []),
    ...(facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : []),
  ];
  const connections = [
    "'self'",
    ...(google ? ['https://accounts.google.com'] : []),
    ...(facebook ? ['https://graph.facebook.com', 'https://www.facebook.com'] : []),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    // react-hot-toast injects its styles at run time, and React writes style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
    fontSrc: ["'self'"],
    connectSrc: connections,
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** The headers helmet sets for these options, worked out once (helmet's middleware is otherwise rebuilt per request). */
export function securityHeaderValues(options: ContentPolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sign-in popups (Google, Facebook) need to talk back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Security headers on every answer, pages and API alike: CSP, nosniff, no framing, a referrer policy. */
export async function securityHeaders(app: FastifyInstance, options: ContentPolicyOptions): Promise<void> {
  const headers = securityHeaderValues(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
