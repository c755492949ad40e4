import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_SAMPLE_SITES } from '../src/domain/site-check-samples.ts';
import type { BackendDatabase } from './database.ts';
import { startDemoSites } from './demo-sites.ts';
import { REPO_ROOT } from './testing/start-test-backend.ts';

describe('the demo sample sites', () => {
  it('name exactly the homepages the demo backend serves', () => {
    const files = readdirSync(new URL('../supabase/functions/site-check/samples', import.meta.url)).filter((name) => name.endsWith('.html'));
    expect([...DEMO_SAMPLE_SITES].sort()).toEqual(files.map((name) => name.slice(0, -'.html'.length)).sort());
  });
});

describe('the demo sample sites server', () => {
  it('answers a malformed request line (issue 43, item 8) and keeps serving', async () => {
    const database = { sql: { query: async () => ({ rows: [] }) } } as unknown as BackendDatabase;
    const sites = await startDemoSites(REPO_ROOT, database);
    try {
      const { port } = new URL(sites.origin);
      const raw = (target: string) =>
        new Promise<string>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1', () => socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`));
          let answer = '';
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
          socket.on('close', () => resolve(answer.split(' ')[1] ?? ''));
          socket.on('error', () => resolve(''));
        });
      expect(await raw('//[')).toBe('404');
      expect(await raw(`/demo-sites/${DEMO_SAMPLE_SITES[0]}/`)).toBe('200');
    } finally {
      await sites.stop();
    }
  });
});
