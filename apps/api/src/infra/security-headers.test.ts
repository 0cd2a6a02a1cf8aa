import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { addSecurityHeaders, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("reads helmet's headers for the options once", () => {
    const headers = securityHeaders({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
    expect(headers).toMatchObject({
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Strict-Transport-Security': expect.stringContaining('max-age='),
    });
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers).not.toHaveProperty('X-Powered-By');
  });

  it('puts them on every reply, a 404 too, and lets a route set its own', async () => {
    const app = Fastify();
    addSecurityHeaders(app, {});
    app.get('/own', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('ok'),
    );
    const own = await app.inject({ url: '/own' });
    const missing = await app.inject({ url: '/nowhere' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    await app.close();
  });
});
