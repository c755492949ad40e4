import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error: React warnings and swallowed errors are bugs.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0 && !expectedConsoleErrors) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
  expectedConsoleErrors = false;
});

let expectedConsoleErrors = false;
/** Call in a test that deliberately triggers console.error (for example the 404 page's log). */
export function allowConsoleErrors() {
  expectedConsoleErrors = true;
}
