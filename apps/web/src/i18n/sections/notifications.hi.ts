import type { notificationsEn } from './notifications.en';

/** Hindi labels of the notification bell and the card buttons: the same keys as the English file. */
export const notificationsHi: typeof notificationsEn = {
  bell: 'सूचनाएँ',
  bellUnread_one: 'सूचनाएँ: {{count}} अपठित',
  bellUnread_other: 'सूचनाएँ: {{count}} अपठित',
  title: 'सूचनाएँ',
  markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  empty: 'कुछ नया नहीं।',
  unread: 'अपठित',
  loadFailed: 'सूचनाएँ लोड नहीं हुईं। कृपया पुनः प्रयास करें।',
  emailTitle: 'इनके लिए मुझे ईमेल भी भेजें',
  emailSaved: 'ईमेल विकल्प सहेजे गए।',
  kinds: {
    returned: 'मुझे लौटाए गए रिकॉर्ड',
    approved: 'स्वीकृत रिकॉर्ड',
    queue: 'कतार का सीमा से बढ़ना',
    delivery: 'विफल डिलीवरी',
    transferRequested: 'मेरी शाखा के सदस्यों के स्थानांतरण अनुरोध',
    transferDecided: 'उन स्थानांतरण अनुरोधों पर निर्णय',
    signInFailures: 'मेरे खाते में विफल साइन-इन',
  },
  card: {
    download: 'पंजीकरण कार्ड (PDF)',
    batchTitle: 'एक दिन के कार्ड प्रिंट करें',
    batchDate: 'स्वीकृति की तिथि',
    batchPrint: 'कार्ड प्रिंट करें (PDF)',
  },
};
