import { enhanceCarousel, onEach } from './carousel.ts';

/** The card slider (CAROUSEL block): swiper core + autoplay every 5000 ms (SPEC §9). */
onEach('[data-carousel-root][data-carousel]', (root) => {
  enhanceCarousel(root);
});
