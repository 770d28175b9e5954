/** Full-page navigation to another site (OAuth providers); a module of its own so tests can stub it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
