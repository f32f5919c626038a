import type { reportsEn } from './reports.en';

/** Hindi labels of the reports screen, the secretary's branch figures and the list export. */
export const reportsHi: typeof reportsEn = {
  menu: 'रिपोर्ट',
  title: 'रिपोर्ट',
  intro: 'अवधि में बने पंजीकरण, और रिकॉर्ड अभी कितने समय से प्रतीक्षा में हैं।',
  filters: 'फ़िल्टर',
  from: 'से',
  to: 'तक',
  branch: 'शाखा',
  allBranches: 'सभी शाखाएँ',
  clear: 'फ़िल्टर हटाएँ',
  loadFailed: 'रिपोर्ट लोड नहीं हुई। कृपया फिर से प्रयास करें।',
  periodAll: '{{to}} तक का पूरा समय',
  period: '{{from}} से {{to}} तक',
  noData: 'इस अवधि में कोई पंजीकरण नहीं।',
  showTable: 'तालिका दिखाएँ',
  hideTable: 'तालिका छिपाएँ',
  total: 'कुल',
  byMonth: { title: 'महीने के अनुसार पंजीकरण', month: 'महीना' },
  byBranch: {
    title: 'शाखा के अनुसार पंजीकरण',
    chartNote: 'चार्ट में सबसे बड़ी {{count}} शाखाएँ हैं; तालिका में सभी शाखाएँ हैं।',
  },
  byStatus: { title: 'स्थिति के अनुसार पंजीकरण', status: 'स्थिति', count: 'रिकॉर्ड' },
  stageAge: {
    title: 'रिकॉर्ड हर स्थिति में कितने समय से प्रतीक्षा में हैं',
    note: 'अभी प्रतीक्षा में रिकॉर्ड, वर्तमान स्थिति में आने के बाद के समय के अनुसार (अवधि लागू नहीं होती)।',
    state: 'स्थिति',
    buckets: {
      under1d: '1 दिन से कम',
      d1to3: '1–3 दिन',
      d3to7: '3–7 दिन',
      d7to30: '7–30 दिन',
      over30d: '30 दिन से अधिक',
    },
  },
  branchFigures: 'मेरी शाखा के आँकड़े',
  export: {
    button: 'निर्यात',
    menuLabel: 'पूरी सूची निर्यात करें',
    csv: 'CSV (एक्सेल, UTF-8)',
    xlsx: 'एक्सेल वर्कबुक (XLSX)',
    note: 'इस सूची की हर पंक्ति, वर्तमान फ़िल्टर और क्रम के साथ।',
  },
};
