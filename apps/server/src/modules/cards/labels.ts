/**
 * The card's and the verification page's words, English then Hindi: both are bilingual whatever
 * the reader's language, and both are drawn by the server, outside the web app's catalogue.
 */
export const CARD_LABELS = {
  heading: ['Registration Card', 'पंजीकरण कार्ड'],
  name: ['Name', 'नाम'],
  jigyasuId: ['Jigyasu ID', 'जिज्ञासु आईडी'],
  branch: ['Branch', 'शाखा'],
  registeredOn: ['Date of registration', 'पंजीकरण की तिथि'],
  scan: ['Scan to verify this card', 'इस कार्ड को जाँचने के लिए स्कैन करें'],
  photo: ['Photo', 'फ़ोटो'],
  compare: [
    'Check that the name, Jigyasu ID and photo match the card and its holder.',
    'जाँचें कि नाम, जिज्ञासु आईडी और फ़ोटो कार्ड और उसके धारक से मेल खाते हैं।',
  ],
} as const;
