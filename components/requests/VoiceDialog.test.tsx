import { act, screen } from '@testing-library/react';
import { renderApp } from '@/tests/render-app';
import VoiceDialog from './VoiceDialog';

/** A stand-in for the browser's speech recognition: the test says what it hears and how it ends. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  started = false;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onnomatch: (() => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {}
  hear(...phrases: string[]) {
    this.onresult?.({ results: phrases.map((transcript) => [{ transcript }]) });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

const recognition = () => FakeRecognition.last!;

async function openDialog(language: 'ar' | 'en' = 'en', room = 1000) {
  const onDone = vi.fn();
  const onClose = vi.fn();
  const rendered = await renderApp(<VoiceDialog room={room} onDone={onDone} onClose={onClose} />, { language });
  return { ...rendered, onDone, onClose };
}

describe('the voice form', () => {
  beforeEach(() => {
    // The countdown's interval only moves when a test moves it, never with the machine's real time
    // (timeouts stay real: rendering and user-event wait on them).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    Object.assign(window, { SpeechRecognition: FakeRecognition });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'SpeechRecognition');
    FakeRecognition.last = null;
  });

  it('listens in the page language, shows the countdown, and puts the edited transcript into the comment', async () => {
    const { user, onDone } = await openDialog();
    expect(recognition()).toMatchObject({ lang: 'en-US', started: true, continuous: true });
    expect(screen.getByText('0:30')).toBeInTheDocument();
    act(() => recognition().hear('the kitchen sink', 'is leaking'));
    expect(screen.getByText('the kitchen sink is leaking')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const transcript = screen.getByRole('textbox', { name: /Check what we heard/ });
    await user.clear(transcript);
    await user.type(transcript, 'The kitchen sink leaks');
    await user.click(screen.getByRole('button', { name: 'Add to the comment' }));
    expect(onDone).toHaveBeenCalledWith('The kitchen sink leaks');
  });

  it('stops by itself after 30 seconds', async () => {
    await openDialog('ar');
    expect(recognition().lang).toBe('ar-JO');
    act(() => recognition().hear('تسريب في المطبخ'));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('textbox')).toHaveValue('تسريب في المطبخ');
  });

  it('keeps the comment within 1000 characters: only the room left is taken', async () => {
    const { user, onDone } = await openDialog('en', 5);
    act(() => recognition().hear('leaking pipe'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('5 characters left in the comment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to the comment' }));
    expect(onDone).toHaveBeenCalledWith('leaki');
  });

  it.each([
    ['nothing was heard', () => recognition().stop(), 'no input detected', true],
    ['silence reported', () => recognition().fail('no-speech'), 'no input detected', true],
    ['recognition failed', () => recognition().fail('network'), "couldn't understand the request", true],
    ['the microphone is refused', () => recognition().fail('not-allowed'), "The microphone isn't allowed", false],
  ])('when %s, says so and offers typing', async (_, end, message, canRetry) => {
    const { user, onClose } = await openDialog();
    act(end);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(canRetry);
    await user.click(screen.getByRole('button', { name: 'Type it instead' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says where the browser cannot take dictation, never a dead button', async () => {
    Reflect.deleteProperty(window, 'SpeechRecognition');
    await openDialog();
    expect(screen.getByRole('alert')).toHaveTextContent("This browser can't take dictation");
    expect(screen.getByRole('button', { name: 'Type it instead' })).toBeEnabled();
  });

  it('tries again after nothing was heard', async () => {
    const { user } = await openDialog();
    const first = recognition();
    act(() => first.stop());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(recognition()).not.toBe(first);
    expect(screen.getByText('0:30')).toBeInTheDocument();
  });
});
