/** What a guarded page shows while the access gate waits (the auth state, or an admin page's settings). */
export function GateLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-muted-foreground">
      Loading...
    </div>
  );
}
