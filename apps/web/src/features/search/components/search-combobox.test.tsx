import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@crowdspark/shared/contracts/search';
import { HeaderSearch, HeaderSearchComboboxLoader } from '@/components/layouts/header-search';
import { createQueryClient } from '@/lib/query-client';
import { callsTo, mockApi } from '@/testing/auth-fixtures';
import { jsonResponse } from '@/testing/render-with-providers';
import { SearchCombobox } from '@/features/search/components/search-combobox';

const SUGGESTIONS: Suggestions = {
  campaigns: [
    { id: 'c1', title: 'Copper kettle', category: 'design' },
    { id: 'c2', title: 'Kettle stand', category: null },
  ],
  people: [{ id: 'u1', username: 'kettlemaker', displayName: 'Kett Maker', photoURL: null }],
  terms: ['kett'],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHeader() {
  const fetchMock = mockApi({ 'GET /api/search/suggestions': () => jsonResponse(200, SUGGESTIONS) });
  const page = (
    <>
      <HeaderSearch />
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/campaigns/:id', element: page },
      { path: '/profile/:username', element: page },
      { path: '/search', element: page },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient(() => undefined)}>
      <HeaderSearchComboboxLoader value={() => Promise.resolve(SearchCombobox)}>
        <RouterProvider router={router} />
      </HeaderSearchComboboxLoader>
    </QueryClientProvider>,
  );
  return { fetchMock };
}

async function typeAndWait(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('searchbox', { name: 'Search campaigns and creators' }));
  const combobox = await screen.findByRole('combobox', { name: 'Search campaigns and creators' });
  await user.type(combobox, text);
  await screen.findByRole('option', { name: 'Copper kettle' });
  return { user, combobox };
}

describe('header search suggestions', () => {
  it('becomes a combobox on focus and lists campaigns, people and the full search', async () => {
    const { fetchMock } = renderHeader();
    const { combobox } = await typeAndWait('kett');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Copper kettle',
      'Kettle stand',
      'Kett Maker@kettlemaker',
      'Search for “kett”',
    ]);
    // The matched word is marked.
    expect(screen.getByRole('option', { name: 'Copper kettle' }).querySelector('mark')?.textContent).toBe('kettle');
    // Debounced: one request for the whole word, not one per letter.
    expect(callsTo(fetchMock, 'GET', '/api/search/suggestions')).toHaveLength(1);
  });

  it('moves through options with the arrow keys (wrapping) and opens the active one with Enter', async () => {
    renderHeader();
    const { user, combobox } = await typeAndWait('kett');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Copper kettle' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Search for “kett”' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Kettle stand' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/campaigns/c2'));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the list, and an arrow key, while the next letter is being looked up', async () => {
    renderHeader();
    const { user, combobox } = await typeAndWait('kett');
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'GET /api/search/suggestions': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(combobox, 'l');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/search/suggestions')).toHaveLength(1));
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Copper kettle' })).toHaveAttribute('aria-selected', 'true');
    answer(jsonResponse(200, { ...SUGGESTIONS, campaigns: [SUGGESTIONS.campaigns[0]!], terms: ['kettl'] }));
    await screen.findByRole('option', { name: 'Search for “kettl”' });
    expect(screen.getByRole('option', { name: 'Copper kettle' })).toHaveAttribute('aria-selected', 'true');
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    renderHeader();
    const { user, combobox } = await typeAndWait('kett');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    expect(combobox).toHaveValue('kett');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');
  });

  it('searches for what was typed when Enter is pressed with no option active', async () => {
    renderHeader();
    const { user } = await typeAndWait('kett');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/search?q=kett'));
  });
});
