import { expect, expectAccessible, test } from './fixtures';
import { signInAt } from './settings-helpers';
import { paths } from '../config/paths';
import arJobs from '../locales/ar/jobs.json';
import enJobs from '../locales/en/jobs.json';
import { hireRate } from '../services/jobs/hire-rate';
import { DEMO } from '../tests/factories';

test.describe('a job says what a provider needs to decide (issue 34)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('posted when, offers so far, the phone verified and the client hire rate', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const copy = language === 'ar' ? arJobs : enJobs;
    await signInAt({ page, app, sandbox, language }, paths.jobOpportunities.getHref(), DEMO.provider.email);
    const job = await sandbox.createRequest({
      client: DEMO.unverified.email,
      ageDays: 2,
      offers: [
        { provider: DEMO.company.email, price: 60 },
        { provider: DEMO.busyProvider.email, price: 70 },
      ],
    });
    // The rate the sandbox's records give this client (seeded requests and hires, and the one above).
    const { market, accounts } = await sandbox.state();
    const client = accounts.users.find((user) => user.email === DEMO.unverified.email)!.id;
    const theirs = market.requests.filter((request) => request.client === client);
    const hired = theirs.filter((request) =>
      market.offers.some((offer) => offer.request === request.id && offer.status === 'hired'),
    ).length;
    const rate = hireRate({ requests: theirs.length, hired });
    expect(rate).not.toBeNull();

    await app.goto(paths.job.getHref(job));
    const header = page.locator('main header').first();
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header).toContainText(
      copy.job.posted.replace('{{ago}}', language === 'ar' ? 'أول أمس' : '2 days ago'),
    );
    await expect(
      header.getByText(
        language === 'ar' ? arJobs.feed.offers_two : enJobs.feed.offers_other.replace('{{count}}', '2'),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(header.getByText(copy.job.phoneVerified, { exact: true })).toBeVisible();
    await expect(
      header.getByText(copy.job.hireRate.replace('{{rate}}', `\u2066${rate}%\u2069`), { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
