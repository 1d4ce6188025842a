import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onDemand } from './pages';

const Screen = () => <h1>The screen</h1>;

describe('a screen loaded on demand', () => {
  it('shows the page spinner until its code arrives, then the screen', async () => {
    let arrive!: () => void;
    const { Page } = onDemand(() => new Promise((resolve) => (arrive = () => resolve({ default: Screen }))));
    render(<Page />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows a preloaded screen at once', async () => {
    const { Page, start } = onDemand(() => Promise.resolve({ default: Screen }));
    await start();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
  });

  it('shows a screen whose code has arrived only once its opening calls have started', async () => {
    let started!: () => void;
    const openingCalls = new Promise<void>((resolve) => (started = resolve));
    const { Page, start } = onDemand(() => Promise.resolve({ default: Screen }));
    const loaded = start(openingCalls);
    render(<Page />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The screen' })).toBeNull();
    started();
    await loaded;
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
  });

  it('loads again when the page is opened after its preload failed', async () => {
    let calls = 0;
    const { Page, start } = onDemand(() =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Screen }),
    );
    await expect(start()).rejects.toThrow('offline');
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
