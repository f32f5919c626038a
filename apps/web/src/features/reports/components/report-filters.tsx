import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ReportQuery } from '@form-a/domain/api/reports';
import { DateField } from '../../../components/form/date-field';
import { useBranchList } from '../../../lib/branches-api';

export interface ReportFiltersProps {
  value: ReportQuery;
  /** one filter changed ('' clears it): applied to the newest filters, not to `value` */
  onChange: (key: keyof ReportQuery, text: string) => void;
  onClear: () => void;
  /** false for a secretary: her figures are her branch's, there is nothing to choose */
  chooseBranch: boolean;
  /** a field's message, in the reader's language (the period's order is checked on To) */
  errors?: { to?: string | undefined };
}

const ALL = '';

/** Period (first and last day) and branch of the reports. */
export function ReportFilters({
  value,
  onChange,
  onClear,
  chooseBranch,
  errors = {},
}: ReportFiltersProps) {
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
      {/* the portal's date fields (dd/mm/yyyy in either language), not the browser's, which
          wrote mm/dd/yyyy (ADR 052); a day typed halfway is not applied until it is whole */}
      <DateField
        label={t('reports.from')}
        size="small"
        value={value.from}
        onChange={(text) => set('from', text)}
      />
      <DateField
        label={t('reports.to')}
        size="small"
        value={value.to}
        onChange={(text) => set('to', text)}
        error={!!errors.to}
        helperText={errors.to}
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
