// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LABEL_FONT_PATH, makeLanguageLabelFont } from '../scripts/make-language-label-font';

describe('the language switch label font', () => {
  it('is the subset the script makes from the current labels (run npm run fonts:label -w @form-a/web)', async () => {
    const committed = readFileSync(LABEL_FONT_PATH);
    const made = await makeLanguageLabelFont();
    expect(made.equals(committed)).toBe(true);
    expect(committed.length).toBeLessThan(4096); // small enough to be inlined as a data URL
  });
});
