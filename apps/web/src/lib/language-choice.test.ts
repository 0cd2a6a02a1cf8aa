import { afterEach, describe, expect, it, vi } from 'vitest';

import { rememberLanguageChoice } from './language-choice';

// vitest's jsdom environment exposes the page's JSDOM, which can move the page to another
// address; its cookie jar refuses a `__Host-` cookie that is not Secure, host-only and on /.
const { jsdom } = globalThis as unknown as {
  jsdom: { reconfigure(options: { url: string }): void };
};

function openAt(url: string, { secureContext }: { secureContext: boolean }): void {
  jsdom.reconfigure({ url });
  vi.stubGlobal('isSecureContext', secureContext);
}

afterEach(() => jsdom.reconfigure({ url: 'http://localhost:3000/' }));

describe('rememberLanguageChoice', () => {
  it('keeps the choice under the __Host- name in a secure context, clearing the plain one', () => {
    openAt('https://tabarru.example.jo/ar/about', { secureContext: true });
    // What an earlier version wrote.
    document.cookie = 'tabarru_lang=en; Path=/; SameSite=Lax; Secure';

    rememberLanguageChoice('ar');
    expect(document.cookie).toBe('__Host-tabarru_lang=ar');
    rememberLanguageChoice('en');
    expect(document.cookie).toBe('__Host-tabarru_lang=en');
  });

  it('keeps it under the plain name on http at a LAN address, which is no secure context', () => {
    openAt('http://192.168.1.20:3000/about', { secureContext: false });
    rememberLanguageChoice('ar');
    expect(document.cookie).toBe('tabarru_lang=ar');
    // For the whole site, / included.
    jsdom.reconfigure({ url: 'http://192.168.1.20:3000/' });
    expect(document.cookie).toBe('tabarru_lang=ar');
  });

  it('falls back to the plain name where the browser keeps no Secure cookie, as on http://localhost in Safari', () => {
    // Safari calls http://localhost a secure context yet keeps no Secure cookie there. jsdom
    // keeps them on localhost, as Chrome does, but not on another http host: such a page,
    // declared a secure context, is the same case.
    openAt('http://tabarru.test:3000/about', { secureContext: true });
    rememberLanguageChoice('ar');
    expect(document.cookie).toBe('tabarru_lang=ar');
  });

  it('clears the __Host- choice when it writes the plain name, where the browser lets it', () => {
    openAt('https://tabarru.example.jo/', { secureContext: true });
    rememberLanguageChoice('ar');
    // An https page framed by an http one is no secure context.
    openAt('https://tabarru.example.jo/', { secureContext: false });
    rememberLanguageChoice('en');
    expect(document.cookie).toBe('tabarru_lang=en');
  });
});
