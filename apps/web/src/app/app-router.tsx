import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  type Location,
  type NavigationType,
  type UNSAFE_createBrowserHistory,
} from 'react-router';

import { languageFromPath } from '../lib/language';
import { whileNextPageLoads } from './shell/navigation-progress';
import { RouteError } from './shell/route-error';
import { StartScreen } from './shell/start-screen';

/** The history the app runs on: the browser's, or one in memory in tests. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Loads what opening `location` needs (its language, the check of a stored session, the page's
 * chunk and texts) and resolves with where to send the visitor instead, or null. It rejects
 * only when the app itself cannot show (its texts did not load).
 */
export type PreparePage = (location: Location) => Promise<string | null>;

interface Shown {
  action: NavigationType;
  location: Location;
  failed: boolean;
}

/**
 * React Router over `history`, showing each new address only once its page is ready: the start
 * screen until the first page is, then the page before (with the progress bar) while the next
 * one loads, so no page renders half-loaded and a page that is not for this visitor never shows
 * before they are sent on.
 */
export function AppRouter({
  history,
  preparePage,
  prepared = false,
  onShown,
  children,
}: {
  history: AppHistory;
  preparePage: PreparePage;
  /** the first address is prepared already (its page drawn by the web host): shown at once */
  prepared?: boolean;
  /** called once the first page is on screen, after its own effects have run */
  onShown?: () => void;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown | null>(() =>
    prepared ? { action: history.action, location: history.location, failed: false } : null,
  );
  const [preparedFirst] = useState(prepared);

  useLayoutEffect(() => {
    let active = true;
    let latest = 0;
    const open = (action: NavigationType, location: Location, first: boolean) => {
      const attempt = (latest += 1);
      const current = () => active && attempt === latest;
      const prepared = preparePage(location).then(
        (redirect) => {
          if (!current()) return;
          if (redirect === null) setShown({ action, location, failed: false });
          else history.replace(redirect);
        },
        (error: unknown) => {
          console.error(error);
          if (current()) setShown({ action, location, failed: true });
        },
      );
      if (!first) void whileNextPageLoads(prepared);
    };
    if (!preparedFirst) open(history.action, history.location, true);
    const stopListening = history.listen(({ action, location }) => open(action, location, false));
    return () => {
      active = false;
      stopListening();
    };
  }, [history, preparePage, preparedFirst]);

  const isShown = shown !== null;
  const [whenShown] = useState(() => onShown);
  useEffect(() => {
    if (isShown) whenShown?.();
  }, [isShown, whenShown]);

  if (shown === null) return <StartScreen language={languageFromPath(history.location.pathname)} />;
  return (
    <Router navigator={history} location={shown.location} navigationType={shown.action}>
      {shown.failed ? <RouteError standalone /> : children}
    </Router>
  );
}
