import i18next from 'i18next';

/** A fresh copy of locales/i18n (nothing started yet) over the shared i18next instance. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('loadWithScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts a screen named before the start into the start batch: one parallel fetch with common', async () => {
    const init = vi.spyOn(i18next, 'init').mockImplementation(() => Promise.resolve(i18next.t));
    const { initI18n, loadWithScreen } = await freshI18n();
    loadWithScreen('home', 'catalogue');
    await initI18n('ar');
    expect(init).toHaveBeenCalledTimes(1);
    expect(init.mock.calls[0]?.[0]).toMatchObject({ lng: 'ar', ns: ['common', 'MESSAGES', 'home', 'catalogue'] });
  });

  it('starts loading at once when the app has started (a later navigation)', async () => {
    vi.spyOn(i18next, 'init').mockImplementation(() => Promise.resolve(i18next.t));
    const load = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    const { initI18n, loadWithScreen } = await freshI18n();
    await initI18n('en');
    loadWithScreen('settings', 'validation');
    expect(load).toHaveBeenCalledWith(['settings', 'validation']);
  });
});
