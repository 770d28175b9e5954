/**
 * What a component may still decide about a feature's read (the `useX` hooks in features/<area>/api):
 * whether it runs yet and how fresh it must be. The key and the fetcher stay in the API file.
 */
export interface QueryHookOptions {
  enabled?: boolean;
  staleTime?: number;
  refetchOnWindowFocus?: boolean;
  retry?: boolean;
}
