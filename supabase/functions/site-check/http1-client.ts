import { RefusedTarget } from './target-url.ts';

/*
 * A minimal HTTP/1.1 GET over a connection the caller opened to a checked address (see network.ts): one
 * request, Connection: close, no cookies or credentials, every read bounded by the whole check's deadline
 * and the body by a byte limit. Bodies may be sent with Content-Length, chunked, or until the connection
 * closes; gzip and deflate are decoded (the request asks for neither, but some servers send them anyway).
 */
export type ResponseHead = { status: number; headers: Map<string, string>; firstByteMs: number };

const MAX_HEAD_BYTES = 64 * 1024;
const USER_AGENT = 'LocalBoostSiteCheck/1.0 (+https://localboost.example/site-check)';

export const timedOut = () => new RefusedTarget('timeout', 'The website took too long to answer.');
const tooBig = (max: number) =>
  new RefusedTarget('too_big', `The page is larger than ${Math.round(max / 1024 / 1024)} MB.`);
const malformed = () =>
  new RefusedTarget('bad_response', 'The website sent an answer that is not valid HTTP.');

/** Settles with work, or rejects with timedOut() once the deadline passes. */
export async function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), Math.max(deadline - Date.now(), 0));
  });
  try {
    return await Promise.race([work, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function indexOfCrlf(bytes: Uint8Array, twice: boolean): number {
  const needed = twice ? 4 : 2;
  for (let i = 0; i + needed <= bytes.length; i += 1) {
    if (bytes[i] === 13 && bytes[i + 1] === 10 && (!twice || (bytes[i + 2] === 13 && bytes[i + 3] === 10)))
      return i;
  }
  return -1;
}

class BoundedReader {
  private pending: Uint8Array = new Uint8Array(0);
  constructor(
    private readonly conn: Deno.Conn,
    private readonly deadline: number,
  ) {}

  /** More bytes into pending; false at the end of the stream. */
  private async fill(): Promise<boolean> {
    const buffer = new Uint8Array(64 * 1024);
    const read = await beforeDeadline(this.conn.read(buffer), this.deadline);
    if (read === null) return false;
    this.pending = concat(this.pending, buffer.subarray(0, read));
    return true;
  }

  private take(length: number): Uint8Array {
    const taken = this.pending.slice(0, length);
    this.pending = this.pending.slice(length);
    return taken;
  }

  /** Bytes up to a CRLF (or CRLF CRLF), without it. */
  async until(twice: boolean, max: number): Promise<Uint8Array> {
    for (;;) {
      const at = indexOfCrlf(this.pending, twice);
      if (at >= 0) {
        const line = this.take(at);
        this.take(twice ? 4 : 2);
        return line;
      }
      if (this.pending.length > max || !(await this.fill())) throw malformed();
    }
  }

  async exactly(length: number): Promise<Uint8Array> {
    while (this.pending.length < length) if (!(await this.fill())) throw malformed();
    return this.take(length);
  }

  /** Everything until the connection closes, refusing more than max bytes. */
  async toEnd(max: number): Promise<Uint8Array> {
    while (await this.fill()) if (this.pending.length > max) throw tooBig(max);
    return this.take(this.pending.length);
  }
}

export type Exchange = { head: ResponseHead; body: (maxBytes: number) => Promise<Uint8Array> };

/** Sends GET for url on conn and reads the response head; the body is read only if asked for. */
export async function get(conn: Deno.Conn, url: URL, deadline: number): Promise<Exchange> {
  const started = Date.now();
  const request =
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUser-Agent: ${USER_AGENT}\r\n` +
    'Accept: text/html,application/xhtml+xml;q=0.9\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n';
  const bytes = new TextEncoder().encode(request);
  for (let written = 0; written < bytes.length;)
    written += await beforeDeadline(conn.write(bytes.subarray(written)), deadline);

  const reader = new BoundedReader(conn, deadline);
  const head = parseHead(await reader.until(true, MAX_HEAD_BYTES), Date.now() - started);
  return { head, body: (maxBytes) => readBody(reader, head, maxBytes) };
}

function parseHead(raw: Uint8Array, firstByteMs: number): ResponseHead {
  const lines = new TextDecoder('latin1').decode(raw).split('\r\n');
  const [version, code] = (lines[0] ?? '').split(' ');
  const status = Number(code);
  if (!version?.startsWith('HTTP/1.') || !Number.isInteger(status) || status < 100 || status > 599)
    throw malformed();
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw malformed();
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return { status, headers, firstByteMs };
}

async function readBody(reader: BoundedReader, head: ResponseHead, maxBytes: number): Promise<Uint8Array> {
  const encoding = head.headers.get('transfer-encoding')?.toLowerCase();
  const length = head.headers.get('content-length');
  let body: Uint8Array;
  if (encoding?.split(',').some((part) => part.trim() === 'chunked')) {
    body = await readChunked(reader, maxBytes);
  } else if (length !== undefined) {
    const size = Number(length);
    if (!/^\d+$/.test(length)) throw malformed();
    if (size > maxBytes) throw tooBig(maxBytes);
    body = await reader.exactly(size);
  } else {
    body = await reader.toEnd(maxBytes);
  }
  return decode(body, head.headers.get('content-encoding')?.toLowerCase().trim(), maxBytes);
}

async function readChunked(reader: BoundedReader, maxBytes: number): Promise<Uint8Array> {
  let body: Uint8Array = new Uint8Array(0);
  for (;;) {
    const sizeLine = new TextDecoder('latin1').decode(await reader.until(false, 1024));
    const size = parseInt(sizeLine.split(';')[0]?.trim() ?? '', 16);
    if (!Number.isInteger(size) || size < 0) throw malformed();
    if (size === 0) {
      // Trailer fields, if any, end with an empty line.
      while ((await reader.until(false, MAX_HEAD_BYTES)).length > 0);
      return body;
    }
    if (body.length + size > maxBytes) throw tooBig(maxBytes);
    body = concat(body, await reader.exactly(size));
    await reader.until(false, 0);
  }
}

async function decode(body: Uint8Array, encoding: string | undefined, maxBytes: number): Promise<Uint8Array> {
  if (!encoding || encoding === 'identity') return body;
  if (encoding !== 'gzip' && encoding !== 'deflate') {
    throw new RefusedTarget(
      'bad_response',
      `The website sent the page in an encoding the check cannot read (${encoding}).`,
    );
  }
  const stream = new Blob([body as BlobPart]).stream().pipeThrough(new DecompressionStream(encoding));
  let out: Uint8Array = new Uint8Array(0);
  for await (const chunk of stream) {
    out = concat(out, chunk);
    if (out.length > maxBytes) throw tooBig(maxBytes);
  }
  return out;
}
