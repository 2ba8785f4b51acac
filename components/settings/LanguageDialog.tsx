import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { Spinner } from '@/components/ui/Spinner';
import { useChangeLanguage } from '@/hooks/settings/use-change-language';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/locales/languages';
import type { Role } from '@/services/shared/routes';
import { useAppState } from '@/store/shared/app-store';

/** The "change language" dialog (spec §2): pick one of the languages; confirming saves it (when signed in) and reloads. */
export default function LanguageDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const current = useAppState((state) => state.language);
  const [choice, setChoice] = useState<Language>(current);
  const change = useChangeLanguage();
  const busy = change.isPending || change.isSuccess;
  return (
    <SheetDialog role={role} title={t('language.title')} busy={busy} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice === current) onClose();
          else change.mutate(choice);
        }}
      >
        <fieldset>
          <legend className="sr-only">{t('language.legend')}</legend>
          <div className="flex flex-col gap-2">
            {LANGUAGE_CODES.map((code) => (
              <label
                key={code}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="language"
                  value={code}
                  checked={choice === code}
                  onChange={() => setChoice(code)}
                  className="h-5 w-5 accent-brand"
                />
                <span lang={code}>{LANGUAGES[code].nativeName}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <DialogActions>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            {t('common:actions.confirm')}
          </button>
        </DialogActions>
      </form>
    </SheetDialog>
  );
}
