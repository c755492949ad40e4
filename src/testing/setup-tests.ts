import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// waitFor and findBy wait for a state; their default 1 s ceiling is a time, which two cores shared with the
// rest of the suite can pass (a session or a lazy chunk taking 1.2 s is not a failure). Still bounded well
// inside the test timeout.
configure({ asyncUtilTimeout: 5_000 });

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
