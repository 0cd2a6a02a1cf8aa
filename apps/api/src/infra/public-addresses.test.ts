import { describe, expect, it } from 'vitest';

import {
  apiUrlForPage,
  webOriginAllowed,
  webUrlForPage,
  type PublicAddresses,
} from './public-addresses';

const outOfTheBox: PublicAddresses = {
  port: 3000,
  apiPort: 3001,
  publicWebUrl: 'http://localhost:3000',
  publicApiUrl: 'http://localhost:3001',
  webUrlFixed: false,
  apiUrlFixed: false,
};

const deployed: PublicAddresses = {
  ...outOfTheBox,
  publicWebUrl: 'https://tabarru.example.jo',
  publicApiUrl: 'https://api.tabarru.example.jo',
  webUrlFixed: true,
  apiUrlFixed: true,
};

describe('webOriginAllowed', () => {
  it('lets a page on the web port at any address of the machine call the API out of the box', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.0.0.2:3000',
      'http://192.168.1.20:3000',
      'http://[::1]:3000',
    ]) {
      expect(webOriginAllowed(outOfTheBox, origin), origin).toBe(true);
    }
  });

  it('refuses other ports, other schemes and what is not an origin', () => {
    for (const origin of [
      'http://localhost:3001',
      'http://evil.example',
      'ftp://x:3000',
      'null',
      '',
    ]) {
      expect(webOriginAllowed(outOfTheBox, origin), origin).toBe(false);
    }
  });

  it('lets only PUBLIC_WEB_URL call the API once it is set', () => {
    expect(webOriginAllowed(deployed, 'https://tabarru.example.jo')).toBe(true);
    expect(webOriginAllowed(deployed, 'http://localhost:3000')).toBe(false);
    expect(webOriginAllowed(deployed, 'https://evil.example')).toBe(false);
  });
});

describe('apiUrlForPage', () => {
  it('tells a page the API is on the API port of the host it was opened at', () => {
    expect(apiUrlForPage(outOfTheBox, { protocol: 'http', host: '192.168.1.20:3000' })).toBe(
      'http://192.168.1.20:3001',
    );
    expect(apiUrlForPage(outOfTheBox, { protocol: 'http', host: 'localhost:3000' })).toBe(
      'http://localhost:3001',
    );
  });

  it('keeps the configured address for a host that is not a plain name, and once one is set', () => {
    expect(
      apiUrlForPage(outOfTheBox, { protocol: 'http', host: 'evil.example/"><script>:3000' }),
    ).toBe('http://localhost:3001');
    expect(apiUrlForPage(deployed, { protocol: 'http', host: '192.168.1.20:3000' })).toBe(
      'https://api.tabarru.example.jo',
    );
  });
});

describe('webUrlForPage', () => {
  it('names the address a page was opened at out of the box', () => {
    expect(webUrlForPage(outOfTheBox, { protocol: 'http', host: '192.168.1.20:3000' })).toBe(
      'http://192.168.1.20:3000',
    );
    expect(webUrlForPage(outOfTheBox, { protocol: 'http', host: 'localhost:3000' })).toBe(
      'http://localhost:3000',
    );
  });

  it('keeps the configured address for a host that is not a plain name, and once one is set', () => {
    expect(
      webUrlForPage(outOfTheBox, { protocol: 'http', host: 'evil.example/"><script>:3000' }),
    ).toBe('http://localhost:3000');
    expect(webUrlForPage(deployed, { protocol: 'http', host: '192.168.1.20:3000' })).toBe(
      'https://tabarru.example.jo',
    );
  });
});
