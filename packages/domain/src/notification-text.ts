import type { NotificationKind } from './api/notifications';

type Template = { title: string; body: string };
type Params = Record<string, string | number>;

/**
 * The words of each notification kind, in the bell and in emails alike: the server's emails and
 * the web's list read the same text, so a notification says the same thing wherever it is read.
 * `{{name}}` takes the notification's param of that name.
 */
export const NOTIFICATION_TEXT: Record<'en' | 'hi', Record<NotificationKind, Template>> = {
  en: {
    'registration.returned': {
      title: 'Record returned',
      body: 'Application {{registrationId}} ({{name}}) was returned to you: {{reason}}',
    },
    'registration.approved': {
      title: 'Record approved',
      body: 'Application {{registrationId}} ({{name}}) was approved. Jigyasu ID: {{jigyasuId}}',
    },
    'queue.over-threshold': {
      title: 'Queue is growing',
      body: '{{waiting}} records are waiting for {{queue}} (more than {{threshold}}).',
    },
    'delivery.failing': {
      title: 'Deliveries failing',
      body: '{{failing}} approved records have not reached the collection service for over {{oldestMinutes}} minutes.',
    },
  },
  hi: {
    'registration.returned': {
      title: 'रिकॉर्ड लौटाया गया',
      body: 'आवेदन {{registrationId}} ({{name}}) आपको लौटाया गया: {{reason}}',
    },
    'registration.approved': {
      title: 'रिकॉर्ड स्वीकृत',
      body: 'आवेदन {{registrationId}} ({{name}}) स्वीकृत हुआ। जिज्ञासु आईडी: {{jigyasuId}}',
    },
    'queue.over-threshold': {
      title: 'कतार बढ़ रही है',
      body: '{{waiting}} रिकॉर्ड {{queue}} की प्रतीक्षा में हैं ({{threshold}} से अधिक)।',
    },
    'delivery.failing': {
      title: 'डिलीवरी विफल',
      body: '{{failing}} स्वीकृत रिकॉर्ड {{oldestMinutes}} मिनट से अधिक समय से संग्रह सेवा तक नहीं पहुँचे।',
    },
  },
};

/** The queue names a queue alert fills in. */
const QUEUE_WORDS: Record<'en' | 'hi', Record<string, string>> = {
  en: { validation: 'validation', approval: 'approval' },
  hi: { validation: 'सत्यापन', approval: 'स्वीकृति' },
};

export function renderNotification(
  language: 'en' | 'hi',
  kind: NotificationKind,
  params: Params,
): Template {
  const template = NOTIFICATION_TEXT[language][kind];
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
      const value = params[name];
      if (name === 'queue' && typeof value === 'string')
        return QUEUE_WORDS[language][value] ?? value;
      return value === undefined ? '' : String(value);
    });
  return { title: fill(template.title), body: fill(template.body) };
}
