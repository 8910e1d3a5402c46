import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type EditorRegistry,
  EditorRegistryProvider,
  emptyEditors,
  useEditors,
  useEditorsSettled,
} from './editor-registry';
import { WatchedSuspense } from './watched-suspense.test-support';

afterEach(cleanup);

function Page() {
  return useEditorsSettled() ? <Editors /> : <p role="status">Loading...</p>;
}

function Editors() {
  const editors = useEditors();
  return <p>{Object.keys(editors.tabs).length} tabs</p>;
}

describe('useEditorsSettled', () => {
  it('waits for the editors without suspending, after which useEditors answers at once', async () => {
    let resolve: (registry: EditorRegistry) => void = () => undefined;
    const source = () =>
      new Promise<EditorRegistry>((settle) => {
        resolve = settle;
      });
    const fallbacks: string[] = [];
    render(
      <EditorRegistryProvider editors={source}>
        <WatchedSuspense fallbacks={fallbacks}>
          <Page />
        </WatchedSuspense>
      </EditorRegistryProvider>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => resolve({ ...emptyEditors, tabs: { '*/Items': () => null } }));
    expect(screen.getByText('1 tabs')).toBeTruthy();
    expect(fallbacks).toEqual([]);
  });

  it('is settled at once for a registry given as it is', () => {
    render(
      <EditorRegistryProvider editors={emptyEditors}>
        <Page />
      </EditorRegistryProvider>,
    );
    expect(screen.getByText('0 tabs')).toBeTruthy();
  });
});
