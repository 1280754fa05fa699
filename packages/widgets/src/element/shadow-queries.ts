import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Testing Library's queries inside the open shadow root of the first
 * `selector` element on the page: `screen` searches the document only and
 * does not see into shadow roots. For tests.
 */
export function withinShadow(selector: string) {
  const root = document.querySelector(selector)?.shadowRoot;
  if (!root) throw new Error(`No ${selector} with an open shadow root on the page`);
  // The get/query queries only call querySelectorAll, which a shadow root has too.
  const queries = within(root as unknown as HTMLElement);
  // The find queries would watch the container with a MutationObserver, which Testing Library
  // refuses to attach to a shadow root: retry the get query instead (waitFor also polls).
  const found = {} as Record<string, unknown>;
  for (const name of Object.keys(queries)) {
    if (!name.startsWith('find')) continue;
    const get = queries[name.replace(/^find/, 'get') as keyof typeof queries] as (matcher: unknown, options?: unknown) => unknown;
    // findBy*(matcher, options, waitForOptions), as Testing Library's own.
    found[name] = (matcher: unknown, options?: unknown, waitForOptions?: Parameters<typeof waitFor>[1]) =>
      waitFor(() => get(matcher, options), { container: document.documentElement, ...waitForOptions });
  }
  return { ...queries, ...found } as typeof queries;
}

/**
 * `user.type` into a field inside a shadow root. Focus moving between two
 * elements of one shadow root does not reach the document (DOM spec), where
 * user-event watches focus to track what it types; it would then type without
 * React seeing a change. Leaving the focused element first, as a click
 * elsewhere would, lets the document see the field gain focus.
 */
export async function typeInShadow(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  const root = field.getRootNode();
  if (root instanceof ShadowRoot && root.activeElement instanceof HTMLElement) root.activeElement.blur();
  await user.type(field, text);
}
