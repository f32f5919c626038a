import { isIsoDate } from '../dates';
import { FILLER_WORDS, HONORIFICS, foldToken, isFiller } from './normalise';
import { namePart, type NamePart } from './name-parts';
import { initialLetters, isInitials, onlyTitles, writtenField } from './written-forms';

export interface PersonNames {
  firstName: string;
  middleName: string;
  lastName: string;
  /** yyyy-mm-dd or null */
  dob: string | null;
  fatherFirstName: string;
  fatherMiddleName: string;
  fatherLastName: string;
}

export interface PreparedPerson {
  /** the first name without filler words ('Mohd. Shahid' → 'shahid'), unless that is all it is */
  first: NamePart;
  middle: NamePart;
  last: NamePart;
  /** first and middle name written as one word ('Ajaydevi' = 'Ajay Devi'), fillers left out */
  given: NamePart;
  /** the given name's first real token, a filler written onto it cut off ('Sureshkumar') */
  givenCore: NamePart;
  /** the surname's last real token (Singh, Kaur, Kumar … skipped) */
  lastCore: NamePart;
  /** the surname is only a filler word (Singh, Kaur, Kumar, Devi): it says little */
  lastIsFiller: boolean;
  /** every folded token of the person's own names */
  tokens: ReadonlySet<string>;
  dob: string | null;
  /** the father's tokens without honorifics: first, the rest, and all but the last joined */
  fatherFirst: NamePart;
  fatherRest: NamePart[];
  fatherGiven: NamePart;
  fatherLast: NamePart;
  /** the father's first token with a joined filler cut off ('Surinderlal' → 'surinder') */
  fatherCore: NamePart;
  /**
   * The given names are only initials ('R K Sharma', 'R.K.', 'RK'): `givenLetters` holds them
   * and first, middle and given are empty.
   */
  initialsOnly: boolean;
  /**
   * With `initialsOnly`, a first name of three or more consonants written as one token ('Mdh',
   * 'Snl'): initials, or a name typed without its vowels (ADR 077). Else empty.
   */
  consonantsOnly: string;
  /** the letters the given names start with, initials spelt out ('Rajesh Kumar' → 'rk') */
  givenLetters: string;
  /** initials written beside a given name: the family's or father's ('K. Kathiravan' → 'k') */
  familyInitials: string;
  /** other names the person goes by ('Nemi Chand @ Bablu', 'Rajnish urf Pappu', '(Bunty)') */
  aliases: NamePart[];
  /** the father's given names are only initials ('R. P. Yadav') */
  fatherInitialsOnly: boolean;
  /** the letters the father's given names (all but his surname) start with */
  fatherLetters: string;
  /** set by the caller: the query's given name is someone else's name in the registry too */
  givenIsCommon?: boolean;
}

/** The father's tokens: relation markers ('S/o'), titles and honorifics left out. */
export function fatherTokens(person: PersonNames): string[] {
  const tokens = [
    ...writtenField(person.fatherFirstName).tokens,
    ...writtenField(person.fatherMiddleName).tokens,
    ...writtenField(person.fatherLastName).tokens,
  ];
  while (tokens.length > 1 && HONORIFICS.has(tokens[0]!)) tokens.shift();
  return tokens;
}

/** The person's own name fields as written: the first name may be a title alone with the name
 *  in the middle field ('Smt.' | 'Kamla' | 'Devi'), and initials are told from names. */
export interface GivenNames {
  /** the first name's tokens, initials left out (the middle field's when the first is a title) */
  first: readonly string[];
  middle: readonly string[];
  last: readonly string[];
  initialsOnly: boolean;
  /** every given token, initials included, in order */
  all: readonly string[];
  familyInitials: string;
  aliases: ReadonlyArray<readonly string[]>;
}

export function givenNames(person: PersonNames): GivenNames {
  const firstField = writtenField(person.firstName);
  const middleField = writtenField(person.middleName);
  const lastField = writtenField(person.lastName);
  // 'RK' is 'R K'
  const spelt = (tokens: readonly string[]) =>
    tokens.flatMap((token) => (isInitials(token) ? [...token] : [token]));
  let first = spelt(firstField.tokens);
  let middle = spelt(middleField.tokens);
  const hasName = (tokens: readonly string[]) =>
    tokens.some((token) => !isFiller(token) && !isInitials(token));
  // 'Shri' in the first field and the name in the middle one.
  if ((first.length === 0 || onlyTitles(first)) && hasName(middle)) [first, middle] = [middle, []];
  let family = '';
  // 'K. Kathiravan' or 'K.' | 'Kathiravan': initials beside a name stand for the family.
  if (hasName(first)) {
    family = initialLetters(first.filter(isInitials));
    first = first.filter((token) => !isInitials(token));
  } else if (first.every(isInitials) && hasName(middle) && middle.every((t) => !isInitials(t))) {
    family = initialLetters(first);
    [first, middle] = [middle, []];
  }
  // A surname field that is only an initial ('Kathiravan' | 'K') is the family's initial too.
  let last = lastField.tokens;
  if (last.length > 0 && last.every((token) => token.length === 1) && hasName(first)) {
    family += last.join('');
    last = [];
  }
  const all = [...first, ...middle];
  const initialsOnly = all.length > 0 && !hasName(first) && first.some(isInitials);
  return {
    first: initialsOnly ? [] : first,
    middle: initialsOnly ? [] : middle,
    last,
    initialsOnly,
    all,
    familyInitials: family,
    aliases: [...firstField.aliases, ...middleField.aliases, ...lastField.aliases],
  };
}

/** The tokens without filler words, or all of them when nothing else is left. */
function withoutFillers(tokens: readonly string[]): readonly string[] {
  const named = tokens.filter((token) => !isFiller(token));
  return named.length > 0 ? named : tokens;
}

/** 'sureshkumar' → 'suresh', 'parthbhai' → 'parth': a filler joined onto a name. */
function cutFillerSuffix(token: string): string {
  for (const filler of FILLER_WORDS) {
    if (token.length >= filler.length + 3 && token.endsWith(filler)) {
      return token.slice(0, -filler.length);
    }
  }
  return token;
}

/** The first field's one token of three or more letters when it is all consonants ('mdh'). */
function consonantToken(firstName: string): string {
  const { tokens } = writtenField(firstName);
  return tokens.length === 1 && tokens[0]!.length >= 3 && isInitials(tokens[0]!) ? tokens[0]! : '';
}

export function preparePerson(person: PersonNames): PreparedPerson {
  const names = givenNames(person);
  const first = withoutFillers(names.first);
  const middle = names.middle.filter((token) => !isFiller(token));
  const given = withoutFillers([...names.first, ...middle]);
  const last = names.last;
  const namedLast = last.filter((token) => !isFiller(token));
  const allFather = fatherTokens(person);
  const father = withoutFillers(allFather);
  const fatherGivenTokens = allFather.length > 1 ? allFather.slice(0, -1) : allFather;
  return {
    initialsOnly: names.initialsOnly,
    consonantsOnly: names.initialsOnly ? consonantToken(person.firstName) : '',
    givenLetters: initialLetters(names.all),
    familyInitials: names.familyInitials,
    aliases: names.aliases.map((tokens) => namePart(withoutFillers(tokens))),
    fatherInitialsOnly: allFather.length > 1 && fatherGivenTokens.every(isInitials),
    fatherLetters: initialLetters(fatherGivenTokens),
    first: namePart(first),
    middle: namePart(middle),
    last: namePart(last),
    given: namePart(given),
    givenCore: namePart(given.length > 0 ? [cutFillerSuffix(given[0]!)] : []),
    lastCore: namePart(namedLast.length > 0 ? [namedLast[namedLast.length - 1]!] : last),
    lastIsFiller: last.length > 0 && namedLast.length === 0,
    tokens: new Set([...given, ...last].map(foldToken)),
    dob: person.dob && isIsoDate(person.dob) ? person.dob : null,
    fatherFirst: namePart(father.slice(0, 1)),
    fatherRest: father.slice(1).map((token) => namePart([token])),
    fatherGiven: namePart(father.length > 1 ? father.slice(0, -1) : father),
    fatherLast: namePart(father.length > 1 ? father.slice(-1) : []),
    fatherCore: namePart(allFather.length > 0 ? [cutFillerSuffix(allFather[0]!)] : []),
  };
}
