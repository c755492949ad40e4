// Runs the suite's stages in order and prints each stage's wall time and the total at the end, also when
// a stage fails; it then stops there and exits with that stage's code. `npm run check` runs every stage,
// `npm test` only the test stages (`node scripts/run-stages.mjs test`).
import { spawn } from 'node:child_process';

const STAGES = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'ensure-test-deps', command: 'bash scripts/ensure-test-deps.sh', test: true },
  // Database tests fail instead of quietly running on PGlite alone when PostgreSQL 15 is missing.
  { name: 'unit', command: 'npm run test:unit', env: { REQUIRE_PG15: '1' }, test: true },
  { name: 'e2e', command: 'npm run test:e2e', test: true },
];

function run({ command, env }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

function formatSeconds(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function printTimes(rows) {
  const total = rows.reduce((sum, row) => sum + (row.ms ?? 0), 0);
  const lines = [
    ...rows.map((row) => [row.name, row.ms === undefined ? '-' : formatSeconds(row.ms), row.outcome]),
    ['total', formatSeconds(total), ''],
  ];
  const nameWidth = Math.max(...lines.map(([name]) => name.length));
  const timeWidth = Math.max(...lines.map(([, time]) => time.length));
  console.log('\nTime per stage:');
  for (const [name, time, outcome] of lines) {
    console.log(`  ${name.padEnd(nameWidth)}  ${time.padStart(timeWidth)}  ${outcome}`.trimEnd());
  }
}

const only = process.argv[2];
if (only !== undefined && only !== 'test') {
  console.error(
    `Unknown argument ${only}: run with no argument for every stage, or "test" for the test stages.`,
  );
  process.exit(2);
}
const stages = only === 'test' ? STAGES.filter((stage) => stage.test) : STAGES;

const rows = [];
let exitCode = 0;
for (const stage of stages) {
  const started = performance.now();
  const code = await run(stage);
  rows.push({
    name: stage.name,
    ms: performance.now() - started,
    outcome: code === 0 ? 'ok' : `failed (exit ${code})`,
  });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
for (const stage of stages.slice(rows.length)) rows.push({ name: stage.name, outcome: 'not run' });
printTimes(rows);
process.exit(exitCode);
