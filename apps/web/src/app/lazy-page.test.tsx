import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '@/app/lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('lazyPage', () => {
  it('shows the skeleton during a navigation while the next page’s code loads', async () => {
    const next = deferred<{ default: () => React.JSX.Element }>();
    const First = () => <h1>First page</h1>;
    const Second = lazyPage(() => next.promise);
    const router = createMemoryRouter(
      [
        { path: '/', element: <First /> },
        { path: '/second', element: <Second /> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();

    await act(() => router.navigate('/second'));
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First page' })).not.toBeInTheDocument();

    await act(async () => {
      next.resolve({ default: () => <h1>Second page</h1> });
      await next.promise;
    });
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  });
});
