import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AccountProvider } from './features/account/context.tsx';
import { routes } from './router.tsx';
import './styles.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

// The static <title> of index.html is for clients without JavaScript; each page renders its own.
for (const title of document.head.querySelectorAll('title')) title.remove();

createRoot(container).render(
  <StrictMode>
    <AccountProvider>
      <RouterProvider router={router} />
    </AccountProvider>
  </StrictMode>,
);
