import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { sessionStore } from '@motorpool/widgets';
import { startFirstRequests } from './boot/first-requests';
import { preloadFrame, routes } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element the portal renders into.');

startFirstRequests();
if (sessionStore.getState().token) preloadFrame(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>,
);
