import { describe, expect, it } from 'vitest';
import { startInSteps } from '../../src/app/start-in-steps';

describe("the app's first start in steps", () => {
  it('starts the app after the router and the schemas, in a task of its own', async () => {
    const order: string[] = [];
    const running = startInSteps(async () => {
      order.push('start');
      return 'the app';
    });
    // A timer queued now runs before the start: the steps gave the page a turn between them.
    setTimeout(() => order.push('a task of the page'));
    await expect(running).resolves.toBe('the app');
    expect(order).toEqual(['a task of the page', 'start']);
  });

  it('fails as the start does', async () => {
    await expect(startInSteps(() => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
  });
});
