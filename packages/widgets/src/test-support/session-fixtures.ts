import type { Profile } from '@motorpool/api';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import { ok } from './fake-server';

/*
 * The session and toasts a connected widget's tests share. Test-only; never
 * imported by the library.
 */

/**
 * Signs in to organisation 11 before each test, with a profile holding
 * `permissions` when given, and afterwards signs out, puts the real `fetch`
 * back and clears the toasts, so no test sees another's session, server or
 * toasts.
 */
export function signInForEachTest(permissions?: string[]) {
  beforeEach(() => {
    sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
    if (permissions) sessionStore.getState().setProfile({ permissions } as unknown as Profile);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.getState().signOut();
    toastStore.getState().dismiss();
  });
}

/** The toasts on screen, as `kind: message`. */
export const toastMessages = () => toastStore.getState().toasts.map((toast) => `${toast.kind}: ${toast.message}`);

/** A list as the server sends it when every result fits on one page. */
export const onePage = (results: unknown[]) => ok({ results, count: results.length, next_page: null });
