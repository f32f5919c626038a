import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/placeholder-page';
import type { PageTitleKey } from '../../config/routes';

export function PlaceholderRoute({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(titleKey)} />;
}
