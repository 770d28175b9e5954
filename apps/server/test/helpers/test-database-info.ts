/** How test files reach their database; made once by global-setup.ts, read with `inject`. */
export type TestDatabaseInfo =
  | { kind: 'pglite'; migratedSnapshotPath: string; emptySnapshotPath: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string; runPrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** The same server and credentials, another database. */
export function urlForDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
