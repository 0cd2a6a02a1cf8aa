import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { listenForInstallOffer } from './features/app-install/install-offer';
import { loadSessionFromStorage } from './lib/session';
import { checkSessionWhenBackOnline } from './lib/session-check';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

loadSessionFromStorage();
listenForInstallOffer();
checkSessionWhenBackOnline();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  </StrictMode>,
);
