import { resetBackend } from './backend';
import { expectUpdateWaitsForReload } from '../app-update-helpers';
import { test } from '../fixtures';

/** A new version of the live build waits for the user's Reload (e2e/app-update-helpers.ts). */

test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async () => {
  await resetBackend();
});

test('a new version waits for the tap on Reload, the typed email kept until then', async ({
  page,
  context,
  language,
}) => {
  await expectUpdateWaitsForReload(page, context, language);
});
