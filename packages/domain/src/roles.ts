import { z } from 'zod';

/** Role codes as the organisation spells them (spec section 6); ADMIN only administers users. */
export const ROLE_CODES = [
  'BBRANCHSEC',
  'UVVOLUNTER',
  'DBAPPROVER',
  'DATAVIEWER',
  'ADMIN',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];
export const roleCodeSchema = z.enum(ROLE_CODES);

export const ROLE_DISPLAY_NAMES: Record<RoleCode, string> = {
  BBRANCHSEC: 'Branch Secretary',
  UVVOLUNTER: 'UV Volunteer',
  DBAPPROVER: 'Approver',
  DATAVIEWER: 'Data Viewer',
  ADMIN: 'Administrator',
};

export function roleDisplayName(role: string | null | undefined): string {
  if (role && (ROLE_CODES as readonly string[]).includes(role)) {
    return ROLE_DISPLAY_NAMES[role as RoleCode];
  }
  return 'No role';
}

/** Where each role lands after sign-in (spec section 2 route table and redirects). */
export const ROLE_HOME: Record<RoleCode, string> = {
  BBRANCHSEC: '/dashboard',
  UVVOLUNTER: '/uv/dashboard',
  DBAPPROVER: '/uv/dashboard',
  DATAVIEWER: '/vr/dashboard',
  ADMIN: '/admin/users',
};
