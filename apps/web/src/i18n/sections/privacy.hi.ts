import type { privacyEn } from './privacy.en';

/** Hindi texts around the privacy notice: the same keys as the English file. */
export const privacyHi: typeof privacyEn = {
  requestSending: 'भेजा जा रहा है…',
  consent: {
    heading: 'गोपनीयता सूचना और सहमति',
    intro: 'आवेदन जमा करने से पहले जिज्ञासु को यह सूचना उस भाषा में दिखाएँ जिसे वे सबसे अच्छी तरह पढ़ते हैं।',
    noticeLanguage: 'सूचना की भाषा',
    version: '{{version}} की सूचना',
    agree: 'जिज्ञासु को यह सूचना दिखाई गई और उन्होंने सहमति दी।',
    loading: 'गोपनीयता सूचना लोड हो रही है…',
    onRecord: 'जिज्ञासु की सहमति दर्ज है: {{version}} की सूचना, {{date}} को {{language}} में दिखाई गई।',
  },
  summary: {
    heading: 'सहमति',
    version: 'सूचना का संस्करण',
    language: 'दिखाई गई भाषा',
    recordedBy: 'दर्ज करने वाले',
    recordedAt: 'दर्ज करने का समय',
    notRecorded: 'सहमति दर्ज नहीं है',
    notRecordedHint: 'यह रिकॉर्ड पोर्टल द्वारा जिज्ञासु की सहमति माँगे जाने से पहले जमा किया गया था।',
  },
};
