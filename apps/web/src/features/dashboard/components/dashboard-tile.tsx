import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCREENS } from '../../../config/routes';
import { formatCount } from '../../../i18n/format-number';
import type { DashboardTileDef } from '../config/tiles';

/** One tile: a link to its list, with the label and the count (or, for an action, its hint). */
export function DashboardTile({
  tile,
  count,
  loading,
}: {
  tile: DashboardTileDef;
  /** null: the tile counts nothing */
  count: number | null;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const Icon = tile.icon;
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={SCREENS[tile.screen].path}
        nativeButton={false}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar variant="rounded" sx={{ bgcolor: `${tile.color}.main`, width: 56, height: 56 }}>
            <Icon />
          </Avatar>
          <Box sx={{ flexGrow: 1, textAlign: 'right' }}>
            <Typography variant="subtitle1" component="h2" color="textSecondary">
              {t(tile.labelKey)}
            </Typography>
            {count === null ? (
              // the same height as a number, so that the tiles of a row stay level
              <Typography
                variant="body1"
                component="p"
                color="primary"
                sx={{
                  fontWeight: 600,
                  // an h4 line (2.125rem × 1.235)
                  minHeight: '2.625rem',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'flex-end',
                }}
              >
                {tile.hintKey ? t(tile.hintKey) : null}
              </Typography>
            ) : (
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {loading ? (
                  <Skeleton width={48} sx={{ ml: 'auto' }} />
                ) : (
                  formatCount(count, i18n.language)
                )}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
