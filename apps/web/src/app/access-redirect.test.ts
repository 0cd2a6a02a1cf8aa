import { describe, expect, it } from 'vitest';

import type { Session } from '../lib/session';
import { accessRedirect } from './access';

const visitor: Session = { status: 'signedOut', token: null, user: null };
const member: Session = {
  status: 'signedIn',
  token: 't',
  user: { userId: 7, username: 'sara', isAdmin: false },
  confirmed: true,
};
const admin: Session = { ...member, user: { userId: 1, username: 'admin', isAdmin: true } };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('accessRedirect', () => {
  it('lets anyone open an open page', () => {
    for (const session of [visitor, member, admin]) {
      expect(accessRedirect('open', session, at('/about'))).toBeNull();
    }
  });

  it("sends a visitor of a members' page to the login page of its language, and back", () => {
    expect(accessRedirect('members', visitor, at('/profile', '?tab=edit'))).toBe(
      '/authentication/login?next=%2Fprofile%3Ftab%3Dedit',
    );
    expect(accessRedirect('members', visitor, at('/ar/profile'))).toBe(
      '/ar/authentication/login?next=%2Fprofile',
    );
    expect(accessRedirect('members', member, at('/profile'))).toBeNull();
  });

  it("sends a visitor of an administrator's page to sign in, a member to /not-authorized", () => {
    expect(accessRedirect('admins', visitor, at('/admin/posts'))).toBe(
      '/authentication/login?next=%2Fadmin%2Fposts',
    );
    expect(accessRedirect('admins', member, at('/ar/admin/posts'))).toBe('/ar/not-authorized');
    expect(accessRedirect('admins', admin, at('/admin/posts'))).toBeNull();
  });

  it("sends a member away from the visitors' pages to the home of its language", () => {
    expect(accessRedirect('visitors', member, at('/authentication/login'))).toBe('/');
    expect(accessRedirect('visitors', member, at('/ar/authentication/login'))).toBe('/ar/home');
    expect(accessRedirect('visitors', visitor, at('/authentication/login'))).toBeNull();
  });
});
