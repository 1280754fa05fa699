import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../routes';

/** Renders the portal's own route table at `path` (with its query), optionally with navigation state. */
export function renderAt(path: string, state?: unknown) {
  const url = new URL(path, 'http://portal.test');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: url.pathname, search: url.search, state }] });
  render(<RouterProvider router={router} />);
  return router;
}
