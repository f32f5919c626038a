import { hiIN } from '@mui/material/locale';
import { hi as dateFnsHi } from 'date-fns/locale/hi';
import type { LocalePacks } from './locale-packs-shape';
import { dataGridHi } from './data-grid.hi';
import { pickersHi } from './pickers.hi';

/** Hindi for the component libraries; a chunk of its own, fetched with the Hindi catalogue. */
export const hiPacks: LocalePacks = {
  theme: [
    hiIN,
    { components: { MuiDataGrid: { defaultProps: { localeText: dataGridHi } } } },
    { components: { MuiLocalizationProvider: { defaultProps: { localeText: pickersHi } } } },
  ],
  dateFns: dateFnsHi,
};
