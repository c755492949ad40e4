/**
 * Whether a request may run the sender: its bearer token equals one of the configured keys (the service
 * role key, or the function's own secret). Compared as SHA-256 digests, so the time taken does not tell
 * how much of a guess matched; empty keys never match.
 */
export async function isAuthorizedCaller(request: Request, keys: readonly string[]): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  if (!token) return false;
  const presented = await digest(token);
  let match = false;
  for (const key of keys) {
    if (key && equal(presented, await digest(key))) match = true;
  }
  return match;
}

async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0);
  return difference === 0;
}
