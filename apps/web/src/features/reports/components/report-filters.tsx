import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@form-a/domain/api/reports';
import { useBranchList } from '../../../lib/branches-api';

export interface ReportFiltersProps {
  value: ReportQuery;
  /** one filter changed ('' clears it): applied to the newest filters, not to `value` */
  onChange: (key: keyof ReportQuery, text: string) => void;
  onClear: () => void;
  /** false for a secretary: her figures are her branch's, there is nothing to choose */
  chooseBranch: boolean;
}

const ALL = '';

/** Period (first and last day) and branch of the reports. */
export function ReportFilters({ value, onChange, onClear, chooseBranch }: ReportFiltersProps) {
  const { t } = useTranslation();
  const branches = useBranchList();
  const set = onChange;
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('reports.filters')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { sm: 'center' } }}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextField
        label={t('reports.from')}
        type="date"
        size="small"
        value={value.from ?? ''}
        onChange={(event) => set('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to } }}
      />
      <TextField
        label={t('reports.to')}
        type="date"
        size="small"
        value={value.to ?? ''}
        onChange={(event) => set('to', event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from } }}
      />
      {chooseBranch ? (
        <TextField
          select
          label={t('reports.branch')}
          size="small"
          value={value.branch ?? ALL}
          onChange={(event) => set('branch', event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{t('reports.allBranches')}</MenuItem>
          {(branches.data ?? []).map((branch) => (
            <MenuItem key={branch.value} value={branch.value}>
              {branch.label}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Button variant="text" onClick={onClear} disabled={!value.from && !value.to && !value.branch}>
        {t('reports.clear')}
      </Button>
    </Stack>
  );
}
