import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

import { AppRouter } from './app/app-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preparePage } from './app/router';
import { listenForInstallOffer } from './features/app-install/install-offer';
import { loadSessionFromStorage } from './lib/session';
import { checkSessionWhenBackOnline } from './lib/session-check';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

loadSessionFromStorage();
listenForInstallOffer();
checkSessionWhenBackOnline();

// React Router's own browser history; every change of address tells its listeners.
const history = createBrowserHistory({ v5Compat: true });

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter history={history} preparePage={preparePage}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>
  </StrictMode>,
);
