/** The benchmark's flags: `--key=value` as key → value, a bare `--flag` as 'true'. */
export const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
