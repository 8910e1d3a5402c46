import type { Resource } from '@cellar/sdk';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Component, createElement, type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lazy, ObjectTabProps } from './editor-registry';
import { lazyEditor, useEditorLoaded } from './lazy-editor';
import {
  drawnBeforeTheNextTask,
  inRoot,
  partsShown,
  renderWithoutAct,
  slowParts,
  until,
} from './time-slicing.test-support';
import { WatchedSuspense } from './watched-suspense.test-support';

afterEach(cleanup);

const props: ObjectTabProps = {
  object: { '@name': 'x' } as Resource,
  path: '/x/',
  permissions: {},
  readOnly: false,
  menu: null,
};

function NameTab({ path }: ObjectTabProps) {
  return <p>Tab of {path}</p>;
}

/** A module load the test settles by hand. */
function deferredModule() {
  let settle:
    | { resolve: (module: { NameTab: typeof NameTab }) => void; reject: (error: Error) => void }
    | undefined;
  const load = vi.fn(
    () =>
      new Promise<{ NameTab: typeof NameTab }>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle as NonNullable<typeof settle> };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyEditor', () => {
  it('shows Loading itself while its chunk comes, then the tab, without ever suspending', async () => {
    const { load, settle } = deferredModule();
    const Tab = lazyEditor(load, 'NameTab');
    const fallbacks: string[] = [];
    render(
      <WatchedSuspense fallbacks={fallbacks}>
        <Tab {...props} />
      </WatchedSuspense>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    await act(async () => settle().resolve({ NameTab }));
    expect(screen.getByText('Tab of /x/')).toBeTruthy();
    // A fallback shown would have held the tab back up to 300 ms (React's throttle of revealed content).
    expect(fallbacks).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a preloaded tab at its first render', async () => {
    const { load, settle } = deferredModule();
    const Tab = lazyEditor(load, 'NameTab');
    const preloading = Tab.preload?.();
    settle().resolve({ NameTab });
    await preloading;
    render(<Tab {...props} />);
    expect(screen.getByText('Tab of /x/')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the tab when its chunk comes between the render that showed Loading and the effect after it', async () => {
    const { load, settle } = deferredModule();
    const Tab = lazyEditor(load, 'NameTab');
    void Tab.preload?.();
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    // Without act(), React runs the effects after the commit in a task of their own, as in a browser.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    // The DOM's change is seen right after the commit, before that task: the chunk comes then.
    const observer = new MutationObserver(() => {
      observer.disconnect();
      settle().resolve({ NameTab });
    });
    observer.observe(container, { childList: true, subtree: true });
    const root = createRoot(container);
    try {
      root.render(<Tab {...props} />);
      await waitFor(() => expect(container.textContent).toBe('Tab of /x/'));
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  });

  it('throws a chunk that failed to its error boundary, and asks for it again the next time it shows', async () => {
    const { load, settle } = deferredModule();
    const Tab = lazyEditor(load, 'NameTab');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Tab {...props} />
      </Boundary>,
    );
    await act(async () => settle().reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
    cleanup();
    render(<Tab {...props} />);
    await act(async () => settle().resolve({ NameTab }));
    expect(screen.getByText('Tab of /x/')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** A page that shows its editor only once it can show at once, as the object page does with a type's header. */
function Page({ editor }: { editor: ReturnType<typeof lazyEditor<{ NameTab: typeof NameTab }, 'NameTab'>> }) {
  return useEditorLoaded(editor) ? <Boundary>{createElement(editor, props)}</Boundary> : <p>Page loading</p>;
}

function Probe({ editor }: { editor: Parameters<typeof useEditorLoaded>[0] }) {
  return <p>{String(useEditorLoaded(editor))}</p>;
}

describe('useEditorLoaded', () => {
  it("waits for the editor's chunk, then shows it at once: never its own Loading, never a fallback", async () => {
    const { load, settle } = deferredModule();
    const Header = lazyEditor(load, 'NameTab');
    const fallbacks: string[] = [];
    render(
      <WatchedSuspense fallbacks={fallbacks}>
        <Page editor={Header} />
      </WatchedSuspense>,
    );
    expect(screen.getByText('Page loading')).toBeTruthy();
    await act(async () => settle().resolve({ NameTab }));
    expect(screen.getByText('Tab of /x/')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(fallbacks).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers at once for a loaded editor, an editor of another kind and none', () => {
    render(<Probe editor={undefined} />);
    expect(screen.getByText('true')).toBeTruthy();
    cleanup();
    render(<Probe editor={{ preload: async () => undefined }} />);
    expect(screen.getByText('true')).toBeTruthy();
  });

  it('lets the editor show a chunk that failed (its error boundary says so) rather than waiting for ever', async () => {
    const { load, settle } = deferredModule();
    const Header = lazyEditor(load, 'NameTab');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page editor={Header} />);
    await act(async () => settle().reject(new Error('Failed to fetch dynamically imported module')));
    // The editor asks once more as it shows; that fails too.
    await act(async () => settle().reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyEditor, drawn in slices', () => {
  renderWithoutAct();

  it.each([
    ['showing Loading itself (a tab)', false],
    ['the page waiting for it with useEditorLoaded (a header)', true],
  ])(
    'draws a chunk that came as the page re-rendered for something else in slices, not in that update: %s',
    async (_, waits) => {
      const { load, settle } = deferredModule();
      const Tab = lazyEditor(load, 'NameTab');
      await inRoot(async (root, container) => {
        root.render(<ReRenderedPage Tab={Tab} waits={waits} />);
        await until(() => container.textContent?.includes('Loading') === true && load.mock.calls.length > 0);
        const drawn = await drawnBeforeTheNextTask(
          async () => {
            settle().resolve({ NameTab: SlowTab });
            while (!Tab.isLoaded?.()) await Promise.resolve();
            // An answer the page reads comes just then: React draws that update in one go.
            rerenderPage();
          },
          () => partsShown(container),
        );
        expect(drawn).toBe(false);
      });
    },
  );
});

let rerenderPage: () => void = () => undefined;

/**
 * A page that the test re-renders, as an answer it reads would; `waits`: it shows the editor only once its chunk is
 * in (`useEditorLoaded`), 'Loading' until then.
 */
function ReRenderedPage({ Tab, waits }: { Tab: Lazy<ObjectTabProps>; waits: boolean }) {
  const [count, setCount] = useState(0);
  rerenderPage = () => setCount(count + 1);
  const loaded = useEditorLoaded(waits ? Tab : undefined);
  return loaded ? <Tab {...props} /> : <p>Loading</p>;
}

function SlowTab(_: ObjectTabProps) {
  return <>{slowParts}</>;
}
