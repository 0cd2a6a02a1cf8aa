import { paths } from '../../lib/paths';

/**
 * The main navigation, shared by the bar and the mobile menu: the pages everyone browses. Giving
 * is its own action beside it (give-action.tsx), and a member's own pages (My posts among them)
 * are in the account menu, so nothing is listed twice (docs/decisions.md).
 */
export const MAIN_LINKS = [
  { path: paths.home, label: 'nav.home' },
  { path: paths.feed, label: 'nav.feed' },
  { path: paths.events, label: 'nav.events' },
  { path: paths.about, label: 'nav.about' },
] as const;

export const FOOTER_LINKS = [
  { path: paths.about, label: 'footer.about' },
  { path: paths.privacy, label: 'footer.privacy' },
  { path: paths.terms, label: 'footer.terms' },
  { path: paths.contact, label: 'footer.contact' },
] as const;
