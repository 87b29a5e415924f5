import { createContext, useContext } from 'react';
import { detectDevice, type Device } from './device-kind';

export { detectDevice, type Device, type DeviceKind } from './device-kind';

export function detectThisDevice(): Device {
  if (typeof navigator === 'undefined') return detectDevice('');
  return detectDevice(navigator.userAgent, document.documentElement.dataset.device ?? null);
}

export const DeviceContext = createContext<Device>(detectDevice(''));

/** The device the page runs on, for layouts and remotes' own choices (e.g. auto-hiding tooltips off desktop). */
export function useDevice(): Device {
  return useContext(DeviceContext);
}
