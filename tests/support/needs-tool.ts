/**
 * Whether a test that needs `tool` can run: true when it is there. Without it the test is skipped
 * locally, with a line saying why; in CI (CI=true) a missing tool is a failure naming it, never a skip.
 */
export function hasTool(present: boolean, tool: string, why: string): boolean {
  if (present) return true;
  if (process.env.CI) throw new Error(`${tool} is needed in CI (${why}) and is missing: .ci/run installs or starts it`);
  console.warn(`SKIPPED locally: ${why} needs ${tool}, which is missing here`);
  return false;
}
