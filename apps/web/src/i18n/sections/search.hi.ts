import type { searchEn } from './search.en';

/** Hindi labels of the header search: the same keys as the English file. */
export const searchHi: typeof searchEn = {
  title: 'खोज',
  resultsFor: '“{{query}}” के परिणाम',
  hint: 'नाम, जिज्ञासु आईडी, आवेदन संख्या या फ़ोन नंबर से खोजें। किसी भी स्क्रीन से खोजने के लिए / दबाएँ।',
  hintNoPhone: 'नाम, जिज्ञासु आईडी या आवेदन संख्या से खोजें। किसी भी स्क्रीन से खोजने के लिए / दबाएँ।',
  field: 'रिकॉर्ड खोजें',
  submit: 'खोजें',
  noResults: '“{{query}}” के लिए कोई रिकॉर्ड नहीं मिला।',
  soundAlike: 'इस वर्तनी में कोई नाम नहीं मिला; मिलते-जुलते उच्चारण वाले नाम दिखाए जा रहे हैं।',
  showMore: 'और दिखाएँ',
  count_one: '{{count}} रिकॉर्ड दिखाया गया',
  count_other: '{{count}} रिकॉर्ड दिखाए गए',
  applicationId: 'आवेदन {{id}}',
  jigyasuId: 'जिज्ञासु आईडी {{uid}}',
  dob: 'जन्म {{date}}',
  phone: 'फ़ोन {{phone}}',
  noOpen:
    'आपकी भूमिका हर रिकॉर्ड का केवल सारांश देखती है; पूरी सूची ‘सभी रिकॉर्ड’ में है, जिसे आप निर्यात कर सकते हैं।',
  matchedBy: {
    id: 'आवेदन संख्या',
    uid: 'जिज्ञासु आईडी',
    phone: 'फ़ोन',
    name: 'नाम',
  },
  nothingToSearch: 'कोई नाम, जिज्ञासु आईडी, आवेदन संख्या या फ़ोन नंबर लिखें।',
  failed: 'खोज का उत्तर नहीं मिला। कृपया पुनः प्रयास करें।',
};
