/** Query keys of the profiles feature. */
export const profileKeys = {
  all: ['public-profile'] as const,
  detail: (username: string) => ['public-profile', username] as const,
};
