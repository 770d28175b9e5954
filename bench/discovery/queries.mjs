// The search latency rows of the discovery bench: sequential requests per query, p50/p95/p99.

/** Sequential requests per search query (after a warm-up): latency, not throughput. */
export const SEARCH_SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 200);
const SEARCH_WARM_UP = 10;

/** What the search rows measure: a word in ~80 campaigns, one in ~12 % of them, a typo of the first, a typed prefix. */
export const SEARCH_QUERIES = [
  { name: 'selective term', q: 'theremin' },
  { name: 'common term', q: 'makers' },
  { name: 'one-letter typo', q: 'theremn' },
  { name: 'prefix', q: 'lant' },
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential requests (one at a time): the latency a searcher sees, without queueing behind others. */
export async function latency(url, title) {
  let matches = null;
  for (let i = 0; i < SEARCH_WARM_UP; i += 1) {
    const res = await fetch(url);
    const body = await res.json();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    matches = body;
  }
  const times = [];
  for (let i = 0; i < SEARCH_SAMPLES; i += 1) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = {
    title,
    url: new URL(url).pathname + new URL(url).search,
    samples: times.length,
    p50Ms: +percentile(times, 50).toFixed(1),
    p95Ms: +percentile(times, 95).toFixed(1),
    p99Ms: +percentile(times, 99).toFixed(1),
    items: matches.items?.length ?? 0,
    correctedQuery: matches.correctedQuery ?? null,
  };
  console.log(
    `  ${title.padEnd(34)} p50 ${String(row.p50Ms).padStart(6)} ms   p95 ${String(row.p95Ms).padStart(6)} ms   p99 ${String(row.p99Ms).padStart(6)} ms   (${row.items} items${row.correctedQuery ? `, corrected to "${row.correctedQuery}"` : ''})`,
  );
  return row;
}
