import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../config/paths';
import { useTransferSearch } from '../api/search-member';
import { TransferRequestForm } from '../components/transfer-request-form';
import { TransferSearchForm } from '../components/transfer-search-form';
import { translateMessage } from '../../../i18n/translate-message';
import { searchErrorMessage } from '../components/transfer-messages';
import type { TransferNotice } from './transfer-notice';

/** /branch-transfer/form (BBRANCHSEC): search a UID, then request the member's transfer. */
export function BranchTransferRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchedUid, setSearchedUid] = useState<string | null>(null);
  const search = useTransferSearch(searchedUid);

  const onSearch = (uid: string) => {
    if (uid === searchedUid) void search.refetch();
    else setSearchedUid(uid);
  };

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('pages.branchTransfer')}
      </Typography>
      <TransferSearchForm onSearch={onSearch} busy={search.isFetching} />
      {search.isError && !search.isFetching ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {translateMessage(t, searchErrorMessage(search.error))}
        </Alert>
      ) : null}
      {search.isSuccess && !search.isFetching ? (
        <TransferRequestForm
          // a new lookup starts a new form session (fresh values and idempotency key)
          key={`${search.data.uid}-${search.dataUpdatedAt}`}
          member={search.data}
          onSubmitted={(message) => {
            const notice: TransferNotice = { message };
            void navigate(PATHS.transferRequests, { state: { notice } });
          }}
        />
      ) : null}
    </>
  );
}
