import { describe, expect, it } from 'vitest';
import { can, isPermission, PERMISSIONS, rolesWith, scopeOf } from '../src/permissions';
import { ROLE_CODES } from '../src/roles';

const secretary = { role: 'BBRANCHSEC' as const, branch: 'Agra' };
const validator = { role: 'UVVOLUNTER' as const, branch: null };
const viewer = { role: 'DATAVIEWER' as const, branch: null };
const admin = { role: 'ADMIN' as const, branch: null };
const noRole = { role: null, branch: null };

describe('can', () => {
  it('limits an own-branch grant to records of the own branch', () => {
    expect(can(secretary, 'registration:read')).toBe(true);
    expect(can(secretary, 'registration:read', { branch: 'Agra' })).toBe(true);
    expect(can(secretary, 'registration:read', { branch: 'Gurgaon' })).toBe(false);
    expect(can({ ...secretary, branch: null }, 'registration:read', { branch: null })).toBe(false);
  });

  it('lets an any-branch grant cover every record', () => {
    expect(can(validator, 'registration:read', { branch: 'Gurgaon' })).toBe(true);
    expect(scopeOf(validator, 'registration:read')).toBe('any');
  });

  it('opens public to everyone and signed-in to any session, role or not', () => {
    expect(can(null, 'public')).toBe(true);
    expect(can(null, 'signed-in')).toBe(false);
    expect(can(noRole, 'signed-in')).toBe(true);
    expect(can(noRole, 'registration:list')).toBe(false);
  });

  it('gives the data viewer and the administrator no member data', () => {
    const memberData = [
      'registration:read',
      'member:lookup',
      'member:read-contact',
      'duplicate:search',
      'approved-record:read',
      'photo:read',
    ] as const;
    for (const permission of memberData) {
      expect(can(viewer, permission), permission).toBe(false);
      expect(can(admin, permission), permission).toBe(false);
    }
    expect(can(viewer, 'registration:list')).toBe(true);
    expect(can(admin, 'user:manage')).toBe(true);
  });

  it('names only known roles and permissions', () => {
    for (const permission of Object.keys(PERMISSIONS)) {
      expect(isPermission(permission)).toBe(true);
      for (const role of rolesWith(permission as keyof typeof PERMISSIONS))
        expect(ROLE_CODES).toContain(role);
    }
    expect(isPermission('registration:delete')).toBe(false);
    expect(isPermission('toString')).toBe(false);
  });
});
