import { appStore } from '@/store/shared/app-store';
import { readString, STORAGE_KEYS, writeString } from '@/store/shared/storage';
import { signOut } from './sign-out';

describe('signOut', () => {
  it('clears the session but keeps the language, resets the user and goes to the role home page', async () => {
    writeString(STORAGE_KEYS.accessToken, 'token');
    writeString(STORAGE_KEYS.language, 'en');
    appStore.reset({ user: { id: 1, user: {} as never } });
    const assign = vi.fn();
    await signOut('provider', { assign });
    expect(readString(STORAGE_KEYS.accessToken)).toBeNull();
    expect(readString(STORAGE_KEYS.language)).toBe('en');
    expect(appStore.getState().user).toBeNull();
    expect(assign).toHaveBeenCalledWith('/service-providers/homepage');
  });
});
