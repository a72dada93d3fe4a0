import { type TAccountLockState, UserPaths } from '@hris/contract';
import { http } from '../../../api/http';

/** Whether sign-in to an account is throttled now (permission Office). */
export const getAccountLockState = (account: string) =>
  http.post<TAccountLockState>(UserPaths.getAccountLockState, { account });

/** Lifts the sign-in throttles of an account (permission Office with edit). */
export const unlockAccount = (account: string) => http.post<null>(UserPaths.unlockAccount, { account });
