import { interpolate } from '../../lib/i18n/translator.ts';
import { onEach } from './on-each.ts';

/**
 * Full-screen photo viewer of a GALLERY block (SPEC §2): a thumbnail opens a modal <dialog>
 * with the large picture, prev/next (buttons and arrow keys), Escape or the close button closes
 * it, Tab stays inside while open and focus returns to the thumbnail on close. Without script
 * the thumbnails stay links to the full-size pictures.
 */

function enhanceGallery(root: HTMLElement): void {
  if (root.dataset['enhanced'] === 'true') return;
  const dialog = root.querySelector<HTMLDialogElement>('dialog[data-lightbox]');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  root.dataset['enhanced'] = 'true';
  const image = dialog.querySelector<HTMLImageElement>('[data-lightbox-image]');
  const position = dialog.querySelector<HTMLElement>('[data-lightbox-position]');
  const caption = dialog.querySelector<HTMLElement>('[data-lightbox-caption]');
  const prev = dialog.querySelector<HTMLButtonElement>('[data-lightbox-prev]');
  const next = dialog.querySelector<HTMLButtonElement>('[data-lightbox-next]');
  const close = dialog.querySelector<HTMLButtonElement>('[data-lightbox-close]');
  const template = position?.dataset['template'] ?? '{{index}} / {{count}}';

  let links: HTMLAnchorElement[] = [];
  let index = 0;
  let opener: HTMLAnchorElement | undefined;

  const show = (at: number) => {
    if (links.length === 0 || !image) return;
    index = (at + links.length) % links.length;
    const link = links[index];
    if (!link) return;
    const thumb = link.querySelector('img');
    image.src = link.href;
    image.alt = thumb?.alt ?? '';
    if (link.dataset['width']) image.width = Number(link.dataset['width']);
    if (link.dataset['height']) image.height = Number(link.dataset['height']);
    if (caption) caption.textContent = thumb?.alt ?? '';
    if (position) {
      position.textContent = interpolate(template, { index: index + 1, count: links.length });
    }
    const single = links.length < 2;
    if (prev) prev.hidden = single;
    if (next) next.hidden = single;
  };

  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('[data-gallery] a');
    if (!link) return;
    event.preventDefault();
    const grid = link.closest('[data-gallery]');
    links = grid ? [...grid.querySelectorAll<HTMLAnchorElement>('a')] : [link];
    opener = link;
    show(links.indexOf(link));
    dialog.showModal();
    close?.focus();
  });
  prev?.addEventListener('click', () => show(index - 1));
  next?.addEventListener('click', () => show(index + 1));
  close?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop (the dialog itself, outside its content) closes.
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'Tab') {
      const focusable = [...dialog.querySelectorAll<HTMLElement>('button:not([hidden])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) last.focus();
      else if (!event.shiftKey && (active === last || !dialog.contains(active))) first.focus();
      else return;
    } else return;
    event.preventDefault();
  });
  dialog.addEventListener('close', () => {
    image?.removeAttribute('src');
    opener?.focus();
    opener = undefined;
  });
}

onEach('[data-gallery-root]', enhanceGallery);
