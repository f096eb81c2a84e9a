// The app as the browser tests see it: `npm start` on a fresh embedded database, with a fake IP-location
// service beside it (its /calls tell which lookups were made). Playwright's webServer runs this once per run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakeLocationService } from '../support/fake-location.js';
import { fakeMapServices } from '../support/fake-map.js';

export const E2E_PORT = Number(process.env.E2E_PORT || 4317);
export const LOCATION_PORT = E2E_PORT + 1;
export const MAP_PORT = E2E_PORT + 2;

const location = await fakeLocationService(LOCATION_PORT);
const map = await fakeMapServices(MAP_PORT);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(os.tmpdir(), 'fabric-e2e-'));
mkdirSync(dataDir, { recursive: true });
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_PRODUCTS: '300',
  DATABASE_URL: '',
  BACKEND_URL: '',
  LOCATION_URL: location.url,
  MAP_TILE_URL: map.tileUrl,
  GEOCODE_URL: map.geocodeUrl,
  // The browser tests read one-time codes from the screen, as a developer does on their own machine.
  OTP_IN_RESPONSE: 'true',
  REQUESTS_PER_ADDRESS: '1000000',
  SCRYPT_COST: '1024',
  // The operator the checkout tests sign up (tests/e2e/checkout.spec.ts).
  ADMIN_EMAILS: 'operator@mill.example.in',
  // The transporter the checkout test ships with, so the buyer's tracking links to its page.
  TRANSPORTER_TRACKING: 'Gati Express=https://www.gati.example/track?lr={lr}',
  // A mill above ₹5 crore turnover: B2B invoices are registered with the stand-in portal (IRN and signed QR code).
  EINVOICE: 'true',
});
await import('../../server/main.js');
