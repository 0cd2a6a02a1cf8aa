/**
 * What the web host tells the SPA at run time, in an inline script of index.html whose hash
 * the Content-Security-Policy allows. The element id and global name are shared so the host
 * and the app agree.
 */
export interface RuntimeConfig {
  apiUrl: string;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_GLOBAL = '__TABARRU_CONFIG__';
