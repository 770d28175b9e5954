/** The "Members only" mark beside a post's title, with who may read it when known. */
export function MembersOnlyLabel({ audience }: { audience?: string | undefined }) {
  return (
    <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-soft-foreground">
      Members only{audience ? ` · ${audience}` : ''}
    </span>
  );
}
