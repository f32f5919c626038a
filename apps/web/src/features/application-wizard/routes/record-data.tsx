import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { STATUS } from '@form-a/domain/status';
import { PATHS } from '../../../config/paths';
import { RecordLoader } from '../components/record-loader';
import { RecordView } from '../components/record-view';

/** /jigyasu/data/:id (BBRANCHSEC): the secretary's read-only review form of a record. */
export function RecordDataRoute() {
  const { t } = useTranslation();
  return (
    <>
      <RecordLoader title="pages.recordData">
        {(detail) => {
          const { id, status } = detail.registration;
          const editPath =
            status === STATUS.DRAFT
              ? PATHS.draftEdit.replace(':id', String(id))
              : status === STATUS.RETURNED
                ? PATHS.recordResponse.replace(':id', String(id))
                : null;
          return (
            <RecordView detail={detail}>
              {editPath ? (
                <Button component={RouterLink} to={editPath} variant="contained" sx={{ mb: 2 }}>
                  {t('wizard.edit')}
                </Button>
              ) : null}
            </RecordView>
          );
        }}
      </RecordLoader>
    </>
  );
}
