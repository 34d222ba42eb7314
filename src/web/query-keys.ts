// The client's cache keys that more than one feature reads or drops: a feature that changes what another shows
// invalidates the other's key from here, never by importing that feature.

/** The matches of the public pages (the current round, one match). */
export const matchKeys = {
  all: ['matches'] as const,
  currentRound: () => [...matchKeys.all, 'current'] as const,
  one: (documentId: string) => [...matchKeys.all, 'one', documentId] as const,
};

/** The back office's list of accounts. */
export const adminUsersKey = ['admin', 'users'] as const;
