import { gateRequired, isCrawler, isSiteUnlocked, SANDBOX_PASSWORD_KEY, sitePassword, tryUnlock } from './site-gate';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    [
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1)',
      true,
    ],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    ['DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', true],
    ['Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)', true],
    ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', true],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['Twitterbot/1.0', true],
    ['LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)', true],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
      true,
    ],
    [CHROME, false],
    [IPHONE, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isCrawler(userAgent)).toBe(expected);
  });
});

describe('the site password', () => {
  it('is off when no password is set (nothing built in here, nothing injected)', () => {
    expect(sitePassword()).toBe('');
    expect(gateRequired(CHROME)).toBe(false);
  });

  it('can be injected in sandbox mode, and then gates people but not crawlers', () => {
    localStorage.setItem(SANDBOX_PASSWORD_KEY, 'open-sesame');
    expect(sitePassword()).toBe('open-sesame');
    expect(gateRequired(IPHONE)).toBe(true);
    expect(gateRequired('Twitterbot/1.0')).toBe(false);
  });

  it('unlocks on an exact match only, and remembers it in PAGE_CONFIG', () => {
    localStorage.setItem(SANDBOX_PASSWORD_KEY, 'open-sesame');
    for (const wrong of ['', 'open-sesam', 'Open-sesame', ' open-sesame', 'open-sesame ']) {
      expect(tryUnlock(wrong)).toBe(false);
    }
    expect(isSiteUnlocked()).toBe(false);
    expect(tryUnlock('open-sesame')).toBe(true);
    expect(JSON.parse(localStorage.getItem('PAGE_CONFIG') ?? 'null')).toEqual({ siteUnlocked: true });
    expect(gateRequired(CHROME)).toBe(false);
  });

  it('never unlocks when no password is in force', () => {
    expect(tryUnlock('', '')).toBe(false);
    expect(isSiteUnlocked()).toBe(false);
  });

  it.each(['{"siteUnlocked":', '{"siteUnlocked":"yes"}', '[true]', 'true'])(
    'discards a malformed PAGE_CONFIG %s',
    (raw) => {
      localStorage.setItem('PAGE_CONFIG', raw);
      expect(isSiteUnlocked()).toBe(false);
      expect(localStorage.getItem('PAGE_CONFIG')).toBeNull();
    },
  );

  it('keeps other page settings when unlocking', () => {
    localStorage.setItem('PAGE_CONFIG', '{"siteUnlocked":false}');
    expect(tryUnlock('pw', 'pw')).toBe(true);
    expect(isSiteUnlocked()).toBe(true);
  });
});
