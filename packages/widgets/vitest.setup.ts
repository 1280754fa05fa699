import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `pnpm test` runs every package's files in parallel workers on two cores: a screen that shows in
// 50 ms alone can take seconds there, so finders wait longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only cleans up by itself when vitest globals are on; they are not.
afterEach(() => {
  cleanup();
});
