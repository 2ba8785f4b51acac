import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/ui/LineIcon';
import Link from '@/components/ui/Link';
import type { Role } from '@/services/shared/routes';
import { CountryList } from './CountryList';
import { readingLinks } from './menu-links';

/** Footer social links (spec §2): name, link, icon. The link targets are placeholders. */
export const SOCIAL_LINKS = [
  { name: 'whatsapp', link: 'https://wa.me/', icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2z' },
  {
    name: 'instagram',
    link: 'https://instagram.com/',
    icon: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  },
  { name: 'twitter', link: 'https://twitter.com/', icon: 'M4 4l16 16M20 4L4 20' },
  {
    name: 'facebook',
    link: 'https://facebook.com/',
    icon: 'M15 3h-3a4 4 0 0 0-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  },
  {
    name: 'linkedin',
    link: 'https://linkedin.com/',
    icon: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2a4 4 0 0 1 7 3v7h-4v-6a2 2 0 0 0-4 0v6h-3z',
  },
] as const;

/** The reading pages (help, articles, the legal pages), the countries, the social links and the rights line. */
export default function Footer({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6">
        <nav aria-label={t('footer.reading')}>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm tablet:flex tablet:flex-wrap tablet:gap-x-6">
            {readingLinks(role).map(({ href, labelKey }) => (
              <li key={href}>
                <Link href={href} className="text-ink-muted hover:text-ink hover:underline">
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <CountryList className="items-center tablet:items-start" />
        <div className="flex flex-col items-center justify-between gap-4 tablet:flex-row">
          <p className="text-sm text-ink-muted">{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <ul className="flex gap-3" aria-label={t('footer.social')}>
            {SOCIAL_LINKS.map(({ name, link, icon }) => (
              <li key={name}>
                <a
                  href={link}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={t(`footer.socialNames.${name}`)}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-white text-ink-muted shadow-sm hover:text-brand"
                >
                  <LineIcon size={18}>
                    <path d={icon} />
                  </LineIcon>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
