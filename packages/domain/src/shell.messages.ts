/**
 * The texts the shell's own code shows (header, navigation, sign-in, masquerade, the page guards
 * and the calls it makes): part of MSG like every block, and importable alone so that the web's
 * first screen does not carry the whole catalogue (apps/web imports SHELL_MSG there).
 */
export const SHELL_MSG = {
  // platform
  serverError: 'Something went wrong on our side. Please try again.',
  noAccessToPage: 'You do not have access to this page',
  failedLookups: 'Failed to load lookups',
  // identity
  masqueradeBanner: (first: string, last: string) => `Currently you are masquerading as ${first} ${last}`,
  masqueradeSearchFailed: 'Failed to search users', // chosen
  masqueradeFailed: 'Failed to start masquerading', // chosen
  switchBackFailed: 'Failed to switch back to your own user', // chosen
  signInFailed: 'Sign-in failed. Please try again.', // chosen
  failedSignInUsers: 'Failed to fetch users',
  demoSignInNotice: 'Demo sign-in: anyone can sign in as any demo user',
  // users (the notification assignments' user picker)
  failedRetrieveUserList: 'Failed to retrieve the user list',
  // searches (spec/002 section 8, 'Searches and applications')
  failedAdvancedSearchFields: 'Failed to get advanced search fields',
  failedAdvancedSearch: 'Failed to perform advanced search',
  errorSavingSearch: 'Error saving search',
  errorDeletingSearch: 'Error deleting search',
  errorSettingDefaultSearch: 'Error setting default search',
} as const;
