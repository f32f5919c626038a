import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '@form-a/domain/api/notifications';
import { renderNotification } from '@form-a/domain/notification-text';
import { formatTimestamp } from '../../../lib/format-date';
import { loadFailedText } from '../../../i18n/translate-api-error';
import { useSignedInUser } from '../../../lib/session';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications';
import { notificationLink } from '../lib/notification-link';
import { EmailChoices } from './email-choices';

interface NotificationItemProps {
  item: Notification;
  /** the screen the notification opens, if any */
  to: string | null;
  onOpen: (item: Notification) => void;
}

function NotificationItem({ item, to, onOpen }: NotificationItemProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const text = renderNotification(language, item.kind, item.params);
  const unread = item.readAt === null;
  const link = to === null ? {} : { component: RouterLink, to };
  // the list's <ul> may hold only <li>s: the button (a link when it opens a screen) goes inside one
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...link}
        alignItems="flex-start"
        onClick={() => onOpen(item)}
        sx={{ bgcolor: unread ? 'action.hover' : undefined, gap: 1 }}
        data-testid="notification-item"
      >
        <Box
          aria-hidden
          sx={{
            mt: 1,
            width: 8,
            height: 8,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={text.title}
          secondary={
            <>
              <Typography
                component="span"
                variant="body2"
                sx={{ display: 'block', color: 'text.primary' }}
              >
                {text.body}
              </Typography>
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {formatTimestamp(item.createdAt)}
              </Typography>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 500 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The header's bell: the unread count, polled; the latest notifications in a popover. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { role } = useSignedInUser();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount();
  const list = useNotifications(anchor !== null);
  const markRead = useMarkRead();
  const count = unread.data ?? 0;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="notification-bell"
        >
          {/* no zero in the DOM: a hidden '0' is text the button's name would have to carry */}
          <Badge badgeContent={count > 0 ? count : undefined} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '80vh' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, flexGrow: 1 }}
          >
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            disabled={count === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        <Divider />
        {list.isPending ? (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label={t('common.loading')} />
          </Box>
        ) : list.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {loadFailedText(t, list.error, t('notifications.loadFailed'))}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <Typography sx={{ px: 2, py: 3, color: 'text.secondary' }}>
            {t('notifications.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-labelledby={titleId}>
            {list.data.items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                to={notificationLink(item, role)}
                onOpen={(opened) => {
                  if (opened.readAt === null) markRead.mutate({ ids: [opened.id] });
                  if (notificationLink(opened, role) !== null) setAnchor(null);
                }}
              />
            ))}
          </List>
        )}
        <EmailChoices enabled={anchor !== null} />
      </Popover>
    </>
  );
}
