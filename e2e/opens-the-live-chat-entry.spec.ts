import { expect, test } from '@playwright/test';
import { callApi } from './support/session';

/**
 * Issue 13: the live-chat entry (fragment content/chat). Until the host places it on every page, this journey is the
 * fragment's own test page: on the real site it loads the fragment through the page's federation runtime, as
 * FragmentSlot will, and mounts it with the page's shared React.
 */
async function mountChatFragment(page: import('@playwright/test').Page) {
  await page.evaluate(async () => {
    type Instance = {
      options: { remotes: { name: string }[] };
      loadRemote: (id: string) => Promise<any>;
      loadShare: (name: string) => Promise<false | (() => any)>;
    };
    const instances: Instance[] = (globalThis as any).__FEDERATION__.__INSTANCES__;
    const runtime = instances.find((instance) => instance.options.remotes.some((remote) => remote.name === 'remote_content'))!;
    const shared = async (name: string) => ((await runtime.loadShare(name)) as () => any)();
    const [{ Fragment }, React, { createRoot }, { QueryClient, QueryClientProvider }] = await Promise.all([
      runtime.loadRemote('remote_content/fragments/chat'),
      shared('react'),
      shared('react-dom/client'),
      shared('@tanstack/react-query'),
    ]);
    const slot = document.body.appendChild(document.createElement('div'));
    slot.dataset.testid = 'fragment-slot';
    createRoot(slot).render(
      React.createElement(QueryClientProvider, { client: new QueryClient() }, React.createElement(Fragment, {})),
    );
  });
}

test('opens the live chat entry', async ({ page }) => {
  const { body } = await callApi('GET', '/chat?lang=en');
  const chat = body.data;
  await page.goto('/en');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/chat') chatRequests.push(request.url());
  });
  await mountChatFragment(page);

  const entry = page.getByRole('button', { name: 'Live chat' });
  await expect(entry).toBeVisible();
  expect(chatRequests).toHaveLength(0);
  await entry.click();

  const panel = page.getByRole('dialog', { name: 'Live chat' });
  await expect(panel.getByText(chat.online ? chat.greeting : chat.offlineMessage)).toBeVisible();
  for (const channel of chat.channels) {
    await expect(panel.getByRole('link', { name: channel.label })).toHaveAttribute('href', channel.href);
  }
  expect(chatRequests).toHaveLength(1);
});
