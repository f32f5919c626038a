import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_CODES } from '@form-a/domain/roles';
import { can } from '@form-a/domain/permissions';
import type { AccessLogItem } from '@form-a/domain/api/access-log';
import { loadFailedText } from '../../../i18n/translate-api-error';
import { formatTimestamp } from '../../../lib/format-date';
import { useSignedInUser } from '../../../lib/session';
import { useAccessLog } from '../api/get-access-log';

function Entry({ item, last }: { item: AccessLogItem; last: boolean }) {
  const { t } = useTranslation();
  const role = (ROLE_CODES as readonly string[]).includes(item.role)
    ? t(`roles.${item.role as (typeof ROLE_CODES)[number]}`)
    : item.role;
  return (
    <ListItem divider={!last} alignItems="flex-start" disableGutters>
      <ListItemText
        primary={
          <>
            <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
              {item.userName}
            </Typography>
            <Typography component="span" variant="body2" color="textSecondary" sx={{ mr: 1 }}>
              ({item.userUid})
            </Typography>
            <Chip size="small" variant="outlined" label={role} />
          </>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {t(`accessLog.actions.${item.action}`)}
            </Typography>
            <Typography component="span" variant="caption" color="textSecondary">
              <time dateTime={item.at}>{formatTimestamp(item.at)}</time>
            </Typography>
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

/**
 * 'Viewed by' (ADR 054): who read this record's full details (opened it, viewed the approved
 * record, printed its card, exported it…), newest first, ten at a time. Only for holders of
 * registration:access-log (approvers, administrators); nothing for anyone else.
 */
export function AccessLogPanel({ registrationId }: { registrationId: number }) {
  const user = useSignedInUser();
  const allowed = can(user, 'registration:access-log');
  return allowed ? <AccessLogCard registrationId={registrationId} /> : null;
}

function AccessLogCard({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const log = useAccessLog(registrationId, true);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('accessLog.panel.title')}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t('accessLog.panel.intro')}
        </Typography>
        {log.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 80 }}>
            <CircularProgress size={28} aria-label={t('common.loading')} />
          </Box>
        ) : log.isError ? (
          <Alert severity="error">
            {loadFailedText(t, log.error, t('accessLog.panel.loadFailed'))}
          </Alert>
        ) : items.length === 0 ? (
          <Typography color="textSecondary">{t('accessLog.panel.empty')}</Typography>
        ) : (
          <>
            <List dense aria-labelledby={headingId} disablePadding>
              {items.map((item, index) => (
                <Entry
                  key={`${item.at}-${item.userUid}-${index}`}
                  item={item}
                  last={index === items.length - 1}
                />
              ))}
            </List>
            {log.hasNextPage ? (
              <Button
                variant="text"
                onClick={() => void log.fetchNextPage()}
                disabled={log.isFetchingNextPage}
                sx={{ mt: 1 }}
              >
                {t('accessLog.panel.showMore')}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
