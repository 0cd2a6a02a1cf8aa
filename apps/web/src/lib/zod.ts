import { z } from 'zod/v4';

/*
 * The zod of the whole web bundle, the contract's schemas included: vite.config.ts points
 * every import of 'zod' here. Before any schema is built it turns off zod's compiled parsers,
 * whose probe (`new Function`) the page's Content-Security-Policy refuses and reports; the
 * app then never trips the policy, so a report means an attack. Forms parse a few fields, so
 * the interpreted parsers cost nothing noticeable. The API keeps the compiled ones.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z as default };
