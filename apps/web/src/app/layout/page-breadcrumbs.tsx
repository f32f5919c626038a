import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';

/** Home, then the segments of the current path; the last one is the current page. */
export function PageBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
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
      {segments.map((segment, index) => (
        <Typography
          key={`${index}-${segment}`}
          variant="body2"
          color={index === segments.length - 1 ? 'textPrimary' : 'textSecondary'}
          {...(index === segments.length - 1 ? { 'aria-current': 'page' as const } : {})}
        >
          {segment}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}
