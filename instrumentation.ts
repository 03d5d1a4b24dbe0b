/**
 * Runs once when the server starts: check the configuration, open and migrate the database, and
 * (embedded database only) open the loopback endpoint the operator scripts use.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { boot } = await import('./lib/boot');
  await boot();
}
