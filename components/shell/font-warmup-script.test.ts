import { fontWarmupScript } from './font-warmup-script';

describe('the font warm-up script', () => {
  const load = vi.fn((_font: string, _text: string) => Promise.resolve([]));
  beforeEach(() => {
    load.mockClear();
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
    document.documentElement.lang = 'ar';
  });

  it.each([
    [
      'ar',
      [
        ['400 1em "IBM Plex Sans Arabic"', 'ا'],
        ['700 1em "IBM Plex Sans Arabic"', 'ا'],
      ],
    ],
    [
      'en',
      [
        ['400 1em "IBM Plex Sans Arabic Latin"', 'A'],
        ['700 1em "IBM Plex Sans Arabic Latin"', 'A'],
      ],
    ],
    ['xx', []],
  ])('on a page in %j asks for %j', (language, calls) => {
    document.documentElement.lang = language;
    new Function(fontWarmupScript())();
    expect(load.mock.calls).toEqual(calls);
  });

  it('does nothing in a browser without the font loading API, and a refused load throws nothing', () => {
    Reflect.deleteProperty(document, 'fonts');
    expect(() => new Function(fontWarmupScript())()).not.toThrow();
    Object.defineProperty(document, 'fonts', {
      value: { load: () => Promise.reject(new Error('no network')) },
      configurable: true,
    });
    expect(() => new Function(fontWarmupScript())()).not.toThrow();
  });
});
