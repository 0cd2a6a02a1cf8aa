// Runs a command and stops it once this process's stdin closes. The test runner holds the other
// end, so the app cannot outlive a runner that was killed in any way, even with SIGKILL.
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node supervise.mjs <command> [args...]');
  process.exit(2);
}

const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const GRACE_MS = 10_000;

function stop(signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
}

process.stdin.on('close', () => stop('SIGTERM'));
process.stdin.resume();
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stop(signal));
child.on('error', (error) => {
  console.error(`Cannot run ${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
