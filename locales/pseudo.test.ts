import { mirrorDirection, pseudoLocalize, pseudoRequested } from './pseudo';

describe('the development pseudo-locale', () => {
  it.each([
    ['Sign in', '⟦Šíĝñ íñ~~~⟧'],
    ['Hello {{name}}', '⟦Ĥéĺĺó {{name}}~~⟧'],
    ['I accept the <terms>Terms of use</terms>', '⟦Í áççéƥţ ţĥé <terms>Ţéŕɱš óƒ úšé</terms>~~~~~~~~~⟧'],
    ['$t(common:appName) is 2 km away', '⟦$t(common:appName) íš 2 ķɱ áŵáý~~~~~⟧'],
    ['', '⟦⟧'],
  ])('%j → %j (placeholders, tags and nested keys untouched; a third longer; bracketed)', (text, pseudo) => {
    expect(pseudoLocalize(text)).toBe(pseudo);
  });

  it('leaves no plain ASCII letter in a translated string, so a hard-coded one stands out', () => {
    expect(pseudoLocalize('The quick brown fox jumps over the lazy dog')).not.toMatch(/[A-Za-z]/);
  });

  it('is turned on and off per tab with ?pseudo=1 and ?pseudo=0', () => {
    expect(pseudoRequested('')).toBe(false);
    expect(pseudoRequested('?pseudo=1')).toBe(true);
    expect(pseudoRequested('?lang=en')).toBe(true);
    expect(pseudoRequested('?pseudo=0')).toBe(false);
    expect(pseudoRequested('')).toBe(false);
  });

  it('mirrors the page: right-to-left becomes left-to-right and back', () => {
    const root = document.createElement('html');
    root.dir = 'rtl';
    mirrorDirection(root);
    expect(root.dir).toBe('ltr');
    mirrorDirection(root);
    expect(root.dir).toBe('rtl');
  });
});

describe('wired into i18next', () => {
  it('every translated string goes through it when the start sequence passes it in', async () => {
    const { i18next, initI18n } = await import('./i18n');
    const { pseudoProcessor } = await import('./pseudo');
    await initI18n('en', [], [pseudoProcessor]);
    await i18next.loadNamespaces('common');
    expect(i18next.t('actions.cancel')).toBe(pseudoLocalize('Cancel'));
  });
});
