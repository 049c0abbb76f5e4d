import {test as base} from '@playwright/test';

/** CPU slowdown for the search specs, as on a mid-range phone or a loaded CI machine (SEARCH_CPU_THROTTLE, default 4). */
const RATE = Number(process.env.SEARCH_CPU_THROTTLE ?? 4);

/** `test` with Chromium's CPU throttled through CDP for every page of the test. */
export const throttledTest = base.extend<{throttle: void}>({
  throttle: [
    async ({page}, use) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: RATE});
      await use();
    },
    {auto: true},
  ],
});
