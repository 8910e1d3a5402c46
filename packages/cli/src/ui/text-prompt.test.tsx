import { cleanup, render } from 'ink-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextPrompt } from './text-prompt';

afterEach(() => cleanup());

// ink reads stdin asynchronously; give it a tick between keystrokes.
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function type(stdin: { write(data: string): void }, ...keys: string[]) {
  for (const key of keys) {
    stdin.write(key);
    await tick();
  }
}

describe('TextPrompt', () => {
  it('shows what is typed and submits it on Enter', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <TextPrompt label="Email:" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await tick();
    await type(stdin, 'admin@', 'example.com');
    expect(lastFrame()).toContain('Email: admin@example.com');
    await type(stdin, '\r');
    expect(onSubmit).toHaveBeenCalledWith('admin@example.com');
  });

  it('masks a password: the frame never contains the typed text', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame, frames } = render(
      <TextPrompt label="Password:" mask="*" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await tick();
    await type(stdin, 's', 'e', 'c', 'r', 'e', 't');
    expect(lastFrame()).toContain('Password: ******');
    expect(frames.join('\n')).not.toContain('secret');
    await type(stdin, '\r');
    expect(onSubmit).toHaveBeenCalledWith('secret');
  });

  it('erases with Backspace (DEL, as terminals send it) and with Ctrl+U', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<TextPrompt label="Email:" onSubmit={onSubmit} onCancel={() => {}} />);
    await tick();
    await type(stdin, 'wrong', '\u0015', 'adminx', '\u007f', '\b', 'n', '\r');
    expect(onSubmit).toHaveBeenCalledWith('admin');
  });

  it('cancels on Ctrl+C without submitting', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { stdin } = render(<TextPrompt label="Email:" onSubmit={onSubmit} onCancel={onCancel} />);
    await tick();
    await type(stdin, 'adm', '\u0003');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops listening once submitted', async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <TextPrompt label="Email:" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await tick();
    await type(stdin, 'a', '\r', 'b', '\r');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(lastFrame()).toBe('Email: a');
  });
});

describe('TextPrompt with keys that arrive together', () => {
  it('applies Backspace, Ctrl+U and Enter found inside one chunk', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(<TextPrompt label="Email:" onSubmit={onSubmit} onCancel={() => {}} />);
    await tick();
    await type(stdin, 'junk\u0015editor@exampel', '\u007f\u007fle.com\rignored');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('editor@example.com');
  });

  it('keeps every character of chunks that arrive before a render', async () => {
    const onSubmit = vi.fn();
    const { stdin } = render(
      <TextPrompt label="Password:" mask="*" onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await tick();
    for (const key of ['s', 'e', 'c', 'r', 'e', 't']) stdin.write(key);
    stdin.write('\r');
    await tick();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('secret');
  });
});
