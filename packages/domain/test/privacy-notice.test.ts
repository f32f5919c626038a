import { describe, expect, it } from 'vitest';
import {
  consentSchema,
  NOTICE_LANGUAGES,
  PRIVACY_NOTICE_VERSION,
  PRIVACY_NOTICE_VERSIONS,
} from '../src/privacy-notice';
import { privacyNoticeText, type PrivacyNoticeParams } from '../src/privacy-notice-text';

// ADR 053: every published version says the same six things in both languages, filled in with
// the server's settings, and a consent names one of them.

const PARAMS: PrivacyNoticeParams = {
  organisation: 'Satsang Sabha',
  grievanceContact: 'Grievance Officer, grievance@example.org',
  retentionDraftDays: 180,
  retentionReturnedDays: 365,
};

describe('the privacy notice', () => {
  it('has the current version among the published ones', () => {
    expect(PRIVACY_NOTICE_VERSIONS).toContain(PRIVACY_NOTICE_VERSION);
  });

  it.each(PRIVACY_NOTICE_VERSIONS.flatMap((v) => NOTICE_LANGUAGES.map((l) => [v, l] as const)))(
    'version %s in %s names what, why, who, how long, the rights and the grievance contact',
    (version, language) => {
      const notice = privacyNoticeText(version, language, PARAMS)!;
      expect(notice.sections.map((section) => section.id)).toEqual([
        'collected',
        'purpose',
        'recipients',
        'retention',
        'rights',
        'grievance',
      ]);
      const text = JSON.stringify(notice);
      expect(text).toContain('Satsang Sabha');
      expect(text).toContain(PARAMS.grievanceContact);
      expect(text).toContain('180');
      expect(text).toContain('365');
      for (const section of notice.sections) {
        expect(section.heading).not.toBe('');
        expect(section.paragraphs.every((paragraph) => paragraph.length > 20)).toBe(true);
      }
    },
  );

  it('is written in Hindi in Hindi, not in English', () => {
    const hindi = JSON.stringify(privacyNoticeText(PRIVACY_NOTICE_VERSION, 'hi', PARAMS));
    const devanagari = hindi.match(/[\u0900-\u097F]/g)?.length ?? 0;
    expect(devanagari).toBeGreaterThan(hindi.length / 3);
  });

  it('says what happens without a contact or a retention period, rather than "null" or "0 days"', () => {
    for (const language of NOTICE_LANGUAGES) {
      const text = JSON.stringify(
        privacyNoticeText(PRIVACY_NOTICE_VERSION, language, {
          ...PARAMS,
          grievanceContact: null,
          retentionDraftDays: 0,
          retentionReturnedDays: 0,
        }),
      );
      expect(text).not.toMatch(/null|\b0 (days|दिनों)/);
    }
  });

  it('has no words for a version never published', () => {
    expect(privacyNoticeText('2020-01-01', 'en', PARAMS)).toBeUndefined();
  });
});

describe('the consent a submit carries', () => {
  it('names a published version and a language of the notice', () => {
    expect(
      consentSchema.safeParse({ noticeVersion: PRIVACY_NOTICE_VERSION, language: 'hi' }).success,
    ).toBe(true);
    const refusals = [
      { noticeVersion: '2020-01-01', language: 'en' },
      { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'fr' },
      { noticeVersion: PRIVACY_NOTICE_VERSION },
      { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en', recordedBy: 1 },
      { noticeVersion: 'x'.repeat(41), language: 'en' },
    ];
    for (const consent of refusals) expect(consentSchema.safeParse(consent).success).toBe(false);
  });
});
