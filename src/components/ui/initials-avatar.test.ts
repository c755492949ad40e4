// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials-avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Maria Delgado')).toBe('MD');
    expect(initialsOf('Mary Jo van Dyke')).toBe('MD');
  });
  it('skips a title and copes with one name', () => {
    expect(initialsOf('Dr. Kevin Osei')).toBe('KO');
    expect(initialsOf('prince')).toBe('P');
  });
});
