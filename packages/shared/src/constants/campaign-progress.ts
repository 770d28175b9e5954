/**
 * How far a campaign is towards its goal, as people read it (docs/product-rules.md#percent-of-goal).
 * The server counts whole percent rounded down (`percentOfGoal`), so $10 of $1,500 is 0: shown as
 * "0%" it reads as if the pledge did not count. Below one percent with money raised it reads
 * "< 1%"; with nothing raised, "0%". One function for every place that shows it (cards, the
 * campaign page, search results, the server-rendered first screen).
 */
export function percentOfGoalText(progress: { raised: number; percentOfGoal: number }): string {
  if (progress.percentOfGoal < 1 && progress.raised > 0) return '< 1%';
  return `${Math.max(0, progress.percentOfGoal)}%`;
}
