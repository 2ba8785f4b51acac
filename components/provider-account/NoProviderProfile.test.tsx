import { screen } from '@testing-library/react';
import { JobFeedScreen } from '@/components/jobs/JobFeedScreen';
import { ScheduleScreen } from '@/components/jobs/ScheduleScreen';
import { SubmittedOffersScreen } from '@/components/offers/SubmittedOffersScreen';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { MyServicesScreen } from './MyServicesScreen';
import type { ReactElement } from 'react';

const SCREENS: [string, string, ReactElement][] = [
  ['job opportunities', '/service-providers/job-opportunities', <JobFeedScreen key="feed" />],
  ['hidden jobs', '/service-providers/job-opportunities?view=hidden', <JobFeedScreen key="hidden" />],
  ['scheduled works', '/service-providers/scheduled-works', <ScheduleScreen key="schedule" />],
  ['submitted offers', '/service-providers/submitted-offers', <SubmittedOffersScreen key="offers" />],
  ['my services', '/service-providers/my-services', <MyServicesScreen key="services" />],
];

describe('a provider screen opened by an account without a provider profile', () => {
  it.each(SCREENS)('%s: offers the wizard, no 403 toast and no Retry', async (_name, route, ui) => {
    await renderApp(ui, { route, signInAs: DEMO.client.email });
    expect(await screen.findByRole('heading', { name: 'You have no provider profile yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your provider profile' })).toHaveAttribute(
      'href',
      '/service-providers/create-account',
    );
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/A service provider profile is required/)).not.toBeInTheDocument();
  });
});
