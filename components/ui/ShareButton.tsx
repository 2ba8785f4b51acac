import { Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  afterShareFailure,
  sharedText,
  shareUrl,
  shareWays,
  type ShareMessage,
  type ShareWay,
} from '@/services/shared/share';
import { siteOrigin } from '@/services/shared/site-url';
import { StatusNote } from './StatusNote';

/** The message shown to select and copy by hand (no share sheet, no clipboard): focused and selected. */
function ShownMessage({ message }: { message: ShareMessage }) {
  const { t } = useTranslation('common');
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, [message]);
  return (
    <div className="flex w-full flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('share.select')}
      </label>
      <textarea
        id={id}
        ref={box}
        readOnly
        dir="auto"
        rows={3}
        value={sharedText(message)}
        className="w-full rounded-lg border border-slate-300 bg-white p-2 text-sm"
      />
    </div>
  );
}

/** One way's attempt: the share sheet, the clipboard, or the message shown. */
async function attempt(way: ShareWay, message: ShareMessage, show: (shown: ShareMessage | 'copied') => void) {
  if (way === 'sheet') await navigator.share(message);
  else if (way === 'copy') {
    await navigator.clipboard.writeText(sharedText(message));
    show('copied');
  } else show(message);
}

/**
 * Shares a page of ours (services/shared/share.ts): the phone's share sheet, else the message and its link
 * copied with a confirmation screen readers announce, else the message shown, selected, to copy by hand.
 * `title` and `text` come in the reader's language; `path` from config/paths.ts, made absolute on the
 * site's origin. A closed share sheet is no error; a second tap while one is open does nothing.
 */
export function ShareButton({
  label,
  title,
  text,
  path,
}: {
  label: string;
  title: string;
  text: string;
  path: string;
}) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState<ShareMessage | 'copied' | null>(null);
  const busy = useRef(false);
  const share = async () => {
    if (busy.current) return;
    busy.current = true;
    setShown(null);
    const message = { title, text, url: shareUrl(path, siteOrigin()) };
    try {
      for (const way of shareWays(navigator, message)) {
        try {
          await attempt(way, message, setShown);
          return;
        } catch (error) {
          if (afterShareFailure(way, error) === 'done') return;
        }
      }
    } finally {
      busy.current = false;
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className="btn-secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {label}
      </button>
      {shown === 'copied' && <StatusNote>{t('share.copied')}</StatusNote>}
      {shown !== null && shown !== 'copied' && <ShownMessage message={shown} />}
    </div>
  );
}
