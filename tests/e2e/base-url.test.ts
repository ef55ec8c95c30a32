import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { useE2E } from './browser.js';

const e2e = useE2E();

it('shows the base-URL banner on the home page when the runtime does not run', async () => {
  const { page } = await e2e.open('/', {
    hydrated: false,
    before: (p) => p.route('**/assets/js/runtime*.js', (route) => route.abort()),
  });
  const banner = page.getByRole('alert').filter({ hasText: 'Your site did not load properly' });
  await banner.waitFor();
  expect(await banner.textContent()).toMatch(/baseUrl = \//);
});

it('shows no banner when the runtime runs', async () => {
  const { page } = await e2e.open('/');
  await page.waitForLoadState('load');
  await sleep(200);
  expect(await page.getByText('Your site did not load properly').count()).toBe(0);
});
