import '@testing-library/jest-dom/vitest';
import { toast } from '@motorpool/widgets';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `pnpm test` runs every package's files in parallel workers on two cores: a screen that shows in
// 50 ms alone can take seconds there, so finders wait longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Toasts live in one store for the page; each test starts with none.
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  // The portal themes the whole document with the host's brand.
  document.documentElement.removeAttribute('data-motorpool-theme');
});
