import { describe, expect, it } from 'vitest';
import { holdsNavigation } from '../../src/features/application-wizard/components/use-draft-autosave';

// The "Leave this form?" question guards the wizard's own address only. A Back pressed just after
// leaving (the wizard still on screen while the dashboard renders) once bounced the browser
// forward to the dashboard instead of returning to the form.
describe('which navigations the unsaved-input question holds', () => {
  const wizardPath = '/jigyasu/form';

  it('holds a link followed from the form to another page', () => {
    expect(
      holdsNavigation({
        wizardPath,
        from: { pathname: wizardPath },
        to: { pathname: '/dashboard' },
      }),
    ).toBe(true);
  });

  it('lets a change within the form’s own address through', () => {
    expect(
      holdsNavigation({ wizardPath, from: { pathname: wizardPath }, to: { pathname: wizardPath } }),
    ).toBe(false);
  });

  it('lets Back from the page just left return to the form', () => {
    expect(
      holdsNavigation({
        wizardPath,
        from: { pathname: '/dashboard' },
        to: { pathname: wizardPath },
      }),
    ).toBe(false);
  });
});
