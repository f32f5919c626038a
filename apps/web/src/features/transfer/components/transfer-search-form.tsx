import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { transferSearchSchema, type TransferSearchInput } from '@form-a/domain/schemas/transfer';
import { FormTextField } from '../../../components/form/form-text-field';

type TransferSearch = { uid: string };

interface TransferSearchFormProps {
  onSearch: (uid: string) => void;
  busy: boolean;
}

/** Step one of spec section 2 "Branch transfer": a UID that must end in J (either case). */
export function TransferSearchForm({ onSearch, busy }: TransferSearchFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { control, handleSubmit } = useForm<TransferSearchInput, unknown, TransferSearch>({
    resolver: zodResolver(transferSearchSchema),
    defaultValues: { uid: '' },
  });
  const onSubmit = handleSubmit(({ uid }) => onSearch(uid));
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {t('transfer.searchHeading')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('transfer.searchHint')}
        </Typography>
        <form
          noValidate
          onSubmit={onSubmit}
          role="search"
          aria-labelledby={headingId}
          aria-busy={busy}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'flex-start' }}
          >
            <FormTextField
              fullWidth
              control={control}
              name="uid"
              label={t('transfer.uid')}
              placeholder="JUID0000000000"
              autoComplete="off"
              required
              sx={{ maxWidth: { sm: 360 } }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<SearchIcon />}
              disabled={busy}
              sx={{ minHeight: 56, flexShrink: 0 }}
            >
              {busy ? t('transfer.searching') : t('transfer.search')}
            </Button>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
