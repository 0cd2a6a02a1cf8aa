import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The processor time each side of a scenario spends (Linux, from /proc): the API process, the
 * PostgreSQL server's processes and this process, the load generator. Divided by the
 * scenario's wall time it says how many cores each kept busy, which tells a database-bound
 * scenario from an API-bound one when they share the same cores.
 */
export interface CpuSample {
  api: number;
  database: number;
  loadGenerator: number;
}

export interface CoresUsed {
  api: number;
  /** absent on SQLite, whose work runs inside the API process */
  database?: number;
  loadGenerator: number;
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces. */
function statFields(pid: string | number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const commandOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * utime + stime, and with `withChildren` the reaped children's cutime + cstime, in seconds.
 * Fields after the name: state is 0, so utime is 11, stime 12, cutime 13, cstime 14.
 */
function processSeconds(pid: string | number, withChildren: boolean): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  const ticks = [11, 12, ...(withChildren ? [13, 14] : [])].reduce(
    (sum, index) => sum + Number(fields[index] ?? 0),
    0,
  );
  return ticks / TICKS_PER_SECOND;
}

/**
 * The time of every process named `command` (postgres, nginx), with the children each has
 * reaped: a PostgreSQL backend that ends between two samples is still counted, through the
 * postmaster that reaped it.
 */
export function secondsOfCommand(command: string): number {
  let seconds = 0;
  for (const pid of readdirSync('/proc')) {
    if (/^\d+$/.test(pid) && commandOf(pid) === command) seconds += processSeconds(pid, true);
  }
  return seconds;
}

/** One process's own time, in seconds. */
export const secondsOfProcess = (pid: number | undefined) =>
  pid === undefined ? 0 : processSeconds(pid, false);

/** This process's own time, in seconds. */
export function ownSeconds(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6;
}

export function sampleCpu(apiPid: number | undefined): CpuSample {
  return {
    api: secondsOfProcess(apiPid),
    database: secondsOfCommand('postgres'),
    loadGenerator: ownSeconds(),
  };
}

export function coresUsed(
  before: CpuSample,
  after: CpuSample,
  wallSeconds: number,
  database: string,
): CoresUsed {
  const cores = (seconds: number) => Math.round((seconds / wallSeconds) * 100) / 100;
  return {
    api: cores(after.api - before.api),
    ...(database === 'postgres' && { database: cores(after.database - before.database) }),
    loadGenerator: cores(after.loadGenerator - before.loadGenerator),
  };
}
