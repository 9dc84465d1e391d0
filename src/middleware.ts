import { defineMiddleware } from 'astro:middleware';
import { trackPage } from './content/tracking.ts';

/**
 * Every pre-rendered page is rendered with its content reads recorded (src/content/tracking.ts):
 * the build keeps them for incremental publishing. Changes nothing in the page.
 */
export const onRequest = defineMiddleware((context, next) =>
  context.isPrerendered
    ? trackPage(context.url.pathname, context.routePattern, context.props, next)
    : next(),
);
