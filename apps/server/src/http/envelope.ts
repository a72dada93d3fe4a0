import type { Envelope } from '@hris/contract';

export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: 0, msg, data };
}
