import { useCallback, useEffect, useState } from 'react';

import {
  deviceState,
  ServiceWorkerMissing,
  turnOffDevice,
  turnOnDevice,
  type DeviceState,
} from './push-device';

export type DeviceFailure = 'notReady' | 'failed';

/** This device's push state, read once, and turning it on or off. */
export function usePushDevice() {
  const [state, setState] = useState<DeviceState | 'checking'>('checking');
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let current = true;
    deviceState().then(
      (read) => current && setState(read),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, []);

  const change = useCallback(async (on: boolean): Promise<DeviceState | DeviceFailure> => {
    setWorking(true);
    try {
      const next = await (on ? turnOnDevice() : turnOffDevice());
      setState(next);
      return next;
    } catch (error) {
      return error instanceof ServiceWorkerMissing ? 'notReady' : 'failed';
    } finally {
      setWorking(false);
    }
  }, []);

  return { state, working, turnOn: () => change(true), turnOff: () => change(false) };
}
