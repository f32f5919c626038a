import type { TFunction } from 'i18next';
import { WORKFLOW_ALERTS } from '@form-a/domain/messages';
import { isApiError } from '../../../lib/api-client';

type AlertKey = keyof typeof WORKFLOW_ALERTS;
const keyByText = new Map<string, AlertKey>(
  (Object.entries(WORKFLOW_ALERTS) as [AlertKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * The server answers with the domain's English alert texts; show the current language's
 * version of a known one (the approval text keeps its ID), anything else as it came.
 */
export function translateWorkflowAlert(t: TFunction, message: string): string {
  const key = keyByText.get(message);
  if (key) return t(`review.alerts.${key}`);
  if (message.startsWith(WORKFLOW_ALERTS.approvedPrefix)) {
    const id = message.slice(WORKFLOW_ALERTS.approvedPrefix.length).trim();
    return `${t('review.alerts.approvedPrefix')} ${id}`;
  }
  return message;
}

/**
 * True when the approval call failed on the server's side or never arrived (5xx, network):
 * the spec's 'Please Contact to server Admin…' case. A 4xx is an answer to show as it is.
 */
export function isServerFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * The reference an administrator can look up in the server's log. The API puts the request
 * id into its 500 message ('… Reference ID: <id>'); other failures have only their code.
 */
export function errorReference(error: unknown): string {
  if (!isApiError(error)) return 'UNKNOWN';
  const match = /Reference ID:\s*(\S+)/i.exec(error.message);
  if (match?.[1]) return match[1];
  return error.status > 0 ? `${error.code} (HTTP ${error.status})` : error.code;
}
