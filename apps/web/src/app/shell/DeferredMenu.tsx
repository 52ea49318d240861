import {
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { loadHeaderMenus, useHeaderMenus } from "./headerMenus.ts";

type HeaderMenus = NonNullable<ReturnType<typeof useHeaderMenus>>;

interface ButtonProps {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onPointerLeave?: () => void;
  onPointerCancel?: () => void;
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

const loadMenus = () => void loadHeaderMenus().catch(() => undefined); // the next press retries

/**
 * A header button whose dropdown loads when someone heads for it (headerMenus.ts): the pointer
 * over it, keyboard focus on it, or a press. Until then the button looks and reads the same; a
 * press opens the dropdown as soon as it arrives. When the button is swapped for the dropdown's
 * own, keyboard focus stays on it. (Loaded once every page had rendered, the dropdowns' code and
 * first render were 190-300 ms of main thread at 4x on every signed-in page, for menus most
 * visits never open.)
 */
export function DeferredMenu({ button, opens, children }: Props) {
  const menus = useHeaderMenus();
  const [openAtOnce, setOpenAtOnce] = useState(false);
  // While the button is held down the dropdown's button is not swapped in, even if it has
  // arrived: a press that starts on one button and ends on another makes no click at all.
  const [held, setHeld] = useState(false);
  const focused = useRef(false);
  const loadedButton = useRef<HTMLButtonElement>(null);

  const swapped = menus !== null && !held;
  useLayoutEffect(() => {
    if (swapped && focused.current) loadedButton.current?.focus();
  }, [swapped]);

  if (swapped) {
    return children(menus, cloneElement(button, { ref: loadedButton }), openAtOnce);
  }
  return cloneElement(button, {
    "aria-haspopup": opens,
    "aria-expanded": false,
    onClick: (event) => {
      button.props.onClick?.(event);
      setHeld(false);
      setOpenAtOnce(true);
      loadMenus();
    },
    onPointerEnter: loadMenus,
    onPointerDown: () => {
      setHeld(true);
      loadMenus();
    },
    onPointerLeave: () => setHeld(false),
    onPointerCancel: () => setHeld(false),
    onFocus: () => {
      focused.current = true;
      loadMenus();
    },
    onBlur: () => {
      focused.current = false;
    },
  });
}
