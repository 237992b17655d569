import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export type Go = (to: string, options?: { replace?: boolean }) => void;

/**
 * How a screen moves to another path. Inside the app's router it is the router's navigate
 * (app/router.tsx, RouterNavigation); on the light login page, which has no router (issue 56),
 * it starts the app at that path (app/light-login.tsx). Without either, the browser goes there.
 */
export const NavigationContext = createContext<Go>((to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to),
);

export function useGo(): Go {
  return useContext(NavigationContext);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** A link to a path of the app, as the router's Link: a plain click stays in the page. */
export function AppLink({ to, onClick, ...rest }: LinkProps) {
  const go = useGo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plain || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
