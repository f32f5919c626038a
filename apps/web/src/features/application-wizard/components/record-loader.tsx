import Alert from '@mui/material/Alert';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
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
import type { PageTitleKey } from '../../../config/routes';
import { PageTitle, RecordTitle } from './page-title';

/** The numeric :id of the route, or null. */
export function useRecordId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}

interface RecordLoaderProps {
  children: (detail: RegistrationDetail, reload: () => Promise<unknown>) => ReactNode;
  /** the screen's heading, shown above whatever comes; without it the record's screen has one */
  title?: PageTitleKey | undefined;
}

/**
 * Loads the route's record; shows a spinner, 'not found' (also for another branch's) or the
 * error, under the screen's title. An erased record (ADR 055) is its tombstone, whoever opens it
 * and wherever: titled so, and in no list.
 */
export function RecordLoader({ children, title }: RecordLoaderProps) {
  const { t } = useTranslation();
  const id = useRecordId();
  const query = useQuery({ ...registrationQueryOptions(id ?? 0), enabled: id !== null });
  if (isErasedRecordError(query.error)) {
    return (
      <>
        <RecordTitle titleKey="pages.erasedRecord" parentList={null} />
        <ErasedRecordNotice error={query.error} />
      </>
    );
  }
  return (
    <>
      {title ? <PageTitle>{t(title)}</PageTitle> : null}
      <RecordContent id={id} query={query}>
        {children}
      </RecordContent>
    </>
  );
}

function RecordContent({
  id,
  query,
  children,
}: {
  id: number | null;
  query: UseQueryResult<RegistrationDetail>;
  children: RecordLoaderProps['children'];
}) {
  const { t } = useTranslation();
  if (id === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <Alert severity="warning">{t('wizard.notFound')}</Alert>;
  }
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
