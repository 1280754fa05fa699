import '@testing-library/jest-dom/vitest';
import { toast } from '@motorpool/widgets';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
