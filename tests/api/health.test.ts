import { describe, expect, it } from 'vitest';
import { apiApp } from '../support/api-app.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases())('GET /api/health on $name', (testDatabase) => {
  it('says ok while the database answers; 503 once it does not (a load balancer then sends buyers elsewhere)', async () => {
    const database = await testDatabase.open();
    const app = await apiApp(database);
    try {
      const alive = await app.inject({ url: '/api/health' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ ok: true });
      await database.close();
      const gone = await app.inject({ url: '/api/health' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ ok: false });
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  });
});
