import { TwoFactorPolicy } from '../structs/two-factor';
import type { Requester } from './request';

/** `organisations/two-factor-policy/`: whether the organisation requires two-step sign-in of its members. */
export function twoFactorPolicyCalls(request: Requester) {
  return {
    getTwoFactorPolicy: () => request('organisations', 'two-factor-policy/', {}, TwoFactorPolicy),
    updateTwoFactorPolicy: (body: TwoFactorPolicy) => request('organisations', 'two-factor-policy/', { method: 'PUT', body }, TwoFactorPolicy),
  };
}
