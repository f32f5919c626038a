import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import {
  ErasedRecordNotice,
  isErasedRecordError,
} from '../../../components/registration/erased-record-notice';
import { OfflineMarker } from '../../../components/offline-marker';
import { isApiError, isNetworkError } from '../../../lib/api-client';
import { loadFailedText } from '../../../i18n/translate-api-error';
import { registrationQueryOptions, type RegistrationDetail } from '../../../lib/registration-api';

/** The numeric :id of the route, or null. */
export function useRecordId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

interface RecordLoaderProps {
  children: (detail: RegistrationDetail, reload: () => Promise<unknown>) => ReactNode;
  /** what surrounds an erased record's tombstone (a screen titled by its record, ADR 055) */
  erased?: ((tombstone: ReactNode) => ReactNode) | undefined;
}

/** Loads the route's record; shows a spinner, 'not found' (also for another branch's) or the error. */
export function RecordLoader({ children, erased = (tombstone) => tombstone }: RecordLoaderProps) {
  const { t } = useTranslation();
  const id = useRecordId();
  const query = useQuery({ ...registrationQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <Alert severity="warning">{t('wizard.notFound')}</Alert>;
  }
  // an erased record (ADR 055): its tombstone, whoever opens it
  if (isErasedRecordError(query.error)) return erased(<ErasedRecordNotice error={query.error} />);
  if (isNetworkError(query.error) && query.data) {
    return (
      <>
        <OfflineMarker updatedAt={query.dataUpdatedAt} />
        {children(query.data, () => query.refetch())}
      </>
    );
  }
  if (query.isError)
    return <Alert severity="error">{loadFailedText(t, query.error, t('wizard.loadFailed'))}</Alert>;
  if (!query.data) return <PageLoader />;
  return <>{children(query.data, () => query.refetch())}</>;
}
