// Runs the suite's stages in order (lint beside typecheck) and prints each stage's wall time and the whole
// run's at the end, also when a stage fails; it then stops there and exits with that stage's code.
// `npm run check` runs every stage, `npm test` only the test stages (`node scripts/run-stages.mjs test`).
import { spawn } from 'node:child_process';

const STAGES = [
  // Each of these keeps one core busy, so they run side by side (their output is printed when each ends).
  { name: 'lint', command: 'npm run lint', besideNext: true },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'ensure-test-deps', command: 'bash scripts/ensure-test-deps.sh', test: true },
  // Database tests fail instead of quietly running on PGlite alone when PostgreSQL 15 is missing.
  { name: 'unit', command: 'npm run test:unit', env: { REQUIRE_PG15: '1' }, test: true },
  { name: 'e2e', command: 'npm run test:e2e', test: true },
];

/** Runs a stage; one run beside another keeps its output and prints it at the end, so the two do not mix. */
function run({ command, env }, beside = false) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const done = (code) => {
      if (beside) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

function formatSeconds(ms) {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function printTimes(rows, total) {
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

/** Runs a stage and says how it went, as a row of the time table. */
async function timed(stage, beside) {
  const started = performance.now();
  const code = await run(stage, beside);
  return {
    name: stage.name,
    ms: performance.now() - started,
    code,
    outcome: code === 0 ? 'ok' : `failed (exit ${code})`,
  };
}

const runStarted = performance.now();
const rows = [];
let exitCode = 0;
for (let index = 0; index < stages.length && exitCode === 0; index++) {
  const stage = stages[index];
  const next = stage.besideNext ? stages[index + 1] : undefined;
  const done = next
    ? await Promise.all([timed(stage, true), timed(next, true)])
    : [await timed(stage, false)];
  if (next) index++;
  rows.push(...done);
  exitCode = done.find((row) => row.code !== 0)?.code ?? 0;
}
for (const stage of stages.slice(rows.length)) rows.push({ name: stage.name, outcome: 'not run' });
printTimes(rows, performance.now() - runStarted);
process.exit(exitCode);
