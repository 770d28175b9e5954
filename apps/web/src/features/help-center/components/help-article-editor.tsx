import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { HelpAdminArticle, HelpCategory } from '@crowdspark/shared/contracts/help-center';
import { HELP_SOURCE_MAX, HELP_SUMMARY_MAX, HELP_TITLE_MAX } from '@crowdspark/shared/contracts/help-center';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDeleteHelpArticle } from '@/features/help-center/api/delete-help-article';
import { useSetHelpArticlePublished } from '@/features/help-center/api/publish-help-article';
import { useSaveHelpArticle } from '@/features/help-center/api/save-help-article';
import { HelpArticlePreview } from '@/features/help-center/components/help-article-preview';
import { HelpArticleState } from '@/features/help-center/components/help-article-state';

interface HelpArticleEditorProps {
  /** null: a new article (its address is chosen here, once). */
  article: HelpAdminArticle | null;
  categories: readonly HelpCategory[];
}

/**
 * The help-article editor: Markdown with a live preview rendered by the server, saved as a draft
 * that visitors do not see until it is published (docs/product-rules.md#help-centre). Every
 * change (save, publish, unpublish, delete) asks why in the portal's reason dialog: the audit log
 * keeps the reason (decision 0036). Not a <form>: each action's dialog holds its own.
 */
export function HelpArticleEditor({ article, categories }: HelpArticleEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveHelpArticle();
  const publish = useSetHelpArticlePublished();
  const remove = useDeleteHelpArticle();
  const [id, setId] = useState(article?.id ?? '');
  const [categoryId, setCategoryId] = useState(article?.draft.categoryId ?? categories[0]?.id ?? '');
  const [title, setTitle] = useState(article?.draft.title ?? '');
  const [summary, setSummary] = useState(article?.draft.summary ?? '');
  const [source, setSource] = useState(article?.draft.source ?? '');
  // A new article's first save moves the editor to the article's own address: its notice comes along.
  const [notice, setNotice] = useState(() => (location.state as { notice?: string } | null)?.notice ?? '');
  const [error, setError] = useState<unknown>(null);

  const fields = isApiError(error) ? error.fields : {};
  const busy = save.isPending || publish.isPending || remove.isPending;
  const draft = { categoryId, title, summary, source };

  const saveDraft = async (reason: string): Promise<HelpAdminArticle> =>
    article
      ? save.mutateAsync({ isNew: false, id: article.id, draft: { ...draft, reason } })
      : save.mutateAsync({ isNew: true, article: { id: id.trim(), ...draft, reason } });

  /**
   * Runs an action, shows its outcome; a new article moves to its own address once saved. A
   * refusal is shown on the form (beside its field), so the reason dialog closes either way.
   */
  const run = async (action: () => Promise<HelpAdminArticle | null>, done: string) => {
    setError(null);
    setNotice('');
    try {
      const saved = await action();
      setNotice(done);
      if (!article && saved) void navigate(paths.adminHelpArticle(saved.id), { replace: true, state: { notice: done } });
    } catch (caught) {
      setError(caught);
    }
  };

  const onSaveDraft = (reason: string) => run(() => saveDraft(reason), 'Draft saved. Visitors see it once you publish.');
  const onPublish = (reason: string) =>
    run(async () => {
      const saved = await saveDraft(reason);
      return publish.mutateAsync({ id: saved.id, published: true, reason });
    }, 'Published. Visitors now read this version.');
  const onUnpublish = (reason: string) =>
    run(
      () => (article ? publish.mutateAsync({ id: article.id, published: false, reason }) : Promise.resolve(null)),
      'Unpublished. Visitors get “not found” at its address.',
    );
  const onDelete = async (reason: string) => {
    if (!article) return;
    setError(null);
    try {
      await remove.mutateAsync({ id: article.id, reason });
      void navigate(paths.adminHelpArticles, { replace: true });
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <div className="grid gap-8">
      {article ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <HelpArticleState state={article.state} />
          {article.publishedAt ? (
            <Link
              to={paths.helpArticle(article.id)}
              className="inline-flex items-center gap-1 font-medium text-link hover:underline"
            >
              View on the site
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </Link>
          ) : (
            <span className="text-muted-foreground">Not visible to visitors.</span>
          )}
        </div>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        {article ? null : (
          <FormField
            id="help-article-id"
            label="Address"
            hint="Shown as /help-center/your-address. It cannot change once saved, so links keep working."
            error={fields.id}
          >
            <Input
              value={id}
              onChange={(event) => setId(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={80}
            />
          </FormField>
        )}
        <FormField id="help-article-category" label="Category" error={fields.categoryId}>
          <Select value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="help-article-title" label="Title" error={fields.title}>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={HELP_TITLE_MAX} />
        </FormField>
        <FormField
          id="help-article-summary"
          label="Summary"
          hint="One or two sentences: shown in lists, search results and link previews."
          error={fields.summary}
        >
          <Textarea rows={2} value={summary} onChange={(event) => setSummary(event.target.value)} maxLength={HELP_SUMMARY_MAX} />
        </FormField>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <FormField
          id="help-article-source"
          label="Article (Markdown)"
          hint="## Heading, **bold**, _italic_, - list, 1. numbered list, [link](https://…), > quote."
          error={fields.source}
        >
          <Textarea
            rows={18}
            className="font-mono text-sm"
            value={source}
            onChange={(event) => setSource(event.target.value)}
            maxLength={HELP_SOURCE_MAX}
          />
        </FormField>
        <HelpArticlePreview source={source} />
      </div>

      <div className="grid gap-3">
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {notice}
        </p>
        {error ? (
          <Alert variant="destructive">{error instanceof Error ? error.message : 'The change was not saved.'}</Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <ReasonDialog
            triggerLabel="Save draft"
            triggerDisabled={busy}
            title="Save this draft"
            description="Visitors keep reading the published version until you publish. Say what you changed and why."
            confirmLabel="Save draft"
            onConfirm={onSaveDraft}
          />
          <ReasonDialog
            triggerLabel="Publish"
            triggerVariant="primary"
            triggerDisabled={busy}
            title="Publish this article"
            description="The draft is saved and becomes what visitors read at once, in the help centre and its search."
            confirmLabel="Publish"
            onConfirm={onPublish}
          />
          {article?.publishedAt ? (
            <ReasonDialog
              triggerLabel="Unpublish"
              triggerVariant="ghost"
              triggerDisabled={busy}
              title="Unpublish this article?"
              description="Visitors get “not found” at its address and search stops finding it. The draft stays here."
              confirmLabel="Unpublish"
              destructive
              onConfirm={onUnpublish}
            />
          ) : null}
          {article ? (
            <ReasonDialog
              triggerLabel="Delete"
              triggerVariant="ghost"
              triggerDisabled={busy}
              triggerClassName="text-destructive dark:text-red-300"
              title="Delete this article?"
              description="It disappears from the help centre for good, with its votes. Links to it will show “not found”."
              confirmLabel="Delete article"
              destructive
              onConfirm={onDelete}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
