import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDenoScript } from './support/deno-function';
import { SUPABASE_DIR } from './support/sql-files';

/**
 * The site check's address guard (supabase/functions/site-check/address-guard.ts) on real Deno: every IPv6
 * form that embeds an IPv4 address is refused, IPv4-compatible ::/96 included (issue 43, item 6:
 * http://[::127.0.0.1]/ was classed public and a redirect to it was dialled), while public addresses pass.
 */
const ENTRY = join(SUPABASE_DIR, 'functions', 'site-check', 'testing', 'classify-addresses.ts');
const classify = async (addresses: string[]) => JSON.parse(await runDenoScript(ENTRY, addresses)) as Record<string, boolean>;

describe('the site check address guard', () => {
  it('refuses IPv6 addresses that carry an IPv4 address, in every form', async () => {
    const embedded = [
      '::127.0.0.1', '[::127.0.0.1]', '::7f00:1', '::10.0.0.7', '::169.254.169.254', '::8.8.8.8',
      '::ffff:127.0.0.1', '::ffff:0:127.0.0.1', '64:ff9b::127.0.0.1', '64:ff9b:1::a00:7',
      '2002:7f00:1::', '2001:0:4136:e378:8000:63bf:3fff:fdd2', 'fe80::5efe:127.0.0.1', '2001:db8:1::200:5efe:a00:7',
      '2606:4700::5efe:7f00:1',
    ];
    expect(Object.entries(await classify(embedded)).filter(([, isPublic]) => isPublic)).toEqual([]);
  }, 60_000);

  it('lets public addresses through', async () => {
    expect(await classify(['93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e'])).toEqual({
      '93.184.215.14': true, '2606:4700:4700::1111': true, '2a00:1450:4001:82a::200e': true,
    });
  }, 60_000);
});
