// @vitest-environment node
import { resolveLayout } from './resolve-layout';

describe('resolveLayout', () => {
  it.each([
    // bare
    ['/clients/homepage', 'bare', 'client'],
    ['/service-providers/homepage', 'bare', 'provider'],
    ['/clients/categories', 'bare', 'client'],
    ['/clients/services/12', 'bare', 'client'],
    ['/clients/mainhomepage', 'bare', 'client'],
    ['/clients/testimonials', 'bare', 'client'],
    // help center
    ['/clients/help-center', 'help-center', 'client'],
    ['/service-providers/help-center/topic/3', 'help-center', 'provider'],
    // articles
    ['/clients/articles', 'articles', 'client'],
    ['/clients/article/7', 'articles', 'client'],
    ['/clients/data-and-privacy', 'articles', 'client'],
    ['/clients/about-us', 'articles', 'client'],
    ['/clients/tips-for-dealing', 'articles', 'client'],
    ['/clients/safety-and-security', 'articles', 'client'],
    ['/service-providers/terms-of-use', 'articles', 'provider'],
    // settings
    ['/clients/settings', 'settings', 'client'],
    ['/service-providers/settings/edit-profile', 'settings', 'provider'],
    // auth
    ['/clients/auth/login', 'auth', 'client'],
    ['/service-providers/auth/resetPassword', 'auth', 'provider'],
    ['/clients/auth/login?next=%2Fclients%2Fsettings', 'auth', 'client'],
    // everything else
    ['/clients/my-requests', 'main', 'client'],
    ['/service-providers/job-opportunities', 'main', 'provider'],
    ['/service-providers', 'main', 'provider'],
    ['/', 'main', 'client'],
    ['/404', 'main', 'client'],
    // a listed word inside another word is not a match (whole segments only)
    ['/service-providers/my-services', 'main', 'provider'],
    ['/clients/articles-archive', 'main', 'client'],
    ['/clients/authors', 'main', 'client'],
    ['/clients/account-settings-help', 'main', 'client'],
    ['/clients/my-requests?tab=services', 'main', 'client'],
    // the spec's order decides between two words
    ['/clients/help-center/articles/4', 'help-center', 'client'],
    ['/clients/settings/auth', 'settings', 'client'],
  ])('%s → %s (%s)', (path, layout, role) => {
    expect(resolveLayout(path)).toEqual({ layout, role });
  });
});
