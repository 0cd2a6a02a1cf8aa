import { paths } from '../../lib/paths';

/** The main navigation of spec 000 §2.1, shared by the bar and the mobile menu. */
export const MAIN_LINKS = [
  { path: paths.home, label: 'nav.home' },
  { path: paths.feed, label: 'nav.feed' },
  { path: paths.events, label: 'nav.events' },
  { path: paths.createPost, label: 'nav.createPost' },
  { path: paths.about, label: 'nav.about' },
] as const;

export const FOOTER_LINKS = [
  { path: paths.about, label: 'footer.about' },
  { path: paths.privacy, label: 'footer.privacy' },
  { path: paths.terms, label: 'footer.terms' },
  { path: paths.contact, label: 'footer.contact' },
] as const;
