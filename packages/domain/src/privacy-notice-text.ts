import {
  isKnownNoticeVersion,
  type NoticeLanguage,
  type PrivacyNoticeSettings,
  type PrivacyNoticeVersion,
} from './privacy-notice';

/*
 * The words of every privacy notice ever published, in English and Hindi (ADR 053). Apart from
 * privacy-notice.ts so that only the screens that show the notice load them: the request and
 * record schemas need the versions, not the words.
 */

/**
 * What fills the words in: the server's settings (GET /api/config/public, privacyNotice; a null
 * grievance contact makes the notice name the grievance officer without an address, a 0 period
 * says the records are not erased by age) and the organisation's name (ORG_TITLE).
 */
export type PrivacyNoticeParams = Omit<PrivacyNoticeSettings, 'version'> & {
  organisation: string;
};

export type NoticeSectionId =
  'collected' | 'purpose' | 'recipients' | 'retention' | 'rights' | 'grievance';

export interface PrivacyNoticeSection {
  id: NoticeSectionId;
  heading: string;
  paragraphs: string[];
}

export interface PrivacyNoticeText {
  title: string;
  intro: string;
  sections: PrivacyNoticeSection[];
}

type NoticeBuilder = (params: PrivacyNoticeParams) => PrivacyNoticeText;

const en20261126: NoticeBuilder = (p) => ({
  title: 'Privacy notice',
  intro: `${p.organisation} registers seekers (Jigyasu) with this form. Before the application is submitted, the branch secretary shows you this notice and asks for your consent. Your personal data is processed only with that consent, under India's Digital Personal Data Protection Act, 2023.`,
  sections: [
    {
      id: 'collected',
      heading: 'What is collected',
      paragraphs: [
        'Your name and date of birth; the names and UIDs of your father, mother and spouse; your address, phone number and email; your caste, blood group, nationality, qualification, occupation, designation and organisation; and your photograph.',
        'The branch secretary checks your name and date of birth against a document you show (AADHAAR, PAN card, voter ID, passport, class 10 certificate or birth certificate). The document itself is not copied or stored.',
      ],
    },
    {
      id: 'purpose',
      heading: 'Why',
      paragraphs: [
        `To register you as a seeker (Jigyasu) of ${p.organisation}: to check the application, to make sure the same person is not registered twice, to issue your Jigyasu ID and registration card, and to keep the organisation's register of members. It is used for nothing else, and it is not sold or given to anyone for another purpose.`,
      ],
    },
    {
      id: 'recipients',
      heading: 'Who sees it',
      paragraphs: [
        "Your branch secretary; the organisation's validators and approvers, who check and approve the application; and its administrators where running the portal needs it. Once the application is approved, the record is sent to the organisation's collection service, which keeps its register of members.",
        'Every time someone opens your full details, the portal records who did and when.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long it is kept',
      paragraphs: [
        p.retentionDraftDays > 0
          ? `An application that was never submitted (a draft) is erased after ${p.retentionDraftDays} days without changes.`
          : 'An application that was never submitted (a draft) is kept until the branch secretary discards it or you ask for its erasure.',
        p.retentionReturnedDays > 0
          ? `An application returned for correction and not submitted again is erased after ${p.retentionReturnedDays} days.`
          : 'An application returned for correction is kept until it is submitted again or you ask for its erasure.',
        'An approved record is kept for as long as you are a member of the organisation.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a summary of the data held about you and of whom it was shared with, for the correction or completion of wrong or incomplete data, and for its erasure. You may withdraw your consent at any time; what was lawfully done before stays valid.',
        'To ask, speak to your branch secretary or write to the grievance contact below.',
      ],
    },
    {
      id: 'grievance',
      heading: 'Grievance contact',
      paragraphs: [
        p.grievanceContact ??
          "The organisation's grievance officer; your branch secretary will give you the address.",
        'If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
      ],
    },
  ],
});

const hi20261126: NoticeBuilder = (p) => ({
  title: 'गोपनीयता सूचना',
  intro: `${p.organisation} इस फ़ॉर्म से जिज्ञासुओं का पंजीकरण करता है। आवेदन जमा करने से पहले शाखा सचिव आपको यह सूचना दिखाते हैं और आपकी सहमति लेते हैं। आपके व्यक्तिगत डेटा का उपयोग केवल इसी सहमति से, भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुसार किया जाता है।`,
  sections: [
    {
      id: 'collected',
      heading: 'क्या एकत्र किया जाता है',
      paragraphs: [
        'आपका नाम और जन्म तिथि; आपके पिता, माता और पति/पत्नी के नाम और UID; आपका पता, फ़ोन नंबर और ईमेल; आपकी जाति, रक्त समूह, राष्ट्रीयता, शैक्षिक योग्यता, व्यवसाय, पद और संस्थान; और आपकी फ़ोटो।',
        'शाखा सचिव आपके नाम और जन्म तिथि को आपके दिखाए गए दस्तावेज़ (आधार, पैन कार्ड, मतदाता पहचान पत्र, पासपोर्ट, कक्षा 10 का प्रमाणपत्र या जन्म प्रमाणपत्र) से मिलाते हैं। दस्तावेज़ की प्रति न तो बनाई जाती है और न ही रखी जाती है।',
      ],
    },
    {
      id: 'purpose',
      heading: 'किस लिए',
      paragraphs: [
        `आपको ${p.organisation} के जिज्ञासु के रूप में पंजीकृत करने के लिए: आवेदन की जाँच करने, यह सुनिश्चित करने कि एक ही व्यक्ति का दो बार पंजीकरण न हो, आपकी जिज्ञासु आईडी और पंजीकरण कार्ड जारी करने, और संस्था का सदस्य रजिस्टर रखने के लिए। इसका उपयोग किसी और काम के लिए नहीं होता, और इसे न बेचा जाता है, न किसी अन्य उद्देश्य के लिए किसी को दिया जाता है।`,
      ],
    },
    {
      id: 'recipients',
      heading: 'इसे कौन देखता है',
      paragraphs: [
        'आपके शाखा सचिव; संस्था के सत्यापनकर्ता और अनुमोदक, जो आवेदन की जाँच और अनुमोदन करते हैं; और पोर्टल चलाने के लिए आवश्यक होने पर उसके व्यवस्थापक। आवेदन अनुमोदित होने के बाद रिकॉर्ड संस्था की संग्रह सेवा को भेजा जाता है, जो उसका सदस्य रजिस्टर रखती है।',
        'जब भी कोई आपका पूरा विवरण खोलता है, पोर्टल दर्ज करता है कि किसने और कब खोला।',
      ],
    },
    {
      id: 'retention',
      heading: 'इसे कितने समय तक रखा जाता है',
      paragraphs: [
        p.retentionDraftDays > 0
          ? `जो आवेदन कभी जमा नहीं किया गया (ड्राफ़्ट), उसमें ${p.retentionDraftDays} दिनों तक कोई बदलाव न होने पर उसे मिटा दिया जाता है।`
          : 'जो आवेदन कभी जमा नहीं किया गया (ड्राफ़्ट), वह तब तक रखा जाता है जब तक शाखा सचिव उसे हटा न दें या आप उसे मिटाने का अनुरोध न करें।',
        p.retentionReturnedDays > 0
          ? `सुधार के लिए लौटाया गया आवेदन, यदि दोबारा जमा नहीं किया जाता, तो ${p.retentionReturnedDays} दिनों बाद मिटा दिया जाता है।`
          : 'सुधार के लिए लौटाया गया आवेदन तब तक रखा जाता है जब तक वह दोबारा जमा न हो या आप उसे मिटाने का अनुरोध न करें।',
        'अनुमोदित रिकॉर्ड तब तक रखा जाता है जब तक आप संस्था के सदस्य हैं।',
      ],
    },
    {
      id: 'rights',
      heading: 'आपके अधिकार',
      paragraphs: [
        'आप अपने बारे में रखे गए डेटा का सारांश और यह जानकारी माँग सकते हैं कि वह किसके साथ साझा किया गया; गलत या अधूरे डेटा में सुधार या उसे पूरा करने, और उसे मिटाने का अनुरोध कर सकते हैं। आप किसी भी समय अपनी सहमति वापस ले सकते हैं; उससे पहले वैध रूप से किया गया कार्य मान्य रहता है।',
        'अनुरोध के लिए अपने शाखा सचिव से बात करें या नीचे दिए गए शिकायत संपर्क को लिखें।',
      ],
    },
    {
      id: 'grievance',
      heading: 'शिकायत संपर्क',
      paragraphs: [
        p.grievanceContact ?? 'संस्था के शिकायत अधिकारी; उनका पता आपके शाखा सचिव आपको देंगे।',
        'उत्तर से संतुष्ट न होने पर आप भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।',
      ],
    },
  ],
});

/** The words of each version in each language: one entry per PRIVACY_NOTICE_VERSIONS. */
const PRIVACY_NOTICE_TEXTS = {
  '2026-11-26': { en: en20261126, hi: hi20261126 },
} as const satisfies Record<PrivacyNoticeVersion, Record<NoticeLanguage, NoticeBuilder>>;

/** The words of `version` in `language` with the settings filled in; undefined if unknown. */
export function privacyNoticeText(
  version: string,
  language: NoticeLanguage,
  params: PrivacyNoticeParams,
): PrivacyNoticeText | undefined {
  if (!isKnownNoticeVersion(version)) return undefined;
  return PRIVACY_NOTICE_TEXTS[version][language](params);
}
