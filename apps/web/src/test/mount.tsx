import { MantineProvider } from "@mantine/core";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

// React warns outside a test environment that knows act(); these tests are one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Mounted {
  container: HTMLElement;
  root: Root;
  /** Renders the tree again with `node` (new props), as a parent's re-render does. */
  rerender: (node: ReactNode) => void;
  unmount: () => void;
}

/** Mounts `node` in Mantine's provider in the test document; `unmount` takes it away. */
export function mount(node: ReactNode): Mounted {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const rerender = (next: ReactNode) =>
    act(() => root.render(<MantineProvider>{next}</MantineProvider>));
  rerender(node);
  return {
    container,
    root,
    rerender,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Runs `hook` in a mounted component; `current` is its latest result, `rerender` passes new props. */
export function renderHook<Props, Result>(hook: (props: Props) => Result, props: Props) {
  const result = { current: undefined as Result };
  function Probe(probeProps: { props: Props }) {
    result.current = hook(probeProps.props);
    return null;
  }
  const mounted = mount(<Probe props={props} />);
  return {
    result,
    rerender: (next: Props) => mounted.rerender(<Probe props={next} />),
    unmount: mounted.unmount,
  };
}
