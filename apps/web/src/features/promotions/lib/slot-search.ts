/**
 * The search a page of results came from: its words (the corrected ones when the results are a
 * correction's) and filters, as GET /api/search takes them. Only promotions whose campaign this
 * search finds fill that page's promoted slots (docs/product-rules.md#promoted-slots).
 */
export interface SlotSearch {
  q: string;
  category?: string;
  status?: string;
  fundingModel?: string;
  minFunded?: number;
  location?: string;
}

/** The slots request's query for a page of `campaignIds` (plus `list=search` and the search, for search results). */
export function slotsQuery(campaignIds: readonly string[], search?: SlotSearch): URLSearchParams {
  const query = new URLSearchParams({ campaignIds: campaignIds.join(',') });
  if (search) {
    query.set('list', 'search');
    for (const [name, value] of Object.entries(search)) if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query;
}
