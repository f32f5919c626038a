import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';
import { canAccess, SCREENS, type ScreenId, type ScreenRoute } from '../../config/routes';
import { useScreenTitleOverride } from '../../components/layout/screen-title';
import { useSignedInUser } from '../../lib/session';

/**
 * The list a record screen is opened from, shown (and linked) before it when the reader may
 * open that list: the trail says where the record sits, in words, whatever its address says.
 */
const PARENT_LIST: Partial<Record<ScreenId, ScreenId>> = {
  recordData: 'myList',
  recordResponse: 'rejectedList',
  draftEdit: 'draftList',
  checkValidate: 'pendingValidationList',
  approveValidate: 'validatedList',
  submittedDetails: 'submittedList',
};

/** The screen of the table whose path matches `pathname`, if any. */
function screenAt(pathname: string): [ScreenId, ScreenRoute] | undefined {
  return (Object.entries(SCREENS) as [ScreenId, ScreenRoute][]).find(
    ([, screen]) => matchPath({ path: screen.path, end: true }, pathname) !== null,
  );
}

/**
 * Home, then the screen's place in words: its list for a record screen, then its own title
 * (ADR 052: the URL's segments, 'jigyasu / form', are no words, least of all in Hindi). Every
 * crumb is a title of the screen table, so it is in the reader's language.
 */
export function PageBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSignedInUser();
  const found = screenAt(pathname);
  // a screen that shows records of several kinds says which one it shows
  const shown = useScreenTitleOverride();
  const parentId =
    shown?.parentList !== undefined ? shown.parentList : found ? PARENT_LIST[found[0]] : undefined;
  const parent = parentId ? SCREENS[parentId] : undefined;
  const showParent = parent !== undefined && canAccess(parent.access, user.role);
  return (
    <Breadcrumbs aria-label={t('common.breadcrumb')} sx={{ fontSize: '0.875rem' }}>
      <Link
        component={RouterLink}
        to={PATHS.home}
        color="inherit"
        aria-label={t('common.home')}
        sx={{ display: 'inline-flex' }}
      >
        <HomeOutlined fontSize="small" />
      </Link>
      {showParent ? (
        <Link component={RouterLink} to={parent.path} color="textSecondary" variant="body2">
          {t(parent.titleKey)}
        </Link>
      ) : null}
      {found ? (
        <Typography variant="body2" color="textPrimary" aria-current="page">
          {t(shown?.titleKey ?? found[1].titleKey)}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );
}
