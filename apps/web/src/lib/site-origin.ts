/**
 * The origin the app is served from, for absolute links such as a campaign's share URL. In the
 * browser it is the page's own origin; while the server renders a first screen it is the server's
 * public URL (set once by the server entry), which is the same origin, so both renders agree.
 */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
