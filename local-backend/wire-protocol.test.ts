import { connect, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { dataDir as initialisedCluster } from '@electric-sql/pglite-prepopulatedfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendDatabase } from './database.ts';
import { Serial } from './serial.ts';
import { serveWireProtocol } from './wire-protocol.ts';

/** A Postgres frontend message: type byte, length, body. */
function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
const cstring = (text: string) => Buffer.from(`${text}\0`);
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
/** Parse into the unnamed statement, with untyped parameters. */
const parse = (sql: string) => message('P', cstring(''), cstring(sql), int16(0));
/** Bind text parameters to the unnamed statement and portal; results in text. */
const bind = (values: string[]) =>
  message('B', cstring(''), cstring(''), int16(0), int16(values.length), ...values.flatMap((v) => [int32(Buffer.byteLength(v)), Buffer.from(v)]), int16(0));
const execute = message('E', cstring(''), int32(0));
const sync = message('S');

/** One raw client: what the server sent, and a way to wait for a given backend message. */
async function client(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let received = Buffer.alloc(0);
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    for (const wake of waiters.splice(0)) wake();
  });
  /** The backend messages so far, as [type, body]. */
  const messages = () => {
    const out: [string, Buffer][] = [];
    for (let at = 0; at + 5 <= received.length; ) {
      const length = received.readInt32BE(at + 1);
      if (at + 1 + length > received.length) break;
      out.push([String.fromCharCode(received[at] as number), received.subarray(at + 5, at + 1 + length)]);
      at += 1 + length;
    }
    return out;
  };
  const count = (type: string) => messages().filter(([t]) => t === type).length;
  const waitFor = async (type: string, times: number) => {
    while (count(type) < times) await new Promise<void>((wake) => waiters.push(wake));
  };
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const startup = Buffer.concat([int32(3 << 16), cstring('user'), cstring('postgres'), cstring('database'), cstring('postgres'), cstring('')]);
  socket.write(Buffer.concat([int32(startup.length + 4), startup]));
  await waitFor('Z', 1);
  /** DataRow's first column, or ErrorResponse's message, in order. */
  const results = () =>
    messages()
      .filter(([t]) => t === 'D' || t === 'E')
      .map(([t, body]) => (t === 'D' ? body.subarray(6, 6 + body.readInt32BE(2)).toString() : `error: ${body.toString('latin1').split('\0').find((f) => f.startsWith('M'))?.slice(1)}`));
  return { socket, waitFor, count, results };
}

describe('local backend: the wire protocol shared by the Edge Functions', () => {
  let pglite: PGlite;
  let server: Awaited<ReturnType<typeof serveWireProtocol>>;
  beforeAll(async () => {
    // The cluster the demo starts from (database.ts), not initdb in WebAssembly: the protocol needs no schema.
    pglite = await PGlite.create({ loadDataDir: await initialisedCluster() });
    const serial = new Serial();
    const database: BackendDatabase = { pglite, serial, sql: undefined as never, close: () => pglite.close() };
    server = await serveWireProtocol(database);
  });
  afterAll(async () => {
    await server?.stop();
    await pglite?.close();
  });

  // The CI failure of the test checkout: payments-webhook's Bind met send-emails' unnamed statement.
  it("keeps one client's extended-query exchange whole while another client's messages arrive", async () => {
    const a = await client(server.url);
    const b = await client(server.url);
    a.socket.write(parse('select $1::int + 1'));
    a.socket.write(message('H')); // Flush: the ParseComplete comes back before the exchange ends
    await a.waitFor('1', 1);
    // b's whole exchange arrives while a's is open; it must wait for a's Sync, not run into a's statement.
    b.socket.write(Buffer.concat([parse('select $1::int + $2::int + $3::int + $4::int'), bind(['1', '2', '3', '4']), execute, sync]));
    // b cannot answer before a's Sync if the exchange is kept whole; without that it answers at once.
    await Promise.race([b.waitFor('Z', 2), new Promise((wake) => setTimeout(wake, 300))]);
    a.socket.write(Buffer.concat([bind(['41']), execute, sync]));
    await Promise.all([a.waitFor('Z', 2), b.waitFor('Z', 2)]);
    expect(a.results()).toEqual(['42']);
    expect(b.results()).toEqual(['10']);
    a.socket.end();
    b.socket.end();
  });

  it('lets the next client in when one leaves in the middle of an exchange', async () => {
    const a = await client(server.url);
    a.socket.write(Buffer.concat([parse('select $1::int'), message('H')]));
    await a.waitFor('1', 1);
    a.socket.destroy();
    const b = await client(server.url);
    b.socket.write(Buffer.concat([parse('select $1::int * 2'), bind(['21']), execute, sync]));
    await b.waitFor('Z', 2);
    expect(b.results()).toEqual(['42']);
    b.socket.end();
  });
});
