/**
 * Name folding, phonetic keys and match scoring for the duplicate check. Pure: the server
 * stores the keys computed here when a person row is written, finds candidates by those keys
 * and by date of birth, and scores each candidate with `scoreMatch`.
 *
 * The layers, each importing only those above it:
 * - normalise: tokens, folding, phonetic keys and the filler words;
 * - written-forms: titles, relation markers, aliases and initials read out of a name field;
 * - nicknames: pet names of given names, by the rule the grammars describe;
 * - distance: Jaro–Winkler and edit distance;
 * - name-parts: one name part compared with another;
 * - dob: dates of birth compared, and the dates a look-up asks for;
 * - person: a person's names prepared for scoring;
 * - keys: the sound keys stored with every person row;
 * - candidates: the index look-ups that find candidates and the pre-score that ranks them;
 * - score: a candidate scored against the query, with its level and reasons.
 *
 * This file is the package's public entry (`@form-a/domain/person-match`); the modules above
 * import each other directly, never through it.
 */
export {
  normaliseName,
  nameTokens,
  SYNONYM_FORMS,
  foldToken,
  foldName,
  phoneticKey,
} from './normalise';
export { jaroWinkler, editDistance } from './distance';
export {
  namePart,
  compareParts,
  type NamePart,
  type PartMatch,
  type PartComparison,
} from './name-parts';
export { swapDayMonth, dobVariants, dobWindow, compareDob, monthSlips, type DobMatch } from './dob';
export { TITLES, writtenField, isInitials, matchInitials } from './written-forms';
export { nicknameOf } from './nicknames';
export { preparePerson, givenNames, type PersonNames, type PreparedPerson } from './person';
export {
  MATCH_KEYS_VERSION,
  blockingKeys,
  givenKeys,
  COMMON_NAME,
  matchKeys,
  type BlockingKeys,
  type MatchKeys,
} from './keys';
export {
  candidateLookups,
  LOOKUP_ROW_LIMITS,
  CANDIDATE_LIMIT,
  CANDIDATE_PRESCORE,
  candidateRanking,
  candidatePreScore,
  type LookupIndex,
  type CandidateLookup,
  type CandidateRanking,
  type StoredKeys,
} from './candidates';
export {
  MATCH_WEIGHTS,
  MATCH_THRESHOLDS,
  scoreMatch,
  type MatchLevel,
  type MatchResult,
} from './score';
