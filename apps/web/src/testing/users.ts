import type { RoleCode } from '@form-a/domain/roles';
import type { SessionUser } from '@form-a/domain/schemas/auth';

/** A signed-in user of the given role, as GET /api/auth/me would describe it. */
export function testUser(role: RoleCode | null, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    uid: role ? `${role.toLowerCase()}01` : 'newuser01',
    name: role ? `Test ${role}` : 'New User',
    email: 'someone@example.org',
    role,
    branch: role === 'BBRANCHSEC' ? 'Gurgaon' : null,
    ...overrides,
  };
}
