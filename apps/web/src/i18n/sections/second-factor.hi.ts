import type { secondFactorEn } from './second-factor.en';

/** Hindi texts of the second sign-in step and its reset: the same keys as the English file. */
export const secondFactorHi: typeof secondFactorEn = {
  verifyTitle: 'अपना कोड दर्ज करें',
  enrolTitle: 'दूसरा सत्यापन चरण सेट करें',
  recoveryTitle: 'अपने रिकवरी कोड सहेजें',
  signedInAs: '{{name}} ({{uid}}) के रूप में साइन इन',
  verifyIntro: 'अपना ऑथेंटिकेटर ऐप खोलें और इस पोर्टल के लिए दिखाया गया 6 अंकों का कोड दर्ज करें।',
  recoveryIntro: 'ऐप सेट करते समय सहेजे गए रिकवरी कोड में से कोई एक दर्ज करें। हर कोड केवल एक बार काम करता है।',
  codeLabel: '6 अंकों का कोड',
  recoveryCodeLabel: 'रिकवरी कोड',
  useRecoveryCode: 'इसके बजाय रिकवरी कोड का उपयोग करें',
  useAppCode: 'इसके बजाय ऐप के कोड का उपयोग करें',
  rememberBrowser_one: 'इस ब्राउज़र को {{count}} दिन के लिए याद रखें',
  rememberBrowser_other: 'इस ब्राउज़र को {{count}} दिनों के लिए याद रखें',
  verify: 'सत्यापित करें',
  verifying: 'सत्यापित किया जा रहा है…',
  cancel: 'रद्द करें और साइन आउट करें',
  enrolIntro:
    'आपकी भूमिका के लिए साइन इन में दूसरा सत्यापन चरण आवश्यक है: आपके फ़ोन के ऑथेंटिकेटर ऐप का कोड, जैसे Google Authenticator, Microsoft Authenticator या FreeOTP। यदि आपके पास कोई ऐप नहीं है, तो एक इंस्टॉल करें।',
  scanStep: 'ऐप से यह क्यूआर कोड स्कैन करें।',
  qrAlt: 'ऑथेंटिकेटर ऐप से स्कैन करने के लिए क्यूआर कोड',
  manualKey: 'स्कैन नहीं हो रहा? इसके बजाय यह कुंजी ऐप में टाइप करें:',
  confirmStep: 'ऐप अब जो 6 अंकों का कोड दिखा रहा है, उसे दर्ज करें।',
  confirm: 'पुष्टि करें',
  confirming: 'पुष्टि की जा रही है…',
  newCode: 'नया क्यूआर कोड दिखाएँ',
  preparing: 'आपका क्यूआर कोड तैयार किया जा रहा है…',
  recoveryCodesIntro:
    'यदि आपका फ़ोन खो जाए, तो इनमें से हर कोड से आप एक बार साइन इन कर सकते हैं। इन्हें फ़ोन से अलग किसी सुरक्षित स्थान पर रखें: ये केवल अभी दिखाए जा रहे हैं।',
  recoveryCodesList: 'आपके रिकवरी कोड',
  copyCodes: 'कोड कॉपी करें',
  copied: 'कॉपी हो गए।',
  savedCodes: 'मैंने अपने रिकवरी कोड सहेज लिए हैं',
  continue: 'आगे बढ़ें',
  recoveryCodeUsed_one: 'आपने रिकवरी कोड से साइन इन किया। {{count}} कोड बचा है।',
  recoveryCodeUsed_other: 'आपने रिकवरी कोड से साइन इन किया। {{count}} कोड बचे हैं।',
  recoveryCodesRunningOut:
    'कोड समाप्त होने पर किसी व्यवस्थापक से अपना दूसरा सत्यापन चरण रीसेट करवाएँ: फिर आप इसे दोबारा सेट करेंगे और नए कोड पाएँगे।',
  admin: {
    column: 'दूसरा सत्यापन',
    notSetUp: 'सेट नहीं है',
    reset: 'रीसेट करें',
    resetUser: '{{name}} का दूसरा सत्यापन चरण रीसेट करें',
    resetTitle: '{{name}} का दूसरा सत्यापन चरण रीसेट करें?',
    resetBody:
      '{{name}} हर जगह से साइन आउट हो जाएँगे, याद रखे गए ब्राउज़र भुला दिए जाएँगे और रिकवरी कोड काम करना बंद कर देंगे। अगले साइन इन पर उन्हें ऑथेंटिकेटर ऐप फिर से सेट करना होगा। यह रीसेट लॉग में दर्ज होता है।',
    resetConfirm: 'दूसरा सत्यापन चरण रीसेट करें',
    resetting: 'रीसेट किया जा रहा है…',
    resetDone: '{{name}} का दूसरा सत्यापन चरण रीसेट कर दिया गया है।',
  },
};
