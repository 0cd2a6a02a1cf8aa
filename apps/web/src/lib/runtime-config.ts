import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from '@tabarru/contract/runtime-config';

declare global {
  interface Window {
    [RUNTIME_CONFIG_GLOBAL]?: Partial<RuntimeConfig>;
  }
}

const FALLBACK_API_URL = 'http://localhost:3001';

/** The API base URL the web host wrote into index.html at run time. */
export function apiUrl(): string {
  return (window[RUNTIME_CONFIG_GLOBAL]?.apiUrl ?? FALLBACK_API_URL).replace(/\/+$/, '');
}
