/**
 * `@casino/shared/ui/popover`: popovers and info tooltips. A deep entry of its own (not in the root singleton) so
 * Floating UI reaches only the pages that use a tooltip; it holds no state the page must share.
 */
export { InfoTooltip, Popover, POPOVER_AUTO_HIDE_MS, NO_CONTAINER_MESSAGE, type PopoverProps, type TriggerProps } from './Popover';
