import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@tabarru/contract/runtime-config';

declare global {
  interface Window {
    [RUNTIME_CONFIG_GLOBAL]?: Partial<RuntimeConfig>;
  }
}

const FALLBACK_API_URL = 'http://localhost:3001';

/** The API base URL the web host wrote into index.html at run time, without a trailing slash. */
export function apiUrl(): string {
  const configured = window[RUNTIME_CONFIG_GLOBAL]?.apiUrl;
  return (
    typeof configured === 'string' && configured !== '' ? configured : FALLBACK_API_URL
  ).replace(/\/+$/, '');
}
