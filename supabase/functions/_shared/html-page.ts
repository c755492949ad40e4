/**
 * A small, self-contained HTML page answered by a public function a person opens from an email (the
 * unsubscribe and the email sign-up's confirmation): no script, no outside resource, not framed, no
 * referrer. `title` and `body` are our own constant markup, never a visitor's text.
 */
export function htmlPage(status: number, title: string, body: string): Response {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    `<title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">` +
    `<h1 style="font-size:1.4rem">${title}</h1>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}

/** A form posting back to the page's own address: link scanners open links, they do not press buttons. */
export const postButton = (label: string) =>
  `<form method="post"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">${label}</button></form>`;
