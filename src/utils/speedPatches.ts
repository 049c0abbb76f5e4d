import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SpeedPatch} from '@site/config/speedPatches';

/** False in a build made with the patch left out (`SITE_PATCHES_OFF`, config/speedPatches.ts), for A/B figures. */
export function usePatchOn(name: SpeedPatch): boolean {
  const off = useDocusaurusContext().siteConfig.customFields?.patchesOff as SpeedPatch[] | undefined;
  return !off?.includes(name);
}
