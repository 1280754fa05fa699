import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startFirstRequests } from './boot/first-requests';
import { routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element the portal renders into.');

startFirstRequests();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
