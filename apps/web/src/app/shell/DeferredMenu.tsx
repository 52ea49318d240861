import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { loadHeaderMenus, useHeaderMenus } from "./headerMenus.ts";

type HeaderMenus = NonNullable<ReturnType<typeof useHeaderMenus>>;

interface ButtonProps {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
  "aria-haspopup"?: "menu" | "dialog";
  "aria-expanded"?: boolean;
}

interface Props {
  /** The button that opens the dropdown; it shows at once, before the dropdowns have loaded. */
  button: ReactElement<ButtonProps>;
  /** What the button opens: `menu` (a Mantine Menu) or `dialog` (a Popover). */
  opens: "menu" | "dialog";
  /**
   * The dropdown around `button` (HeaderMenus.tsx), once loaded; `openAtOnce` when the button
   * was pressed before that.
   */
  children: (menus: HeaderMenus, button: ReactElement, openAtOnce: boolean) => ReactNode;
}

/**
 * A header button whose dropdown loads after the page (headerMenus.ts). Until then the button
 * looks and reads the same; pressing it starts the load and opens the dropdown when it arrives.
 * When the button is swapped for the dropdown's own, keyboard focus stays on it.
 */
export function DeferredMenu({ button, opens, children }: Props) {
  const menus = useHeaderMenus();
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const focused = useRef(false);
  const loadedButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadHeaderMenus().catch(() => undefined); // a press retries
  }, []);
  useLayoutEffect(() => {
    if (menus && focused.current) loadedButton.current?.focus();
  }, [menus]);

  if (menus) return children(menus, cloneElement(button, { ref: loadedButton }), openAtOnce);
  return cloneElement(button, {
    "aria-haspopup": opens,
    "aria-expanded": false,
    onClick: (event) => {
      button.props.onClick?.(event);
      setOpenAtOnce(true);
      void loadHeaderMenus().catch(() => undefined);
    },
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  });
}
