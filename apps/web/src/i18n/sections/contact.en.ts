/** English texts of a masked phone or email and its Show button (ADR 057). */
export const contactEn = {
  showPhone: 'Show phone number of {{name}}',
  showEmail: 'Show email address of {{name}}',
  /** the search results' one button for both */
  showContact: 'Show phone number and email of {{name}}',
  /** put before the button's name when the last try failed */
  failed: 'Could not be shown, try again:',
  /** the tooltip of a Show that is pressed */
  hide: 'Hide again',
  phone: 'Phone',
  email: 'Email',
};
