import { describe, expect, it } from 'vitest';
import {
  blockingKeys,
  candidateLookups,
  compareDob,
  givenKeys,
  nicknameOf,
  preparePerson,
  scoreMatch,
  writtenField,
  type PersonNames,
} from '../src/person-match';

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

describe('names as people write them (ADR 074)', () => {
  it.each([
    ['Smt. Kamla', ['kamla']],
    ['Late Shri Ram Lal', ['ram', 'lal']],
    ['S/o Ram Lal', ['ram', 'lal']],
    ['Thiru Murugan', ['murugan']],
    ['Sardar', ['sardar']],
    ['Selvi', ['selvi']],
  ])('reads %s as the name %j', (raw, tokens) => {
    expect(writtenField(raw).tokens).toEqual(tokens);
  });

  it.each([
    ['Nemi Chand @ Bablu', ['nemi', 'chand'], [['bablu']]],
    ['Rajnish urf Pappu', ['rajnish'], [['pappu']]],
    ['Siddharth (Bunty)', ['siddharth'], [['bunty']]],
    ['(Late) Bikash', ['bikash'], []],
  ])('takes the other name out of %s', (raw, tokens, aliases) => {
    expect(writtenField(raw)).toEqual({ tokens, aliases });
  });

  it('scores a title in any field, and a title alone with the name in the middle field', () => {
    expect(score({ firstName: 'Shri Rajesh' }).level).toBe('likely');
    expect(score({ firstName: 'Dr.', middleName: 'Rajesh Kumar' }).level).toBe('likely');
    expect(score({ fatherFirstName: 'S/o Hari' }).reasons).toContain("father's name: exact");
  });

  it('matches given names written as initials, likely only with date, father and surname', () => {
    for (const initials of ['R K', 'R.K.', 'RK', 'R. K.']) {
      const result = score({ firstName: initials, middleName: '' });
      expect(result.level).toBe('likely');
      expect(result.reasons).toContain('first name: given names as initials');
    }
    // ADR 077: a slip that keeps the dates closer than any sibling's, with father and surname.
    expect(score({ firstName: 'R K', middleName: '', dob: '1984-07-19' }).level).toBe('likely');
    expect(score({ firstName: 'R K', middleName: '', dob: '1984-08-09' }).level).toBe('likely');
    // A year apart a sibling could be born on the same day.
    expect(score({ firstName: 'R K', middleName: '', dob: '1985-07-09' }).level).toBe('possible');
    const noFather = { fatherFirstName: '', fatherMiddleName: '', fatherLastName: '' };
    expect(score({ firstName: 'R K', middleName: '', ...noFather }).level).toBe('likely');
    expect(score({ firstName: 'R K', middleName: '', dob: '1984-08-09', ...noFather }).level).toBe(
      'possible',
    );
    // Another given name with another initial is not this person.
    expect(score({ firstName: 'S K', middleName: '' }).level).toBeNull();
  });

  it("matches the father's given names as initials and the southern initial-first form", () => {
    const father = score({ fatherFirstName: 'H. O.', fatherMiddleName: '' });
    expect(father.level).toBe('likely');
    expect(father.reasons).toContain("father's name: given names as initials");
    const southern = score(
      { firstName: 'K. Kathiravan', middleName: '', lastName: '' },
      { firstName: 'Kathiravan', middleName: '', lastName: 'Karuppasamy' },
    );
    expect(southern.reasons).toContain('last name: initial');
    expect(southern.level).toBe('likely');
  });

  it('knows pet names by the rule, not by a list, and says whose they are', () => {
    expect(nicknameOf('raju', 'rajesh')).toBe('strong');
    expect(nicknameOf('subbu', 'subramanian')).toBe('strong');
    expect(nicknameOf('vicky', 'vikram')).toBe('strong');
    expect(nicknameOf('mohan', 'mohit')).toBeNull();
    const result = score({ firstName: 'Raju', middleName: '' });
    expect(result.reasons).toContain('first name: nickname of Rajesh');
    expect(result.level).toBe('likely');
    expect(score({ firstName: 'Raju', middleName: '', dob: '1984-07-08' }).level).toBe('likely');
    expect(score({ firstName: 'Raju', middleName: '', dob: '1983-07-09' }).level).toBe('possible');
  });

  it('takes an alias as another given name, on either side', () => {
    expect(
      score({ firstName: 'Pappu', middleName: '' }, { firstName: 'Rajesh @ Pappu' }).level,
    ).toBe('likely');
    expect(givenKeys(person({ firstName: 'Rajesh urf Pappu' }))).toHaveLength(2);
  });

  it('calls the same day a month off its own kind, and a year and month off possible', () => {
    expect(compareDob('1984-07-09', '1984-08-09').how).toBe('birth month differs by one');
    expect(compareDob('1984-12-09', '1985-01-09').how).toBe('birth month differs by one');
    expect(score({ dob: '1984-06-09' }).level).toBe('likely');
    expect(score({ dob: '1985-08-09' }).level).toBe('possible');
  });

  it('looks a person up by surname and initial, and by given name, near the date', () => {
    const query = person({ firstName: 'R K', middleName: '', dob: '1984-08-09' });
    expect(blockingKeys(query).initial).toBe(blockingKeys(person()).initial);
    const byInitial = candidateLookups(query).find((l) => l.index === 'surname_initial');
    expect(byInitial?.keys).toEqual([blockingKeys(person()).surname, 'r']);
    expect(byInitial?.dates).toContain('1984-07-09');
    expect(candidateLookups(query).some((l) => l.index === 'given_dob')).toBe(true);
  });
});

describe('round three, names nobody tuned for (ADR 077)', () => {
  it('reads a name typed without its vowels as the name, not as initials', () => {
    for (const [typed, name] of [
      ['Rjsh', 'Rajesh'],
      ['Snl', 'Sunil'],
      ['Shymsndr', 'Shyamsundar'],
    ] as const) {
      const result = score({ firstName: typed, middleName: '' }, { firstName: name });
      expect(result.reasons).toContain('first name: sounds alike');
      expect(result.level).toBe('likely');
    }
    // Three consonants that are not the name's are still initials.
    expect(score({ firstName: 'RKS', middleName: '' }).reasons).toContain(
      'first name: given names as initials',
    );
  });

  it('counts a year and a month off the same way as within a year: never likely', () => {
    expect(compareDob('1984-07-09', '1985-08-09').how).toBe('within a year');
    expect(compareDob('1984-07-09', '1983-06-09').how).toBe('within a year');
  });

  it("credits a clan surname repeated as the father's once, with a month slip", () => {
    const clan = { lastName: 'Kayastha', fatherLastName: 'Kayastha' };
    expect(score({ ...clan }).level).toBe('likely');
    expect(score({ ...clan, dob: '1984-08-09' }).level).toBe('likely');
    expect(score({ ...clan, dob: '1984-07-19' }).level).not.toBe('likely');
    // A cousin: the father is the father's brother.
    expect(score({ ...clan, dob: '1984-08-09', fatherFirstName: 'Shiv' }).level).not.toBe('likely');
  });

  it('names the year off by one even when it is a single digit, and credits a clan surname with it', () => {
    // 1989 → 1990 is two digits, 1984 → 1983 one: the same slip, and one name for it
    expect(compareDob('1989-07-09', '1990-07-09')).toEqual({ sim: 0.75, how: 'year off by one' });
    expect(compareDob('1984-07-09', '1983-07-09')).toEqual({ sim: 0.8, how: 'year off by one' });
    const clan = { lastName: 'Kayastha', fatherLastName: 'Kayastha' };
    for (const [written, stored] of [
      ['1983-07-09', '1984-07-09'],
      ['1990-07-09', '1989-07-09'],
    ] as const) {
      const slipped = score({ ...clan, dob: written }, { dob: stored });
      expect(slipped.level, written).toBe('likely');
      expect(slipped.reasons).toContain('date of birth: year off by one');
      const cousin = score({ ...clan, dob: written, fatherFirstName: 'Shiv' }, { dob: stored });
      expect(cousin.level, written).not.toBe('likely');
    }
  });
});
