import { Mic, Square } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '@/components/ui/SheetDialog';
import { DICTATION_SECONDS, useDictation, type DictationPhase } from '@/hooks/requests/use-dictation';
import { useRole } from '@/hooks/shared/use-role';
import { useAppState } from '@/store/shared/app-store';

const SPEECH_LANG = { ar: 'ar-JO', en: 'en-US' } as const;

/** Why nothing was written down, in the error catalogue's words (spec §8) where it has them. */
const PROBLEM_KEYS = {
  'no-input': 'MESSAGES:VOICE_NO_INPUT',
  'not-understood': 'MESSAGES:VOICE_NOT_UNDERSTOOD',
  denied: 'requests:form.voice.denied',
  unsupported: 'requests:form.voice.unsupported',
} as const satisfies Partial<Record<DictationPhase, string>>;

/**
 * The voice form (spec §2): dictate the comment in the page's language, at most 30 seconds with a
 * countdown and a stop button; the transcript is editable before it goes into the comment (whose
 * 1000-character limit it keeps: `room` is what is left). Where dictation cannot work, it says why
 * and offers typing instead.
 */
export default function VoiceDialog({
  room,
  onDone,
  onClose,
}: {
  room: number;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['requests', 'MESSAGES']);
  const language = useAppState((state) => state.language);
  const { phase, transcript, setTranscript, secondsLeft, stop, restart } = useDictation(SPEECH_LANG[language]);
  const id = useId();
  const role = useRole();
  const problem = phase === 'listening' || phase === 'heard' ? null : PROBLEM_KEYS[phase];
  const canRetry = phase === 'no-input' || phase === 'not-understood';

  return (
    <SheetDialog role={role} title={t('form.voice.title')} onClose={onClose}>
      {phase === 'listening' && (
        <div className="flex flex-col items-center gap-3 text-center">
          <Mic aria-hidden="true" className="h-10 w-10 animate-pulse text-brand-dark" />
          <p role="status">{t('form.voice.listening')}</p>
          <p className="text-sm text-ink-muted">
            {t('form.voice.timeLeft')}{' '}
            <bdi dir="ltr" className="font-semibold tabular-nums">
              0:{String(secondsLeft).padStart(2, '0')}
            </bdi>
          </p>
          <div className="h-2 w-full rounded-full bg-slate-100" aria-hidden="true">
            <div
              className="h-2 rounded-full bg-brand"
              style={{ width: `${(secondsLeft / DICTATION_SECONDS) * 100}%` }}
            />
          </div>
          {transcript && (
            <p dir="auto" className="w-full rounded-lg bg-slate-50 p-2 text-start">
              {transcript}
            </p>
          )}
          <button type="button" className="btn-primary w-full" onClick={stop}>
            <Square aria-hidden="true" className="h-4 w-4" />
            {t('form.voice.stop')}
          </button>
        </div>
      )}
      {phase === 'heard' && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            onDone(transcript.trim().slice(0, Math.max(0, room)));
          }}
        >
          <label htmlFor={id} className="font-semibold">
            {t('form.voice.check')}
          </label>
          <textarea
            id={id}
            dir="auto"
            rows={4}
            value={transcript}
            maxLength={Math.max(0, room)}
            onChange={(event) => setTranscript(event.target.value)}
            aria-describedby={`${id}-room`}
            className="w-full rounded-lg border border-slate-300 px-3 py-2"
          />
          <p id={`${id}-room`} className="text-sm text-ink-muted">
            {t('form.voice.room', { count: Math.max(0, room) })}
          </p>
          <button type="submit" className="btn-primary" disabled={!transcript.trim() || room <= 0}>
            {t('form.voice.use')}
          </button>
          <button type="button" className="btn-secondary" onClick={restart}>
            {t('form.voice.again')}
          </button>
        </form>
      )}
      {problem && (
        <div className="flex flex-col gap-3">
          <p role="alert" className="text-red-700">
            {t(problem)}
          </p>
          {canRetry && (
            <button type="button" className="btn-primary" onClick={restart}>
              {t('form.voice.again')}
            </button>
          )}
          <button type="button" className={canRetry ? 'btn-secondary' : 'btn-primary'} onClick={onClose}>
            {t('form.voice.type')}
          </button>
        </div>
      )}
      {phase !== 'listening' && (
        <button type="button" className="mt-3 w-full text-sm font-semibold text-brand-dark underline" onClick={onClose}>
          {t('form.close')}
        </button>
      )}
    </SheetDialog>
  );
}
