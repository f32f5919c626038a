/**
 * What the server writes into the HTML pages it sends and the web reads back at boot (ADR 035):
 * the public settings as JSON (so the first screen needs no /api/config/public round trip)
 * and, in a page the build rendered ahead, the place of the organisation's title.
 */
export const PUBLIC_CONFIG_ELEMENT_ID = 'form-a-public-config';

/** Stands for the organisation's title in a pre-rendered page; the server fills it in. */
export const ORG_TITLE_MARKER = '%FORM_A_ORG_TITLE%';
