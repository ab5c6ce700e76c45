// Run by `npm start` before it starts anything: both servers' configurations, read from the
// environment each will get, so a start that must refuse (a bad value; development tools where other
// machines could reach them, or in production) stops before it builds, migrates or listens, with
// every refused variable named.
const refusals: string[] = [];
for (const check of [
  async () => (await import('../apps/api/src/config.ts')).loadConfig(process.env),
  async () => (await import('../apps/web/src/lib/webConfig.ts')).parseWebConfig(process.env),
]) {
  try {
    await check();
  } catch (error) {
    refusals.push(error instanceof Error ? error.message : String(error));
  }
}
if (refusals.length > 0) {
  console.error(`The shop refuses to start:\n${refusals.map((r) => `  ${r}`).join('\n')}`);
  process.exit(1);
}
