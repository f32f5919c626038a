import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationListSchema,
  notificationSettingsSchema,
  unreadCountSchema,
  type MarkRead,
  type NotificationSettingsUpdate,
} from '@form-a/domain/api/notifications';
import { api, apiRequest } from '../../../lib/api-client';

const KEYS = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** How often an open page asks for the bell's count (also on focus and reconnect). */
const POLL_MS = 60_000;

export function useUnreadCount() {
  return useQuery({
    queryKey: KEYS.unread,
    queryFn: ({ signal }) =>
      api.get('/api/notifications/unread-count', { schema: unreadCountSchema, signal }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: KEYS.list,
    queryFn: ({ signal }) =>
      api.get('/api/notifications', {
        query: { limit: 20 },
        schema: notificationListSchema,
        signal,
      }),
    enabled,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) =>
      api.post('/api/notifications/read', body, { schema: unreadCountSchema }),
    onSuccess: (data) => {
      client.setQueryData(KEYS.unread, data);
      void client.invalidateQueries({ queryKey: KEYS.list });
    },
  });
}

export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: KEYS.settings,
    queryFn: ({ signal }) =>
      api.get('/api/me/notification-settings', { schema: notificationSettingsSchema, signal }),
    enabled,
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsUpdate) =>
      apiRequest('/api/me/notification-settings', {
        method: 'PUT',
        body,
        schema: notificationSettingsSchema,
      }),
    onSuccess: (data) => client.setQueryData(KEYS.settings, data),
  });
}
