'use client';

import { useEffect, useState } from 'react';

/** False in the server's HTML and until React has hydrated the component; controls stay disabled until then, so no input is lost. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
