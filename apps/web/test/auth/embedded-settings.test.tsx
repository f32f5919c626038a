import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@form-a/domain/html-shell';
import { mockApi } from '../../src/testing/mock-api';
import { renderApp } from '../../src/testing/render';

function embedSettings(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PUBLIC_CONFIG_ELEMENT_ID;
  block.textContent = json;
  document.head.append(block);
}

afterEach(() => document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove());

const askedForSettings = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.some(([url]) => String(url).includes('/api/config/public'));

describe('the settings the server wrote into the page', () => {
  it('give the banner its title at once, without asking the API', async () => {
    const fetchSpy = mockApi();
    embedSettings(
      JSON.stringify({
        orgTitle: 'Sabha of the page',
        sessionSeconds: 3600,
        sessionWarningSeconds: 600,
        timeZone: 'Asia/Kolkata',
      }),
    );
    renderApp({ path: '/authentication/sign-in' });
    expect(await screen.findByText('Sabha of the page')).toBeInTheDocument();
    expect(askedForSettings(fetchSpy)).toBe(false);
  });

  it('are asked of the API when the block is missing or not what the server writes', async () => {
    const fetchSpy = mockApi();
    embedSettings('{"orgTitle": 42}');
    renderApp({ path: '/authentication/sign-in' });
    await screen.findByRole('heading', { name: 'Sign in' });
    await expect.poll(() => askedForSettings(fetchSpy)).toBe(true);
  });
});
