import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { leavesForm, UNSAVED_CHANGES, UnsavedChangesProvider, useUnsavedChanges } from './unsaved-changes';

function DirtyForm() {
  useUnsavedChanges(true);
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/?menu=next">Next section</Link>
    </>
  );
}

const renderApp = () => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        ),
        children: [
          { path: '/', element: <DirtyForm /> },
          { path: '/elsewhere', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

afterEach(cleanup);

describe('UnsavedChangesProvider', () => {
  it('asks before leaving a dirty form (the prompt loads when needed) and stays on Stay', async () => {
    const router = renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const prompt = await screen.findByRole('dialog', { name: UNSAVED_CHANGES.title });
    expect(prompt.textContent).toContain(UNSAVED_CHANGES.body);
    fireEvent.click(screen.getByRole('button', { name: UNSAVED_CHANGES.stay }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves on Leave', async () => {
    const router = renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: UNSAVED_CHANGES.leave }));
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a form move between its own sections without asking', async () => {
    const router = renderApp();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Next section' }));
    });
    expect(router.state.location.search).toBe('?menu=next');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('leavesForm', () => {
  const at = (pathname: string, search: string) => ({ pathname, search });
  it.each([
    [at('/', '?path=/b/x/&tab=Edit'), at('/', '?path=/b/x/&tab=Edit&menu=contact'), false],
    [at('/', '?path=/b/x/&tab=Edit&menu=team'), at('/', '?path=/b/x/&tab=Edit&menu=contact'), false],
    [at('/', '?path=/b/x/&tab=Edit&menu=team'), at('/', '?path=/b/x/&tab=SEO'), true],
    [at('/', '?path=/b/x/'), at('/', '?path=/b/y/'), true],
    [at('/', '?menu=a'), at('/offers', '?menu=a'), true],
  ])('%j to %j leaves: %s', (current, next, leaves) => {
    expect(leavesForm(current, next)).toBe(leaves);
  });
});
