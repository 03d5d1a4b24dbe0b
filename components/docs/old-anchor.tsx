'use client';

import { useEffect } from 'react';

/**
 * /docs was one page; its anchors (/docs#print, /docs#post-v1-render) now live on other pages of the
 * docs. A link written before the split lands here: send it on to the page that holds the anchor
 * (`moved`, generated from the docs registry), unless this page has the element itself.
 */
export function OldAnchorRedirect({ moved }: { moved: Record<string, string> }) {
  useEffect(() => {
    const follow = () => {
      let anchor: string;
      try {
        anchor = decodeURIComponent(window.location.hash.slice(1));
      } catch {
        return; // a malformed hash (/docs#100%) names no anchor
      }
      if (!anchor || document.getElementById(anchor)) return;
      const target = moved[anchor];
      if (target) window.location.replace(target);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [moved]);
  return null;
}
