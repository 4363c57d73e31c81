import { describe, expect, it } from 'vitest';
import { applyBatchState, applyBatchUpdate, newBatchProcess } from './batch-process.ts';

describe('batch processing panel state', () => {
  it('follows the item events and ends on the final one', () => {
    let process = newBatchProcess('op', 3);
    process = applyBatchUpdate(process, {
      updateType: 'ITEM_SUCCEEDED',
      itemId: 'a',
      processed: 1,
      failed: 0,
      total: 3,
    });
    process = applyBatchUpdate(process, {
      updateType: 'ITEM_FAILED',
      itemId: 'b',
      processed: 2,
      failed: 1,
      total: 3,
      message: 'An organisation needs at least one active admin',
    });
    expect(process).toMatchObject({ processed: 2, failed: 1, status: null });
    process = applyBatchUpdate(process, { updateType: 'PARTIALLY_SUCCEEDED', processed: 3, failed: 1, total: 3 });
    expect(process.status).toBe('PARTIALLY_SUCCEEDED');
    expect(process.failures).toEqual([{ itemId: 'b', message: 'An organisation needs at least one active admin' }]);
  });

  it('never counts back when a late event or state arrives', () => {
    let process = applyBatchUpdate(newBatchProcess('op', 2), {
      updateType: 'SUCCEEDED',
      processed: 2,
      failed: 0,
      total: 2,
    });
    process = applyBatchUpdate(process, {
      updateType: 'ITEM_SUCCEEDED',
      itemId: 'a',
      processed: 1,
      failed: 0,
      total: 2,
    });
    expect(process).toMatchObject({ processed: 2, status: 'SUCCEEDED' });
  });

  it('takes what was missed from the state query', () => {
    const process = applyBatchState(newBatchProcess('op', 2), {
      status: 'FAILED',
      total: 2,
      processed: 2,
      failed: 2,
      results: [
        { itemId: 'a', succeeded: false, message: 'No' },
        { itemId: 'b', succeeded: false, message: null },
      ],
    });
    expect(process.status).toBe('FAILED');
    expect(process.failures).toHaveLength(2);
    const running = applyBatchState(newBatchProcess('op', 2), {
      status: 'RUNNING',
      total: 2,
      processed: 1,
      failed: 0,
      results: [{ itemId: 'a', succeeded: true }],
    });
    expect(running).toMatchObject({ status: null, processed: 1, failures: [] });
  });
});
