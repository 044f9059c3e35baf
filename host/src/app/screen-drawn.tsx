import { useEffect } from 'react';
import { noteScreenDrawn } from './first-screen';

/**
 * Rendered beside a route's screen, inside its Suspense boundary: its effect runs once the screen
 * has been committed, which tells the app the first screen is on the way to being shown
 * (mark-first-screen-shown.ts). Renders nothing.
 */
export function ScreenDrawn() {
  useEffect(() => noteScreenDrawn(), []);
  return null;
}
