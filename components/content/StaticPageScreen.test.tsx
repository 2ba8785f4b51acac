import { screen } from '@testing-library/react';
import { LIMITS } from '@/services/shared/limits';
import { renderApp } from '@/tests/render-app';
import { StaticPageScreen } from './StaticPageScreen';

describe('the reading pages', () => {
  it.each([
    ['aboutUs', '/clients/about-us'],
    ['termsOfUse', '/clients/terms-of-use'],
  ] as const)('%s quotes the free offers a day from the limits', async (page, route) => {
    await renderApp(<StaticPageScreen page={page} />, { route });
    expect(await screen.findByText(new RegExp(`${LIMITS.freeOffersPerDay} free offers a day`))).toBeInTheDocument();
    expect(screen.queryByText(/\{\{/)).not.toBeInTheDocument();
  });
});
