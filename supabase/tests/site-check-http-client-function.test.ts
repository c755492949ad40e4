import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDenoScript } from './support/deno-function';
import { SUPABASE_DIR } from './support/sql-files';

/**
 * The site check's HTTP/1.1 client (supabase/functions/site-check/http1-client.ts) on real Deno against
 * a raw-socket server that answers as a hostile site would (issue 43, items 1 and 4): what each answer
 * costs in time and memory is measured by the test entry (testing/fetch-once.ts), which prints the
 * process's peak resident memory.
 */
const MAX_BYTES = 2 * 1024 * 1024;
const ENTRY = join(SUPABASE_DIR, 'functions', 'site-check', 'testing', 'fetch-once.ts');
const head = (fields: string) => `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n${fields}\r\n`;

/** Writes block after block until the client goes away. */
function flood(socket: Socket, block: Buffer) {
  const more = () => {
    while (!socket.destroyed && socket.write(block));
  };
  socket.on('drain', more);
  socket.on('error', () => socket.destroy());
  more();
}

describe('the site check HTTP client, against hostile answers', () => {
  // 128 MB of zeros: about 128 KB gzipped.
  const bomb = gzipSync(Buffer.alloc(128 * 1024 * 1024), { level: 9 });
  const ONE_BYTE_CHUNKS = 256 * 1024;
  const answers: Record<string, (socket: Socket) => void> = {
    '/gzip-bomb': (socket) => {
      socket.write(head(`Content-Encoding: gzip\r\nContent-Length: ${bomb.length}\r\n`));
      socket.end(bomb);
    },
    '/trailer-flood': (socket) => {
      socket.write(head('Transfer-Encoding: chunked\r\n') + '5\r\nhello\r\n0\r\n');
      flood(socket, Buffer.from('X-Trailer: more\r\n'.repeat(4096)));
    },
    '/one-byte-chunks': (socket) => {
      socket.write(head('Transfer-Encoding: chunked\r\n'));
      socket.end(Buffer.from('1\r\na\r\n'.repeat(ONE_BYTE_CHUNKS) + '0\r\n\r\n'));
    },
    '/chunk-flood': (socket) => {
      socket.write(head('Transfer-Encoding: chunked\r\n'));
      flood(socket, Buffer.from('1\r\na\r\n'.repeat(8192)));
    },
  };
  const server = createServer((socket) => {
    let request = '';
    socket.on('data', (data) => {
      request += data.toString('latin1');
      if (!request.includes('\r\n\r\n')) return;
      const path = request.split(' ')[1] ?? '';
      socket.removeAllListeners('data');
      answers[path]?.(socket);
    });
    socket.on('error', () => socket.destroy());
  });
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => {
    port = (server.address() as AddressInfo).port;
    resolve();
  })));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchOnce = async (path: string, timeoutMs: number, maxBytes = MAX_BYTES) =>
    JSON.parse(await runDenoScript(ENTRY, [String(port), path, String(timeoutMs), String(maxBytes)])) as {
      bytes?: number; error?: string; elapsedMs: number; cpuMs: number; peakGrowthKb: number;
    };

  it('stops a gzip bomb at the size limit without inflating it whole', async () => {
    const answer = await fetchOnce('/gzip-bomb', 20_000);
    expect(answer.error).toBe('too_big');
    // The limit is 2 MB; inflating the whole body in one piece would hold 128 MB at once.
    expect(answer.peakGrowthKb).toBeLessThan(48 * 1024);
  }, 60_000);

  it('refuses endless trailer fields at once, not at (or past) the deadline', async () => {
    const answer = await fetchOnce('/trailer-flood', 3000);
    expect(answer.error).toBe('bad_response');
    expect(answer.elapsedMs).toBeLessThan(3000);
  }, 60_000);

  it('reads a body sent in many one-byte chunks in linear time', async () => {
    const answer = await fetchOnce('/one-byte-chunks', 20_000);
    expect(answer).toMatchObject({ bytes: ONE_BYTE_CHUNKS });
    // CPU time, not wall time: other tests on the same 2 cores stretch the one, not the other. Linear
    // takes some 300 ms here; a reader that copied the body so far at every chunk would move 34 GB.
    expect(answer.cpuMs).toBeLessThan(2000);
  }, 60_000);

  it('gives up on an endless stream of chunks at the deadline, though no read ever waits', async () => {
    const answer = await fetchOnce('/chunk-flood', 1500, 512 * 1024 * 1024);
    expect(answer.error).toBe('timeout');
    // Stopped by the deadline: a client that checked it only while a read waits would read the flood until
    // the 512 MB limit (or this test's own timeout). The margin is for a busy machine's scheduling.
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(1500);
    expect(answer.elapsedMs).toBeLessThan(10_000);
  }, 60_000);
});
