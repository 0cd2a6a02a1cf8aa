import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './support/test-app';

describe('GET /health', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  it('answers 200 while the database answers', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    testApp = await createTestApp();
    await testApp.database.destroy();
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});

describe('GET /', () => {
  it('says what the host is and where its reference and health check are', async () => {
    const testApp = await createTestApp({ PUBLIC_API_URL: 'https://api.tabarru.example' });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Tabarru API',
        reference: 'https://api.tabarru.example/docs',
        health: 'https://api.tabarru.example/health',
      });
    } finally {
      await testApp.close();
    }
  });
});
