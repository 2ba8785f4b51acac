import { appStore } from './app-store';

/**
 * Drafts belong to someone: each records its owner's user id when saved (`owner`), none for a
 * guest's. A draft is shown to its owner only; a guest's to whoever opens it (signing in to send
 * it adopts it: store/auth/drafts.ts). Absent in drafts saved before owners were recorded:
 * read as a guest's.
 */
export type DraftOwner = number | null;

export function currentOwner(): DraftOwner {
  return appStore.getState().user?.user.id ?? null;
}

export function isShownHere(owner: DraftOwner | undefined): boolean {
  return owner === undefined || owner === null || owner === currentOwner();
}

export function isOwnerField(value: unknown): value is DraftOwner | undefined {
  return value === undefined || value === null || typeof value === 'number';
}
