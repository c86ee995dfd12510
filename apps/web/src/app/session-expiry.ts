import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * The one place a 401 is handled: the customer goes to sign-in with a short 'Your session has
 * expired' notice and comes back to where they were after signing in. What the app knew of them is
 * dropped once the sign-in page is on screen (not before: the page they were on would ask again).
 */
export function useSessionExpiry() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const where = useRef(location);
  const expired = useRef(false);

  useEffect(() => {
    where.current = location;
    if (!expired.current || !location.pathname.startsWith('/auth/')) return;
    expired.current = false;
    queryClient.clear();
    queryClient.setQueryData(queryKeys.me, null);
  }, [location, queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = where.current;
      // The back office has its own sign-in (features/admin); its calls skip this handler anyway.
      if (pathname.startsWith('/auth/') || pathname.startsWith('/admin')) return;
      expired.current = true;
      void navigate(loginPath(pathname + search, true), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
}
