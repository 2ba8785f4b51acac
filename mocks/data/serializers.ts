import type { User, UserProfile } from '@/services/types';
import type { SandboxUser } from './accounts';

/** What the API shows of a user: never the password or the sandbox's bookkeeping. */
export function toUser(user: SandboxUser): User {
  const { password: _password, profile_id: _profileId, closed_at: _closedAt, last_phone_change: _lastChange, ...visible } = user;
  return visible;
}

export function toUserProfile(user: SandboxUser): UserProfile {
  return { id: user.profile_id, user: toUser(user) };
}
