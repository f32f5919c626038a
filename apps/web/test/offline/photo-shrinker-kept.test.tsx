import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KeptOffline } from '../../src/app/layout/offline-layer';
import { jsonResponse, mockApi } from '../../src/testing/mock-api';

// the photo shrinker is loaded with the first large photo; offline that load has no server
const { shrinkerLoaded } = vi.hoisted(() => ({ shrinkerLoaded: vi.fn() }));
vi.mock('browser-image-compression', () => {
  shrinkerLoaded();
  return { default: vi.fn() };
});

describe("a secretary's device, while online", { timeout: 60_000 }, () => {
  it('fetches the photo shrinker with the wizard, so that a large photo chosen offline is shrunk', async () => {
    mockApi({
      'GET /api/branches': () => jsonResponse(200, { branch_list: [] }),
      'GET /api/geo/countries': () => jsonResponse(200, { items: [] }),
      'GET /api/geo/countries/:country/states': () => jsonResponse(200, { items: [] }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <KeptOffline userId={7}>
          <p>her screens</p>
        </KeptOffline>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('her screens')).toBeInTheDocument();
    await waitFor(() => expect(shrinkerLoaded).toHaveBeenCalled(), { timeout: 30_000 });
  });
});
