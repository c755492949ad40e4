import { afterEach, beforeEach, vi } from 'vitest';

// Files that run in Node (the backend and database projects, and unit files marked `@vitest-environment
// node`) render nothing, so they skip Testing Library, React DOM and jest-dom: loading them took each such
// file a second or more on two busy cores, about a third of the suite's set-up time.
const testingLibrary = typeof document === 'undefined' ? undefined : await import('@testing-library/react');
if (testingLibrary) await import('@testing-library/jest-dom/vitest');

// waitFor and findBy wait for a state; their default 1 s ceiling is a time, which two cores shared with the
// rest of the suite can pass (a session or a lazy chunk taking 1.2 s is not a failure). Still bounded well
// inside the test timeout.
testingLibrary?.configure({ asyncUtilTimeout: 5_000 });

// A test fails on an unexpected console.error: React warnings and swallowed errors are bugs.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  testingLibrary?.cleanup();
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
