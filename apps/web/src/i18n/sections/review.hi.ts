import type { reviewEn } from './review.en';

/** Hindi labels of the review screens: the same keys as the English file. */
export const reviewHi: typeof reviewEn = {
  alerts: {
    validated: 'अनुरोध सत्यापित कर अनुमोदन हेतु भेज दिया गया है।',
    returnedToSecretary: 'अनुरोध शाखा सचिव को लौटा दिया गया है।',
    returnedToValidator: 'अनुरोध यूवी स्वयंसेवक को लौटा दिया गया है।',
    approvedPrefix: 'अनुरोध स्वीकृत हो गया है और नई जिज्ञासु आईडी है :',
    dataSubmitted: 'विवरण जमा कर दिया गया है',
    draftSaved: 'ड्राफ़्ट सहेज लिया गया है।',
    submitted: 'अनुरोध जमा कर अनुमोदन हेतु भेज दिया गया है।',
    savedAsDraft: 'अनुरोध ड्राफ़्ट के रूप में सहेज लिया गया है।',
    resubmitted: 'अनुरोध सभा को पुनः जमा कर दिया गया है।',
    approvalPostFailed: 'कृपया सर्वर व्यवस्थापक से संपर्क करें। लेखन एपीआई ने त्रुटि लौटाई। संदर्भ आईडी:',
    genericError: 'एक त्रुटि हुई है।',
  },
  saving: 'डेटा सहेजा जा रहा है। कृपया प्रतीक्षा करें...',
  note: 'टिप्पणी',
  decision: 'निर्णय',
  noActions: 'इस रिकॉर्ड की वर्तमान स्थिति में आपके लिए कोई कार्रवाई उपलब्ध नहीं है।',
  notFound: 'रिकॉर्ड नहीं मिला।',
  buttons: {
    validate: 'सत्यापित करें',
    approve: 'स्वीकृत करें',
    returnToSecretary: 'शाखा सचिव को लौटाएँ',
    returnToValidator: 'सत्यापनकर्ता को लौटाएँ',
  },
  handoff: {
    queued:
      'रिकॉर्ड स्वीकृत हो गया है; संग्रह सेवा को इसका हस्तांतरण कतार में है और पहुँचने तक फिर से प्रयास किया जाएगा।',
    failed:
      'रिकॉर्ड स्वीकृत हो गया है, पर संग्रह सेवा को इसका हस्तांतरण अब तक विफल रहा है; यह आउटबॉक्स में रहेगा और फिर से प्रयास किया जाएगा।',
  },
  viewData: {
    uid: 'यूआईडी',
    subtitle: 'स्वीकृत रिकॉर्ड {{uid}}, जैसा संग्रह सेवा में है।',
    notYet:
      'संग्रह सेवा में अभी इस आईडी का कोई रिकॉर्ड नहीं है। इसका हस्तांतरण शायद अभी कतार में है: थोड़ी देर में पृष्ठ फिर से लोड करें।',
  },
  outbox: {
    menu: 'आउटबॉक्स',
    title: 'आउटबॉक्स',
    subtitle:
      'स्वीकृत रिकॉर्ड का संग्रह सेवा को हस्तांतरण। न पहुँचे हस्तांतरण अपने आप दोबारा भेजे जाते हैं; "फिर से प्रयास करें" किसी एक को अभी भेजता है।',
    show: 'दिखाएँ',
    views: {
      undelivered: 'नहीं पहुँचे',
      delivered: 'पहुँच गए',
      all: 'सभी',
    },
    columns: {
      id: 'आईडी',
      registrationId: 'रिकॉर्ड',
      jigyasuId: 'जिज्ञासु आईडी',
      state: 'स्थिति',
      attempts: 'प्रयास',
      lastError: 'अंतिम त्रुटि',
      nextAttempt: 'अगला प्रयास',
      createdAt: 'कतार में',
      deliveredAt: 'पहुँचा',
      action: 'कार्रवाई',
    },
    states: {
      pending: 'प्रतीक्षित',
      in_flight: 'भेजा जा रहा है',
      failed: 'विफल',
      delivered: 'पहुँच गया',
    },
    retry: 'फिर से प्रयास करें',
    retryDelivery: '{{id}} फिर से भेजें',
    retried: 'हस्तांतरण का अभी फिर से प्रयास किया जाएगा।',
    empty: 'दिखाने के लिए कोई हस्तांतरण नहीं है।',
  },
  duplicates: {
    title: 'डुप्लिकेट की जाँच',
    applicant: 'आवेदक',
    applicantName: 'नाम',
    dob: 'जन्म तिथि',
    fatherName: 'पिता का नाम',
    branch: 'शाखा',
    uid: 'यूआईडी',
    firstName: 'पहला नाम',
    lastName: 'अंतिम नाम',
    checking: 'डुप्लिकेट की जाँच हो रही है…',
    checkFailed: 'डुप्लिकेट जाँच नहीं हो सकी: डेटा सेवा ने उत्तर नहीं दिया।',
    pendingRecord: 'लंबित रिकॉर्ड #{{id}}',
    likely: 'संभावित मिलान',
    possible: 'आंशिक मिलान',
    score: 'मिलान {{score}}%',
    reasons: 'मिलान का कारण',
  },
};
