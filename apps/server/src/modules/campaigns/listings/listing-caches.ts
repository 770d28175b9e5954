/**
 * The public lists this process shares for a few seconds (/api/discover and its category counts,
 * decision 0021). A change of what the public may see (an admin suspends or restores a campaign,
 * or changes a staff pick) clears them, so the admin sees it at once; other servers within the TTL.
 */
export class ListingCaches {
  private readonly clears: (() => void)[] = [];

  add(clear: () => void): void {
    this.clears.push(clear);
  }

  changed(): void {
    for (const clear of this.clears) clear();
  }
}
