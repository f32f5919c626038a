import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OfflineMarker } from '../../../components/offline-marker';
import { isNetworkError } from '../../../lib/api-client';
import { useRegistrationCounts } from '../api/get-registration-counts';
import type { DashboardTileDef } from '../config/tiles';
import { DashboardTile } from './dashboard-tile';

/**
 * 'Jigyasu Registration' and a grid of tiles with their counts (0 when a count is missing); an
 * action's tile ('Add New Jigyasu') has no count.
 */
export function DashboardView({ tiles }: { tiles: readonly DashboardTileDef[] }) {
  const { t } = useTranslation();
  const { data, isPending, error, dataUpdatedAt } = useRegistrationCounts();
  const counts = data ?? {};
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {t('dashboard.title')}
      </Typography>
      {isNetworkError(error) && data !== undefined ? (
        <OfflineMarker updatedAt={dataUpdatedAt} />
      ) : null}
      <Grid container spacing={3}>
        {tiles.map((tile) => (
          <Grid key={tile.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <DashboardTile
              tile={tile}
              count={tile.count ? (tile.count(counts) ?? 0) : null}
              loading={isPending}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
