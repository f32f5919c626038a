import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../../components/layout/screen-title';
import type { PageTitleKey, ScreenId } from '../../../config/routes';

/** The h1 of a wizard screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * The heading of a screen whose records are of several kinds, and the header's title and trail
 * with it, as what the screen shows (null: in no list, as an erased record).
 */
export function RecordTitle({
  titleKey,
  parentList,
}: {
  titleKey: PageTitleKey;
  parentList?: ScreenId | null;
}) {
  const { t } = useTranslation();
  useScreenTitle(titleKey, parentList);
  return <PageTitle>{t(titleKey)}</PageTitle>;
}
