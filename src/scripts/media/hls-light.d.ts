/** hls.js ships no types for its light build; it has the same API as the full build. */
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
