import { describe, expect, it } from 'vitest';
import {
  compareDob,
  compareParts,
  dobVariants,
  dobWindow,
  editDistance,
  foldName,
  foldToken,
  jaroWinkler,
  matchKeys,
  nameTokens,
  namePart,
  normaliseName,
  phoneticKey,
  preparePerson,
  scoreMatch,
  swapDayMonth,
  type PersonNames,
} from '../src/person-match';

const part = (value: string) => namePart(nameTokens(value));
const key = (value: string) => phoneticKey(foldName(value));

describe('normalising and folding names', () => {
  it('ignores case, spaces, punctuation and accents', () => {
    expect(normaliseName('  SHRĪ-  ram.  ')).toBe('shri ram');
    expect(nameTokens(" D'Souza ")).toEqual(['d', 'souza']);
    expect(nameTokens('')).toEqual([]);
  });

  it.each([
    ['Laxmi', 'Lakshmi'],
    ['Saxena', 'Saksena'],
    ['Sharma', 'Sarma'],
    ['Shobha', 'Sobha'],
    ['Bhushan', 'Bushan'],
    ['Dhawan', 'Dawan'],
    ['Sethi', 'Seti'],
    ['Khurana', 'Kurana'],
    ['Ghosh', 'Gosh'],
    ['Phalke', 'Falke'],
    ['Chaudhary', 'Choudhary'],
    ['Choudhury', 'Chowdhury'],
    ['Chhabra', 'Chabra'],
    ['Rajeev', 'Rajiv'],
    ['Pooran', 'Puran'],
    ['Kamaal', 'Kamal'],
    ['Malhotraa', 'Malhotra'],
    ['Bhatt', 'Bhat'],
    ['Dwivedi', 'Dvivedi'],
    ['Wasim', 'Vasim'],
    ['Zakir', 'Jakir'],
    ['Farooq', 'Farook'],
    ['Mishra', 'Misra'],
    ['Pandey', 'Pande'],
    ['Dubey', 'Dube'],
    ['Tripathy', 'Tripathi'],
    ['Vijay', 'Vijai'],
    ['Shukla', 'Shukl'],
    ['Ramaa', 'Ram'],
    ['Narinder', 'Narendra'],
    ['Jitender', 'Jitendra'],
    ['Chander', 'Chandra'],
    ['Mohd', 'Mohammad'],
    ['Muhammad', 'Mohammed'],
    ['Sheikh', 'Shaikh'],
    ['Syed', 'Sayyed'],
  ])('folds %s and %s alike', (a, b) => {
    expect(foldName(a)).toBe(foldName(b));
  });

  it.each([
    ['Sita', 'Gita'],
    ['Rohit', 'Mohit'],
    ['Aditya', 'Aditi'],
    ['Amit', 'Sumit'],
    ['Shah', 'Sa'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(foldName(a)).not.toBe(foldName(b));
  });

  it('keeps a short name whole: a final vowel is not dropped below three letters', () => {
    expect(foldToken('uma')).toBe('uma');
    expect(foldToken('shah')).toBe('sah');
  });

  it.each([
    ['Jagadish', 'Jagdish'],
    ['Aiyar', 'Iyer'],
    ['Agrawal', 'Aggarwal'],
    ['Vinod', 'Binod'],
    ['Chowdhury', 'Chaudhary'],
    ['Luxmi', 'Lakshmi'],
  ])('gives %s and %s the same phonetic key', (a, b) => {
    expect(key(a)).toBe(key(b));
  });

  it('gives different-sounding names different keys', () => {
    expect(key('Sita')).not.toBe(key('Gita'));
    expect(key('Suresh')).not.toBe(key('Ramesh'));
  });
});

describe('string distances', () => {
  it('computes Jaro-Winkler as published', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', '')).toBe(0);
  });

  it('counts an adjacent transposition as one edit', () => {
    expect(editDistance('kiran', 'kiarn')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('comparing name parts', () => {
  it.each([
    ['Virendra', 'VIRENDRA', 'exact'],
    ['Laxmi', 'Lakshmi', 'spelling variant'],
    ['Jagadish', 'Jagdish', 'sounds alike'],
    ['Subhash', 'Subash', 'spelling variant'],
    ['Prakash', 'Parkash', 'sounds alike'],
    ['Ganesh', 'Ganseh', 'sounds alike'],
    ['Yogendra', 'Yogndra', 'sounds alike'],
    ['Kr', 'Kumar', 'initial'],
    ['Sita', 'Gita', 'different'],
  ])('%s vs %s: %s', (a, b, how) => {
    expect(compareParts(part(a), part(b)).how).toBe(how);
  });

  it('scores a slip in the first letter lower than one later on', () => {
    expect(compareParts(part('Rohit'), part('Mohit')).sim).toBeLessThan(0.8);
    expect(compareParts(part('Bhupendar'), part('Bhupinder')).sim).toBeGreaterThanOrEqual(0.85);
  });

  it('reports an empty part as missing', () => {
    expect(compareParts(part(''), part('Kumar'))).toEqual({ sim: 0, how: 'missing' });
  });
});

describe('dates of birth', () => {
  it('swaps day and month only when that is another valid date', () => {
    expect(swapDayMonth('1990-03-04')).toBe('1990-04-03');
    expect(swapDayMonth('1990-03-13')).toBeNull();
    expect(swapDayMonth('1990-03-03')).toBeNull();
    expect(dobVariants('1990-03-04')).toEqual(['1990-03-04', '1990-04-03']);
    expect(dobVariants('1990-03-25')).toEqual(['1990-03-25']);
    expect(dobVariants('not a date')).toEqual([]);
  });

  it('opens a window of a year either side, 29 February included', () => {
    expect(dobWindow('1990-03-04')).toEqual({ from: '1989-03-04', to: '1991-03-04' });
    expect(dobWindow('2024-02-29')).toEqual({ from: '2023-02-28', to: '2025-02-28' });
  });

  it.each([
    ['1990-03-04', '1990-03-04', 'exact'],
    ['1990-03-04', '1990-04-03', 'day/month swapped'],
    ['1990-03-04', '1990-03-07', 'one digit differs'],
    ['1990-03-04', '1991-03-04', 'year off by one'],
    ['1990-03-04', '1990-03-05', 'one digit differs'],
    ['1990-03-24', '1989-03-24', 'year off by one'],
    ['1990-03-24', '1990-09-02', 'within a year'],
    ['1990-03-24', '1975-11-02', 'different'],
    ['1990-03-24', null, 'missing'],
  ])('%s vs %s: %s', (a, b, how) => {
    expect(compareDob(a, b).how).toBe(how);
  });
});

const person = (values: Partial<PersonNames> = {}): PersonNames => ({
  firstName: 'Rajesh',
  middleName: 'Kumar',
  lastName: 'Srivastava',
  dob: '1984-07-09',
  fatherFirstName: 'Hari',
  fatherMiddleName: 'Om',
  fatherLastName: 'Srivastava',
  ...values,
});
const score = (query: Partial<PersonNames>, candidate: Partial<PersonNames> = {}) =>
  scoreMatch(preparePerson(person(query)), preparePerson(person(candidate)));

describe('scoring a candidate', () => {
  it('gives the same person 1 and likely', () => {
    expect(score({})).toMatchObject({ score: 1, level: 'likely' });
    expect(score({ firstName: ' RAJESH ', lastName: 'srivastava' }).score).toBe(1);
  });

  it('sees through spelling variants, a dropped or joined middle name and a typo', () => {
    expect(score({ lastName: 'Shrivastav' })).toMatchObject({ level: 'likely' });
    const dropped = score({ middleName: '', fatherMiddleName: '' }, { middleName: 'Mohan' });
    expect(dropped.level).toBe('likely');
    expect(dropped.reasons).toContain('middle name: dropped');
    const joined = score({ firstName: 'Rajeshmohan', middleName: '' }, { middleName: 'Mohan' });
    expect(joined.level).toBe('likely');
    expect(joined.reasons).toContain('first and middle name joined');
    // Kumar is a filler: written, dropped or joined on, it changes nothing.
    expect(score({ firstName: 'Rajeshkumar', middleName: '' })).toMatchObject({ level: 'likely' });
    expect(score({ middleName: '' }).score).toBe(1);
    expect(score({ fatherFirstName: 'Hair' })).toMatchObject({ level: 'likely' });
    expect(score({ fatherFirstName: 'Hariom', fatherMiddleName: '' }).level).toBe('likely');
  });

  it('accepts the usual slips in a date as likely, but not a date months away', () => {
    const swapped = score({ dob: '1984-09-07' });
    expect(swapped.level).toBe('likely');
    expect(swapped.reasons).toContain('date of birth: day/month swapped');
    for (const [dob, how] of [
      ['1984-07-08', 'one digit differs'],
      ['1994-07-09', 'one digit differs'],
      ['1984-01-01', 'year only'],
    ] as const) {
      const slipped = score({ dob });
      expect(slipped.level, dob).toBe('likely');
      expect(slipped.reasons).toContain(`date of birth: ${how}`);
    }
    const yearOff = score({ dob: '1979-07-09' }, { dob: '1980-07-09' });
    expect(yearOff.level).toBe('likely');
    expect(yearOff.reasons).toContain('date of birth: year off by one');
    expect(score({ dob: '1985-02-11' }).level).toBe('possible');
  });

  it('finds first and last name swapped, and a married surname when father and date agree', () => {
    const swapped = score({ firstName: 'Srivastava', middleName: '', lastName: 'Rajesh' });
    expect(swapped.level).toBe('likely');
    expect(swapped.reasons).toContain('first and last name swapped');
    const married = score({ lastName: 'Mehta' });
    expect(married.level).toBe('likely');
    expect(married.reasons).toContain('last name: different (married name?)');
    // A changed surname and the year off by one, the given name and father agreeing: the slip
    // ADR 077 credits, one digit (1984/1985) or two; the same father's other child has another
    // given name, and stays possible at most.
    expect(score({ lastName: 'Mehta', dob: '1985-07-09' }).level).toBe('likely');
    expect(score({ lastName: 'Mehta', dob: '1985-07-09' }, { dob: '1984-07-09' }).level).toBe(
      'likely',
    );
    expect(score({ firstName: 'Mahesh', lastName: 'Mehta', dob: '1985-07-09' }).level).not.toBe(
      'likely',
    );
  });

  it('keeps twins with rhyming names at possible when the query’s name is a common one', () => {
    const query = { ...preparePerson(person({ firstName: 'Rakesh' })), givenIsCommon: true };
    expect(scoreMatch(query, preparePerson(person())).level).toBe('possible');
    // The same slip in a name nobody else carries is a typo of this person's.
    expect(score({ firstName: 'Rajesj' }).level).toBe('likely');
  });

  it('never calls the same name and birth date with a clearly different father likely', () => {
    const other = score({ fatherFirstName: 'Brijmohan', fatherMiddleName: '' });
    expect(other.level).toBe('possible');
    expect(other.reasons).toContain("father's name: different");
    expect(score({ fatherFirstName: 'Suresh' }).level).toBe('possible');
  });

  it('does not report strangers who only share a birth date or a surname', () => {
    expect(score({ firstName: 'Manpreet', middleName: '', lastName: 'Gill' }).level).toBeNull();
    expect(
      score({ firstName: 'Anupam', dob: '1961-01-30', fatherFirstName: 'Lalit' }).level,
    ).toBeNull();
  });

  it('does not count a father left blank on one side against the candidate', () => {
    const blank = score({ fatherFirstName: '', fatherMiddleName: '', fatherLastName: '' });
    expect(blank.level).toBe('likely');
    expect(blank.reasons.some((reason) => reason.startsWith("father's name"))).toBe(false);
  });

  it('calls the full name without a father likely when the date is one of a few slips away', () => {
    const noFather = { fatherFirstName: '', fatherMiddleName: '', fatherLastName: '' };
    // The same day a month either side, or the same day and month a year either side: two dates
    // each, barely more than the swap's one. No sibling is born a month apart, nor shares the
    // given name.
    for (const [dob, how] of [
      ['1984-08-09', 'birth month differs by one'],
      ['1985-07-09', 'year off by one'],
    ] as const) {
      const slipped = score({ ...noFather, dob });
      expect(slipped.level, dob).toBe('likely');
      expect(slipped.reasons).toContain(`date of birth: ${how}`);
      // Another middle name, or a given name one letter off (a twin's, a cousin's), is not
      // enough without the father, though the exact date would be.
      const otherMiddle = score(
        { ...noFather, dob, middleName: 'Mohan' },
        { ...noFather, middleName: 'Prakash' },
      );
      expect(otherMiddle.level, dob).toBe('possible');
      expect(score({ ...noFather, dob, firstName: 'Rakesh' }, noFather).level, dob).toBe(
        'possible',
      );
      expect(score({ ...noFather, firstName: 'Rakesh' }, noFather).level).toBe('likely');
      // A pet name written as an alias is a weak given name: the exact date, as for initials.
      const alias = score(
        { ...noFather, dob, firstName: 'Bablu', middleName: '' },
        { ...noFather, firstName: 'Rajesh @ Bablu', middleName: '' },
      );
      expect(alias.reasons, dob).toContain('first name: alias');
      expect(alias.level, dob).toBe('possible');
    }
    // One digit admits about twenty dates: without the father, not enough.
    expect(score({ ...noFather, dob: '1984-07-19' }).level).toBe('possible');
  });

  it('strips an honorific in front of the father’s name', () => {
    expect(score({ fatherFirstName: 'Late Hari', fatherMiddleName: 'Om' }).score).toBe(1);
  });
});

describe('stored keys', () => {
  it('stores the key pair and the folded forms', () => {
    expect(matchKeys(person({ firstName: 'Laxmi', lastName: 'Chowdhury' }))).toEqual({
      firstKey: key('Lakshmi'),
      lastKey: key('Chaudhary'),
      fatherKey: key('Hari'),
      namesKey: [key('Lakshmi'), key('Chaudhary')].sort().join(' '),
      initialKey: 'l',
      nameFolded: 'laksmi kumar cauduri',
      fatherFolded: 'hari om srivastav',
    });
  });
});
