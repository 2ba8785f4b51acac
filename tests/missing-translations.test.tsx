import { screen } from '@testing-library/react';
import { useAnyKeyT } from '@/hooks/use-any-key-t';
import { loadWithScreen } from '@/locales/i18n';
import { asErrorCopyKey } from '@/locales/keys';
import { takeMissingTranslations } from './missing-translations';
import { renderApp } from './render-app';

// As a form's module does: the namespace loads with the screen, before its first render.
// The fields translate any key (useAnyKeyT), as TextField shows a schema's `validation:` key.
loadWithScreen('validation');

function Named() {
  const t = useAnyKeyT();
  return <p>{t(asErrorCopyKey('validation:required'))}</p>;
}

function Unnamed() {
  const t = useAnyKeyT();
  return <p>{t(asErrorCopyKey('jobs:feed.title'))}</p>;
}

describe('a screen test and the namespaces its screen loads', () => {
  it('shows a key of a namespace the screen named', async () => {
    await renderApp(<Named />);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(takeMissingTranslations()).toEqual([]);
  });

  it('fails on a key of a namespace the screen did not name (the app would show the raw key)', async () => {
    await renderApp(<Unnamed />);
    expect(await screen.findByText('feed.title')).toBeInTheDocument();
    // tests/setup.ts throws this list after each test; taken here so this one passes.
    expect(takeMissingTranslations()).toEqual(['jobs:feed.title']);
  });
});
