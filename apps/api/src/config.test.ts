import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives a working single-machine install with no variables', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      apiPort: 3001,
      host: '0.0.0.0',
      publicWebUrl: 'http://localhost:3000',
      publicApiUrl: 'http://localhost:3001',
      // Opened at any address of the machine, the site works (infra/public-addresses.ts).
      webUrlFixed: false,
      apiUrlFixed: false,
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      sms: { provider: 'outbox' },
      admin: undefined,
      publicSite: false,
      seedDemo: true,
      demoOffReason: undefined,
      rateLimits: true,
      trustProxy: [],
      logLevel: 'info',
      mapTiles: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
      dueJobsEveryMs: 30_000,
    });
  });

  it('looks for what has come due as often as DUE_JOBS_EVERY_SECONDS says', () => {
    expect(loadConfig({ DUE_JOBS_EVERY_SECONDS: '2' }).dueJobsEveryMs).toBe(2_000);
  });

  it('derives the public URLs from the ports and drops a trailing slash', () => {
    const config = loadConfig({
      PORT: '8080',
      API_PORT: '8081',
      PUBLIC_API_URL: 'https://api.example.jo/',
    });
    expect(config.publicWebUrl).toBe('http://localhost:8080');
    expect(config.publicApiUrl).toBe('https://api.example.jo');
    expect(config).toMatchObject({ webUrlFixed: false, apiUrlFixed: true });
  });

  it.each([
    [{ PUBLIC_WEB_URL: 'https://tabarru.example.jo' }, 'PUBLIC_WEB_URL is https'],
    [{ NODE_ENV: 'production' }, 'NODE_ENV=production'],
    [
      { PUBLIC_WEB_URL: 'https://tabarru.example.jo', NODE_ENV: 'production' },
      'PUBLIC_WEB_URL is https',
    ],
  ])('leaves the demo off a public site and says why: %o', (env, reason) => {
    expect(loadConfig(env)).toMatchObject({
      publicSite: true,
      seedDemo: false,
      demoOffReason: reason,
    });
  });

  it.each([
    [{ PUBLIC_WEB_URL: 'http://192.168.1.20:3000' }],
    [{ NODE_ENV: 'development' }],
    [{ PUBLIC_API_URL: 'https://api.example.jo' }],
  ])('keeps the demo on a site that is not public: %o', (env) => {
    expect(loadConfig(env)).toMatchObject({
      publicSite: false,
      seedDemo: true,
      demoOffReason: undefined,
    });
  });

  it('follows an explicit SEED_DEMO on any site, with nothing to explain', () => {
    const publicSite = { PUBLIC_WEB_URL: 'https://tabarru.example.jo', NODE_ENV: 'production' };
    expect(loadConfig({ ...publicSite, SEED_DEMO: '1' })).toMatchObject({
      publicSite: true,
      seedDemo: true,
      demoOffReason: undefined,
    });
    expect(loadConfig({ ...publicSite, SEED_DEMO: '0' })).toMatchObject({
      seedDemo: false,
      demoOffReason: undefined,
    });
    expect(loadConfig({ SEED_DEMO: '0' })).toMatchObject({ publicSite: false, seedDemo: false });
    // Empty counts as unset: the default of a public site.
    expect(loadConfig({ ...publicSite, SEED_DEMO: '' }).seedDemo).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number from 1 to 65535 (got "abc")'],
    [{ API_PORT: '70000' }, 'API_PORT must be a port number from 1 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL'],
    [{ PUBLIC_WEB_URL: 'localhost:3000' }, 'PUBLIC_WEB_URL must be an http:// or https:// URL'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS must be on or off (got "maybe")'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO must be 0 or 1 (got "yes")'],
    [
      { DUE_JOBS_EVERY_SECONDS: '0' },
      'DUE_JOBS_EVERY_SECONDS must be a whole number of seconds from 1 to 3600 (got "0")',
    ],
    [
      { DUE_JOBS_EVERY_SECONDS: '1.5' },
      'DUE_JOBS_EVERY_SECONDS must be a whole number of seconds from 1 to 3600 (got "1.5")',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
  ])('names the variable and what it expects: %o', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('never echoes a secret value', () => {
    const [problem] = problemsOf({ JWT_SECRET: 'hunter2' });
    expect(problem).not.toContain('hunter2');
  });

  it('needs the three Twilio variables for the twilio provider', () => {
    expect(problemsOf({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toEqual([
      'TWILIO_AUTH_TOKEN is required when SMS_PROVIDER=twilio',
      'TWILIO_VERIFY_SID is required when SMS_PROVIDER=twilio',
    ]);
  });

  it('needs all three admin variables together and normalises the phone', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.jo' })).toHaveLength(2);
    const config = loadConfig({
      ADMIN_EMAIL: 'Admin@Example.JO',
      ADMIN_PASSWORD: 'correct horse battery',
      ADMIN_PHONE: '0791234567',
    });
    expect(config.admin).toEqual({
      email: 'admin@example.jo',
      password: 'correct horse battery',
      phone: '+962791234567',
    });
  });

  it('refuses a short admin password and a foreign admin phone', () => {
    const problems = problemsOf({
      ADMIN_EMAIL: 'a@b.jo',
      ADMIN_PASSWORD: 'short',
      ADMIN_PHONE: '+4479',
    });
    expect(problems.join('\n')).toMatch(
      /ADMIN_PASSWORD must be a password of at least 8 characters/,
    );
    expect(problems.join('\n')).toMatch(
      /ADMIN_PHONE must be a phone as \+9627XXXXXXXX or 07XXXXXXXX/,
    );
  });

  it('trusts the proxies named, and refuses what is not an address, a range or a group', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2']) {
      expect(problemsOf({ TRUST_PROXY: value }).join('\n'), value).toMatch(/^TRUST_PROXY /);
    }
  });

  it('draws the maps on the tiles named, credited as said, or as OpenStreetMap by default', () => {
    expect(
      loadConfig({
        MAP_TILES_URL: 'https://{s}.tiles.example.jo/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© Example Maps, © OpenStreetMap contributors',
      }).mapTiles,
    ).toEqual({
      url: 'https://{s}.tiles.example.jo/{z}/{x}/{y}.png',
      attribution: '© Example Maps, © OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILES_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }).mapTiles).toEqual(
      {
        url: 'http://127.0.0.1:8080/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    );
  });

  it('refuses a tile address without its placeholders, or whose host a policy cannot name', () => {
    for (const value of [
      'https://tiles.example.jo/tile.png',
      'ftp://tiles.example.jo/{z}/{x}/{y}.png',
      'https://tiles{s}.example.jo/{z}/{x}/{y}.png',
    ]) {
      expect(problemsOf({ MAP_TILES_URL: value }).join('\n'), value).toMatch(/^MAP_TILES_URL /);
    }
    expect(problemsOf({ MAP_TILES_ATTRIBUTION: 'x'.repeat(201) }).join('\n')).toMatch(
      /^MAP_TILES_ATTRIBUTION must be at most 200 characters/,
    );
  });
});
