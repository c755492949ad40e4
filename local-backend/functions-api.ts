import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BackendDatabase } from './database.ts';
import { sendResponse, toRequest } from './http-bridge.ts';
import { createRestHandler } from './rest.ts';

/**
 * SUPABASE_URL for the demo's Edge Functions: Supabase gives every function its project's URL, and a
 * function that reads through PostgREST with a key (widget-settings) calls <SUPABASE_URL>/rest/v1 with it.
 * The demo's app server is not listening yet when the functions start (and its port is Vite's to choose),
 * so the functions get /rest/v1 on a loopback port of its own, over the same database and rules.
 */
export async function serveApiForFunctions(database: BackendDatabase) {
  const rest = createRestHandler(database.sql);
  const server = createServer((req, res) => {
    if (!(req.url ?? '').startsWith('/rest/v1/')) return res.writeHead(404).end();
    toRequest(req, 'http://127.0.0.1')
      .then(rest)
      .then((response) => sendResponse(res, response))
      .catch((error: unknown) => {
        console.error('local backend (functions API):', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
