import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkRead, NotificationSettingsUpdate } from '@form-a/domain/api/notifications';
import { call } from '../../../lib/api-client';

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
    queryFn: ({ signal }) => call('GET /api/notifications/unread-count', { signal }),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    select: (data) => data.unread,
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: KEYS.list,
    queryFn: ({ signal }) => call('GET /api/notifications', { query: { limit: 20 }, signal }),
    enabled,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => call('POST /api/notifications/read', { body }),
    onSuccess: (data) => {
      client.setQueryData(KEYS.unread, data);
      void client.invalidateQueries({ queryKey: KEYS.list });
    },
  });
}

export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: KEYS.settings,
    queryFn: ({ signal }) => call('GET /api/me/notification-settings', { signal }),
    enabled,
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsUpdate) =>
      call('PUT /api/me/notification-settings', { body }),
    onSuccess: (data) => client.setQueryData(KEYS.settings, data),
  });
}
