import { describe, expect, it } from 'vitest';

import { adminDeletionRefusal, roleChangeRefusal, suspensionRefusal } from './policy';

const admin = { id: 1, is_admin: 1 } as const;
const otherAdmin = { id: 2, is_admin: 1 } as const;
const member = { id: 3, is_admin: 0 } as const;

describe('roleChangeRefusal', () => {
  it('refuses the last administrator before anything else', () => {
    expect(roleChangeRefusal(admin.id, admin, 1)).toBe('last-admin');
  });

  it('refuses one’s own role while others remain', () => {
    expect(roleChangeRefusal(admin.id, admin, 2)).toBe('own-role');
  });

  it('lets an administrator promote a member and demote another administrator', () => {
    expect(roleChangeRefusal(admin.id, member, 1)).toBeNull();
    expect(roleChangeRefusal(admin.id, otherAdmin, 2)).toBeNull();
  });
});

describe('adminDeletionRefusal', () => {
  it('refuses one’s own account and allows any other', () => {
    expect(adminDeletionRefusal(admin.id, admin)).toBe('own-account');
    expect(adminDeletionRefusal(admin.id, otherAdmin)).toBeNull();
    expect(adminDeletionRefusal(admin.id, member)).toBeNull();
  });
});

describe('suspensionRefusal', () => {
  it('refuses one’s own account and any administrator, and allows a member', () => {
    expect(suspensionRefusal(admin.id, admin)).toBe('own-account');
    expect(suspensionRefusal(admin.id, otherAdmin)).toBe('administrator');
    expect(suspensionRefusal(admin.id, member)).toBeNull();
  });
});
