// The fuzz suite (test/fuzz) run longer than CI runs it: `--runs N` cases of each property (each
// route as each role, each socket event, each stalled write) and `--seed S` for another draw.
// Any other argument goes to vitest as it is (`--project sqlite`, a file's name).
import { spawn } from 'node:child_process';

const FUZZ_OPTIONS = { '--runs': 'FUZZ_RUNS', '--seed': 'FUZZ_SEED' };

const env = { ...process.env };
const passedOn = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const [name, inline] = args[index].split('=', 2);
  const variable = FUZZ_OPTIONS[name];
  if (!variable) {
    passedOn.push(args[index]);
    continue;
  }
  const value = inline ?? args[(index += 1)];
  if (value === undefined) {
    console.error(`${name} needs a value, e.g. ${name} 100`);
    process.exit(2);
  }
  env[variable] = value;
}

console.log(
  `fuzzing: ${env.FUZZ_RUNS ?? 'default'} runs per case, seed ${env.FUZZ_SEED ?? 'default'}`,
);
const vitest = spawn('npx', ['vitest', 'run', 'test/fuzz', ...passedOn], {
  env,
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url).pathname,
});
vitest.on('exit', (code) => process.exit(code ?? 1));
