/** Options of the post-build outputs plugin (./index.ts), kept apart so that docusaurus.config.ts loads only this. */
export interface Options {
  enabled: boolean;
}

/** The environment variable that turns the outputs off (`off`) or leaves them on (unset, empty or `on`). */
export const OUTPUTS_ENV = 'SITE_POSTBUILD_OUTPUTS';

export function postBuildOutputsEnabled(env: Record<string, string | undefined>): boolean {
  const value = (env[OUTPUTS_ENV] ?? '').trim().toLowerCase();
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${OUTPUTS_ENV}=${env[OUTPUTS_ENV]}: use \`off\` to leave the post-build outputs out, or unset it`);
}
