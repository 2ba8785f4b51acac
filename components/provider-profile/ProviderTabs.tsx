import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { ProviderReviews } from '@/components/reviews';
import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/LoadStates';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { usePublicProvider } from '@/hooks/provider-profile/use-providers';
import { ProviderFacts } from './ProviderFacts';
import { ProviderLine } from './ProviderLine';

const TABS = ['services', 'reviews', 'photos'] as const;

/**
 * The spec's "tabs" dialog body: one provider in three views (services and areas, reviews, work
 * photos), shown inside the dialog that opened it (the proposal details), with the full profile one
 * link away.
 */
export function ProviderTabs({ providerId }: { providerId: number }) {
  const { t } = useTranslation('provider-profile');
  const provider = usePublicProvider(providerId);
  return (
    <QueryView query={provider} loading={t('profile.about')} reserve="min-h-64">
      {(profile) => {
        return (
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <ProviderLine provider={profile} />
              <Link
                href={paths.providerProfile.getHref(providerId)}
                className="text-sm font-semibold text-brand-dark underline"
              >
                {t('profile.fullProfile')}
              </Link>
            </div>
            <TabGroup>
              <TabList className="flex gap-1 border-b border-slate-200">
                {TABS.map((tab) => (
                  <Tab
                    key={tab}
                    className="-mb-px min-h-11 border-b-2 border-transparent px-3 text-sm font-semibold text-ink-muted data-[focus]:outline data-[focus]:outline-2 data-[focus]:outline-brand data-[selected]:border-brand data-[selected]:text-brand-dark"
                  >
                    {t(`profile.tabs.${tab}`)}
                  </Tab>
                ))}
              </TabList>
              <TabPanels className="pt-4">
                <TabPanel>
                  <ProviderFacts provider={profile} />
                </TabPanel>
                <TabPanel>
                  <ProviderReviews providerId={profile.id} />
                </TabPanel>
                <TabPanel>
                  {profile.gallery.length > 0 ? (
                    <PhotoGrid
                      role="client"
                      images={profile.gallery}
                      className="grid-cols-3"
                      title={t('profile.gallery')}
                    />
                  ) : (
                    <EmptyState>{t('profile.noPhotos')}</EmptyState>
                  )}
                </TabPanel>
              </TabPanels>
            </TabGroup>
          </div>
        );
      }}
    </QueryView>
  );
}
