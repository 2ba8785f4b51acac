import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/content/use-page-meta';
import { useRole } from '@/hooks/shared/use-role';
import { LIMITS } from '@/services/shared/limits';

/** The reading pages written for the product (locales/<lang>/pages.json). */
export type StaticPage = 'aboutUs' | 'dataAndPrivacy' | 'termsOfUse' | 'safetyAndSecurity' | 'tipsForDealing';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** About us, data and privacy, terms of use, safety and security, tips for dealing with providers: a lead, then sections. */
export function StaticPageScreen({ page }: { page: StaticPage }) {
  const { t } = useTranslation('content');
  const role = useRole();
  const title = t(`${page}.title`);
  usePageMeta(title, t(`${page}.description`));
  // The numbers the pages quote come from the one place the rules read them.
  const sections = t(`${page}.sections`, {
    returnObjects: true,
    freeOffersPerDay: LIMITS.freeOffersPerDay,
  }) as Section[];
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-lg text-ink-muted">{t(`${page}.lead`)}</p>
      </header>
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="rounded-xl bg-brand-soft p-4">
        {t('contact.helpFirst')}{' '}
        <Link href={paths.helpCenter.getHref(role)} className="font-semibold text-brand-dark underline">
          {t('helpCenter.title')}
        </Link>
        {' · '}
        <Link href={paths.contactUs.getHref(role)} className="font-semibold text-brand-dark underline">
          {t('contact.title')}
        </Link>
      </p>
    </article>
  );
}
