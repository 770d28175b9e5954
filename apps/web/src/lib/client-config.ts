import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordPolicy } from '@crowdspark/shared/contracts/password-policy';
import { DEFAULT_PASSWORD_POLICY } from '@crowdspark/shared/constants/password-rules';
import { apiClient } from '@/lib/api-client';
import { getConfigRoute } from '@crowdspark/shared/api-routes/public-config';

/** Answer of GET /api/config (shared publicConfigSchema): public settings the browser needs. */
export interface ClientConfig {
  /** Google tag ID (e.g. "G-XXXX") when the operator enabled the tag manager, else null. */
  gtagId: string | null;
  environment: string;
  /** Whether "Continue with Google" is offered. */
  googleSignIn: boolean;
  passwordPolicy: PasswordPolicy;
  /** Admins must have two-factor sign-in on to use the admin portal (the gate's step 5). */
  adminTwoFactorRequired: boolean;
  /**
   * The platform currency and the fee a funded campaign pays (shown before anyone pays): the
   * standard one, and the lower one a creator with an active Pro subscription pays.
   */
  money: { platformCurrency: string; platformFeePercent: number; proFeePercent: number };
}

export const DEFAULT_MONEY = { platformCurrency: 'USD', platformFeePercent: 5, proFeePercent: 3 } as const;

const percentOrNull = (value: unknown): number | null => (typeof value === 'number' && value >= 0 && value < 100 ? value : null);

function parseMoney(value: unknown): ClientConfig['money'] {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const currency =
    typeof record.platformCurrency === 'string' && /^[A-Z]{3}$/.test(record.platformCurrency) ? record.platformCurrency : null;
  return {
    platformCurrency: currency ?? DEFAULT_MONEY.platformCurrency,
    platformFeePercent: percentOrNull(record.platformFeePercent) ?? DEFAULT_MONEY.platformFeePercent,
    proFeePercent: percentOrNull(record.proFeePercent) ?? DEFAULT_MONEY.proFeePercent,
  };
}

const GTAG_ID_PATTERN = /^[A-Z]{1,3}-[A-Z0-9-]{4,20}$/;

function positiveInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** The policy when well formed, else the default (checked by hand: zod stays off start-up). */
export function parsePasswordPolicy(value: unknown): PasswordPolicy {
  if (typeof value !== 'object' || value === null) return DEFAULT_PASSWORD_POLICY;
  const record = value as Record<string, unknown>;
  const minLength = positiveInt(record.minLength);
  if (minLength === null) return DEFAULT_PASSWORD_POLICY;
  return {
    minLength,
    maxLength: positiveInt(record.maxLength),
    requireLowercase: record.requireLowercase === true,
    requireUppercase: record.requireUppercase === true,
    requireDigit: record.requireDigit === true,
    requireSymbol: record.requireSymbol === true,
  };
}

/** Accepts only the expected shape; a malformed tag ID is ignored rather than put into a URL. */
export function parseClientConfig(body: unknown): ClientConfig {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const gtagId = typeof record.gtagId === 'string' && GTAG_ID_PATTERN.test(record.gtagId) ? record.gtagId : null;
  const environment = typeof record.environment === 'string' ? record.environment : 'unknown';
  return {
    gtagId,
    environment,
    googleSignIn: record.googleSignIn === true,
    passwordPolicy: parsePasswordPolicy(record.passwordPolicy),
    adminTwoFactorRequired: record.adminTwoFactorRequired === true,
    money: parseMoney(record.money),
  };
}

export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  // Parsed by hand (parseClientConfig), so not through callRoute: only the path comes from the table.
  return parseClientConfig(await apiClient.get<unknown>(getConfigRoute.path, signal ? { signal } : {}));
}

/** Public server settings, the same for every visitor: kept across a sign-out (features/auth/api/keys.ts). */
export const clientConfigQueryKey = ['client-config'] as const;

export function clientConfigQueryOptions() {
  return queryOptions({
    queryKey: clientConfigQueryKey,
    queryFn: ({ signal }) => getClientConfig(signal),
    // Server configuration does not change while the tab is open.
    staleTime: Infinity,
  });
}

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}

/** The platform currency and fee, or the defaults until the configuration has loaded. */
export function usePlatformMoney(): ClientConfig['money'] {
  return useClientConfig().data?.money ?? DEFAULT_MONEY;
}

/** The server's password policy, or the default until it has loaded. */
export function usePasswordPolicy(): PasswordPolicy {
  return useClientConfig().data?.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
}
