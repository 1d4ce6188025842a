import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a component fetched after the first screen', () => {
  it('is fetched once, whether preloaded, rendered or fetched when the browser is idle', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Later = deferred(load);
    expect(load).not.toHaveBeenCalled();
    const first = Later.preload();
    expect(Later.preload()).toBe(first);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Later name="Avery" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Avery')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300)); // past the idle fetch (jsdom has no requestIdleCallback)
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched when the page has loaded and the browser is idle, without being rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    deferred(load);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('shows the fallback until its code arrives', async () => {
    let arrive!: (m: { default: typeof Greeting }) => void;
    const Later = deferred(() => new Promise<{ default: typeof Greeting }>((r) => (arrive = r)));
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Later name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    arrive({ default: Greeting });
    expect(await screen.findByText('Hello Grace')).toBeTruthy();
  });
});
