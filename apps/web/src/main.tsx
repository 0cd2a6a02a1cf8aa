import './styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { StartScreen } from './app/shell/start-screen';
import { initI18n } from './i18n/i18n';
import { directionOf, languageFromPath } from './lib/language';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const language = languageFromPath(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);

const root = createRoot(container);
root.render(<StartScreen language={language} />);

void initI18n(language).then(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
