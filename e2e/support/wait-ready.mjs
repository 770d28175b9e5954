// Waits until a URL answers 2xx (at most two minutes): the second server instance of the
// two-instance browser test starts only once the first has migrated and seeded the database.
const url = process.argv[2];
const started = Date.now();
while (Date.now() - started < 120_000) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {
    // not up yet
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}
console.error(`${url} did not answer within two minutes`);
process.exit(1);
