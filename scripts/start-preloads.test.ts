import { runInNewContext } from 'node:vm';
import {
  chunkLoaders,
  findStartChunks,
  languagePreloadScript,
  pageChunks,
  pageTranslationFiles,
  withPreloads,
  // @ts-expect-error -- a plain .mjs build script, without type declarations
} from './start-preloads.mjs';

/** A chunk as Turbopack writes it: one module pushed with its id. */
const chunk = (id: number, body: string) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${id},(e,t,r)=>{${body}}]);`;

const loader = (id: number, files: string[]) =>
  `${id + 1},e=>{e.v(t=>Promise.all([${files.map((file) => `"${file}"`).join(',')}].map(t=>e.l(t))).then(()=>t(${id})))}`;

const CHUNKS: Record<string, string> = {
  'static/chunks/shared.js': `x=[${[
    loader(10, ['static/chunks/axios.js']),
    loader(20, ['static/chunks/ar-common.js']),
    loader(21, ['static/chunks/en-common.js']),
    loader(22, ['static/chunks/ar-jobs.js']),
    loader(23, ['static/chunks/a.js', 'static/chunks/b.js']),
    loader(24, ['static/chunks/code.js']),
    loader(25, ['static/chunks/checks.js']),
  ].join(',')}]`,
  'static/chunks/axios.js': chunk(10, 'class AxiosHeaders{}'),
  'static/chunks/checks.js': chunk(25, 'let c=()=>p({code_name:"string",dial_code:"string"})'),
  'static/chunks/ar-common.js': chunk(20, 't.exports={appName:"خدمة",nested:{a:"ب"}}'),
  'static/chunks/en-common.js': chunk(21, 't.exports={appName:"Khidma",nested:{a:"b"}}'),
  'static/chunks/ar-jobs.js': chunk(22, 't.exports={feed:"الفرص"}'),
  // Code that also assigns an object to its exports is never run (it would need Turbopack's runtime).
  'static/chunks/code.js': chunk(24, 'let x=e.i(5);t.exports={appName:"خدمة",nested:{a:"ب"}}'),
};
const TRANSLATIONS = {
  ar: { common: { appName: 'خدمة', nested: { a: 'ب' } }, jobs: { feed: 'الفرص' } },
  en: { common: { appName: 'Khidma', nested: { a: 'b' } }, jobs: { feed: 'Opportunities' } },
};
const read = (file: string) => CHUNKS[file] ?? '';

describe('the start preloads (build step)', () => {
  it('reads the chunks a page loads and the lazy loaders in them', () => {
    expect(
      pageChunks('<script src="/_next/static/chunks/shared.js" defer=""></script><script src="/other.js"></script>'),
    ).toEqual(['static/chunks/shared.js']);
    expect(chunkLoaders(read('static/chunks/shared.js'))).toEqual([
      { files: ['static/chunks/axios.js'], id: 10 },
      { files: ['static/chunks/ar-common.js'], id: 20 },
      { files: ['static/chunks/en-common.js'], id: 21 },
      { files: ['static/chunks/ar-jobs.js'], id: 22 },
      { files: ['static/chunks/a.js', 'static/chunks/b.js'], id: 23 },
      { files: ['static/chunks/code.js'], id: 24 },
      { files: ['static/chunks/checks.js'], id: 25 },
    ]);
  });

  it('finds the start’s scripts and each language’s namespaces by their content, and nothing else', () => {
    const loaders = chunkLoaders(read('static/chunks/shared.js'));
    expect(findStartChunks(loaders, read, TRANSLATIONS)).toEqual({
      scriptFiles: ['static/chunks/axios.js', 'static/chunks/checks.js'],
      // English `jobs` is in no chunk of its own (as English MESSAGES, imported by shared code).
      namespaceFiles: {
        ar: { common: 'static/chunks/ar-common.js', jobs: 'static/chunks/ar-jobs.js' },
        en: { common: 'static/chunks/en-common.js' },
      },
    });
  });

  it('gives a page the start’s namespaces and its screen’s, in each language, those without a chunk left out', () => {
    const { namespaceFiles } = findStartChunks(chunkLoaders(read('static/chunks/shared.js')), read, TRANSLATIONS);
    expect(pageTranslationFiles(namespaceFiles, ['common', 'jobs', 'common'])).toEqual({
      ar: ['static/chunks/ar-common.js', 'static/chunks/ar-jobs.js'],
      en: ['static/chunks/en-common.js'],
    });
    expect(pageTranslationFiles(namespaceFiles, ['common'])).toEqual({
      ar: ['static/chunks/ar-common.js'],
      en: ['static/chunks/en-common.js'],
    });
  });

  it('fails the build when a start script or a language’s translations are not found', () => {
    const loaders = chunkLoaders(read('static/chunks/shared.js'));
    expect(() => findStartChunks(loaders.slice(1), read, TRANSLATIONS)).toThrow(/axios chunk/);
    expect(() => findStartChunks(loaders.slice(0, -1), read, TRANSLATIONS)).toThrow(/answer checks chunk/);
    expect(() => findStartChunks(loaders, read, { ...TRANSLATIONS, en: { common: { appName: 'Other' } } })).toThrow(
      /en: no translation chunk/,
    );
  });

  it('writes the preloads after the head’s scripts, the language’s own from <html lang>', () => {
    const html = '<html><head><script>prePaint()</script><script src="/_next/x.js"></script></head></html>';
    const files = { ar: ['static/chunks/ar-common.js'], en: ['static/chunks/en-common.js'] };
    const written = withPreloads(html, ['static/chunks/axios.js', 'static/chunks/checks.js'], files);
    expect(written).toBe(
      '<html><head><script>prePaint()</script><script src="/_next/x.js"></script>' +
        '<link rel="preload" as="script" href="/_next/static/chunks/axios.js"/>' +
        '<link rel="preload" as="script" href="/_next/static/chunks/checks.js"/>' +
        `<script>${languagePreloadScript(files)}</script></head></html>`,
    );
    const added: Record<string, string>[] = [];
    const document = {
      documentElement: { lang: 'en' },
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => added.push(link) },
    };
    runInNewContext(languagePreloadScript(files), { document });
    expect(added).toEqual([{ rel: 'preload', as: 'script', href: '/_next/static/chunks/en-common.js' }]);
    expect(() => withPreloads('<html></html>', ['static/chunks/axios.js'], files)).toThrow(/head/);
  });
});
