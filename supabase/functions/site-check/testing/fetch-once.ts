// TEST-ONLY entry point (supabase/tests/site-check-http-client-function.test.ts): one GET with the check's
// HTTP/1.1 client to a local raw-socket server, printed as JSON with the time it took and the process's
// peak resident memory, so a test can see what a hostile answer costs. Never part of the deployed function.
import { get } from '../http1-client.ts';
import { RefusedTarget } from '../target-url.ts';

const [port, path, timeoutMs, maxBytes] = Deno.args;
const peakKb = () => Number(/VmHWM:\s+(\d+)/.exec(Deno.readTextFileSync('/proc/self/status'))?.[1] ?? NaN);

const before = peakKb();
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
console.log(JSON.stringify({ ...result, elapsedMs: Date.now() - started, peakGrowthKb: peakKb() - before }));
