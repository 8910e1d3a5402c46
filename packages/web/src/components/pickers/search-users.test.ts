import { describe, expect, it } from 'vitest';
import { foundUsersText, USER_SEARCH_LIMIT, USER_SEARCH_TEXT } from './search-users';

describe('foundUsersText', () => {
  it('says none, one or how many users were found below the limit', () => {
    expect(foundUsersText(0)).toBe('No user found with that email.');
    expect(foundUsersText(1)).toBe('1 user found');
    expect(foundUsersText(USER_SEARCH_LIMIT - 1)).toBe(`${USER_SEARCH_LIMIT - 1} users found`);
  });
  it('says that more may exist, and how to narrow the search, when the answer is full', () => {
    expect(foundUsersText(USER_SEARCH_LIMIT)).toBe(
      'Showing the first 20 users: type more of the email to narrow the search.',
    );
    expect(foundUsersText(USER_SEARCH_LIMIT + 5)).toBe(USER_SEARCH_TEXT.capped);
  });
});
