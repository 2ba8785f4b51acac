import { paths } from '@/config/paths';
import { appStartHref } from './AppStart';

describe('the installed app opens at (appStartHref)', () => {
  it.each([
    [false, false, paths.home.getHref('client')],
    [false, true, paths.home.getHref('client')],
    [true, false, paths.home.getHref('provider')],
    [true, true, paths.jobOpportunities.getHref()],
  ])('provider %s, signed in %s: %s', (isProvider, signedIn, href) => {
    expect(appStartHref(isProvider, signedIn)).toBe(href);
  });
});
