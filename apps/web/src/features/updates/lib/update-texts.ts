/** Texts of the update prompt, word for word (docs/product-rules.md#update-prompt). */
export const UPDATE_PROMPT = {
  title: 'Update Available',
  description: 'A new version of the app is available. Update now for the latest features and improvements.',
  action: 'Update',
} as const;
