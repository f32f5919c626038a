import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeMockFailures } from '../src/testing/mock-api';

// lazily loaded screens are transformed on first import; give findBy* room on a busy machine
configure({ asyncUtilTimeout: 10_000 });

/*
 * A console.error is a React warning or a swallowed failure the user may not see; it fails the
 * test. A wrapper rather than a spy: a test that provokes an error on purpose (an error boundary)
 * mocks console.error itself, and its mock then takes the wrapper's place until it is restored.
 */
const consoleErrors: unknown[][] = [];
const originalConsoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  consoleErrors.push(args);
  originalConsoleError(...args);
};

beforeEach(() => {
  consoleErrors.length = 0;
  takeMockFailures();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  // tests of build scripts run in the node environment, without web storage
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  const mockFailures = takeMockFailures();
  if (mockFailures.length > 0) {
    throw new Error(`The mocked API refused calls:\n${[...new Set(mockFailures)].join('\n')}`);
  }
  const errors = consoleErrors.splice(0);
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
