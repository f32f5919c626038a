import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleCode } from '@form-a/domain/roles';
import { SidebarMenu } from '../../src/app/layout/sidebar-menu';
import { mockApi } from '../../src/testing/mock-api';
import { renderWithRouter } from '../../src/testing/render';

const EXPECTED: Record<RoleCode | 'none', [label: string, href: string][]> = {
  BBRANCHSEC: [
    ['Dashboard', '/dashboard'],
    ['Add New Jigyasu', '/jigyasu/form'],
    ['Drafts', '/uv/jigyasu/draft'],
    ['In Process', '/uv/jigyasu/inprocess'],
    ['Approved', '/uv/jigyasu/approved'],
    ['Returned for Correction', '/uv/jigyasu/rejected'],
    ['My List', '/jigyasu/list'],
    ['Branch Transfer', '/branch-transfer/form'],
    ['My transfer requests', '/branch-transfer/requests'],
    ['Profile', '/profile'],
  ],
  UVVOLUNTER: [
    ['Dashboard', '/uv/dashboard'],
    ['Pending Validation', '/uv/jigyasu/list'],
    ['Pending Approval', '/uv/jigyasu/validated'],
    ['Submitted', '/uv/jigyasu/submited/list'],
    ['Approved', '/uv/jigyasu/approved'],
    ['Returned', '/uv/jigyasu/rejected'],
    ['Drafts', '/uv/jigyasu/draft'],
    ['Reports', '/reports'],
    ['Profile', '/profile'],
  ],
  DBAPPROVER: [
    ['Dashboard', '/uv/dashboard'],
    ['Pending Validation', '/uv/jigyasu/list'],
    ['Pending Approval', '/uv/jigyasu/validated'],
    ['Submitted', '/uv/jigyasu/submited/list'],
    ['Approved', '/uv/jigyasu/approved'],
    ['Returned', '/uv/jigyasu/rejected'],
    ['Drafts', '/uv/jigyasu/draft'],
    ['Transfer requests', '/branch-transfer/requests'],
    ['Reports', '/reports'],
    ['Pre-check matches', '/duplicates/precheck-matches'],
    ['Outbox', '/outbox'],
    ['Profile', '/profile'],
  ],
  DATAVIEWER: [
    ['Dashboard', '/vr/dashboard'],
    ['All Records', '/vr/jigyasu/list'],
    ['Reports', '/reports'],
    ['Profile', '/profile'],
  ],
  ADMIN: [
    ['Users', '/admin/users'],
    ['Access log', '/admin/access-log'],
    ['Outbox', '/outbox'],
    ['Profile', '/profile'],
  ],
  none: [['Profile', '/profile']],
};

describe('sidebar menu', () => {
  it.each(Object.entries(EXPECTED))(
    "shows %s exactly that role's entries, in order",
    (role, expected) => {
      mockApi();
      renderWithRouter(<SidebarMenu role={role === 'none' ? null : (role as RoleCode)} />);
      const links = screen.getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    },
  );

  it('marks the current screen', () => {
    mockApi();
    renderWithRouter(<SidebarMenu role="BBRANCHSEC" />, { path: '/jigyasu/list' });
    expect(screen.getByRole('link', { name: 'My List' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});
