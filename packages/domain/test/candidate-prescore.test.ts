import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_PRESCORE,
  blockingKeys,
  candidatePreScore,
  candidateRanking,
  type PersonNames,
} from '../src/person-match';

const query: PersonNames = {
  firstName: 'Rajesh',
  middleName: 'Kumar',
  lastName: 'Verma',
  dob: '1975-04-09',
  fatherFirstName: 'Mohan',
  fatherMiddleName: '',
  fatherLastName: 'Verma',
};

/** The stored columns of a person, as the server writes them. */
function stored(person: PersonNames) {
  const keys = blockingKeys(person);
  return { firstKey: keys.given, lastKey: keys.surname, fatherKey: keys.father, dob: person.dob };
}

describe('the pre-score that keeps the best candidates', () => {
  const ranking = candidateRanking(query);
  const p = CANDIDATE_PRESCORE;

  it('gives the same person, written another way, every point', () => {
    const respelt = { ...query, firstName: 'Rajeshkumar', middleName: '', lastName: 'Varma' };
    expect(candidatePreScore(ranking, stored(respelt))).toBe(
      p.given + p.surname + p.father + p.dobExact,
    );
  });

  it('counts first and last name swapped as both agreeing, and a near date less than the date', () => {
    const swapped = { ...query, firstName: 'Verma', middleName: '', lastName: 'Rajesh' };
    expect(candidatePreScore(ranking, stored({ ...swapped, dob: '1975-09-04' }))).toBe(
      p.given + p.surname + p.father + p.dobExact,
    );
    expect(candidatePreScore(ranking, stored({ ...query, dob: '1976-04-09' }))).toBe(
      p.given + p.surname + p.father + p.dobNear,
    );
  });

  it('ranks the true record with a mistyped name above a sibling born another year', () => {
    const mistyped = stored({ ...query, firstName: 'Rjaesh', middleName: '' });
    const sibling = stored({ ...query, firstName: 'Suresh', dob: '1979-02-11' });
    expect(candidatePreScore(ranking, mistyped)).toBeGreaterThan(
      candidatePreScore(ranking, sibling),
    );
  });
});
