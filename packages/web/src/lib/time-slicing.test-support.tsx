import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/** For tests: a part of a screen that takes 2 ms to draw (30 of them: a 60 ms render). */
export function SlowPart() {
  const start = performance.now();
  while (performance.now() - start < 2) {
    // drawing
  }
  return <p>part</p>;
}

/** For tests: 30 {@link SlowPart}s. */
export const slowParts = Array.from({ length: 30 }, (_, index) => `part-${index}`).map((key) => (
  <SlowPart key={key} />
));

/**
 * For tests: the suite's renders without act(), so that React schedules its work as in a browser, in tasks it yields
 * between (a render in slices lets other tasks run; one drawn in one go does not).
 */
export function renderWithoutAct() {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeEach(() => {
    before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
  });
}

/** Waits until `condition` holds, looking every 5 ms. */
export const until = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * Does `act` (which makes React draw something) and queues a task just after it: whether `drawn()` already held when
 * that task ran, i.e. whether React drew it in one go rather than in slices with other tasks between them.
 */
export async function drawnBeforeTheNextTask(
  act: () => void | Promise<void>,
  drawn: () => boolean,
): Promise<boolean> {
  // `act` may wait for promises (microtasks), not for tasks: all of it is in the task it starts in.
  await act();
  return new Promise((resolve) => setTimeout(() => resolve(drawn()), 0));
}

/** Whether any of the {@link slowParts} is on the page. */
export const partsShown = (container: HTMLElement): boolean =>
  container.textContent?.includes('part') === true;

/** For tests: a root in a container of its own, for `run`; unmounted and removed after. */
export async function inRoot(run: (root: Root, container: HTMLElement) => Promise<void>): Promise<void> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    await run(root, container);
    // However it was drawn, it is drawn whole in the end.
    await until(() => container.querySelectorAll('p').length === slowParts.length);
  } finally {
    root.unmount();
    container.remove();
  }
}
