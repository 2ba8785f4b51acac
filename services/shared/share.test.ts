// @vitest-environment node
import { afterShareFailure, ownDirection, sharedText, shareUrl, shareWays, type ShareNavigator } from './share';

const message = { title: 'Ahmad', text: 'Ahmad on Khidma', url: 'https://jo.example.com/clients/providers/3' };
const share = async () => undefined;
const clipboard = { writeText: async () => undefined } as unknown as Clipboard;

describe('shareWays: the ways a browser offers, best first', () => {
  it.each<[string, ShareNavigator, string[]]>([
    ['a phone: share sheet and clipboard', { share, clipboard }, ['sheet', 'copy', 'show']],
    ['a share sheet that accepts the message', { share, canShare: () => true, clipboard }, ['sheet', 'copy', 'show']],
    ['a share sheet that refuses the message', { share, canShare: () => false, clipboard }, ['copy', 'show']],
    ['a share sheet and no clipboard (http)', { share }, ['sheet', 'show']],
    ['a desktop without share: the clipboard', { clipboard }, ['copy', 'show']],
    ['neither: the message shown to select', {}, ['show']],
    ['a clipboard without writeText', { clipboard: {} as Clipboard }, ['show']],
  ])('%s', (_, browser, ways) => {
    expect(shareWays(browser, message)).toEqual(ways);
  });
});

describe('afterShareFailure: a closed sheet is no error, anything else tries the next way', () => {
  it.each([
    ['sheet', new DOMException('Share canceled', 'AbortError'), 'done'],
    ['sheet', new DOMException('No user activation', 'NotAllowedError'), 'next'],
    ['sheet', new DOMException('An earlier share has not yet completed', 'InvalidStateError'), 'next'],
    ['sheet', new TypeError('Invalid URL'), 'next'],
    ['copy', new DOMException('Write permission denied', 'NotAllowedError'), 'next'],
    ['copy', new DOMException('Aborted', 'AbortError'), 'next'],
    ['sheet', 'not an error object', 'next'],
    ['sheet', null, 'next'],
  ] as const)('%s refused by %s: %s', (way, error, outcome) => {
    expect(afterShareFailure(way, error)).toBe(outcome);
  });
});

describe('the link and the copied text', () => {
  it.each([
    ['/clients/providers/3', 'https://jo.example.com', 'https://jo.example.com/clients/providers/3'],
    ['/clients/services/101', 'http://localhost:5200', 'http://localhost:5200/clients/services/101'],
    ['/clients/providers/3', 'https://jo.example.com/', 'https://jo.example.com/clients/providers/3'],
  ])('%s on %s is %s', (path, origin, url) => {
    expect(shareUrl(path, origin)).toBe(url);
  });

  it('puts the link on a line of its own after the text', () => {
    expect(sharedText(message)).toBe('Ahmad on Khidma\nhttps://jo.example.com/clients/providers/3');
  });

  it("isolates a person's own text so it keeps its direction inside the other language's sentence", () => {
    expect(ownDirection('Ahmad Plumbing')).toBe('\u2068Ahmad Plumbing\u2069');
  });
});
