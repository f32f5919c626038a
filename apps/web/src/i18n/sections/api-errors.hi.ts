import type { apiErrorsEn } from './api-errors.en';

/**
 * The groups whose Hindi already lives with the screens that show them (hi.ts assembles the
 * whole tree from those sections; the compiler checks it against the English keys).
 */
type SharedGroups =
  'auth' | 'workflow' | 'application' | 'upload' | 'lookup' | 'uidRules' | 'transfer' | 'search';

/** Hindi of the keyed texts no screen's section holds: the same keys as the English file. */
export const apiErrorsHi: Omit<typeof apiErrorsEn, SharedGroups> = {
  conflict: {
    submitted: 'यह रिकॉर्ड पहले ही जमा हो चुका है। इसकी वर्तमान स्थिति देखने के लिए पृष्ठ फिर से लोड करें।',
    backWithValidator:
      'किसी और ने यह रिकॉर्ड पहले ही सत्यापनकर्ता को लौटा दिया है। इसकी वर्तमान स्थिति देखने के लिए पृष्ठ फिर से लोड करें।',
    validated:
      'किसी और ने यह रिकॉर्ड पहले ही सत्यापित कर दिया है। इसकी वर्तमान स्थिति देखने के लिए पृष्ठ फिर से लोड करें।',
    approved:
      'किसी और ने यह रिकॉर्ड पहले ही स्वीकृत कर दिया है। इसकी वर्तमान स्थिति देखने के लिए पृष्ठ फिर से लोड करें।',
    returned:
      'किसी और ने यह रिकॉर्ड पहले ही शाखा सचिव को लौटा दिया है। इसकी वर्तमान स्थिति देखने के लिए पृष्ठ फिर से लोड करें।',
    draft: 'यह रिकॉर्ड ड्राफ़्ट है और अभी जमा नहीं हुआ है। इसकी वर्तमान स्थिति देखने के लिए पृष्ठ फिर से लोड करें।',
    unknown:
      'यह रिकॉर्ड बदल गया है और अभी यह कार्रवाई नहीं ली जा सकती। इसकी वर्तमान स्थिति देखने के लिए पृष्ठ फिर से लोड करें।',
    staleRevision:
      'आपके खोलने के बाद किसी और ने यह रिकॉर्ड बदल दिया है। इसे फिर से लोड करें और दोबारा प्रयास करें।',
  },
  review: {
    returnNoteRequired: 'कृपया लिखें कि रिकॉर्ड क्यों लौटाया जा रहा है।',
    noJigyasuId: 'इस रिकॉर्ड की जिज्ञासु आईडी अभी नहीं बनी है।',
    collectionUnreachable: 'संग्रह सेवा से संपर्क नहीं हो सका।',
  },
  admin: {
    branchRequiredForSecretary: 'शाखा सचिव के लिए शाखा आवश्यक है।',
    unknownBranch: 'यह शाखा, शाखा सूची में नहीं है।',
    userNotFound: 'उपयोगकर्ता नहीं मिला।',
  },
  precheck: {
    registry:
      'इस नाम, जन्म तिथि और पिता वाला व्यक्ति पहले से रजिस्ट्री में है। जमा करने से पहले जाँच लें कि यह नया व्यक्ति है।',
    inProcess:
      'इस नाम, जन्म तिथि और पिता वाले व्यक्ति का आवेदन पहले से प्रक्रिया में है। जमा करने से पहले जाँच लें कि यह वही व्यक्ति नहीं है।',
  },
  input: {
    unsafeCharacters: 'इस फ़ील्ड में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
    tooDeep: 'अनुरोध बहुत गहराई तक नेस्टेड है।',
  },
  access: {
    notPermitted: 'आपकी भूमिका इसकी अनुमति नहीं देती।',
    crossSiteRefused: 'यह अनुरोध किसी दूसरी साइट से आया था और अस्वीकार कर दिया गया।',
    noBranch: 'आपके खाते में कोई शाखा नहीं है।',
    listNotForRole: 'यह सूची आपकी भूमिका के लिए उपलब्ध नहीं है।',
    ownBranchReportsOnly: 'आप केवल अपनी शाखा की रिपोर्ट देख सकते हैं।',
  },
  duplicateCheck: {
    serviceFailed: 'डुप्लिकेट जाँच नहीं चल सकी: डेटा सेवा ने उत्तर नहीं दिया।',
  },
  transferRequest: {
    sameBranch: 'सदस्य पहले से इसी शाखा में है।',
    alreadyOpen: 'इस UID के लिए एक स्थानांतरण अनुरोध पहले से खुला है।',
    unknownBranch: 'यह शाखा, शाखा सूची में नहीं है।',
    submitted: 'स्थानांतरण अनुरोध जमा हो गया है।',
    approved: 'स्थानांतरण अनुरोध स्वीकृत हो गया है।',
    rejected: 'स्थानांतरण अनुरोध अस्वीकार कर दिया गया है।',
    notOpen: 'इस स्थानांतरण अनुरोध पर पहले ही निर्णय हो चुका है।',
    stale: 'आपके खोलने के बाद यह अनुरोध बदल गया है। इसे फिर से लोड करें और दोबारा प्रयास करें।',
    notFound: 'स्थानांतरण अनुरोध नहीं मिला।',
  },
  record: {
    notFound: 'रिकॉर्ड नहीं मिला।',
  },
  list: {
    summarySort: 'इस सूची को केवल आईडी, नाम, शाखा, स्थिति या तिथि से क्रमबद्ध किया जा सकता है।',
    summaryFilter: 'इस सूची को केवल आईडी, UID, नाम या शाखा से फ़िल्टर किया जा सकता है।',
    invalidCursor: "कर्सर 'after:123' या 'before:123' जैसा होता है।",
    cursorNeedsIdSort: 'कर्सर केवल sort=id के साथ काम करता है।',
  },
  photo: {
    notFound: 'फ़ोटो नहीं मिली।',
  },
  card: {
    ownBranchOnly: 'आप केवल अपनी शाखा के कार्ड प्रिंट कर सकते हैं।',
    approvedOnly: 'केवल स्वीकृत रिकॉर्ड का पंजीकरण कार्ड होता है।',
    chooseBranch: 'शाखा चुनें।',
    noneApprovedThatDay: 'उस दिन इस शाखा का कोई रिकॉर्ड स्वीकृत नहीं हुआ।',
  },
  geo: {
    unknownCountry: 'अज्ञात देश।',
    unknownState: 'अज्ञात राज्य।',
  },
  member: {
    uidNotFound: "UID '{{uid}}' नहीं मिला।",
  },
  outbox: {
    notFound: 'डिलीवरी नहीं मिली।',
    alreadyDelivered: 'पहले ही पहुँचाया जा चुका है।',
    attemptRunning: 'अभी डिलीवरी का एक प्रयास चल रहा है।',
  },
  idempotency: {
    keyReused: 'यह Idempotency-Key पहले ही किसी दूसरे अनुरोध के लिए उपयोग हो चुकी है।',
    stillRunning: 'इस Idempotency-Key वाला पहला अनुरोध अभी चल रहा है।',
  },
  required: {
    branch: 'शाखा आवश्यक है',
    title: 'उपाधि आवश्यक है',
    firstName: 'पहला नाम आवश्यक है',
    middleName: 'मध्य नाम आवश्यक है',
    lastName: 'अंतिम नाम आवश्यक है',
    dob: 'जन्म तिथि आवश्यक है',
    fatherUid: 'पिता का UID आवश्यक है',
    fatherTitle: 'पिता की उपाधि आवश्यक है',
    fatherName: 'पिता का नाम आवश्यक है',
    motherUid: 'माता का UID आवश्यक है',
    motherTitle: 'माता की उपाधि आवश्यक है',
    motherName: 'माता का नाम आवश्यक है',
    spouseUid: 'पति/पत्नी का UID आवश्यक है',
    spouseTitle: 'पति/पत्नी की उपाधि आवश्यक है',
    spouseName: 'पति/पत्नी का नाम आवश्यक है',
    address1: 'पता पंक्ति 1 आवश्यक है',
    address2: 'पता पंक्ति 2 आवश्यक है',
    zipcode: 'पिन कोड आवश्यक है',
    country: 'देश आवश्यक है',
    region: 'राज्य आवश्यक है',
    city: 'शहर आवश्यक है',
    email: 'ईमेल आवश्यक है',
    phone: 'फ़ोन नंबर आवश्यक है',
    caste: 'जाति आवश्यक है',
    qualification: 'योग्यता आवश्यक है',
    occupation: 'व्यवसाय आवश्यक है',
    nationality: 'राष्ट्रीयता आवश्यक है',
    designation: 'पदनाम आवश्यक है',
    organization: 'संगठन आवश्यक है',
    bloodGroup: 'रक्त समूह आवश्यक है',
    photo: 'फ़ोटो आवश्यक है',
    bySecyVerification: 'सत्यापन आवश्यक है',
    note: 'टिप्पणी आवश्यक है',
  },
  field: {
    tooLong: '{{label}} में अधिकतम {{max}} अक्षर हो सकते हैं',
    invalidChoice: '{{label}} मान्य विकल्प नहीं है',
  },
};
