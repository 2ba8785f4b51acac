import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';
import { takeMissingTranslations } from './missing-translations';
import { renderApp } from './render-app';

function Named() {
  const t = useAnyKeyT();
  return <p>{t(asErrorCopyKey('validation:required'))}</p>;
}

function Unnamed() {
  const t = useAnyKeyT();
  return <p>{t(asErrorCopyKey('jobs:feed.title'))}</p>;
}

describe('a screen test and the namespaces its screen loads', () => {
  it('shows a key of a namespace its route names (config/paths.ts)', async () => {
    await renderApp(<Named />, { route: paths.contactUs.getHref('client') });
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(takeMissingTranslations()).toEqual([]);
  });

  it('fails on a key of a namespace neither its route nor the screen names (the app would show the raw key)', async () => {
    await renderApp(<Unnamed />, { route: paths.contactUs.getHref('client') });
    expect(await screen.findByText('feed.title')).toBeInTheDocument();
    // tests/setup-app.ts throws this list after each test; taken here so this one passes.
    expect(takeMissingTranslations()).toEqual(['jobs:feed.title']);
  });
});
