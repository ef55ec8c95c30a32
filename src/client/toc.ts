/** How far below the navbar a heading counts as reached: a heading a TOC link scrolled to is. */
const REACHED_PX = 24;

/** Marks the "On this page" entry of the section being read (both the side and the collapsible TOC). */
export function updateToc(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc__link')];
  if (!links.length) return;
  const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))];
  const headings = ids.map((id) => document.getElementById(id)).filter((h) => h !== null);
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  let active: string | undefined;
  // At the very bottom the last sections can never reach the top: the last one is being read.
  if (atBottom && window.scrollY > 0) active = headings[headings.length - 1]?.id;
  else
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top > navbar + REACHED_PX) break;
      active = heading.id;
    }
  for (const link of links) {
    const on = active !== undefined && decodeURIComponent(link.hash.slice(1)) === active;
    link.classList.toggle('toc__link--active', on);
    if (on) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
  }
}

/** Scroll-spy for the table of contents, at most once per frame. */
export function setupToc(): void {
  let frame = 0;
  const onScroll = (): void => {
    if (!frame)
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        updateToc();
      });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  updateToc();
}
