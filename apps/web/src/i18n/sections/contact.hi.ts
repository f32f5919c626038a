import type { contactEn } from './contact.en';

/** Hindi texts of a masked phone or email and its Show button: the same keys as English. */
export const contactHi: typeof contactEn = {
  showPhone: '{{name}} का फ़ोन नंबर दिखाएँ',
  showEmail: '{{name}} का ईमेल पता दिखाएँ',
  showContact: '{{name}} का फ़ोन नंबर और ईमेल दिखाएँ',
  failed: 'नहीं दिखाया जा सका, फिर से प्रयास करें:',
  hide: 'फिर से छिपाएँ',
  phone: 'फ़ोन',
  email: 'ईमेल',
};
