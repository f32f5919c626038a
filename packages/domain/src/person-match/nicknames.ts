/**
 * Short forms of given names ('Raju' for Rajesh or Rajnish, 'Debu' for Debabrata, 'Subbu' for
 * Subramanian). Not a table of pairs: the pet names of Indian languages are made by a rule
 * the grammars describe (ADR 074 gives the sources) — the name cut after its first closed
 * syllable, its last consonant sometimes doubled, and an endearing ending added (-u, -i, -y,
 * -ee, -oo, -ie). A table of pairs would hold only the names its author thought of; the rule
 * holds for names nobody listed. Pet names unrelated to the name (Pappu, Bunty) are not
 * guessed: they match only when written as an alias ('Rajnish urf Pappu').
 */
import { foldToken } from './normalise';

/** Endings, longest first, that make a pet name of a cut name. */
const ENDINGS = ['ee', 'oo', 'ie', 'u', 'i', 'y'];

/** The cut name a short form is made of, folded: 'subbu' → 'sub', 'vicky' → 'vik'. */
function stemOf(short: string): string | null {
  for (const ending of ENDINGS) {
    if (!short.endsWith(ending)) continue;
    let stem = short.slice(0, -ending.length);
    // the doubled consonant of 'Subbu', 'Jassi', 'Vicky'
    stem = stem.replace(/ck$/, 'k').replace(/([^aeiou])\1$/, '$1');
    // a closed syllable of three letters or more: 'raj', 'deb', 'vik', 'chait'
    if (stem.length >= 3 && !/[aeiouy]$/.test(stem)) return foldToken(stem);
    return null;
  }
  return null;
}

/**
 * How `short` is a pet name of `full` (both one normalised token), when it is: its cut name
 * begins the full name, which goes on for at least two more letters. 'weak' when the ending
 * is -i, which many full names end in too (Preeti is a name, not only a short Pritam).
 */
export function nicknameOf(short: string, full: string): 'strong' | 'weak' | null {
  if (short.length > 7 || short === full) return null;
  const stem = stemOf(short);
  if (stem === null) return null;
  const folded = foldToken(full);
  if (folded.length < stem.length + 2 || !folded.startsWith(stem)) return null;
  return short.endsWith('i') ? 'weak' : 'strong';
}
