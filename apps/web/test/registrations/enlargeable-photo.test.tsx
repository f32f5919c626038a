import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnlargeablePhoto } from '../../src/components/registration/enlargeable-photo';
import { renderWithRouter } from '../../src/testing/render';

const PATH = '/api/photos/6f1c1f4e-8f7a-4a3e-9d55-3c2b1a0e9f11';

describe('the applicant photo on the review screens', () => {
  it('opens larger from the keyboard, and Escape gives the focus back', async () => {
    const { user } = renderWithRouter(<EnlargeablePhoto src={PATH} name="Rahul Sharma" />);
    const thumbnail = screen.getByRole('button', { name: 'Enlarge the photo of Rahul Sharma' });
    expect(within(thumbnail).getByRole('img', { name: 'Photo of Rahul Sharma' })).toHaveAttribute(
      'src',
      PATH,
    );

    await user.tab();
    expect(thumbnail).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photo of Rahul Sharma' });
    expect(within(dialog).getByRole('img', { name: 'Photo of Rahul Sharma' })).toHaveAttribute(
      'src',
      PATH,
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail).toHaveFocus();
  });
});
