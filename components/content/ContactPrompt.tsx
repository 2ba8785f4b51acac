import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useRole } from '@/hooks/shared/use-role';

/** The way out of the help center when it has no answer: contact us. */
export function ContactPrompt() {
  const { t } = useTranslation('content');
  const role = useRole();
  return (
    <aside aria-labelledby="contact-prompt" className="flex flex-col items-start gap-2 rounded-xl bg-brand-soft p-4">
      <h2 id="contact-prompt" className="text-lg font-semibold">
        {t('helpCenter.notFoundTitle')}
      </h2>
      <p>{t('helpCenter.notFoundBody')}</p>
      <Link href={paths.contactUs.getHref(role)} className="btn-primary">
        {t('helpCenter.contact')}
      </Link>
    </aside>
  );
}
