import './styles.css';

import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

import { startApp } from './app/start-app';
import { listenForInstallOffer } from './features/app-install/install-offer';
import { loadSessionFromStorage } from './lib/session';
import { checkSessionWhenBackOnline } from './lib/session-check';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

loadSessionFromStorage();
listenForInstallOffer();
checkSessionWhenBackOnline();

// React Router's own browser history; every change of address tells its listeners.
void startApp(container, createBrowserHistory({ v5Compat: true }));
