import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FieldChoice {
  field: string;
  label: string;
}

export interface CardListControlsProps {
  sortChoices: readonly FieldChoice[];
  filterChoices: readonly FieldChoice[];
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  filterModel: GridFilterModel;
  onFilterModelChange: (model: GridFilterModel) => void;
}

/**
 * Sorting and the one filter of a card list, written into the same models the DataGrid uses,
 * so the server sorts and filters exactly as it does for the grid.
 */
export function CardListControls({
  sortChoices,
  filterChoices,
  sortModel,
  onSortModelChange,
  filterModel,
  onFilterModelChange,
}: CardListControlsProps) {
  const { t } = useTranslation();
  const sort = sortModel[0] ?? { field: 'id', sort: 'desc' as const };
  const applied = filterModel.items[0];
  const [filterField, setFilterField] = useState<string>(
    applied?.field ?? filterChoices[0]?.field ?? '',
  );
  const [filterValue, setFilterValue] = useState<string>(
    typeof applied?.value === 'string' ? applied.value : '',
  );
  const descending = sort.sort !== 'asc';
  const orderLabel = t(
    descending ? 'registrations.cards.descending' : 'registrations.cards.ascending',
  );

  const applyFilter = (field: string, value: string) =>
    onFilterModelChange({
      items: value.trim() === '' ? [] : [{ id: 1, field, operator: 'contains', value }],
    });

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          fullWidth
          label={t('registrations.cards.sortBy')}
          value={sort.field}
          onChange={(event) =>
            onSortModelChange([{ field: event.target.value, sort: sort.sort ?? 'desc' }])
          }
        >
          {sortChoices.map((choice) => (
            <MenuItem key={choice.field} value={choice.field}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={orderLabel}>
          <IconButton
            aria-label={orderLabel}
            aria-pressed={descending}
            onClick={() =>
              onSortModelChange([{ field: sort.field, sort: descending ? 'asc' : 'desc' }])
            }
          >
            {descending ? <ArrowDownward /> : <ArrowUpward />}
          </IconButton>
        </Tooltip>
      </Stack>
      {filterChoices.length > 0 ? (
        <Box
          component="form"
          role="search"
          aria-label={t('registrations.cards.filterField')}
          sx={{ display: 'flex', gap: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            applyFilter(filterField, filterValue);
          }}
        >
          <TextField
            select
            size="small"
            label={t('registrations.cards.filterField')}
            value={filterField}
            onChange={(event) => {
              setFilterField(event.target.value);
              if (applied) applyFilter(event.target.value, filterValue);
            }}
            sx={{ flex: '0 0 42%', minWidth: 0 }}
          >
            {filterChoices.map((choice) => (
              <MenuItem key={choice.field} value={choice.field}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('registrations.cards.filterValue')}
            value={filterValue}
            onChange={(event) => setFilterValue(event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    {applied ? (
                      <IconButton
                        size="small"
                        edge="end"
                        aria-label={t('registrations.cards.clearFilter')}
                        onClick={() => {
                          setFilterValue('');
                          applyFilter(filterField, '');
                        }}
                      >
                        <Clear fontSize="small" />
                      </IconButton>
                    ) : null}
                    <IconButton
                      size="small"
                      edge="end"
                      type="submit"
                      aria-label={t('registrations.cards.applyFilter')}
                    >
                      <Search fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
