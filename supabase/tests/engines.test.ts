import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { engineFactories } from './support/engines';
import { PG15_BIN } from './support/pg15-cluster';

describe('database test engines', () => {
  it('include PostgreSQL 15 whenever it is installed, so its tests cannot be skipped silently', () => {
    const installed = existsSync(join(PG15_BIN, 'initdb'));
    expect(inject('pg15') !== null).toBe(installed);
    expect(engineFactories().map((f) => f.name)).toEqual(installed ? ['PGlite', 'PostgreSQL 15'] : ['PGlite']);
  });
});
