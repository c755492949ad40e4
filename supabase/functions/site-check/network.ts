import { RefusedTarget } from './target-url.ts';

/*
 * How the check reaches a site: a name lookup, and a connection to an address the guard has checked.
 * Production uses internetNetwork. Connecting to the checked address itself (Deno.connect with the IP, then
 * Deno.startTls with the site's name for SNI and certificate checks) means no second lookup happens
 * between the check and the connection, so a rebinding DNS server cannot swap in an inside address.
 * (fetch() would look the name up again, and fetching the IP with a Host header fails TLS verification.)
 * The tests pass their own Network to reach local fixture servers; the Edge Function never does.
 */
export type Network = {
  /** The A and AAAA answers for a name. */
  resolve(hostname: string, signal: AbortSignal): Promise<string[]>;
  /** A connection to this exact address; with tls, TLS to the given server name on top of it. */
  connect(address: string, port: number, tls: { serverName: string } | null): Promise<Deno.Conn>;
};

export const internetNetwork: Network = {
  async resolve(hostname, signal) {
    const answers = await Promise.allSettled([
      Deno.resolveDns(hostname, 'A', { signal }),
      Deno.resolveDns(hostname, 'AAAA', { signal }),
    ]);
    if (signal.aborted) throw new RefusedTarget('timeout', 'The website took too long to answer.');
    return answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  },
  async connect(address, port, tls) {
    const tcp = await Deno.connect({ hostname: address, port, transport: 'tcp' });
    if (!tls) return tcp;
    try {
      return await Deno.startTls(tcp, { hostname: tls.serverName });
    } catch (error) {
      tcp.close();
      throw error;
    }
  },
};
