import type { StartSession } from '@/components/shell/StartGate';
import { profileQueryOptions } from '@/hooks/auth/use-profile';
import { expireSession, loadDraftClaim } from '@/store/auth';

/**
 * The session's part of the start (components/shell/StartGate.tsx, which imports no domain), handed in by
 * _app: the API client's 401 ends the session here, the profile is auth's, a sign-in claims the drafts of
 * the device (their own chunk: not every route has drafts), and a provider's profile leaves early.
 */
export const startSession: StartSession = {
  expire: () => expireSession(),
  profileQuery: profileQueryOptions,
  claimDrafts: (userId) => void loadDraftClaim().then(({ claimDrafts }) => claimDrafts(userId)),
  // Silent: a failed early read is read again as the provider's screen mounts, which shows its own error.
  // Its own chunk (the provider's screens load it anyway): no client's first load carries it.
  prefetchProviderProfile: (queryClient) =>
    void import('@/hooks/provider-account').then(({ myProviderProfileQueryOptions }) =>
      queryClient.prefetchQuery({ ...myProviderProfileQueryOptions(), meta: { toastsError: false } }),
    ),
};
