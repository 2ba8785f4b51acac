import { db } from '../../shared/db';
import type { SandboxUser } from '../../data/auth/accounts';
import type { User, UserProfile } from '../../data/shared/records';

/* The users table: a user by id, and a user as the answers show them (whole to themselves, by name to others). */

export function userOf(id: number): SandboxUser | undefined {
  return db.state.accounts.users.find((user) => user.id === id);
}

export function fullName(user: SandboxUser | undefined): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** Clients are shown by first name and initial. */
export function clientName(user: SandboxUser | undefined): string {
  return user ? `${user.first_name} ${user.last_name.slice(0, 1)}.`.trim() : '';
}

export function countryCodeOf(userId: number): string {
  const country = db.state.locations.countries.find((item) => item.id === userOf(userId)?.country);
  return country?.code_name ?? 'jo';
}

/** What the API shows of a user: never the password or the sandbox's bookkeeping. */
export function toUser(user: SandboxUser): User {
  const {
    password: _password,
    profile_id: _profileId,
    closed_at: _closedAt,
    last_phone_change: _lastChange,
    ...visible
  } = user;
  return visible;
}

export function toUserProfile(user: SandboxUser): UserProfile {
  return { id: user.profile_id, user: toUser(user) };
}
