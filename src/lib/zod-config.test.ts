// @vitest-environment node
import { globalConfig } from 'zod/v4/core';
import './zod-config';

describe('zod configuration', () => {
  it('turns off the eval-compiled fast path, which the Content-Security-Policy forbids', () => {
    expect(globalConfig.jitless).toBe(true);
  });
});
