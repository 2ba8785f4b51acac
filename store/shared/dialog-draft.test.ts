import { db } from '@/mocks/shared/db';
import { toUserProfile } from '@/mocks/tables/auth/users';
import { claimDrafts } from '@/store/auth/drafts';
import { appStore } from './app-store';
import { dialogDraftKeys, dropDialogDraft, hasDialogDraft, restoreDialogDraft, saveDialogDraft } from './dialog-draft';
import { wipeDrafts } from './draft-wipe';

const [first, second] = db.state.accounts.users;
const signedInAs = (user: typeof first | null) => appStore.reset({ user: user ? toUserProfile(user) : null });
const EMPTY = { amount: '', stars: '' as number | '', areas: [] as number[] };

describe("a dialog's typed input belongs to whoever typed it", () => {
  it.each([
    [
      'its owner finds it (after claiming, as on signing in again)',
      () => first,
      () => first,
      { amount: '25', stars: 4, areas: [3] },
      true,
    ],
    ['another user never sees it, and signing in drops it', () => first, () => second, EMPTY, false],
    ["a guest's input is not kept at all", () => null, () => first, EMPTY, false],
  ])('%s', async (_, writer, reader, expected, waiting) => {
    signedInAs(writer() ?? null);
    saveDialogDraft('top-up', { amount: '25', stars: 4, areas: [3] });
    signedInAs(null);
    await claimDrafts(reader()!.id);
    signedInAs(reader()!);
    expect(restoreDialogDraft('top-up', EMPTY)).toEqual(expected);
    expect(hasDialogDraft('top-up')).toBe(waiting);
  });

  it.each([
    ['a field it does not have', { amount: '25', other: 'x' }, { ...EMPTY, amount: '25' }],
    ['a list where a value belongs', { amount: ['25'] }, EMPTY],
    ['a value where a list belongs', { areas: 3 }, EMPTY],
  ])('restoring leaves out %s', (_, saved, expected) => {
    signedInAs(first!);
    saveDialogDraft('x', saved);
    expect(restoreDialogDraft('x', EMPTY)).toEqual(expected);
  });

  it('a malformed value is dropped, never shown', () => {
    signedInAs(first!);
    localStorage.setItem(
      'DIALOG_DRAFT',
      JSON.stringify({ x: { dialog: 'x', values: { a: { nested: 1 } }, owner: 1 } }),
    );
    expect(hasDialogDraft('x')).toBe(false);
  });

  it('one draft per dialog: dropping one keeps the others; logout wipes them all', async () => {
    signedInAs(first!);
    saveDialogDraft('rate-provider:1', { experience: 'Tidy' });
    saveDialogDraft('top-up', { amount: '25' });
    dropDialogDraft('rate-provider:1');
    expect([hasDialogDraft('rate-provider:1'), hasDialogDraft('top-up')]).toEqual([false, true]);
    await wipeDrafts();
    expect(localStorage.getItem('DIALOG_DRAFT')).toBeNull();
  });

  it('keeps the send’s idempotency key in the draft (a sign-in in between keeps it), in memory before any typing', () => {
    signedInAs(first!);
    const early = dialogDraftKeys('reason:cancel:1');
    early.set('k-0');
    expect(early.get()).toBe('k-0');

    saveDialogDraft('top-up', { amount: '25' });
    dialogDraftKeys('top-up').set('k-1');
    saveDialogDraft('top-up', { amount: '30' });
    // Another mount of the dialog (after signing in again) reads the same key.
    expect(dialogDraftKeys('top-up').get()).toBe('k-1');
    dialogDraftKeys('top-up').set(null);
    expect(dialogDraftKeys('top-up').get()).toBeNull();
  });
});
