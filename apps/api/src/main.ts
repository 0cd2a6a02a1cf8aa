import { fileURLToPath } from 'node:url';

import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD } from './modules/demo/demo-data';
import { startServers, StartupError } from './server';

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const servers = await startServers(config, WEB_DIST_DIR);

  const storage =
    servers.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  process.stdout.write(
    [
      `Tabarru is running (${storage}).`,
      `  Web app: ${config.publicWebUrl}  (Arabic: ${config.publicWebUrl}/ar)`,
      `  API:     ${config.publicApiUrl}`,
      ...(config.webUrlFixed
        ? []
        : [
            `  Also at this machine's other addresses on ports ${config.port} and ${config.apiPort}, e.g. from a phone on the same network.`,
          ]),
      ...(config.admin ? [`  Administrator: ${config.admin.email}`] : []),
      ...(config.demoOffReason
        ? [
            `  No demo data: ${config.demoOffReason}, so this is a public site, where anyone could sign in with the demo's published password (SEED_DEMO=1 turns it on).`,
          ]
        : []),
      ...(servers.demoAccounts.length > 0
        ? [
            `  Demo accounts (password ${DEMO_PASSWORD}), seeded into the empty database:`,
            `    ${servers.demoAccounts.join(', ')}`,
          ]
        : []),
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal} received: finishing requests in flight, then stopping.\n`);
    setTimeout(() => {
      console.error('Requests still running after the grace period; stopping anyway.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    servers.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    for (const problem of error.problems) console.error(`Invalid configuration: ${problem}`);
  } else if (error instanceof StartupError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
