import { STORAGE_KEYS } from '../shared/constants.js';
import { storage } from './storage.js';

/** Announcement bar: "Close" stores the dismissal (the boot script re-shows it when the bar id changes). */
export function setupAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('.announcement');
  if (!bar) return;
  // The boot script may have failed on storage; make sure the id key matches the bar.
  if (storage.get(STORAGE_KEYS.announcementId) !== bar.dataset.id) {
    storage.set(STORAGE_KEYS.announcementId, bar.dataset.id ?? '');
    storage.set(STORAGE_KEYS.announcementDismiss, 'false');
  }
  bar.querySelector('.announcement__close')?.addEventListener('click', () => {
    storage.set(STORAGE_KEYS.announcementDismiss, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  });
}
