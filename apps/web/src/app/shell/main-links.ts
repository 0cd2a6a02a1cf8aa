import { useSession } from '../../hooks/use-session';
import { paths } from '../../lib/paths';

/**
 * The main navigation of spec 000 §2.1, shared by the bar and the mobile menu; /myposts only
 * for signed-in members.
 */
const MAIN_LINKS = [
  { path: paths.home, label: 'nav.home', membersOnly: false },
  { path: paths.feed, label: 'nav.feed', membersOnly: false },
  { path: paths.events, label: 'nav.events', membersOnly: false },
  { path: paths.createPost, label: 'nav.createPost', membersOnly: false },
  { path: paths.myPosts, label: 'nav.myPosts', membersOnly: true },
  { path: paths.about, label: 'nav.about', membersOnly: false },
] as const;

export function useMainLinks() {
  const signedIn = useSession().status === 'signedIn';
  return MAIN_LINKS.filter((link) => signedIn || !link.membersOnly);
}

export const FOOTER_LINKS = [
  { path: paths.about, label: 'footer.about' },
  { path: paths.privacy, label: 'footer.privacy' },
  { path: paths.terms, label: 'footer.terms' },
  { path: paths.contact, label: 'footer.contact' },
] as const;
