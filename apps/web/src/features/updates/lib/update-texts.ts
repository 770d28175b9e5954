/** Texts of the update prompt, verbatim from the original §2. */
export const UPDATE_PROMPT = {
  title: 'Update Available',
  description: 'A new version of the app is available. Update now for the latest features and improvements.',
  action: 'Update',
} as const;
