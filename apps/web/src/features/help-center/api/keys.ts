/** Query keys of the help centre: public reads under ['help'], the editor's under ['help', 'admin']. */
export const helpKeys = {
  all: ['help'] as const,
  centre: () => ['help', 'centre'] as const,
  article: (articleId: string) => ['help', 'article', articleId] as const,
  search: (query: string) => ['help', 'search', query.trim().toLowerCase()] as const,
  admin: () => ['help', 'admin'] as const,
  adminList: () => ['help', 'admin', 'list'] as const,
  adminArticle: (articleId: string) => ['help', 'admin', 'article', articleId] as const,
  preview: (source: string) => ['help', 'admin', 'preview', source] as const,
};
