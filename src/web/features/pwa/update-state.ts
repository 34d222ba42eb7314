// Whether a new release of the app waits to take over, shared by the worker's registration and the banner.

type Listener = () => void;

/** The action that hands over to the waiting worker, or null while none waits. */
let activate: (() => void) | null = null;
const listeners = new Set<Listener>();

export const updateState = {
  get: () => activate,
  set(next: (() => void) | null) {
    activate = next;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
