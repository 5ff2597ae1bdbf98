import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterAll, expect, it, onTestFinished, vi } from 'vitest';
import { lazyDialog } from './lazyDialog';

type NoteProps = { isOpen?: boolean; text: string };

/** Open whenever it is drawn when isOpen is left out, as a lazy dialog takes it. */
function Note({ isOpen = true, text }: NoteProps) {
  return isOpen ? <p role="note">{text}</p> : <p>closed</p>;
}

/**
 * The suite's files share one module graph, and its setup preloads every lazy dialog defined
 * before each file's tests, these too: once this file is over, none may be left waiting.
 */
let isOver = false;
const waiting = new Set<() => void>();
afterAll(() => {
  isOver = true;
  for (const arrive of waiting) arrive();
});

/** The dialog's code, arriving when the test says so. */
function controlledLoad() {
  let arrive = () => {};
  let fail = (_: Error) => {};
  const load = vi.fn(() =>
    isOver
      ? Promise.resolve(Note)
      : new Promise<typeof Note>((resolve, reject) => {
          arrive = () => resolve(Note);
          fail = reject;
          waiting.add(arrive);
        }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

it('fetches nothing and draws nothing until it first opens', () => {
  const { load } = controlledLoad();
  const LazyNote = lazyDialog(load);
  const { container } = render(<LazyNote isOpen={false} text="Hello" />);
  expect(load).not.toHaveBeenCalled();
  expect(container).toBeEmptyDOMElement();
});

it('shows the dialog once its code arrives, and keeps it drawn when it closes', async () => {
  const { load, arrive } = controlledLoad();
  const LazyNote = lazyDialog(load);
  const { rerender } = render(<LazyNote isOpen={false} text="Hello" />);
  rerender(<LazyNote isOpen text="Hello" />);
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('note')).toBeNull();
  arrive();
  expect(await screen.findByRole('note')).toHaveTextContent('Hello');
  rerender(<LazyNote isOpen={false} text="Hello" />);
  expect(screen.getByText('closed')).toBeInTheDocument();
  rerender(<LazyNote isOpen text="Again" />);
  expect(screen.getByRole('note')).toHaveTextContent('Again');
  expect(load).toHaveBeenCalledTimes(1);
});

it('opens at once, in the same render, once its code is in', async () => {
  const { load, arrive } = controlledLoad();
  const LazyNote = lazyDialog(load);
  const first = render(<LazyNote isOpen text="First" />);
  arrive();
  await screen.findByRole('note');
  first.unmount();
  render(<LazyNote isOpen text="Second" />);
  expect(screen.getByRole('note')).toHaveTextContent('Second');
});

it('is open whenever it is drawn when isOpen is left out', async () => {
  const { load, arrive } = controlledLoad();
  const LazyNote = lazyDialog(load);
  render(<LazyNote text="Drawn" />);
  arrive();
  expect(await screen.findByRole('note')).toHaveTextContent('Drawn');
});

it('throws a failed fetch to the error boundary, and fetches again at the next opening', async () => {
  // React logs the error the boundary caught.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  onTestFinished(() => quiet.mockRestore());
  const first = controlledLoad();
  const load = vi
    .fn<() => Promise<typeof Note>>()
    .mockImplementationOnce(first.load)
    .mockResolvedValue(Note);
  const LazyNote = lazyDialog(load);
  const failed = render(
    <Boundary>
      <LazyNote isOpen text="Hello" />
    </Boundary>,
  );
  first.fail(new Error('Failed to fetch dynamically imported module'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  failed.unmount();
  render(<LazyNote isOpen text="Hello" />);
  expect(await screen.findByRole('note')).toHaveTextContent('Hello');
  expect(load).toHaveBeenCalledTimes(2);
});

it('fetches its code once the browser is idle, before anyone opens it', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const load = vi.fn(() => Promise.resolve(Note));
  const LazyNote = lazyDialog(load);
  expect(load).not.toHaveBeenCalled();
  for (const run of idle) run();
  expect(load).toHaveBeenCalledTimes(1);
  await load.mock.results[0]!.value;
  render(<LazyNote isOpen text="Ready" />);
  expect(screen.getByRole('note')).toHaveTextContent('Ready');
});
