import type { MenuProps, PopoverProps, TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { withChunkTimeout } from '../lib/chunk-load.ts';

/**
 * Menus, popovers and tooltips whose code (Mantine's overlays and Floating UI, about 30 KB gzipped) is downloaded
 * when the user first reaches for a trigger, not with the screen that shows it (issue 11). Until then the trigger is
 * rendered alone, as it looks when closed; pointing at it, focusing or touching it loads the overlay, which is then
 * put around the same trigger (focus stays on it). A click that comes before the code opens the overlay once the code
 * is there, with its usual transition. Once loaded, every overlay renders at once.
 */
type Overlays = typeof import('./mantine-overlays.ts');
type TargetElement = ReactElement<Record<string, unknown>>;
type Handler = ((...args: never[]) => unknown) | undefined;

let loaded: Overlays | undefined;
let loading: Promise<Overlays> | undefined;

function loadOverlays(): Promise<Overlays> {
  loading ??= withChunkTimeout(() => import('./mantine-overlays.ts')).then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The overlays module once it is there, and a function that asks for it. */
function useOverlays(): { overlays: Overlays | undefined; request: () => void } {
  const [overlays, setOverlays] = useState(loaded);
  const request = useCallback(() => {
    if (loaded) setOverlays(loaded);
    // A failed chunk asks for a reload (chunk-load.ts); the trigger stays as it is meanwhile.
    else void loadOverlays().then(setOverlays, () => undefined);
  }, []);
  return { overlays, request };
}

function chain<F extends Handler>(first: F, second: (...args: Parameters<NonNullable<F>>) => void) {
  return (...args: Parameters<NonNullable<F>>) => {
    first?.(...args);
    second(...args);
  };
}

/**
 * The trigger before the overlay is there: its own props and handlers, plus the closed-popup attributes and the
 * handlers that ask for the overlay. The returned ref goes on the trigger inside the overlay: it takes the focus back
 * if the trigger had it when it was swapped.
 */
function useWaitingTarget(
  target: TargetElement,
  { popup, request, onClick }: { popup?: 'menu' | 'dialog'; request: () => void; onClick?: () => void },
): { waiting: TargetElement; focusRef: Ref<HTMLElement> } {
  const hadFocus = useRef(false);
  const props = target.props as Record<string, Handler>;
  const waiting = cloneElement(target, {
    ...(popup ? { 'aria-haspopup': popup, 'aria-expanded': target.props['aria-expanded'] ?? false } : {}),
    // What Mantine's Popover.Target gives the trigger (a FooterButton, say, shows it), so the trigger looks the same.
    className: (target.props.className as string | undefined) ?? '',
    onPointerEnter: chain(props.onPointerEnter, request),
    onTouchStart: chain(props.onTouchStart, request),
    onFocus: chain(props.onFocus, () => {
      hadFocus.current = true;
      request();
    }),
    onBlur: chain(props.onBlur as (event: FocusEvent) => void, (event: FocusEvent) => {
      // A trigger removed while focused may report a blur to nowhere: that one keeps the focus to give back.
      if (event.relatedTarget) hadFocus.current = false;
    }),
    onClick: chain(props.onClick, () => {
      onClick?.();
      request();
    }),
  });
  const focusRef = useCallback((node: HTMLElement | null) => {
    if (!node || !hadFocus.current) return;
    hadFocus.current = false;
    if (document.activeElement === null || document.activeElement === document.body) node.focus();
  }, []);
  return { waiting, focusRef };
}

export type MenuComponent = Overlays['Menu'];

export interface DeferredMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'defaultOpened'> {
  /** The trigger (forwards its ref and event props to a focusable element). */
  target: TargetElement;
  /** The dropdown, with the loaded Menu: `(Menu) => <Menu.Dropdown>…</Menu.Dropdown>`. */
  children: (Menu: MenuComponent) => ReactNode;
}

/** A Mantine Menu (uncontrolled for its user) whose code comes when its trigger is reached for. */
export function DeferredMenu({ target, children, onChange, ...menuProps }: DeferredMenuProps) {
  const { overlays, request } = useOverlays();
  const [opened, setOpened] = useState(false);
  const openWhenLoaded = useRef(false);
  const { waiting, focusRef } = useWaitingTarget(target, {
    popup: 'menu',
    request,
    onClick: () => {
      openWhenLoaded.current = true;
    },
  });
  const Menu = overlays?.Menu;
  useEffect(() => {
    if (Menu && openWhenLoaded.current) {
      openWhenLoaded.current = false;
      setOpened(true);
    }
  }, [Menu]);
  if (!Menu) return waiting;
  return (
    <Menu
      {...menuProps}
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        onChange?.(next);
      }}
    >
      <Menu.Target>{cloneElement(target, { ref: focusRef })}</Menu.Target>
      {children(Menu)}
    </Menu>
  );
}

export type PopoverComponent = Overlays['Popover'];

export interface DeferredPopoverProps extends Omit<PopoverProps, 'children' | 'opened' | 'defaultOpened'> {
  /** Controlled: the trigger's own onClick opens and closes it. */
  opened: boolean;
  target: TargetElement;
  /** The dropdown, with the loaded Popover: `(Popover) => <Popover.Dropdown>…</Popover.Dropdown>`. */
  children: (Popover: PopoverComponent) => ReactNode;
}

/** A controlled Mantine Popover whose code comes when its trigger is reached for. */
export function DeferredPopover({ opened, target, children, ...popoverProps }: DeferredPopoverProps) {
  const { overlays, request } = useOverlays();
  const { waiting, focusRef } = useWaitingTarget(target, { popup: 'dialog', request });
  const Popover = overlays?.Popover;
  // Mounted closed first, so that it opens with its transition.
  const [mounted, setMounted] = useState(Boolean(Popover));
  useEffect(() => {
    if (Popover) setMounted(true);
  }, [Popover]);
  useEffect(() => {
    if (opened) request();
  }, [opened, request]);
  if (!Popover) return waiting;
  return (
    <Popover {...popoverProps} opened={mounted && opened}>
      <Popover.Target>{cloneElement(target, { ref: focusRef })}</Popover.Target>
      {children(Popover)}
    </Popover>
  );
}

export interface DeferredTooltipProps extends Omit<TooltipProps, 'children' | 'defaultOpened'> {
  children: TargetElement;
}

/** A Mantine Tooltip whose code comes when the pointer first reaches its target (shown at once then). */
export function DeferredTooltip({ children, ...tooltipProps }: DeferredTooltipProps) {
  const { overlays, request } = useOverlays();
  const pointerInside = useRef(false);
  const props = children.props as Record<string, Handler>;
  const Tooltip = overlays?.Tooltip;
  if (!Tooltip) {
    return cloneElement(children, {
      className: (children.props.className as string | undefined) ?? '',
      onPointerEnter: chain(props.onPointerEnter, () => {
        pointerInside.current = true;
        request();
      }),
      onPointerLeave: chain(props.onPointerLeave, () => {
        pointerInside.current = false;
      }),
      onFocus: chain(props.onFocus, request),
    });
  }
  return (
    <Tooltip {...tooltipProps} defaultOpened={pointerInside.current}>
      {children}
    </Tooltip>
  );
}
