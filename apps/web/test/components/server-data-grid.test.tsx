import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { ServerDataGrid } from '../../src/components/data-grid/server-data-grid';
import { localePacksFor, loadLocalePacks } from '../../src/i18n/locale-packs';

it('keeps the Hindi grid texts when a list gives its own empty-list words', async () => {
  await loadLocalePacks('hi');
  const hindi = createTheme(theme, ...localePacksFor('hi')!.theme);
  render(
    <ThemeProvider theme={hindi}>
      <ServerDataGrid
        aria-label="बाहर भेजी जाने वाली सूची"
        columns={[{ field: 'id', headerName: 'क्रमांक' }]}
        rows={[]}
        rowCount={0}
        emptyLabel="कुछ नहीं भेजना है"
      />
    </ThemeProvider>,
  );
  expect(await screen.findByText('कुछ नहीं भेजना है')).toBeInTheDocument();
  expect(screen.getByText('प्रति पृष्ठ पंक्तियाँ:')).toBeInTheDocument();
  expect(screen.queryByText('Rows per page:')).toBeNull();
});
