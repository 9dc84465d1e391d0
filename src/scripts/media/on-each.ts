/** Runs `init` on every element matching `selector`, now and after client-side navigation. */
export function onEach(selector: string, init: (el: HTMLElement) => void): void {
  const run = () => document.querySelectorAll<HTMLElement>(selector).forEach(init);
  run();
  document.addEventListener('astro:page-load', run);
}
