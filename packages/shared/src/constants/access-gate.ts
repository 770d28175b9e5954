import type { RouteAccess } from './routes.js';
import { isAdminRole } from './roles.js';

/**
 * The access gate (docs/product-rules.md#access-gate), evaluated in its order. The web router and the server's
 * route guard both call this, so the two can never disagree.
 */
export interface GateSubject {
  email: string | null;
  emailVerified: boolean;
  role: string;
  /** Whether the account has two-factor sign-in on (absent counts as off). */
  twoFactorEnabled?: boolean;
}

export type GateDecision =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: '/sign-in' | '/verify-email' | '/' }
  /** An admin without two-factor sign-in where the deployment requires it (step 5): the page says how to set it up. */
  | { kind: 'two-factor-setup' }
  | { kind: 'allow' };

export interface GateState {
  loading: boolean;
  user: GateSubject | null;
  /** ADMIN_TWO_FACTOR_REQUIRED: admin routes need two-factor sign-in on (absent counts as not required). */
  adminTwoFactorRequired?: boolean;
}

/** @gmail.com addresses are exempt from the verification requirement (docs/product-rules.md#verification-exemption). */
export function isVerificationExempt(email: string | null): boolean {
  return email !== null && email.toLowerCase().endsWith('@gmail.com');
}

export function needsVerification(user: GateSubject): boolean {
  return !user.emailVerified && user.email !== null && user.email !== '' && !isVerificationExempt(user.email);
}

export function decideAccess(access: RouteAccess, state: GateState): GateDecision {
  if (access === 'public') return { kind: 'allow' };
  if (state.loading) return { kind: 'loading' };
  if (!state.user) return { kind: 'redirect', to: '/sign-in' };
  if (access === 'verified' && needsVerification(state.user)) return { kind: 'redirect', to: '/verify-email' };
  if (access === 'admin' && !isAdminRole(state.user.role)) return { kind: 'redirect', to: '/' };
  if (access === 'admin' && state.adminTwoFactorRequired === true && state.user.twoFactorEnabled !== true)
    return { kind: 'two-factor-setup' };
  return { kind: 'allow' };
}
