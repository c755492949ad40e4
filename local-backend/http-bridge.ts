import type { IncomingMessage, ServerResponse } from 'node:http';

/** Larger request bodies are refused with 413 before anything reads them (the gateway's size limit). */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

/**
 * A Node request as a fetch Request, with the client address appended to x-forwarded-for as Supabase's
 * gateway (Kong) does, so the database's per-address limits see where the request came from.
 */
export async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const address = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';
  const forwarded = headers.get('x-forwarded-for');
  if (address) headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address);
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: body?.length ? body : undefined });
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}
