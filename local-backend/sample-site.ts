import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';

/*
 * The demo's sample customer website (issue 42): a small restaurant's page, on a loopback port of its own,
 * so it is another origin than the site, as an owner's real website is. The owner pastes a snippet from
 * the editor into its form and the page shows it, verbatim, as a website builder's "Custom HTML" block
 * would; the widget then loads across origins exactly as it would on their site. The site links here
 * through /demo/v1/sample-site (server.ts), which knows the port.
 */
const MAX_SNIPPETS_BYTES = 200_000;

export async function startSampleSite(file: string) {
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  const server = createServer((req, res) => {
    const path = safePath(req);
    if (path === '/' && req.method === 'GET') {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(page(read()));
      return;
    }
    if (path === '/snippets' && req.method === 'POST') {
      // A form on this page only: any other page the demo user visits could otherwise write into it.
      if (req.headers.origin !== origin) return void res.writeHead(403).end('Forbidden');
      readForm(req)
        .then((form) => {
          const snippet = form.get('snippet') ?? '';
          const next = form.get('action') === 'clear' ? '' : `${read()}\n${snippet.trim()}\n`;
          if (Buffer.byteLength(next) > MAX_SNIPPETS_BYTES)
            return void res.writeHead(413).end('Too much pasted');
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, next);
          res.writeHead(303, { Location: '/' }).end();
        })
        .catch(() => res.writeHead(400).end('Bad request'));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** Empties what was pasted (the browser suite's reset: a test's page starts with no earlier test's widgets). */
    clear: () => existsSync(file) && writeFileSync(file, ''),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function safePath(req: IncomingMessage): string | null {
  try {
    return new URL(req.url ?? '/', 'http://sample').pathname;
  } catch {
    return null;
  }
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_SNIPPETS_BYTES) {
        req.destroy();
        reject(new Error('too large'));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const page = (snippets: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Trattoria Rosa · Sample website (LocalBoost demo)</title>
<style>
  body { margin: 0; font-family: Georgia, 'Times New Roman', serif; color: #2b1d16; background: #fdf8f3; line-height: 1.6; }
  header { background: #7a2e1d; color: #fff; padding: 16px 24px; display: flex; justify-content: space-between; align-items: center; flex-wrap: wrap; gap: 8px; }
  header a { color: #fff; }
  main { max-width: 880px; margin: 0 auto; padding: 24px; }
  h1 { margin: 0; font-size: 28px; }
  .hero { padding: 32px 0; border-bottom: 1px solid #e5d5c5; }
  .menu li { margin: 4px 0; }
  .demo-note { background: #fff3cd; border: 1px solid #e0c36b; padding: 12px 16px; border-radius: 6px; font-family: system-ui, sans-serif; font-size: 15px; }
  textarea { width: 100%; min-height: 120px; font-family: ui-monospace, monospace; font-size: 14px; box-sizing: border-box; }
  .tools { margin: 24px 0; }
  button { font-size: 16px; padding: 8px 16px; margin: 8px 8px 0 0; }
  footer { margin-top: 48px; padding: 24px; background: #f1e6da; font-size: 15px; }
</style>
</head>
<body>
<header><h1>Trattoria Rosa</h1><nav aria-label="Main"><a href="#menu">Menu</a> · <a href="#visit">Visit us</a></nav></header>
<main>
  <p class="demo-note">This is the LocalBoost demo's sample customer website, served from its own address like your real website. Paste a snippet from the editor below and it shows on this page.</p>
  <section class="hero"><h2>Handmade pasta since 1998</h2><p>Family recipes from Bologna, fresh every morning, in the heart of Springfield.</p></section>
  <section class="tools" aria-labelledby="pasted-title">
    <h2 id="pasted-title">Your tools on this page</h2>
    ${snippets.trim() ? snippets : '<p>Nothing pasted yet.</p>'}
  </section>
  <section id="menu" class="menu"><h2>Menu</h2><ul><li>Tagliatelle al ragù · $18</li><li>Tortellini in brodo · $16</li><li>Tiramisù · $8</li></ul></section>
  <section id="visit"><h2>Visit us</h2><p>12 Market Street, Springfield · Tuesday to Sunday</p></section>
  <form method="post" action="/snippets" class="demo-note" aria-labelledby="paste-title">
    <h2 id="paste-title">Paste a snippet</h2>
    <label for="snippet">Snippet from the LocalBoost editor</label>
    <textarea id="snippet" name="snippet" required></textarea>
    <button type="submit" name="action" value="add">Add to this page</button>
    <button type="submit" name="action" value="clear" formnovalidate>Remove everything pasted</button>
  </form>
</main>
<footer>Trattoria Rosa · 12 Market Street, Springfield · A sample website for the LocalBoost demo</footer>
</body>
</html>
`;
