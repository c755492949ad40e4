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

/** Bytes gathered piece by piece into one buffer that doubles as it fills: linear, however small the pieces. */
class ByteSink {
  private bytes = new Uint8Array(16 * 1024);
  length = 0;
  push(piece: Uint8Array) {
    if (this.length + piece.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + piece.length));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.bytes.set(piece, this.length);
    this.length += piece.length;
  }
  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** Parse loops check the deadline themselves: a server that floods bytes never makes a read wait. */
function checkDeadline(deadline: number) {
  if (Date.now() >= deadline) throw timedOut();
}

/*
 * The bytes read and not yet used live in one growing buffer, consumed from an offset: a take is a view,
 * not a copy of what is left, so a response of many small pieces costs linear time, not quadratic.
 */
class BoundedReader {
  private buffer = new Uint8Array(64 * 1024);
  private start = 0;
  private end = 0;
  /** How far the CRLF search has looked already (relative to start). */
  private searched = 0;
  constructor(
    private readonly conn: Deno.Conn,
    private readonly deadline: number,
  ) {}

  private get available() {
    return this.end - this.start;
  }

  /** More bytes into the buffer; false at the end of the stream. */
  private async fill(): Promise<boolean> {
    checkDeadline(this.deadline);
    if (this.start > 0 && this.start >= this.buffer.length / 2) {
      this.buffer.copyWithin(0, this.start, this.end);
      this.end -= this.start;
      this.start = 0;
    }
    if (this.buffer.length - this.end < 16 * 1024) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer.subarray(this.start, this.end));
      this.end -= this.start;
      this.start = 0;
      this.buffer = grown;
    }
    const read = await beforeDeadline(this.conn.read(this.buffer.subarray(this.end)), this.deadline);
    if (read === null) return false;
    this.end += read;
    return true;
  }

  /** The next length bytes, as a view that is valid until the next read (the buffer is reused). */
  private view(length: number): Uint8Array {
    const taken = this.buffer.subarray(this.start, this.start + length);
    this.start += length;
    this.searched = 0;
    return taken;
  }

  private indexOfCrlf(twice: boolean): number {
    const needed = twice ? 4 : 2;
    const bytes = this.buffer;
    for (let i = this.start + this.searched; i + needed <= this.end; i += 1) {
      if (bytes[i] === 13 && bytes[i + 1] === 10 && (!twice || (bytes[i + 2] === 13 && bytes[i + 3] === 10)))
        return i - this.start;
    }
    this.searched = Math.max(this.available - needed + 1, 0);
    return -1;
  }

  /**
   * Bytes up to a CRLF (or CRLF CRLF), without it, as a view valid until the next read; more than max
   * bytes before it is malformed.
   */
  async until(twice: boolean, max: number): Promise<Uint8Array> {
    for (;;) {
      const at = this.indexOfCrlf(twice);
      if (at >= 0) {
        if (at > max) throw malformed();
        const line = this.view(at);
        this.start += twice ? 4 : 2;
        return line;
      }
      if (this.available > max + (twice ? 4 : 2) || !(await this.fill())) throw malformed();
    }
  }

  /** The next length bytes into sink, as they arrive. */
  async into(sink: ByteSink, length: number): Promise<void> {
    for (let left = length; left > 0; ) {
      if (this.available === 0 && !(await this.fill())) throw malformed();
      const piece = this.view(Math.min(left, this.available));
      sink.push(piece);
      left -= piece.length;
    }
  }

  /** Everything until the connection closes, refusing more than max bytes. */
  async toEnd(max: number): Promise<Uint8Array> {
    while (await this.fill()) if (this.available > max) throw tooBig(max);
    return this.view(this.available).slice();
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
  return { head, body: (maxBytes) => readBody(reader, head, maxBytes, deadline) };
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

async function readBody(reader: BoundedReader, head: ResponseHead, maxBytes: number, deadline: number): Promise<Uint8Array> {
  const encoding = head.headers.get('transfer-encoding')?.toLowerCase();
  const length = head.headers.get('content-length');
  let body: Uint8Array;
  if (encoding?.split(',').some((part) => part.trim() === 'chunked')) {
    body = await readChunked(reader, maxBytes, deadline);
  } else if (length !== undefined) {
    const size = Number(length);
    if (!/^\d+$/.test(length)) throw malformed();
    if (size > maxBytes) throw tooBig(maxBytes);
    const sink = new ByteSink();
    await reader.into(sink, size);
    body = sink.result();
  } else {
    body = await reader.toEnd(maxBytes);
  }
  return decode(body, head.headers.get('content-encoding')?.toLowerCase().trim(), maxBytes, deadline);
}

/** Trailer fields after a chunked body: bounded like the head, in bytes and in lines. */
const MAX_TRAILER_LINES = 100;

/** A chunk-size line's size: hex digits, then optional spaces and ;extensions. */
function chunkSize(line: Uint8Array): number {
  let size = 0;
  let digits = 0;
  for (const byte of line) {
    const digit = byte >= 48 && byte <= 57 ? byte - 48 : byte >= 97 && byte <= 102 ? byte - 87 : byte >= 65 && byte <= 70 ? byte - 55 : -1;
    if (digit < 0) {
      if (byte === 59 || byte === 32 || byte === 9) break;
      throw malformed();
    }
    size = size * 16 + digit;
    digits += 1;
    if (digits > 12) throw malformed();
  }
  if (digits === 0) throw malformed();
  return size;
}

async function readChunked(reader: BoundedReader, maxBytes: number, deadline: number): Promise<Uint8Array> {
  const body = new ByteSink();
  for (;;) {
    checkDeadline(deadline);
    const size = chunkSize(await reader.until(false, 1024));
    if (size === 0) {
      // Trailer fields, if any, end with an empty line.
      let trailerBytes = 0;
      for (let lines = 0; ; lines += 1) {
        checkDeadline(deadline);
        const line = await reader.until(false, MAX_HEAD_BYTES - trailerBytes);
        if (line.length === 0) return body.result();
        trailerBytes += line.length + 2;
        if (lines >= MAX_TRAILER_LINES || trailerBytes > MAX_HEAD_BYTES) throw malformed();
      }
    }
    if (body.length + size > maxBytes) throw tooBig(maxBytes);
    await reader.into(body, size);
    await reader.until(false, 0);
  }
}

/** Compressed input is inflated this many bytes at a time: at most about a thousand times as much comes out of one. */
const INFLATE_SLICE = 1024;

async function decode(body: Uint8Array, encoding: string | undefined, maxBytes: number, deadline: number): Promise<Uint8Array> {
  if (!encoding || encoding === 'identity') return body;
  if (encoding !== 'gzip' && encoding !== 'deflate') {
    throw new RefusedTarget(
      'bad_response',
      `The website sent the page in an encoding the check cannot read (${encoding}).`,
    );
  }
  // Fed in small slices and read as it inflates, so a small body that inflates hugely (a "zip bomb") is
  // stopped at the limit, never inflated whole.
  const inflater = new DecompressionStream(encoding);
  const writer = inflater.writable.getWriter();
  const output = inflater.readable.getReader();
  const feeding = (async () => {
    for (let at = 0; at < body.length; at += INFLATE_SLICE) {
      await writer.ready;
      await writer.write(body.subarray(at, at + INFLATE_SLICE));
    }
    await writer.close();
  })();
  feeding.catch(() => {});
  const out = new ByteSink();
  try {
    for (;;) {
      checkDeadline(deadline);
      const { value, done } = await output.read();
      if (done) break;
      if (out.length + value.length > maxBytes) throw tooBig(maxBytes);
      out.push(value);
    }
    await feeding;
  } catch (error) {
    output.cancel().catch(() => {});
    writer.abort().catch(() => {});
    if (error instanceof RefusedTarget) throw error;
    throw malformed();
  }
  return out.result();
}
