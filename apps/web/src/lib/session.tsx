import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionAnswer, type StaffDto } from '@attendance/domain';
import { api, ApiError, setUnauthorizedHandler } from './api';
import { ME_KEY } from './home';
import { clearStaff, readStoredStaff, storeStaff } from './storage';
import { setPasskeyEnrolmentPending } from './enrolment';
import { useLanguageSync } from './i18n/use-language-sync';

export { homeOf, ME_KEY } from './home';

interface Session {
  staff: StaffDto | null;
  loading: boolean;
}

const SessionContext = createContext<Session>({ staff: null, loading: true });

/** GET /api/auth/session answers 200 with staff null when signed out: a clean console. */
async function fetchMe(signal: AbortSignal): Promise<StaffDto | null> {
  try {
    const answer = await api('/api/auth/session', {
      schema: sessionAnswer,
      signal,
      allowUnauthorized: true,
    });
    setPasskeyEnrolmentPending(answer.enrolPasskey === true);
    return answer.staff;
  } catch (error) {
    // No answer at all (offline, server down): the staff this phone last knew stays signed in,
    // so the marking screen opens offline; the server still judges every request it receives.
    const known = error instanceof ApiError ? null : readStoredStaff();
    if (known) return known;
    throw error;
  }
}

/** Who is signed in, as the server says (the page's head already asked: index.html). */
export const sessionQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
  networkMode: 'always',
});

/** The signed-in staff as the server knows it; any 401 clears it and goes to /login. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useQuery(sessionQuery);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearStaff();
      client.setQueryData(ME_KEY, null);
      navigate('/login', { replace: true });
    });
  }, [client, navigate]);

  const staff = me.data ?? null;
  useLanguageSync(staff?.language);
  useEffect(() => {
    if (me.isSuccess) {
      if (staff) storeStaff(staff);
      else clearStaff();
    }
  }, [me.isSuccess, staff]);

  const value = useMemo(() => ({ staff, loading: me.isPending }), [staff, me.isPending]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The signed-in staff inside a guarded screen. */
export function useStaff(): StaffDto {
  const { staff } = useSession();
  if (!staff) throw new Error('useStaff used outside a signed-in screen');
  return staff;
}
