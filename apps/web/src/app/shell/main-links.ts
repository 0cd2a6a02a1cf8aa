import { paths } from '../../lib/paths';

/** The main navigation, shared by the bar and the mobile menu. */
export const MAIN_LINKS = [
  { path: paths.home, label: 'nav.home' },
  { path: paths.feed, label: 'nav.feed' },
  { path: paths.events, label: 'nav.events' },
  { path: paths.createPost, label: 'nav.createPost' },
  { path: paths.about, label: 'nav.about' },
] as const;
