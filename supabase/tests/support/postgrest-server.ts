import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendResponse, toRequest } from '../../../local-backend/http-bridge';
import { createRestHandler } from '../../../local-backend/rest';

/**
 * The demo's PostgREST stand-in over `db` on a loopback port, for an Edge Function under test to call as
 * SUPABASE_URL (widget-settings, widget-views). `seen` is told each request's headers, as received.
 */
export async function servePostgrest(
  db: Parameters<typeof createRestHandler>[0],
  seen?: (headers: IncomingMessage['headers']) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const rest = createRestHandler(db);
  const server = createServer((req, res) => {
    seen?.(req.headers);
    toRequest(req, 'http://127.0.0.1')
      .then(rest)
      .then((response) => sendResponse(res, response))
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
