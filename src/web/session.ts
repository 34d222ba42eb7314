import { useSyncExternalStore } from 'react';

// The browser session, kept in localStorage under the specification's keys.
export const sessionKeys = {
  userToken: 'userToken',
  userId: 'userId',
  username: 'username',
  adminToken: 'adminToken',
} as const;

export interface UserSession {
  token: string;
  /** The user's documentId. */
  userId: string | null;
  username: string | null;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode, quota): the session then lasts as long as the page.
  }
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the session changes, in this tab or in another one. */
function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
}

export function getUserToken(): string | null {
  return read(sessionKeys.userToken);
}

export function getAdminToken(): string | null {
  return read(sessionKeys.adminToken);
}

let lastKey = '';
let lastSession: UserSession | null = null;

export function getUserSession(): UserSession | null {
  const token = getUserToken();
  const userId = read(sessionKeys.userId);
  const username = read(sessionKeys.username);
  const key = `${token}\u0000${userId}\u0000${username}`;
  if (key !== lastKey) {
    lastKey = key;
    lastSession = token ? { token, userId, username } : null;
  }
  return lastSession;
}

export function saveUserSession(session: { jwt: string; documentId: string; username: string }) {
  write(sessionKeys.userToken, session.jwt);
  write(sessionKeys.userId, session.documentId);
  write(sessionKeys.username, session.username);
  notify();
}

export function clearUserSession() {
  write(sessionKeys.userToken, null);
  write(sessionKeys.userId, null);
  write(sessionKeys.username, null);
  notify();
}

export function saveAdminToken(jwt: string) {
  write(sessionKeys.adminToken, jwt);
  notify();
}

export function clearAdminToken() {
  write(sessionKeys.adminToken, null);
  notify();
}

/** The logged-in user's session, or null; re-renders on login and logout. */
export function useUserSession(): UserSession | null {
  return useSyncExternalStore(subscribeSession, getUserSession, () => null);
}
