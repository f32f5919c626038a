import { ACCESS_ACTION_LABELS } from '@form-a/domain/access-log-labels';
import type { accessLogEn } from './access-log.en';

/** Hindi of the access log (ADR 054): the record's 'Viewed by' panel and the admin's file. */
export const accessLogHi: typeof accessLogEn = {
  actions: { ...ACCESS_ACTION_LABELS.hi },
  panel: {
    title: 'किसने देखा',
    intro: 'जिन्होंने इस व्यक्ति का पूरा विवरण देखा, सबसे नए पहले।',
    empty: 'अभी तक किसी ने इस रिकॉर्ड का विवरण नहीं देखा है।',
    showMore: 'और दिखाएँ',
    loadFailed: 'एक्सेस लॉग लोड नहीं हो सका।',
  },
  admin: {
    menu: 'एक्सेस लॉग',
    title: 'एक्सेस लॉग',
    intro:
      'किसी अवधि में किसने किस व्यक्ति का पूरा विवरण देखा, यह डाउनलोड करें: व्यक्तिगत डेटा के उल्लंघन (किसका डेटा, किसने देखा, कब) या ऑडिट के लिए।',
    from: 'से',
    to: 'तक',
    download: 'CSV डाउनलोड करें',
    limits:
      'देखे गए हर रिकॉर्ड की एक पंक्ति, सबसे पुरानी पहले, संगठन के समय क्षेत्र में। एक फ़ाइल में अधिकतम 366 दिन और 10,00,000 पंक्तियाँ; अधिक के लिए छोटी अवधि चुनें।',
    breach:
      'उल्लंघन के बाद: भारतीय डेटा संरक्षण बोर्ड और हर प्रभावित व्यक्ति को बिना देरी सूचित करना होगा, और बोर्ड को 72 घंटों के भीतर विस्तृत रिपोर्ट देनी होगी।',
  },
};
