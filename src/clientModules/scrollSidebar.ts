/**
 * Keeps the current page visible in the docs sidebar: after each navigation, if the active item is outside
 * the sidebar's visible area, the sidebar (not the page) scrolls so that the item sits in its upper third.
 */
function revealActiveItem(): void {
  const items = document.querySelectorAll<HTMLElement>('.theme-doc-sidebar-menu .menu__link--active');
  const active = items[items.length - 1];
  const menu = active?.closest<HTMLElement>('nav.menu');
  if (!active || !menu || menu.scrollHeight <= menu.clientHeight) return;
  const item = active.getBoundingClientRect();
  const box = menu.getBoundingClientRect();
  if (item.top >= box.top && item.bottom <= box.bottom) return;
  menu.scrollTop += item.top - box.top - box.height / 3;
}

export function onRouteDidUpdate(): void {
  if (typeof window === 'undefined') return;
  window.requestAnimationFrame(revealActiveItem);
}
