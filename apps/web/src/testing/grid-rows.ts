import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The grid's row holding the record with this id: the row whose button is named by the id.
 *
 * The role is asked only of the rows that show the id, not of the whole page: the test DOM computes the
 * styles of every element a role query looks at (for its name and its visibility), each time the
 * page changed, and a page holds many times a row's elements. Asked of the page while the grid
 * renders, the wait alone took seconds.
 *
 * The default timeout allows for the first screen of a file, which loads the DataGrid chunk.
 */
export async function findRowOf(id: number, timeout = 20_000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const row = Array.from(document.body.querySelectorAll<HTMLElement>('[role="row"]')).find(
        (candidate) =>
          candidate.textContent?.includes(String(id)) &&
          within(candidate).queryByRole('button', { name: String(id) }),
      );
      expect(row, `a row with the button ${id}`).toBeDefined();
      return row!;
    },
    { timeout },
  );
}
