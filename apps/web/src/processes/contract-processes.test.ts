import { PROCESSES as CONTRACT_PROCESSES } from '@hris/contract';
import { findProcess, PROCESSES } from './contract-processes';

describe('the contract processes the build writes in', () => {
  it('are the contract’s, in its order, without the server’s messages', () => {
    expect(PROCESSES).toEqual(CONTRACT_PROCESSES.map(({ messages: _, ...info }) => info));
  });

  it('are found by flow id', () => {
    expect(findProcess(12)?.key).toBe(CONTRACT_PROCESSES.find((p) => p.flowId === 12)?.key);
    expect(findProcess(-1)).toBeUndefined();
  });
});
