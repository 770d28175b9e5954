export type HelpCategoryId = 'getting-started' | 'backing' | 'creating' | 'payments-and-wallet' | 'account-and-security';

export interface HelpCategory {
  id: HelpCategoryId;
  title: string;
  description: string;
}

/** Article bodies are plain data (no HTML strings), rendered by HelpArticleBody. */
export type HelpBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'tip'; text: string };

export interface HelpArticle {
  /** URL segment: /help-center/{id}. */
  id: string;
  title: string;
  category: HelpCategoryId;
  summary: string;
  body: HelpBlock[];
}
