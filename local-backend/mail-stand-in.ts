import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The demo's email provider: answers POST /emails as Resend does ({ id }) and sends nothing, so
 * send-emails marks the outbox's jobs sent and /mailbox shows them (the email itself is rendered there).
 * POST /webhook stands in for a chat webhook.
 */
export async function startMailStandIn(): Promise<{ url: string; accepted: () => number; stop: () => Promise<void> }> {
  let accepted = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/emails') {
        accepted += 1;
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: `demo_${accepted}` }));
        return;
      }
      if (req.method === 'POST' && req.url === '/webhook') return void res.writeHead(200).end('ok');
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted: () => accepted,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
