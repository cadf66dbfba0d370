/**
 * English texts of session control in User settings (active sessions, the password asked for
 * an e-mail change); merged into the main resource (same two-level shape).
 */
export const sessionsEn = {
  sessions: {
    title: 'Active sessions',
    intro: 'Where you are signed in. Sign out a session you do not recognise, and change your password.',
    loading: 'Loading your sessions…',
    loadFailed: 'Your sessions could not be loaded.',
    device: '{browser} on {os}',
    unknown: 'Unknown',
    thisDevice: 'This device',
    address: 'Address {ip}',
    signedIn: 'Signed in {date}',
    lastUsed: 'Last used {date}',
    signOut: 'Sign out',
    signOutLabel: 'Sign out {device} ({ip})',
    signOutOthers: 'Sign out everywhere else',
    signedOut: 'The session has been signed out.',
    signedOutOthers_one: '{count} other session has been signed out.',
    signedOutOthers_other: '{count} other sessions have been signed out.',
    noOthers: 'You are not signed in anywhere else.',
    emailPasswordHint:
      'Changing your e-mail address needs your current password. Your old address is told of the change, and your other sessions are signed out.',
  },
};

export type SessionsResource = {
  [Section in keyof typeof sessionsEn]: { [Key in keyof (typeof sessionsEn)[Section]]: string };
};
