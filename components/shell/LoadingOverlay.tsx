import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/Logo';
import type { Role } from '@/services/shared/routes';

/** Spinner colours (spec §1): provider green, client blue. */
export const SPINNER_COLOURS: Record<Role, string> = { provider: '#139D86', client: '#4E89DE' };

/**
 * The full-page overlay shown while country and user load (spec §1): the logo, 48×36,
 * over a spinner turning once every 1.5 s with a stroke width of 2.
 * It renders before i18next is ready, so its label is empty until the translations are in: a
 * placeholder character would be text in a Latin face, downloaded on an Arabic page before its own.
 */
export function LoadingOverlay({ role }: { role: Role }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <Logo />
      <svg
        width="40"
        height="40"
        viewBox="0 0 40 40"
        className="animate-spin [animation-duration:1.5s]"
        data-testid="loading-spinner"
        aria-hidden="true"
      >
        <circle cx="20" cy="20" r="16" fill="none" stroke="#E5E7EB" strokeWidth="2" />
        <path
          d="M20 4a16 16 0 0 1 16 16"
          fill="none"
          stroke={SPINNER_COLOURS[role]}
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{ready ? t('loading') : ''}</span>
    </div>
  );
}
