/** Tabs (`@casino/shared/ui/tabs`): bundled into the chunk of the page that uses them (shared/federation/rspack-app.cjs). */
export { Tabs, type Tab, type TabsProps } from './Tabs';
