import {COLOR_MODE_ATTRIBUTE, DARK_COLOR_MODE} from './contracts';

/** Whether the page is in dark mode now (the attribute the theme sets on `<html>`, src/hydration/contracts.ts). */
export const isDark = (): boolean => document.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE) === DARK_COLOR_MODE;
