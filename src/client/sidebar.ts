import { MOBILE_BREAKPOINT } from '../shared/constants.js';
import { SidebarClass } from '../shared/sidebarClass.js';
import { fillSidebar, isLazy } from './lazySidebar.js';

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Animation duration for a collapsing block of the given height (longer for taller content, capped). */
export function collapseDuration(height: number): number {
  const constant = height / 36;
  return Math.min(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), 1000);
}

/**
 * Opens or closes a sidebar category; other categories stay as they are. A closed category of a
 * large sidebar first gets its list from the sidebar's shared HTML (if that fails, it opens
 * empty: its own link, or its label's to its first page, still leads on).
 */
function toggleCategory(details: HTMLDetailsElement): void {
  if (details.open || !isLazy(details)) return animateCategory(details);
  void fillSidebar()
    .catch(() => undefined)
    .then(() => animateCategory(details));
}

/** Opens or closes a category with a height animation. */
function animateCategory(details: HTMLDetailsElement): void {
  const list = details.querySelector<HTMLElement>(':scope > ul');
  if (!list || reducedMotion()) {
    details.open = !details.open;
    return;
  }
  const opening = !details.open;
  details.open = true;
  const height = list.scrollHeight;
  const animation = list.animate(
    [{ height: opening ? '0px' : `${height}px` }, { height: opening ? `${height}px` : '0px' }],
    { duration: collapseDuration(height), easing: 'ease-in-out' },
  );
  animation.onfinish = () => {
    if (!opening) details.open = false;
  };
}

/** Marks the link for path active in the sidebar and opens the categories that lead to it. */
export function markSidebar(path: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`.${SidebarClass.link}`)) {
    const on = link.getAttribute('href') === path;
    link.classList.toggle(SidebarClass.activeLink, on);
    if (on) {
      link.setAttribute('aria-current', 'page');
      for (let d = link.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
    } else link.removeAttribute('aria-current');
  }
}

let drawerOpen = false;

/** Opens or closes the mobile drawer; the docs sidebar moves into it while it is open. */
export function setDrawer(open: boolean): void {
  const drawer = document.querySelector<HTMLElement>('.navbar-drawer');
  const toggle = document.querySelector<HTMLElement>('.navbar__toggle');
  if (!drawer || !toggle || drawerOpen === open) return;
  drawerOpen = open;
  const sidebar = document.querySelector(`.${SidebarClass.nav}`);
  const slot = drawer.querySelector('.navbar-drawer__sidebar')!;
  if (open && sidebar) slot.append(sidebar);
  if (!open && sidebar) document.querySelector('.doc-sidebar__inner')?.append(sidebar);
  drawer.hidden = !open;
  toggle.setAttribute('aria-expanded', String(open));
  document.body.style.overflow = open ? 'hidden' : '';
}

/** Sidebar behaviour: animated categories, the mobile drawer (closed above 996 px), navbar hide on scroll. */
export function setupSidebar(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const summary = target.closest?.(`.${SidebarClass.summary}`);
    // A category's own link leads to its page; its label toggles it, also when it links to its
    // first page (in a large sidebar, for readers without JavaScript: see templates/Sidebar.tsx).
    if (summary && !target.closest(`.${SidebarClass.link}`)) {
      event.preventDefault();
      toggleCategory(summary.parentElement as HTMLDetailsElement);
    }
    if (target.closest?.('.navbar__toggle')) setDrawer(!drawerOpen);
    else if (drawerOpen && target.closest?.('.navbar-drawer a')) setDrawer(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && drawerOpen) {
      setDrawer(false);
      // Focus was inside the drawer, which is hidden now: give it back to the button that opened it.
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    }
  });
  window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT + 1}px)`).addEventListener('change', (event) => {
    if (event.matches) setDrawer(false);
  });
  const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
  if (navbar) {
    let lastY = window.scrollY;
    window.addEventListener(
      'scroll',
      () => {
        const y = window.scrollY;
        navbar.classList.toggle('navbar--hidden', y > lastY && y > navbar.offsetHeight);
        lastY = y;
      },
      { passive: true },
    );
  }
}
