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
    'transfer.requested': {
      title: 'Transfer requested',
      body: '{{name}} ({{uid}}): a transfer from {{fromBranch}} to {{toBranch}} was requested.',
    },
    'transfer.decided': {
      title: 'Transfer {{decision}}',
      body: 'The transfer of {{name}} ({{uid}}) from {{fromBranch}} to {{toBranch}} was {{decision}}.',
    },
    'account.sign-in-failures': {
      title: 'Failed sign-ins on your account',
      body: 'There were {{failures}} failed attempts to sign in to your account. If they were not yours, choose a stronger password; sign-in pauses for a few minutes after repeated failures.',
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
    'transfer.requested': {
      title: 'स्थानांतरण का अनुरोध',
      body: '{{name}} ({{uid}}): {{fromBranch}} से {{toBranch}} में स्थानांतरण का अनुरोध किया गया।',
    },
    'transfer.decided': {
      title: 'स्थानांतरण {{decision}}',
      body: '{{name}} ({{uid}}) का {{fromBranch}} से {{toBranch}} में स्थानांतरण {{decision}} हुआ।',
    },
    'account.sign-in-failures': {
      title: 'आपके खाते में विफल साइन-इन',
      body: 'आपके खाते में साइन इन करने के {{failures}} विफल प्रयास हुए। यदि ये आपके नहीं थे, तो एक मज़बूत पासवर्ड चुनें; बार-बार विफल होने पर साइन-इन कुछ मिनट के लिए रुक जाता है।',
    },
  },
};

/** The words a param stands for: a queue alert's queue, a transfer's decision. */
const PARAM_WORDS: Record<'en' | 'hi', Record<string, Record<string, string>>> = {
  en: {
    queue: { validation: 'validation', approval: 'approval' },
    decision: { approved: 'approved', rejected: 'rejected' },
  },
  hi: {
    queue: { validation: 'सत्यापन', approval: 'स्वीकृति' },
    decision: { approved: 'स्वीकृत', rejected: 'अस्वीकृत' },
  },
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
      const words = PARAM_WORDS[language][name];
      if (words && typeof value === 'string') return words[value] ?? value;
      return value === undefined ? '' : String(value);
    });
  return { title: fill(template.title), body: fill(template.body) };
}
