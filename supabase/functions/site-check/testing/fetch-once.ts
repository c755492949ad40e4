// TEST-ONLY entry point (supabase/tests/site-check-http-client-function.test.ts): one GET with the check's
// HTTP/1.1 client to a local raw-socket server, printed as JSON with the time it took (wall clock, and the
// process's CPU time, which other work on a busy machine does not stretch) and the process's peak resident
// memory, so a test can see what a hostile answer costs. Never part of the deployed function.
import { get } from '../http1-client.ts';
import { RefusedTarget } from '../target-url.ts';

const [port, path, timeoutMs, maxBytes] = Deno.args;
const peakKb = () => Number(/VmHWM:\s+(\d+)/.exec(Deno.readTextFileSync('/proc/self/status'))?.[1] ?? NaN);
/** User plus system CPU time of this process so far, ms (/proc/self/stat's utime and stime, in 1/100 s). */
const cpuMs = () => {
  const fields = Deno.readTextFileSync('/proc/self/stat').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const before = peakKb();
const cpuBefore = cpuMs();
const started = Date.now();
const conn = await Deno.connect({ hostname: '127.0.0.1', port: Number(port) });
let result: { bytes?: number; error?: string };
try {
  const { body } = await get(conn, new URL(`http://fixture.test${path}`), started + Number(timeoutMs));
  result = { bytes: (await body(Number(maxBytes))).length };
} catch (error) {
  result = { error: error instanceof RefusedTarget ? error.reason : String(error) };
} finally {
  conn.close();
}
console.log(
  JSON.stringify({ ...result, elapsedMs: Date.now() - started, cpuMs: cpuMs() - cpuBefore, peakGrowthKb: peakKb() - before }),
);
