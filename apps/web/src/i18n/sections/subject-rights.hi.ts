import type { subjectRightsEn } from './subject-rights.en';

/** Hindi texts of the person's rights on the record screen: the same keys as English. */
export const subjectRightsHi: typeof subjectRightsEn = {
  title: 'व्यक्ति का डेटा',
  intro:
    'इस व्यक्ति के बारे में रखी गई सारी जानकारी एक फ़ाइल में, उनके पहुँच के अनुरोध के लिए (डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023)।',
  downloadJson: 'व्यक्ति का डेटा डाउनलोड करें (JSON)',
  downloadPdf: 'व्यक्ति का डेटा डाउनलोड करें (PDF)',
  preparing: 'फ़ाइल तैयार हो रही है…',
  downloaded: '{{name}} के रूप में सहेजा गया।',
  correctionIntro:
    'स्वीकृत रिकॉर्ड संग्रह सेवा के पास रहता है: व्यक्ति जो सुधार माँगता है, वह अनुरोध वहीं भेजा जाता है।',
  requestCorrection: 'सुधार का अनुरोध करें',
  dialog: {
    title: 'सुधार का अनुरोध',
    intro:
      'लिखें कि व्यक्ति क्या सुधरवाना चाहता है। अनुरोध संग्रह सेवा को जाता है, जिसके पास स्वीकृत रिकॉर्ड है, और इस रिकॉर्ड के इतिहास में दर्ज रहता है।',
    reason: 'क्या सुधारना है',
    reasonHelp: 'उदाहरण: “पिता का नाम राम कुमार शर्मा है।” अधिकतम {{max}} अक्षर।',
    send: 'अनुरोध भेजें',
  },
};
