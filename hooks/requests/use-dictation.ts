import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API we use (TypeScript's DOM library does not describe it yet). */
interface RecognitionResultList {
  readonly length: number;
  [index: number]:
    { readonly length: number; [index: number]: { readonly transcript: string } | undefined } | undefined;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onnomatch: (() => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** Longest dictation (spec §5 voice form): 30 seconds, then it stops by itself. */
export const DICTATION_SECONDS = 30;

/**
 * listening → heard (the transcript, editable) or one of the ways it can end without one:
 * nothing heard, not understood, the microphone refused, no recognition in this browser.
 */
export type DictationPhase = 'listening' | 'heard' | 'no-input' | 'not-understood' | 'denied' | 'unsupported';

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** What a recognition error means to the person dictating. */
export function phaseOfError(error: string): DictationPhase {
  if (error === 'not-allowed' || error === 'service-not-allowed' || error === 'audio-capture') return 'denied';
  if (error === 'no-speech') return 'no-input';
  return 'not-understood';
}

/** Dictation in `lang` (`ar-JO` or `en-US`) that starts at once and stops after 30 seconds or on `stop`. */
export function useDictation(lang: string) {
  const [phase, setPhase] = useState<DictationPhase>(() => (recognitionConstructor() ? 'listening' : 'unsupported'));
  const [transcript, setTranscript] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(DICTATION_SECONDS);
  const recognition = useRef<Recognition | null>(null);
  const heard = useRef('');
  const failed = useRef<DictationPhase | null>(null);

  /** Starts listening; the state already says 'listening' (first render, or `restart`). */
  const listen = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const next = new Constructor();
    next.lang = lang;
    next.continuous = true;
    next.interimResults = true;
    heard.current = '';
    failed.current = null;
    next.onresult = (event) => {
      const parts: string[] = [];
      for (let index = 0; index < event.results.length; index += 1)
        parts.push(event.results[index]?.[0]?.transcript ?? '');
      heard.current = parts.join(' ').replace(/\s+/g, ' ').trim();
      setTranscript(heard.current);
    };
    next.onerror = (event) => {
      failed.current = phaseOfError(event.error);
    };
    next.onnomatch = () => {
      failed.current = 'not-understood';
    };
    next.onend = () => {
      recognition.current = null;
      if (heard.current) setPhase('heard');
      else setPhase(failed.current ?? 'no-input');
    };
    recognition.current = next;
    try {
      next.start();
    } catch {
      next.onend = null;
      recognition.current = null;
      failed.current = 'not-understood';
      queueMicrotask(() => setPhase('not-understood'));
    }
  }, [lang]);

  const restart = useCallback(() => {
    setTranscript('');
    setSecondsLeft(DICTATION_SECONDS);
    setPhase(recognitionConstructor() ? 'listening' : 'unsupported');
    listen();
  }, [listen]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  useEffect(() => {
    listen();
    return () => {
      const current = recognition.current;
      if (!current) return;
      current.onend = null;
      current.abort();
    };
  }, [listen]);

  useEffect(() => {
    if (phase !== 'listening') return;
    const timer = window.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'listening' && secondsLeft === 0) recognition.current?.stop();
  }, [phase, secondsLeft]);

  return { phase, transcript, setTranscript, secondsLeft, stop, restart };
}
