import { createServer } from 'node:net';

import { buildApp } from './app';
import type { Config } from './config';
import { createDatabase, DatabaseUnreachableError, type DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { createOutbox } from './infra/outbox';
import { loadJwtSecret } from './infra/secrets';
import { AdministratorConflictError, ensureAdministrator } from './modules/admin/bootstrap';
import { buildWebHost, WebBuildMissingError } from './web-host';

/** A failure the operator can act on, worded as one line. */
export class StartupError extends Error {}

export interface RunningServers {
  database: DatabaseHandle;
  /** Stops accepting, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function ensurePortsFree(config: Config): Promise<void> {
  const ports = [
    ['PORT', config.port],
    ['API_PORT', config.apiPort],
  ] as const;
  for (const [name, port] of ports) {
    if (!(await portIsFree(port, config.host))) {
      throw new StartupError(
        `Port ${port} (${name}) is already in use on ${config.host}: stop what uses it or set ${name}`,
      );
    }
  }
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseUnreachableError) throw new StartupError(error.message);
    throw error;
  }
}

/**
 * Starts the API on API_PORT and the web app on PORT. The ports and the database are checked
 * before anything is written, so a failed start leaves nothing half-made behind.
 */
export async function startServers(config: Config, webDistDir: string): Promise<RunningServers> {
  await ensurePortsFree(config);
  const database = await openDatabase(config);
  try {
    await runMigrations(database.db, database.dialect);
    const jwtSecret = await loadJwtSecret(config.dataDir, config.jwtSecret);
    const outbox = createOutbox(config);
    if (config.admin) await ensureAdministrator(database.db, config.admin);

    const api = await buildApp(config, { database, outbox, jwtSecret });
    const web = await buildWebHost({
      distDir: webDistDir,
      apiUrl: config.publicApiUrl,
      logLevel: config.logLevel,
    });
    await api.listen({ port: config.apiPort, host: config.host });
    await web.listen({ port: config.port, host: config.host });

    return {
      database,
      async close() {
        await Promise.all([web.close(), api.close()]);
        await database.destroy();
      },
    };
  } catch (error) {
    await database.destroy();
    if (error instanceof WebBuildMissingError || error instanceof AdministratorConflictError) {
      throw new StartupError(error.message);
    }
    throw error;
  }
}
